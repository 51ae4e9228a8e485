/** Move counting (perft): the number of leaf nodes of the legal move tree, by make/unmake or by copying. */
import { make, unmake } from './make';
import { leftInCheck } from './attacks';
import { legalMoves, pseudoMoves } from './movegen';
import { isSafe, safeCells } from './safe';
import type { State } from './state';
import type { Variant } from './variant';
import { printMove } from '../notation/moveText';

/** Thrown by a count that runs past its deadline (the state it was counting on is then left mid-line). */
export class PerftTimeout extends Error {
  constructor() {
    super('perft ran past its time limit');
  }
}

/**
 * Counts leaf nodes at `depth`, making and unmaking moves on `st` (restored on return). With a `deadline`
 * (a `Date.now()` time), throws `PerftTimeout` once past it, and `st` is not restored.
 */
export function perft(v: Variant, st: State, depth: number, deadline = Number.POSITIVE_INFINITY): number {
  if (depth === 0) return 1;
  if (depth > 1 && Date.now() > deadline) throw new PerftTimeout();
  const mover = st.turn;
  const cells = safeCells(v, st);
  let n = 0;
  for (const m of pseudoMoves(v, st)) {
    const safe = cells !== undefined && isSafe(v, cells, m);
    if (safe && depth === 1) {
      n++;
      continue;
    }
    const u = make(v, st, m);
    if (safe || !leftInCheck(v, st, mover)) n += depth === 1 ? 1 : perft(v, st, depth - 1, deadline);
    unmake(st, u);
  }
  return n;
}

/** Counts leaf nodes at `depth` by copying the state for every move (a cross-check of make/unmake). */
export function perftByCopy(v: Variant, st: State, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of legalMoves(v, st)) {
    const next = st.clone();
    make(v, next, m);
    n += depth === 1 ? 1 : perftByCopy(v, next, depth - 1);
  }
  return n;
}

/** Returns the leaf count under each legal first move, keyed by its long move text (`deadline` as for perft). */
export function divide(v: Variant, st: State, depth: number, deadline = Number.POSITIVE_INFINITY): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of legalMoves(v, st)) {
    const u = make(v, st, m);
    out.set(printMove(v, m), depth <= 1 ? 1 : perft(v, st, depth - 1, deadline));
    unmake(st, u);
  }
  return out;
}
