/** Shared vocabulary of the engine. */

/**
 * Sides. The public side is a letter, `w` (moves first) or `b`, with per-side records `ByColor<T>`; inside the
 * engine a side is the integer `Color` (0 is `w`), which indexes `PerColor` pairs and piece codes. `sideOf` and
 * `colorOf` are the only conversions.
 */
export const SIDES = ['w', 'b'] as const;
export type Side = (typeof SIDES)[number];
/** A per-side record, the public form. */
export type ByColor<T> = { readonly w: T; readonly b: T };

/** Engine-internal side: 0 is `w`, 1 is `b`. */
export type Color = 0 | 1;
/** Engine-internal per-side pair, indexed by `Color`. */
export type PerColor<T> = readonly [T, T];

/** Returns the letter of an internal side. */
export const sideOf = (c: Color): Side => SIDES[c];
/** Returns the internal side of a letter. */
export const colorOf = (s: Side): Color => (s === 'w' ? 0 : 1);

/** The variant ids of docs/CONVENTIONS.md §1. */
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

/** Returns the other side's letter. */
export const otherSide = (s: Side): Side => (s === 'w' ? 'b' : 'w');
