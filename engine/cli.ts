/**
 * The engine's command line (docs/CONVENTIONS.md §6):
 *   npm run -s engine -- <moves|dests|perft|status|play|why|best> --variant ID [--position TEXT] [--from CELL]
 *                        [--to CELL] [--depth N] [--divide] [--ms N] [MOVE ...]
 * perft is bounded: a depth limit per variant, and a time limit (60 s, or `--ms N`); past either, exit 2.
 * Exit 0 on success; exit 2 with one line on stderr for a user's mistake. Never a stack trace, also when the reader
 * closes the output early (`| head`: EPIPE ends the run quietly).
 */
import { runCli } from './query/cli';

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

const r = runCli(process.argv.slice(2));
if (r.out) process.stdout.write(r.out.endsWith('\n') ? r.out : `${r.out}\n`);
if (r.error) process.stderr.write(`error: ${r.error}\n`);
process.exitCode = r.code;
