/**
 * Hexagonal geometry in axial coordinates (Red Blob Games): `q, r`, cube `s = -q - r`.
 * Named vector sets shared by every hex variant. A vector is `[dq, dr, 0]`.
 */
import type { Vec } from '../types';

const v = (q: number, r: number, z = 0): Vec => [q, r, z];

/** The 6 orthogonal steps (through a shared edge). */
export const HEX_ORTH: readonly Vec[] = [v(0, 1), v(1, 0), v(1, -1), v(0, -1), v(-1, 0), v(-1, 1)];
/** The 6 diagonal steps (through a shared corner; each is the sum of two neighbouring orthogonal steps). */
export const HEX_DIAG: readonly Vec[] = [v(1, 1), v(2, -1), v(1, -2), v(-1, -1), v(-2, 1), v(-1, 2)];
/** The 12 knight leaps: cube distance 3, neither orthogonal nor diagonal. */
export const HEX_KNIGHT: readonly Vec[] = [
  v(1, 2),
  v(-1, 3),
  v(2, 1),
  v(3, -1),
  v(3, -2),
  v(2, -3),
  v(1, -3),
  v(-1, -2),
  v(-2, -1),
  v(-3, 1),
  v(-3, 2),
  v(-2, 3),
];
/** Returns every vector of `set` multiplied by `k` (2 x orthogonal = the "dabbaba-like" leap). */
export const scaled = (set: readonly Vec[], k: number): readonly Vec[] =>
  set.map((d) => v(d[0] * k, d[1] * k, d[2] * k));

/** Hex distance between two axial coordinates. */
export const hexDistance = (a: Vec, b: Vec): number => {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
};

/** Every axial cell within `radius` of the origin (a regular hexagon of side `radius + 1`). */
export function hexagonCells(radius: number): Vec[] {
  const out: Vec[] = [];
  for (let q = -radius; q <= radius; q++)
    for (let r = -radius; r <= radius; r++) if (Math.abs(q + r) <= radius) out.push(v(q, r));
  return out;
}

/** Non-negative modulo. */
export const mod = (a: number, m: number): number => ((a % m) + m) % m;
