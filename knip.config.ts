/**
 * knip (`npm run lint`'s second step): unused files, exports, types and dependencies, by the module graph from the
 * entries below and from what its Next.js, Vitest and node plugins read (app/ pages and layouts, next.config.mjs,
 * mdx-components.tsx, vitest.config.mts and the test files, the package.json scripts). Exports of the entry files
 * count as used: the engine's door (engine/index.ts) is the engine's API. A name used only in its own file is
 * reported: drop its `export`.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The lessons are imported by id (app/variants/[id]/page.tsx: `import(`@/content/lessons/${id}.mdx`)`).
    'content/lessons/*.mdx',
    // Run by hand or from other scripts: the engine's command line (bundled by scripts/engine.mjs, run by tsx in
    // the tests), the screenshots and the icon sheet.
    'engine/cli.ts',
    'scripts/*.{mjs,ts,tsx}',
    // The browser tests (Playwright Test), the live class's test (node --test), the benchmarks.
    'test/**/*.test.mjs',
    // Run with tsx by test/e2e/learn.e2e.test.mjs: a shortest line for every exercise, from the engine.
    'test/e2e/exercise-lines.ts',
    'test/bench/*.{ts,mjs}',
    // The engine's public door.
    'engine/index.ts',
  ],
  project: ['**/*.{ts,tsx,mts,mjs,mdx}'],
  // The lessons' MDX: knip reads its imports and exports (a lesson imports nothing: mdx-components.tsx maps its tags).
  compilers: { mdx: true },
  // Debian's programs the tests start (test/e2e/print.e2e.test.mjs, test/live/harness.mjs), and its package tool,
  // which `npm test` runs as root to install the missing ones (scripts/test.mjs).
  ignoreBinaries: ['pdftotext', 'redis-server', 'apt-get'],
  ignoreIssues: {
    // The 3-D scene is being rewritten (issue #29); its exported test-hook interface goes with that work.
    'components/board3d/Board3DScene.tsx': ['types'],
  },
};

export default config;
