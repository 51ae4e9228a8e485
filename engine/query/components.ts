/**
 * A piece's named components, one at a time: the atoms that carry a `label` (a Horsiness is a Sennight plus a
 * Foal). Lessons that show a compound piece part by part ask for the cells of one component.
 */
import { err, ok, type Result } from '../result';
import { pieceMoves } from '../rules/generate';
import { isLegal } from '../rules/movegen';
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { codeColor } from '../rules/variant';

/** Returns the component labels of the man on `cell`, in the order of its atoms (empty for an unlabelled piece). */
export function componentLabels(position: Position, cell: string): Result<readonly string[]> {
  const v = position.variant;
  const i = v.board.index(cell);
  if (i < 0) return err('ERR_CELL', `cell "${cell}" does not exist on the ${v.id} board`);
  const man = position.pieceAt(i);
  if (!man) return err('ERR_SETUP', `there is no man on ${cell}`);
  const labels = v.kinds[man.kind]!.def.atoms.flatMap((a) => (a.label === undefined ? [] : [a.label]));
  return ok([...new Set(labels)]);
}

/**
 * Returns the destinations (cell names, board order) that the component `label` gives the man on `cell`: its
 * moves in this position by that component's atoms alone, blocked and capturing as those atoms say, whichever
 * side is to move. With `legal`, only the moves that are legal now (none when the man's side is not to move).
 */
export function componentDests(
  position: Position,
  cell: string,
  label: string,
  opts: { readonly legal?: boolean } = {},
): Result<readonly string[]> {
  const labels = componentLabels(position, cell);
  if (!labels.ok) return labels;
  const v = position.variant;
  const from = v.board.index(cell);
  if (!labels.value.includes(label)) {
    const known = labels.value.length ? labels.value.join(', ') : 'none';
    return err('ERR_PIECE', `the man on ${cell} has no component "${label}" (its components: ${known})`);
  }
  const st = position.cloneState();
  const out: Move[] = [];
  pieceMoves(v, st, from, out, new Int32Array(st.board.length), 1, (ca) => ca.atom.label === label);
  const code = st.board[from]!;
  const legal = opts.legal ? out.filter((m) => codeColor(code) === st.turn && isLegal(v, st, m)) : out;
  const cells = [...new Set(legal.map((m) => m.to))].sort((a, b) => a - b);
  return ok(cells.map((c) => v.board.names[c]!));
}
