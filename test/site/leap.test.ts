// A leap's parts from cell coordinates (issue #16 item 5), checked against the rules' lengths: every leap a
// Lengthleaper leaper makes from the start has the length its name says, and Gliński's knight leaps √7.
import { describe, expect, test } from 'vitest';
import type { BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import { leapLength, leapParts, leapShort, leapWords, rootText } from '@/components/board/leap';

const view = (id: string, position?: string): BoardView => {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cell = (v: BoardView, n: string) => v.cells.find((c) => c.name === n)!;

describe('leap parts', () => {
  test('lengths are written as roots unless whole', () => {
    expect(rootText(7)).toBe('√7');
    expect(rootText(4)).toBe('2');
    expect(rootText(13)).toBe('√13');
  });

  test.each([
    ['S', 7],
    ['E', 8],
    ['W', 12],
    ['N', 13],
    ['F', 16],
    ['V', 17],
    ['T', 4],
  ])('every move of a lone Lengthleaper %s on 5b3 is a leap of length² %i, split into its parts', (letter, sq) => {
    const v = view('lengthleaper', `w: K1b1 ${letter}5b3; b: K9a6; turn: w`);
    const moves = v.moves.get('5b3')!;
    expect(moves.length).toBeGreaterThan(0);
    const from = cell(v, '5b3');
    for (const m of moves) {
      const p = leapParts(from, cell(v, m.land[0]!));
      expect(p.square).toBe(sq);
      expect(p.within + p.levels ** 2).toBe(sq);
      expect(Math.abs(p.levels)).toBeLessThanOrEqual(3);
    }
  });

  test('the Rootthirteenleaper on b reaches a, c and d: the parts name the levels crossed', () => {
    const v = view('lengthleaper', 'w: K1b1 N5b3; b: K9b5; turn: w');
    const from = cell(v, '5b3');
    const parts = v.moves.get('5b3')!.map((m) => leapParts(from, cell(v, m.land[0]!)));
    expect(new Set(parts.map((p) => p.levels))).toEqual(new Set([1, 0, -1, -2]));
    const down2 = parts.find((p) => p.levels === -2)!;
    expect(down2.within).toBe(9);
    expect(leapShort(down2)).toBe('√13: 3 across, 2 down');
    expect(leapWords(down2)).toBe('a leap of √13: a step of 3 within the level, then 2 levels down (9 + 4 = 13)');
    const up = parts.find((p) => p.levels === 1)!;
    expect(leapWords(up)).toBe('a leap of √13: a step of √12 within the level, then 1 level up (12 + 1 = 13)');
  });

  test('Gliński’s and Full House’s knights leap √7 on the flat board', () => {
    for (const id of ['glinski', 'fullhouse']) {
      const v = view(id);
      const knight = v.pieces.find((p) => p.color === 'w' && p.kind === 'knight')!;
      const from = cell(v, knight.cell);
      const moves = v.moves.get(knight.cell)!;
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) {
        const p = leapParts(from, cell(v, m.land[0]!));
        expect(leapLength(p)).toBe('√7');
        expect(p.levels).toBe(0);
        expect(leapWords(p)).toBe('a leap of √7 within the level');
      }
    }
  });
});
