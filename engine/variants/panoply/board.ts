/**
 * The Panoply board (docs/rules/panoply.md §1): a hexagon of 127 cells, 7 a side, with straight ranks.
 * A cell is file f (a..m, `j` included, f = 0..12) and rank n (1..13), present when 7 <= f + n <= 19. The engine
 * stores it in axial coordinates q = f + n - 13, r = 7 - n (§1.4), so g7 is the origin and the six
 * orthogonal steps are geometry/hex.ts's HEX_ORTH. Also here: per-direction step tables and rays that the
 * atom kinds of panoply/kinds.ts and panoply/barricade.ts walk without allocating.
 */
import type { Board, BoardShape } from '../../geometry/board';
import { HEX_ORTH, mod } from '../../geometry/hex';
import { hexPointyDown } from '../../geometry/layout';
import type { Vec } from '../../types';

const FILES = 'abcdefghijklm';

/** Returns [file index, rank] of axial (q, r). */
const fileRank = (q: number, r: number): [number, number] => [q + r + 6, 7 - r];

function cells(): Vec[] {
  const out: Vec[] = [];
  for (let n = 1; n <= 13; n++)
    for (let f = 0; f <= 12; f++) if (f + n >= 7 && f + n <= 19) out.push([f + n - 13, 7 - n, 0]);
  return out;
}

export const panoplyBoard: BoardShape = {
  name: 'panoply',
  cells: cells(),
  nameOf: ([q, r]) => {
    const [f, n] = fileRank(q, r);
    return `${FILES[f]}${n}`;
  },
  // Board order: by rank from White's edge, then by file.
  orderKey: ([q, r]) => {
    const [f, n] = fileRank(q, r);
    return [n, f];
  },
  shade: ([q, r]) => mod(q - r, 3),
  layout: hexPointyDown,
};

/** Black's forward is White's turned half a circle (the array is point-symmetric through g7). */
export const pointReflect = (v: Vec): Vec => [-v[0], -v[1], v[2]];

/** White's two forward steps: NE (up the file) and NW (up the slant). */
export const NE: Vec = [1, -1, 0];
export const NW: Vec = [0, -1, 0];

/** The far rank of each side, where a pawn must promote: rank 13 for White, rank 1 for Black. */
export const lastRank = (c: Vec, color: 0 | 1): boolean => c[1] === (color === 0 ? -6 : 6);

/** Direction tables, by index into HEX_ORTH; the opposite of direction d is (d + 3) % 6. */
export interface Geo {
  /** `step[d][cell]`: the neighbour in direction d, or -1. */
  readonly step: readonly Int16Array[];
  /** `ray[d][cell]`: the cells from `cell` outward in direction d, to the edge. */
  readonly ray: readonly (readonly Int16Array[])[];
  readonly q: Int8Array;
  readonly r: Int8Array;
}

const geoCache = new WeakMap<Board, Geo>();
let lastBoard: Board | undefined;
let lastGeo: Geo | undefined;

/** Returns the direction tables of a compiled Panoply board (built once per board). */
export function geo(board: Board): Geo {
  if (board === lastBoard) return lastGeo!;
  let g = geoCache.get(board);
  if (!g) {
    g = {
      step: HEX_ORTH.map((d) => board.stepTable(d)),
      ray: HEX_ORTH.map((d) => board.coords.map((_, cell) => board.ray(cell, d))),
      q: Int8Array.from(board.coords, (c) => c[0]),
      r: Int8Array.from(board.coords, (c) => c[1]),
    };
    geoCache.set(board, g);
  }
  lastBoard = board;
  lastGeo = g;
  return g;
}

export const opposite = (d: number): number => (d + 3) % 6;

// Direction index of a unit step by the signs of (dq, dr): HEX_ORTH is (0,1) (1,0) (1,-1) (0,-1) (-1,0) (-1,1).
const BY_SIGN = [-1, 4, 5, 3, -1, 0, 2, 1, -1];

/**
 * Returns the direction index from `a` to `b` times 16 plus their distance when they share a line, or -1.
 * (One number, so that the hot attack probes allocate nothing.)
 */
export function lineTo(g: Geo, a: number, b: number): number {
  const dq = g.q[b]! - g.q[a]!;
  const dr = g.r[b]! - g.r[a]!;
  if (dq !== 0 && dr !== 0 && dq !== -dr) return -1;
  const d = BY_SIGN[(Math.sign(dq) + 1) * 3 + Math.sign(dr) + 1]!;
  return d < 0 ? -1 : d * 16 + Math.max(Math.abs(dq), Math.abs(dr));
}

/** Hex distance between two cells. */
export function distance(g: Geo, a: number, b: number): number {
  const dq = g.q[b]! - g.q[a]!;
  const dr = g.r[b]! - g.r[a]!;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}
