/**
 * Static evaluation for the computer player and the puzzle solver: material, from the inventors' values where
 * they give them (PieceDef.value), else from the search's table (search/values.ts), else measured from mobility
 * (the average number of cells the piece reaches from every cell of an empty board); men in hand or pool at the
 * table's share of their worth; a small bonus for central men; and the end rules as the table states them (a
 * side's last men before a bare king, the losing king driven to the edge where stalemate does not draw).
 */
import { pieceMoves } from '../rules/generate';
import { State } from '../rules/state';
import { pieceCode, type Variant } from '../rules/variant';
import { mopUpTables } from './mopUp';
import { EVAL_DATA } from './values';

interface EvalTables {
  /** Value of each kind in centipawns (royal men 0). */
  readonly value: Int32Array;
  /** Centralisation bonus per cell, in centipawns. */
  readonly centre: Int16Array;
  /** Value of a man in hand or pool per kind, in centipawns. */
  readonly hand: Int32Array;
  /** Per kind: 1 for royal men. */
  readonly royal: Uint8Array;
  /** Bonus of a side's last men (bare-king rule), last first; empty when the variant has no such rule. */
  readonly lastMen: readonly number[];
  /** Centipawns per step of the losing royal from the centre (0: not used). */
  readonly cornerKing: number;
  /**
   * Per cell, 0 to 24: how cornered a royal there is, by its distance from the centre and by how few cells its own
   * move reaches from there on an empty board (an edge or a corner, on any board, flat or in levels).
   */
  readonly cornered: Int8Array;
  /** Royal steps between two cells on an empty board (`a * cells + b`; 127 when out of reach). */
  readonly steps: Int8Array;
  /** Per kind: 1 for pawns (men that promote). */
  readonly pawn: Uint8Array;
  /** Bonus of a pawn per side and cell (`color * cells + cell`), growing as it nears its promotion zone. */
  readonly advance: Int16Array;
  /** Plies of the move-clock rule (0: none): a score fades as the clock nears the draw. */
  readonly fifty: number;
  /** A lone king's draws (EvalData.loneKingDraws) by `menKey` of the other side's men. */
  readonly loneKingDraws: ReadonlySet<number>;
}

/** A key for one or two men by kind: the same whatever their order. */
const menKey = (a: number, b = -1) => (Math.max(a, b) + 1) * 64 + Math.min(a, b) + 1;

/** What a lone king's draw leaves of the score: enough to steer by, far from a win. */
const LONE_KING_DRAW = 16;

/** Trading down when ahead: a lead L with M centipawns of men left on both sides gains L × TRADE / (M + TRADE). */
const TRADE = 400;

/** What a known win adds (above the 2 500 of a stalemate that scores 3/4), and the men it takes (a rook's worth). */
const KNOWN_WIN = 3000;
const KNOWN_WIN_MEN = 450;

/** Centipawns per step of mop-up where the variant's data does not say (see EvalData.cornerKing). */
const MOP_UP = 5;

/** The most a pawn about to promote gains over one at the far end of the board, in centipawns. */
const ADVANCE = 20;

/**
 * Per side and cell: how near a pawn there is to its side's promotion zone, as a bonus rising from 0 (the cell
 * farthest from the zone) to ADVANCE (in the zone), by the distance in the board's drawing coordinates.
 */
function advanceTable(v: Variant): Int16Array {
  const n = v.board.size;
  const out = new Int16Array(2 * n);
  const zone = v.def.rules.promotion?.zone;
  const masks = zone === undefined ? undefined : v.regions.get(zone);
  if (!masks) return out;
  for (const color of [0, 1] as const) {
    const inZone = masks[color];
    const dist = v.board.xy.map(([x, y]) => {
      let d = Infinity;
      for (let c = 0; c < n; c++)
        if (inZone[c]) d = Math.min(d, Math.hypot(x - v.board.xy[c]![0], y - v.board.xy[c]![1]));
      return d;
    });
    const far = Math.max(...dist.filter(Number.isFinite), 0) || 1;
    for (let c = 0; c < n; c++) {
      const near = Number.isFinite(dist[c]!) ? 1 - dist[c]! / far : 0;
      out[color * n + c] = Math.round(ADVANCE * near * near);
    }
  }
  return out;
}

const cache = new WeakMap<Variant, EvalTables>();

/** Returns the average number of pseudo-legal moves of a lone man of `kind` over every cell of the board. */
function averageMobility(v: Variant, kind: number): number {
  const st = new State(v.board.size, v.kinds.length);
  let total = 0;
  let counted = 0;
  const seen = new Int32Array(v.board.size);
  for (let c = 0; c < v.board.size; c++) {
    st.board.fill(0);
    st.board[c] = pieceCode(kind, 0);
    const out: Parameters<typeof pieceMoves>[3] = [];
    try {
      pieceMoves(v, st, c, out, seen, c + 1);
    } catch {
      continue; // a man that cannot stand alone on one cell (a two-cell man): no measurement
    }
    total += out.length;
    counted++;
  }
  return counted ? total / counted : 0;
}

/** Returns the evaluation tables of a variant (computed once). */
export function evalTables(v: Variant): EvalTables {
  let t = cache.get(v);
  if (t) return t;
  const data = EVAL_DATA[v.id] ?? {};
  const value = new Int32Array(v.kinds.length);
  for (const k of v.kinds) {
    if (k.def.royal) continue;
    const listed = k.def.value ?? data.pieces?.[k.letter];
    if (listed !== undefined) value[k.index] = Math.round(listed * 100);
    else if (k.def.pawn) value[k.index] = 100;
    else value[k.index] = Math.max(150, Math.round((averageMobility(v, k.index) / 3) * 100));
  }
  const xs = v.board.xy.map((p) => p[0]);
  const ys = v.board.xy.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const far = Math.max(...v.board.xy.map(([x, y]) => Math.hypot(x - cx, y - cy))) || 1;
  const centre = Int16Array.from(v.board.xy, ([x, y]) => Math.round(12 * (1 - Math.hypot(x - cx, y - cy) / far)));
  const share = data.hand ?? (v.hooks.extraMoves ? 0.8 : 0.2);
  const hand = Int32Array.from(value, (x) => Math.round(x * share));
  const royal = Uint8Array.from(v.kinds, (k) => (k.def.royal ? 1 : 0));
  const pawn = Uint8Array.from(v.kinds, (k) => (k.def.pawn ? 1 : 0));
  t = {
    value,
    centre,
    hand,
    royal,
    lastMen: data.lastMen ?? [],
    cornerKing: data.cornerKing ?? MOP_UP,
    ...mopUpTables(v, centre),
    pawn,
    advance: advanceTable(v),
    fifty: v.def.rules.fiftyMovePlies ?? 0,
    loneKingDraws: new Set(
      (data.loneKingDraws ?? []).flatMap((men) => {
        const kinds = [...men].map((l) => v.kinds.find((k) => k.letter === l)?.index ?? -1);
        return kinds.includes(-1) ? [] : [menKey(kinds[0]!, kinds[1])];
      }),
    ),
  };
  cache.set(v, t);
  return t;
}

/**
 * Mop-up: how close the men of the side ahead (`ahead`: 1 for the first side, 0 for the second, as the low bit of
 * the board's codes) stand to the losing royal, in royal steps, two centipawns per step nearer than eight.
 */
function closeIn(t: EvalTables, board: Int16Array, king: number, ahead: number): number {
  const n = board.length;
  let sum = 0;
  for (let c = 0; c < n; c++) {
    const code = board[c]!;
    if (code === 0 || (code & 1) !== ahead || t.royal[(code - 1) >> 1] === 1) continue;
    sum += 8 - Math.min(8, t.steps[king * n + c]!);
  }
  return 2 * sum;
}

/** True if the side that is not `lone` (0 or 1) has only men listed as a lone king's draw (none in hand). */
function loneKingDraw(t: EvalTables, st: State, lone: number): boolean {
  if (t.loneKingDraws.size === 0) return false;
  const n = t.value.length;
  for (let k = 0; k < n; k++) if (st.hand[(1 - lone) * n + k]) return false;
  const kinds: number[] = [];
  for (const code of st.board) {
    if (code === 0 || t.royal[(code - 1) >> 1] === 1) continue; // the lone side has its royal alone
    if (kinds.push((code - 1) >> 1) > 2) return false;
  }
  return kinds.length > 0 && t.loneKingDraws.has(menKey(kinds[0]!, kinds[1]));
}

/** The board worth of one side's men in hand (`base`: 0 for the first side, the number of kinds for the second). */
function handWorth(st: State, value: Int32Array, base: number): number {
  let sum = 0;
  for (let k = 0; k < value.length; k++) sum += st.hand[base + k]! * value[k]!;
  return sum;
}

/** Returns the static score of `st` for the side to move, in centipawns. */
export function evaluate(v: Variant, st: State): number {
  const t = evalTables(v);
  const { value, centre, royal, pawn, advance } = t;
  const cells = st.board.length;
  const us = st.turn;
  // Per side: material on the board, men (not royal), the royal's cell.
  let mat0 = 0;
  let mat1 = 0;
  let men0 = 0;
  let men1 = 0;
  let pos = 0;
  let pos0 = 0;
  let pos1 = 0;
  let king0 = -1;
  let king1 = -1;
  const board = st.board;
  for (let c = 0; c < board.length; c++) {
    const code = board[c]!;
    if (code === 0) continue;
    const k = (code - 1) >> 1;
    const white = (code & 1) === 1;
    if (royal[k] === 1) {
      if (white) king0 = c;
      else king1 = c;
      continue;
    }
    if (white) {
      mat0 += value[k]!;
      men0++;
      if (pawn[k] === 1) pos0 += advance[c]!;
      else pos += centre[c]!;
    } else {
      mat1 += value[k]!;
      men1++;
      if (pawn[k] === 1) pos1 += advance[cells + c]!;
      else pos -= centre[c]!;
    }
  }
  // A two-cell man counts on each of its cells; the double count is the same for both sides' like men.
  let score = mat0 - mat1 + pos + pos0 - pos1;
  const n = v.kinds.length;
  for (let k = 0; k < n; k++) {
    const diff = st.hand[k]! - st.hand[n + k]!;
    if (diff) score += diff * t.hand[k]!;
  }
  const last = t.lastMen;
  if (last.length) {
    for (let i = 0; i < last.length; i++) {
      if (men0 > i) score += last[i]!;
      if (men1 > i) score -= last[i]!;
    }
  }
  // Men in hand count toward who is ahead (they may come back on the board).
  const hand0 = handWorth(st, value, 0);
  const hand1 = handWorth(st, value, n);
  const all0 = mat0 + hand0;
  const all1 = mat1 + hand1;
  if (t.cornerKing && (all0 < 1000 || all1 < 1000) && king0 >= 0 && king1 >= 0) {
    // Mop-up: the side ahead drives the other's royal to an edge or a corner and brings its own royal near it,
    // and its pawns press on to promotion (the progress that ends a won game rather than letting it drift).
    const near = 16 - Math.min(16, t.steps[king0 * cells + king1]!);
    if (all0 > all1 + 250) score += t.cornerKing * (t.cornered[king1]! + near) + pos0 * 2 + closeIn(t, board, king1, 1);
    else if (all1 > all0 + 250)
      score -= t.cornerKing * (t.cornered[king0]! + near) + pos1 * 2 + closeIn(t, board, king0, 0);
  }
  // A lone royal against enough men to mate it: a known win, scored above a stalemate that scores (3/4), so that
  // the side ahead plays for the mate the mop-up terms lead to rather than for the smaller prize. Against men that
  // cannot force mate (the variant's lone-king draws), nearly a draw.
  const lone = men1 === 0 && hand1 === 0 ? 1 : men0 === 0 && hand0 === 0 ? 0 : -1;
  const drawn = lone >= 0 && loneKingDraw(t, st, lone);
  if (!drawn && lone === 1 && all0 >= KNOWN_WIN_MEN) score += KNOWN_WIN;
  else if (!drawn && lone === 0 && all1 >= KNOWN_WIN_MEN) score -= KNOWN_WIN;
  // The side ahead trades down (the same lead counts for more with fewer men left), and a lead fades as the move
  // clock nears its draw, so that the side ahead makes progress (a capture, a pawn's step) instead of drifting.
  const lead = all0 - all1;
  score += Math.round((lead * TRADE) / (all0 + all1 + TRADE));
  if (drawn) score = Math.round(score / LONE_KING_DRAW);
  if (t.fifty) score = Math.round((score * (2 * t.fifty - st.clock)) / (2 * t.fifty));
  return us === 0 ? score : -score;
}
