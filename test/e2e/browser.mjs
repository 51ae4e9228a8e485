// Shared by the end-to-end tests: Debian's Chromium driven by playwright-core (no browser download), and the
// static server for out/. Set CHROMIUM_PATH to use another Chromium binary.
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
export const launchOptions = { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true };

/** Launches headless Chromium with the flags that render WebGL through SwiftShader (docs/STACK.md §4). */
export const launchBrowser = () => chromium.launch(launchOptions);

/** Serves a static export on an ephemeral port of 127.0.0.1; resolves to { server, url }. */
export const serveExport = (dir = 'out') => startServer(dir, 0);

/** Opens a page and records its uncaught errors and console errors in the returned arrays. */
export async function openPage(browser, viewport = { width: 1200, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  return { page, pageErrors, consoleErrors };
}

/**
 * A fixed piece of script work (objects built, sorted, serialised), run in a page: its time in ms. The same work
 * calibrates the lesson budgets (scripts/measure-lesson.mjs, under 4x CPU throttling).
 */
export function calibrationWork() {
  const t = performance.now();
  let rows = [];
  for (let k = 0; k < 30_000; k++) rows.push({ k, name: `c${k % 137}`, xy: [k % 11, (k * 7) % 13] });
  rows.sort((p, q) => p.xy[0] - q.xy[0] || q.k - p.k);
  rows = JSON.parse(JSON.stringify(rows));
  const sums = new Map();
  for (const r of rows) sums.set(r.name, (sums.get(r.name) ?? 0) + r.xy[1]);
  if (sums.size !== 137) throw new Error('calibration');
  return performance.now() - t;
}

/**
 * The calibration work's time on the 2-core VM when nothing else runs (no CPU throttling, median of nine): about a
 * quarter of the 92-112 ms it takes there under 4x throttling (scripts/measure-lesson.mjs).
 */
const SLOWDOWN_REF_MS = 30;

/**
 * How much slower than the quiet reference machine this page's main thread runs right now (never below 1): the
 * median of nine runs of the calibration work. Timing checks of the end-to-end tests (how soon the page answers, how
 * long a task may be) multiply the machine's part of their limits by it, so that a busy machine (another `npm test`
 * beside this one) is not taken for a slow page; each test prints the factor with its figures.
 */
export async function slowdown(page) {
  const times = [];
  for (let i = 0; i < 9; i++) times.push(await page.evaluate(calibrationWork));
  times.sort((a, b) => a - b);
  return Math.max(1, times[4] / SLOWDOWN_REF_MS);
}
