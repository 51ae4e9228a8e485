/**
 * Immobilisers (PieceDef `freezes`, the Panoply Herald): an enemy man next to one, along one of its vectors,
 * cannot move and attacks nothing; a man on two cells is frozen when either cell is. The freeze holds whoever
 * is to move, so it is the same test for move generation (rules/movegen.ts) and for check (rules/attacks.ts).
 */
import type { State } from './state';
import { codeColor, type Freezer, type Variant } from './variant';

function touches(freezers: readonly Freezer[], board: Int16Array, cell: number, color: number): boolean {
  for (const f of freezers) {
    const n = f.back[cell]!;
    if (n < 0) continue;
    const code = board[n]!;
    if (code !== 0 && f.codes[code] === 1 && codeColor(code) !== color) return true;
  }
  return false;
}

/** Returns true when the man on `cell` is frozen by an enemy immobiliser (false for an empty cell). */
export function isFrozen(v: Variant, st: State, cell: number): boolean {
  const freezers = v.freezers;
  const code = st.board[cell]!;
  if (!freezers || code === 0) return false;
  const color = codeColor(code);
  if (touches(freezers, st.board, cell, color)) return true;
  const other = st.link[cell]!;
  return other >= 0 && touches(freezers, st.board, other, color);
}
