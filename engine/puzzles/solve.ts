/**
 * The puzzle solver: an AND-OR search over the engine's own moves. "Can the side to move force the goal within n
 * of its moves?" is answered exactly (every defence is tried), so the same code proves a puzzle in the tests,
 * accepts every correct answer on the page, picks the opponent's best defence and finds the refutation of a
 * wrong move.
 */
import { make, unmake } from '../rules/make';
import { inCheck, legalMoves } from '../rules/movegen';
import type { Move } from '../rules/move';
import { outcome } from '../rules/outcome';
import type { Position } from '../rules/position';
import type { State } from '../rules/state';
import { codeColor, codeKind, type Variant } from '../rules/variant';
import { sideOf, type Color } from '../types';
import { endedReason, forcedWinWords, missedWords, quickWinWords, type QuickWin, type Wrong } from './feedback';
import type { PuzzleGoal } from './types';

/**
 * How long a search may run: until `deadline` (a `performance.now()` time). A search past it throws OutOfTime
 * (looked at every 1 024 positions), so that a tool can stop a question that would take minutes.
 */
export interface SearchLimit {
  readonly deadline: number;
}

/** Thrown by a search that ran past its SearchLimit. */
export class OutOfTime extends Error {
  constructor() {
    super('the search ran out of time');
    this.name = 'OutOfTime';
  }
}

/** A goal the search can test move by move (`only-move` is answered through `win` for the opponent). */
export type ForcedGoal = Exclude<PuzzleGoal, { type: 'only-move' }>;

/** What the mover's move did: achieved the goal, ended the game without it, or left the game going. */
type Verdict = { readonly done: true; readonly good: boolean } | { readonly done: false; readonly replies: Move[] };

/** A search from one position towards one goal. Counts the positions it visits in `nodes`. */
class GoalSearch {
  nodes = 0;
  readonly #v: Variant;
  readonly #st: State;
  readonly #goal: ForcedGoal;
  readonly #target: number;
  /** Only a checking move can end the game (stalemate draws, no special wins): quiet last moves are skipped. */
  readonly #checkOnly: boolean;
  readonly #limit: SearchLimit | undefined;

  constructor(pos: Position, goal: ForcedGoal, limit?: SearchLimit) {
    this.#limit = limit;
    const v = pos.variant;
    this.#v = v;
    this.#st = pos.cloneState();
    this.#goal = goal;
    this.#target = goal.type === 'capture' ? v.kinds.findIndex((k) => k.letter === goal.piece) : -1;
    if (goal.type === 'capture' && this.#target < 0)
      throw new Error(`${v.id} has no piece with the letter ${goal.piece}`);
    this.#checkOnly =
      (goal.type === 'mate' || goal.type === 'win') && !v.hooks.outcome && v.def.rules.stalemate === 'draw';
  }

  /** True when the side to move can force the goal within `n` of its moves. */
  force(n: number): boolean {
    if (n < 1) return false;
    const { v, st } = { v: this.#v, st: this.#st };
    const mover = st.turn;
    const before = this.#goal.type === 'capture' ? this.#count(1 - mover) : 0;
    for (const m of captureFirst(legalMoves(v, st))) {
      const u = make(v, st, m);
      this.#visit();
      let ok = false;
      if (!(n === 1 && this.#checkOnly && !inCheck(v, st))) {
        const verdict = this.#verdict(m, mover, before);
        ok = verdict.done ? verdict.good : n > 1 && this.#allReplies(verdict.replies, n - 1);
      }
      unmake(st, u);
      if (ok) return true;
    }
    return false;
  }

  /** Makes `m` (legal for the side to move) and says what it did for the goal, then takes it back. */
  judge(m: Move): Verdict {
    const mover = this.#st.turn;
    const before = this.#goal.type === 'capture' ? this.#count(1 - mover) : 0;
    const u = make(this.#v, this.#st, m);
    const verdict = this.#verdict(m, mover, before);
    unmake(this.#st, u);
    return verdict;
  }

  #allReplies(replies: readonly Move[], n: number): boolean {
    for (const r of replies) {
      const u = make(this.#v, this.#st, r);
      this.#visit();
      const held = this.force(n);
      unmake(this.#st, u);
      if (!held) return false;
    }
    return true;
  }

  /** Counts a position visited; past the limit's deadline, throws OutOfTime (the state is left as it is). */
  #visit() {
    if ((++this.nodes & 1023) === 0 && this.#limit && performance.now() > this.#limit.deadline) throw new OutOfTime();
  }

  #verdict(m: Move, mover: number, before: number): Verdict {
    const replies = legalMoves(this.#v, this.#st);
    const o = outcome(this.#v, this.#st, replies);
    // A full win (a 3/4 stalemate is not); for a `mate` goal, checkmate only (not a stalemate that loses, nor a bare king).
    if (o)
      return {
        done: true,
        good: o.score[sideOf(mover as Color)] === 1 && (this.#goal.type !== 'mate' || o.status === 'checkmate'),
      };
    if (this.#goal.type === 'capture' && this.#count(1 - mover) < before) return { done: true, good: true };
    if (this.#goal.type === 'promote' && m.promo >= 0) return { done: true, good: true };
    return { done: false, replies };
  }

  #count(color: number): number {
    const b = this.#st.board;
    let n = 0;
    for (let c = 0; c < b.length; c++) if (b[c] && codeKind(b[c]!) === this.#target && codeColor(b[c]!) === color) n++;
    return n;
  }
}

/** Captures first (they most often win or mate); otherwise the engine's order, so results are reproducible. */
function captureFirst(ms: Move[]): Move[] {
  return ms.sort((a, b) => (b.capture >= 0 ? 1 : 0) - (a.capture >= 0 ? 1 : 0));
}

/** True when the side to move in `pos` can force `goal` within `n` of its moves. */
const canForce = (pos: Position, goal: ForcedGoal, n: number, limit?: SearchLimit): boolean =>
  new GoalSearch(pos, goal, limit).force(n);

/** The fewest own moves (1..max) that force `goal` from `pos`, or Infinity. */
export function distance(pos: Position, goal: ForcedGoal, max: number, limit?: SearchLimit): number {
  const s = new GoalSearch(pos, goal, limit);
  for (let k = 1; k <= max; k++) if (s.force(k)) return k;
  return Infinity;
}

/** What one move of the solver's side does to the puzzle. */
export type MoveJudgement =
  /** The goal is reached by this move. */
  | { readonly kind: 'solved' }
  /** Still forced within the moves left: `reply` is the opponent's best defence, `left` the own moves still needed. */
  | { readonly kind: 'continue'; readonly reply: Move; readonly left: number }
  /**
   * Not a solution. `reason` says in one sentence what the move fails to do, in the position right after it;
   * `reply` is set only when it truly refutes the move (a quick win, a defence that holds, the answer to a check
   * that does not mate) and `reason` names it.
   */
  | Wrong;

const SOLVED: MoveJudgement = { kind: 'solved' };

/**
 * Judges the solver's move `m` in `pos`, with `n` own moves left for `goal`. `preferred`: the stored line's reply,
 * chosen among equally long defences so the page follows the stored solution when it can.
 */
export function judgeMove(
  pos: Position,
  goal: PuzzleGoal,
  n: number,
  m: Move,
  preferred?: string,
  limit?: SearchLimit,
): MoveJudgement {
  if (goal.type === 'only-move') return judgeOnlyMove(pos, goal.depth, m, limit);
  const verdict = new GoalSearch(pos, goal, limit).judge(m);
  const after = pos.play(m);
  if (verdict.done) {
    if (verdict.good) return SOLVED;
    const o = after.outcome();
    return { kind: 'wrong', reason: o ? endedReason(pos, o) : 'That ends the game without a win.' };
  }
  let best: { reply: Move; d: number } | undefined;
  let refutation: Move | undefined;
  if (n > 1)
    for (const r of after.legalMoves()) {
      const d = distance(after.play(r), goal, n - 1, limit);
      if (d === Infinity) {
        refutation = r;
        break;
      }
      if (!best || d > best.d || (d === best.d && after.printMove(r) === preferred)) best = { reply: r, d };
    }
  if (best && !refutation) return { kind: 'continue', reply: best.reply, left: best.d };
  const quick = quickWin(after, limit);
  return quick ? quickWinWords(after, quick) : missedWords(pos, after, goal, n, m, refutation);
}

function judgeOnlyMove(pos: Position, depth: number, m: Move, limit?: SearchLimit): MoveJudgement {
  const after = pos.play(m);
  const o = after.outcome();
  if (o) return o.score[pos.turn] === 1 ? SOLVED : { kind: 'wrong', reason: endedReason(pos, o) };
  const quick = quickWin(after, limit);
  if (quick) return quickWinWords(after, quick);
  const threat = depth > 1 ? winningReplies(after, depth, limit)[0] : undefined;
  return threat ? forcedWinWords(after, threat) : SOLVED;
}

/** The opponent's moves in `pos` (its turn) that force a win within `depth` of its moves. */
const winningReplies = (pos: Position, depth: number, limit?: SearchLimit): Move[] =>
  acceptedMoves(pos, { type: 'win', moves: depth }, depth, limit);

/** A move of the side to move in `pos` that wins at once, a checkmate when there is one. */
function quickWin(pos: Position, limit?: SearchLimit): QuickWin | undefined {
  const wins = winningReplies(pos, 1, limit);
  const mate = wins.find((w) => pos.play(w).outcome()?.status === 'checkmate');
  return mate ? { move: mate, mate: true } : wins[0] && { move: wins[0], mate: false };
}

/**
 * Every first move that solves the puzzle: forces the goal within `n` own moves (for `only-move`, does not lose).
 * With a `limit`, throws OutOfTime past its deadline.
 */
export function acceptedMoves(
  pos: Position,
  goal: PuzzleGoal,
  n = goal.type === 'only-move' ? 1 : goal.moves,
  limit?: SearchLimit,
): Move[] {
  if (goal.type === 'only-move')
    return pos.legalMoves().filter((m) => judgeOnlyMove(pos, goal.depth, m, limit).kind === 'solved');
  const s = new GoalSearch(pos, goal, limit);
  return pos.legalMoves().filter((m) => {
    const j = s.judge(m);
    if (j.done) return j.good;
    if (n === 1) return false;
    const after = pos.play(m);
    return j.replies.every((r) => canForce(after.play(r), goal, n - 1, limit));
  });
}
