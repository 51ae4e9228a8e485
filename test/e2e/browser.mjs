// Shared by the end-to-end tests: Debian's Chromium driven by playwright-core (no browser download), and the
// static server for out/. Set CHROMIUM_PATH to use another Chromium binary (for the tests and the measurements alike).
import { accessSync, constants } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../../server/serve.mjs';

const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium release built as the headless shell alone (what Playwright
 * itself runs for headless tests), without the full browser around it: the same pages, WebGL through SwiftShader,
 * PDFs. The end-to-end tests take it when it is installed (scripts/test.mjs installs it): the full browser in
 * headless mode spent about twice the CPU on page loads (a third of the accessibility audit: 120 CPU-s, 65 with the shell) and 15 % more
 * on the 3-D pick test, and CI's browser tests are bound by its two cores.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** True if `f` is a file this process may run. */
export const isExecutable = (f) => {
  try {
    accessSync(f, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
export const CHROMIUM_ARGS = [
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
/**
 * The full Chromium's launch options: the measurements (lesson budgets, 3-D clicks) keep the browser their reference
 * figures were taken with.
 */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || FULL_CHROMIUM,
  args: CHROMIUM_ARGS,
  headless: true,
};
/** The binary the end-to-end tests launch: CHROMIUM_PATH, else the headless shell when installed, else Chromium. */
export const testChromium = () =>
  process.env.CHROMIUM_PATH || (isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** Launches the tests' headless Chromium with the flags that render WebGL through SwiftShader (docs/STACK.md §4). */
export const launchBrowser = () => chromium.launch({ ...launchOptions, executablePath: testChromium() });

/** Launches the full Chromium (launchOptions), for the measurements. */
export const launchFullBrowser = () => chromium.launch(launchOptions);

/**
 * The screenshots taken for a reviewer's eyes (test-results/<file>/), which no check reads, are taken only with
 * HEXPLORE_SHOTS=1 (README.md): in CI, on two cores busy with two test files at a time, they cost CPU in every run for
 * pictures nobody opens there (a long lesson's full-page capture: 3-5 s). A screenshot that a check compares is
 * taken whatever this says.
 */
export const SHOTS_ON = process.env.HEXPLORE_SHOTS === '1';
/**
 * A reviewer's screenshot: `target.screenshot(options)` (a page or a locator) with HEXPLORE_SHOTS=1. Without it, a
 * locator is still scrolled into view as its screenshot would have done (Playwright waits until it is visible and
 * scrolls it into view before the capture), since the checks after it may count on that: board3d's pixel checks read
 * the page's one canvas where the board is drawn, which holds only the part of a view inside the window.
 */
export async function reviewShot(target, options) {
  if (SHOTS_ON) await target.screenshot(options);
  else if (typeof target.scrollIntoViewIfNeeded === 'function') await target.scrollIntoViewIfNeeded();
}

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

/**
 * Pixel statistics of the first 3-D board's view: its region of the page's one WebGL canvas (components/board3d/
 * sharedCanvas.tsx, whose drawing buffer covers only the views in sight): the share of pixels that differ from the
 * clear colour `bg` ([r, g, b]) and the share near black; -1 for both when there is no canvas or view.
 */
export function viewPixels(page, bg) {
  return page.evaluate((bg) => {
    const src = document.querySelector('[data-board3d-canvas] canvas');
    const view = document.querySelector('[data-board3d] [data-board3d-view]');
    if (!src || !view) return { drawn: -1, dark: -1 };
    const r = view.getBoundingClientRect();
    const box = src.getBoundingClientRect();
    const k = src.width / box.width; // drawing-buffer pixels per CSS pixel
    const c = document.createElement('canvas');
    c.width = Math.max(1, Math.round(r.width * k));
    c.height = Math.max(1, Math.round(r.height * k));
    const ctx = c.getContext('2d');
    ctx.drawImage(src, (r.left - box.left) * k, (r.top - box.top) * k, c.width, c.height, 0, 0, c.width, c.height);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let drawn = 0,
      dark = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - bg[0]) + Math.abs(d[i + 1] - bg[1]) + Math.abs(d[i + 2] - bg[2]) > 30) drawn++;
      if (d[i] + d[i + 1] + d[i + 2] < 60) dark++;
    }
    const n = d.length / 4;
    return { drawn: drawn / n, dark: dark / n };
  }, bg);
}

/** Resolves after the page has drawn two more frames (a 3-D scene has drawn what it was just told). */
export const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
