/*
 * REFERENCE move generator for King and Queen (`king-and-queen`), for differential testing of the engine only.
 *
 * Written from docs/rules/king-and-queen.md and docs/CONVENTIONS.md §4-§5 alone; it imports nothing from
 * `engine/`. Deliberately naive: a Map from cell name to man, a fresh copy of everything for every move, and
 * legality decided by generating every enemy move on the new board and looking for one that lands on the
 * royal, plus the facing test.
 *
 * Readings followed (the document's recommendations): castles are the 3x2 end blocks; pawns capture straight
 * ahead; a knight's leg must exist and be empty; a promoted cannon is a cannon on all 8 lines; the capturing
 * man is flipped at once; the captured man goes unpromoted to the captor's hand; no drop right after one's own
 * drop; no move may leave the royals facing on an open file; no legal move or drop loses.
 *
 * Over 300 lines: a reference generator is one self-contained file on purpose, written from the rules alone and
 * sharing nothing with the engine.
 */
import { reference } from './index';

export type Side = 'w' | 'b';
export interface Man {
  side: Side;
  type: string;
  promoted: boolean;
} // type: K P B N C
export interface KqState {
  board: Map<string, Man>;
  turn: Side;
  hand: Record<Side, string[]>; // letters, unpromoted, any order
  dropped: Record<Side, boolean>;
  move: number;
}
export interface KqMove {
  text: string;
  next: KqState;
}

// ------------------------------------------------------------------ board (§1)

const FILES = 'abcdefghi';

/** (file 0..8, rank 0..6) -> name, or null for a hole or off the board. */
function nameAt(f: number, r: number): string | null {
  if (f < 0 || f > 8 || r < 0 || r > 6) return null;
  const wide = r >= 2 && r <= 4;
  const middle = f >= 3 && f <= 5;
  if (!wide && !middle) return null;
  return FILES[f] + String(r + 1);
}

function coordsOf(name: string): [number, number] | null {
  const m = /^([a-i])([1-7])$/.exec(name);
  if (!m) return null;
  const f = FILES.indexOf(m[1]!);
  const r = Number(m[2]) - 1;
  return nameAt(f, r) === name ? [f, r] : null;
}

function shift(cell: string, df: number, dr: number): string | null {
  const [f, r] = coordsOf(cell)!;
  return nameAt(f + df, r + dr);
}

const CASTLE: Record<Side, string[]> = {
  w: ['d1', 'e1', 'f1', 'd2', 'e2', 'f2'],
  b: ['d6', 'e6', 'f6', 'd7', 'e7', 'f7'],
};

const ALL_CELLS: string[] = [];
for (let r = 0; r < 7; r++)
  for (let f = 0; f < 9; f++) {
    const n = nameAt(f, r);
    if (n) ALL_CELLS.push(n);
  }

const other = (s: Side): Side => (s === 'w' ? 'b' : 'w');

// ------------------------------------------------------------------ men (§4)

type Dir = [number, number];
const ORTHO: Dir[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIAG: Dir[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
// Horse: [leg, target] as offsets from the knight's square.
const HORSE: [Dir, Dir][] = [
  [
    [0, 1],
    [1, 2],
  ],
  [
    [0, 1],
    [-1, 2],
  ],
  [
    [0, -1],
    [1, -2],
  ],
  [
    [0, -1],
    [-1, -2],
  ],
  [
    [1, 0],
    [2, 1],
  ],
  [
    [1, 0],
    [2, -1],
  ],
  [
    [-1, 0],
    [-2, 1],
  ],
  [
    [-1, 0],
    [-2, -1],
  ],
];

interface Target {
  to: string;
  capture: boolean;
}

/** Every square the man on `from` could move to or capture on, ignoring whether its own royal is then safe. */
function manTargets(s: KqState, from: string): Target[] {
  const man = s.board.get(from)!;
  const out: Target[] = [];
  // A square is usable when it exists and holds no friendly man.
  const tryStep = (to: string | null) => {
    if (to === null) return;
    const there = s.board.get(to);
    if (!there) out.push({ to, capture: false });
    else if (there.side !== man.side) out.push({ to, capture: true });
  };
  const rideLines = (dirs: Dir[]) => {
    for (const [df, dr] of dirs) {
      let to = shift(from, df, dr);
      while (to !== null) {
        const there = s.board.get(to);
        if (!there) {
          out.push({ to, capture: false });
          to = shift(to, df, dr);
          continue;
        }
        if (there.side !== man.side) out.push({ to, capture: true });
        break;
      }
    }
  };
  const cannonLines = (dirs: Dir[]) => {
    for (const [df, dr] of dirs) {
      let to = shift(from, df, dr);
      while (to !== null && !s.board.has(to)) {
        out.push({ to, capture: false });
        to = shift(to, df, dr);
      }
      if (to === null) continue; // no screen on this line
      to = shift(to, df, dr); // step past the screen
      while (to !== null && !s.board.has(to)) to = shift(to, df, dr);
      if (to !== null && s.board.get(to)!.side !== man.side) out.push({ to, capture: true });
    }
  };
  switch (man.type) {
    case 'K': {
      const dirs = man.promoted ? [...ORTHO, ...DIAG] : ORTHO;
      for (const [df, dr] of dirs) {
        const to = shift(from, df, dr);
        if (to !== null && CASTLE[man.side].includes(to)) tryStep(to);
      }
      break;
    }
    case 'P':
      if (man.promoted) rideLines(ORTHO);
      else tryStep(shift(from, 0, man.side === 'w' ? 1 : -1));
      break;
    case 'B':
      if (man.promoted) rideLines(DIAG);
      else for (const [df, dr] of DIAG) tryStep(shift(from, df, dr));
      break;
    case 'N':
      for (const [leg, target] of HORSE) {
        if (!man.promoted) {
          const legCell = shift(from, leg[0], leg[1]);
          if (legCell === null || s.board.has(legCell)) continue; // missing or occupied leg blocks
        }
        tryStep(shift(from, target[0], target[1]));
      }
      break;
    case 'C':
      cannonLines(man.promoted ? [...ORTHO, ...DIAG] : ORTHO);
      break;
    default:
      throw new Error(`unknown man ${man.type}`);
  }
  return out;
}

function royalCell(s: KqState, side: Side): string | null {
  for (const [cell, man] of s.board) if (man.side === side && man.type === 'K') return cell;
  return null;
}

/** True when some man of `by` could capture on `cell`. */
function attacked(s: KqState, cell: string, by: Side): boolean {
  for (const [from, man] of s.board) {
    if (man.side !== by) continue;
    if (manTargets(s, from).some((t) => t.capture && t.to === cell)) return true;
  }
  return false;
}

/** True when both royals stand on one file with only empty squares between them (§7.2). */
function facing(s: KqState): boolean {
  const a = royalCell(s, 'w');
  const b = royalCell(s, 'b');
  if (a === null || b === null || a[0] !== b[0]) return false;
  const [f, ra] = coordsOf(a)!;
  const rb = coordsOf(b)![1];
  for (let r = Math.min(ra, rb) + 1; r < Math.max(ra, rb); r++) {
    const n = nameAt(f, r);
    if (n === null || s.board.has(n)) return false;
  }
  return true;
}

/** True when `side`'s royal is attacked or facing the other royal. */
export function kqInCheck(s: KqState, side: Side): boolean {
  const k = royalCell(s, side);
  if (k === null) return false;
  return attacked(s, k, other(side)) || facing(s);
}

function copy(s: KqState): KqState {
  return {
    board: new Map([...s.board].map(([c, m]) => [c, { ...m }])),
    turn: s.turn,
    hand: { w: [...s.hand.w], b: [...s.hand.b] },
    dropped: { ...s.dropped },
    move: s.move,
  };
}

function finishTurn(n: KqState, mover: Side, wasDrop: boolean): void {
  n.dropped[mover] = wasDrop;
  if (mover === 'b') n.move++;
  n.turn = other(mover);
}

/** Every legal move and drop of the side to move, with the position after it. */
export function kqMoves(s: KqState): KqMove[] {
  const me = s.turn;
  const candidates: KqMove[] = [];
  for (const [from, man] of s.board) {
    if (man.side !== me) continue;
    for (const t of manTargets(s, from)) {
      const n = copy(s);
      const mover = n.board.get(from)!;
      n.board.delete(from);
      if (t.capture) {
        const victim = n.board.get(t.to)!;
        n.hand[me].push(victim.type); // unpromoted, now ours
        mover.promoted = true; // promotion upon capture (§5)
      }
      n.board.set(t.to, mover);
      finishTurn(n, me, false);
      candidates.push({ text: `${from}${t.capture ? 'x' : '-'}${t.to}`, next: n });
    }
  }
  if (!s.dropped[me]) {
    for (const letter of [...new Set(s.hand[me])]) {
      for (const to of CASTLE[me]) {
        if (s.board.has(to)) continue;
        const n = copy(s);
        n.hand[me].splice(n.hand[me].indexOf(letter), 1);
        n.board.set(to, { side: me, type: letter, promoted: false });
        finishTurn(n, me, true);
        candidates.push({ text: `${letter}@${to}`, next: n });
      }
    }
  }
  return candidates.filter((m) => !kqInCheck(m.next, me));
}

/** 'ongoing', or how the side to move has lost (§8: no legal move or drop always loses). */
export function kqStatus(s: KqState): 'ongoing' | 'checkmate' | 'stalemate' {
  if (kqMoves(s).length > 0) return 'ongoing';
  return kqInCheck(s, s.turn) ? 'checkmate' : 'stalemate';
}

// ------------------------------------------------------------------ position text (§9.2, docs/CONVENTIONS.md §4)

export function kqParse(text: string): KqState {
  const s: KqState = { board: new Map(), turn: 'w', hand: { w: [], b: [] }, dropped: { w: false, b: false }, move: 1 };
  for (const raw of text.split(';')) {
    const field = raw.trim();
    if (field === '') continue;
    const colon = field.indexOf(':');
    if (colon < 0) throw new Error(`field "${field}" has no colon`);
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 1).trim();
    if (key === 'w' || key === 'b') {
      for (const token of value.split(/\s+/).filter((t) => t !== '')) {
        const m = /^(\+?)([KPBNC])([a-z]\d+)$/.exec(token);
        if (!m || !coordsOf(m[3]!)) throw new Error(`${key}: bad man "${token}"`);
        if (s.board.has(m[3]!)) throw new Error(`${key}: "${m[3]}" occupied twice`);
        s.board.set(m[3]!, { side: key, type: m[2]!, promoted: m[1] === '+' });
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') throw new Error(`turn: bad value "${value}"`);
      s.turn = value;
    } else if (key === 'hand') {
      for (const part of value.split(/\s+/).filter((t) => t !== '')) {
        const m = /^([wb]):([PBNC]*)$/.exec(part);
        if (!m) throw new Error(`hand: bad part "${part}"`);
        s.hand[m[1] as Side].push(...m[2]!.split(''));
      }
    } else if (key === 'dropped') {
      if (!['-', 'w', 'b', 'wb'].includes(value)) throw new Error(`dropped: bad value "${value}"`);
      s.dropped = { w: value.includes('w'), b: value.includes('b') };
    } else if (key === 'move') {
      s.move = Number(value);
    } else if (key === 'clock' || (key === 'ep' && value === '-')) {
      // not used in King and Queen (§9.2)
    } else {
      throw new Error(`unknown field "${key}"`);
    }
  }
  return s;
}

export const KQ_REF_START =
  'w: Ke1 Bd1 Bf1 Nd2 Nf2 Cb3 Ch3 Pa3 Pc3 Pe3 Pg3 Pi3; b: Ke7 Bd7 Bf7 Nd6 Nf6 Cb5 Ch5 Pa5 Pc5 Pe5 Pg5 Pi5; turn: w';

export const references = { 'king-and-queen': reference(kqParse, kqMoves) };

/** A canonical key of a state (men in board order, hands sorted), for comparing two states. */
export function kqKey(s: KqState): string {
  const men = (side: Side) =>
    ALL_CELLS.filter((c) => s.board.get(c)?.side === side).map(
      (c) => `${s.board.get(c)!.promoted ? '+' : ''}${s.board.get(c)!.type}${c}`,
    );
  const hand = (side: Side) => [...s.hand[side]].sort().join('');
  const dropped = `${s.dropped.w ? 'w' : ''}${s.dropped.b ? 'b' : ''}` || '-';
  return `w: ${men('w').join(' ')}; b: ${men('b').join(' ')}; turn: ${s.turn}; hand: w:${hand('w')} b:${hand('b')}; dropped: ${dropped}; move: ${s.move}`;
}
