/** Questions about one man, answered without generating the whole side's moves. */
import { pieceMoves } from './generate';
import { isLegal } from './movegen';
import type { Move } from './move';
import type { State } from './state';
import { codeColor, type Variant } from './variant';

/** Returns the legal moves of the man on `cell` (none when the cell is empty or not the side to move's). */
export function legalMovesFrom(v: Variant, st: State, cell: number): Move[] {
  const code = st.board[cell];
  if (!code || codeColor(code) !== st.turn) return [];
  const out: Move[] = [];
  pieceMoves(v, st, cell, out, new Int32Array(st.board.length), 1);
  if (v.hooks.extraMoves) {
    const extra: Move[] = [];
    v.hooks.extraMoves(v, st, extra);
    for (const m of extra) if (m.from === cell) out.push(m);
  }
  return out.filter((m) => isLegal(v, st, m));
}
