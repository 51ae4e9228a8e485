/**
 * Hex-prism geometry: stacked hexagonal levels, a cell `[q, r, z]` with axial `q, r` and level `z`, the level
 * spacing equal to the column spacing. The squared Euclidean length of a vector is the level change squared
 * plus the in-level hex norm `dq² + dq·dr + dr²` (Red Blob's axial metric), always a whole number.
 */
import type { Vec } from '../types';

/** Returns the squared in-level length of a vector (1 for a hex orthogonal step, 3 for a hex diagonal). */
const hexNorm = (v: Vec): number => v[0] * v[0] + v[0] * v[1] + v[1] * v[1];

/** Returns the squared length of a prism vector: levels squared plus the in-level norm. */
const prismNorm = (v: Vec): number => v[2] * v[2] + hexNorm(v);

/**
 * Returns every integer prism vector whose squared length is `s` (a length leaper's leaps), by enumeration.
 * Each component is bounded: |dz| ≤ √s, and the in-level norm ≥ (3/4)·max(|dq|, |dr|)², so |dq|, |dr| ≤ √(4s/3).
 */
export function prismVectorsOfNorm(s: number): Vec[] {
  const out: Vec[] = [];
  const zMax = Math.floor(Math.sqrt(s));
  const hMax = Math.floor(Math.sqrt((4 * s) / 3));
  for (let z = -zMax; z <= zMax; z++)
    for (let q = -hMax; q <= hMax; q++)
      for (let r = -hMax; r <= hMax; r++) {
        const v: Vec = [q, r, z];
        if (prismNorm(v) === s) out.push(v);
      }
  return out;
}
