/**
 * Game-tree search for the computer player and the puzzle solver: iterative-deepening negamax with alpha-beta,
 * a capture-only quiescence search, and move ordering (previous best first, then captures by the value of what
 * they take). Generic over the variant: terminal positions are judged by the engine's own `outcome`, so
 * stalemate scoring, bare kings and drops need no special code here.
 */
import { outcome } from '../rules/outcome';
import { make, unmake } from '../rules/make';
import { leftInCheck, pseudoMoves } from '../rules/movegen';
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import type { State } from '../rules/state';
import { sideOf, type ByColor, type Color } from '../types';
import { codeKind, type Variant } from '../rules/variant';
import { evalTables, evaluate } from './evaluate';

/** A won game is worth MATE minus the plies it takes. */
export const MATE = 1_000_000;

export interface SearchOptions {
  /** Deepest iteration (plies). */
  readonly depth: number;
  /** Stop after this many milliseconds (the last completed iteration's answer is returned). */
  readonly timeMs?: number;
  /** Stop after this many nodes. */
  readonly nodes?: number;
  /** Plies of capture-only search at the leaves (0 to switch it off). */
  readonly quiescence?: number;
  /** Score every root move exactly (slower; the puzzle solver needs it). Default: only the best is exact. */
  readonly exactRoot?: boolean;
}

export interface SearchResult {
  /** The best move found (undefined when the side to move has none). */
  readonly best?: Move;
  /** Score of the best move for the side to move, in centipawns (±MATE - plies for a forced win or loss). */
  readonly score: number;
  /** Deepest completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  /** Every root move with its score at the deepest completed iteration, best first. */
  readonly scored: readonly { readonly move: Move; readonly score: number }[];
}

class Stop extends Error {}

/** Returns the legal moves of the side to move in `st`. */
function legal(v: Variant, st: State): Move[] {
  const mover = st.turn;
  return pseudoMoves(v, st).filter((m) => {
    const u = make(v, st, m);
    const bad = leftInCheck(v, st, mover);
    unmake(st, u);
    return !bad;
  });
}

/** Scores a finished game for the side to move. */
function terminal(score: ByColor<number>, turn: Color, ply: number): number {
  const s = score[sideOf(turn)];
  if (s === 0) return -(MATE - ply);
  if (s === 1) return MATE - ply;
  return Math.round((s - 0.5) * 2 * 5000); // 3/4 : 1/4 stalemate: a large but not a mating advantage
}

/** Searches `pos` and returns the best move with its score. */
export function search(pos: Position, opts: SearchOptions): SearchResult {
  const v = pos.variant;
  const st = pos.cloneState();
  const { value } = evalTables(v);
  const deadline = opts.timeMs === undefined ? Infinity : Date.now() + opts.timeMs;
  const maxNodes = opts.nodes ?? Infinity;
  const qDepth = opts.quiescence ?? 4;
  let nodes = 0;

  const tick = () => {
    nodes++;
    if (nodes > maxNodes || ((nodes & 1023) === 0 && Date.now() > deadline)) throw new Stop();
  };
  const gain = (m: Move) =>
    (m.capture >= 0 ? value[codeKind(st.board[m.capture]!)]! * 16 - value[m.piece]! : 0) +
    (m.promo >= 0 ? value[m.promo]! : 0);
  const order = (ms: Move[], first?: Move) =>
    ms.sort((a, b) => (b === first ? 1 : 0) - (a === first ? 1 : 0) || gain(b) - gain(a));
  // Quiet moves that refuted a sibling (killers, two per ply) and a history of cut-offs by from-to: tried after
  // the captures, before the other quiet moves. Ordering only: the scores are the same, found with fewer nodes.
  const size = v.board.size + 1;
  const history = new Int32Array(size * size);
  const killers: (Move | undefined)[][] = [];
  const same = (a: Move | undefined, b: Move) =>
    !!a &&
    a.from === b.from &&
    a.to === b.to &&
    a.piece === b.piece &&
    a.promo === b.promo &&
    a.flags === b.flags &&
    a.capture === b.capture;
  const hKey = (m: Move) => (m.from + 1) * size + m.to;
  const orderAt = (ms: Move[], ply: number) => {
    const k = killers[ply] ?? [];
    const key = (m: Move) => {
      const g = gain(m);
      if (g !== 0) return 2e9 + g;
      if (same(k[0], m)) return 1.5e9;
      if (same(k[1], m)) return 1.4e9;
      return history[hKey(m)]!;
    };
    const keyed = ms.map((m) => ({ m, k: key(m) }));
    keyed.sort((a, b) => b.k - a.k);
    return keyed.map((x) => x.m);
  };
  const cutoff = (m: Move, ply: number, depth: number) => {
    if (m.capture >= 0 || m.promo >= 0) return;
    const k = (killers[ply] ??= []);
    if (!same(k[0], m)) {
      k[1] = k[0];
      k[0] = m;
    }
    const h = hKey(m);
    history[h] = Math.min(1e9, history[h]! + depth * depth);
  };

  const fifty = v.def.rules.fiftyMovePlies;
  /** The game's end in this node if it can be told before trying moves (variant rules, the move clock). */
  const earlyEnd = (ply: number): number | undefined => {
    if (!v.hooks.outcome && (fifty === undefined || st.clock < fifty)) return undefined;
    const o = outcome(v, st, legal(v, st));
    return o ? terminal(o.score, st.turn, ply) : undefined;
  };
  /** The end when the side to move turned out to have no legal move. */
  const noMoves = (ply: number) => terminal(outcome(v, st, [])!.score, st.turn, ply);

  const quiesce = (alpha: number, beta: number, ply: number, depth: number): number => {
    tick();
    const end = earlyEnd(ply);
    if (end !== undefined) return end;
    const mover = st.turn;
    const stand = evaluate(v, st);
    const all = pseudoMoves(v, st);
    const noisy = order(all.filter((x) => x.capture >= 0 || x.promo >= 0));
    let best = -Infinity;
    let any = false;
    if (depth > 0 && stand < beta) {
      if (stand > alpha) alpha = stand;
      for (const m of noisy) {
        const u = make(v, st, m);
        if (leftInCheck(v, st, mover)) {
          unmake(st, u);
          continue;
        }
        any = true;
        const sc = -quiesce(-beta, -alpha, ply + 1, depth - 1);
        unmake(st, u);
        if (sc > best) best = sc;
        if (sc >= beta) return sc;
        if (sc > alpha) alpha = sc;
      }
    }
    if (!any && !all.some((m) => isLegalMove(m, mover))) return noMoves(ply);
    return Math.max(stand, best);
  };
  const isLegalMove = (m: Move, mover: 0 | 1) => {
    const u = make(v, st, m);
    const bad = leftInCheck(v, st, mover);
    unmake(st, u);
    return !bad;
  };

  const negamax = (depth: number, alpha: number, beta: number, ply: number): number => {
    if (depth <= 0 && qDepth > 0) return quiesce(alpha, beta, ply, qDepth);
    tick();
    const end = earlyEnd(ply);
    if (end !== undefined) return end;
    const mover = st.turn;
    const moves = pseudoMoves(v, st);
    if (depth <= 0) return moves.some((m) => isLegalMove(m, mover)) ? evaluate(v, st) : noMoves(ply);
    let best = -Infinity;
    for (const m of orderAt(moves, ply)) {
      const u = make(v, st, m);
      if (leftInCheck(v, st, mover)) {
        unmake(st, u);
        continue;
      }
      const sc = -negamax(depth - 1, -beta, -alpha, ply + 1);
      unmake(st, u);
      if (sc > best) best = sc;
      if (sc > alpha) alpha = sc;
      if (alpha >= beta) {
        cutoff(m, ply, depth);
        break;
      }
    }
    return best === -Infinity ? noMoves(ply) : best;
  };

  const rootMoves = legal(v, st);
  let result: SearchResult = {
    score: 0,
    depth: 0,
    nodes: 0,
    scored: [],
    ...(rootMoves[0] ? { best: rootMoves[0] } : {}),
  };
  if (!rootMoves.length) return result;
  let previous: Move | undefined;
  for (let depth = 1; depth <= opts.depth; depth++) {
    try {
      const scored: { move: Move; score: number }[] = [];
      let alpha = -Infinity;
      for (const m of order([...rootMoves], previous)) {
        const u = make(v, st, m);
        const s = -negamax(depth - 1, -Infinity, opts.exactRoot ? Infinity : -alpha, 1);
        unmake(st, u);
        scored.push({ move: m, score: s });
        if (s > alpha) alpha = s;
      }
      scored.sort((a, b) => b.score - a.score);
      previous = scored[0]!.move;
      result = { best: previous, score: scored[0]!.score, depth, nodes, scored };
      if (Math.abs(result.score) >= MATE - depth) break; // a forced result: deeper search cannot change it
    } catch (e) {
      if (e instanceof Stop) break;
      throw e;
    }
  }
  return { ...result, nodes };
}

/** Returns every first move that forces a win within `n` moves of the side to move (a mate-in-n solver). */
export function winningMoves(pos: Position, n: number): Move[] {
  const plies = 2 * n - 1;
  const r = search(pos, { depth: plies, quiescence: 0, exactRoot: true });
  return r.scored.filter((s) => s.score >= MATE - plies).map((s) => s.move);
}
