/**
 * `Position`: an immutable position of one variant, the engine's public value. Every method that changes
 * something returns a new Position; the state inside is never handed out for mutation.
 */
import { printMove, isMoveSyntax, looseKey } from '../notation/moveText';
import { parseState, printState } from '../notation/positionText';
import { err, ok, type Result } from '../result';
import { colorOf, sideOf, type Color, type Side } from '../types';
import { make } from './make';
import type { Move } from './move';
import { hasLegalMove, inCheck, legalMoves } from './movegen';
import { outcome, plainOutcome } from './outcome';
import { legalMovesFrom } from './queries';
import type { State } from './state';
import { codeColor, codeKind, type Outcome, type Variant } from './variant';

export class Position {
  readonly variant: Variant;
  readonly #st: State;
  #legal: readonly Move[] | undefined;
  /** The move that led here and the state before it, when this position was reached by `play`. */
  readonly #last: { readonly move: Move; readonly before: State } | undefined;

  private constructor(v: Variant, st: State, last?: { readonly move: Move; readonly before: State }) {
    this.variant = v;
    this.#st = st;
    this.#last = last;
  }

  /** Parses position text for a variant. */
  static parse(v: Variant, text: string): Result<Position> {
    const r = parseState(v, text);
    return r.ok ? ok(new Position(v, r.value)) : r;
  }

  /** Returns the variant's start position. */
  static start(v: Variant): Position {
    const r = Position.parse(v, v.def.setup);
    if (!r.ok) throw new Error(`${v.id}: bad setup: ${r.error.message}`);
    return r.value;
  }

  /** Wraps a state (engine-internal; the state must not be mutated afterwards). */
  static fromState(v: Variant, st: State): Position {
    return new Position(v, st);
  }

  /** Returns a copy of the internal state, for engine modules that search (perft, solver). */
  cloneState(): State {
    return this.#st.clone();
  }

  /** The side to move. */
  get turn(): Side {
    return sideOf(this.#st.turn);
  }

  /** The side to move as the engine's integer (engine-internal). */
  get color(): Color {
    return this.#st.turn;
  }

  /** Returns the position text. */
  toString(): string {
    return printState(this.variant, this.#st);
  }

  /** Returns the man on a cell as kind index and side, or undefined. */
  pieceAt(cell: number): { readonly kind: number; readonly side: Side } | undefined {
    const code = this.#st.board[cell];
    return code ? { kind: codeKind(code), side: sideOf(codeColor(code)) } : undefined;
  }

  /** Returns the other cell of a man on two cells (the Panoply Barricade), or -1. */
  otherCell(cell: number): number {
    return this.#st.link[cell] ?? -1;
  }

  /** Returns how many men of `kind` `color` holds in hand or pool. */
  inHand(side: Side, kind: number): number {
    return this.#st.hand[colorOf(side) * this.variant.kinds.length + kind]!;
  }

  /** Returns a variant-specific field's value. */
  extra(key: string): string | undefined {
    return this.#st.extra[key];
  }

  /** Returns the en-passant cell or -1. */
  get ep(): number {
    return this.#st.ep;
  }

  /** Returns every legal move of the side to move. */
  legalMoves(): readonly Move[] {
    return (this.#legal ??= legalMoves(this.variant, this.#st));
  }

  /** Returns the legal moves of the man on `cell` (empty when it is not the side to move's). */
  movesFrom(cell: number): readonly Move[] {
    const other = this.#st.link[cell] ?? -1;
    if (other >= 0 && other < cell) cell = other; // a man on two cells moves from its first cell in board order
    if (this.#legal) return this.#legal.filter((m) => m.from === cell);
    return legalMovesFrom(this.variant, this.#st, cell);
  }

  /** Returns true when the side to move is in check. */
  inCheck(): boolean {
    return inCheck(this.variant, this.#st);
  }

  /**
   * Returns the end of the game, or undefined while it goes on. Unless its moves are known or the variant's own end
   * needs them, it asks only whether there is a legal move (a man at a time, stopping at the first): a game read from
   * a link asks at every move (issue #45: a 2 500-ply Panoply game took 2.2 s, most of it generating every move).
   */
  outcome(): Outcome | undefined {
    const v = this.variant;
    if (this.#legal || v.hooks.outcome) return outcome(v, this.#st, this.legalMoves());
    return plainOutcome(v, this.#st, hasLegalMove(v, this.#st));
  }

  /** Returns the position after a legal move (from `legalMoves`); it remembers that move (`lastMove`). */
  play(move: Move): Position {
    const st = this.#st.clone();
    make(this.variant, st, move);
    return new Position(this.variant, st, { move, before: this.#st });
  }

  /** The move that led to this position and the position before it, when it was reached by `play`. */
  lastMove(): { readonly move: Move; readonly before: Position } | undefined {
    const l = this.#last;
    return l && { move: l.move, before: new Position(this.variant, l.before) };
  }

  /**
   * Returns the same men with `side` to move (a lesson's diagram or a piece card moving one man again and
   * again). The en-passant cell is dropped: it belonged to the other side's turn. No last move is kept.
   */
  withTurn(side: Side): Position {
    const color = colorOf(side);
    if (color === this.#st.turn && this.#st.ep < 0 && !this.#last) return this;
    const st = this.#st.clone();
    st.turn = color;
    st.ep = -1;
    st.epVictim = -1;
    return new Position(this.variant, st);
  }

  /** Prints a move in long form. */
  printMove(move: Move): string {
    return printMove(this.variant, move);
  }

  /** Finds the legal move written as `text` (long form), or says why there is none. */
  parseMove(text: string): Result<Move> {
    const t = text.trim();
    if (!isMoveSyntax(t))
      return err('ERR_MOVE_SYNTAX', `move "${text}" is not in long form (e.g. e4-e5, e5xd6, f10-f11=Q, N@c3)`);
    const exact = this.#movesNamedBy(t).find((m) => this.printMove(m) === t);
    if (exact) return ok(exact);
    const alias = this.variant.hooks.readMove?.(this.variant, this.#st, t, this.legalMoves());
    if (alias) return ok(alias);
    const loose = this.legalMoves().filter((m) => looseKey(this.printMove(m)) === looseKey(t));
    if (loose.length === 1) return ok(loose[0]!);
    if (loose.length > 1)
      return err('ERR_MOVE_SYNTAX', `move "${text}" is ambiguous: ${loose.map((m) => this.printMove(m)).join(', ')}`);
    return err('ERR_ILLEGAL', `move "${text}" is not legal in this position`);
  }

  /**
   * The legal moves a long move text can be: its man's, when the text begins with a cell of the board and the side's
   * moves are not known yet (a move's text begins with its man's cell, a two-cell man's first), else all of them.
   */
  #movesNamedBy(text: string): readonly Move[] {
    if (this.#legal) return this.#legal;
    const first = /^(?:[a-z]+\d+|\d+[a-z]\d+)/.exec(text)?.[0];
    const cell = first === undefined ? -1 : this.variant.board.index(first);
    return cell >= 0 ? this.movesFrom(cell) : this.legalMoves();
  }

  /** Plays a move given as text, or says why it cannot be played. */
  playText(text: string): Result<Position> {
    const m = this.parseMove(text);
    return m.ok ? ok(this.play(m.value)) : m;
  }
}
