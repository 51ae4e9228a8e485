/**
 * A variant's presenter steps as its lesson page cuts them (build time): the lesson's outline, its puzzles, the
 * engine's reconstructed-rules notes the page shows after it, and the sections the teacher's guide says a longer
 * course adds. Shared by the lesson page, the teacher's guide, the content check and the tests.
 */
import { pieceCardSlideWords } from '@/components/mdx/cardWords';
import { lessonOf } from '@/components/mdx/lessons';
import { GUIDES } from '@/content/guides/index';
import { lessonPuzzles } from '@/content/puzzles/index';
import type { VariantId } from '@/content/variants';
import { variantNotes } from '@/engine';
import { lessonSteps } from './lessonSteps';
import type { Step } from './steps';

/** The engine's reconstructed-rules notes that the lesson page lists after the lesson (none when it covers them). */
export function pageNotes(id: VariantId): string[] {
  const engine = variantNotes(id);
  return engine.ok && !lessonOf(id)?.meta.notesIncluded ? [...engine.value] : [];
}

/** The variant's presenter steps (the core class and the longer course's; steps.ts `courseSteps`). */
export function variantSteps(id: VariantId): Step[] {
  const outline = lessonOf(id);
  if (!outline) return [];
  return lessonSteps(outline, {
    cardWords: pieceCardSlideWords,
    puzzles: lessonPuzzles(id).length,
    notes: pageNotes(id),
    longer: GUIDES[id]?.longer.map((l) => l.section),
  });
}
