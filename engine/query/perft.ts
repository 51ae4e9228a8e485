/** Perft on a public Position (the state is copied first; the position is left untouched). */
import { divide, perft } from '../rules/perft';
import { Position } from '../rules/position';
import type { Variant } from '../rules/variant';

/** Returns the number of leaf nodes at `depth`. */
export const perftOf = (pos: Position, depth: number, deadline?: number): number =>
  perft(pos.variant, pos.cloneState(), depth, deadline);
/** Returns the leaf count under each first move. */
export const divideOf = (pos: Position, depth: number, deadline?: number): Map<string, number> =>
  divide(pos.variant, pos.cloneState(), depth, deadline);

/**
 * The deepest perft the command line runs for a variant: the largest depth at which the start position's
 * branching, compounded, stays under ten billion leaves (Gliński 5, Peanut 6...). Deeper counts would run for
 * days; the time limit stops the ones that are too slow below it.
 */
export function perftDepthLimit(v: Variant): number {
  const branching = Math.max(2, Position.start(v).legalMoves().length);
  return Math.max(1, Math.floor(Math.log(1e10) / Math.log(branching)));
}
