/**
 * The one question a diagram asks (docs/STYLE.md §3.4): position in; cells, men, legal moves (with the cells they
 * pass, land on and take) and the end of the game out. Components draw this and never generate moves.
 *
 * Over 300 lines: the view's types (what every component draws) and the one function that fills them, read together.
 */
import type { Result } from '../result';
import { destToken } from '../notation/moveText';
import { describePiece } from '../pieces/describe';
import { MoveFlag, type Move, type MultiCellMove } from '../rules/move';
import { sideName } from '../rules/outcome';
import { Position } from '../rules/position';
import type { Variant } from '../rules/variant';
import { getVariant } from '../variants/index';
import { colorOf, SIDES, sideOf, type ByColor, type Side, type Vec } from '../types';

export interface CellView {
  readonly name: string;
  readonly coord: Vec;
  readonly shade: number;
  /** Centre in the board plane (neighbours 1 apart, y towards Black). */
  readonly xy: readonly [number, number];
  /** Level index (0 = the lowest; always 0 on flat boards). */
  readonly level: number;
}
export interface PieceView {
  readonly cell: string;
  readonly color: Side;
  readonly letter: string;
  /** The piece's name for this side ("knight"; in King and Queen "Soldier" or "Amazon"). */
  readonly name: string;
  /** The engine's name of the piece, the same on both sides ("knight", "royal"): the key of its symbol. */
  readonly kind: string;
  /** The other cell of a man on two cells (the Panoply Barricade); the man is listed once per cell. */
  readonly other?: string;
}
/** One legal move as a diagram draws it. */
export interface MoveView {
  /** Long move text (docs/CONVENTIONS.md §5): what `play` accepts. */
  readonly text: string;
  /** The destination token of docs/CONVENTIONS.md §6 (`e5`, `!d4`, `f3-g3`). */
  readonly token: string;
  readonly kind: 'move' | 'capture' | 'stay' | 'drop';
  /** Cells the man stands on afterwards (two for a two-cell man; none for a capture without moving). */
  readonly land: readonly string[];
  /** Cells of the men it takes. */
  readonly captures: readonly string[];
  /** Cells it passes on its line before landing (a slide's path, a cannon's screen line); empty for a leap. */
  readonly path: readonly string[];
  /**
   * The plain leap or slide atom that makes it (absent for cannons, lame leaps, drops and custom kinds): how many
   * times its vector is repeated (1 for a leap, k for a rider's or slider's k-th cell), the vector family and the
   * component name ("knight", "2:r3" with "Foal"). The site explains leaps with it (components/board/core/leap.ts).
   */
  readonly atom?: { readonly steps: number; readonly group: string; readonly label?: string };
  /** Letter it promotes to, if any. */
  readonly promo?: string;
  /**
   * A man on two cells (the Panoply Barricade): its cells after each step of the move, in board order (one pair for
   * a one-step move, two for a two-step move), and per step the cell it took or undefined.
   */
  readonly steps?: readonly { readonly cells: readonly string[]; readonly took?: string }[];
}
/** One piece of the variant, for legends and palettes. */
export interface LegendEntry {
  readonly letter: string;
  readonly kind: string;
  /** Its name for each side. */
  readonly names: ByColor<string>;
  /** How it moves, in words (generated from its atoms). */
  readonly description: string;
  /** Its value in pawns, where a source gives one. */
  readonly value?: number;
  /** Whose value it is, for a card: "the inventor’s", or the source the variant names (VariantDef `valuesBy`). */
  readonly valueBy?: string;
  /** 2 for a man on two cells (the Panoply Barricade). */
  readonly cells: 1 | 2;
  /** A royal man: the one a side must not leave attacked (a King; in King and Queen the King and the Queen). */
  readonly royal: boolean;
}
export interface RegionView {
  readonly name: string;
  readonly side: Side;
  readonly cells: readonly string[];
}
/** The move that led to the position, as a diagram marks it. */
export interface LastMoveView {
  /** Long move text. */
  readonly text: string;
  /** The cell it left (undefined for a drop). */
  readonly from?: string;
  /** Its destination cell (for a capture without moving: the cell of the man taken). */
  readonly to: string;
  /** Cells to mark: where the man stood (both cells of a two-cell man), where it landed, a man taken without moving. */
  readonly cells: readonly string[];
  /** Cells of the men it took. */
  readonly captures: readonly string[];
}
export interface BoardView {
  readonly variant: string;
  readonly title: string;
  readonly position: string;
  readonly layout: 'hex-flat' | 'hex-pointy' | 'square';
  readonly levels: number;
  readonly cells: readonly CellView[];
  readonly pieces: readonly PieceView[];
  readonly turn: Side;
  readonly sideNames: ByColor<string>;
  /** Legal destination tokens per origin cell (`!c` for a capture without moving). */
  readonly dests: ReadonlyMap<string, readonly string[]>;
  /** Legal moves per origin cell; drops are under `@` followed by the letter (`@N`). */
  readonly moves: ReadonlyMap<string, readonly MoveView[]>;
  /** Men in hand or pool per side, by letter. */
  readonly hand: ByColor<Readonly<Record<string, number>>>;
  readonly regions: readonly RegionView[];
  /** Every piece of the variant, in the order of its piece table. */
  readonly legend: readonly LegendEntry[];
  /** Cell of the side to move's royal man when it is in check. */
  readonly check?: string;
  /** The move that led here, when the position was reached by playing it (`Position.play`). */
  readonly last?: LastMoveView;
  /** The end of the game, when it has ended. */
  readonly outcome?: { readonly status: string; readonly winner?: Side; readonly reason: string };
}

/** The cells a move passes on the atom line that takes it from `from` to `to`, and that atom when it is a plain slide. */
interface LineOf {
  readonly path: number[];
  readonly atom?: MoveView['atom'];
}

/** Returns the cells a move passes on the atom line that takes it from `from` to `to`, and the atom. */
function lineOf(v: Variant, pos: Position, m: Move): LineOf {
  if (m.from < 0 || m.flags & (MoveFlag.MULTI | MoveFlag.STAY)) return { path: [] };
  const p = pos.pieceAt(m.from);
  if (!p) return { path: [] };
  for (const ca of v.kinds[p.kind]!.atoms[colorOf(p.side)]) {
    for (const line of ca.lines[m.from] ?? []) {
      const i = line.indexOf(m.to);
      if (i < 0) continue;
      const { kind, group, label } = ca.atom;
      const atom = kind === 'slide' && !ca.custom ? { steps: i + 1, group, ...(label ? { label } : {}) } : undefined;
      return { path: i > 0 && kind !== 'lame' ? [...line.slice(0, i)] : [], ...(atom ? { atom } : {}) };
    }
  }
  return { path: [] };
}

function moveView(v: Variant, pos: Position, m: Move): MoveView {
  const names = v.board.names;
  const kind =
    m.flags & MoveFlag.DROP ? 'drop' : m.flags & MoveFlag.STAY ? 'stay' : m.capture >= 0 ? 'capture' : 'move';
  const token = destToken(v, m);
  const multi = m.flags & MoveFlag.MULTI;
  const captured = multi ? pos.play(m) : undefined;
  const captures: string[] = [];
  if (captured) {
    // A multi-step move may take several men: the cells whose enemy man is gone afterwards.
    for (let c = 0; c < v.board.size; c++) {
      const before = pos.pieceAt(c);
      const after = captured.pieceAt(c); // gone, or replaced by the mover's own man (a capture by landing)
      if (before && before.side !== pos.turn && (!after || after.side === pos.turn)) captures.push(names[c]!);
    }
  } else if (m.capture >= 0) {
    captures.push(names[m.capture]!);
    const other = pos.otherCell(m.capture);
    if (other >= 0) captures.push(names[other]!);
  }
  const line = lineOf(v, pos, m);
  const extra = multi ? (m.extra as MultiCellMove) : undefined;
  const steps = extra?.path.slice(1).map((cells, i) => {
    const took = extra.takes[i]!;
    return { cells: cells.map((c) => names[c]!), ...(took >= 0 ? { took: names[took]! } : {}) };
  });
  return {
    text: pos.printMove(m),
    token,
    kind,
    land: kind === 'stay' ? [] : multi ? token.split('-') : [names[m.to]!],
    captures,
    path: line.path.map((c) => names[c]!),
    ...(line.atom ? { atom: line.atom } : {}),
    ...(m.promo >= 0 ? { promo: v.kinds[m.promo]!.letter } : {}),
    ...(steps ? { steps } : {}),
  };
}

/** Parses position text for a variant id (without text: its start position). */
export function parsePosition(variantId: string, text?: string): Result<Position> {
  const vr = getVariant(variantId);
  if (!vr.ok) return vr;
  return text === undefined ? { ok: true, value: Position.start(vr.value) } : Position.parse(vr.value, text);
}

/** Returns the last move of `pos` as a diagram marks it, or undefined when it was not reached by a move. */
function lastMoveView(v: Variant, pos: Position): LastMoveView | undefined {
  const last = pos.lastMove();
  if (!last) return undefined;
  const { move: m, before } = last;
  const mv = moveView(v, before, m);
  const from = m.from >= 0 ? v.board.names[m.from]! : undefined;
  const other = m.from >= 0 ? before.otherCell(m.from) : -1;
  const origin = from === undefined ? [] : other >= 0 ? [from, v.board.names[other]!] : [from];
  return {
    text: mv.text,
    ...(from !== undefined ? { from } : {}),
    to: v.board.names[m.to]!,
    cells: [...origin, ...mv.land, ...(mv.kind === 'stay' ? mv.captures : [])],
    captures: mv.captures,
  };
}

const cellsOfBoard = new WeakMap<object, readonly CellView[]>();
/** A board's cells as drawn: one array per board for every position on it, so that whatever a display works out
 *  from the cells alone (the pictures' geometry, the 3-D camera's framing) is worked out once, not at every move. */
function cellViews(b: Position['variant']['board']): readonly CellView[] {
  let cells = cellsOfBoard.get(b);
  if (!cells) {
    const names = b.names;
    cells = Object.freeze(
      b.coords.map((coord, i) => ({ name: names[i]!, coord, shade: b.shades[i]!, xy: b.xy[i]!, level: coord[2] })),
    );
    cellsOfBoard.set(b, cells);
  }
  return cells;
}

/**
 * What a diagram draws of `pos`: cells, men, legal moves, check, the last move and the end of the game. With
 * `play: false` (a position the board editor holds, which may break setup rules) there are no moves, no check
 * mark and no outcome. The legal moves are those `pos` caches: drawing a position played in a game, asking its
 * outcome and marking its last move generate them once.
 */
export function boardView(pos: Position, opts: { readonly play?: boolean } = {}): BoardView {
  const v = pos.variant;
  const play = opts.play ?? true;
  const b = v.board;
  const names = b.names;
  const cells = cellViews(b);
  const pieces: PieceView[] = [];
  let check: string | undefined;
  const inCheck = play && pos.inCheck();
  for (let i = 0; i < b.size; i++) {
    const p = pos.pieceAt(i);
    if (!p) continue;
    const kind = v.kinds[p.kind]!;
    const other = pos.otherCell(i);
    const name = kind.def.sideNames?.[colorOf(p.side)] ?? kind.def.name;
    pieces.push({
      cell: names[i]!,
      color: p.side,
      letter: kind.letter,
      name,
      kind: kind.def.name,
      ...(other >= 0 ? { other: names[other]! } : {}),
    });
    if (inCheck && kind.def.royal && p.side === pos.turn) check = names[i];
  }
  const dests = new Map<string, string[]>();
  const moves = new Map<string, MoveView[]>();
  for (const m of play ? pos.legalMoves() : []) {
    const mv = moveView(v, pos, m);
    const key = m.from < 0 ? `@${v.kinds[m.piece]!.letter}` : names[m.from]!;
    const keys = [key];
    const other = m.from >= 0 ? pos.otherCell(m.from) : -1; // a man on two cells moves from either of its cells
    if (other >= 0) keys.push(names[other]!);
    for (const k of keys) {
      moves.set(k, [...(moves.get(k) ?? []), mv]);
      if (m.from < 0) continue;
      const list = dests.get(k) ?? [];
      if (!list.includes(mv.token)) list.push(mv.token);
      dests.set(k, list);
    }
  }
  const hand = { w: {} as Record<string, number>, b: {} as Record<string, number> };
  for (const side of SIDES)
    for (const k of v.kinds) {
      const n = pos.inHand(side, k.index);
      if (n > 0) hand[side][k.letter] = n;
    }
  const regions: RegionView[] = [];
  for (const [name, masks] of v.regions)
    for (const color of [0, 1] as const)
      regions.push({ name, side: sideOf(color), cells: names.filter((_, i) => masks[color][i] === 1) });
  const o = play ? pos.outcome() : undefined;
  const last = play ? lastMoveView(v, pos) : undefined;
  const sideNames: ByColor<string> = { w: sideName(v, 0), b: sideName(v, 1) };
  return {
    variant: v.id,
    title: v.title,
    position: pos.toString(),
    layout: b.layout.cell,
    levels: b.levels,
    cells,
    pieces,
    turn: pos.turn,
    sideNames,
    dests,
    moves,
    hand,
    regions,
    legend: v.kinds.map((k) => ({
      letter: k.letter,
      kind: k.def.name,
      names: { w: k.def.sideNames?.[0] ?? k.def.name, b: k.def.sideNames?.[1] ?? k.def.name },
      description: describePiece(k.def, v.def.atomKinds),
      ...(k.def.value !== undefined ? { value: k.def.value, valueBy: v.def.valuesBy ?? 'the inventor’s' } : {}),
      cells: k.def.cells === 2 ? 2 : 1,
      royal: !!k.def.royal,
    })),
    check,
    ...(last ? { last } : {}),
    ...(o
      ? {
          outcome: {
            status: o.status,
            reason: o.reason,
            ...(o.winner !== undefined ? { winner: o.winner } : {}),
          },
        }
      : {}),
  };
}
