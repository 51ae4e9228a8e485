/**
 * The teacher's guide's pure parts: which sections of a lesson need speaker notes, which note a presenter step
 * shows, and the lesson's Try-it questions, all read from the lesson's outline (components/mdx/outline.ts). Notes
 * are keyed by section id: `opening` before the first heading, then each heading's id (`the-board`), `recap`,
 * `try-it` and `reconstructed`. No React, no DOM, no disk.
 */
import type { LessonOutline } from '@/components/mdx/outline';
import type { TeacherGuide } from '@/content/guides/types';
import { OPENING, RECONSTRUCTED } from './steps';

/** One section of a lesson, in order, with the `##` section it belongs to (itself for a `##`). */
interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
  readonly parent: string;
}

/** The lesson's sections in order: the opening, its headings, Recap and Try it, the reconstructed box. */
export function guideSections(outline: LessonOutline, hasReconstructed = !outline.meta.notesIncluded): GuideSection[] {
  const out: GuideSection[] = [{ id: OPENING.id, title: OPENING.text, level: 2, parent: OPENING.id }];
  let parent: string = OPENING.id;
  for (const h of outline.headings) {
    if (h.level === 2) parent = h.id;
    out.push({ id: h.id, title: h.text, level: h.level, parent });
  }
  if (hasReconstructed)
    out.push({ id: RECONSTRUCTED.id, title: RECONSTRUCTED.text, level: 2, parent: RECONSTRUCTED.id });
  return out;
}

/** The note for a presenter step's section id (undefined: the opening); a `###` falls back to its `##`. */
export function noteFor(
  notes: TeacherGuide['notes'],
  sections: readonly GuideSection[],
  section: string | undefined,
): string | undefined {
  const id = section ?? OPENING.id;
  if (notes[id]) return notes[id];
  const s = sections.find((x) => x.id === id);
  return s ? notes[s.parent] : undefined;
}

/** Every section's note (after the fallback), by section id: what the presenter's notes panel needs. */
export function notesBySection(notes: TeacherGuide['notes'], sections: readonly GuideSection[]) {
  return Object.fromEntries(sections.map((s) => [s.id, noteFor(notes, sections, s.id) ?? '']));
}

/** What is missing or wrong in a guide against its lesson, in words (empty when it is complete). */
export function guideProblems(guide: TeacherGuide, outline: LessonOutline): string[] {
  const problems: string[] = [];
  const sections = guideSections(outline);
  for (const s of sections)
    if (s.level === 2 && !guide.notes[s.id]?.trim())
      problems.push(`no speaker note for the section "${s.title}" (id "${s.id}")`);
  for (const k of Object.keys(guide.notes))
    if (!sections.some((s) => s.id === k)) problems.push(`a note for "${k}", which is no section id of the lesson`);
  for (const l of guide.longer) {
    if (!sections.some((s) => s.id === l.section))
      problems.push(`the longer course adds "${l.section}", which is no section id of the lesson`);
    if (!(l.minutes > 0)) problems.push(`the longer course's "${l.section}" takes no time`);
  }
  const minutes = guide.plan.reduce((n, p) => n + p.minutes, 0);
  if (minutes !== 45) problems.push(`the plan takes ${minutes} minutes, not 45`);
  if (guide.plan.some((p) => !(p.minutes > 0) || !p.what.trim())) problems.push('a part of the plan is empty');
  const questions = outline.questions.length;
  if (guide.answers.length !== questions)
    problems.push(`${guide.answers.length} answer(s) for the lesson's ${questions} Try-it question(s)`);
  if (guide.answers.some((a) => !a.trim())) problems.push('an empty answer');
  return problems;
}
