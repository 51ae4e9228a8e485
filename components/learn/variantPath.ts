/**
 * A variant's learning path as the build cuts it (issue #43): presenter mode's steps of the whole lesson
 * (components/classroom/variantSteps.ts, the same outline), cut for a phone by components/learn/plan.ts with the
 * heights estimated here, the lesson's exercises (content/exercises/) and its Try-it questions with their answers
 * (content/guides/). Build time only: the learn page, the home page's and the variant index's progress, the tests.
 */
import { lessonBlocks } from '@/components/classroom/lessonSteps';
import { pageNotes, variantSteps } from '@/components/classroom/variantSteps';
import { svgGeometry } from '@/components/board/BoardSvg';
import { pieceCardSlideWords } from '@/components/mdx/cardWords';
import { lessonOf } from '@/components/mdx/lessons';
import { GUIDES } from '@/content/guides/index';
import { lessonPuzzles } from '@/content/puzzles/index';
import type { VariantId } from '@/content/variants';
import { exercisesOf } from '@/content/exercises/index';
import type { Exercise } from '@/content/exercises/types';
import { boardView, parsePosition } from '@/engine';
import { learnPlan, type LearnStep, type PhoneSizes } from './plan';
import { questionChoices, type QuestionChoices } from './questions';

/** The phone the plan is cut for: 360x740 CSS pixels, less the path's bars (top 48, bottom 64) and margins. */
export const PHONE = { width: 360, height: 740, room: 740 - 48 - 64 - 24 } as const;
/** The width a board's picture takes on that phone (the stage's padding left out). */
const BOARD_W = PHONE.width - 24;
/**
 * The smallest a board may be drawn on a step before it is cut from its key points: a flat board at three quarters of
 * its width; a prism's level with its cells 40 px across (about 44 px at the phone's width: learnDom.ts).
 */
const BOARD_MIN = { flat: 0.75, prism: 0.93 } as const;
/** A board's tool bar (2-D, 3-D, Flip board, Reset), a prism's level tabs, a piece card's symbols and letter line. */
const TOOLBAR = 52;
const TABS = 52;
const CARD = 96;
/** Key points at the phone's text size: characters a line, the line's height, the space after a point. */
const POINT = { chars: 34, line: 24, gap: 8, margin: 16 } as const;

/** A Try-it question and its answer (the teacher's guide's), as the path asks it. */
export interface LearnQuestion {
  /** The question as the lesson writes it (Markdown on one line). */
  readonly text: string;
  /** The teacher's guide's answer, shown when the student asks or has answered. */
  readonly answer?: string;
  /** The offered answers and the right one (components/learn/questions.ts); none without a guide. */
  readonly ask?: QuestionChoices;
}

/** The height of a variant's board on the phone at its smallest: one level of a prism, with its tabs. */
function boardHeight(variant: string): number {
  const start = parsePosition(variant);
  if (!start.ok) return 400;
  const view = boardView(start.value, { play: false });
  const prism = view.levels > 1;
  const { box } = svgGeometry({ view, level: prism ? 0 : undefined });
  return Math.round((BOARD_W * box.h * BOARD_MIN[prism ? 'prism' : 'flat']) / box.w) + TOOLBAR + (prism ? TABS : 0);
}

/** The lesson's path for `id` (empty without a lesson), its exercises by id, and its questions. */
export function variantPath(id: VariantId): {
  plan: LearnStep[];
  questions: LearnQuestion[];
  exercises: Record<string, Exercise>;
} {
  const outline = lessonOf(id);
  if (!outline) return { plan: [], questions: [], exercises: {} };
  const exercises = exercisesOf(id);
  const guide = GUIDES[id];
  const blocks = lessonBlocks(outline, {
    cardWords: pieceCardSlideWords,
    puzzles: lessonPuzzles(id).length,
    notes: pageNotes(id),
  });
  const board = boardHeight(id);
  const sizes: PhoneSizes = {
    room: PHONE.room,
    height(i) {
      const b = outline.blocks[i];
      if (!b) return 0;
      // A heading: about 24 characters a line at its size on the phone.
      if (b.kind === 'heading') return Math.ceil(b.text.length / 24) * 30 + 10;
      if (b.kind !== 'element') return 0;
      const e = b.element;
      if (e.name === 'KeyPoints')
        return (
          POINT.margin + e.items.reduce((h, t) => h + Math.ceil(t.length / POINT.chars) * POINT.line + POINT.gap, 0)
        );
      if (e.name === 'Diagram') return board;
      if (e.name === 'PieceCard') return board + CARD;
      return 0;
    },
  };
  const plan = learnPlan({
    steps: variantSteps(id),
    blocks,
    headings: outline.headings,
    exercises,
    questions: outline.questions.length,
    sizes,
  });
  const questions = outline.questions.map((text, i) => {
    const check = guide?.checks[i];
    return { text, answer: guide?.answers[i], ask: check && questionChoices(id, i, check) };
  });
  return { plan, questions, exercises: Object.fromEntries(exercises.map((x) => [x.id, x])) };
}

/** The keys a path's progress counts: its lesson and question steps, and its exercises' ids. */
export function progressKeys(plan: readonly LearnStep[]): { steps: string[]; exercises: string[] } {
  return {
    steps: plan.filter((s) => s.kind !== 'exercise').map((s) => s.key),
    exercises: plan.flatMap((s) => (s.kind === 'exercise' ? [s.id] : [])),
  };
}
