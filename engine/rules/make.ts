/**
 * Making and taking back moves. Every change goes through a recording mutator, so `unmake` restores the
 * state exactly whatever a variant hook did (an undo log rather than per-move special cases).
 */
import { type Color, other } from '../types';
import { leftInCheck } from './attacks';
import { pieceMoves } from './generate';
import { MoveFlag, type Move, type MultiCellMove } from './move';
import type { State } from './state';
import { codeColor, codeKind, pieceCode, type Mutator, type Variant } from './variant';
import { extraPart, handPart, linkPart } from './zobrist';

/** What `unmake` needs: the log of changes and the scalar fields before the move. */
class Undo {
  /** Triples: [what (0 board, 1 hand, 2 link), index, old value]. */
  readonly log: number[] = [];
  /** The variant fields before the move, when a hook changed them. */
  extra: Record<string, string> | undefined = undefined;
  /** The Zobrist key before the move. */
  keyLo = 0;
  keyHi = 0;
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
  const old = st.board[cell]!;
  log.push(0, cell, old);
  st.board[cell] = code;
  const z = st.zobrist;
  if (z !== undefined) {
    st.keyLo ^= z.boardLo[cell * z.codes + old]! ^ z.boardLo[cell * z.codes + code]!;
    st.keyHi ^= z.boardHi[cell * z.codes + old]! ^ z.boardHi[cell * z.codes + code]!;
  }
  if (code !== 0 && v.kinds[codeKind(code)]!.def.royal) st.royal[codeColor(code)] = cell;
}

/** Sets the other cell of a two-cell man's cell (`State.link`) through the undo log. */
function setLink(st: State, log: number[], cell: number, other: number): void {
  const old = st.link[cell]!;
  log.push(2, cell, old);
  st.link[cell] = other;
  if (st.zobrist !== undefined) {
    st.keyLo ^= linkPart(cell, old, 0) ^ linkPart(cell, other, 0);
    st.keyHi ^= linkPart(cell, old, 1) ^ linkPart(cell, other, 1);
  }
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

/** Adds `delta` men to `State.hand[i]` through the undo log. */
function setHand(st: State, log: number[], i: number, delta: number): void {
  const old = st.hand[i]!;
  log.push(1, i, old);
  st.hand[i] = old + delta;
  if (st.zobrist !== undefined) {
    st.keyLo ^= handPart(i, old, 0) ^ handPart(i, old + delta, 0);
    st.keyHi ^= handPart(i, old, 1) ^ handPart(i, old + delta, 1);
  }
}

/** Returns the recording mutator handed to variant hooks. */
function mutator(v: Variant, st: State, u: Undo): Mutator {
  return {
    set: (cell, code) => setCell(v, st, u.log, cell, code),
    addHand(color, kind, delta) {
      setHand(st, u.log, color * v.kinds.length + kind, delta);
    },
    setExtra(key, value) {
      u.extra ??= st.extra;
      if (st.zobrist !== undefined) {
        const old = st.extra[key] ?? v.def.extraKeys?.[key]?.default ?? '';
        st.keyLo ^= extraPart(key, old, 0) ^ extraPart(key, value, 0);
        st.keyHi ^= extraPart(key, old, 1) ^ extraPart(key, value, 1);
      }
      st.extra = { ...st.extra, [key]: value };
    },
  };
}

/** Per variant and side: for each cell, the cells from which a man of that side may take en passant onto it. */
const epSources = new WeakMap<Variant, readonly (readonly number[])[][]>();

function epSourcesOf(v: Variant): readonly (readonly number[])[][] {
  let t = epSources.get(v);
  if (t) return t;
  const n = v.board.size;
  t = [0, 1].map((color) => {
    const from: number[][] = Array.from({ length: n }, () => []);
    for (const k of v.kinds)
      for (const ca of k.atoms[color]!)
        if (ca.atom.enPassant)
          for (let c = 0; c < n; c++)
            for (const line of ca.lines[c]!) for (const t of line) if (!from[t]!.includes(c)) from[t]!.push(c);
    return from;
  });
  epSources.set(v, t);
  return t;
}

/**
 * True when the side to move has a legal en-passant capture onto `st.ep`. Only then is the cell kept after a double
 * step, or read from position text (docs/CONVENTIONS.md §4): a double step that no pawn can answer leaves the same
 * position, the same key and the same text as any other move.
 */
export function canTakeEnPassant(v: Variant, st: State): boolean {
  if (st.ep < 0 || st.epVictim < 0) return false;
  const us: Color = st.turn;
  const out: Move[] = [];
  for (const c of epSourcesOf(v)[us]![st.ep]!) {
    const code = st.board[c]!;
    if (code === 0 || codeColor(code) !== us) continue;
    out.length = 0;
    pieceMoves(v, st, c, out, new Int32Array(st.board.length), 1, (ca) => ca.atom.enPassant === true);
    for (const m of out) {
      if (!(m.flags & MoveFlag.EP)) continue;
      const u = make(v, st, m, false);
      const bad = leftInCheck(v, st, us);
      unmake(st, u);
      if (!bad) return true;
    }
  }
  return false;
}

/**
 * Plays `move` on `st` in place and returns how to take it back. The move must be pseudo-legal. With `clock` false,
 * the variant's `irreversible` hook is not asked and `st.clock` is left as the plain rule sets it, and a double step
 * keeps its en-passant cell without asking whether a pawn can take there: for a test that takes the move back before
 * anything reads the clock or the key (is the mover's royal left attacked?). Panoply's hook looks a
 * ply ahead after a check, and asking it for every pseudo-legal move was most of the cost of its legal moves.
 */
export function make(v: Variant, st: State, move: Move, clock = true): Undo {
  const u = new Undo(st.turn, st.ep, st.epVictim, st.clock, st.moveNo, st.royal[0]!, st.royal[1]!);
  u.keyLo = st.keyLo;
  u.keyHi = st.keyHi;
  const log = u.log;
  const us = st.turn;
  const captured = move.capture >= 0 ? st.board[move.capture]! : 0;
  const flags = move.flags;
  if (flags & MoveFlag.STAY) {
    removeMan(v, st, log, move.capture);
  } else if (flags & MoveFlag.MULTI) {
    playMulti(v, st, log, move);
  } else if (flags & MoveFlag.DROP) {
    setHand(st, log, us * v.kinds.length + move.piece, -1);
    setCell(v, st, log, move.to, pieceCode(move.piece, us));
  } else {
    if (move.capture >= 0) removeMan(v, st, log, move.capture);
    setCell(v, st, log, move.from, 0);
    setCell(v, st, log, move.to, pieceCode(move.promo >= 0 ? move.promo : move.piece, us));
  }
  const z = st.zobrist;
  if (z !== undefined && st.ep >= 0) {
    st.keyLo ^= z.epLo[st.ep]!;
    st.keyHi ^= z.epHi[st.ep]!;
  }
  st.ep = -1;
  st.epVictim = -1;
  if (flags & MoveFlag.DOUBLE) {
    // The skipped cell is the one between `from` and `to` on the pawn's line; the victim is the pawn itself. It is
    // kept only if the other side can take there (at the end, once the move is complete), as position text writes it.
    st.ep = v.board.at(...midpoint(v, move.from, move.to));
    st.epVictim = move.to;
    if (z !== undefined && st.ep >= 0) {
      st.keyLo ^= z.epLo[st.ep]!;
      st.keyHi ^= z.epHi[st.ep]!;
    }
  }
  const pawnMove = !(flags & MoveFlag.STAY) && v.kinds[move.piece]!.def.pawn === true;
  st.clock = captured !== 0 || pawnMove || flags & MoveFlag.DROP ? 0 : st.clock + 1;
  if (us === 1) st.moveNo++;
  st.turn = other(us);
  if (z !== undefined) {
    st.keyLo ^= z.turnLo;
    st.keyHi ^= z.turnHi;
  }
  if (v.hooks.afterMove) v.hooks.afterMove(v, st, move, captured, mutator(v, st, u));
  if (clock && v.hooks.irreversible) st.clock = v.hooks.irreversible(v, st, move, captured) ? 0 : u.clock + 1;
  if (flags & MoveFlag.DOUBLE && clock && st.ep >= 0 && !canTakeEnPassant(v, st)) {
    if (z !== undefined) {
      st.keyLo ^= z.epLo[st.ep]!;
      st.keyHi ^= z.epHi[st.ep]!;
    }
    st.ep = -1;
    st.epVictim = -1;
  }
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
  st.keyLo = u.keyLo;
  st.keyHi = u.keyHi;
}
