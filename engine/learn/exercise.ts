/**
 * The rules of a practice exercise (issue #43; content/exercises/types.ts), in the manner of lichess Learn: the
 * mover's men, stars on cells, the fewest moves. Only the mover plays: each move is one of the engine's own legal
 * moves, and then the turn comes straight back (the opponent's men never move). A star on an empty cell is collected
 * when one of the mover's men stands on it after a move; a star on an enemy man is collected when that man is taken,
 * however the mover's man takes it (by replacement, by withdrawal, by leaping, without moving). An illegal try is
 * refused with the engine's own "why not" (query/explain.ts, docs/CONVENTIONS.md §6).
 *
 * Scoring (`starsEarned`), after lichess Learn's par bonus: three stars for the proved minimum, two within a small
 * margin (one move over for a minimum of 1 to 3, two for 4 to 7, ...), one otherwise.
 */
import { explainMove, type Explanation } from '../query/explain';
import { err, ok, type Result } from '../result';
import { Position } from '../rules/position';
import type { Side } from '../types';
import { getVariant } from '../variants/index';

/** Where an exercise stands: the position (the mover to move), the stars still to collect, the moves played. */
export interface ExerciseState {
  /** The position, always with the mover to move. */
  readonly position: Position;
  /** The side the student plays (the position text's turn at the start). */
  readonly mover: Side;
  /** The stars not yet collected, as cell names, in the order given at the start. */
  readonly stars: readonly string[];
  /** The stars that stood on enemy men at the start (collected when the man is taken). */
  readonly targets: readonly string[];
  /** How many moves the student has played. */
  readonly moves: number;
  /** The moves played, long move text (docs/CONVENTIONS.md §5). */
  readonly played: readonly string[];
}

/** The answer to a try: the new state and the stars that move collected, or the engine's reason for refusing it. */
export type ExerciseStep =
  | { readonly ok: true; readonly state: ExerciseState; readonly collected: readonly string[] }
  | { readonly ok: false; readonly why: Explanation };

/** Returns the stars of `stars` that the position shows collected (`targets`: the stars that held enemy men). */
function collectedStars(pos: Position, mover: Side, stars: readonly string[], targets: readonly string[]): string[] {
  const board = pos.variant.board;
  return stars.filter((name) => {
    const man = pos.pieceAt(board.index(name));
    if (man?.side === mover) return true;
    return targets.includes(name) && man === undefined;
  });
}

/**
 * Starts an exercise: parses the position (its turn is the mover) and checks the stars: at least one, each a cell of
 * the board, none twice, none on the mover's own man.
 */
export function exerciseStart(variant: string, position: string, stars: readonly string[]): Result<ExerciseState> {
  const v = getVariant(variant);
  if (!v.ok) return v;
  const parsed = Position.parse(v.value, position);
  if (!parsed.ok) return parsed;
  const pos = parsed.value;
  if (!stars.length) return err('ERR_ARGS', 'an exercise needs at least one star');
  const seen = new Set<string>();
  const targets: string[] = [];
  for (const name of stars) {
    const cell = v.value.board.index(name);
    if (cell < 0) return err('ERR_CELL', `star "${name}" is not a cell of the ${variant} board`);
    if (seen.has(name)) return err('ERR_ARGS', `star "${name}" is given twice`);
    seen.add(name);
    const man = pos.pieceAt(cell);
    if (man?.side === pos.turn) return err('ERR_ARGS', `star "${name}" stands on one of the mover's own men`);
    if (man) targets.push(name);
  }
  return ok({ position: pos, mover: pos.turn, stars: [...stars], targets, moves: 0, played: [] });
}

/** The cells a try names, for "why not": `e4-e5` → e4, e5; `N@c3` → N@, c3; `f2-g2>f3-g3` → f2-g2, f3-g3. */
function tryCells(text: string): readonly [string, string] | undefined {
  const t = text.trim();
  const drop = /^(\+?[A-Z]@)([a-z0-9]+)$/.exec(t);
  if (drop) return [drop[1]!, drop[2]!];
  const body = t.replace(/=\+?[A-Z]$/, '');
  if (/[>]|^[a-z0-9]+-[a-z0-9]+x/.test(body)) {
    const pairs = body.split(/[>x](?=[a-z0-9]+-[a-z0-9]+)/);
    return pairs.length > 1 ? [pairs[0]!, pairs.at(-1)!] : undefined;
  }
  const m = /^([a-z0-9]+)[-x!]([a-z0-9]+)$/.exec(body);
  return m ? [m[1]!, m[2]!] : undefined;
}

const refuse = (code: Explanation['code'], reason: string): ExerciseStep => ({
  ok: false,
  why: { legal: false, code, reason, cells: [] },
});

/**
 * Plays a try (long move text, docs/CONVENTIONS.md §5; a board may send `from-to` for any try) and hands the turn
 * back to the mover; counts the move and removes the stars it collected. An illegal try is refused with the engine's
 * reason (`explainMove`), and so is any try once every star is collected.
 */
export function exerciseMove(state: ExerciseState, move: string): ExerciseStep {
  if (exerciseDone(state)) return refuse('rule', 'Every star is collected: the exercise is done.');
  const pos = state.position;
  let parsed = pos.parseMove(move);
  if (!parsed.ok) {
    const cells = tryCells(move);
    const why = cells ? explainMove(pos, cells[0], cells[1]) : undefined;
    if (why && !why.legal) return { ok: false, why };
    // A legal destination written another way (a Barricade's other path, `-` for `x`): the one move that goes there.
    const same = (a: readonly [string, string], b: readonly [string, string]) =>
      a.every((c, i) => c.split('-').sort().join('-') === b[i]!.split('-').sort().join('-'));
    const there = cells ? pos.legalMoves().filter((m) => same(tryCells(pos.printMove(m)) ?? ['', ''], cells)) : [];
    if (there.length !== 1)
      return refuse(
        why ? 'rule' : 'shape',
        there.length
          ? `Several moves lead there: ${there.map((m) => pos.printMove(m)).join(', ')}; give the whole move.`
          : parsed.error.message,
      );
    parsed = { ok: true, value: there[0]! };
  }
  const after = pos.play(parsed.value).withTurn(state.mover);
  const collected = collectedStars(after, state.mover, state.stars, state.targets);
  return {
    ok: true,
    collected,
    state: {
      ...state,
      position: after,
      stars: state.stars.filter((s) => !collected.includes(s)),
      moves: state.moves + 1,
      played: [...state.played, pos.printMove(parsed.value)],
    },
  };
}

/** Returns true when every star is collected. */
export function exerciseDone(state: ExerciseState): boolean {
  return state.stars.length === 0;
}

/**
 * Returns the stars a solved exercise earns: 3 when it took the proved minimum `min` (or fewer, which a sound
 * exercise never allows), 2 when it took at most `1 + floor(min / 4)` moves more, 1 otherwise.
 */
export function starsEarned(moves: number, min: number): 1 | 2 | 3 {
  if (moves <= min) return 3;
  return moves <= min + 1 + Math.floor(min / 4) ? 2 : 1;
}
