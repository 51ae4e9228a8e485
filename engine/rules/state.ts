/**
 * The mutable state behind a `Position`. Only the engine mutates it, and only through `make`/`unmake`
 * (rules/make.ts), which record every change so that a move can be taken back exactly.
 */
import type { Color } from '../types';
import type { Zobrist } from './zobrist';

export class State {
  /** Piece code per cell (0 empty; see `pieceCode`). */
  board: Int16Array;
  turn: Color;
  /** En-passant target cell, or -1. */
  ep: number;
  /** Cell of the man an en-passant capture removes, or -1. */
  epVictim: number;
  /** Plies since the last irreversible move. */
  clock: number;
  /** Full-move number. */
  moveNo: number;
  /** Men in hand or pool: `hand[color * kinds + kind]`. */
  hand: Int16Array;
  /** Variant-specific keys, as text. */
  extra: Record<string, string>;
  /** Cell of each side's royal man (-1 when it has none, or more than one: then it is looked up). */
  royal: Int16Array;
  /** For each cell of a man on two cells (PieceDef `cells: 2`), the other cell of that man; -1 elsewhere. */
  link: Int16Array;
  /** The Zobrist numbers once the state is keyed (rules/zobrist.ts `setKey`); `make` then keeps the key up to date. */
  zobrist: Zobrist | undefined = undefined;
  /** The Zobrist key's low and high halves (meaningful once `zobrist` is set). */
  keyLo = 0;
  keyHi = 0;

  constructor(cells: number, kinds: number) {
    this.board = new Int16Array(cells);
    this.turn = 0;
    this.ep = -1;
    this.epVictim = -1;
    this.clock = 0;
    this.moveNo = 1;
    this.hand = new Int16Array(kinds * 2);
    this.extra = {};
    this.royal = new Int16Array([-1, -1]);
    this.link = new Int16Array(cells).fill(-1);
  }

  /** Returns an independent copy. */
  clone(): State {
    const s = new State(0, 0);
    s.board = this.board.slice();
    s.turn = this.turn;
    s.ep = this.ep;
    s.epVictim = this.epVictim;
    s.clock = this.clock;
    s.moveNo = this.moveNo;
    s.hand = this.hand.slice();
    s.extra = { ...this.extra };
    s.royal = this.royal.slice();
    s.link = this.link.slice();
    s.zobrist = this.zobrist;
    s.keyLo = this.keyLo;
    s.keyHi = this.keyHi;
    return s;
  }
}
