/**
 * King, Queen, Rook, Bishop, Pawn and the six bird pieces of Lengthleaper Hex Chess (docs/rules/lengthleaper.md
 * §2.1, §2.2, §2.4). Vectors are written as the rules reference writes them, `(dL, dR, dF)`, and converted by
 * `nat`; the King's, Rook's and Bishop's step sets are the cells at squared distance 1 and 2 (§1.5).
 */
import { prismVectorsOfNorm } from '../../geometry/prism';
import { compound, lame, leap, slide, type Atom, type PieceDef } from '../../pieces/atoms';
import type { Vec } from '../../types';
import { nat } from './board';

/** Length 1: the 6 in-level hex orthogonals and the 2 vertical steps. */
const LENGTH1 = prismVectorsOfNorm(1);
const IN_LEVEL = LENGTH1.filter((v) => v[2] === 0);
const VERTICAL = LENGTH1.filter((v) => v[2] !== 0);
/** Length √2: the 12 square diagonals (one level and one hex orthogonal). */
const SQUARE_DIAGONAL = prismVectorsOfNorm(2);

export const king: PieceDef = {
  name: 'king',
  royal: true,
  atoms: [
    leap(IN_LEVEL, { group: 'orthogonal' }),
    leap(VERTICAL, { group: 'vertical' }),
    leap(SQUARE_DIAGONAL, { group: 'square diagonal' }),
  ],
};
export const rook: PieceDef = {
  name: 'rook',
  atoms: [slide(IN_LEVEL, { group: 'orthogonal' }), slide(VERTICAL, { group: 'vertical' })],
};
export const bishop: PieceDef = { name: 'bishop', atoms: [slide(SQUARE_DIAGONAL, { group: 'square diagonal' })] };
export const queen: PieceDef = compound('queen', rook, bishop);

/** How a pawn on its start rank may advance two ranks (ambiguity A4). */
export type DoubleStep = 'same-line' | 'three-way';

/** White's two forward hex orthogonals (mirrored for Black). */
const FORWARD: readonly Vec[] = [nat(0, 1, 0), nat(0, 1, 1)];
/** White's four captures: a forward hex orthogonal and one level up or down. */
const CAPTURES: readonly Vec[] = [nat(1, 1, 0), nat(-1, 1, 0), nat(1, 1, 1), nat(-1, 1, 1)];

/** Returns the pawn; `three-way` adds the straight-ahead double step of reading A4 (no en passant after it). */
export function pawn(doubleStep: DoubleStep): PieceDef {
  const atoms: Atom[] = [
    leap(FORWARD, { mode: 'move', relative: true, group: 'forward' }),
    slide(FORWARD, { range: 2, mode: 'move', relative: true, from: 'pawnStart', setsEp: true, group: 'forward' }),
    leap(CAPTURES, { mode: 'capture', relative: true, enPassant: true, group: 'forward diagonal' }),
  ];
  // The alternative reading: straight ahead (+2, +1), passing through the forward-right neighbour.
  if (doubleStep === 'three-way')
    atoms.push(
      lame([[nat(0, 2, 1), nat(0, 1, 0)]], { mode: 'move', relative: true, from: 'pawnStart', group: 'forward' }),
    );
  return { name: 'pawn', pawn: true, atoms };
}

// The birds (§2.4): the same for both sides, so not relative.
const MOORCOCK_STEPS: readonly Vec[] = [
  nat(0, 2, 1),
  nat(0, -2, -1),
  nat(0, 0, 1),
  nat(0, 0, -1),
  nat(1, 0, 0),
  nat(-1, 0, 0),
];
const GROUSE_STEPS: readonly Vec[] = [1, -1].flatMap((dL) => [
  nat(dL, 2, 1),
  nat(dL, -2, -1),
  nat(dL, 0, 1),
  nat(dL, 0, -1),
]);

export const moorcock: PieceDef = { name: 'moorcock', atoms: [leap(MOORCOCK_STEPS, { group: 'radial orthogonal' })] };
export const moorhen: PieceDef = { name: 'moorhen', atoms: [slide(MOORCOCK_STEPS, { group: 'radial orthogonal' })] };
export const grouse: PieceDef = { name: 'grouse', atoms: [leap(GROUSE_STEPS, { group: 'radial diagonal' })] };
export const pheasant: PieceDef = { name: 'pheasant', atoms: [slide(GROUSE_STEPS, { group: 'radial diagonal' })] };
export const peacock: PieceDef = compound('peacock', moorcock, grouse);
export const peahen: PieceDef = compound('peahen', moorhen, pheasant);
