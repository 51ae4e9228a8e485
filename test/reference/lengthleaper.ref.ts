/*
 * REFERENCE move generator for Lengthleaper Hex Chess, both subvariants (`lengthleaper`, `lengthleaper-birds`),
 * for differential testing of the real engine only.
 *
 * Written from docs/rules/lengthleaper.md and docs/CONVENTIONS.md §4–§5 alone; it imports nothing from
 * `engine/` and does not use the engine's axial coordinates. It counts in the rules reference's own terms:
 * a cell is (R, F, level), a vector is (dL, dR, dF), and the squared distance is dL² + dR² − dR·dF + dF²
 * (§1.6). A length leaper of SOLL s is "every vector with squared distance s", found by trying every small
 * integer vector. Plain objects, a Map keyed by cell name, a fresh board copy for every move, and a move is
 * legal when, on the board after it, no enemy man could capture the mover's King.
 *
 * Not covered (not needed for move generation): draw rules (repetition, 50 moves).
 * A side without a King is never in check, so a piece can be examined alone on an empty board.
 *
 * Over 300 lines: a reference generator is one self-contained file on purpose, written from the rules alone and
 * sharing nothing with the engine.
 */
import { reference, type Reference } from './index';
import { parseText, printText, type Man, type Side, type TextRules, type TextState } from './text';

export type LLVariant = 'lengthleaper' | 'lengthleaper-birds';
export type { Side };
export type LLPiece = Man;
/** A position; `ep` is the cell passed over by the last move's double step, `epVictim` the pawn that made it. */
export interface LLState extends TextState {
  variant: LLVariant;
  epVictim: string | null;
}
export interface LLMove {
  text: string;
  next: LLState;
}

// ---------------------------------------------------------------- cells (§1.1)

const LEVEL_OF_HEIGHT = ['d', 'c', 'b', 'a'];

interface Cell {
  R: number;
  F: number;
  h: number;
}

/** The cell at (R, F, h), named rank digit + level letter + column digit, or null when there is none. */
function nameOf(R: number, F: number, h: number): string | null {
  const columnExists = R >= 1 && R <= 9 && F >= 1 && F <= 6 && F >= R - 4 && F <= R + 1;
  if (!columnExists || h < 0 || h > 3) return null;
  return `${R}${LEVEL_OF_HEIGHT[h]}${F}`;
}

/** Every cell name, with its coordinates. */
const CELLS = new Map<string, Cell>();
for (let R = 1; R <= 9; R++)
  for (let F = 1; F <= 6; F++)
    for (let h = 0; h <= 3; h++) {
      const n = nameOf(R, F, h);
      if (n) CELLS.set(n, { R, F, h });
    }

/** Returns the cell `times` steps of (dL, dR, dF) from `from`, or null off the board. */
function step(from: string, [dL, dR, dF]: V3, times = 1): string | null {
  const c = CELLS.get(from)!;
  return nameOf(c.R + dR * times, c.F + dF * times, c.h + dL * times);
}

// ---------------------------------------------------------------- vectors (§1.5, §1.6, §2)

type V3 = readonly [number, number, number]; // (dL, dR, dF)

const ORTH: [number, number][] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, -1],
];
const inLevel = (dL: number) => ORTH.map(([dR, dF]): V3 => [dL, dR, dF]);

const KING_STEPS: V3[] = [...inLevel(0), [1, 0, 0], [-1, 0, 0], ...inLevel(1), ...inLevel(-1)];
const ROOK_LINES: V3[] = [...inLevel(0), [1, 0, 0], [-1, 0, 0]];
const BISHOP_LINES: V3[] = [...inLevel(1), ...inLevel(-1)];

/** Squared distance of a vector: levels squared plus the in-level hex norm dR² − dR·dF + dF². */
const squared = ([dL, dR, dF]: V3) => dL * dL + dR * dR - dR * dF + dF * dF;

/** Every vector of squared length `s` (the leaps of a length leaper), by trying every small vector. */
function leapsOfLength(s: number): V3[] {
  const out: V3[] = [];
  for (let dL = -5; dL <= 5; dL++)
    for (let dR = -5; dR <= 5; dR++)
      for (let dF = -5; dF <= 5; dF++) if (squared([dL, dR, dF]) === s) out.push([dL, dR, dF]);
  return out;
}

/** The length leapers by letter and SOLL (§2.3). */
const SOLL: Record<string, number> = { T: 4, S: 7, E: 8, W: 12, N: 13, F: 16, V: 17 };

// The birds (§2.4): Moorcock steps, Grouse steps; the large birds slide along them.
const MOORCOCK: V3[] = [
  [0, 2, 1],
  [0, -2, -1],
  [0, 0, 1],
  [0, 0, -1],
  [1, 0, 0],
  [-1, 0, 0],
];
const GROUSE: V3[] = [
  [1, 2, 1],
  [-1, 2, 1],
  [1, -2, -1],
  [-1, -2, -1],
  [1, 0, 1],
  [-1, 0, 1],
  [1, 0, -1],
  [-1, 0, -1],
];

interface Movement {
  leap: V3[];
  slide: V3[];
}
const MOVEMENT: Record<string, Movement> = {
  K: { leap: KING_STEPS, slide: [] },
  Q: { leap: [], slide: [...ROOK_LINES, ...BISHOP_LINES] },
  R: { leap: [], slide: ROOK_LINES },
  B: { leap: [], slide: BISHOP_LINES },
  C: { leap: MOORCOCK, slide: [] },
  M: { leap: [], slide: MOORCOCK },
  G: { leap: GROUSE, slide: [] },
  X: { leap: [], slide: GROUSE },
  O: { leap: [...MOORCOCK, ...GROUSE], slide: [] },
  A: { leap: [], slide: [...MOORCOCK, ...GROUSE] },
};
for (const [letter, s] of Object.entries(SOLL)) MOVEMENT[letter] = { leap: leapsOfLength(s), slide: [] };

const LETTERS: Record<LLVariant, string> = { lengthleaper: 'KQRBPTSEWNFV', 'lengthleaper-birds': 'KQPCMGXOASEWNFV' };
const PROMOTIONS: Record<LLVariant, string[]> = {
  lengthleaper: ['T', 'S', 'E', 'W', 'N', 'F', 'V'],
  'lengthleaper-birds': ['S', 'E', 'W', 'N', 'F', 'V'], // A8: no Twoleaper
};

// ---------------------------------------------------------------- pawns (§2.2)

const FORWARD: Record<Side, V3[]> = {
  w: [
    [0, 1, 0],
    [0, 1, 1],
  ],
  b: [
    [0, -1, 0],
    [0, -1, -1],
  ],
};
const PAWN_CAPTURES: Record<Side, V3[]> = {
  w: [
    [1, 1, 0],
    [-1, 1, 0],
    [1, 1, 1],
    [-1, 1, 1],
  ],
  b: [
    [1, -1, 0],
    [-1, -1, 0],
    [1, -1, -1],
    [-1, -1, -1],
  ],
};
const START_RANK: Record<Side, number> = { w: 3, b: 7 };
const LAST_RANK: Record<Side, number> = { w: 9, b: 1 };

const other = (s: Side): Side => (s === 'w' ? 'b' : 'w');

// ---------------------------------------------------------------- position text (docs/CONVENTIONS.md §4)

const textRules = (variant: LLVariant): TextRules => ({
  name: variant,
  letters: LETTERS[variant],
  hasCell: (c) => CELLS.has(c),
  order: boardOrder,
});

export function llParse(variant: LLVariant, text: string): LLState {
  if (!(variant in LETTERS)) throw new Error(`unknown variant "${variant}"`);
  const state: LLState = { variant, epVictim: null, ...parseText(textRules(variant), text) };
  if (state.ep) state.epVictim = findEpVictim(state, state.ep);
  return state;
}

/** The pawn that just passed over `ep`: one forward step of the side that moved beyond it, having come from the empty cell behind. */
function findEpVictim(state: LLState, ep: string): string {
  const mover = other(state.turn);
  const found: string[] = [];
  for (const f of FORWARD[mover]) {
    const at = step(ep, f);
    const from = step(ep, f, -1);
    const p = at ? state.board.get(at) : undefined;
    if (at && from && p && p.side === mover && p.type === 'P' && !state.board.has(from) && !state.board.has(ep))
      found.push(at);
  }
  if (found.length !== 1)
    throw new Error(`ep: ${found.length === 0 ? 'no' : 'more than one'} pawn passed over "${ep}"`);
  return found[0]!;
}

/** Board order (docs/CONVENTIONS.md §6, rules §7 lists): level a..d, then rank, then falling F. */
function boardOrder(x: string, y: string): number {
  const a = CELLS.get(x)!;
  const b = CELLS.get(y)!;
  return b.h - a.h || a.R - b.R || b.F - a.F;
}

export const llText = (state: LLState): string => printText(textRules(state.variant), state);

// ---------------------------------------------------------------- pseudo-legal moves

interface Pseudo {
  from: string;
  to: string;
  capture: boolean;
  promo?: string;
  epVictim?: string; // the pawn removed by an en-passant capture
  passedOver?: string; // the cell a double step passed over
}

/** Cells the man on `from` moves to or captures on (not pawns): leaps, and slides up to the first man. */
function pieceTargets(state: LLState, from: string, piece: LLPiece, out: Pseudo[]): void {
  const mv = MOVEMENT[piece.type]!;
  const consider = (to: string): boolean => {
    const target = state.board.get(to);
    if (!target) out.push({ from, to, capture: false });
    else if (target.side !== piece.side) out.push({ from, to, capture: true });
    return !target;
  };
  for (const d of mv.leap) {
    const to = step(from, d);
    if (to) consider(to);
  }
  for (const d of mv.slide)
    for (let k = 1; ; k++) {
      const to = step(from, d, k);
      if (!to || !consider(to)) break;
    }
}

function pawnMoves(state: LLState, from: string, side: Side, out: Pseudo[]): void {
  const add = (m: Pseudo) => {
    if (CELLS.get(m.to)!.R !== LAST_RANK[side]) return void out.push(m);
    const level = m.to[1];
    for (const letter of PROMOTIONS[state.variant]) {
      if (letter === 'W' && level !== 'a' && level !== 'd') continue; // a Permit only on levels a and d
      out.push({ ...m, promo: letter });
    }
  };
  for (const f of FORWARD[side]) {
    const one = step(from, f);
    if (!one || state.board.has(one)) continue;
    add({ from, to: one, capture: false });
    const two = step(from, f, 2);
    if (CELLS.get(from)!.R === START_RANK[side] && two && !state.board.has(two))
      add({ from, to: two, capture: false, passedOver: one });
  }
  for (const d of PAWN_CAPTURES[side]) {
    const to = step(from, d);
    if (!to) continue;
    const target = state.board.get(to);
    if (target && target.side !== side) add({ from, to, capture: true });
    else if (!target && to === state.ep && state.epVictim) add({ from, to, capture: true, epVictim: state.epVictim });
  }
}

function pseudoMoves(state: LLState, side: Side): Pseudo[] {
  const out: Pseudo[] = [];
  for (const [from, piece] of state.board) {
    if (piece.side !== side) continue;
    if (piece.type === 'P') pawnMoves(state, from, side, out);
    else pieceTargets(state, from, piece, out);
  }
  return out;
}

// ---------------------------------------------------------------- check and legality

/** Could the man on `from` capture on `target`? A length leaper: exactly when the squared distance is its SOLL. */
function attacks(state: LLState, from: string, piece: LLPiece, target: string): boolean {
  const a = CELLS.get(from)!;
  const b = CELLS.get(target)!;
  const soll = SOLL[piece.type];
  if (soll !== undefined) return squared([b.h - a.h, b.R - a.R, b.F - a.F]) === soll;
  if (piece.type === 'P') return PAWN_CAPTURES[piece.side].some((d) => step(from, d) === target);
  const out: Pseudo[] = [];
  pieceTargets(state, from, piece, out);
  return out.some((m) => m.to === target);
}

export function llInCheck(state: LLState, side: Side): boolean {
  let king: string | null = null;
  for (const [cell, p] of state.board) if (p.side === side && p.type === 'K') king = cell;
  if (!king) return false;
  for (const [cell, p] of state.board) if (p.side !== side && attacks(state, cell, p, king)) return true;
  return false;
}

function applyMove(state: LLState, m: Pseudo): LLState {
  const board = new Map(state.board);
  const piece = board.get(m.from)!;
  board.delete(m.from);
  if (m.epVictim) board.delete(m.epVictim);
  board.set(m.to, m.promo ? { side: piece.side, type: m.promo } : piece);
  return {
    variant: state.variant,
    board,
    turn: other(state.turn),
    ep: m.passedOver ?? null,
    epVictim: m.passedOver ? m.to : null,
    clock: m.capture || piece.type === 'P' ? 0 : state.clock + 1,
    move: state.turn === 'b' ? state.move + 1 : state.move,
  };
}

const moveText = (m: Pseudo) => m.from + (m.capture ? 'x' : '-') + m.to + (m.promo ? '=' + m.promo : '');

/** Every legal move of the side to move, in long move text, with the position after it. */
export function llMoves(state: LLState): LLMove[] {
  const result: LLMove[] = [];
  const texts = new Set<string>();
  for (const m of pseudoMoves(state, state.turn)) {
    const next = applyMove(state, m);
    if (llInCheck(next, state.turn)) continue;
    const text = moveText(m);
    if (texts.has(text)) continue; // two vectors reaching one cell make one move
    texts.add(text);
    result.push({ text, next });
  }
  return result;
}

export function llPerft(state: LLState, depth: number): number {
  if (depth === 0) return 1;
  const moves = llMoves(state);
  return depth === 1 ? moves.length : moves.reduce((n, m) => n + llPerft(m.next, depth - 1), 0);
}

export function llStatus(state: LLState): 'ongoing' | 'checkmate' | 'stalemate' {
  if (llMoves(state).length > 0) return 'ongoing';
  return llInCheck(state, state.turn) ? 'checkmate' : 'stalemate';
}

/** Every leap of a length leaper (for the reference's own tests). */
export const llLeaps = (letter: string): V3[] => leapsOfLength(SOLL[letter]!);

export const LL_START: Record<LLVariant, string> = {
  lengthleaper:
    'w: K1b1 Q1b2 R1d1 R1d2 B1a1 B1a2 F1c1 F1c2 W2a3 W2d1 S2a2 S2d2 E2b3 E2c1 T2b2 T2c2 V2b1 V2c3 N2a1 N2d3 P3a1 P3a2 P3a3 P3a4 P3b1 P3b2 P3b3 P3b4 P3c1 P3c2 P3c3 P3c4 P3d1 P3d2 P3d3 P3d4; ' +
    'b: K9b5 Q9b6 R9d5 R9d6 B9a5 B9a6 F9c5 F9c6 W8a6 W8d4 S8a5 S8d5 E8b6 E8c4 T8b5 T8c5 V8b4 V8c6 N8a4 N8d6 P7a3 P7a4 P7a5 P7a6 P7b3 P7b4 P7b5 P7b6 P7c3 P7c4 P7c5 P7c6 P7d3 P7d4 P7d5 P7d6; turn: w',
  'lengthleaper-birds':
    'w: K1b1 Q1b2 G1a1 X1a2 O1c1 A1c2 C1d1 M1d2 W2a3 W2d1 S2a2 S2d2 E2b3 E2c1 F2b2 F2c2 V2b1 V2c3 N2a1 N2d3 P3a1 P3a2 P3a3 P3a4 P3b1 P3b2 P3b3 P3b4 P3c1 P3c2 P3c3 P3c4 P3d1 P3d2 P3d3 P3d4; ' +
    'b: K9b5 Q9b6 G9a5 X9a6 O9c5 A9c6 C9d5 M9d6 W8a6 W8d4 S8a5 S8d5 E8b6 E8c4 F8b5 F8c5 V8b4 V8c6 N8a4 N8d6 P7a3 P7a4 P7a5 P7a6 P7b3 P7b4 P7b5 P7b6 P7c3 P7c4 P7c5 P7c6 P7d3 P7d4 P7d5 P7d6; turn: w',
};

/** The references of both subvariants, for test/engine/perft.test.ts. */
export const references: Record<LLVariant, Reference> = {
  lengthleaper: reference((t) => llParse('lengthleaper', t), llMoves),
  'lengthleaper-birds': reference((t) => llParse('lengthleaper-birds', t), llMoves),
};
