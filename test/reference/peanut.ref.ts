/*
 * REFERENCE move generator for Peanut (`peanut`), for differential testing of the real engine only.
 *
 * Deliberately naive: a Map from cell name to man, cells handled as (file, rank) pairs, a fresh copy of the
 * position for every move, and legality decided by asking whether any enemy man attacks the king afterwards.
 * Written from docs/rules/peanut.md (§1.2 closed-form board test, §1.5 direction tables in (file, rank)
 * steps, §1.6 region lists, §3, §4) and docs/CONVENTIONS.md §4-§5; it imports nothing from engine/, and it
 * uses the document's (file, rank) coordinates rather than the engine's axial ones.
 *
 * Game-end rules do not stop move generation here (as in the document's T11, which lists the moves of a
 * bared side); `refStatus` reports them. Not covered: repetition (a house rule needing the game's history).
 *
 * Over 300 lines: a reference generator is one self-contained file on purpose, written from the rules alone and
 * sharing nothing with the engine.
 */
import { reference, type Reference } from './index';

export type Side = 'w' | 'b';
export interface Man {
  side: Side;
  type: string;
}
export interface PeanutState {
  board: Map<string, Man>;
  turn: Side;
  /** Promotion pool per side: letters of that side's captured rooks, bishops and knights. */
  pool: Record<Side, string[]>;
  /** Allows the hypothetical queen of the document's geometry examples (T9, T17); never in a real game. */
  queen: boolean;
}
export interface PeanutMove {
  text: string;
  next: PeanutState;
}

// ------------------------------------------------------------------ board (§1.2)

const FILES = 'abcdefgh';

/** Hex distance in the document's (file, rank-1) coordinates: max(|df - dn|, |dn|, |df|). */
function distance(f1: number, n1: number, f2: number, n2: number): number {
  const df = f2 - f1;
  const dn = n2 - n1;
  return Math.max(Math.abs(df - dn), Math.abs(dn), Math.abs(df));
}

/** The cell name at file index f (a = 0) and rank `rank` (1..10), or null when there is no such hex. */
function cellAt(f: number, rank: number): string | null {
  const n = rank - 1;
  if (distance(f, n, 2, 2) > 2 && distance(f, n, 5, 7) > 2) return null; // centres c3 and f8
  return FILES[f] + String(rank);
}

/** [file index, rank] of a cell name, or null. */
function parseCell(name: string): [number, number] | null {
  const m = /^([a-h])(10|[1-9])$/.exec(name);
  if (!m) return null;
  const f = FILES.indexOf(m[1]!);
  const rank = Number(m[2]);
  return cellAt(f, rank) === name ? [f, rank] : null;
}

/** Every cell name, rank by rank from rank 1, left to right. */
export const ALL_CELLS: string[] = [];
for (let rank = 1; rank <= 10; rank++)
  for (let f = 0; f < 8; f++) {
    const c = cellAt(f, rank);
    if (c) ALL_CELLS.push(c);
  }

type Step = readonly [number, number]; // (d file, d rank)

function go(cell: string, d: Step, times = 1): string | null {
  const [f, rank] = parseCell(cell)!;
  return cellAt(f + d[0] * times, rank + d[1] * times);
}

// ------------------------------------------------------------------ directions (§1.5), in (file, rank) steps

const ORTHO: Step[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
];
const DIAG: Step[] = [
  [1, 2],
  [-1, -2],
  [2, 1],
  [-2, -1],
  [1, -1],
  [-1, 1],
];
const KNIGHT: Step[] = [
  [1, 3],
  [2, 3],
  [3, 2],
  [3, 1],
  [2, -1],
  [1, -2],
  [-1, -3],
  [-2, -3],
  [-3, -2],
  [-3, -1],
  [-2, 1],
  [-1, 2],
];
const PAWN_STEPS: Record<Side, Step[]> = {
  w: [
    [0, 1],
    [1, 1],
  ],
  b: [
    [0, -1],
    [-1, -1],
  ],
};

// ------------------------------------------------------------------ regions (§1.6)

export const CASTLE: Record<Side, string[]> = {
  w: ['a1', 'b1', 'c1', 'b2', 'c2', 'c3'],
  b: ['f10', 'g10', 'h10', 'f9', 'g9', 'f8'],
};
const rankOf = (cell: string) => Number(cell.slice(1));
const inZone = (cell: string, side: Side) => (side === 'w' ? rankOf(cell) >= 8 : rankOf(cell) <= 3);
const onLastRank = (cell: string, side: Side) => rankOf(cell) === (side === 'w' ? 10 : 1);
const other = (s: Side): Side => (s === 'w' ? 'b' : 'w');

// ------------------------------------------------------------ position text (docs/CONVENTIONS.md §4, peanut.md §5.2)

/** Parses position text; `queen` admits the hypothetical queen letter Q (geometry tests only). */
export function parsePeanut(text: string, queen = false): PeanutState {
  const state: PeanutState = { board: new Map(), turn: 'w', pool: { w: [], b: [] }, queen };
  const letters = queen ? 'KRBNPQ' : 'KRBNP';
  for (const raw of text.split(';')) {
    const field = raw.trim();
    if (field === '') continue;
    const colon = field.indexOf(':');
    if (colon < 0) throw new Error(`field "${field}" is not key: value`);
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 1).trim();
    if (key === 'w' || key === 'b') {
      for (const token of value.split(/\s+/).filter((t) => t !== '')) {
        const letter = token[0]!;
        const cell = token.slice(1);
        if (!letters.includes(letter)) throw new Error(`${key}: bad man "${token}"`);
        if (!parseCell(cell)) throw new Error(`${key}: cell "${cell}" does not exist on the peanut board`);
        if (state.board.has(cell)) throw new Error(`${key}: cell "${cell}" is taken twice`);
        state.board.set(cell, { side: key, type: letter });
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') throw new Error(`turn: bad value "${value}"`);
      state.turn = value;
    } else if (key === 'hand') {
      for (const part of value.split(/\s+/).filter((t) => t !== '')) {
        const m = /^([wb]):([RBN]*)$/.exec(part);
        if (!m) throw new Error(`hand: bad part "${part}"`);
        state.pool[m[1] as Side].push(...m[2]!.split(''));
      }
    } else if (key === 'move' || key === 'clock') {
      if (!/^\d+$/.test(value)) throw new Error(`${key}: bad number "${value}"`);
    } else if (key === 'ep') {
      if (value !== '-') throw new Error('ep: peanut has no en passant');
    } else {
      throw new Error(`unknown field "${key}"`);
    }
  }
  return state;
}

// ------------------------------------------------------------------ moves

interface Pseudo {
  from: string;
  to: string;
  capture: boolean;
  stay?: boolean; // the king's capture without moving
  promo?: string;
}

/** Cells a slider reaches from `from` along `d`, up to `range` steps: empty cells, then one occupied cell. */
function ray(state: PeanutState, from: string, d: Step, range: number): string[] {
  const out: string[] = [];
  for (let k = 1; k <= range; k++) {
    const to = go(from, d, k);
    if (to === null) break; // a ray ends at the first missing hex
    out.push(to);
    if (state.board.has(to)) break;
  }
  return out;
}

/** Every move of `side` by the movement rules, ignoring king safety. */
function pseudoMoves(state: PeanutState, side: Side): Pseudo[] {
  const moves: Pseudo[] = [];
  const add = (from: string, to: string) => {
    const target = state.board.get(to);
    if (!target) moves.push({ from, to, capture: false });
    else if (target.side !== side) moves.push({ from, to, capture: true });
  };
  for (const [from, man] of state.board) {
    if (man.side !== side) continue;
    if (man.type === 'R' || man.type === 'Q')
      for (const d of ORTHO) for (const to of ray(state, from, d, 4)) add(from, to);
    if (man.type === 'B' || man.type === 'Q')
      for (const d of DIAG) for (const to of ray(state, from, d, 2)) add(from, to);
    if (man.type === 'N')
      for (const d of KNIGHT) {
        const to = go(from, d);
        if (to) add(from, to);
      }
    if (man.type === 'K') {
      for (const d of ORTHO) for (const to of ray(state, from, d, 2)) if (CASTLE[side].includes(to)) add(from, to);
      for (const d of ORTHO) {
        const to = go(from, d);
        const target = to === null ? undefined : state.board.get(to);
        if (to && target && target.side !== side && !CASTLE[side].includes(to))
          moves.push({ from, to, capture: true, stay: true });
      }
    }
    if (man.type === 'P') {
      for (const d of PAWN_STEPS[side]) {
        const to = go(from, d);
        if (to === null) continue;
        const target = state.board.get(to);
        if (target && target.side === side) continue;
        const capture = target !== undefined;
        if (!inZone(to, side)) {
          moves.push({ from, to, capture });
          continue;
        }
        for (const letter of new Set(state.pool[side])) moves.push({ from, to, capture, promo: letter });
        if (!onLastRank(to, side)) moves.push({ from, to, capture }); // declining is allowed below the last rank
      }
    }
  }
  return moves;
}

/** True when some man of `by` attacks `cell`: pawns always attack both forward hexes (§3.1, §3.6). */
function attacked(state: PeanutState, cell: string, by: Side): boolean {
  for (const [from, man] of state.board) {
    if (man.side !== by || man.type !== 'P') continue;
    if (PAWN_STEPS[by].some((d) => go(from, d) === cell)) return true;
  }
  return pseudoMoves(state, by).some((m) => m.capture && m.to === cell);
}

function applyMove(state: PeanutState, m: Pseudo): PeanutState {
  const board = new Map(state.board);
  const pool = { w: [...state.pool.w], b: [...state.pool.b] };
  const victim = board.get(m.to);
  if (m.capture && victim && 'RBNQ'.includes(victim.type)) pool[victim.side].push(victim.type);
  if (m.stay) board.delete(m.to);
  else {
    const man = board.get(m.from)!;
    board.delete(m.from);
    board.set(m.to, m.promo ? { side: man.side, type: m.promo } : man);
    if (m.promo) pool[man.side].splice(pool[man.side].indexOf(m.promo), 1);
  }
  return { board, turn: other(state.turn), pool, queen: state.queen };
}

function kingCell(state: PeanutState, side: Side): string | null {
  for (const [cell, man] of state.board) if (man.side === side && man.type === 'K') return cell;
  return null;
}

/** Is `side`'s king attacked? A side without a king is never in check. */
export function refInCheck(state: PeanutState, side: Side): boolean {
  const k = kingCell(state, side);
  return k !== null && attacked(state, k, other(side));
}

function moveText(m: Pseudo): string {
  return m.from + (m.stay ? '!' : m.capture ? 'x' : '-') + m.to + (m.promo ? '=' + m.promo : '');
}

/** Every legal move of the side to move, as long move text, with the position after it. */
export function refMoves(state: PeanutState): PeanutMove[] {
  const out: PeanutMove[] = [];
  for (const m of pseudoMoves(state, state.turn)) {
    const next = applyMove(state, m);
    if (!refInCheck(next, state.turn)) out.push({ text: moveText(m), next });
  }
  return out;
}

export function refPerft(state: PeanutState, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(state);
  return depth === 1 ? moves.length : moves.reduce((n, m) => n + refPerft(m.next, depth - 1), 0);
}

// ------------------------------------------------------------------ end of the game (§4)

export interface RefStatus {
  status: 'ongoing' | 'checkmate' | 'stalemate' | 'bare-king' | 'draw';
  winner: Side | '-';
}

/** The result by §4: checkmate, then the recommended bare-king procedure, then stalemate. */
export function refStatus(state: PeanutState): RefStatus {
  const toMove = state.turn;
  const mover = other(toMove);
  const moves = refMoves(state);
  const men = (side: Side) => [...state.board].filter(([, m]) => m.side === side && m.type !== 'K');
  if (moves.length === 0 && refInCheck(state, toMove)) return { status: 'checkmate', winner: mover };
  if (men(toMove).length === 0) {
    const theirs = men(mover);
    if (theirs.length === 0) return { status: 'draw', winner: '-' };
    const last = theirs.length === 1 ? theirs[0]![0] : null;
    if (last !== null && moves.some((m) => m.text.endsWith(`x${last}`) || m.text.endsWith(`!${last}`))) {
      return { status: 'bare-king', winner: '-' };
    }
    return { status: 'bare-king', winner: mover };
  }
  if (moves.length === 0) return { status: 'stalemate', winner: '-' };
  return { status: 'ongoing', winner: '-' };
}

export const REF_START =
  'w: Kb1 Ra1 Rc1 Na2 Nd2 Bb2 Bc2 Pb4 Pc4 Pd4 Pe4; b: Kg10 Rf10 Rh10 Ne9 Nh9 Bf9 Bg9 Pd7 Pe7 Pf7 Pg7; turn: w';

export const references: Record<string, Reference> = {
  peanut: reference((text) => parsePeanut(text), refMoves),
};
