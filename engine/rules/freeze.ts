/**
 * Immobilisers (PieceDef `freezes`, the Panoply Herald): an enemy man next to one, along one of its vectors,
 * cannot move and attacks nothing; a man on two cells is frozen when either cell is. The freeze holds whoever
 * is to move, so it is the same test for move generation (rules/movegen.ts) and for check (rules/attacks.ts).
 */
import type { State } from './state';
import { codeColor, type Freezer, type Variant } from './variant';

/** Returns the cell of an enemy immobiliser that freezes a man of `color` on `cell`, or -1. */
function freezerOf(freezers: readonly Freezer[], board: Int16Array, cell: number, color: number): number {
  for (const f of freezers) {
    const n = f.back[cell]!;
    if (n < 0) continue;
    const code = board[n]!;
    if (code !== 0 && f.codes[code] === 1 && codeColor(code) !== color) return n;
  }
  return -1;
}

/** Returns the cell of the immobiliser that freezes the man on `cell`, or -1 when it is not frozen (or empty). */
export function frozenBy(v: Variant, st: State, cell: number): number {
  const freezers = v.freezers;
  const code = st.board[cell]!;
  if (!freezers || code === 0) return -1;
  const color = codeColor(code);
  const by = freezerOf(freezers, st.board, cell, color);
  if (by >= 0) return by;
  const other = st.link[cell]!;
  return other >= 0 ? freezerOf(freezers, st.board, other, color) : -1;
}

/** Returns true when the man on `cell` is frozen by an enemy immobiliser (false for an empty cell). */
export const isFrozen = (v: Variant, st: State, cell: number): boolean => frozenBy(v, st, cell) >= 0;
