import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The seconds each test file took in a recorded run (test/vitest-durations.json), refreshed by hand, never by CI:
 * `npm run durations` after a run that wrote test-results/vitest.json (`npm test` does; scripts/vitest-durations.mjs).
 */
const DURATIONS: Record<string, number> = JSON.parse(
  readFileSync(new URL('./test/vitest-durations.json', import.meta.url), 'utf8'),
);
const ROOT = fileURLToPath(new URL('./', import.meta.url));

/**
 * A file not in the durations (a new one) counts as taking this long: it starts after the known files that take
 * longer (the long engine files: a handful of 10-80 s, started first) and before the many short ones, larger new
 * files first. A new file that is long then still has the short files' minute or so to finish beside, instead of
 * running alone at the end; refresh the durations to put it in its place.
 */
const UNKNOWN_S = 10;

/**
 * The longest files first, by their recorded durations, so that the two workers end together instead of one long
 * file running alone at the end (a fresh clone has no Vitest cache: Vitest's own order would be by file size, and
 * perft.test.ts, one of the smallest and of the longest, ran last, alone, for half a minute).
 */
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (f: TestSpecification) => {
      const file = relative(ROOT, f.moduleId).replaceAll('\\', '/');
      const s = DURATIONS[file];
      return s === undefined ? { s: UNKNOWN_S, size: statSync(f.moduleId).size } : { s, size: 0 };
    };
    const keys = new Map(files.map((f) => [f, key(f)]));
    return [...files].sort((a, b) => {
      const [ka, kb] = [keys.get(a)!, keys.get(b)!];
      return kb.s - ka.s || kb.size - ka.size || a.moduleId.localeCompare(b.moduleId);
    });
  }
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'engine/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node', // component tests opt in with: // @vitest-environment jsdom
    // A time-out catches a test that hangs; it is not a speed check (no unit test asserts a time: the speed budgets
    // do, scripts/speed-budget.ts). 60 s failed perft, why-fuzz and fuzz tests of 7-35 s under a machine ten times
    // over-subscribed (load 20 on two cores, 2026-11-27); five minutes still ends a hang.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Vitest's default leaves a core free, which on a 2-core CI machine runs the files one at a time (126 s); two
    // at a time take 85 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
  },
});
