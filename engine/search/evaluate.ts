/**
 * Static evaluation for the computer player and the puzzle solver: material, from the inventors' values where
 * they give them (PieceDef.value) and otherwise measured from mobility (the average number of cells the piece
 * reaches from every cell of an empty board), plus a small bonus for central men.
 */
import { pieceMoves } from '../rules/generate';
import { State } from '../rules/state';
import { codeColor, codeKind, pieceCode, type Variant } from '../rules/variant';

interface EvalTables {
  /** Value of each kind in centipawns (royal men 0). */
  readonly value: Int32Array;
  /** Centralisation bonus per cell, in centipawns. */
  readonly centre: Int16Array;
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
  const value = new Int32Array(v.kinds.length);
  for (const k of v.kinds) {
    if (k.def.royal) continue;
    if (k.def.value !== undefined) value[k.index] = Math.round(k.def.value * 100);
    else if (k.def.pawn) value[k.index] = 100;
    else value[k.index] = Math.max(150, Math.round((averageMobility(v, k.index) / 3) * 100));
  }
  const xs = v.board.xy.map((p) => p[0]);
  const ys = v.board.xy.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const far = Math.max(...v.board.xy.map(([x, y]) => Math.hypot(x - cx, y - cy))) || 1;
  const centre = Int16Array.from(v.board.xy, ([x, y]) => Math.round(12 * (1 - Math.hypot(x - cx, y - cy) / far)));
  t = { value, centre };
  cache.set(v, t);
  return t;
}

/** Returns the static score of `st` for the side to move, in centipawns. */
export function evaluate(v: Variant, st: State): number {
  const { value, centre } = evalTables(v);
  let score = 0;
  const board = st.board;
  for (let c = 0; c < board.length; c++) {
    const code = board[c]!;
    if (code === 0) continue;
    const k = codeKind(code);
    const s = value[k]! + (v.kinds[k]!.def.royal ? 0 : centre[c]!);
    score += codeColor(code) === st.turn ? s : -s;
  }
  const n = v.kinds.length;
  for (let k = 0; k < n; k++) {
    const diff = st.hand[st.turn * n + k]! - st.hand[(st.turn ^ 1) * n + k]!;
    // Men in hand: worth most of their value when they can be dropped (King and Queen), little as a promotion pool.
    if (diff) score += diff * Math.round(value[k]! * (v.hooks.extraMoves ? 0.8 : 0.2));
  }
  return score;
}
