/**
 * What makes a lesson's slides hard to read from the back of the room (the content check, scripts/check-content.ts,
 * fails the build on each, with its line): a step with prose but no key points (a Diagram shown alone may let its
 * caption speak, if it is short), a slide over the word limit (steps.ts), a key-point block of more than four points or a point that
 * repeats the heading, and a 45-minute class of more than 30 steps. Pure: the steps come from lessonSteps.ts.
 */
import type { LessonOutline } from '@/components/mdx/outline';
import {
  courseSteps,
  MAX_BOARD_WORDS,
  MAX_CORE_STEPS,
  MAX_QUESTION_WORDS,
  MAX_TEXT_WORDS,
  wordCount,
  type Step,
} from './steps';

/** One problem with a slide: the lesson line it points at and what is wrong. */
interface SlideProblem {
  readonly line: number;
  readonly message: string;
}

/** The most words a step may show besides its heading (steps.ts). */
export function wordLimit(step: Step): number {
  if (step.part !== undefined && !step.board) return MAX_QUESTION_WORDS;
  return step.board ? MAX_BOARD_WORDS : MAX_TEXT_WORDS;
}

/** A text reduced to its letters and digits, lower case: what a reader compares. */
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Whether two texts say the same words (a key point or a card's name that repeats a slide's heading). */
export const same = (a: string, b: string) => plain(a) === plain(b);

/** The problems with a lesson's slides (steps: every step, core and longer course). */
export function slideProblems(outline: LessonOutline, steps: readonly Step[]): SlideProblem[] {
  const out: SlideProblem[] = [];
  const lineOf = (i: number) => outline.blocks[i]?.line ?? 1;
  for (const s of steps) {
    const where = `step “${s.title ?? 'Opening'}”`;
    const line = s.line ?? lineOf(s.blocks[0] ?? s.notes[0] ?? 0);
    const boards = s.blocks
      .map((i) => outline.blocks[i])
      .filter((b) => b?.kind === 'element' && (b.element.name === 'Diagram' || b.element.name === 'PieceCard'));
    const card = boards.some((b) => b?.kind === 'element' && b.element.name === 'PieceCard');
    if (!s.points && s.part === undefined && s.notes.length > 0 && (!s.board || card))
      out.push({
        line,
        message: `${where} has no <KeyPoints>: write the section's key points for its slide (its text goes to the speaker notes)`,
      });
    if (s.words > wordLimit(s))
      out.push({
        line,
        message: `${where} shows ${s.words} words on its slide, more than ${wordLimit(s)}${s.points || s.part !== undefined ? '' : ' (a caption shown alone: write key points instead)'}`,
      });
  }
  for (const e of outline.elements) {
    if (e.name !== 'KeyPoints') continue;
    if (e.items.length < 1 || e.items.length > 4)
      out.push({
        line: e.line,
        message: `<KeyPoints> holds ${e.items.length} points: write one to four short bullets`,
      });
    const heading = [...outline.headings].reverse().find((h) => h.line < e.line);
    for (const item of e.items)
      if (heading && same(item, heading.text))
        out.push({ line: e.line, message: `a key point repeats the heading “${heading.text}”` });
    if (wordCount(e.text) === 0) out.push({ line: e.line, message: '<KeyPoints> is empty' });
  }
  const core = courseSteps(steps, false).length;
  if (core > MAX_CORE_STEPS)
    out.push({
      line: 1,
      message: `the 45-minute class has ${core} steps, more than ${MAX_CORE_STEPS}: list sections the longer course adds in the teacher's guide (\`longer\`), or cut slides`,
    });
  return out;
}
