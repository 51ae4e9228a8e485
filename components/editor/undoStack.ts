/**
 * The board editor's own undo stack (issue #33): the positions of the edits, as position text, and where the editor
 * stands among them. Undo and Redo move along it and never touch the browser's history, so no number of quick
 * presses leaves the page. The browser's history still has an entry per edit (Back and Forward step through the
 * edits); each entry carries the absolute step of its position here (`base + index`), and coming back to an entry
 * finds the stack's place again (`jumpTo`). Kept in sessionStorage so that a reload keeps Undo. Pure, no DOM.
 */

export interface UndoStack {
  /** The absolute step of `entries[0]` (older entries past the limit are let go). */
  readonly base: number;
  readonly entries: readonly string[];
  /** The index of the position on the board. */
  readonly at: number;
}

/** The most positions kept to undo. */
export const UNDO_LIMIT = 200;

/** A stack holding one position at absolute step `step`. */
export const startStack = (text: string, step = 0): UndoStack => ({ base: step, entries: [text], at: 0 });

/** The absolute step of the position on the board (what the history entry carries). */
export const stepOfStack = (s: UndoStack): number => s.base + s.at;

/** The position on the board. */
export const current = (s: UndoStack): string => s.entries[s.at]!;

export const canUndo = (s: UndoStack): boolean => s.at > 0;
export const canRedo = (s: UndoStack): boolean => s.at < s.entries.length - 1;

/** An edit: the positions past the current one go, `text` follows it (the oldest go past `limit`). */
export function pushEntry(s: UndoStack, text: string, limit = UNDO_LIMIT): UndoStack {
  const entries = [...s.entries.slice(0, s.at + 1), text];
  const drop = Math.max(0, entries.length - Math.max(1, limit));
  return { base: s.base + drop, entries: entries.slice(drop), at: entries.length - 1 - drop };
}

/** Typing on in one typing session: the current position is replaced (and what Redo would replay goes). */
export function replaceCurrent(s: UndoStack, text: string): UndoStack {
  return { ...s, entries: [...s.entries.slice(0, s.at), text] };
}

/** One step back, or undefined when there is none. */
export const undoStep = (s: UndoStack): UndoStack | undefined => (canUndo(s) ? { ...s, at: s.at - 1 } : undefined);

/** One step forward, or undefined when there is none. */
export const redoStep = (s: UndoStack): UndoStack | undefined => (canRedo(s) ? { ...s, at: s.at + 1 } : undefined);

/**
 * Back or Forward brought a history entry of absolute step `step` showing `text`: the stack stands there when it
 * holds that position at that step; otherwise (an entry from before a change of course, or from before the stack
 * began) `text` becomes the position at that step, and what followed it in the stack goes.
 */
export function jumpTo(s: UndoStack, step: number, text: string): UndoStack {
  const i = step - s.base;
  if (i >= 0 && i < s.entries.length && s.entries[i] === text) return { ...s, at: i };
  if (i >= 0 && i <= s.entries.length) return { base: s.base, entries: [...s.entries.slice(0, i), text], at: i };
  return startStack(text, Math.max(0, step));
}

/** The stack as text (for sessionStorage). */
export const stackText = (s: UndoStack): string => JSON.stringify(s);

/** Reads a stored stack; undefined when it is not one (it is then started afresh). */
export function readStack(raw: string | null | undefined): UndoStack | undefined {
  if (!raw) return undefined;
  try {
    const o = JSON.parse(raw) as Record<string, unknown>;
    const { base, entries, at } = o ?? {};
    if (
      !Number.isInteger(base) ||
      (base as number) < 0 ||
      !Array.isArray(entries) ||
      entries.length < 1 ||
      entries.length > UNDO_LIMIT ||
      !entries.every((e) => typeof e === 'string') ||
      !Number.isInteger(at) ||
      (at as number) < 0 ||
      (at as number) >= entries.length
    )
      return undefined;
    return { base: base as number, entries: entries as string[], at: at as number };
  } catch {
    return undefined;
  }
}
