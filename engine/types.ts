/** Shared vocabulary of the engine. */

/** Sides: 0 is `w` (moves first), 1 is `b`. */
export type Color = 0 | 1;
export const SIDE_LETTERS = ['w', 'b'] as const;
export type SideLetter = (typeof SIDE_LETTERS)[number];

/** A per-side pair. */
export type ByColor<T> = readonly [T, T];

/** The variant ids of CONVENTIONS.md §1. */
export const VARIANT_IDS = [
  'peanut',
  'panoply',
  'fullhouse',
  'king-and-queen',
  'lengthleaper',
  'lengthleaper-birds',
  'glinski',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/**
 * Integer coordinates of a cell or a vector: `[q, r, z]`.
 * Hex boards use axial `q, r` (cube `s = -q - r`); square boards use `x, y`; the prism adds the level `z`.
 */
export type Vec = readonly [number, number, number];

/** Returns the opposite side. */
export const other = (c: Color): Color => (c ^ 1) as Color;
