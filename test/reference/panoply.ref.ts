/*
 * REFERENCE move generator for Panoply (`panoply`), for differential testing of the real engine only.
 *
 * Written from docs/rules/panoply.md and docs/CONVENTIONS.md §4-§5 alone; it imports nothing from
 * `engine/`. It is deliberately plain: cells are (file, rank) pairs exactly as the rules document numbers
 * them (file 0 = a ... 12 = m, `j` included), every move builds a fresh board, and a move is legal when no
 * move of the opponent in the resulting position captures the King. It follows the document's recommended
 * readings: Guard reading A, Barricade-against-Barricade alignment tested at the capturing step, the clock
 * rules I1-I5 of §4.5.
 *
 * Over 300 lines: a reference generator is one self-contained file on purpose, written from the rules alone and
 * sharing nothing with the engine.
 */
import { reference, type Reference } from './index';

export type Side = 'w' | 'b';
export type Letter = 'K' | 'R' | 'S' | 'C' | 'H' | 'G' | 'P' | 'X';
type Cell = readonly [number, number]; // [file, rank]
/** A man. A Barricade (X) is one man on two cells: each of its cells holds an entry naming the other cell. */
export interface Man {
  readonly side: Side;
  readonly letter: Letter;
  readonly mate?: Cell;
}
export interface RefState {
  readonly board: readonly (readonly (Man | null)[])[]; // board[file][rank]
  readonly turn: Side;
  readonly clock: number;
  readonly move: number;
}
/** A pseudo-legal move: its long text, the cells of the men it removes (one cell each), and the board after it. */
interface RawMove {
  readonly text: string;
  readonly taken: readonly Cell[];
  readonly moved: readonly Cell[]; // the cells the moving man stands on afterwards
  readonly pawn: boolean;
  readonly heraldMoved: boolean;
  readonly from: Cell;
  readonly after: () => (Man | null)[][];
}
export interface RefMove {
  readonly text: string;
  readonly next: RefState;
}

// ------------------------------------------------------------------ board (§1.2, §1.3)

const FILES = 'abcdefghijklm';
const onBoard = (f: number, n: number) => n >= 1 && n <= 13 && f >= 0 && f <= 12 && f + n >= 7 && f + n <= 19;
const nameOf = (c: Cell) => `${FILES[c[0]]}${c[1]}`;
const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const add = (c: Cell, d: Cell, k = 1): Cell => [c[0] + d[0] * k, c[1] + d[1] * k];
const valid = (c: Cell) => onBoard(c[0], c[1]);

function parseCell(name: string): Cell | null {
  const m = /^([a-m])([1-9]|1[0-3])$/.exec(name);
  if (!m) return null;
  const c: Cell = [FILES.indexOf(m[1]!), Number(m[2])];
  return valid(c) ? c : null;
}

/** Board order: lower rank first, then lower file. */
const before = (a: Cell, b: Cell) => a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]);

const E: Cell = [1, 0];
const W: Cell = [-1, 0];
const NE: Cell = [0, 1];
const NW: Cell = [-1, 1];
const SW: Cell = [0, -1];
const SE: Cell = [1, -1];
const DIRS: readonly Cell[] = [E, W, NE, NW, SW, SE];
const FORWARD: Record<Side, readonly Cell[]> = { w: [NE, NW], b: [SW, SE] };
const LAST_RANK: Record<Side, number> = { w: 13, b: 1 };
const PROMOTIONS = ['R', 'S', 'C', 'H', 'G'] as const;
const other = (s: Side): Side => (s === 'w' ? 'b' : 'w');

const neighbours = (c: Cell): Cell[] => DIRS.map((d) => add(c, d)).filter(valid);
const adjacent = (a: Cell, b: Cell) => DIRS.some((d) => same(add(a, d), b));

function at(board: readonly (readonly (Man | null)[])[], c: Cell): Man | null {
  return valid(c) ? board[c[0]]![c[1]]! : null;
}

function copy(board: readonly (readonly (Man | null)[])[]): (Man | null)[][] {
  return board.map((col) => col.slice());
}

function emptyBoard(): (Man | null)[][] {
  return Array.from({ length: 13 }, () => new Array<Man | null>(14).fill(null));
}

/** Removes the man on `c` (both cells of a Barricade). */
function removeMan(board: (Man | null)[][], c: Cell): void {
  const man = board[c[0]]![c[1]]!;
  board[c[0]]![c[1]] = null;
  if (man?.mate) board[man.mate[0]]![man.mate[1]] = null;
}

// ----------------------------------------------------------- position text (docs/CONVENTIONS.md §4, panoply.md §5.3)

export function refParse(text: string): RefState {
  const board = emptyBoard();
  let turn: Side = 'w';
  let clock = 0;
  let move = 1;
  const seen = new Set<string>();
  for (const raw of text.split(';')) {
    const field = raw.trim();
    if (!field) continue;
    const i = field.indexOf(':');
    if (i < 0) throw new Error(`field "${field}" has no ":"`);
    const key = field.slice(0, i).trim();
    const value = field.slice(i + 1).trim();
    if (seen.has(key)) throw new Error(`field "${key}" twice`);
    seen.add(key);
    if (key === 'w' || key === 'b') {
      for (const token of value.split(/\s+/).filter(Boolean)) {
        const m = /^([KRSCHGPX])([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(token);
        if (!m) throw new Error(`bad man "${token}"`);
        const c = parseCell(m[2]!);
        const c2 = m[3] === undefined ? null : parseCell(m[3]);
        if (!c || (m[3] !== undefined && !c2)) throw new Error(`bad cell in "${token}"`);
        if ((m[1] === 'X') !== (c2 !== null))
          throw new Error(`"${token}": only a Barricade names two cells, and it must`);
        for (const cc of c2 ? [c, c2] : [c])
          if (at(board, cc)) throw new Error(`cell ${nameOf(cc)} occupied twice in "${token}"`);
        if (c2) {
          if (!adjacent(c, c2)) throw new Error(`"${token}": the Barricade's cells are not adjacent`);
          board[c[0]]![c[1]] = { side: key, letter: 'X', mate: c2 };
          board[c2[0]]![c2[1]] = { side: key, letter: 'X', mate: c };
        } else board[c[0]]![c[1]] = { side: key, letter: m[1] as Letter };
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') throw new Error(`bad turn "${value}"`);
      turn = value;
    } else if (key === 'clock' || key === 'move') {
      if (!/^\d+$/.test(value)) throw new Error(`bad ${key} "${value}"`);
      if (key === 'clock') clock = Number(value);
      else move = Number(value);
    } else throw new Error(`unknown field "${key}"`);
  }
  for (const side of ['w', 'b'] as const) {
    const men = allCells().filter((c) => at(board, c)?.side === side);
    if (men.filter((c) => at(board, c)!.letter === 'K').length !== 1)
      throw new Error(`${side}: needs exactly one King`);
    if (men.filter((c) => at(board, c)!.letter === 'X').length > 4)
      throw new Error(`${side}: more than two Barricades`);
    if (men.some((c) => at(board, c)!.letter === 'P' && c[1] === LAST_RANK[side]))
      throw new Error(`${side}: a Pawn on its last rank`);
  }
  return { board, turn, clock, move };
}

/** Every cell in board order. */
function allCells(): Cell[] {
  const out: Cell[] = [];
  for (let n = 1; n <= 13; n++) for (let f = 0; f <= 12; f++) if (onBoard(f, n)) out.push([f, n]);
  return out;
}
const ALL = allCells();

export function refText(s: RefState): string {
  const fields: string[] = [];
  for (const side of ['w', 'b'] as const) {
    const tokens: string[] = [];
    for (const c of ALL) {
      const man = at(s.board, c);
      if (!man || man.side !== side) continue;
      if (man.mate && before(man.mate, c)) continue;
      tokens.push(man.mate ? `X${nameOf(c)}-${nameOf(man.mate)}` : `${man.letter}${nameOf(c)}`);
    }
    if (tokens.length) fields.push(`${side}: ${tokens.join(' ')}`);
  }
  if (s.turn === 'b') fields.push('turn: b');
  if (s.clock) fields.push(`clock: ${s.clock}`);
  if (s.move !== 1) fields.push(`move: ${s.move}`);
  return fields.join('; ');
}

// ------------------------------------------------------------------ freezing (§3.5, §4.2)

/** A man is frozen when a cell of it touches a Herald of the other side. */
function frozen(board: readonly (readonly (Man | null)[])[], c: Cell): boolean {
  const man = at(board, c)!;
  const cells = man.mate ? [c, man.mate] : [c];
  return cells.some((x) =>
    neighbours(x).some((y) => {
      const h = at(board, y);
      return h !== null && h.letter === 'H' && h.side !== man.side;
    }),
  );
}

// ------------------------------------------------------------------ pseudo-legal moves (§3)

/** The Barricade-target rule (§3.0): may a capture travelling in direction d take the man on T? */
function canTake(board: readonly (readonly (Man | null)[])[], side: Side, t: Cell, d: Cell): boolean {
  const man = at(board, t);
  if (!man || man.side === side) return false;
  return !man.mate || same(man.mate, add(t, d));
}

function simple(
  board: readonly (readonly (Man | null)[])[],
  from: Cell,
  to: Cell,
  taken: Cell | null,
  promo?: string,
): RawMove {
  const man = at(board, from)!;
  return {
    text: `${nameOf(from)}${taken ? 'x' : '-'}${nameOf(to)}${promo ? `=${promo}` : ''}`,
    taken: taken ? [taken] : [],
    moved: [to],
    pawn: man.letter === 'P',
    heraldMoved: man.letter === 'H',
    from,
    after: () => {
      const b = copy(board);
      if (taken) removeMan(b, taken);
      b[from[0]]![from[1]] = null;
      b[to[0]]![to[1]] = promo ? { side: man.side, letter: promo as Letter } : man;
      return b;
    },
  };
}

function slideTargets(board: readonly (readonly (Man | null)[])[], from: Cell, d: Cell): Cell[] {
  const out: Cell[] = [];
  for (let c = add(from, d); valid(c) && !at(board, c); c = add(c, d)) out.push(c);
  return out;
}

function pieceMoves(board: readonly (readonly (Man | null)[])[], from: Cell): RawMove[] {
  const man = at(board, from)!;
  const side = man.side;
  const out: RawMove[] = [];
  const L = man.letter;
  if (L === 'X') return barricadeMoves(board, from);
  if (L === 'R' || L === 'S' || L === 'C' || L === 'H') {
    for (const d of DIRS) for (const c of slideTargets(board, from, d)) out.push(simple(board, from, c, null));
  }
  if (L === 'K' || (L === 'G' && GUARD === 'B')) {
    for (const d of DIRS) {
      const t = add(from, d);
      if (!valid(t)) continue;
      if (!at(board, t)) out.push(simple(board, from, t, null));
      else if (canTake(board, side, t, d)) out.push(simple(board, from, t, t));
    }
  }
  if (L === 'R') {
    for (const d of DIRS) {
      const path = slideTargets(board, from, d);
      const t = add(from, d, path.length + 1);
      if (valid(t) && canTake(board, side, t, d)) out.push(simple(board, from, t, t));
    }
  }
  if (L === 'S') {
    for (const d of DIRS) {
      const k = slideTargets(board, from, d).length + 1;
      const t = add(from, d, k);
      if (!valid(t) || !canTake(board, side, t, d)) continue;
      const back = [-d[0], -d[1]] as const;
      let ok = true;
      for (let i = 1; i <= k; i++) if (!valid(add(from, back, i)) || at(board, add(from, back, i))) ok = false;
      if (ok) out.push(simple(board, from, add(from, back, k), t));
    }
  }
  if (L === 'C') {
    for (const d of DIRS) {
      for (let k = 1; valid(add(from, d, k)); k++) {
        const t = add(from, d, k);
        const land = add(from, d, 2 * k);
        if (canTake(board, side, t, d) && valid(land) && !at(board, land)) out.push(simple(board, from, land, t));
      }
    }
  }
  if (L === 'G' && GUARD === 'A') {
    for (const d of DIRS) {
      let x = add(from, d);
      while (valid(x) && at(board, x)?.side === side) x = add(x, d);
      if (!valid(x)) continue;
      if (!at(board, x)) out.push(simple(board, from, x, null));
      else if (canTake(board, side, x, d)) out.push(simple(board, from, x, x));
    }
  }
  if (L === 'P') {
    const promos = (c: Cell) => (c[1] === LAST_RANK[side] ? PROMOTIONS : [undefined]);
    for (const d of FORWARD[side]) {
      for (const c of slideTargets(board, from, d))
        for (const p of promos(c)) out.push(simple(board, from, c, null, p));
      const t = add(from, d);
      const land = add(from, d, 2);
      const victim = at(board, t);
      if (victim && victim.side !== side && victim.letter !== 'X' && valid(land) && !at(board, land))
        for (const p of promos(land)) out.push(simple(board, from, land, t, p));
    }
  }
  return out;
}

// ------------------------------------------------------------------ the Barricade (§3.8)

interface BarStep {
  readonly pair: readonly [Cell, Cell]; // in board order
  readonly taken: Cell | null;
}

const ordered = (a: Cell, b: Cell): [Cell, Cell] => (before(a, b) ? [a, b] : [b, a]);

/** The steps of the Barricade on a + b: rotations into an empty common neighbour, advances either way. */
function barSteps(board: readonly (readonly (Man | null)[])[], a: Cell, b: Cell): BarStep[] {
  const side = at(board, a)!.side;
  const out: BarStep[] = [];
  for (const c of neighbours(a).filter((x) => adjacent(x, b) && !at(board, x))) {
    out.push({ pair: ordered(c, b), taken: null }, { pair: ordered(a, c), taken: null });
  }
  for (const [lead, tail] of [
    [a, b],
    [b, a],
  ] as const) {
    const u: Cell = [lead[0] - tail[0], lead[1] - tail[1]];
    const t = add(lead, u);
    if (!valid(t)) continue;
    if (!at(board, t)) out.push({ pair: ordered(lead, t), taken: null });
    else if (canTake(board, side, t, u)) out.push({ pair: ordered(lead, t), taken: t });
  }
  return out;
}

function playStep(board: readonly (readonly (Man | null)[])[], a: Cell, b: Cell, s: BarStep): (Man | null)[][] {
  const side = at(board, a)!.side;
  const next = copy(board);
  if (s.taken) removeMan(next, s.taken);
  next[a[0]]![a[1]] = null;
  next[b[0]]![b[1]] = null;
  const [p, q] = s.pair;
  next[p[0]]![p[1]] = { side, letter: 'X', mate: q };
  next[q[0]]![q[1]] = { side, letter: 'X', mate: p };
  return next;
}

function barricadeMoves(board: readonly (readonly (Man | null)[])[], from: Cell): RawMove[] {
  const [a, b] = ordered(from, at(board, from)!.mate!);
  if (!same(a, from)) return []; // listed once, from its first cell
  const start = `${nameOf(a)}-${nameOf(b)}`;
  const paths: { text: string; steps: number; taken: Cell[]; end: readonly [Cell, Cell]; after: (Man | null)[][] }[] =
    [];
  for (const s1 of barSteps(board, a, b)) {
    const b1 = playStep(board, a, b, s1);
    const t1 = `${start}${s1.taken ? 'x' : '>'}${nameOf(s1.pair[0])}-${nameOf(s1.pair[1])}`;
    paths.push({ text: t1, steps: 1, taken: s1.taken ? [s1.taken] : [], end: s1.pair, after: b1 });
    for (const s2 of barSteps(b1, s1.pair[0], s1.pair[1])) {
      // No return to the starting cells, unless the first step captured (capture and retreat).
      if (same(s2.pair[0], a) && same(s2.pair[1], b) && !s1.taken) continue;
      const taken = [...(s1.taken ? [s1.taken] : []), ...(s2.taken ? [s2.taken] : [])];
      const text = `${t1}${s2.taken ? 'x' : '>'}${nameOf(s2.pair[0])}-${nameOf(s2.pair[1])}`;
      paths.push({ text, steps: 2, taken, end: s2.pair, after: playStep(b1, s1.pair[0], s1.pair[1], s2) });
    }
  }
  // One move per (end cells, men taken): the path with the fewest steps, then the smallest text (§5.2, §6 item 12).
  const best = new Map<string, (typeof paths)[number]>();
  for (const p of paths) {
    const key = `${nameOf(p.end[0])} ${nameOf(p.end[1])} ${p.taken.map(nameOf).sort().join(',')}`;
    const old = best.get(key);
    if (!old || p.steps < old.steps || (p.steps === old.steps && p.text < old.text)) best.set(key, p);
  }
  return [...best.values()].map((p) => ({
    text: p.text,
    taken: p.taken,
    moved: p.end,
    pawn: false,
    heraldMoved: false,
    from: a,
    after: () => p.after,
  }));
}

/** Every pseudo-legal move of `side`: frozen men have none. */
function pseudoMoves(board: readonly (readonly (Man | null)[])[], side: Side): RawMove[] {
  const out: RawMove[] = [];
  for (const c of ALL) {
    const man = at(board, c);
    if (man && man.side === side && !frozen(board, c)) out.push(...pieceMoves(board, c));
  }
  return out;
}

// ------------------------------------------------------------------ check and legality (§4.3)

function kingOf(board: readonly (readonly (Man | null)[])[], side: Side): Cell | null {
  return ALL.find((c) => at(board, c)?.letter === 'K' && at(board, c)!.side === side) ?? null;
}

/** `side` is in check when some unfrozen enemy man has a move that removes its King. */
export function inCheck(board: readonly (readonly (Man | null)[])[], side: Side): boolean {
  const k = kingOf(board, side);
  return k !== null && pseudoMoves(board, other(side)).some((m) => m.taken.some((t) => same(t, k)));
}

function legalRaw(s: RefState): { raw: RawMove; board: (Man | null)[][] }[] {
  const out: { raw: RawMove; board: (Man | null)[][] }[] = [];
  for (const raw of pseudoMoves(s.board, s.turn)) {
    const board = raw.after();
    if (!inCheck(board, s.turn)) out.push({ raw, board });
  }
  return out;
}

// ------------------------------------------------------------------ irreversible moves (§4.5)

function touchesHerald(board: readonly (readonly (Man | null)[])[], c: Cell, side: Side): Cell[] {
  return neighbours(c).filter((x) => at(board, x)?.letter === 'H' && at(board, x)!.side === side);
}

/** I1-I4 for a move by `mover` that led to `board`. */
function plainIrreversible(raw: RawMove, board: readonly (readonly (Man | null)[])[], mover: Side): boolean {
  if (raw.pawn || raw.taken.length > 0) return true; // I1, I2
  const them = other(mover);
  for (const c of raw.moved) {
    for (const h of touchesHerald(board, c, them)) {
      if (raw.heraldMoved && !adjacent(raw.from, h)) return true; // I3
      if (touchesHerald(board, h, mover).length > 0) return true; // I4
    }
  }
  return false;
}

function irreversible(raw: RawMove, board: (Man | null)[][], mover: Side): boolean {
  if (plainIrreversible(raw, board, mover)) return true;
  const them = other(mover);
  if (!inCheck(board, them)) return false;
  const answers = legalRaw({ board, turn: them, clock: 0, move: 1 });
  return answers.length > 0 && answers.every((a) => plainIrreversible(a.raw, a.board, them)); // I5
}

// ------------------------------------------------------------------ public

/** The Guard reading (§6 item 2): 'A' (recommended) or 'B' (one step). */
let GUARD: 'A' | 'B' = 'A';
/** Switches the Guard reading (for the reference's own tests of §7's reading-B counts). */
export function setGuardReading(r: 'A' | 'B'): void {
  GUARD = r;
}

/** Legal moves, each with the position after it; with `clock`, the fifty-turn counter is computed (I1-I5). */
export function refMoves(s: RefState, clock = false): RefMove[] {
  return legalRaw(s).map(({ raw, board }) => ({
    text: raw.text,
    next: {
      board,
      turn: other(s.turn),
      clock: clock && irreversible(raw, board, s.turn) ? 0 : s.clock + 1,
      move: s.turn === 'b' ? s.move + 1 : s.move,
    },
  }));
}

/** Returns 'checkmate', 'stalemate' (both lose for the side to move), 'fifty-turns' or 'ongoing'. */
export function refStatus(s: RefState): string {
  if (refMoves(s).length === 0) return inCheck(s.board, s.turn) ? 'checkmate' : 'stalemate';
  return s.clock >= 100 ? 'fifty-turns' : 'ongoing';
}

export function refInCheck(s: RefState): boolean {
  return inCheck(s.board, s.turn);
}

export function refPerft(s: RefState, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(s);
  return depth === 1 ? moves.length : moves.reduce((n, m) => n + refPerft(m.next, depth - 1), 0);
}

export const REF_START =
  'w: Kj1 Ri1 Rk1 Sh2 Sk2 Ch1 Cl1 Hi2 Hj2 Gg1 Gm1 Xf2-g2 Xl2-m2 Pe3 Pf3 Pg3 Ph3 Pi3 Pj3 Pk3 Pl3 Pm3; b: Kd13 Rc13 Re13 Sc12 Sf12 Cb13 Cf13 Hd12 He12 Ga13 Gg13 Xa12-b12 Xg12-h12 Pa11 Pb11 Pc11 Pd11 Pe11 Pf11 Pg11 Ph11 Pi11; turn: w';

export const references: Record<string, Reference> = {
  panoply: reference(refParse, (s) => refMoves(s)),
};
