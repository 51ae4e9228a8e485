/**
 * The computer player's parts of `npm run bench`: how deep the search gets in 2 s, whether `best` finds the site's
 * mate and win puzzles within 2 s, and a match of the Strong player against the Club player per variant.
 */
import { PUZZLES } from '../../content/puzzles/index';
import {
  acceptedMoves,
  answerRequest,
  Game,
  Position,
  puzzlePosition,
  search,
  seededRandom,
  type Strength,
} from '../../engine/index';
import type { Variant } from '../../engine/rules/variant';
import { chooseMove } from '../../engine/search/player';
import { MATE } from '../../engine/search/search';

const fmtRate = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : `${(n / 1e3).toFixed(1)} k`);

export function printTable(title: string, rows: string[][]): void {
  console.log(`\n${title}`);
  const w = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i]!)).join('  '));
}

/** Depth reached and nodes per second of the Strong search in `ms` from each position. */
export function searchRows(id: string, cases: readonly [string, Position][], ms: number): string[][] {
  const rows: string[][] = [];
  search(cases[0]![1], { depth: 1 }); // builds the evaluation tables outside the timing
  for (const [name, p] of cases) {
    if (p.outcome()) continue;
    const t = performance.now();
    const r = search(p, { depth: 64, quiescence: 6, timeMs: ms });
    const s = (performance.now() - t) / 1000;
    rows.push([id, name, String(r.depth), String(r.nodes), fmtRate(r.nodes / s), p.printMove(r.best!)]);
  }
  return rows;
}

/** Every `mate` and `win` puzzle of a variant: found when `best`'s move achieves the goal and its score says so. */
export function puzzleRow(id: string, ms: number): { row: string[]; missed: string[] } {
  const list = PUZZLES.filter((p) => p.variant === id && (p.goal.type === 'mate' || p.goal.type === 'win'));
  let found = 0;
  let slowest = 0;
  const missed: string[] = [];
  for (const p of list) {
    const pos = puzzlePosition(p);
    const n = p.goal.type === 'only-move' ? 1 : p.goal.moves;
    const t = performance.now();
    const r = search(pos, { depth: 64, quiescence: 6, timeMs: ms });
    const took = performance.now() - t;
    const ok =
      r.best !== undefined &&
      r.score >= MATE - (2 * n - 1) &&
      acceptedMoves(pos, p.goal).some((m) => pos.printMove(m) === pos.printMove(r.best!));
    if (ok) {
      found++;
      slowest = Math.max(slowest, took);
    } else missed.push(p.id);
  }
  return { row: [id, `${found}/${list.length}`, `${slowest.toFixed(0)}`], missed };
}

/**
 * The search's speed in a variant, nodes per second: the Strong search for `ms` from each position, all nodes over
 * all time. The match turns the play page's thinking times into node budgets with it.
 */
export function nodesPerSecond(positions: readonly Position[], ms: number): number {
  search(positions[0]!, { depth: 1 }); // builds the evaluation tables outside the timing
  let nodes = 0;
  let took = 0;
  for (const p of positions) {
    if (p.outcome()) continue;
    const t = performance.now();
    nodes += search(p, { depth: 64, quiescence: 6, timeMs: ms }).nodes;
    took += performance.now() - t;
  }
  return took > 0 ? (nodes * 1000) / took : 0;
}

/** The most a random opening may be worth to either side (a depth-2 search), in centipawns. */
const BALANCED = 100;

/**
 * A random opening of `plies` plies that leaves neither side clearly ahead by a depth-5 search: random moves on the large boards often
 * hang a man or the king (in Lengthleaper a random opening is often lost in a move or two), and a pair of games
 * from it would measure the opening rather than the players. Up to 200 tries; else the last one.
 */
function balancedOpening(v: Variant, plies: number, random: () => number): Position {
  let p = Position.start(v);
  for (let attempt = 0; attempt < 200; attempt++) {
    p = Position.start(v);
    for (let i = 0; i < plies && !p.outcome(); i++) {
      const ms = p.legalMoves();
      p = p.play(ms[Math.floor(random() * ms.length)]!);
    }
    // Depth 5 (a node cap keeps it short on the large boards): shallower looks let through openings lost by force
    // in a few moves (Lengthleaper with birds, depth 4 and 40 000 nodes), whose pair of games scores 1 of 2 whoever
    // plays them.
    if (!p.outcome() && Math.abs(search(p, { depth: 5, quiescence: 4, nodes: 100_000 }).score) <= BALANCED) return p;
  }
  return p;
}

interface MatchOptions {
  readonly games: number;
  /** Random plies of each opening. */
  readonly openingPlies: number;
  /** Games longer than this are scored as draws. */
  readonly maxPlies: number;
  /** Thinking time per move as a share of each strength's own (1: as on the play page). */
  readonly scale: number;
  /**
   * Nodes per move for each strength, instead of a clock: the same games at any load. Club keeps its depth cap
   * (depth 4), as on the play page, so that a budget larger than its depth-4 search is not used.
   */
  readonly budget?: { readonly strong: number; readonly club: number };
  readonly seed: number;
}

/**
 * Strong against Club: pairs of games from one random balanced opening, colours swapped. Returns Strong's points.
 */
export function match(
  v: Variant,
  o: MatchOptions,
): { points: number; games: number; wins: number; losses: number; plies: number } {
  const random = seededRandom(o.seed);
  let points = 0;
  let wins = 0;
  let losses = 0;
  let played = 0;
  let allPlies = 0;
  for (let g = 0; g < o.games; g += 2) {
    const opening = balancedOpening(v, o.openingPlies, random);
    for (const strongSide of ['w', 'b'] as const) {
      if (played >= o.games) break;
      // A Game, as on the play page: its outcome knows repetition, and each player is told the game so far.
      let game = Game.from(opening);
      let p = opening;
      let plies = 0;
      while (!game.outcome() && plies < o.maxPlies) {
        const history = game.positions.slice(-101, -1);
        const who: Strength = p.turn === strongSide ? 'strong' : 'club';
        const timeMs = Math.max(20, Math.round((who === 'strong' ? 2000 : 1000) * o.scale));
        const seed = Math.floor(random() * 2 ** 32);
        let move: string;
        if (o.budget === undefined) {
          const reply = answerRequest({
            id: plies,
            variant: v.id,
            position: p.toString(),
            strength: who,
            timeMs,
            seed,
            history: history.map((h) => h.toString()),
          });
          if (!reply.ok) break;
          move = reply.move;
        } else {
          // A node budget and no clock: the same games on any machine, at any load.
          const nodes = o.budget[who === 'strong' ? 'strong' : 'club'];
          const c = chooseMove(p, who, { nodes, timeMs: 3_600_000, random: seededRandom(seed), history });
          if (!c) break;
          move = p.printMove(c.move);
        }
        const next = game.playText(move);
        if (!next.ok) throw new Error(next.error.message);
        game = next.value;
        p = game.position;
        plies++;
      }
      allPlies += plies;
      const out = game.outcome();
      const s = out ? out.score[strongSide] : 0.5;
      // A game cut off at the ply limit ends with its position, to see why Strong did not win it.
      const end = out ? ` (${out.reason})` : ` (cut off: ${p.toString()})`;
      process.stderr.write(`${v.id} game ${played + 1}: Strong ${strongSide} ${s} after ${plies} plies${end}\n`);
      points += s;
      if (s > 0.5) wins++;
      if (s < 0.5) losses++;
      played++;
    }
  }
  return { points, games: played, wins, losses, plies: allPlies };
}
