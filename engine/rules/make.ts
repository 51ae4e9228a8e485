/**
 * Making and taking back moves. Every change goes through a recording mutator, so `unmake` restores the
 * state exactly whatever a variant hook did (an undo log rather than per-move special cases).
 */
import { other } from '../types';
import { MoveFlag, type Move } from './move';
import type { State } from './state';
import { codeColor, codeKind, pieceCode, type Mutator, type Variant } from './variant';

/** What `unmake` needs: the log of changes and the scalar fields before the move. */
export interface Undo {
  /** Triples: [what (0 board, 1 hand), index, old value]. */
  readonly log: number[];
  readonly turn: State['turn'];
  readonly ep: number;
  readonly epVictim: number;
  readonly clock: number;
  readonly moveNo: number;
  readonly royal0: number;
  readonly royal1: number;
  readonly extra: Record<string, string> | undefined;
}

/** Plays `move` on `st` in place and returns how to take it back. The move must be pseudo-legal. */
export function make(v: Variant, st: State, move: Move): Undo {
  const log: number[] = [];
  let extraSaved: Record<string, string> | undefined;
  const undo: Undo = {
    log,
    turn: st.turn,
    ep: st.ep,
    epVictim: st.epVictim,
    clock: st.clock,
    moveNo: st.moveNo,
    royal0: st.royal[0]!,
    royal1: st.royal[1]!,
    get extra() {
      return extraSaved;
    },
  };
  const m: Mutator = {
    set(cell, code) {
      log.push(0, cell, st.board[cell]!);
      st.board[cell] = code;
      if (code !== 0 && v.kinds[codeKind(code)]!.def.royal) st.royal[codeColor(code)] = cell;
    },
    addHand(color, kind, delta) {
      const i = color * v.kinds.length + kind;
      log.push(1, i, st.hand[i]!);
      st.hand[i] = st.hand[i]! + delta;
    },
    setExtra(key, value) {
      if (!extraSaved) extraSaved = { ...st.extra };
      st.extra = { ...st.extra, [key]: value };
    },
  };
  const us = st.turn;
  const captured = move.capture >= 0 ? st.board[move.capture]! : 0;
  if (move.flags & MoveFlag.STAY) {
    m.set(move.capture, 0);
  } else if (move.flags & MoveFlag.DROP) {
    m.addHand(us, move.piece, -1);
    m.set(move.to, pieceCode(move.piece, us));
  } else {
    if (move.capture >= 0) m.set(move.capture, 0);
    m.set(move.from, 0);
    m.set(move.to, pieceCode(move.promo >= 0 ? move.promo : move.piece, us));
  }
  st.ep = -1;
  st.epVictim = -1;
  if (move.flags & MoveFlag.DOUBLE) {
    // The skipped cell is the one between `from` and `to` on the pawn's line; the victim is the pawn itself.
    st.ep = v.board.at(...midpoint(v, move.from, move.to));
    st.epVictim = move.to;
  }
  const pawnMove = !(move.flags & MoveFlag.STAY) && v.kinds[move.piece]!.def.pawn === true;
  st.clock = captured !== 0 || pawnMove || move.flags & MoveFlag.DROP ? 0 : st.clock + 1;
  if (us === 1) st.moveNo++;
  st.turn = other(us);
  v.hooks.afterMove?.(v, st, move, captured, m);
  return undo;
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
    else st.hand[log[i + 1]!] = log[i + 2]!;
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
