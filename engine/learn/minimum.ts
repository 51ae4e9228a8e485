/**
 * The proved minimum of a practice exercise: a breadth-first search over the engine's own legal moves, where a node is
 * the position's men after a move (the mover to move again: the opponent never moves) together with the stars still
 * to collect (engine/learn/exercise.ts). Breadth-first order makes the first node with no star left a shortest
 * solution; positions already met with the same stars left are not searched again (the fifty-move clock and the move
 * number are left out of a position's key: they change no move). The search stops at a cap, with an error that says
 * which cap, so a page or a build never hangs on an exercise that cannot be solved.
 */
import { printMove } from '../notation/moveText';
import { err, ok, type Result } from '../result';
import { make, unmake } from '../rules/make';
import { legalMoves } from '../rules/movegen';
import type { State } from '../rules/state';
import { codeColor } from '../rules/variant';
import { colorOf } from '../types';
import { exerciseStart, type ExerciseState } from './exercise';

/** A shortest solution of an exercise. */
export interface ExerciseSolution {
  /** The fewest moves that collect every star. */
  readonly min: number;
  /** One shortest line, long move text (the first found, in the engine's move order). */
  readonly line: readonly string[];
  /** How many distinct nodes (position and stars left) the search met. */
  readonly nodes: number;
}

/** Where the search gives up. */
export interface SearchCap {
  /** The most moves a solution may take (default 12). */
  readonly moves?: number;
  /** The most nodes the search may meet (default 300 000). */
  readonly nodes?: number;
}

/** A state's key for the search: the stars left, the men, the hands and the variant's keys (not the clock or the move number). */
function keyOf(st: State, left: number): string {
  let key = String(left);
  const board = st.board;
  for (let cell = 0; cell < board.length; cell++) {
    const code = board[cell]!;
    if (code !== 0) key += String.fromCharCode(cell + 32, code + 32, st.link[cell]! + 33);
  }
  for (let i = 0; i < st.hand.length; i++) if (st.hand[i] !== 0) key += `|${i}:${st.hand[i]}`;
  for (const value of Object.values(st.extra)) key += `|${value}`;
  return key;
}

interface Node {
  readonly st: State;
  /** Bit i: star i is still to collect. */
  readonly left: number;
  readonly parent: number;
  readonly move: string;
}

/** Searches from a started exercise (a page may ask from any state: how many moves are still needed?). */
export function minimumFrom(state: ExerciseState, cap: SearchCap = {}): Result<ExerciseSolution> {
  const maxMoves = cap.moves ?? 12;
  const maxNodes = cap.nodes ?? 300_000;
  const v = state.position.variant;
  const mover = colorOf(state.mover);
  const cells = state.stars.map((s) => v.board.index(s));
  const target = state.stars.map((s) => state.targets.includes(s));
  /** The stars of `left` still to collect after a move: a star is collected by the mover's man standing on it, a target by its man gone. */
  const leftAfter = (st: State, left: number): number => {
    let rest = left;
    cells.forEach((cell, i) => {
      const code = st.board[cell]!;
      if ((code !== 0 && codeColor(code) === mover) || (target[i] && code === 0)) rest &= ~(1 << i);
    });
    return rest;
  };
  const first = state.position.cloneState();
  const full = (1 << cells.length) - 1;
  const nodes: Node[] = [{ st: first, left: full, parent: -1, move: '' }];
  const seen = new Set<string>([keyOf(first, full)]);
  const lineOf = (i: number): string[] => {
    const line: string[] = [];
    for (let n = nodes[i]!; n.parent >= 0; n = nodes[n.parent]!) line.push(n.move);
    return line.reverse();
  };
  if (!cells.length) return ok({ min: 0, line: [], nodes: 1 });
  let layer = [0];
  for (let depth = 1; depth <= maxMoves && layer.length; depth++) {
    const next: number[] = [];
    for (const i of layer) {
      const { st, left } = nodes[i]!;
      for (const m of legalMoves(v, st)) {
        const undo = make(v, st, m);
        st.turn = mover; // the opponent never moves: the turn comes straight back (Position.withTurn)
        st.ep = -1;
        st.epVictim = -1;
        const rest = leftAfter(st, left);
        const key = keyOf(st, rest);
        const fresh = !seen.has(key);
        const after = fresh ? st.clone() : undefined;
        unmake(st, undo);
        if (!after) continue;
        seen.add(key);
        nodes.push({ st: after, left: rest, parent: i, move: printMove(v, m) });
        if (!rest) return ok({ min: depth, line: lineOf(nodes.length - 1), nodes: seen.size });
        if (seen.size >= maxNodes)
          return err(
            'ERR_UNSOLVED',
            `no solution within ${depth} moves before the search met its cap of ${maxNodes} positions`,
          );
        next.push(nodes.length - 1);
      }
    }
    layer = next;
  }
  return layer.length
    ? err('ERR_UNSOLVED', `no solution within the cap of ${maxMoves} moves (${seen.size} positions searched)`)
    : err('ERR_UNSOLVED', `no sequence of moves collects every star (all ${seen.size} positions searched)`);
}

/**
 * Returns the fewest moves of the mover that collect every star from `position` (its turn is the mover), with one
 * shortest line, found by a breadth-first search over the engine's legal moves; an error when the exercise is
 * malformed, cannot be solved, or the search reaches its cap.
 */
export function minimumMoves(
  variant: string,
  position: string,
  stars: readonly string[],
  cap: SearchCap = {},
): Result<ExerciseSolution> {
  const start = exerciseStart(variant, position, stars);
  return start.ok ? minimumFrom(start.value, cap) : start;
}
