/**
 * Game-tree search for the computer player and the puzzle solver: iterative-deepening negamax with alpha-beta,
 * a transposition table (search/table.ts, keyed by the Zobrist keys make/unmake keep), a capture-only quiescence
 * search, and move ordering (the table's move, captures by the value of what they take less the taker's, two
 * killer moves per ply, a history of cut-offs). Depth 1 is searched before the clock or the node limit may stop
 * anything (a first look at every root move, then each against the other side's captures and their recaptures), so
 * that no answer is a move nobody looked at, however crowded the board. Generic over the variant: terminal
 * positions are judged by the engine's own `outcome`, so stalemate scoring, bare kings and drops need no special
 * code here.
 *
 * Over 300 lines: `search` is one closure whose negamax, quiescence and move ordering share the table, the killers,
 * the history and the counters of one search; apart, they would pass that context through the hot path.
 */
import { outcome } from '../rules/outcome';
import { make, unmake } from '../rules/make';
import { hasLegalMove, inCheck, legalMoves, pseudoMoves } from '../rules/movegen';
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import type { State } from '../rules/state';
import { sideOf, type ByColor, type Color } from '../types';
import { codeKind, type Variant } from '../rules/variant';
import { isSafe, safeCells } from '../rules/safe';
import { attackerOf, leftInCheck } from '../rules/attacks';
import { setKey } from '../rules/zobrist';
import { evalTables, evaluate } from './evaluate';
import { EXACT, LOWER, TransTable, UPPER } from './table';

/** A won game is worth MATE minus the plies it takes. */
export const MATE = 1_000_000;
/** The capture search's margin: a capture that cannot bring the score within this of alpha is not tried. */
const DELTA = 200;
/** Above every score: the search's open window. */
const INF = MATE + 1;
/**
 * Futility margins by remaining depth (centipawns): in a node with 1-3 plies left, a quiet move that gives no
 * check is not tried when the static score plus this cannot reach alpha (a quiet move rarely gains more).
 */
const FUTILITY = [0, 150, 300, 500];
/**
 * Late-move pruning: in a node with 1-3 plies left, the quiet moves after this many (ordered last by the
 * history of cut-offs) are not tried. On the levelled boards a node has about 130 moves, nearly all quiet.
 */
const LATE_QUIETS = [0, 5, 8, 13];
/** Reverse futility margin per remaining ply (centipawns). */
const REVERSE_MARGIN = 100;
/** Late-move reductions by depth and move number (1-based), from ln(depth)·ln(number): up to 63 each. */
const REDUCTION = Array.from({ length: 64 }, (_, d) =>
  Array.from({ length: 64 }, (_, n) => (d < 1 || n < 1 ? 0 : Math.floor(0.75 + (Math.log(d) * Math.log(n)) / 2.25))),
);

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
  /**
   * The selective parts (default true): null-move, futility, reverse-futility and late-move pruning, late-move
   * reductions, and check extensions in PV nodes. The mate solver switches them off: its scores must be exact to
   * the ply.
   */
  readonly prune?: boolean;
  /** Use the transposition table (default true; switched off only to compare). */
  readonly table?: boolean;
  /**
   * The game's earlier positions, oldest first (the position searched excluded): a line that returns to one of
   * them, with no irreversible move between, is scored as a draw like a repetition on the line itself. Without it
   * a side that is ahead may shuffle back and forth, each search unaware of the last.
   */
  readonly history?: readonly Position[];
  /**
   * What a draw costs the side to move at the root, in centipawns (default 0): with a positive contempt a stronger
   * player avoids a repetition or a drawn end unless it is worse off than that.
   */
  readonly contempt?: number;
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
const legal = (v: Variant, st: State): Move[] => legalMoves(v, st);

/** Scores a finished game for the side to move. */
function terminal(score: ByColor<number>, turn: Color, ply: number): number {
  const s = score[sideOf(turn)];
  if (s === 0) return -(MATE - ply);
  if (s === 1) return MATE - ply;
  return Math.round((s - 0.5) * 2 * 5000); // 3/4 : 1/4 stalemate: a large but not a mating advantage
}

/** Scores within this distance of MATE are mates; the table stores them relative to the node, not the root. */
const MATE_BOUND = MATE - 10_000;
const toTable = (s: number, ply: number) => (s >= MATE_BOUND ? s + ply : s <= -MATE_BOUND ? s - ply : s);
const fromTable = (s: number, ply: number) => (s >= MATE_BOUND ? s - ply : s <= -MATE_BOUND ? s + ply : s);

/** The table's move code of a move: every field but the payload (a hint for ordering, matched against moves made). */
const codeA = (m: Move) => (m.from + 1) | ((m.to + 1) << 12) | ((m.promo + 1) << 24);
const codeB = (m: Move) => m.flags | (m.piece << 8) | ((m.capture + 1) << 16);

let shared: TransTable | undefined;
/** The one table, reused by every search (its entries from earlier searches are ignored). */
function tableFor(): TransTable {
  shared ??= new TransTable(18);
  shared.newSearch();
  return shared;
}

/** Searches `pos` and returns the best move with its score. */
export function search(pos: Position, opts: SearchOptions): SearchResult {
  const v = pos.variant;
  const st = pos.cloneState();
  setKey(v, st);
  const { value, royal } = evalTables(v);
  const deadline = opts.timeMs === undefined ? Infinity : Date.now() + opts.timeMs;
  const maxNodes = opts.nodes ?? Infinity;
  const qDepth = opts.quiescence ?? 4;
  const tt = opts.table === false ? undefined : tableFor();
  let nodes = 0;

  // The clock is read every 32 nodes: a node on the large boards costs up to a millisecond on a busy machine, and
  // the play page must get its answer on time.
  let clockOn = true;
  const tick = () => {
    nodes++;
    if (clockOn && (nodes > maxNodes || ((nodes & 31) === 0 && Date.now() > deadline))) throw new Stop();
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
  // Captures worth no more than the man taken (no hands or pools, no promotion on capture): see `futile`.
  const plainCaptures = v.hooks.afterMove === undefined && !v.hooks.extraMoves;
  const losing = (m: Move) =>
    plainCaptures &&
    m.promo < 0 &&
    m.capture === m.to &&
    value[codeKind(st.board[m.to]!)]! < value[m.piece]! &&
    attackerOf(v, st, m.to, (st.turn ^ 1) as Color) >= 0;
  const orderAt = (ms: Move[], ply: number, hintA: number, hintB: number) => {
    const k = killers[ply] ?? [];
    const key = (m: Move) => {
      if (hintA !== 0 && codeA(m) === hintA && codeB(m) === hintB) return 4e9;
      const g = gain(m);
      // A losing capture (a worthier man takes on a defended cell) after the killers; the others first.
      if (g !== 0) return (losing(m) ? 1.2e9 : 2e9) + g;
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

  // A draw scored for the side to move at `ply` (the root's side at even plies): minus the contempt for the root's
  // side, plus it for the other.
  const contempt = opts.contempt ?? 0;
  const draw = (ply: number) => (contempt === 0 ? 0 : ply % 2 === 0 ? -contempt : contempt);
  /** A finished game's score for the side to move, a draw with the contempt. */
  const judged = (score: ByColor<number>, ply: number) => {
    const t = terminal(score, st.turn, ply);
    return t === 0 ? draw(ply) : t;
  };
  const fifty = v.def.rules.fiftyMovePlies;
  /** The legal moves `earlyEnd` had to generate for the node it judged (the node then reuses them), or undefined. */
  let known: Move[] | undefined;
  /** The game's end in this node if it can be told before trying moves (variant rules, the move clock). */
  const earlyEnd = (ply: number): number | undefined => {
    known = undefined;
    if (!v.hooks.outcome && (fifty === undefined || st.clock < fifty)) return undefined;
    known = legal(v, st);
    const o = outcome(v, st, known);
    return o ? judged(o.score, ply) : undefined;
  };
  /** The end when the side to move turned out to have no legal move. */
  const noMoves = (ply: number) => judged(outcome(v, st, [])!.score, ply);
  const isLegalMove = (m: Move, mover: 0 | 1) => {
    const u = make(v, st, m);
    const bad = leftInCheck(v, st, mover);
    unmake(st, u);
    return !bad;
  };

  // Captures the capture search leaves out (where a capture is worth no more than the man it takes: no hands or
  // pools, no promotion on capture): one that could not lift the score to alpha even if the man were won for
  // nothing (delta pruning), and a man taken by a worthier one on a cell the other side defends (a losing capture,
  // told by one attack probe instead of an exchange). Ordering the search, not the rules: the moves are still legal.
  // Returns what the node may still be worth through the capture left out (its bound, so that a fail-low score
  // stored in the table holds under any window), or undefined when the capture must be searched.
  // The main search asks it too, near the leaves, with its own margin, and bounds a losing capture left out by alpha
  // (`losingLeft`; null where losing captures are searched).
  const futile = (
    m: Move,
    stand: number,
    alpha: number,
    margin = DELTA,
    losingLeft: number | null = -INF,
  ): number | undefined => {
    if (!plainCaptures || m.promo >= 0 || m.capture < 0) return undefined;
    const bound = stand + value[codeKind(st.board[m.capture]!)]! + margin;
    if (bound <= alpha) return bound;
    return losingLeft !== null && losing(m) ? losingLeft : undefined;
  };

  const quiesce = (alpha: number, beta: number, ply: number, depth: number, last = -1): number => {
    tick();
    const end = earlyEnd(ply);
    if (end !== undefined) return end;
    const checked = known;
    const mover = st.turn;
    const stand = evaluate(v, st);
    let best = -INF;
    let any = false;
    if (depth > 0 && stand < beta) {
      const some = checked ?? pseudoMoves(v, st, mover, true);
      // After the first two captures, only those on the cell just taken on (recaptures) and promotions: on a board
      // packed with men a capture search that tries every capture at every ply does not end.
      const recaptures = depth <= qDepth - 2 && last >= 0;
      const noisy = order(
        some.filter((x) => x.promo >= 0 || (x.capture >= 0 && (!recaptures || x.capture === last || x.to === last))),
      );
      const cells = checked || !noisy.length ? undefined : safeCells(v, st);
      if (stand > alpha) alpha = stand;
      for (const m of noisy) {
        const left = futile(m, stand, alpha);
        if (left !== undefined) {
          if (left > best) best = left;
          continue;
        }
        const u = make(v, st, m);
        if (!checked && !(cells !== undefined && isSafe(v, cells, m)) && leftInCheck(v, st, mover)) {
          unmake(st, u);
          continue;
        }
        any = true;
        const sc = -quiesce(-beta, -alpha, ply + 1, depth - 1, m.to);
        unmake(st, u);
        if (sc > best) best = sc;
        if (sc >= beta) return sc;
        if (sc > alpha) alpha = sc;
      }
    }
    // No capture was tried: whether the side to move has any move at all (mate and stalemate at the leaves).
    if (!any && (checked ? !checked.length : !hasLegalMove(v, st))) return noMoves(ply);
    return Math.max(stand, best);
  };

  // The keys of the positions on the current line (ply 0 the root): a position repeated on the line is scored
  // as a draw, so the search neither walks into a repetition when ahead nor misses one when behind.
  const pathLo = new Int32Array(512);
  const pathHi = new Int32Array(512);
  const histLo: number[] = [];
  const histHi: number[] = [];
  for (const h of opts.history ?? []) {
    const hs = h.cloneState();
    setKey(v, hs);
    histLo.push(hs.keyLo);
    histHi.push(hs.keyHi);
  }
  const repeated = (ply: number): boolean => {
    const stop = Math.max(0, ply - st.clock);
    for (let p = ply - 2; p >= stop; p -= 2) if (pathLo[p] === st.keyLo && pathHi[p] === st.keyHi) return true;
    // The game before the root: the position j plies before it, within the move clock and with the same side to move.
    const n = histLo.length;
    for (let j = ply % 2 === 0 ? 2 : 1; j <= st.clock - ply && j <= n; j += 2)
      if (histLo[n - j] === st.keyLo && histHi[n - j] === st.keyHi) return true;
    return false;
  };
  /** Passes the move (null-move pruning): the turn changes, nothing moves. Returns what `unpass` restores. */
  const pass = (): [number, number] => {
    const saved: [number, number] = [st.ep, st.epVictim];
    const z = st.zobrist!;
    if (st.ep >= 0) {
      st.keyLo ^= z.epLo[st.ep]!;
      st.keyHi ^= z.epHi[st.ep]!;
    }
    st.keyLo ^= z.turnLo;
    st.keyHi ^= z.turnHi;
    st.turn = (st.turn ^ 1) as Color;
    st.ep = -1;
    st.epVictim = -1;
    return saved;
  };
  const unpass = ([ep, epVictim]: [number, number]) => {
    const z = st.zobrist!;
    st.turn = (st.turn ^ 1) as Color;
    st.keyLo ^= z.turnLo;
    st.keyHi ^= z.turnHi;
    st.ep = ep;
    st.epVictim = epVictim;
    if (ep >= 0) {
      st.keyLo ^= z.epLo[ep]!;
      st.keyHi ^= z.epHi[ep]!;
    }
  };
  /** Men of the side to move other than its royals (null-move pruning is unsafe with few: zugzwang). */
  const menToMove = (): number => {
    let n = 0;
    const board = st.board;
    const turn = st.turn;
    for (let c = 0; c < board.length; c++) {
      const code = board[c]!;
      if (code !== 0 && (code & 1) === (turn === 0 ? 1 : 0) && royal[codeKind(code)] === 0) n++;
    }
    return n;
  };
  /**
   * The first look at a root move: its score after it for the root's side, a finished game's by the rules (mate in
   * one), else the static score less the moved man's worth when the other side attacks it (less the attacker's
   * worth when the man is defended): a one-move exchange instead of a capture search, so that it always finishes.
   */
  const firstLook = (m: Move): number => {
    const mover = st.turn;
    const u = make(v, st, m);
    let s: number;
    const hook = !!v.hooks.outcome || (fifty !== undefined && st.clock >= fifty);
    const ended = hook ? outcome(v, st, legal(v, st)) : hasLegalMove(v, st) ? undefined : outcome(v, st, []);
    if (ended) s = -judged(ended.score, 1);
    else {
      s = -evaluate(v, st);
      const at = st.board[m.to] !== 0 && (st.board[m.to]! & 1) === (mover === 0 ? 1 : 0) ? m.to : -1;
      if (at >= 0 && royal[codeKind(st.board[at]!)] === 0) {
        const taker = attackerOf(v, st, at, st.turn);
        if (taker >= 0) {
          const mine = value[codeKind(st.board[at]!)]!;
          const theirs = value[codeKind(st.board[taker]!)]!;
          s -= attackerOf(v, st, at, mover) >= 0 ? Math.max(0, mine - theirs) : mine;
        }
      }
    }
    unmake(st, u);
    return s;
  };
  let rootDepth = 1;
  const prune = opts.prune !== false;

  /**
   * Principal-variation search: the first move with the full window, the others with a null window (searched
   * again in full when they beat it). Late quiet moves are searched shallower first (late-move reduction, more
   * the later the move and the deeper the node), a side that can pass and still beat beta is cut off (null move,
   * not in check and not with few men), near the leaves the hopeless moves are not tried (futility and late-move
   * pruning), and in a PV node a move that gives check is searched a ply deeper. On the levelled boards most
   * moves give check somewhere in a middle game: extending every check there doubled the nodes of a depth-5 search.
   */
  const negamax = (depth: number, alpha: number, beta: number, ply: number, check: boolean): number => {
    if (depth <= 0 && qDepth > 0) return quiesce(alpha, beta, ply, qDepth);
    tick();
    const end = earlyEnd(ply);
    if (end !== undefined) return end;
    const checked = known;
    pathLo[ply] = st.keyLo;
    pathHi[ply] = st.keyHi;
    if (ply > 0 && repeated(ply)) return draw(ply);
    let hintA = 0;
    let hintB = 0;
    const slot = tt ? tt.probe(st.keyLo, st.keyHi) : -1;
    if (slot >= 0) {
      const e = tt!;
      hintA = e.moveA[slot]!;
      hintB = e.moveB[slot]!;
      if (e.depthOf(slot) >= depth) {
        const s = fromTable(e.score[slot]!, ply);
        const bound = e.boundOf(slot);
        if (bound === EXACT || (bound === LOWER && s >= beta) || (bound === UPPER && s <= alpha)) return s;
      }
    }
    const mover = st.turn;
    const pv = beta - alpha > 1;
    // The static score, where a pruning below asks for it (a non-PV node, not in check, away from mates).
    const quietNode = prune && !pv && !check && ply > 0 && Math.abs(alpha) < MATE_BOUND && Math.abs(beta) < MATE_BOUND;
    const stat = quietNode ? evaluate(v, st) : 0;
    // Reverse futility: with 1-3 plies left, a static score this far above beta is taken as the node's.
    if (quietNode && depth <= 3 && stat - REVERSE_MARGIN * depth >= beta) return stat - REVERSE_MARGIN * depth;
    if (quietNode && depth >= 3 && stat >= beta && menToMove() >= 3) {
      const saved = pass();
      const sc = -negamax(depth - 3 - (depth >= 7 ? 1 : 0), -beta, -beta + 1, ply + 1, false);
      unpass(saved);
      if (sc >= beta) return beta;
    }
    const moves = checked ?? pseudoMoves(v, st);
    const cells = checked ? undefined : safeCells(v, st);
    const safe = (m: Move) => checked !== undefined || (cells !== undefined && isSafe(v, cells, m));
    if (depth <= 0) return moves.some((m) => safe(m) || isLegalMove(m, mover)) ? evaluate(v, st) : noMoves(ply);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove: Move | undefined;
    let tried = 0;
    // Near the leaves of a non-PV node: futility (the static score too far below alpha for a quiet move to
    // help) and late-move pruning (only the first few quiet moves). A quiet move that gives check is always tried.
    const shallow = quietNode && depth <= 3;
    const futileScore = shallow && stat + FUTILITY[depth]! <= alpha ? stat + FUTILITY[depth]! : undefined;
    let quiets = 0;
    for (const m of orderAt(moves, ply, hintA, hintB)) {
      // A capture that cannot reach alpha even with the margin, or a losing one with one ply left: not tried.
      const left =
        shallow && tried > 0 ? futile(m, stat, alpha, FUTILITY[depth]!, depth === 1 ? alpha : null) : undefined;
      if (left !== undefined) {
        if (left > best) best = left;
        continue;
      }
      const u = make(v, st, m);
      if (!safe(m) && leftInCheck(v, st, mover)) {
        unmake(st, u);
        continue;
      }
      tried++;
      const gives = inCheck(v, st);
      const plain = m.capture < 0 && m.promo < 0 && !gives;
      if (plain) quiets++;
      if (shallow && plain && tried > 1 && (futileScore !== undefined || quiets > LATE_QUIETS[depth]!)) {
        // Left out: the node's score is bounded by what the move was judged unable to beat.
        unmake(st, u);
        const bound = futileScore ?? alpha;
        if (bound > best) best = bound;
        continue;
      }
      const next = depth - 1 + (prune && gives && pv && ply < 2 * rootDepth ? 1 : 0);
      let sc: number;
      if (tried === 1) sc = -negamax(next, -beta, -alpha, ply + 1, gives);
      else {
        const quiet = plain && !check;
        const r =
          prune && quiet && depth >= 3 && tried > 3
            ? Math.max(0, Math.min(depth - 2, REDUCTION[Math.min(depth, 63)]![Math.min(tried, 63)]! - (pv ? 1 : 0)))
            : 0;
        sc = -negamax(next - r, -alpha - 1, -alpha, ply + 1, gives);
        if (sc > alpha && r > 0) sc = -negamax(next, -alpha - 1, -alpha, ply + 1, gives);
        if (sc > alpha && sc < beta) sc = -negamax(next, -beta, -alpha, ply + 1, gives);
      }
      unmake(st, u);
      if (sc > best) {
        best = sc;
        bestMove = m;
      }
      if (sc > alpha) alpha = sc;
      if (alpha >= beta) {
        cutoff(m, ply, depth);
        break;
      }
    }
    if (best === -INF) best = noMoves(ply);
    if (tt) {
      const bound = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
      tt.store(
        st.keyLo,
        st.keyHi,
        depth,
        bound,
        toTable(best, ply),
        bestMove ? codeA(bestMove) : 0,
        bestMove ? codeB(bestMove) : 0,
      );
    }
    return best;
  };

  const rootMoves = legal(v, st);
  if (!rootMoves.length) return { score: 0, depth: 0, nodes: 0, scored: [] };
  pathLo[0] = st.keyLo;
  pathHi[0] = st.keyHi;
  // Depth 1 first, whatever the clock says (`firstLook`): every root move made once, mates and stalemates judged by
  // the rules, the rest by the static score less what the moved man stands to lose. The clock and the node limit
  // stop only the iterations after it, which try the moves in its order (mates, then winning captures).
  const first = rootMoves.map((m) => ({ move: m, score: firstLook(m) }));
  nodes += first.length;
  first.sort((a, b) => b.score - a.score);
  if (first[0]!.score >= MATE - 1)
    return { best: first[0]!.move, score: first[0]!.score, depth: 1, nodes, scored: first };
  // Then depth 1 proper, still whatever the clock says: each move against the other side's captures and the
  // recaptures on their cells (a capture search of two plies, where the iterations' goes to `qDepth`).
  clockOn = false;
  const look: { move: Move; score: number }[] = [];
  let bar = -INF;
  for (const { move: m } of first) {
    const u = make(v, st, m);
    const s = -quiesce(-INF, -bar, 1, 2);
    unmake(st, u);
    look.push({ move: m, score: s });
    if (s > bar) bar = s;
  }
  clockOn = true;
  look.sort((a, b) => b.score - a.score);
  let result: SearchResult = { best: look[0]!.move, score: look[0]!.score, depth: 1, nodes, scored: look };
  const rootOrder = look.map((x) => x.move);
  let previous: Move | undefined;
  for (let depth = 1; depth <= opts.depth; depth++) {
    rootDepth = depth;
    // The best root move of this iteration so far, once its score is known to beat the first move's.
    let partial: { move: Move; score: number } | undefined;
    try {
      const scored: { move: Move; score: number }[] = [];
      let alpha = -INF;
      const moves = previous ? [previous, ...rootOrder.filter((m) => m !== previous)] : rootOrder;
      for (const m of moves) {
        const u = make(v, st, m);
        const gives = inCheck(v, st);
        let s: number;
        if (opts.exactRoot || alpha === -INF) s = -negamax(depth - 1, -INF, INF, 1, gives);
        else {
          // A null window first: a move that does not beat the best so far is only bounded, as before.
          s = -negamax(depth - 1, -alpha - 1, -alpha, 1, gives);
          if (s > alpha) s = -negamax(depth - 1, -INF, -alpha, 1, gives);
        }
        unmake(st, u);
        scored.push({ move: m, score: s });
        if (s > alpha) {
          alpha = s;
          partial = { move: m, score: s };
        }
      }
      scored.sort((a, b) => b.score - a.score);
      previous = scored[0]!.move;
      result = { best: previous, score: scored[0]!.score, depth, nodes, scored };
      if (Math.abs(result.score) >= MATE - depth) break; // a forced result: deeper search cannot change it
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      // Stopped inside an iteration: a move that beat the first one there (searched deeper than the last
      // completed answer) is taken; the first one alone is the last answer again.
      if (partial && partial.move !== (previous ?? rootOrder[0])) result = { ...result, ...partial };
      break;
    }
  }
  return { ...result, nodes };
}

/** Returns every first move that forces a win within `n` moves of the side to move (a mate-in-n solver). */
export function winningMoves(pos: Position, n: number): Move[] {
  const plies = 2 * n - 1;
  const r = search(pos, { depth: plies, quiescence: 0, exactRoot: true, prune: false });
  return r.scored.filter((s) => s.score >= MATE - plies).map((s) => s.move);
}
