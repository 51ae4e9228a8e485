/**
 * Peanut's rules that are not movement (peanut.md §3.6, §4): the promotion pool and the bare-king win.
 *
 * Pool: each side's `hand` counts its rooks, bishops and knights that the opponent has captured. A captured
 * man enters its owner's pool as the type it had (a promoted pawn taken as a rook counts as a rook); a
 * promotion uses one up. Which promotions are offered is the generic `choices: 'pool'` rule.
 *
 * Bare king (the reference's recommended procedure, §4.2): when the side to move has only its king left and
 * the other side still has men, the other side wins at once, unless it has exactly one man besides its king
 * and some legal reply captures that man (the bared king "bares back"): then the game is a draw. Checkmate
 * comes first; the baring test comes before stalemate. Two bare kings are a draw.
 */
import { inCheck } from '../../rules/movegen';
import type { Move } from '../../rules/move';
import { sideName } from '../../rules/outcome';
import type { State } from '../../rules/state';
import { codeColor, codeKind, type Mutator, type Outcome, type SetupIssue, type Variant } from '../../rules/variant';
import { other, SIDES, sideOf } from '../../types';

/** Pool reading (peanut.md §6.10): 'consume' = a promotion uses up the captured piece; 'keep' = it stays available. */
const PEANUT_POOL: 'consume' | 'keep' = 'consume';

/** After every move: a captured R, B or N enters its owner's pool; a promotion takes its piece out of the mover's. */
export function poolAfterMove(v: Variant, st: State, move: Move, captured: number, m: Mutator): void {
  if (captured !== 0) {
    const kind = codeKind(captured);
    const def = v.kinds[kind]!.def;
    if (!def.pawn && !def.royal) m.addHand(codeColor(captured), kind, 1);
  }
  if (move.promo >= 0 && PEANUT_POOL === 'consume') m.addHand(other(st.turn), move.promo, -1);
}

/** Setup rules the position text cannot express: kings in their castles, no pawn on its last rank, pools of R, B, N. */
export function setupProblems(v: Variant, st: State): SetupIssue[] {
  const castle = v.regions.get('castle')!;
  const lastRank = v.regions.get('lastRank')!;
  const out: SetupIssue[] = [];
  for (let cell = 0; cell < st.board.length; cell++) {
    const code = st.board[cell]!;
    if (code === 0) continue;
    const [color, def] = [codeColor(code), v.kinds[codeKind(code)]!.def];
    const token = `${SIDES[color]}: "${v.kinds[codeKind(code)]!.letter}${v.board.names[cell]}"`;
    if (def.royal && castle[color][cell] === 0)
      out.push({ code: 'confined', message: `${token}: a king must stand in its castle`, cells: [cell], side: color });
    if (def.pawn && lastRank[color][cell] === 1)
      out.push({
        code: 'pawn-zone',
        message: `${token}: a pawn cannot stand on its last rank`,
        cells: [cell],
        side: color,
      });
  }
  for (const k of v.kinds) {
    if (k.def.pawn !== true && k.def.royal !== true) continue;
    for (const color of [0, 1] as const)
      if (st.hand[color * v.kinds.length + k.index]! > 0)
        out.push({
          code: 'hand',
          message: `hand: "${k.letter}" cannot be in a promotion pool (only R, B and N)`,
          cells: [],
          side: color,
        });
  }
  return out;
}

/** The first of `setupProblems`, or undefined. */
export const checkSetup = (v: Variant, st: State): string | undefined => setupProblems(v, st)[0]?.message;

/** Returns the bare-king result of the position, or undefined (then checkmate and stalemate are tested). */
export function bareKingOutcome(v: Variant, st: State, legal: readonly Move[]): Outcome | undefined {
  const bared = st.turn;
  const mover = other(bared);
  const men: [number, number] = [0, 0];
  let lastMan = -1;
  for (let cell = 0; cell < st.board.length; cell++) {
    const code = st.board[cell]!;
    if (code === 0 || v.kinds[codeKind(code)]!.def.royal) continue;
    const color = codeColor(code);
    men[color] += 1;
    if (color === mover) lastMan = cell;
  }
  if (men[bared] > 0) return undefined;
  if (men[mover] === 0)
    return { status: 'draw', score: { w: 0.5, b: 0.5 }, reason: 'only the two kings are left: a draw' };
  if (legal.length === 0 && inCheck(v, st)) return undefined; // checkmate takes precedence
  const [us, them] = [sideName(v, mover), sideName(v, bared)];
  if (men[mover] === 1 && legal.some((m) => m.capture === lastMan)) {
    return {
      status: 'bare-king',
      score: { w: 0.5, b: 0.5 },
      reason: `${them}'s bare king can capture ${us}'s last man: a draw`,
    };
  }
  const score = mover === 0 ? { w: 1, b: 0 } : { w: 0, b: 1 };
  return {
    status: 'bare-king',
    winner: sideOf(mover),
    score,
    reason: `${us} has captured every ${them} man but the king`,
  };
}
