// A Lighthouse-style measurement of lesson pages in headless Chromium (README.md, "Quality figures"):
// first contentful paint (paint timing), largest contentful paint and cumulative layout shift (PerformanceObserver,
// layout shifts without recent input, in session windows as web-vitals counts them), the bytes transferred until
// the load event, the
// number of DOM elements, and the time until every board on the page says it has drawn.
// Serves out/ itself (run `npm run build` first). Each figure is the median of three cold loads.
// Usage: node scripts/measure-lesson.mjs [variant ...] [--throttle]
//   --throttle: Lighthouse's mobile conditions: CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up.
import { launchBrowser } from '../test/e2e/browser.mjs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const throttle = args.includes('--throttle');
const ids = args.filter((a) => !a.startsWith('--'));
const IDS = ids.length ? ids : ['glinski', 'lengthleaper'];
const RUNS = 3;

/** Installed before the page's scripts: collects LCP and layout shifts as they happen. */
function observe() {
  window.__vitals = { lcp: 0, shifts: [] };
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

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-board-root]')].every((b) => b.getAttribute('data-board-ready') === 'true'),
    undefined,
    { timeout: 180_000 },
  );
  const ready = Date.now() - t0;
  await page.waitForTimeout(1000); // late shifts
  const v = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__vitals.lcp,
    shifts: window.__vitals.shifts,
    dom: document.getElementsByTagName('*').length,
    load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN,
    // Bytes of every response body as sent (scripts/serve.mjs does not compress; a host that gzips sends less).
    // Counted up to the load event: later, Next prefetches the pages that visible links lead to.
    bytes: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => e.startTime <= (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Infinity))
      .reduce((s, e) => s + e.encodedBodySize, 0),
  }));
  await context.close();
  return { fcp: v.fcp, lcp: v.lcp, cls: cls(v.shifts), load: v.load, ready, bytes: v.bytes, dom: v.dom };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { server, url } = await startServer('out', 0);
const browser = await launchBrowser(); // the end-to-end tests' Chromium and flags (STACK.md §4)
try {
  console.log(
    `lesson pages in headless Chromium${throttle ? ' (mobile throttling: CPU 4x, 1.6 Mbit/s, 150 ms)' : ' (no throttling, local server)'}, median of ${RUNS}`,
  );
  console.log(
    ['page'.padEnd(32), 'FCP', '  LCP', '   CLS', '  load', 'boards ready', 'transfer', 'elements'].join('  '),
  );
  for (const id of IDS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${url}/variants/${id}/`));
    const m = (k) => median(runs.map((r) => r[k]));
    const ms = (x) => `${Math.round(x)} ms`.padStart(7);
    console.log(
      [
        `/variants/${id}/`.padEnd(32),
        ms(m('fcp')),
        ms(m('lcp')),
        m('cls').toFixed(3).padStart(6),
        ms(m('load')),
        ms(m('ready')).padStart(12),
        `${(m('bytes') / 1024).toFixed(0)} kB`.padStart(8),
        String(m('dom')).padStart(8),
      ].join('  '),
    );
  }
} finally {
  await browser.close();
  server.close();
}
