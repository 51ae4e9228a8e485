/**
 * The transposition table: a fixed number of slots (a power of two) in typed arrays, indexed by the low half of
 * the Zobrist key and checked by the high half. A slot keeps the depth searched, whether the score is exact or a
 * bound, the score and the best move's code. Replacement by depth: a slot of this search is overwritten only by
 * an entry searched at least as deep; a slot of an earlier search is free.
 */

export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

export class TransTable {
  readonly mask: number;
  readonly check: Int32Array;
  readonly score: Int32Array;
  /** `depth << 2 | bound`, with the search's generation above bit 16. */
  readonly meta: Int32Array;
  readonly moveA: Int32Array;
  readonly moveB: Int32Array;
  #generation = 0;

  /** A table of 2^bits slots. */
  constructor(bits: number) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.check = new Int32Array(n);
    this.score = new Int32Array(n);
    this.meta = new Int32Array(n);
    this.moveA = new Int32Array(n);
    this.moveB = new Int32Array(n);
  }

  /** Starts a new search: every entry so far is ignored from now on. */
  newSearch(): void {
    this.#generation = (this.#generation + 1) & 0x7fff;
    if (this.#generation === 0) {
      this.meta.fill(0);
      this.#generation = 1;
    }
  }

  /** Returns the slot of the key when the table holds it for this search, else -1. */
  probe(lo: number, hi: number): number {
    const i = lo & this.mask;
    return this.check[i] === hi && this.meta[i]! >>> 16 === this.#generation ? i : -1;
  }

  depthOf(slot: number): number {
    return (this.meta[slot]! >> 2) & 0x3fff;
  }

  boundOf(slot: number): number {
    return this.meta[slot]! & 3;
  }

  /** Stores an entry, unless its slot holds a deeper one of this search. */
  store(lo: number, hi: number, depth: number, bound: number, score: number, moveA: number, moveB: number): void {
    const i = lo & this.mask;
    const m = this.meta[i]!;
    if (m >>> 16 === this.#generation && ((m >> 2) & 0x3fff) > depth) return;
    this.check[i] = hi;
    this.score[i] = score;
    this.meta[i] = (this.#generation << 16) | (depth << 2) | bound;
    this.moveA[i] = moveA;
    this.moveB[i] = moveB;
  }
}
