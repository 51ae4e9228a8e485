/**
 * The one question a diagram asks (STYLE.md §3.4): position in; cells, men and legal destinations out.
 */
import { err, ok, type Result } from '../result';
import { destToken } from '../notation/moveText';
import { Position } from '../rules/position';
import { getVariant } from '../variants/index';
import { SIDE_LETTERS, type SideLetter, type Vec } from '../types';

export interface CellView {
  readonly name: string;
  readonly coord: Vec;
  readonly shade: number;
}
export interface PieceView {
  readonly cell: string;
  readonly color: SideLetter;
  readonly letter: string;
  readonly name: string;
  /** The other cell of a man on two cells (the Panoply Barricade); the man is listed once per cell. */
  readonly other?: string;
}
export interface BoardView {
  readonly variant: string;
  readonly position: string;
  readonly cells: readonly CellView[];
  readonly pieces: readonly PieceView[];
  readonly turn: SideLetter;
  /** Legal destination tokens per origin cell (`!c` for a capture without moving). */
  readonly dests: ReadonlyMap<string, readonly string[]>;
  /** Cell of the side to move's royal man when it is in check. */
  readonly check?: string;
}

/** Parses `position` (default: the start) for `variantId` and computes what a diagram draws. */
export function boardView(variantId: string, position?: string): Result<BoardView> {
  const vr = getVariant(variantId);
  if (!vr.ok) return vr;
  const v = vr.value;
  let pos: Position;
  if (position === undefined) pos = Position.start(v);
  else {
    const pr = Position.parse(v, position);
    if (!pr.ok) return pr;
    pos = pr.value;
  }
  const names = v.board.names;
  const cells = v.board.coords.map((coord, i) => ({ name: names[i]!, coord, shade: v.board.shades[i]! }));
  const pieces: PieceView[] = [];
  let check: string | undefined;
  const inCheck = pos.inCheck();
  for (let i = 0; i < v.board.size; i++) {
    const p = pos.pieceAt(i);
    if (!p) continue;
    const kind = v.kinds[p.kind]!;
    const other = pos.otherCell(i);
    pieces.push({ cell: names[i]!, color: SIDE_LETTERS[p.color], letter: kind.letter, name: kind.def.name, ...(other >= 0 ? { other: names[other]! } : {}) });
    if (inCheck && kind.def.royal && p.color === pos.turn) check = names[i];
  }
  const dests = new Map<string, string[]>();
  for (const m of pos.legalMoves()) {
    if (m.from < 0) continue;
    const token = destToken(v, m);
    const list = dests.get(names[m.from]!) ?? [];
    if (!list.includes(token)) list.push(token);
    dests.set(names[m.from]!, list);
    const other = pos.otherCell(m.from); // a man on two cells moves from either of its cells
    if (other >= 0) dests.set(names[other]!, list);
  }
  if (!cells.length) return err('ERR_VARIANT', 'empty board');
  return ok({ variant: v.id, position: pos.toString(), cells, pieces, turn: SIDE_LETTERS[pos.turn], dests, check });
}
