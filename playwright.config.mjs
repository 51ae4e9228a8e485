// The browser tests: Playwright Test over the built site (`npm run build` first; `npm test` does it). Run them with
// `npx playwright test` (all), `npx playwright test lessons` (one file), `npx playwright test -g "Barricade"` (by
// title). Debian's Chromium, never a downloaded browser: its headless shell when installed (about half the CPU of the
// full browser on page loads), else /usr/bin/chromium, or CHROMIUM_PATH (test/e2e/browser.mjs). The fixtures that
// start the site's servers are in test/e2e/fixtures.mjs.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './test/e2e/browser.mjs';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.e2e.test.mjs',
  // A hang catcher, not a speed check: the longest tests (every destination of every man of a 3-D variant clicked
  // from four camera presets) take up to two minutes on two busy cores.
  timeout: 300_000,
  // One worker per core (E2E_WORKERS overrides): the browser tests are bound by CPU, and on CI's two cores a third
  // file at a time was no faster.
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism()),
  // A test that fails is run once more in CI with a trace; it fails the run unless the retry passes, and a retry
  // that passes is reported as flaky by name (scripts/test.mjs prints them).
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder at the start of a run: its own, so that the other steps' reports stay.
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: testChromium(), args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
  },
});
