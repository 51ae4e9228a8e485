/**
 * Move generation, generic over the variant: each man's pseudo-legal moves (rules/generate.ts), then keep
 * the moves after which the mover's royal man is not attacked. Attacks are found by looking outward from
 * the attacked cell ("super-piece" probes, rules/attacks.ts), so legality costs a few table walks per move.
 */
import type { Color } from '../types';
import { attackerOf, leftInCheck, royalsFacing } from './attacks';
import { pieceMoves } from './generate';
import { make, unmake } from './make';
import { isSafe, safeCells } from './safe';
import type { Move } from './move';
import type { State } from './state';
import { codeColor, type Variant } from './variant';

let seenBuf = new Int32Array(256);
let stampCounter = 0;
function nextStamp(size: number): Int32Array {
  if (seenBuf.length < size) seenBuf = new Int32Array(size);
  if (++stampCounter > 0x3fffffff) {
    seenBuf.fill(0);
    stampCounter = 1;
  }
  return seenBuf;
}

/**
 * Returns every pseudo-legal move of `color` (moves that may still leave its royal man attacked); with `noisy`,
 * at least every capture and promotion among them (the search's quiescence filters the rest).
 */
export function pseudoMoves(v: Variant, st: State, color: Color = st.turn, noisy = false): Move[] {
  const out: Move[] = [];
  const board = st.board;
  for (let cell = 0; cell < board.length; cell++) {
    const code = board[cell]!;
    if (code === 0 || codeColor(code) !== color) continue;
    const seen = nextStamp(board.length);
    pieceMoves(v, st, cell, out, seen, stampCounter, undefined, noisy);
  }
  if (color === st.turn) v.hooks.extraMoves?.(v, st, out);
  return out;
}

/** Returns true when `move` (pseudo-legal) does not leave the mover's royal man attacked. */
export function isLegal(v: Variant, st: State, move: Move): boolean {
  const mover = st.turn;
  const u = make(v, st, move, false); // taken back before the clock is read
  const bad = leftInCheck(v, st, mover);
  unmake(st, u);
  return !bad;
}

/** Counts whole-side legal generations, for tests that check a move played costs one (see `countGenerations`). */
let generations = 0;

/** Returns how many times `legalMoves` has run so far (tests compare two readings). */
export const countGenerations = (): number => generations;

/** Returns every legal move of the side to move. */
export function legalMoves(v: Variant, st: State): Move[] {
  generations++;
  const cells = safeCells(v, st);
  return pseudoMoves(v, st).filter((m) => (cells !== undefined && isSafe(v, cells, m)) || isLegal(v, st, m));
}

/**
 * Returns true when the side to move has a legal move: a man at a time, stopping at the first legal move (the
 * search asks this at its leaves, where a whole side's moves would mostly be thrown away). Drops and the other
 * moves of `extraMoves` are looked at last; the variants of a capture it adds are legal only when the capture is.
 */
export function hasLegalMove(v: Variant, st: State): boolean {
  const color = st.turn;
  const board = st.board;
  const out: Move[] = [];
  const legal = (m: Move) => isLegal(v, st, m); // the first move tried is mostly legal: no `safeCells` table
  for (let cell = 0; cell < board.length; cell++) {
    const code = board[cell]!;
    if (code === 0 || codeColor(code) !== color) continue;
    out.length = 0;
    pieceMoves(v, st, cell, out, nextStamp(board.length), stampCounter);
    for (const m of out) if (legal(m)) return true;
  }
  if (!v.hooks.extraMoves) return false;
  out.length = 0;
  v.hooks.extraMoves(v, st, out);
  return out.some(legal);
}

/** Returns true when the side to move is in check. */
export function inCheck(v: Variant, st: State): boolean {
  const k = st.royal[st.turn]!;
  return (
    k >= 0 &&
    (attackerOf(v, st, k, (st.turn ^ 1) as Color) >= 0 || (v.def.rules.facing !== undefined && royalsFacing(v, st)))
  );
}
