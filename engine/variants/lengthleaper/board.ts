/**
 * The Lengthleaper board (docs/rules/lengthleaper.md §1): four stacked 34-cell hexagonal levels, 136 cells.
 *
 * The rules reference counts in native terms: rank `R` (1–9), column digit `F` (1–6) and level `a`..`d`
 * (a on top). The engine stores axial `[q, r, z]` with `q = 6 − F`, `r = R − 1` and the level height
 * `z = h` (d = 0 … a = 3), so that a native vector `(dL, dR, dF)` is `[−dF, dR, dL]`.
 */
import type { BoardShape } from '../../geometry/board';
import { hexPointyUp } from '../../geometry/layout';
import type { Vec } from '../../types';

/** Level letters by height: `LEVELS[z]` (d at the bottom, a on top). */
const LEVELS = 'dcba';

/** Returns the engine vector of a native vector `(dL, dR, dF)` as the rules reference writes it. */
export const nat = (dL: number, dR: number, dF: number): Vec => [0 - dF, dR, dL];

/** Returns true when column `RF` exists: rows of 2, 3, 4, 5, 6, 5, 4, 3, 2 columns. */
const isColumn = (R: number, F: number): boolean => R >= 1 && R <= 9 && F >= 1 && F <= 6 && F >= R - 4 && F <= R + 1;

/** Rank `R` and column digit `F` of a cell. */
const rankOf = (c: Vec): number => c[1] + 1;
const fileOf = (c: Vec): number => 6 - c[0];

/** Every cell, from the column rule of §1.1. */
function cells(): Vec[] {
  const out: Vec[] = [];
  for (let R = 1; R <= 9; R++)
    for (let F = 1; F <= 6; F++) if (isColumn(R, F)) for (let z = 0; z < 4; z++) out.push([6 - F, R - 1, z]);
  return out;
}

export const lengthleaperBoard: BoardShape = {
  name: 'lengthleaper',
  cells: cells(),
  levels: 4,
  // The level letter between the column digits: rank, level, F (`5b3`).
  nameOf: (c) => `${rankOf(c)}${LEVELS[c[2]]}${fileOf(c)}`,
  // docs/CONVENTIONS.md §6: level a, b, c, d first, then rank from White's side, then across the rank from White's
  // left (falling F, the order of the rules reference's lists; like the letter order of files on flat boards).
  orderKey: (c) => [3 - c[2], c[1], c[0]],
  // §1.7: k = (R + F) mod 3 picks yellow / blue / red on levels a and c (shades 0, 1, 2) and
  // purple / orange / green on levels b and d (shades 3, 4, 5).
  shade: (c) => ((rankOf(c) + fileOf(c)) % 3) + (c[2] % 2 === 1 ? 0 : 3),
  layout: hexPointyUp,
};

/**
 * Black's view of a White-relative vector: the reflection across the middle rank, `(R, F) → (10 − R, F + 5 − R)`,
 * which turns `(dR, dF)` into `(−dR, dF − dR)`, that is axial `[q + r, −r]`; levels are kept.
 */
export const mirrorRanks = (v: Vec): Vec => [v[0] + v[1], 0 - v[1], v[2]];
