/**
 * `npm run bench`: the engine's speed and the computer player's strength, printed as tables. Parts (all but the
 * match when none is named): `--perft`, `--search`, `--puzzles`, `--match` (long: `--games N`, `--scale F` for
 * the thinking time as a share of the play page's (Strong 2 s, Club 1 s), `--nodes` to play by node budgets
 * instead of the clock (the same games at any load: each budget is the page's time × F × the variant's nodes per
 * second, measured here by a 2 s search from the start and the middle-game position, or given by `--nps N`),
 * `--seed K` for another set of openings, `--variant ID` for one variant), `--replay` (a long game read back as a
 * link and as a saved game), `--jocly-match` (Gliński against Jocly's AI: test/bench/jocly-match.ts),
 * `--leaper-endgames` (which men force mate against a lone king, on Lengthleaper's prism unless `--variant` names
 * another: test/bench/endgames.ts; `--pieces TE,EE` for some pairs of leapers), `--tables` (the endgame tables the
 * Strong player builds: their build time and what they say, Gliński's and Full House's unless `--variant` names
 * another: test/bench/tables.ts; `--pieces Q,NN` for some endings; `--guard B` for Panoply's other reading of the
 * Guard), `--jocly` (Gliński perft(4) by the
 * command line against Jocly in process, when Jocly is installed), `--all`.
 * - perft: leaf nodes per second from the start position and from the first middle-game fixture, at the
 *   deepest depth that the fixture lists (depth 4 from the start where it finishes within the time cap).
 * - dests: microseconds to answer "where can this man go" (parse nothing; one man of a middle-game
 *   position), averaged over many calls.
 * - search: the computer player's speed, nodes per second of its alpha-beta search (with quiescence) to a fixed
 *   depth from the start position and from the same middle-game position.
 * Budgets are checked elsewhere (the quality gates); this script only measures.
 */
import { readdirSync } from 'node:fs';
import { Position, perftOf, VARIANT_IDS } from '../../engine/index';
import { getVariant } from '../../engine/variants/index';
import type { Variant } from '../../engine/rules/variant';
import type { PerftRow } from '../fixtures/types';
import { match, nodesPerSecond, printTable, puzzleRow, searchRows } from './play';
import { replayRows } from './replay';

const fixtureDir = new URL('../fixtures/', import.meta.url);
const fixtures = new Map<string, readonly PerftRow[]>();
for (const f of readdirSync(fixtureDir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
  const mod = (await import(new URL(f, fixtureDir).href)) as { perftRows: readonly PerftRow[] };
  fixtures.set(f.replace(/\.ts$/, ''), mod.perftRows);
}
const rowsOf = (id: string) => fixtures.get(id) ?? [];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const PARTS = [
  'perft',
  'search',
  'puzzles',
  'replay',
  'match',
  'jocly',
  'jocly-match',
  'leaper-endgames',
  'tables',
] as const;
const named = PARTS.filter((p) => flag(p));
const run = (part: (typeof PARTS)[number]) =>
  flag('all') ||
  (named.length
    ? named.includes(part)
    : !['match', 'jocly', 'jocly-match', 'leaper-endgames', 'tables'].includes(part));
const only = option('variant');
const ids = VARIANT_IDS.filter((id) => only === undefined || id === only);
const now = () => performance.now();

function timePerft(p: Position, depth: number) {
  const t = now();
  const nodes = perftOf(p, depth);
  const ms = now() - t;
  return { nodes, ms };
}

function destsMicros(v: Variant, p: Position): { us: number; cell: string } {
  // The man of the side to move with the most destinations: a "typical busy" query.
  let best = -1;
  let most = -1;
  for (let c = 0; c < v.board.size; c++) {
    const n = p.movesFrom(c).length;
    if (n > most) [best, most] = [c, n];
  }
  const fresh = () => Position.parse(v, p.toString());
  const positions = Array.from({ length: 200 }, () => {
    const r = fresh();
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
  const t = now();
  for (const q of positions) q.movesFrom(best);
  return { us: ((now() - t) / positions.length) * 1000, cell: v.board.names[best]! };
}

function fmt(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : `${(n / 1e3).toFixed(0)} k`;
}
if (run('perft')) {
  const table: string[][] = [['variant', 'position', 'depth', 'nodes', 'ms', 'nodes/s', 'dests µs (cell)']];
  for (const id of ids) {
    const vr = getVariant(id);
    if (!vr.ok) continue;
    const v = vr.value;
    const rows = rowsOf(id);
    const start = Position.start(v);
    const mid = rows.find((r) => r.name !== rows[0]?.name);
    const midPos = mid ? Position.parse(v, mid.position) : undefined;
    const startDepth = quick ? 2 : (rowsOf(id)[0]?.counts.length ?? 3);
    const s = timePerft(start, startDepth);
    const d = destsMicros(v, midPos?.ok ? midPos.value : start);
    table.push([
      id,
      'start',
      String(startDepth),
      String(s.nodes),
      s.ms.toFixed(0),
      fmt(s.nodes / (s.ms / 1000)),
      `${d.us.toFixed(1)} (${d.cell})`,
    ]);
    if (!quick && id === 'glinski') {
      const deep = timePerft(start, 4);
      table.push([id, 'start', '4', String(deep.nodes), deep.ms.toFixed(0), fmt(deep.nodes / (deep.ms / 1000)), '']);
    }
    if (midPos?.ok) {
      const depth = quick ? 2 : mid!.counts.length;
      const m = timePerft(midPos.value, depth);
      table.push([
        id,
        mid!.name.slice(0, 28),
        String(depth),
        String(m.nodes),
        m.ms.toFixed(0),
        fmt(m.nodes / (m.ms / 1000)),
        '',
      ]);
    }
  }

  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const r of table) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}

const cases = (v: Variant): [string, Position][] => {
  const rows = rowsOf(v.id);
  const mid = rows.find((r) => r.name !== rows[0]?.name);
  const midPos = mid ? Position.parse(v, mid.position) : undefined;
  return [
    ['start', Position.start(v)],
    ...(midPos?.ok ? [[mid!.name.slice(0, 28), midPos.value] as [string, Position]] : []),
  ];
};
const variantsRun = () =>
  ids.flatMap((id) => {
    const vr = getVariant(id);
    return vr.ok ? [vr.value] : [];
  });

if (run('search')) {
  const ms = Number(option('ms') ?? 2000);
  const rows = [['variant', 'position', 'depth', 'nodes', 'nodes/s', 'best move']];
  for (const v of variantsRun()) rows.push(...searchRows(v.id, cases(v), ms));
  printTable(`search: the Strong player's depth in ${ms} ms`, rows);
}

if (run('puzzles')) {
  const rows = [['variant', 'found', 'slowest ms']];
  const missed: string[] = [];
  for (const v of variantsRun()) {
    const r = puzzleRow(v.id, 2000);
    rows.push(r.row);
    missed.push(...r.missed);
  }
  printTable('puzzles: mate and win puzzles found by best within 2 s', rows);
  if (missed.length) console.log(`missed: ${missed.join(', ')}`);
}

if (run('replay')) {
  // Long games read back as a link and as a saved game: Gliński 3 000 plies, Lengthleaper 2 000 (#34), Panoply 2 500
  // (#45: 2.2-2.6 s, ten times Gliński's cost a ply, before a move was read among its man's moves only).
  const long = (
    [
      ['glinski', 3000],
      ['lengthleaper', 2000],
      ['panoply', 2500],
    ] as const
  ).filter(([id]) => ids.includes(id));
  printTable('replay: a long game read as a link (Game.playText per move) and as a saved game (readSavedGame)', [
    ['variant', 'plies', 'link ms', 'saved ms', 'link µs/ply'],
    ...replayRows(long),
  ]);
}

if (run('match')) {
  const games = Number(option('games') ?? 20);
  const scale = Number(option('scale') ?? 1);
  const byNodes = flag('nodes');
  const rows = [['variant', 'games', 'nodes/s', 'Strong nodes', 'Club nodes', 'Strong +', 'Strong =', 'Strong -']];
  rows[0]!.push('plies/game', 'Strong score');
  for (const v of variantsRun()) {
    const t = now();
    // The play page's thinking times (Strong 2 s, Club 1 s and depth 4 at most) as node budgets at this speed.
    const given = option('nps');
    const speed = () =>
      given === undefined
        ? nodesPerSecond(
            cases(v).map((c) => c[1]),
            2000,
          )
        : Number(given);
    const nps = byNodes ? speed() : 0;
    const budget = { strong: Math.round(2 * nps * scale), club: Math.round(nps * scale) };
    const r = match(v, {
      games,
      openingPlies: 4,
      // Long enough for the levelled boards' big armies: their won games are mated at 150-300 plies; the 50-move
      // rule and repetition end the others, as on the play page.
      maxPlies: 400,
      scale,
      ...(byNodes ? { budget } : {}),
      seed: 2026 + v.board.size + 1000 * Number(option('seed') ?? 0),
    });
    rows.push([
      v.id,
      String(r.games),
      byNodes ? String(Math.round(nps)) : '-',
      byNodes ? String(budget.strong) : '-',
      byNodes ? String(budget.club) : '-',
      String(r.wins),
      String(r.games - r.wins - r.losses),
      String(r.losses),
      (r.plies / r.games).toFixed(0),
      `${r.points}/${r.games} (${((100 * r.points) / r.games).toFixed(0)} %)`,
    ]);
    console.log(`${rows.at(-1)!.join('  ')}  (${((now() - t) / 1000).toFixed(0)} s)`);
  }
  const how = byNodes ? ' as node budgets (time × nodes/s; Club also stops at depth 4)' : '';
  printTable(`match: Strong against Club, thinking time ×${scale}${how}`, rows);
}

if (run('jocly')) await import('./jocly');

if (run('jocly-match')) {
  const { joclyMatch } = await import('./jocly-match');
  const level = option('level') ?? 'medium';
  const games = await joclyMatch(
    level,
    Number(option('games') ?? 4),
    Number(option('ms') ?? 1000),
    Number(option('max-plies') ?? 200),
  );
  printTable(`Gliński: Strong at ${option('ms') ?? 1000} ms a move against Jocly "${level}"`, [
    ['game', 'Strong plays', 'result (White-Black)', 'plies'],
    ...games.map((g, i) => [String(i + 1), g.ours === 'w' ? 'White' : 'Black', g.result, String(g.plies)]),
  ]);
}

if (run('leaper-endgames')) {
  const { leaperEndgameRows } = await import('./endgames');
  const pairs = option('pieces')?.split(',');
  const id = only ?? 'lengthleaper';
  printTable(
    `${id}: a king and one man, or two leapers, against a lone king (retrograde analysis, White to move)`,
    leaperEndgameRows(id, pairs),
  );
}

if (run('tables')) {
  const { tableRows } = await import('./tables');
  printTable(
    'Endgame tables: a king and one or two men against a lone king (engine/endgame/, strong side to move)',
    tableRows(only, option('pieces')?.split(','), option('guard') === 'B' ? 'B' : undefined),
  );
}
