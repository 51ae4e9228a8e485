// A Lighthouse-style measurement of lesson pages in headless Chromium (docs/QUALITY.md, "Lesson pages in Chromium"):
// first contentful paint (paint timing), largest contentful paint and cumulative layout shift (PerformanceObserver,
// layout shifts without recent input, in session windows as web-vitals counts them), the bytes transferred until
// the load event, the number of DOM elements at the load event, the time until the first board is interactive (a
// click on a man shows its moves: `data-dest` cells), whether every board is interactive by the time it is
// scrolled into view (the page scrolled top to bottom, three quarters of a screen every half second), and the
// longest task after the first board is ready. Serves out/ itself, gzip-compressed as a static host does (run
// `npm run build` first). Each figure is the median of three cold loads.
// Usage: node scripts/measure-lesson.mjs [variant ...] [--throttle] [--budget]
//   --throttle: Lighthouse's mobile conditions: CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
//               a 412 px wide window.
//   --verbose:  also lists every long task (start+duration, ms).
//   --budget:   every lesson, one load each, with throttling; exits 1 when a page misses a budget (BUDGETS), so
//               `npm test` runs it (scripts/test.mjs).
// Over 300 lines: one command: the page loads, the figures read in the browser, the median of loads and the budgets
// with their calibration.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { calibrationWork, launchFullBrowser } from '../test/e2e/browser.mjs';
import { startServer } from '../server/serve.mjs';

const args = process.argv.slice(2);
const budget = args.includes('--budget');
const throttle = budget || args.includes('--throttle');
const ids = args.filter((a) => !a.startsWith('--'));
const IDS = ids.length
  ? ids
  : budget
    ? readdirSync('content/lessons')
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => f.slice(0, -4))
    : ['glinski', 'lengthleaper'];
const RUNS = budget ? 1 : 3;
/**
 * What `npm test` holds every lesson to, with mobile throttling (docs/QUALITY.md): issue #17's goals.
 * Measured on the quiet 2-core development machine (2026-11-25, median of three loads) once the first board's
 * chunks were preloaded behind the page's own scripts (a build step since replaced by Next's own preload, issue #31:
 * components/mdx/BoardCode.tsx), the first board answered after
 * 1.98-2.19 s in all seven lessons (before: 2.14-2.58 s; the budget was 3 000 ms until every lesson met the goal
 * with a margin).
 */
const BUDGETS = { fcp: 1500, interactive: 2500, longTask: 200, dom: 6000, late: 0 };

/**
 * The budgets' times are the development machine's. Just before each load, a budget run measures this machine's
 * speed as the pages see it at that moment: a fixed piece of script work (objects built, sorted, serialised) in a
 * blank page under the same 4x CPU throttling, best of nine (about a second). Where it takes longer than
 * CALIBRATION_REF_MS, that load's times (first paint, first board, long task) count for proportionally less, never
 * more: on a machine that other work slows down in the middle of the run (another `npm test`), the loads measured
 * then are judged by the speed they had, not the speed at the start. The reference: on 2026-11-27 a 2-core VM with Chromium 156.0.8078.108
 * took 92-112 ms for it (102 ms in the budget run), and the code of commit 8ee8126 gave first boards 1.28-1.66x
 * slower there than the medians recorded on the development machine (docs/QUALITY.md); the reference is 102 ms over the
 * largest of those ratios, 1.66.
 */
const CALIBRATION_REF_MS = 61;
const TIMED = new Set(['fcp', 'interactive', 'longTask']);

/** This machine's time for the calibration work under 4x CPU throttling (best of nine), in ms. */
async function calibrate(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  // The best of nine: the first runs are slower while the script is compiled and optimised.
  for (let i = 0; i < 9; i++) times.push(await page.evaluate(calibrationWork));
  await context.close();
  return Math.min(...times);
}

/** Installed before the page's scripts: collects LCP, layout shifts, long tasks and the DOM size at load. */
function observe() {
  window.__vitals = { lcp: 0, shifts: [], long: [], domAtLoad: 0 };
  addEventListener('load', () => {
    window.__vitals.domAtLoad = document.getElementsByTagName('*').length;
  });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__vitals.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function cls(shifts) {
  let worst = 0,
    sum = 0,
    first = -1,
    last = -1;
  for (const [t, v] of shifts) {
    if (first < 0 || t - last > 1000 || t - first > 5000) {
      sum = 0;
      first = t;
    }
    sum += v;
    last = t;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Polled in the page: once the first board is ready, clicks its men one per poll (the selected one twice: off and
 * on again, then the others) until a click shows the man's moves (`data-dest` cells); notes when that was seen
 * (`__answeredAt`, from the navigation's start: late by one poll at most, so the figure errs on the slow side).
 */
function firstBoardAnswers() {
  const fig = document.querySelector('figure[data-diagram]');
  if (!fig?.querySelector('[data-board-ready="true"]')) return false;
  if (window.__clicked && fig.querySelector('[data-dest="true"]')) {
    window.__answeredAt ??= performance.now();
    return true;
  }
  if (!window.__tries) {
    const sel = fig.getAttribute('data-selected');
    const men = [...fig.querySelectorAll('[data-cell]')]
      .filter((b) => !/, empty$/.test(b.getAttribute('aria-label') ?? ''))
      .map((b) => b.getAttribute('data-cell'));
    // Men that have moves first, as a reader clicks them (the engine's list, `movableMen`); then the others.
    const movable = new Set(window.__movable ?? []);
    men.sort((a, b) => Number(movable.has(b)) - Number(movable.has(a)));
    window.__tries = [...(sel ? [sel, sel] : []), ...men];
  }
  const cell = window.__tries.shift();
  if (!cell) throw new Error('no man of the first board shows moves when clicked');
  fig.querySelector(`[data-hit] [data-c="${cell}"]`)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  window.__clicked = true;
  return false;
}

/**
 * The men of a lesson's first board that have a move, by the engine's command line (docs/CONVENTIONS.md §6 `moves`) on
 * the figure's `data-position`: the measurement clicks one of them first. Before, it clicked men in the page's order
 * and on the Lengthleaper start the first two (1a2, 1a1) have no move, which added two clicks (130-190 ms at 4x) to a
 * figure that is about the board, not the order of clicks. Empty when the page or the figure is not found.
 */
function movableMen(id) {
  let html;
  try {
    html = readFileSync(`out/variants/${id}/index.html`, 'utf8');
  } catch {
    return [];
  }
  const fig = html.match(/<figure[^>]*\bdata-diagram="([^"]+)"[^>]*\bdata-position="([^"]+)"/);
  if (!fig) return [];
  const decode = (t) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const out = execFileSync(
    process.execPath,
    ['scripts/engine.mjs', 'moves', '--variant', decode(fig[1]), '--position', decode(fig[2])],
    { encoding: 'utf8' },
  );
  return [...new Set(out.split('\n').flatMap((m) => /^[0-9a-z]+(?=[-x!])/.exec(m.trim()) ?? []))];
}

/** In the page: the figures so far; `after`: the first board's time (long tasks after it count). */
const readVitals = (after) => ({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  lcp: window.__vitals.lcp,
  shifts: window.__vitals.shifts,
  dom: window.__vitals.domAtLoad,
  boards: document.querySelectorAll('[data-board-state]').length,
  longTask: Math.max(0, ...window.__vitals.long.filter(([t]) => t >= after).map(([, d]) => d)),
  longTasks: window.__vitals.long.map(([t, d]) => `${Math.round(t)}+${Math.round(d)}`).join(' '),
  load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN,
  // Bytes of every response body as sent (gzip for text), up to the load event: later, Next prefetches the
  // pages that visible links lead to, and boards near the viewport load their code.
  bytes: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .filter((e) => e.startTime <= (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Infinity))
    .reduce((s, e) => s + e.encodedBodySize, 0),
});

/**
 * One cold load of a lesson. `full`: also scrolls the page top to bottom (the late boards, and the longest task after
 * the first board over the whole reading); without it the load ends at the first board and the load event (first
 * paint, first board, DOM size), and `longTask` and `late` are not measured (undefined).
 */
async function measure(browser, url, movable = [], full = true) {
  const viewport = throttle ? { width: 412, height: 915 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(observe);
  await page.addInitScript((m) => {
    window.__movable = m;
  }, movable);
  await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
  // The first board: ready, then a click on a man shows its moves.
  await page.waitForFunction(firstBoardAnswers, undefined, { polling: 'raf', timeout: 180_000 });
  const interactive = await page.evaluate(() => window.__answeredAt);
  const readyAt = interactive;
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 180_000 });
  if (!full) {
    const v = await page.evaluate(readVitals, readyAt);
    await context.close();
    return { ...v, cls: cls(v.shifts), interactive, longTask: undefined, late: undefined };
  }
  // Scroll top to bottom like a quick reader; every board in view must be playable (or a static picture that is
  // not a board: none). A board counts as in view when a third of its height is on screen.
  const late = new Set();
  for (let y = 0; ; ) {
    const { bottom, inView } = await page.evaluate((top) => {
      window.scrollTo(0, top);
      const h = innerHeight;
      const inView = [...document.querySelectorAll('[data-board-state]')]
        .map((el, i) => [el, i])
        .filter(([el]) => {
          const r = el.getBoundingClientRect();
          return Math.min(r.bottom, h) - Math.max(r.top, 0) > Math.min(r.height, h) / 3;
        })
        .filter(([el]) => el.getAttribute('data-board-state') !== 'live')
        .map(([, i]) => i);
      return { bottom: scrollY + h >= document.documentElement.scrollHeight - 2, inView };
    }, y);
    for (const i of inView) late.add(i);
    if (bottom) break;
    y += Math.round(viewport.height * 0.75);
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(1000); // late shifts and the last boards
  const v = await page.evaluate(readVitals, readyAt);
  await context.close();
  return { ...v, cls: cls(v.shifts), interactive, late: late.size };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { server, url } = await startServer('out', 0, '127.0.0.1', { gzip: true });
const browser = await launchFullBrowser(); // Debian's Chromium with the tests' flags (docs/STACK.md §4)
const failures = [];
try {
  if (budget)
    console.log(
      `budgets: first paint ${BUDGETS.fcp} ms, first board ${BUDGETS.interactive} ms, long task ${BUDGETS.longTask} ms at the reference speed (calibration ${CALIBRATION_REF_MS} ms), scaled by each load's own calibration; DOM ${BUDGETS.dom}, late boards ${BUDGETS.late}`,
    );
  console.log(
    `lesson pages in headless Chromium${throttle ? ' (mobile throttling: CPU 4x, 1.6 Mbit/s, 150 ms, 412 px wide)' : ' (no throttling, local server)'}, median of ${RUNS}${budget ? ' (of 5 for a page that misses a budget)' : ''}`,
  );
  console.log(
    [
      'page'.padEnd(30),
      '    FCP',
      '    LCP',
      '   CLS',
      '   load',
      'first board',
      'late boards',
      'longest task',
      'transfer',
      'elements at load',
      ...(budget ? ['budget scale'] : []),
    ].join('  '),
  );
  for (const id of IDS) {
    const runs = [];
    const movable = movableMen(id);
    /** One load; in a budget run, just after a calibration whose slowdown (never below 1) scales its times. */
    const load = async (full = true) => {
      const scale = budget ? Math.max(1, (await calibrate(browser)) / CALIBRATION_REF_MS) : 1;
      runs.push({ ...(await measure(browser, `${url}/variants/${id}/`, movable, full)), scale });
    };
    for (let i = 0; i < RUNS; i++) await load();
    /** A figure as judged against BUDGETS: a time divided by its load's slowdown (the reference machine's ms). */
    const judged = (r, k) => (TIMED.has(k) && r[k] !== undefined ? r[k] / r.scale : r[k]);
    // A budget run measures each lesson once; one that misses a budget is measured four times more and judged by
    // the median of the five (one load on a shared machine can be unlucky: on the quiet development machine one
    // load in about twenty is 0.3-0.6 s slower than the lesson's median). The four loads measure what missed: they
    // end at the first board and the load event unless the long task or a late board missed, which need the scroll.
    const missed = Object.keys(BUDGETS).filter((k) => budget && !(judged(runs[0], k) <= BUDGETS[k]));
    for (let i = 0; missed.length && i < 4; i++) await load(missed.includes('longTask') || missed.includes('late'));
    const m = (k, f = (r) => r[k]) => median(runs.filter((r) => r[k] !== undefined).map(f));
    const ms = (x) => `${Math.round(x)} ms`.padStart(7);
    console.log(
      [
        `/variants/${id}/`.padEnd(30),
        ms(m('fcp')),
        ms(m('lcp')),
        m('cls').toFixed(3).padStart(6),
        ms(m('load')),
        ms(m('interactive')).padStart(11),
        `${m('late')} of ${m('boards')}`.padStart(11),
        ms(m('longTask')).padStart(12),
        `${(m('bytes') / 1024).toFixed(0)} kB`.padStart(8),
        String(m('dom')).padStart(16),
        ...(budget ? [`x ${m('scale').toFixed(2)}`.padStart(12)] : []),
      ].join('  '),
    );
    if (args.includes('--verbose'))
      for (const r of runs)
        console.log(
          `  first board at ${Math.round(r.interactive)} ms${budget ? ` (budget scale x ${r.scale.toFixed(2)})` : ''}; long tasks: ${r.longTasks}${r.late === undefined ? ' (to the load event)' : ''}`,
        );
    if (!budget) continue;
    const over = (k, what, unit = ' ms') => {
      const j = m(k, (r) => judged(r, k));
      if (j <= BUDGETS[k]) return;
      const raw = TIMED.has(k)
        ? ` (${Math.round(m(k))} ms as measured, median budget scale x ${m('scale').toFixed(2)})`
        : '';
      failures.push(`${id}: ${what} ${Math.round(j)}${unit}${raw}, over ${BUDGETS[k]}${unit}`);
    };
    over('fcp', 'first contentful paint');
    over('interactive', 'first board interactive after');
    over('longTask', 'a long task after the first board of');
    over('dom', 'DOM elements at load:', '');
    over('late', 'boards not yet playable when scrolled into view:', '');
  }
} finally {
  await browser.close();
  server.close();
}
for (const f of failures) console.error(`lesson budget: ${f}`);
if (budget) console.log(failures.length ? 'lesson budgets: FAILED' : 'lesson budgets: ok');
process.exit(failures.length ? 1 : 0);
