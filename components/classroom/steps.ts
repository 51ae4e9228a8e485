/**
 * Presenter mode's pure parts: how a lesson's blocks are cut into steps (slides), which steps a 45-minute class
 * shows, and how the presenter's address (`?present=1&step=5&theme=dark&course=full`) is read and written. No React,
 * no DOM: the blocks come from the lesson's outline (lessonSteps.ts, at build time), block `i` being the rendered
 * lesson's element stamped `data-block="i"` (components/mdx/remarkOutline.mjs).
 *
 * A slide is for the back of the room: the section's heading, its key points (a `<KeyPoints>` list we write for the
 * slide) and a board; the lesson's prose goes to the speaker notes. The rule, in order of the lesson's blocks:
 * - a heading (`##`, `###`) starts a section (headings in a row share one), and every step of the section shows it;
 * - a `<KeyPoints>` block starts a step; the first board after it (a Diagram or a PieceCard) joins that step, and
 *   the slide hides the board's caption (its words are in the key points; the caption goes to the notes);
 * - a board that finds no step of its section without a board starts a step of its own, with its caption shown;
 * - text (paragraphs, lists, Notes, the Intro, You will learn) is not shown: it goes to the speaker notes of the
 *   section's step it follows (text before a section's first step, to that first step);
 * - a box with a heading of its own (Recap, Try it) starts a section; Try it is one step per part (one per puzzle,
 *   then the questions), Recap one step showing its key points (its list goes to the notes);
 * - a section with text but no step of its own (no key points, no board) gets a step of its heading and its notes,
 *   which the content check reports as missing key points;
 * - a step belongs to the longer course (`full`) when its section or that section's `##` is in the guide's list of
 *   sections the longer course adds; the core class is the other steps.
 */

/** The section of the steps before the lesson's first heading (its id keys the teacher's note). */
export const OPENING = { id: 'opening', text: 'Opening' } as const;
/** The section of the engine's reconstructed-rules box (components/mdx/LessonLayout.tsx). */
export const RECONSTRUCTED = { id: 'reconstructed', text: 'What we reconstructed' } as const;

/** Most words of key points (or of a caption) on a slide beside a board, and on a slide without one. */
export const MAX_BOARD_WORDS = 40;
export const MAX_TEXT_WORDS = 60;
/** Most words on Try it's last step, the questions the class answers (also on the handout). */
export const MAX_QUESTION_WORDS = 100;
/** Most steps in a 45-minute class. */
export const MAX_CORE_STEPS = 30;

/** The number of words in a text. */
export const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** What a top-level block of the lesson is, for cutting steps. */
type BlockKind = 'heading' | 'points' | 'board' | 'alone' | 'text';

/** One top-level block: its kind, the words it shows on a slide, its line, and (headings, boxes) its section. */
export interface Block {
  readonly kind: BlockKind;
  /** Words on the slide: a KeyPoints list's, a board's caption (shown when no key points stand with it), a box's. */
  readonly words: number;
  /** The block's line in the lesson file (for the content check's messages). */
  readonly line?: number;
  readonly title?: string;
  /** The heading's id (the box's section id), which the teacher's notes are keyed by. */
  readonly id?: string;
  /** A heading's level (a `###` belongs to the `##` before it). */
  readonly level?: 2 | 3;
  /** A box shown in several steps, one part each (at least 2; see `Step.part`). */
  readonly parts?: number;
  /** A box made of parts whose last part is its questions (no board), not a puzzle. */
  readonly questions?: boolean;
  /** A box whose slide shows key points of its own (Recap). */
  readonly points?: boolean;
  /** Words a board shows even beside key points (a piece card's letter and value line). */
  readonly always?: number;
}

/** One step: the blocks it shows, the blocks whose text goes to its speaker notes, its section. */
export interface Step {
  readonly blocks: readonly number[];
  /** The blocks not shown whose text is this step's speaker notes (the lesson's prose), in order. */
  readonly notes: readonly number[];
  /** The id of the last `##`/`###` heading at or before the step (undefined before the first heading). */
  readonly section?: string;
  /** That heading's text. */
  readonly title?: string;
  readonly board: boolean;
  /** True when the step shows key points (then a board's caption is in the notes, not on the slide). */
  readonly points: boolean;
  /** Words on the slide besides its heading: the key points, or the caption of a board shown without them. */
  readonly words: number;
  /** For a box made of parts: which part (0-based) this step shows. */
  readonly part?: number;
  /** True for a step of a section that only the longer course adds. */
  readonly full?: boolean;
  /** Other sections whose text is in this step's notes (the reconstructed box): their guide notes apply too. */
  readonly also?: readonly string[];
  /** The line of what the step's words come from (its key points, or its board), for the content check. */
  readonly line?: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

/** Cuts the lesson's blocks into steps (see the rule in the file's header). Blocks are numbered from 0. */
export function planSteps(blocks: readonly Block[], longer: ReadonlySet<string> = new Set()): Step[] {
  const steps: Mutable<Step>[] = [];
  let section: { section?: string; title?: string; full?: boolean } = {};
  let parent: string | undefined; // the current `##` section's id
  let heads: number[] = []; // the current section's headings, shown on each of its steps
  let pending: number[] = []; // text of the section before its first step
  let first = steps.length; // the index of the section's first step
  let open: Mutable<Step> | undefined; // the section's last step, which text joins
  let lastHeading = false;

  const start = (shown: number[], extra: Partial<Mutable<Step>> = {}) => {
    const s: Mutable<Step> = {
      blocks: [...heads, ...shown],
      notes: pending,
      ...section,
      board: false,
      points: false,
      words: 0,
      ...extra,
    };
    if (!s.full) delete s.full;
    pending = [];
    steps.push(s);
    open = s;
    return s;
  };
  /** Ends a section: its text with no step yet gets a step of its heading (the content check reports it). */
  const end = () => {
    if (pending.length || (heads.length && steps.length === first)) {
      if (steps.length > first) steps.at(-1)!.notes.push(...pending);
      else start([]);
      pending = [];
    }
  };
  const enter = (id: string | undefined, title: string | undefined, level: 2 | 3) => {
    if (level === 2) parent = id;
    const full = (id !== undefined && longer.has(id)) || (parent !== undefined && longer.has(parent));
    section = { section: id, title, full };
    first = steps.length;
    open = undefined;
  };

  blocks.forEach((b, i) => {
    const heading = b.kind === 'heading';
    if (heading) {
      if (lastHeading) {
        heads.push(i);
        enter(b.id, b.title, b.level ?? 2);
        first = steps.length;
      } else {
        end();
        heads = [i];
        enter(b.id, b.title, b.level ?? 2);
      }
    } else if (b.kind === 'points') start([i], { points: true, words: b.words, line: b.line });
    else if (b.kind === 'board') {
      if (open && !open.board) {
        open.blocks.push(i);
        open.board = true;
        if (!open.points) {
          open.words += b.words;
          open.line = b.line;
        } else open.words += b.always ?? 0;
      } else start([i], { board: true, words: b.words, line: b.line });
    } else if (b.kind === 'alone') {
      end();
      heads = [];
      enter(b.id, b.title, 2);
      if (b.parts && b.parts > 1)
        for (let part = 0; part < b.parts; part++) {
          const questions = !!b.questions && part === b.parts - 1;
          start([i], { part, line: b.line, board: !questions, words: questions ? b.words : 0 });
        }
      else start([i], { points: !!b.points, words: b.words, line: b.line });
    } else if (b.id && open) {
      // The reconstructed box: its text joins the last step's notes, its section's guide note with it.
      open.notes.push(i);
      open.also = [...(open.also ?? []), b.id];
    } else if (open) open.notes.push(i);
    else pending.push(i);
    lastHeading = heading;
  });
  end();
  return steps;
}

/** The steps a class is shown: the core class, or with `full` every step (the longer course). */
export const courseSteps = (steps: readonly Step[], full: boolean): Step[] => steps.filter((s) => full || !s.full);

/** Returns the step (0-based) that holds block `block`, or undefined. */
export function stepOfBlock(steps: readonly Step[], block: number): number | undefined {
  const i = steps.findIndex((s) => s.blocks.includes(block));
  return i < 0 ? undefined : i;
}

export type PresentTheme = 'light' | 'dark';

/** What the address asks of the presenter, read against the lesson's number of steps. */
interface PresentRequest {
  /** True when the address asks for presenter mode (`present=1`). */
  readonly present: boolean;
  /** The step to show, 0-based, clamped to the lesson; undefined when the address names none. */
  readonly step?: number;
  readonly theme: PresentTheme;
  /** True for the longer course (`course=full`), false for the 45-minute class (the default, `course=core`). */
  readonly full: boolean;
  /** What was wrong with the address, in words for the reader (undefined when nothing was). */
  readonly notice?: string;
}

/**
 * Reads `present`, `step` (1-based), `theme` and `course` from a query string, clamping the step to 1..`count` (the
 * core class's steps) or 1..`fullCount` (the longer course's, with `course=full`).
 */
export function readPresentParams(search: string, count: number, fullCount = count): PresentRequest {
  const q = new URLSearchParams(search);
  const p = q.get('present');
  const present = p !== null && p !== '0' && p !== 'false';
  const notices: string[] = [];
  const c = q.get('course');
  const full = c === 'full';
  if (c !== null && c !== 'full' && c !== 'core')
    notices.push(`There is no course “${c}”: showing the 45-minute class.`);
  if (full) count = fullCount;
  let theme: PresentTheme = 'light';
  const t = q.get('theme');
  if (t === 'dark' || t === 'light') theme = t;
  else if (t !== null) notices.push(`There is no theme “${t}”: showing the light theme.`);
  let step: number | undefined;
  const s = q.get('step');
  if (s !== null && present) {
    const n = /^\s*-?\d+\s*$/.test(s) ? Number(s) : NaN;
    const last = Math.max(count, 1);
    if (!Number.isFinite(n)) {
      step = 0;
      notices.push(`“${s}” is not a step number: showing step 1 of ${last}.`);
    } else if (n < 1) {
      step = 0;
      notices.push(`Steps start at 1: showing step 1 of ${last}.`);
    } else if (n > last) {
      step = last - 1;
      notices.push(`This lesson has ${last} steps: showing step ${last}.`);
    } else step = n - 1;
  }
  return { present, step, theme, full, notice: notices.length ? notices.join(' ') : undefined };
}

/**
 * Reads the address's `#` part (a section's id) without throwing: a broken escape (`#%`, `#%E0%A4%A`) gives no id
 * and a notice instead of an uncaught `URIError`.
 */
export function readHashId(hash: string): { id?: string; notice?: string } {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return {};
  try {
    return { id: decodeURIComponent(raw) };
  } catch {
    return { notice: 'The part of the address after “#” could not be read: showing step 1.' };
  }
}

/** Returns the query string for a presenter state (other parameters kept), or without the presenter's when off. */
export function presentSearch(
  search: string,
  state: { step: number; theme: PresentTheme; full?: boolean } | undefined,
): string {
  const q = new URLSearchParams(search);
  for (const k of ['present', 'step', 'theme', 'course']) q.delete(k);
  if (state) {
    q.set('present', '1');
    q.set('step', String(state.step + 1));
    if (state.theme === 'dark') q.set('theme', 'dark');
    if (state.full) q.set('course', 'full');
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The presenter's keys: what each one does. Space and Enter are left to a focused control. */
export type PresentAction = 'next' | 'prev' | 'first' | 'last' | 'leave' | 'theme' | 'fullscreen';

const KEYS: Record<string, PresentAction> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageUp: 'prev',
  Home: 'first',
  End: 'last',
  Escape: 'leave',
  t: 'theme',
  T: 'theme',
  f: 'fullscreen',
  F: 'fullscreen',
};

/** Returns the presenter action of a key, or undefined. */
export const keyAction = (key: string): PresentAction | undefined => KEYS[key];
