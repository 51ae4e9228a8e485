import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest test files (endgame.test.ts and tablebase.test.ts build two-man endgame tables: 30-60 s each; CI,
 * 2026-11-27: perft 35 s, why-fuzz 17 s, cli 14 s, fuzz 9 s, selfplay 7.5 s; most others
 * take under 2 s; endgame.test.ts, five games played out, 214 s at load 22 on two cores), started first. On a fresh clone Vitest has no timings of its own and starts the largest files
 * first: perft.test.ts is one of the smallest, so it ran last, alone, for half a minute.
 */
const LONG_FIRST = ['endgame', 'tablebase', 'perft', 'why-fuzz', 'cli', 'fuzz', 'selfplay'].map(
  (n) => `/test/engine/${n}.test.ts`,
);

class LongFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((n) => f.moduleId.replaceAll('\\', '/').endsWith(n));
      return i < 0 ? LONG_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
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
    sequence: { sequencer: LongFirst },
  },
});
