/**
 * The 3-D board's pointer gestures as a pure interpreter (no React, no three; test/site/board3d-gesture.test.ts): pointer
 * events in, what they mean out. A press that moves further than the drag threshold turns the camera (the orbit
 * controls' business) and never picks; a press let go where it began is a click or a tap, and what it picks is
 * pick.ts's question, asked of the scene under the pointer (`look`); a click again on the same spot (within
 * `SAME_SPOT`) is rule 1's cycle through the men under it, unless the last one was on a destination (it played the
 * move, opened the chooser, or previewed the move with a tap, which a second tap plays). A mouse or a pen
 * that moves without a press hovers; a finger never hovers. A finger is less precise than a mouse: its thresholds are
 * wider.
 */
import { pickAt, type Pick, type PickScene } from './pick';

/** A pointer event as the interpreter sees it: client pixels, the button that changed, the kind of pointer. */
export interface PointerIn {
  readonly type: 'down' | 'move' | 'up' | 'cancel';
  readonly x: number;
  readonly y: number;
  /** The button pressed or let go (0: the main one); moves leave it out. */
  readonly button?: number;
  readonly pointerType: string;
}

/** What the interpreter remembers between events. */
export interface GestureState {
  /** The press under way: where it began, how far it has gone since, and with which button. */
  readonly press?: { readonly x: number; readonly y: number; readonly moved: number; readonly button: number };
  /** The last click or tap: where it was, and whether it was on a destination (for rule 1's same spot). */
  readonly last?: { readonly x: number; readonly y: number; readonly destination?: true };
}

/** What an event means: a hover over a cell (undefined: over nothing), or a pick (pick.ts). */
export type GestureOut =
  | { readonly type: 'hover'; readonly cell: string | undefined }
  | (Pick & { readonly type: 'pick' });

/** How far (px) a press may move and still be a click; a finger's may move further. */
export const DRAG = { mouse: 4, touch: 10 } as const;
/** How close (px) a second click must be to the first to count as the same spot; a finger's tap may be further. */
export const SAME_SPOT = { mouse: 6, touch: 16 } as const;

const touch = (pointerType: string) => pointerType === 'touch';

/**
 * Returns the next state and what `e` means. `look(x, y)` answers what the scene shows under a client point (the ray,
 * the markers, the selection) as pick.ts needs it, or undefined outside the view.
 */
export function interpret(
  state: GestureState,
  e: PointerIn,
  look: (x: number, y: number) => PickScene | undefined,
): { state: GestureState; out?: GestureOut } {
  const kind = touch(e.pointerType) ? 'touch' : 'mouse';
  switch (e.type) {
    case 'down':
      // Any button: a press never hovers (the right one draws an annotation: PointerCell.tsx follows it).
      return { state: { ...state, press: { x: e.x, y: e.y, moved: 0, button: e.button ?? 0 } } };
    case 'move': {
      const p = state.press;
      if (p) {
        const moved = Math.max(p.moved, Math.hypot(e.x - p.x, e.y - p.y));
        return { state: { ...state, press: { ...p, moved } } };
      }
      if (kind === 'touch') return { state };
      return { state, out: { type: 'hover', cell: hoverCell(look(e.x, e.y)) } };
    }
    case 'cancel':
      return { state: { ...state, press: undefined } };
    case 'up': {
      const p = state.press;
      if (p?.button !== 0 || (e.button ?? 0) !== 0) return { state: { ...state, press: undefined } };
      const moved = Math.max(p.moved, Math.hypot(e.x - p.x, e.y - p.y));
      // A drag turned the camera: the same spot on screen is another place of the board now.
      if (moved > DRAG[kind]) return { state: {} };
      const last = state.last;
      const again = !!last && !last.destination && Math.hypot(last.x - e.x, last.y - e.y) <= SAME_SPOT[kind];
      const scene = look(e.x, e.y);
      const pick = scene && pickAt(scene, again);
      if (!pick) return { state: { last: { x: e.x, y: e.y } } };
      const { destination, ...what } = pick;
      const next = { x: e.x, y: e.y, ...(destination ? { destination } : {}) };
      return { state: { last: next }, out: { type: 'pick', ...what } };
    }
  }
}

/** The cell a pointer resting at a point names (what a first click there would activate). */
export function hoverCell(scene: PickScene | undefined): string | undefined {
  return scene && pickAt(scene)?.cell;
}

/**
 * What a wheel turn over the picture does. Where the board is the page's app (`zoom`: explore, play) it zooms. Over a
 * board in a page of text (`scroll`: a lesson, a puzzle, a live class) the page scrolls, and the board zooms only
 * with Ctrl or ⌘ held (a trackpad's pinch comes as a wheel with Ctrl); the first plain turn says so (`hint`), once.
 */
export function wheelMeans(
  e: { readonly ctrlKey: boolean; readonly metaKey: boolean },
  mode: 'zoom' | 'scroll',
  hinted: boolean,
): 'zoom' | 'scroll' | 'hint' {
  if (mode === 'zoom' || e.ctrlKey || e.metaKey) return 'zoom';
  return hinted ? 'scroll' : 'hint';
}
