/**
 * `npm run bench -- --jocly`: Gliński perft(4) from the start by our command line (`npm run engine`'s
 * `node scripts/engine.mjs`), one process with its start-up,
 * against Jocly 0.9.13's hexagonal chess counting perft(3) in this process after a warm-up (Jocly's own legal
 * move generator, a board copied per move as its search does). Both in leaves per second, wall clock and CPU
 * time (the machine is shared, so CPU time is the steadier figure), and the ratio.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

interface JoclyBoard {
  mMoves?: unknown[];
  mWho: number;
  GenerateMoves(g: JoclyGame): void;
  CopyFrom(b: JoclyBoard): void;
  ApplyMove(g: JoclyGame, m: unknown): void;
}
interface JoclyGame {
  mBoard: JoclyBoard;
  GetBoardClass(): new (g: JoclyGame) => JoclyBoard;
}

const require = createRequire(import.meta.url);
const Jocly = require('jocly') as { createMatch(name: string): Promise<{ game: JoclyGame }> };

const match = await Jocly.createMatch('glinski-chess');
const g = match.game;
const Board = g.GetBoardClass();
function perft(b: JoclyBoard, d: number): number {
  b.GenerateMoves(g);
  const ms = b.mMoves ?? [];
  if (d === 1) return ms.length;
  let n = 0;
  for (const m of ms) {
    const nb = new Board(g);
    nb.CopyFrom(b);
    nb.ApplyMove(g, m);
    nb.mWho = -nb.mWho;
    n += perft(nb, d - 1);
  }
  return n;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
perft(g.mBoard, 2); // warm-up
let t = performance.now();
const c = cpu();
const joclyLeaves = perft(g.mBoard, 3);
const joclyWall = (performance.now() - t) / 1000;
const joclyCpu = cpu() - c;

// The command line as `npm run engine` runs it (scripts/engine.mjs: node and the bundled engine/cli.ts, without
// npm's own start-up); the untimed first run builds the bundle if the sources are newer.
const cli = [process.execPath, 'scripts/engine.mjs', 'perft', '--variant', 'glinski', '--depth'];
spawnSync(cli[0]!, [...cli.slice(1), '1'], { encoding: 'utf8' });
t = performance.now();
const r = spawnSync('/usr/bin/time', ['-f', '%U %S', ...cli, '4'], { encoding: 'utf8' });
const oursWall = (performance.now() - t) / 1000;
const oursLeaves = Number(r.stdout.trim());
const times = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
const oursCpu = times.length === 2 && times.every(Number.isFinite) ? times[0]! + times[1]! : Number.NaN;

const rate = (n: number, s: number) => `${(n / s / 1e3).toFixed(0)} k/s`;
console.log('\nGliński perft: our command line (perft 4, one process) against Jocly 0.9.13 (perft 3, in process)');
console.log(
  `jocly   ${joclyLeaves} leaves  wall ${joclyWall.toFixed(2)} s (${rate(joclyLeaves, joclyWall)})  cpu ${joclyCpu.toFixed(2)} s (${rate(joclyLeaves, joclyCpu)})`,
);
console.log(
  `ours    ${oursLeaves} leaves  wall ${oursWall.toFixed(2)} s (${rate(oursLeaves, oursWall)})  cpu ${oursCpu.toFixed(2)} s (${rate(oursLeaves, oursCpu)})`,
);
console.log(
  `ratio   wall ${(oursLeaves / oursWall / (joclyLeaves / joclyWall)).toFixed(1)}x  cpu ${(oursLeaves / oursCpu / (joclyLeaves / joclyCpu)).toFixed(1)}x`,
);
