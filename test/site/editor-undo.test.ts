/** The board editor's own undo stack (components/editor/undoStack.ts, issue #33). */
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  current,
  jumpTo,
  pushEntry,
  readStack,
  redoStep,
  replaceCurrent,
  stackText,
  startStack,
  stepOfStack,
  undoStep,
  UNDO_LIMIT,
  type UndoStack,
} from '@/components/editor/undoStack';

/** Applies `n` quick presses of Undo (each one reads the stack the previous one left). */
const undoTimes = (s: UndoStack, n: number) => {
  let x = s;
  for (let i = 0; i < n; i++) x = undoStep(x) ?? x;
  return x;
};

describe('editor undo stack', () => {
  it('undoes and redoes edits, and an edit after Undo drops what Redo would replay', () => {
    let s = startStack('A');
    s = pushEntry(pushEntry(pushEntry(s, 'B'), 'C'), 'D');
    expect([current(s), stepOfStack(s), canUndo(s), canRedo(s)]).toEqual(['D', 3, true, false]);
    s = undoStep(s)!;
    s = undoStep(s)!;
    expect([current(s), canRedo(s)]).toEqual(['B', true]);
    expect(current(redoStep(s)!)).toBe('C');
    s = pushEntry(s, 'E');
    expect(s.entries).toEqual(['A', 'B', 'E']);
    expect(redoStep(s)).toBeUndefined();
  });

  it('any number of quick Undo presses stops at the first position (it never goes past the editor)', () => {
    const s = pushEntry(pushEntry(startStack('A'), 'B'), 'C');
    for (const n of [3, 10, 1000]) {
      const x = undoTimes(s, n);
      expect(current(x)).toBe('A');
      expect(undoStep(x)).toBeUndefined();
    }
  });

  it('a typing session changes its one entry', () => {
    let s = pushEntry(startStack('A'), 'typed 1');
    s = replaceCurrent(s, 'typed 12');
    expect(s.entries).toEqual(['A', 'typed 12']);
    expect(current(undoStep(s)!)).toBe('A');
    // Typing after Undo drops the redo tail too.
    const t = replaceCurrent(undoStep(pushEntry(s, 'X'))!, 'typed 123');
    expect(t.entries).toEqual(['A', 'typed 123']);
  });

  it('lets the oldest positions go past the limit, keeping absolute steps', () => {
    let s = startStack('0');
    for (let i = 1; i <= UNDO_LIMIT + 5; i++) s = pushEntry(s, String(i));
    expect(s.entries).toHaveLength(UNDO_LIMIT);
    expect(s.base).toBe(6);
    expect(stepOfStack(s)).toBe(UNDO_LIMIT + 5);
    expect(current(undoTimes(s, 10_000))).toBe('6');
    expect(pushEntry(startStack('a'), 'b', 1)).toEqual({ base: 1, entries: ['b'], at: 0 });
  });

  it('Back and Forward find their place on the stack by step and position', () => {
    // Edits A→B→C (history entries at steps 0, 1, 2), Back to step 1.
    const s = pushEntry(pushEntry(startStack('A'), 'B'), 'C');
    const back = jumpTo(s, 1, 'B');
    expect([current(back), canRedo(back)]).toEqual(['B', true]);
    expect(jumpTo(back, 2, 'C')).toEqual(s);
    // An entry from before a change of course (step 1 showed B, the stack now has E there): its position is taken.
    const changed = pushEntry(undoStep(s)!, 'E'); // A, B, E
    expect(jumpTo(changed, 2, 'C').entries).toEqual(['A', 'B', 'C']);
    expect(jumpTo(changed, 1, 'X')).toEqual({ base: 0, entries: ['A', 'X'], at: 1 });
    // An entry from before the stack began (a reload with no stored stack): the stack starts there.
    expect(jumpTo(startStack('Z', 5), 2, 'Y')).toEqual({ base: 2, entries: ['Y'], at: 0 });
    expect(jumpTo(startStack('Z', 5), 7, 'Y')).toEqual({ base: 7, entries: ['Y'], at: 0 });
    expect(jumpTo(startStack('Z', 5), 6, 'Y')).toEqual({ base: 5, entries: ['Z', 'Y'], at: 1 });
  });

  it('is stored as text and read back; anything else is not a stack', () => {
    const s = undoStep(pushEntry(startStack('A', 3), 'B'))!;
    expect(readStack(stackText(s))).toEqual(s);
    for (const bad of [
      null,
      '',
      '{',
      '[]',
      '{"base":0,"entries":[],"at":0}',
      '{"base":0,"entries":["a"],"at":1}',
      '{"base":-1,"entries":["a"],"at":0}',
      '{"base":0,"entries":[1],"at":0}',
      '{"base":0.5,"entries":["a"],"at":0}',
      JSON.stringify({ base: 0, entries: Array(UNDO_LIMIT + 1).fill('a'), at: 0 }),
    ])
      expect(readStack(bad), String(bad)).toBeUndefined();
  });
});
