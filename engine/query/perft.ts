/** Perft on a public Position (the state is copied first; the position is left untouched). */
import { divide, perft } from '../rules/perft';
import type { Position } from '../rules/position';

/** Returns the number of leaf nodes at `depth`. */
export const perftOf = (pos: Position, depth: number): number => perft(pos.variant, pos.cloneState(), depth);
/** Returns the leaf count under each first move. */
export const divideOf = (pos: Position, depth: number): Map<string, number> =>
  divide(pos.variant, pos.cloneState(), depth);
