/**
 * The computer player: three strengths over the one search, and the request/reply protocol of the play page's
 * Web Worker as a pure function (`answerRequest`), so that the worker is a two-line shell and the tests can call
 * the very code the worker runs.
 */
import { getVariant } from '../variants/index';
import { Position } from '../rules/position';
import type { Move } from '../rules/move';
import { MATE, search } from './search';
import { tableMove } from '../endgame/probe';
import { STRENGTH_SETTINGS, STRENGTHS, type Strength } from './strengths';

/** The page's question to the worker. */
export interface AiRequest {
  /** Echoed in the reply, so that a late answer to a cancelled question is recognised and dropped. */
  readonly id: number;
  readonly variant: string;
  /** Position text (docs/CONVENTIONS.md §4) with the computer to move. */
  readonly position: string;
  readonly strength: Strength;
  /** Time limit in milliseconds (capped by the strength's own). */
  readonly timeMs?: number;
  /** Node limit (tests keep games fast with it). */
  readonly nodes?: number;
  /** Seed of the random choice among near-best moves (Beginner); fixed in tests. */
  readonly seed?: number;
  /**
   * The game's earlier positions as position texts, oldest first (the position asked about excluded; the last
   * hundred or so are enough): the computer does not walk back into one of them when it is ahead.
   */
  readonly history?: readonly string[];
}

/** The worker's answer: the move in long form, or why there is none. */
export type AiReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly move: string;
      readonly depth: number;
      readonly nodes: number;
      readonly score: number;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Returns a small seeded random generator (mulberry32) giving numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Choice {
  readonly move: Move;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
}

/**
 * Chooses the computer's move in `pos` at a strength (undefined when the side to move has no move). The time
 * limit is the strength's own unless `timeMs` is given (the worker's requests are capped by `answerRequest`; the
 * benchmark's node-budget match lifts the cap, so that its games do not depend on the machine's load).
 */
export function chooseMove(
  pos: Position,
  strength: Strength,
  opts: { timeMs?: number; nodes?: number; random?: () => number; history?: readonly Position[] } = {},
): Choice | undefined {
  const s = STRENGTH_SETTINGS[strength];
  let timeMs = opts.timeMs ?? s.timeMs;
  if (s.tables) {
    // A table still to build takes up to three quarters of a timed move, and goes on at the next (a search plays
    // meanwhile); with a node budget the answer must not depend on the clock, so it is built at once.
    const start = performance.now();
    const deadline = opts.nodes === undefined ? start + 0.75 * timeMs : Number.POSITIVE_INFINITY;
    const t = tableMove(pos, opts.history, deadline);
    if (t)
      return {
        move: t.move,
        score: Math.sign(t.plies) * (MATE - Math.abs(t.plies)),
        depth: Math.abs(t.plies),
        nodes: 0,
      };
    timeMs = Math.max(1, timeMs - (performance.now() - start));
  }
  const r = search(pos, {
    depth: s.depth,
    quiescence: s.quiescence,
    timeMs,
    ...(opts.nodes === undefined ? {} : { nodes: opts.nodes }),
    ...(opts.history === undefined ? {} : { history: opts.history }),
    contempt: s.contempt,
    // Picking among near-best moves needs every root move scored exactly; a shallow search affords it.
    exactRoot: s.margin > 0,
  });
  if (!r.best) return undefined;
  let move = r.best;
  if (s.margin > 0 && r.scored.length > 1 && Math.abs(r.score) < MATE / 2) {
    const near = r.scored.filter((x) => x.score >= r.score - s.margin);
    const random = opts.random ?? Math.random;
    move = near[Math.min(near.length - 1, Math.floor(random() * near.length))]!.move;
  }
  const score = r.scored.find((x) => x.move === move)?.score ?? r.score;
  return { move, score, depth: r.depth, nodes: r.nodes };
}

/** The score as the command line prints it: centipawns for the side to move, or `mate N` / `-mate N` (moves). */
export function scoreText(score: number, end = 'mate'): string {
  if (Math.abs(score) < MATE / 2) return String(score);
  const moves = Math.ceil((MATE - Math.abs(score)) / 2);
  return `${score > 0 ? '' : '-'}${end} ${moves}`;
}

/**
 * How a forced win ends once `line` is played from `pos`: `mate`, or the status of another end that wins outright
 * (`stalemate` where a player with no move loses, as in Panoply; `bare-king` in Peanut). `mate` when the line does not
 * end the game.
 */
function endWord(pos: Position, line: readonly Move[]): string {
  let p = pos;
  for (const m of line) p = p.play(m);
  const o = p.outcome();
  return o?.winner && o.status !== 'checkmate' ? o.status : 'mate';
}

/** The endgame table's line from `pos`: its move, then both sides' table moves to the end of the game. */
function tableLine(pos: Position, first: Move): Move[] {
  const line = [first];
  let p = pos.play(first);
  // A won ending ends within the table's plies; the bound only guards against a table that disagrees with the rules.
  for (let i = 0; i < 1000 && !p.outcome(); i++) {
    const t = tableMove(p);
    if (!t) break;
    line.push(t.move);
    p = p.play(t.move);
  }
  return line;
}

/**
 * The command line's `best` (docs/CONVENTIONS.md §6), as one line `MOVE depth D nodes N score S`; undefined when the
 * side to move has no move. Where an endgame table covers the position and the ending is won (engine/endgame/), the
 * table answers, as it does for the Strong player: D is the plies to the end, N is 0, S the exact `mate N` (or
 * `-mate N`), and the line goes on with `table` and the table's moves to the end. Otherwise the Strong player's search
 * for `ms` milliseconds. A win that ends in a stalemate (or by baring) says so: `stalemate N` for `mate N`, where the
 * line is known (the table's, or a win in one move).
 */
export function bestLine(pos: Position, ms: number): string | undefined {
  const t = tableMove(pos);
  if (t) {
    const line = tableLine(pos, t.move);
    const texts: string[] = [];
    let p = pos;
    for (const m of line) {
      texts.push(p.printMove(m));
      p = p.play(m);
    }
    const plies = Math.abs(t.plies);
    const score = scoreText(Math.sign(t.plies) * (MATE - plies), endWord(pos, line));
    return `${texts[0]} depth ${plies} nodes 0 score ${score} table ${texts.join(' ')}`;
  }
  const s = STRENGTH_SETTINGS.strong;
  const r = search(pos, { depth: 64, quiescence: s.quiescence, timeMs: ms });
  if (!r.best) return undefined;
  // A win in one move: the move itself shows how the game ends.
  const end = r.score === MATE - 1 ? endWord(pos, [r.best]) : 'mate';
  return `${pos.printMove(r.best)} depth ${r.depth} nodes ${r.nodes} score ${scoreText(r.score, end)}`;
}

/** Answers one worker request: parses the position, searches, and prints the move. Never throws. */
export function answerRequest(req: AiRequest): AiReply {
  const fail = (error: string): AiReply => ({ id: req.id, ok: false, error });
  try {
    const v = getVariant(req.variant);
    if (!v.ok) return fail(v.error.message);
    if (!STRENGTHS.includes(req.strength)) return fail(`unknown strength "${String(req.strength)}"`);
    const p = Position.parse(v.value, req.position);
    if (!p.ok) return fail(p.error.message);
    if (p.value.outcome()) return fail('the game is over');
    const history: Position[] = [];
    for (const [i, text] of (req.history ?? []).entries()) {
      const h = Position.parse(v.value, text);
      if (!h.ok) return fail(`history position ${i + 1}: ${h.error.message}`);
      history.push(h.value);
    }
    const own = STRENGTH_SETTINGS[req.strength].timeMs;
    const c = chooseMove(p.value, req.strength, {
      timeMs: Math.min(own, req.timeMs ?? own),
      ...(req.nodes === undefined ? {} : { nodes: req.nodes }),
      history,
      random: seededRandom(req.seed ?? Math.floor(Math.random() * 2 ** 32)),
    });
    if (!c) return fail('no legal move');
    return { id: req.id, ok: true, move: p.value.printMove(c.move), depth: c.depth, nodes: c.nodes, score: c.score };
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}
