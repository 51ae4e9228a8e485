/*
 * REFERENCE move generator for Gliński (`glinski`) and Full House (`fullhouse`)
 * hexagonal chess — for differential testing of the real engine only.
 *
 * It is deliberately naive: plain objects, a Map keyed by cell name, string
 * comparisons, a fresh board copy for every move, and legality decided by
 * generating every opponent move on the resulting board. It was written from
 * the rules documents alone (docs/rules/glinski.md, docs/rules/fullhouse.md,
 * docs/CONVENTIONS.md §4 and §5) and imports nothing from `engine/`, so that
 * the two programs share no code and no mistakes.
 *
 * Not covered (not needed for perft): draw rules (repetition, 50 moves).
 * A side without a king is never "in check"; this lets tests look at one
 * piece alone on an empty board.
 *
 * Over 300 lines: a reference generator is one self-contained file on purpose, written from the rules alone and
 * sharing nothing with the engine.
 */

import { parseText, printText, type Side, type TextRules, type TextState } from './text';

export type RefVariant = 'glinski' | 'fullhouse';
/** A position: its men (cell name -> man), turn, the cell skipped by the last double step or null, clock, move. */
interface RefState extends TextState {
  variant: RefVariant;
}
interface RefMove {
  text: string;
  next: RefState;
}

// ---------------------------------------------------------------- board (glinski.md §1.3)

const FILES = 'abcdefghikl'; // no j; index 0..10, q = index - 5

/** Axial (q, r) -> cell name, or null when off the board. */
function cellName(q: number, r: number): string | null {
  if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) > 5) return null;
  const n = r + 6 - Math.max(0, -q);
  return FILES[q + 5] + String(n);
}

/** Cell name -> axial [q, r], or null when the name is not a cell. */
function cellCoords(name: string): [number, number] | null {
  const m = /^([a-l])(\d{1,2})$/.exec(name);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const fileIndex = FILES.indexOf(m[1]);
  if (fileIndex < 0) return null; // 'j'
  const q = fileIndex - 5;
  const r = Number(m[2]) - 6 + Math.max(0, -q);
  return cellName(q, r) === name ? [q, r] : null; // rejects e.g. a7, f0, f012
}

type Vec = readonly [number, number]; // (dq, dr)

function step(cell: string, d: Vec, times = 1): string | null {
  const [q, r] = cellCoords(cell)!;
  return cellName(q + d[0] * times, r + d[1] * times);
}

// ---------------------------------------------------------------- directions (glinski.md §1.4, fullhouse.md §1)

const ORTHO: Vec[] = [
  [0, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
];
const DIAG: Vec[] = [
  [1, 1],
  [2, -1],
  [1, -2],
  [-1, -1],
  [-2, 1],
  [-1, 2],
];
const KNIGHT: Vec[] = [
  [1, 2],
  [-1, 3],
  [2, 1],
  [3, -1],
  [3, -2],
  [2, -3],
  [1, -3],
  [-1, -2],
  [-2, -1],
  [-3, 1],
  [-3, 2],
  [-2, 3],
];
const ORTHO2 = ORTHO.map(([q, r]): Vec => [2 * q, 2 * r]);
const ORTHO3 = ORTHO.map(([q, r]): Vec => [3 * q, 3 * r]);
const KING = [...ORTHO, ...DIAG];

// A "slide" visits c+v, c+2v, ... and stops at the first occupied cell. Only
// those visited cells matter, which is exactly right both for diagonal slides
// (not blocked by the two cells passed between) and for the nightrider (only
// the landing cells must be empty). A "leap" goes to c+v only.
interface Movement {
  slide: Vec[];
  leap: Vec[];
}
const PIECES: Record<string, Movement> = {
  K: { slide: [], leap: KING },
  Q: { slide: [...ORTHO, ...DIAG], leap: [] },
  R: { slide: ORTHO, leap: [] },
  B: { slide: DIAG, leap: [] },
  N: { slide: [], leap: KNIGHT },
  S: { slide: ORTHO, leap: DIAG }, // Sailor = rook + king
  M: { slide: DIAG, leap: ORTHO }, // Missionary = bishop + king
  T: { slide: [], leap: [...ORTHO2, ...DIAG] }, // Thunderbird
  H: { slide: [], leap: [...ORTHO2, ...DIAG, ...ORTHO] }, // Hippo = T + king
  E: { slide: [], leap: [...ORTHO3, ...KNIGHT] }, // Pegasus
  Y: { slide: [], leap: [...ORTHO3, ...KNIGHT, ...KING] }, // Hydra = E + king
  U: { slide: [...DIAG, ...KNIGHT], leap: [] }, // Unicorn = bishop + nightrider
};

const LETTERS: Record<RefVariant, string> = { glinski: 'KQRBNP', fullhouse: 'KQRBNPSMTHEYU' };
const PROMOTIONS: Record<RefVariant, string[]> = {
  glinski: ['Q', 'R', 'B', 'N'],
  fullhouse: ['Q', 'R', 'B', 'N', 'S', 'M', 'T', 'H', 'E', 'Y', 'U'], // the 'all' reading
};

// ---------------------------------------------------------------- pawns (glinski.md §1.7, §3.7)

const PAWN_START: Record<Side, string[]> = {
  w: ['b1', 'c2', 'd3', 'e4', 'f5', 'g4', 'h3', 'i2', 'k1'],
  b: ['b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'h7', 'i7', 'k7'],
};
const PAWN_FORWARD: Record<Side, Vec> = { w: [0, 1], b: [0, -1] };
const PAWN_CAPTURES: Record<Side, Vec[]> = {
  w: [
    [-1, 1],
    [1, 0],
  ],
  b: [
    [-1, 0],
    [1, -1],
  ],
};

/** A pawn promotes on the last cell of its file: the cell with no cell in front of it. */
function isPromotionCell(cell: string, side: Side): boolean {
  return step(cell, PAWN_FORWARD[side]) === null;
}

function other(side: Side): Side {
  return side === 'w' ? 'b' : 'w';
}

// ---------------------------------------------------------------- position text (docs/CONVENTIONS.md §4)

const textRules = (variant: RefVariant): TextRules => ({
  name: variant,
  letters: LETTERS[variant],
  hasCell: (c) => cellCoords(c) !== null,
  order: boardOrder,
});

export function refParse(variant: RefVariant, text: string): RefState {
  if (variant !== 'glinski' && variant !== 'fullhouse') throw new Error(`unknown variant "${variant}"`);
  const state: RefState = { variant, ...parseText(textRules(variant), text) };
  if (state.move < 1) throw new Error('move: must be at least 1');
  for (const side of ['w', 'b'] as Side[]) {
    const kings = [...state.board.values()].filter((p) => p.side === side && p.type === 'K');
    if (kings.length > 1) throw new Error(`${side}: more than one king`);
  }
  return state;
}

/** Board order (docs/CONVENTIONS.md §6): by rank number, then by file letter. */
function boardOrder(a: string, b: string): number {
  const rank = Number(a.slice(1)) - Number(b.slice(1));
  return rank !== 0 ? rank : FILES.indexOf(a.slice(0, 1)) - FILES.indexOf(b.slice(0, 1));
}

/** Position text of a state: all fields except those at their default (turn always printed). */
export const refText = (state: RefState): string => printText(textRules(state.variant), state);

// ---------------------------------------------------------------- pseudo-legal moves

interface Pseudo {
  from: string;
  to: string;
  capture: boolean;
  promo?: string; // letter of the promoted piece
  epVictim?: string; // cell of the pawn removed by an en-passant capture
  doubleStepSkip?: string; // cell skipped by a pawn's double step
}

/** Every move of `side` that obeys the piece rules, ignoring king safety. */
function pseudoMoves(state: RefState, side: Side): Pseudo[] {
  const moves: Pseudo[] = [];
  for (const [from, piece] of state.board) {
    if (piece.side !== side) continue;
    if (piece.type === 'P') {
      pawnMoves(state, from, side, moves);
      continue;
    }
    const movement = PIECES[piece.type];
    if (!movement) throw new Error(`no movement for piece ${piece.type}`);
    for (const d of movement.leap) {
      const to = step(from, d);
      if (to === null) continue;
      const target = state.board.get(to);
      if (!target) moves.push({ from, to, capture: false });
      else if (target.side !== side) moves.push({ from, to, capture: true });
    }
    for (const d of movement.slide) {
      for (let k = 1; ; k++) {
        const to = step(from, d, k);
        if (to === null) break;
        const target = state.board.get(to);
        if (!target) {
          moves.push({ from, to, capture: false });
          continue;
        }
        if (target.side !== side) moves.push({ from, to, capture: true });
        break;
      }
    }
  }
  return moves;
}

function pawnMoves(state: RefState, from: string, side: Side, moves: Pseudo[]): void {
  const addWithPromotion = (move: Pseudo) => {
    if (!isPromotionCell(move.to, side)) moves.push(move);
    else for (const letter of PROMOTIONS[state.variant]) moves.push({ ...move, promo: letter });
  };
  const one = step(from, PAWN_FORWARD[side]);
  if (one !== null && !state.board.has(one)) {
    addWithPromotion({ from, to: one, capture: false });
    const two = step(from, PAWN_FORWARD[side], 2);
    if (PAWN_START[side].includes(from) && two !== null && !state.board.has(two)) {
      addWithPromotion({ from, to: two, capture: false, doubleStepSkip: one });
    }
  }
  for (const d of PAWN_CAPTURES[side]) {
    const to = step(from, d);
    if (to === null) continue;
    const target = state.board.get(to);
    if (target && target.side !== side) {
      addWithPromotion({ from, to, capture: true });
    } else if (!target && to === state.ep) {
      // The enemy pawn that double-stepped over `to` now stands one cell beyond it.
      const victim = step(to, PAWN_FORWARD[side], -1);
      const victimPiece = victim === null ? undefined : state.board.get(victim);
      if (victimPiece && victimPiece.side !== side && victimPiece.type === 'P') {
        addWithPromotion({ from, to, capture: true, epVictim: victim! });
      }
    }
  }
}

// ---------------------------------------------------------------- making moves and legality

function applyMove(state: RefState, m: Pseudo): RefState {
  const board = new Map(state.board);
  const piece = board.get(m.from)!;
  board.delete(m.from);
  if (m.epVictim) board.delete(m.epVictim);
  board.set(m.to, m.promo ? { side: piece.side, type: m.promo } : piece);
  return {
    variant: state.variant,
    board,
    turn: other(state.turn),
    ep: m.doubleStepSkip ?? null,
    clock: m.capture || piece.type === 'P' ? 0 : state.clock + 1,
    move: state.turn === 'b' ? state.move + 1 : state.move,
  };
}

/** Is `side`'s king attacked? Simplest way: can any enemy move land on the king's cell? */
function refInCheck(state: RefState, side: Side): boolean {
  let kingCell: string | null = null;
  for (const [cell, piece] of state.board) if (piece.side === side && piece.type === 'K') kingCell = cell;
  if (kingCell === null) return false;
  // En passant never lands on an occupied cell, so the ep field is irrelevant here.
  return pseudoMoves({ ...state, ep: null }, other(side)).some((m) => m.to === kingCell);
}

function moveText(m: Pseudo): string {
  return m.from + (m.capture ? 'x' : '-') + m.to + (m.promo ? '=' + m.promo : '');
}

/** Every legal move of the side to move, in long move text, with the position after it. */
export function refMoves(state: RefState): RefMove[] {
  const result: RefMove[] = [];
  const texts = new Set<string>();
  for (const m of pseudoMoves(state, state.turn)) {
    const next = applyMove(state, m);
    if (refInCheck(next, state.turn)) continue;
    const text = moveText(m);
    if (texts.has(text)) continue; // two vector lists reaching one cell would be one move
    texts.add(text);
    result.push({ text, next });
  }
  return result;
}

export function refPerft(state: RefState, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += refPerft(m.next, depth - 1);
  return total;
}

export function refDivide(state: RefState, depth: number): Map<string, number> {
  if (depth < 1) throw new Error('refDivide: depth must be at least 1');
  const result = new Map<string, number>();
  for (const m of refMoves(state)) result.set(m.text, refPerft(m.next, depth - 1));
  return result;
}

export function refStatus(state: RefState): 'ongoing' | 'checkmate' | 'stalemate' {
  if (refMoves(state).length > 0) return 'ongoing';
  return refInCheck(state, state.turn) ? 'checkmate' : 'stalemate';
}

export const REF_START: Record<RefVariant, string> = {
  glinski:
    'w: Kg1 Qe1 Rc1 Ri1 Nd1 Nh1 Bf1 Bf2 Bf3 Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; ' +
    'b: Kg10 Qe10 Rc8 Ri8 Nd9 Nh9 Bf9 Bf10 Bf11 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7; turn: w',
  fullhouse:
    'w: Kf1 Qe1 Rc1 Ri1 Nd1 Nh1 Bf2 Bf3 Bf4 Sg3 Mh2 Te2 Hg2 Ee3 Yg1 Ud2 ' +
    'Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; ' +
    'b: Kf11 Qe10 Rc8 Ri8 Nd9 Nh9 Bf8 Bf9 Bf10 Sg8 Mh8 Te9 Hg9 Ee8 Yg10 Ud8 ' +
    'Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7; turn: w',
};
