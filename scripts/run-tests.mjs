// Runs node:test files in the order given, N at a time: `node scripts/run-tests.mjs --concurrency N --tap FILE
// file ...`. The spec report goes to stdout, the TAP report (with its `# pass N`, `# fail N`) to FILE; exits 1 when a
// test fails. Why not `node --test`: Node 20's command line sorts the files by name before running them, so the
// order `npm test` chooses (the longest end-to-end files first, scripts/test.mjs) was lost and one long file could
// start last and run alone; `run()` keeps the order it is given.
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const concurrency = Number(option('--concurrency', '1'));
const tapFile = option('--tap', undefined);
const files = args.map((f) => resolve(f));
if (!files.length || !(concurrency >= 1)) {
  console.error('usage: node scripts/run-tests.mjs [--concurrency N] [--tap FILE] file ...');
  process.exit(2);
}
const stream = run({ files, concurrency });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
if (tapFile) stream.compose(tap).pipe(createWriteStream(tapFile));
