/**
 * Symmetry: a position and its image under a symmetry of the variant's rules have the same move counts.
 * Colour-swapping symmetries map White's army onto Black's (and flip the side to move).
 */
import { describe, expect, it } from 'vitest';
import { Position, perftOf, type Vec } from '@/engine';
import type { PerftRow } from '../fixtures/types';
import { variant } from './helpers';

interface Symmetry {
  readonly name: string;
  readonly map: (c: Vec) => Vec;
  readonly swapColors: boolean;
}

const SYMMETRIES: Readonly<Record<string, readonly Symmetry[]>> = {
  glinski: [
    { name: 'mirror across the middle line, colours swapped', map: ([q, r, z]) => [q, -q - r, z], swapColors: true },
    { name: 'mirror across the f-file', map: ([q, r, z]) => [-q, q + r, z], swapColors: false },
  ],
};
const ALL: Readonly<Record<string, readonly Symmetry[]>> = { ...SYMMETRIES, fullhouse: SYMMETRIES.glinski! };

/** Returns the position text of the image of `text` under `s`. */
function transform(id: string, text: string, s: Symmetry): string {
  const v = variant(id);
  const r = Position.parse(v, text);
  if (!r.ok) throw new Error(r.error.message);
  const p = r.value;
  const men: [string[], string[]] = [[], []];
  for (let cell = 0; cell < v.board.size; cell++) {
    const m = p.pieceAt(cell);
    if (!m) continue;
    const [q, rr, z] = s.map(v.board.coords[cell]!);
    const image = v.board.at(q, rr, z);
    if (image < 0) throw new Error(`${s.name} leaves the board`);
    men[(m.side === 'w') === !s.swapColors ? 0 : 1]!.push(`${v.kinds[m.kind]!.letter}${v.board.names[image]}`);
  }
  const turn = (p.turn === 'b') !== s.swapColors;
  let ep = '';
  if (p.ep >= 0) {
    const [q, rr, z] = s.map(v.board.coords[p.ep]!);
    ep = `; ep: ${v.board.names[v.board.at(q, rr, z)]}`;
  }
  return `w: ${men[0].join(' ')}; b: ${men[1].join(' ')}; turn: ${turn ? 'b' : 'w'}${ep}`;
}

const fixtures = import.meta.glob<{ perftRows: readonly PerftRow[] }>('../fixtures/*.ts', { eager: true });

for (const [id, symmetries] of Object.entries(ALL)) {
  const rows = Object.entries(fixtures).find(([path]) => path.endsWith(`/${id}.ts`))?.[1].perftRows ?? [];
  describe(`${id} symmetry`, () => {
    it('has fixture rows to transform', () => expect(rows.length).toBeGreaterThan(0));
    for (const s of symmetries) {
      it.each(rows.map((r) => [r.name, r] as const))(`${s.name}: %s`, (_, row) => {
        const v = variant(id);
        const image = Position.parse(v, transform(id, row.position, s));
        if (!image.ok) throw new Error(image.error.message);
        expect([1, 2].map((d) => perftOf(image.value, d))).toEqual(row.counts.slice(0, 2));
      });
    }
  });
}
