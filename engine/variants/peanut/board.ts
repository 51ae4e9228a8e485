/**
 * Peanut's 38-hex board (peanut.md §1): two side-3 hexagons ("domains") joined along one side. Cells are
 * pointy-top axial (q, r) with q = file index (a = 0 .. h = 7) and r = 10 - rank, so rank 10 is r = 0.
 * Names, board order, colours and regions are all computed from the coordinates; nothing is tabulated.
 */
import type { BoardShape } from '../../geometry/board';
import { hexDistance, mod } from '../../geometry/hex';
import { hexPointyDown } from '../../geometry/layout';
import type { Color, Vec } from '../../types';

const FILES = 'abcdefgh';

/** The centres of White's domain (c3) and Black's domain (f8). */
const DOMAIN_CENTRES: readonly Vec[] = [
  [2, 7, 0],
  [5, 2, 0],
];

/** Returns the rank number (1..10) of a cell. */
const rankOf = (c: Vec): number => 10 - c[1];

/** Returns true when (q, r) is one of the 38 hexes: within distance 2 of a domain centre. */
const onPeanutBoard = (c: Vec): boolean => DOMAIN_CENTRES.some((centre) => hexDistance(c, centre) <= 2);

function peanutCells(): Vec[] {
  const out: Vec[] = [];
  for (let q = 0; q < FILES.length; q++) for (let r = 0; r < 10; r++) if (onPeanutBoard([q, r, 0])) out.push([q, r, 0]);
  return out;
}

export const peanutBoard: BoardShape = {
  name: 'peanut',
  cells: peanutCells(),
  nameOf: (c) => `${FILES[c[0]]}${rankOf(c)}`,
  orderKey: (c) => [rankOf(c), c[0]],
  // Colour class (q - r) mod 3; a1 is colour 0 (peanut.md §1.4).
  shade: ([q, r]) => mod(q - r, 3),
  layout: hexPointyDown,
};

/** The 180° turn about the board's centre: a cell (q, r) goes to (7 - q, 9 - r). */
const reflectCell = (c: Vec): Vec => [7 - c[0], 9 - c[1], c[2]];
/** The 180° turn applied to a vector (Black's view of a White-relative vector). */
export const reflectVector = (v: Vec): Vec => [-v[0], -v[1], v[2]];

/** A region given by White's predicate; Black's cells are the point reflection of White's. */
const sided = (white: (c: Vec) => boolean) => (c: Vec, color: Color) => white(color === 0 ? c : reflectCell(c));

/**
 * White's castle: the triangle spanned from the domain centre c3 by the two backward orthogonal steps (SE and
 * SW), up to 2 steps: a1 b1 c1 b2 c2 c3. In offsets from c3: dq <= 0, dq + dr >= 0, dr <= 2.
 */
const inWhiteCastle = (c: Vec): boolean => {
  const dq = c[0] - DOMAIN_CENTRES[0]![0];
  const dr = c[1] - DOMAIN_CENTRES[0]![1];
  return dq <= 0 && dq + dr >= 0 && dr <= 2;
};

/** Named regions of both sides (peanut.md §1.6). */
export const peanutRegions = {
  castle: sided(inWhiteCastle),
  /** Where a pawn may promote: ranks 8-10 for White, 3-1 for Black. */
  promotion: sided((c) => rankOf(c) >= 8),
  /** The last rank, where promotion is compulsory (and, with an empty pool, no pawn may go). */
  lastRank: sided((c) => rankOf(c) === 10),
  /** The side's own domain: ranks 1-5 for White, 6-10 for Black. */
  domain: sided((c) => rankOf(c) <= 5),
};
