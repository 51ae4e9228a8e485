/**
 * Proves a stored puzzle with the solver: the position is legal, the goal is reachable (and not sooner than the
 * puzzle says), and every move of the stored line is right: the solver's moves keep the goal forced, the
 * opponent's moves are best defences, and the line ends where the goal is reached.
 */
import type { Position } from '../rules/position';
import { getVariant } from '../variants/index';
import { Position as Pos } from '../rules/position';
import { validatePosition } from '../rules/validate';
import { acceptedMoves, distance, judgeMove, type ForcedGoal } from './solve';
import { goalMoves, type PuzzleDef } from './types';

export interface PuzzleProof {
  readonly id: string;
  /** Empty when the puzzle is sound. */
  readonly errors: readonly string[];
  /** Every first move that solves it, in move text. */
  readonly accepted: readonly string[];
  readonly ms: number;
}

/** Parses a puzzle's position (throws with the puzzle id and the engine's message when it is broken). */
export function puzzlePosition(def: PuzzleDef): Position {
  const v = getVariant(def.variant);
  if (!v.ok) throw new Error(`puzzle ${def.id}: variant: ${v.error.message}`);
  const r = Pos.parse(v.value, def.position);
  if (!r.ok) throw new Error(`puzzle ${def.id}: position: ${r.error.message}`);
  return r.value;
}

export function provePuzzle(def: PuzzleDef): PuzzleProof {
  const t0 = performance.now();
  const errors: string[] = [];
  const done = (accepted: readonly string[] = []): PuzzleProof => ({
    id: def.id,
    errors,
    accepted,
    ms: performance.now() - t0,
  });
  let pos: Position;
  try {
    pos = puzzlePosition(def);
  } catch (e) {
    errors.push((e as Error).message);
    return done();
  }
  // A position no game could reach teaches nothing: the editor's checks (a side not to move in check, a pawn on
  // its last rank, a king outside its castle, too many men of a kind...).
  for (const p of validatePosition(pos.variant, pos)) errors.push(`position: ${p.message}`);
  if (pos.outcome()) errors.push(`the game is already over: ${pos.outcome()!.reason}`);
  const goal = def.goal;
  const n = goalMoves(goal);
  const accepted = acceptedMoves(pos, goal).map((m) => pos.printMove(m));
  if (!accepted.length) errors.push('no move solves it');
  if (goal.type === 'only-move') {
    if (accepted.length !== 1)
      errors.push(`expected exactly one saving move, found ${accepted.length}: ${accepted.join(' ')}`);
    if (accepted.length === pos.legalMoves().length) errors.push('no move loses: there is nothing to find');
  } else if (n > 1 && distance(pos, goal as ForcedGoal, n - 1) !== Infinity) {
    errors.push(`it can be done in fewer than ${n} moves`);
  }
  // Walk the stored line.
  let at = pos;
  let left = n;
  for (let i = 0; i < def.solution.length && !errors.length; i += 2) {
    const mine = at.parseMove(def.solution[i]!);
    if (!mine.ok) {
      errors.push(`solution move ${i + 1} "${def.solution[i]}": ${mine.error.message}`);
      break;
    }
    const reply = def.solution[i + 1];
    const j = judgeMove(at, goal, left, mine.value, reply);
    const last = i + 1 >= def.solution.length;
    if (j.kind === 'wrong') errors.push(`solution move ${i + 1} "${def.solution[i]}" is wrong: ${j.reason}`);
    else if (j.kind === 'solved' && !last) errors.push(`the goal is reached at move ${i + 1}, but the line goes on`);
    else if (j.kind === 'continue') {
      if (last) errors.push('the line stops before the goal is reached');
      else if (at.play(mine.value).printMove(j.reply) !== reply) {
        const after = at.play(mine.value);
        const r = after.parseMove(reply!);
        const d = r.ok ? distance(after.play(r.value), goal as ForcedGoal, left - 1) : -1;
        if (d !== j.left)
          errors.push(
            `solution move ${i + 2} "${reply}" is not a best defence (${after.printMove(j.reply)} holds out longer)`,
          );
      }
      if (!last) {
        const after = at.play(mine.value).playText(reply!);
        if (!after.ok) errors.push(`solution move ${i + 2} "${reply}": ${after.error.message}`);
        else at = after.value;
      }
      left--;
    }
    if (j.kind === 'solved' && goal.type === 'mate' && !errors.length) {
      const end = at.play(mine.value).outcome();
      if (end?.status !== 'checkmate') errors.push(`the line ends in ${end?.status ?? 'no result'}, not checkmate`);
    }
  }
  if (!def.solution.length) errors.push('the stored solution is empty');
  return done(accepted);
}
