/**
 * `npm run bench`: the engine's speed, printed as a table.
 * - perft: leaf nodes per second from the start position and from the first middle-game fixture, at the
 *   deepest depth that the fixture lists (depth 4 from the start where it finishes within the time cap).
 * - dests: microseconds to answer "where can this man go" (parse nothing; one man of a middle-game
 *   position), averaged over many calls.
 * - search: the computer player's speed, nodes per second of its alpha-beta search (with quiescence) to a fixed
 *   depth from the start position and from the same middle-game position.
 * Budgets are checked elsewhere (the quality gates); this script only measures.
 */
import { readdirSync } from 'node:fs';
import { getVariant, Position, perftOf, search, VARIANT_IDS, type Variant } from '../../engine/index';
import type { PerftRow } from '../fixtures/types';

const fixtureDir = new URL('../fixtures/', import.meta.url);
const fixtures = new Map<string, readonly PerftRow[]>();
for (const f of readdirSync(fixtureDir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
  const mod = (await import(new URL(f, fixtureDir).href)) as { perftRows: readonly PerftRow[] };
  fixtures.set(f.replace(/\.ts$/, ''), mod.perftRows);
}
const rowsOf = (id: string) => fixtures.get(id) ?? [];

const quick = process.argv.includes('--quick');
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

const table: string[][] = [['variant', 'position', 'depth', 'nodes', 'ms', 'nodes/s', 'dests µs (cell)']];
for (const id of VARIANT_IDS) {
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

function fmt(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : `${(n / 1e3).toFixed(0)} k`;
}
const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
for (const r of table) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));

/** Times the computer player's search to a fixed depth (no time limit). */
function timeSearch(p: Position, depth: number) {
  const t = now();
  const r = search(p, { depth });
  const ms = now() - t;
  return { nodes: r.nodes, ms, best: r.best ? p.printMove(r.best) : '-' };
}

const searchDepth = quick ? 2 : 3;
const st: string[][] = [['variant', 'position', 'depth', 'nodes', 'ms', 'nodes/s', 'best move']];
for (const id of VARIANT_IDS) {
  const vr = getVariant(id);
  if (!vr.ok) continue;
  const v = vr.value;
  const rows = rowsOf(id);
  const mid = rows.find((r) => r.name !== rows[0]?.name);
  const midPos = mid ? Position.parse(v, mid.position) : undefined;
  const cases: [string, Position][] = [
    ['start', Position.start(v)],
    ...(midPos?.ok ? [[mid!.name.slice(0, 28), midPos.value] as [string, Position]] : []),
  ];
  search(cases[0]![1], { depth: 1 }); // builds the evaluation tables outside the timing
  for (const [name, p] of cases) {
    if (p.outcome()) continue;
    const r = timeSearch(p, searchDepth);
    st.push([id, name, String(searchDepth), String(r.nodes), r.ms.toFixed(0), fmt(r.nodes / (r.ms / 1000)), r.best]);
  }
}
console.log('\nsearch (the computer player)');
const sw = st[0]!.map((_, i) => Math.max(...st.map((r) => r[i]!.length)));
for (const r of st) console.log(r.map((c, i) => c.padEnd(sw[i]!)).join('  '));
