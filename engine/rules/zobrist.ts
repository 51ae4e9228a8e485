/**
 * Zobrist keys: a 64-bit hash of a position (two 32-bit halves) for the search's transposition table. Every part
 * of the state that the rules depend on is hashed: each board cell's man, the side to move, the en-passant cell,
 * the men in hand or pool (by count), the pairing of a two-cell man's cells (`State.link`) and the variant's own
 * keys (`extraKeys`, e.g. King and Queen's `dropped`). The move clock and the move number are not (as in chess).
 *
 * A state carries its key once `setKey` has been called on it (`State.zobrist`); from then on `make` keeps the key
 * up to date change by change and `unmake` restores it, so the key never has to be computed from scratch again.
 */
import type { State } from './state';
import type { Variant } from './variant';

/** The random numbers of one variant. */
export interface Zobrist {
  /** Per cell and piece code: `board[cell * codes + code]` (code 0, an empty cell, hashes to 0). */
  readonly boardLo: Int32Array;
  readonly boardHi: Int32Array;
  readonly codes: number;
  /** Per cell: the en-passant cell. */
  readonly epLo: Int32Array;
  readonly epHi: Int32Array;
  readonly turnLo: number;
  readonly turnHi: number;
  /** The variant's extra keys and their defaults. */
  readonly extras: readonly (readonly [string, string])[];
}

const cache = new WeakMap<Variant, Zobrist>();

/** A 32-bit integer mixer (lowbias32); gives the numbers of the tables and of the keyed parts without tables. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) | 0;
}

/** Returns the number for a part `a`, value `b`, half `half` (0 low, 1 high). */
const zpart = (a: number, b: number, half: number): number =>
  mix32(mix32(mix32(a + 0x51ed27 + half * 0x2f6b_1d43) ^ b) + 0x3c6ef372);

/** Returns a 32-bit hash of a text. */
function textHash(s: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** Part tags of the parts hashed without tables. */
const HAND = 1 << 20;
const LINK = 2 << 20;
const EXTRA = 3 << 20;

/** Returns the Zobrist numbers of a variant (made once). */
function zobristOf(v: Variant): Zobrist {
  let z = cache.get(v);
  if (z) return z;
  const n = v.board.size;
  const codes = v.kinds.length * 2 + 1;
  const boardLo = new Int32Array(n * codes);
  const boardHi = new Int32Array(n * codes);
  for (let c = 0; c < n; c++)
    for (let k = 1; k < codes; k++) {
      boardLo[c * codes + k] = zpart(c * codes + k, 0x1234, 0);
      boardHi[c * codes + k] = zpart(c * codes + k, 0x1234, 1);
    }
  const epLo = Int32Array.from({ length: n }, (_, c) => zpart(c, 0xe9, 0));
  const epHi = Int32Array.from({ length: n }, (_, c) => zpart(c, 0xe9, 1));
  const extras = Object.entries(v.def.extraKeys ?? {}).map(([k, d]) => [k, d.default] as const);
  z = { boardLo, boardHi, codes, epLo, epHi, turnLo: zpart(7, 0x77, 0), turnHi: zpart(7, 0x77, 1), extras };
  cache.set(v, z);
  return z;
}

/** The number of `count` men in hand at index `i` (`State.hand`); none in hand hashes to 0. */
export const handPart = (i: number, count: number, half: number): number =>
  count === 0 ? 0 : zpart(HAND + i, count, half);
/** The number of a two-cell man's cell `cell` being paired with `other` (no pairing hashes to 0). */
export const linkPart = (cell: number, other: number, half: number): number =>
  other < 0 ? 0 : zpart(LINK + cell, other, half);
/** The number of a variant key's value. */
export const extraPart = (key: string, value: string, half: number): number =>
  zpart(EXTRA + (textHash(key) & 0xfffff), textHash(value), half);

/** Computes the key of `st` from scratch: `[low, high]`. */
export function computeKey(v: Variant, st: State): [number, number] {
  const z = zobristOf(v);
  let lo = 0;
  let hi = 0;
  const board = st.board;
  for (let c = 0; c < board.length; c++) {
    const code = board[c]!;
    if (code === 0) continue;
    lo ^= z.boardLo[c * z.codes + code]!;
    hi ^= z.boardHi[c * z.codes + code]!;
  }
  for (let c = 0; c < st.link.length; c++) {
    lo ^= linkPart(c, st.link[c]!, 0);
    hi ^= linkPart(c, st.link[c]!, 1);
  }
  if (st.turn === 1) {
    lo ^= z.turnLo;
    hi ^= z.turnHi;
  }
  if (st.ep >= 0) {
    lo ^= z.epLo[st.ep]!;
    hi ^= z.epHi[st.ep]!;
  }
  for (let i = 0; i < st.hand.length; i++) {
    lo ^= handPart(i, st.hand[i]!, 0);
    hi ^= handPart(i, st.hand[i]!, 1);
  }
  for (const [k, d] of z.extras) {
    const value = st.extra[k] ?? d;
    lo ^= extraPart(k, value, 0);
    hi ^= extraPart(k, value, 1);
  }
  return [lo, hi];
}

/** Gives `st` its key; `make` and `unmake` keep it up to date from then on. */
export function setKey(v: Variant, st: State): void {
  st.zobrist = zobristOf(v);
  [st.keyLo, st.keyHi] = computeKey(v, st);
}
