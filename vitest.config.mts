import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'engine/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node', // component tests opt in with: // @vitest-environment jsdom
    testTimeout: 60_000,
    // Vitest's default leaves a core free, which on a 2-core CI machine runs the files one at a time (126 s); two
    // at a time take 85 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
