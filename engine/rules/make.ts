/**
 * Making and taking back moves. Every change goes through a recording mutator, so `unmake` restores the
 * state exactly whatever a variant hook did (an undo log rather than per-move special cases).
 */
import { other } from '../types';
import { MoveFlag, type Move, type MultiCellMove } from './move';
import type { State } from './state';
import { codeColor, codeKind, pieceCode, type Mutator, type Variant } from './variant';

/** What `unmake` needs: the log of changes and the scalar fields before the move. */
class Undo {
  /** Triples: [what (0 board, 1 hand, 2 link), index, old value]. */
  readonly log: number[] = [];
  /** The variant fields before the move, when a hook changed them. */
  extra: Record<string, string> | undefined = undefined;
  constructor(
    readonly turn: State['turn'],
    readonly ep: number,
    readonly epVictim: number,
    readonly clock: number,
    readonly moveNo: number,
    readonly royal0: number,
    readonly royal1: number,
  ) {}
}

/** Sets a cell through the undo log, keeping the royal cells up to date. */
function setCell(v: Variant, st: State, log: number[], cell: number, code: number): void {
  log.push(0, cell, st.board[cell]!);
  st.board[cell] = code;
  if (code !== 0 && v.kinds[codeKind(code)]!.def.royal) st.royal[codeColor(code)] = cell;
}

/** Sets the other cell of a two-cell man's cell (`State.link`) through the undo log. */
function setLink(st: State, log: number[], cell: number, other: number): void {
  log.push(2, cell, st.link[cell]!);
  st.link[cell] = other;
}

/** Empties the cell of a man, and the other cell of a two-cell man, through the undo log. */
function removeMan(v: Variant, st: State, log: number[], cell: number): void {
  const other = st.link[cell]!;
  setCell(v, st, log, cell, 0);
  if (other < 0) return;
  setCell(v, st, log, other, 0);
  setLink(st, log, cell, -1);
  setLink(st, log, other, -1);
}

/** Plays a `MULTI` move: the men taken go, then the man leaves its cells and stands on the last cells of its path. */
function playMulti(v: Variant, st: State, log: number[], move: Move): void {
  const mm = move.extra as MultiCellMove;
  for (const t of mm.takes) if (t >= 0) removeMan(v, st, log, t);
  removeMan(v, st, log, move.from);
  const cells = mm.path[mm.path.length - 1]!;
  const code = pieceCode(move.piece, st.turn);
  for (const c of cells) setCell(v, st, log, c, code);
  if (cells.length === 2) {
    setLink(st, log, cells[0]!, cells[1]!);
    setLink(st, log, cells[1]!, cells[0]!);
  }
}

/** Returns the recording mutator handed to variant hooks. */
function mutator(v: Variant, st: State, u: Undo): Mutator {
  return {
    set: (cell, code) => setCell(v, st, u.log, cell, code),
    addHand(color, kind, delta) {
      const i = color * v.kinds.length + kind;
      u.log.push(1, i, st.hand[i]!);
      st.hand[i] = st.hand[i]! + delta;
    },
    setExtra(key, value) {
      u.extra ??= st.extra;
      st.extra = { ...st.extra, [key]: value };
    },
  };
}

/** Plays `move` on `st` in place and returns how to take it back. The move must be pseudo-legal. */
export function make(v: Variant, st: State, move: Move): Undo {
  const u = new Undo(st.turn, st.ep, st.epVictim, st.clock, st.moveNo, st.royal[0]!, st.royal[1]!);
  const log = u.log;
  const us = st.turn;
  const captured = move.capture >= 0 ? st.board[move.capture]! : 0;
  const flags = move.flags;
  if (flags & MoveFlag.STAY) {
    removeMan(v, st, log, move.capture);
  } else if (flags & MoveFlag.MULTI) {
    playMulti(v, st, log, move);
  } else if (flags & MoveFlag.DROP) {
    const i = us * v.kinds.length + move.piece;
    log.push(1, i, st.hand[i]!);
    st.hand[i] = st.hand[i]! - 1;
    setCell(v, st, log, move.to, pieceCode(move.piece, us));
  } else {
    if (move.capture >= 0) removeMan(v, st, log, move.capture);
    setCell(v, st, log, move.from, 0);
    setCell(v, st, log, move.to, pieceCode(move.promo >= 0 ? move.promo : move.piece, us));
  }
  st.ep = -1;
  st.epVictim = -1;
  if (flags & MoveFlag.DOUBLE) {
    // The skipped cell is the one between `from` and `to` on the pawn's line; the victim is the pawn itself.
    st.ep = v.board.at(...midpoint(v, move.from, move.to));
    st.epVictim = move.to;
  }
  const pawnMove = !(flags & MoveFlag.STAY) && v.kinds[move.piece]!.def.pawn === true;
  st.clock = captured !== 0 || pawnMove || flags & MoveFlag.DROP ? 0 : st.clock + 1;
  if (us === 1) st.moveNo++;
  st.turn = other(us);
  if (v.hooks.afterMove) v.hooks.afterMove(v, st, move, captured, mutator(v, st, u));
  if (v.hooks.irreversible) st.clock = v.hooks.irreversible(v, st, move, captured) ? 0 : u.clock + 1;
  return u;
}

function midpoint(v: Variant, a: number, b: number): [number, number, number] {
  const p = v.board.coords[a]!;
  const q = v.board.coords[b]!;
  return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
}

/** Takes back the move that returned `u`. */
export function unmake(st: State, u: Undo): void {
  const log = u.log;
  for (let i = log.length - 3; i >= 0; i -= 3) {
    if (log[i] === 0) st.board[log[i + 1]!] = log[i + 2]!;
    else if (log[i] === 1) st.hand[log[i + 1]!] = log[i + 2]!;
    else st.link[log[i + 1]!] = log[i + 2]!;
  }
  st.turn = u.turn;
  st.ep = u.ep;
  st.epVictim = u.epVictim;
  st.clock = u.clock;
  st.moveNo = u.moveNo;
  st.royal[0] = u.royal0;
  st.royal[1] = u.royal1;
  if (u.extra) st.extra = u.extra;
}
