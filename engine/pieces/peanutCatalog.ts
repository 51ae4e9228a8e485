/**
 * The men of Peanut (P. J. Brady, 1998) as data. Rules reference: docs/rules/peanut.md §3.
 * Vectors are axial (geometry/hex.ts); the pawn's are White's, point-reflected for Black by the variant.
 * Sliders use the board's rays, which end at the first missing hex, so only the knight crosses the gap
 * between the two domains (peanut.md §3.0).
 */
import { HEX_DIAG, HEX_KNIGHT, HEX_ORTH } from '../geometry/hex';
import type { Vec } from '../types';
import { leap, slide, type PieceDef } from './atoms';

/** The region (per side) that confines the king: its six-hex castle. */
const CASTLE = 'castle';

/** Short rook: 1 to 4 steps along the 6 orthogonal lines. */
export const shortRook: PieceDef = { name: 'rook', atoms: [slide(HEX_ORTH, { range: 4, group: 'orthogonal' })] };

/** Short bishop: 1 or 2 steps along the 6 diagonal lines (never blocked by the two hexes it passes between). */
export const shortBishop: PieceDef = { name: 'bishop', atoms: [slide(HEX_DIAG, { range: 2, group: 'diagonal' })] };

/** The hex knight: leaps to the 12 hexes at distance 3 off the lines, over men and over missing hexes. */
export const peanutKnight: PieceDef = { name: 'knight', atoms: [leap(HEX_KNIGHT, { group: 'knight' })] };

/**
 * The king: a rook slide of 1 or 2 steps ending inside its castle; or, instead of moving, the capture of an
 * enemy man on an orthogonally adjacent hex outside the castle (the king stays: a `from!to` move).
 */
export const castleKing: PieceDef = {
  name: 'king',
  royal: true,
  confined: CASTLE,
  atoms: [
    slide(HEX_ORTH, { range: 2, group: 'orthogonal' }),
    leap(HEX_ORTH, {
      mode: 'capture',
      stay: true,
      targetOutside: CASTLE,
      group: 'orthogonal',
      label: 'capture without moving',
    }),
  ],
};

/** White's two forward hexes: up the same file (NW on screen) and to the next file (NE). */
const PAWN_FORWARD: readonly Vec[] = [
  [0, -1, 0],
  [1, -1, 0],
];

/** The pawn: moves and captures one step to either forward hex; no double step, no en passant. */
export const peanutPawn: PieceDef = {
  name: 'pawn',
  pawn: true,
  atoms: [leap(PAWN_FORWARD, { relative: true, group: 'forward-orthogonal' })],
};
