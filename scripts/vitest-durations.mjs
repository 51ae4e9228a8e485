/**
 * Refreshes test/vitest-durations.json, the seconds each Vitest file took, from which vitest.config.mts starts the
 * longest files first. Run by hand after a Vitest run that wrote a JSON report (never by CI: the file is committed,
 * and a run on a loaded machine would reorder it by noise), then commit the file:
 *   npm run test:unit -- --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
 *   npm run durations          (= node scripts/vitest-durations.mjs test-results/vitest.json)
 * `npm test` writes the same report (test-results/vitest.json), so `npm run durations` after it does as well.
 * A file's seconds are its tests' span in the report (first test's start to last test's end). Files the report does
 * not have (a run of some files only) keep their figures, and files that failed keep their old ones; files that no
 * longer exist are dropped.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(ROOT, 'test/vitest-durations.json');
const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/vitest-durations.mjs <Vitest JSON report, e.g. test-results/vitest.json>');
  process.exit(2);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const old = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
const seconds = { ...old };
let updated = 0;
for (const r of testResults ?? []) {
  const file = relative(ROOT, resolve(r.name)).replaceAll('\\', '/');
  if (file.startsWith('../')) {
    console.warn(`not in this checkout, skipped: ${r.name}`);
    continue;
  }
  if (r.status !== 'passed' || !(r.endTime >= r.startTime)) continue;
  seconds[file] = Math.round((r.endTime - r.startTime) / 100) / 10;
  updated++;
}
const kept = Object.entries(seconds)
  .filter(([file]) => existsSync(resolve(ROOT, file)))
  .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
writeFileSync(OUT, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`${relative(process.cwd(), OUT)}: ${updated} files from ${report}, ${kept.length} in all; longest first:`);
for (const [file, s] of kept.slice(0, 8)) console.log(`${String(s).padStart(7)} s  ${file}`);
