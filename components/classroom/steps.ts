/**
 * Presenter mode's pure parts: how a lesson's blocks are cut into steps, and how the presenter's address
 * (`?present=1&step=5&theme=dark`) is read and written. No React, no DOM: the blocks come from the lesson's outline
 * (lessonSteps.ts, at build time), one per top-level element of the rendered lesson.
 *
 * The rule, in order of the lesson's top-level blocks:
 * - a heading (`##`, `###`) starts a new step (headings in a row share one);
 * - a board (a Diagram or a PieceCard) ends its step: the text since the last cut plus the board. Beside the board
 *   stay only the last text blocks that fit in `maxLead` characters together with the board's own text (its
 *   caption; the headings just before them come along); the rest becomes a step of its own, so a step never holds
 *   more than one board and a bounded amount of text (a board whose caption alone is longer keeps just it);
 * - text after a section's last board joins that board's step when the two texts together fit in `maxLead`;
 * - a box that stands alone (You will learn, Recap, Try it, the notes on what was reconstructed) is a step by itself;
 *   a box made of parts (Try it yourself: one part per puzzle, then the questions) is one step per part;
 * - a run of text with no board is cut at block boundaries so no step holds more than `maxText` characters.
 */

/** The section of the steps before the lesson's first heading (its id keys the teacher's note). */
export const OPENING = { id: 'opening', text: 'Opening' } as const;
/** The section of the engine's reconstructed-rules box (components/mdx/LessonLayout.tsx). */
export const RECONSTRUCTED = { id: 'reconstructed', text: 'What we reconstructed' } as const;

/** What a top-level block of the lesson is, for cutting steps. */
type BlockKind = 'heading' | 'board' | 'alone' | 'text';

/** One top-level block: its kind, its text length, and (headings, and boxes with a heading) its title and id. */
export interface Block {
  readonly kind: BlockKind;
  readonly chars: number;
  readonly title?: string;
  /** The heading's id (the box's section id), which the teacher's notes are keyed by. */
  readonly id?: string;
  /** A box shown in several steps, one part each (at least 2; see `Step.part`). */
  readonly parts?: number;
}

/** One step: the indices of its blocks, the section it belongs to, and whether it shows a board. */
export interface Step {
  readonly blocks: readonly number[];
  /** The id of the last `##`/`###` heading at or before the step (undefined before the first heading). */
  readonly section?: string;
  /** That heading's text. */
  readonly title?: string;
  readonly board: boolean;
  /** For a box made of parts: which part (0-based) this step shows. */
  readonly part?: number;
}

interface StepLimits {
  /** Most characters of text kept beside a board, its caption included (the rest goes to a step before it). */
  readonly maxLead: number;
  /** Most characters of text in a step without a board. */
  readonly maxText: number;
}

/** Limits that keep a step readable at 28 px on a 1280×720 projector (presenter.css scales the text to the room). */
const DEFAULT_LIMITS: StepLimits = { maxLead: 420, maxText: 700 };

/** A step's section: its id and text (both undefined before the first heading). */
type Section = Pick<Step, 'section' | 'title'>;

/** Cuts the lesson's blocks into steps (see the rule in the file's header). Blocks are numbered from 0. */
export function planSteps(blocks: readonly Block[], limits: StepLimits = DEFAULT_LIMITS): Step[] {
  const steps: Step[] = [];
  const chars = (ids: readonly number[]) =>
    ids.reduce((n, i) => n + (blocks[i]!.kind === 'heading' ? 0 : blocks[i]!.chars), 0);
  /** The section a block belongs to: the last heading's (or titled box's) id and text. */
  let section: Section = {};
  let run: number[] = []; // blocks since the last cut
  let runSection: Section = {};
  /** The last step, while it is a board step that text after it may still join. */
  let open: { blocks: number[] } | undefined;

  /** Emits text-only blocks as steps of at most maxText characters each. */
  const emitText = (ids: readonly number[], sec: Section) => {
    let cur: number[] = [];
    for (const i of ids) {
      const c = chars([i]);
      if (c > 0 && chars(cur) > 0 && chars(cur) + c > limits.maxText) {
        steps.push({ blocks: cur, ...sec, board: false });
        cur = [];
      }
      cur.push(i);
    }
    if (cur.length) steps.push({ blocks: cur, ...sec, board: false });
  };
  /** Ends the run at a heading, a box or the end: short trailing text joins the board step before it. */
  const flush = () => {
    if (
      open &&
      run.length &&
      run.every((i) => blocks[i]!.kind === 'text') &&
      chars(open.blocks) + chars(run) <= limits.maxLead
    ) {
      open.blocks.push(...run);
    } else emitText(run, runSection);
    run = [];
    open = undefined;
  };

  blocks.forEach((b, i) => {
    if (b.kind === 'heading') {
      if (!run.every((j) => blocks[j]!.kind === 'heading')) flush();
      else open = undefined;
      section = { section: b.id, title: b.title };
      runSection = section;
      run.push(i);
    } else if (b.kind === 'alone') {
      flush();
      if (b.title) section = { section: b.id, title: b.title };
      if (b.parts && b.parts > 1)
        for (let part = 0; part < b.parts; part++) steps.push({ blocks: [i], ...section, board: false, part });
      else steps.push({ blocks: [i], ...section, board: false });
      runSection = section;
    } else if (b.kind === 'board') {
      // Keep the last text blocks that fit beside the board, with the headings just before them.
      let keep = run.length;
      let n = b.chars;
      while (keep > 0) {
        const c = chars([run[keep - 1]!]);
        if (c > 0 && n + c > limits.maxLead) break;
        n += c;
        keep--;
      }
      emitText(run.slice(0, keep), runSection);
      const step = { blocks: [...run.slice(keep), i] };
      steps.push({ ...step, ...section, board: true });
      open = step;
      run = [];
      runSection = section;
    } else {
      if (!run.length) runSection = section;
      run.push(i);
    }
  });
  flush();
  return steps;
}

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
  /** What was wrong with the address, in words for the reader (undefined when nothing was). */
  readonly notice?: string;
}

/** Reads `present`, `step` (1-based) and `theme` from a query string, clamping the step to 1..`count`. */
export function readPresentParams(search: string, count: number): PresentRequest {
  const q = new URLSearchParams(search);
  const p = q.get('present');
  const present = p !== null && p !== '0' && p !== 'false';
  const notices: string[] = [];
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
  return { present, step, theme, notice: notices.length ? notices.join(' ') : undefined };
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
export function presentSearch(search: string, state: { step: number; theme: PresentTheme } | undefined): string {
  const q = new URLSearchParams(search);
  for (const k of ['present', 'step', 'theme']) q.delete(k);
  if (state) {
    q.set('present', '1');
    q.set('step', String(state.step + 1));
    if (state.theme === 'dark') q.set('theme', 'dark');
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
