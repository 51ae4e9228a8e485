/** End-of-game detection: variant hook first, then checkmate, stalemate (scored per variant), the move clock. */
import { other, sideOf, type ByColor, type Color } from '../types';
import type { Move } from './move';
import { inCheck, legalMoves } from './movegen';
import type { State } from './state';
import type { Outcome, Variant } from './variant';

/** Returns the side's display name ("White", or "Blue" in King and Queen). */
export const sideName = (v: Variant, c: Color): string => (v.def.sideNames ?? ['White', 'Black'])[c];

const win = (c: Color): ByColor<number> => (c === 0 ? { w: 1, b: 0 } : { w: 0, b: 1 });
const DRAW: ByColor<number> = { w: 0.5, b: 0.5 };

/** Returns how the game has ended in this state, or undefined while it goes on. */
export function outcome(v: Variant, st: State, legal: readonly Move[] = legalMoves(v, st)): Outcome | undefined {
  return v.hooks.outcome?.(v, st, legal) ?? plainOutcome(v, st, legal.length > 0);
}

/**
 * Returns how the game has ended by the rules every variant shares (checkmate, stalemate, the move clock), which ask
 * only whether the side to move has a legal move (`canMove`): for a variant without an `outcome` hook, `outcome`
 * is this.
 */
export function plainOutcome(v: Variant, st: State, canMove: boolean): Outcome | undefined {
  const mover = st.turn;
  const them = other(mover);
  if (!canMove) {
    if (inCheck(v, st)) {
      return {
        status: 'checkmate',
        winner: sideOf(them),
        score: win(them),
        reason: `${sideName(v, them)} checkmates ${sideName(v, mover)}`,
      };
    }
    const rule = v.def.rules.stalemate;
    const stuck = `${sideName(v, mover)} has no legal move and is not in check`;
    if (rule === 'draw') return { status: 'stalemate', score: DRAW, reason: `${stuck}: a draw` };
    if (rule === 'loss')
      return { status: 'stalemate', winner: sideOf(them), score: win(them), reason: `${stuck}: stalemate loses` };
    const score: ByColor<number> = them === 0 ? { w: 0.75, b: 0.25 } : { w: 0.25, b: 0.75 };
    return {
      status: 'stalemate',
      winner: sideOf(them),
      score,
      reason: `${stuck}: ${sideName(v, them)} scores 3/4, ${sideName(v, mover)} 1/4`,
    };
  }
  const limit = v.def.rules.fiftyMovePlies;
  if (limit !== undefined && st.clock >= limit) {
    return {
      status: 'fifty-turns',
      score: DRAW,
      // In plain words (issue #47): what resets the count, and in Panoply the moves that cannot be taken back besides.
      reason: `${limit / 2} moves by each side with no capture${v.hooks.irreversible ? ',' : ' and'} no pawn move${v.hooks.irreversible ? ' and no other move that cannot be taken back' : ''}: a draw`,
    };
  }
  return undefined;
}
