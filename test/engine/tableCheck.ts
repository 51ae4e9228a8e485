/** The endgame tables against the engine's own moves (test/engine/tablebase.test.ts). */
import { expect } from 'vitest';
import { Position } from '@/engine';
import { endingOf, endingValue } from '@/engine/endgame/probe';
import { variant } from './helpers';

/**
 * Random positions of a king and `letters` against a lone king, either side to move: each value is what the engine's
 * legal moves make of the values one move ahead (the fewest plies to a lost position for the strong side; the most,
 * with every move lost, for the lone king; a move that takes a man is looked up in the smaller table). Returns how
 * many positions had a forced mate.
 */
export function agreesWithEngine(id: string, letters: string, count: number): number {
  const v = variant(id);
  const names = v.board.names;
  const stalemateLoses = v.def.rules.stalemate === 'loss';
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let checked = 0;
  let decided = 0;
  while (checked < count) {
    const cells = Array.from({ length: 2 + letters.length }, () => Math.floor(random() * names.length));
    if (new Set(cells).size < cells.length) continue;
    const [wk, bk, ...men] = cells.map((c) => names[c]!);
    const turn = checked % 2 ? 'b' : 'w';
    const text = `w: K${wk} ${men.map((c, i) => `${letters[i]}${c}`).join(' ')}; b: K${bk}; turn: ${turn}`;
    const p = Position.parse(v, text);
    if (!p.ok) continue; // kings side by side, or Black in check with White to move
    checked++;
    const value = endingValue(v, endingOf(p.value)!, turn === 'w' ? 0 : 1)!;
    if (value) decided++;
    const next = p.value.legalMoves().map((m) => {
      const e = endingOf(p.value.play(m));
      return e ? endingValue(v, e, turn === 'w' ? 1 : 0)! : 0; // the last man taken: a draw
    });
    if (turn === 'w') {
      const lost = next.filter((x) => x < 0).map((x) => -x);
      expect(value, text).toBe(lost.length ? 1 + Math.min(...lost) : 0);
    } else if (next.length === 0) {
      expect(value, text).toBe(p.value.inCheck() || stalemateLoses ? -1 : 0);
    } else expect(value, text).toBe(next.every((x) => x > 0) ? -(1 + Math.max(...next)) : 0);
  }
  return decided;
}
