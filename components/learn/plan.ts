/**
 * A student's path through a lesson (issue #43, `/variants/<id>/learn/`): the lesson's own steps, cut by presenter
 * mode's rule from the lesson's outline (components/classroom/steps.ts, every section: the longer course), then cut
 * finer for a phone, with the practice exercises after their sections and the Try-it questions at the end; and the
 * path's address (`?step=N`, or `#<exercise id>` / `#<section id>`). Pure: no React, no DOM.
 *
 * The phone plan, in the order of the presenter's steps:
 * - a step that shows key points and a board is cut in two (the key points, then the board with its caption) when
 *   the two together would not fit one phone screen: their estimated heights (`PhoneSizes`, at 360x740) more than
 *   `room`; every other step is one screen;
 * - Try it's steps (its puzzles, then its questions) give way to one step per question, where the student answers;
 *   the puzzles stay on the puzzle page, and the speaker notes of the steps left out join the last lesson step's;
 * - each exercise comes after the last step of the section it names (`after`: a heading's id; a `##` holds its
 *   `###`s); one naming no section of the lesson comes before the questions.
 */
import type { Block, Step } from '@/components/classroom/steps';

/** One screen of the path. */
export type LearnStep =
  | {
      readonly kind: 'lesson';
      /** Stable while the lesson's sections keep their ids: the section and the step's number in it (`pawns.2`). */
      readonly key: string;
      /** The lesson body's blocks it shows (components/classroom/dom.ts numbers them) and those of its notes. */
      readonly blocks: readonly number[];
      readonly notes: readonly number[];
      readonly section?: string;
      readonly title?: string;
      /** True when it shows a board's caption (a board on a step without key points, or a board cut from them). */
      readonly caption: boolean;
      /** True when it shows a board. */
      readonly board: boolean;
    }
  | { readonly kind: 'exercise'; readonly key: string; readonly id: string; readonly section?: string }
  | { readonly kind: 'question'; readonly key: string; readonly index: number };

/** What the phone plan needs of an exercise (content/exercises/types.ts). */
interface ExerciseRef {
  readonly id: string;
  readonly after: string;
}

/** Estimated heights in CSS pixels on a 360x740 phone, for the plan's cut: each block's, and the room for a step. */
export interface PhoneSizes {
  /** The height of block `i` at the phone's width (a heading, key points, a board with its tool bar). */
  height(block: number): number;
  /** The height a step may take: the screen less the path's bars. */
  readonly room: number;
}

/** The headings of a lesson in order, to tell which `###` sections a `##` holds. */
interface HeadingRef {
  readonly id: string;
  readonly level: 2 | 3;
}

/** The sections inside `id`: itself, and when it is a `##`, its `###`s. */
function sectionsOf(id: string, headings: readonly HeadingRef[]): Set<string> {
  const out = new Set([id]);
  const i = headings.findIndex((h) => h.id === id);
  if (i >= 0 && headings[i]!.level === 2)
    for (let j = i + 1; j < headings.length && headings[j]!.level === 3; j++) out.add(headings[j]!.id);
  return out;
}

/** The section id of Try it (components/mdx/sections.ts), whose steps the questions replace. */
const TRY_IT = 'try-it';

/**
 * Cuts a lesson's presenter steps (every section) into the path's steps: see the file's header for the rule.
 * `blocks` are the lesson's blocks (lessonSteps.ts `lessonBlocks`), `questions` the number of Try-it questions.
 */
export function learnPlan(input: {
  readonly steps: readonly Step[];
  readonly blocks: readonly Block[];
  readonly headings: readonly HeadingRef[];
  readonly exercises: readonly ExerciseRef[];
  readonly questions: number;
  readonly sizes: PhoneSizes;
}): LearnStep[] {
  const { steps, blocks, headings, sizes } = input;
  const out: LearnStep[] = [];
  const perSection = new Map<string, number>();
  const keyOf = (section: string | undefined) => {
    const s = section ?? 'opening';
    const n = (perSection.get(s) ?? 0) + 1;
    perSection.set(s, n);
    return `${s}.${n}`;
  };
  /** The sections each exercise may follow, and which exercises are placed. */
  const placed = new Set<string>();
  const after = input.exercises.map((x) => ({ x, in: sectionsOf(x.after, headings) }));
  const lesson = steps.filter((s) => s.section !== TRY_IT);
  const leftOut = [...new Set(steps.filter((s) => s.section === TRY_IT).flatMap((s) => s.notes))];

  lesson.forEach((s, i) => {
    const heads = s.blocks.filter((b) => blocks[b]?.kind === 'heading');
    const points = s.blocks.find((b) => blocks[b]?.kind === 'points');
    const board = s.blocks.find((b) => blocks[b]?.kind === 'board');
    const notes = i === lesson.length - 1 ? [...s.notes, ...leftOut] : s.notes;
    const base = { kind: 'lesson' as const, section: s.section, title: s.title };
    const tall =
      points !== undefined &&
      board !== undefined &&
      [...heads, points, board].reduce((h, b) => h + sizes.height(b), 0) > sizes.room;
    if (tall) {
      out.push({ ...base, key: keyOf(s.section), blocks: [...heads, points], notes, caption: false, board: false });
      out.push({ ...base, key: keyOf(s.section), blocks: [...heads, board], notes: [], caption: true, board: true });
    } else
      out.push({
        ...base,
        key: keyOf(s.section),
        blocks: s.blocks,
        notes,
        caption: board !== undefined && points === undefined,
        board: board !== undefined,
      });
    // The exercises of the sections this step ends (the next step is of another section, or there is none).
    const next = lesson[i + 1];
    for (const a of after) {
      if (placed.has(a.x.id) || s.section === undefined || !a.in.has(s.section)) continue;
      if (next?.section !== undefined && a.in.has(next.section)) continue;
      placed.add(a.x.id);
      out.push({ kind: 'exercise', key: `x.${a.x.id}`, id: a.x.id, section: s.section });
    }
  });
  for (const a of after)
    if (!placed.has(a.x.id)) out.push({ kind: 'exercise', key: `x.${a.x.id}`, id: a.x.id, section: a.x.after });
  for (let q = 0; q < input.questions; q++) out.push({ kind: 'question', key: `q.${q + 1}`, index: q });
  return out;
}

/** What the path's address asks for, read against its number of steps. */
interface LearnRequest {
  /** The step to open, 0-based and clamped; undefined when the address names none (then the path resumes). */
  readonly step?: number;
  /** What was wrong with the address, in words for the student. */
  readonly notice?: string;
}

/**
 * Reads `step` (1-based) from a query string, or else a `#` naming an exercise or a section, against the path's
 * steps; a step out of range is clamped, and one that is not a number opens step 1, each with a notice.
 */
export function readLearnAddress(search: string, hash: string, plan: readonly LearnStep[]): LearnRequest {
  const count = Math.max(plan.length, 1);
  const s = new URLSearchParams(search).get('step');
  if (s !== null) {
    const n = /^\s*-?\d+\s*$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isFinite(n)) return { step: 0, notice: `“${s.slice(0, 40)}” is not a step number: showing step 1.` };
    if (n < 1) return { step: 0, notice: `Steps start at 1: showing step 1 of ${count}.` };
    if (n > count) return { step: count - 1, notice: `This path has ${count} steps: showing step ${count}.` };
    return { step: n - 1 };
  }
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return {};
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return { notice: 'The part of the address after “#” could not be read.' };
  }
  const at = plan.findIndex((p) => (p.kind === 'exercise' ? p.id === id : p.kind === 'lesson' && p.section === id));
  return at >= 0 ? { step: at } : { notice: `This path has no part “${id.slice(0, 40)}”.` };
}

/** The query string for step `step` (0-based), other parameters kept (the `#` is the page's to drop). */
export function learnSearch(search: string, step: number): string {
  const q = new URLSearchParams(search);
  q.set('step', String(step + 1));
  return `?${q.toString()}`;
}

/** What a key does on the path: Space and Enter are left to a focused control. */
export type LearnAction = 'next' | 'prev' | 'first' | 'last';

const KEYS: Record<string, LearnAction> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageUp: 'prev',
  Home: 'first',
  End: 'last',
};

/** Returns the path's action for a key, or undefined. */
export const learnKey = (key: string): LearnAction | undefined => KEYS[key];

/** The step an action leads to from `step`, within `count` steps. */
export function stepAfter(action: LearnAction, step: number, count: number): number {
  const to = action === 'next' ? step + 1 : action === 'prev' ? step - 1 : action === 'first' ? 0 : count - 1;
  return Math.max(0, Math.min(to, count - 1));
}

/** A sideways swipe (pixels and milliseconds): left is the next step, right the previous; anything else is none. */
export function swipeAction(dx: number, dy: number, ms: number): LearnAction | undefined {
  if (ms > 1500 || Math.abs(dx) < 60 || Math.abs(dx) < 1.5 * Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'prev';
}
