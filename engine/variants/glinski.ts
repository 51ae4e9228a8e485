/**
 * Gliński's hexagonal chess (1936/1949): 91 cells, three bishops a side, no castling.
 * Rules reference: docs/rules/glinski.md. Cells are axial (q, r) with f6 = (0, 0); Black's army is the
 * mirror image of White's across the board's horizontal middle line, so Black's forward vectors are the
 * mirror images of White's.
 */
import type { BoardShape } from '../geometry/board';
import { hexagonCells, mod } from '../geometry/hex';
import { hexFlat } from '../geometry/layout';
import { bishop, glinskiPawn, king, knight, queen, rook } from '../pieces/hexCatalog';
import type { VariantDef } from '../rules/variant';
import type { Color, Vec } from '../types';

const FILES = 'abcdefghikl';

/** Returns the rank number of axial (q, r) in Gliński's bent ranks (1 on White's two lower edges). */
const rankOf = (q: number, r: number) => r + 6 - Math.max(0, -q);

/** Gliński's 91-cell board; every Gliński-geometry variant (Full House) reuses it. */
const glinskiBoard: BoardShape = {
  name: 'glinski',
  cells: hexagonCells(5),
  nameOf: ([q, r]) => `${FILES[q + 5]}${rankOf(q, r)}`,
  orderKey: ([q, r]) => [rankOf(q, r), q],
  // Colour class (q - r) mod 3: 0 the centre colour, 2 the colour of f1 (light), 1 the colour of f11 (dark).
  shade: ([q, r]) => mod(q - r, 3),
  layout: hexFlat,
};

/** Reflection across the horizontal middle line (same file, rank n -> len + 1 - n), for cells and vectors. */
const mirrorAcross = (v: Vec): Vec => [v[0], -v[0] - v[1], v[2]];

const onBoard = (q: number, r: number) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) <= 5;
/** A White-side predicate, mirrored for Black. */
const sided = (white: (q: number, r: number) => boolean) => (c: Vec, color: Color) => {
  const [q, r] = color === 0 ? c : mirrorAcross(c);
  return white(q, r);
};

/** Regions of every Gliński-geometry variant. */
const glinskiRegions = {
  // White's pawns start on b1 c2 d3 e4 f5 g4 h3 i2 k1: r = -1 left of f, q + r = -1 right of it.
  pawnStart: sided((q, r) => (q <= 0 && r === -1) || (q >= 0 && q + r === -1)),
  // The far edge: the 11 cells with no cell straight ahead.
  promotion: sided((q, r) => !onBoard(q, r + 1)),
};

export const glinskiDef = {
  id: 'glinski',
  title: "Gliński's Hexagonal Chess",
  board: glinskiBoard,
  pieces: { K: king, Q: queen, R: rook, B: bishop, N: knight, P: glinskiPawn },
  mirror: mirrorAcross,
  regions: glinskiRegions,
  setup:
    'w: Kg1 Qe1 Rc1 Ri1 Nd1 Nh1 Bf1 Bf2 Bf3 Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; ' +
    'b: Kg10 Qe10 Rc8 Ri8 Nd9 Nh9 Bf9 Bf10 Bf11 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7; turn: w',
  rules: {
    promotion: { zone: 'promotion', choices: ['Q', 'R', 'B', 'N'], when: 'always' },
    stalemate: 'score34',
    fiftyMovePlies: 100,
    repetition: 3,
  },
  // The values on its cards are those Kevin Pacey gives on his Full House page (docs/rules/fullhouse.md §6 item 10),
  // where he recalls having read them long ago: they are not his own, and the source he read is not named.
  valuesBy: 'as Kevin Pacey recalls reading them',
} satisfies VariantDef;
