// The 3-D board's speed with software WebGL (issues #16, #29): on the Lengthleaper free board in 3-D (explore page),
// the time from a click on a man to the picture that shows it selected, and from a click on one of its destinations
// to the picture of the move played (then Undo), over ten men (first, median, 95th percentile, max), and the frames
// per second while the camera orbits the start position for five seconds. Headless Chromium with the
// SwiftShader flags of test/e2e/browser.mjs (docs/STACK.md §4); serves out/ itself (run `npm run build` first).
// Not a test: it prints figures. Goals: click -> picture under 100 ms at the 95th percentile, orbit at least 45
// frames/s.
// Also the time from the navigation to the scene drawn, and to its first click rehearsed (issue #46: within 3 s).
// Usage: npm run measure:3d [-- --clicks 10 --seconds 5 --variant lengthleaper --width 1200 --height 800]
//
// The clicks begin once the board has rehearsed its first click (when the page is idle after the first frame, as
// a reader looks at the board before clicking).
// Click -> picture: a pointerdown listener on the canvas notes the time; the scene's frame counter (the test hook
// `window.__board3d`: `frames`, `drawnSelection`) tells when a frame has drawn the new selection; the time is taken
// in the animation frame after that one, when the picture is on screen. Orbit: every animation frame turns the
// camera a little through the hook (as a drag does), and the frames the scene drew are counted.
import { launchFullBrowser, openPage } from '../test/e2e/browser.mjs';
import { startServer } from '../server/serve.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const CLICKS = Number(opt('clicks', 10));
const SECONDS = Number(opt('seconds', 5));
const VARIANT = opt('variant', 'lengthleaper');
const WIDTH = Number(opt('width', 1200)),
  HEIGHT = Number(opt('height', 800));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const { server, url } = await startServer('out', 0);
const browser = await launchFullBrowser();
try {
  const { page, pageErrors } = await openPage(browser, { width: WIDTH, height: HEIGHT });
  await page.goto(`${url}/variants/${VARIANT}/explore/?view=3d`);
  // The time from the navigation to the first animation frame that sees the scene drawn, then its first click
  // rehearsed (issue #46 item 5: ready within 3 s, the shaders warmed before the first click): the page's own clock,
  // whose zero is the navigation's start.
  const readyMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tick = () =>
          document.querySelector('[data-scene-ready="true"]') && window.__board3d?.ready
            ? resolve(performance.now())
            : performance.now() > 90_000
              ? resolve(Number.NaN)
              : requestAnimationFrame(tick);
        tick();
      }),
  );
  // As a reader looks before the first click: the board has rehearsed its first click when the page went idle
  // (components/board3d/Rehearsal.tsx, within about two seconds of its first frame).
  const rehearsedMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tick = () =>
          window.__board3d?.rehearsed
            ? resolve(performance.now())
            : performance.now() > 90_000
              ? resolve(Number.NaN)
              : requestAnimationFrame(tick);
        tick();
      }),
  );
  const canvas = page.locator('[data-board3d] [data-board3d-view]');
  const box = await canvas.boundingBox();
  // White's men that can move, on the top level first (nothing covers them from White's view).
  const men = await page
    .locator('[data-board-root] [data-cell]')
    .evaluateAll((bs) => bs.filter((b) => /white/.test(b.getAttribute('aria-label') ?? '')).map((b) => b.dataset.cell));
  const ordered = [...men.filter((c) => /^\d+a\d+$/.test(c)), ...men.filter((c) => !/^\d+a\d+$/.test(c))];
  await page.evaluate(() => {
    const c = document.querySelector('[data-board3d] [data-board3d-view]');
    c.addEventListener('pointerdown', () => (window.__t0 = performance.now()), { capture: true });
  });

  const times = [];
  const moves = [];
  /** Clicks at a view point; resolves to the time until the picture drew another selection (with `selecting`, a man
   *  selected; without, any change, as when a move is played), or undefined if none came. */
  const clickAt = async (x, y, selecting = false) => {
    const before = await page.evaluate(() => window.__board3d.drawnSelection ?? '');
    await page.mouse.click(box.x + x, box.y + y);
    return page.evaluate(
      ([old, sel]) =>
        new Promise((resolve) => {
          const until = performance.now() + 5000;
          const tick = () => {
            const h = window.__board3d;
            const now = h.drawnSelection ?? '';
            if (now !== old && (!sel || now))
              return requestAnimationFrame(() => resolve(performance.now() - window.__t0));
            if (performance.now() > until) return resolve(undefined);
            requestAnimationFrame(tick);
          };
          tick();
        }),
      [before, selecting],
    );
  };
  for (const cell of ordered) {
    if (times.length >= CLICKS) break;
    const p = await page.evaluate((c) => window.__board3d.project(c), cell);
    if (!p || p.x < 5 || p.y < 5 || p.x > box.width - 5 || p.y > box.height - 5) continue;
    // Only a man a click on its head selects (not one drawn behind another man).
    if ((await page.evaluate(([x, y]) => window.__board3d.pickAt(x, y), [box.x + p.x, box.y + p.y])) !== cell) continue;
    const ms = await clickAt(p.x, p.y, true);
    if (ms === undefined) continue; // the click selected nothing (a cell without a man of the side to move)
    times.push(ms);
    await page.waitForTimeout(300);
    // One of its destinations on screen (docs/CONVENTIONS.md §7.2), clicked where it is drawn: the move is played.
    const dests = await page
      .locator('[data-board-root] [data-dest="true"]')
      .evaluateAll((bs) => bs.map((b) => b.dataset.cell));
    const spot = await page.evaluate((cells) => {
      const root = document.querySelector('[data-board-root]');
      const r = document.querySelector('[data-board3d] [data-board3d-view]').getBoundingClientRect();
      for (const c of cells) {
        const q = root.hexploreProject(c);
        // Where the pointer names that destination (not a man of the side to move drawn in front of it: pick.ts).
        if (q.visible && window.__board3d.pickAt(q.x, q.y) === c) return { x: q.x - r.left, y: q.y - r.top };
      }
      return undefined;
    }, dests);
    if (spot) {
      const played = await clickAt(spot.x, spot.y);
      if (played !== undefined) moves.push(played);
      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      await undo.click({ trial: true, timeout: 2_000 }).then(
        () => undo.click(),
        () => page.keyboard.press('Escape'), // no move was played: let the selection go
      );
    } else await page.mouse.click(box.x + p.x, box.y + p.y); // clear the selection
    await page.waitForTimeout(400);
  }

  await page.evaluate(() => window.__board3d.preset('white'));
  await page.waitForTimeout(500);
  const orbit = await page.evaluate(
    (seconds) =>
      new Promise((resolve) => {
        const h = window.__board3d;
        const f0 = h.frames,
          t0 = performance.now();
        const tick = () => {
          const t = performance.now() - t0;
          if (t >= seconds * 1000) return resolve({ frames: h.frames - f0, ms: t });
          h.orbit(0.012, 0);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    SECONDS,
  );

  const f = (n) => `${Math.round(n)} ms`;
  const size = `${Math.round(box.width)}x${Math.round(box.height)} canvas`;
  console.log(`3-D ${VARIANT} free board, software WebGL (SwiftShader), ${size}, ${new Date().toISOString()}`);
  console.log(
    `scene drawn ${f(readyMs)} after the navigation began, its first click rehearsed (shaders warmed) at ${f(rehearsedMs)}  [goal: ready within 3 000 ms]`,
  );
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
  for (const [what, xs] of [
    ['click on a man -> picture of it selected', times],
    ['click on a destination -> picture of the move', moves],
    ['every click', [...times, ...moves]],
  ])
    if (xs.length)
      console.log(
        `${what} (${xs.length} clicks): first ${f(xs[0])}, median ${f(median(xs))}, 95th percentile ${f(p95(xs))}, max ${f(Math.max(...xs))}  [goal: 95th percentile < 100 ms]`,
      );
    else console.log(`${what}: none`);
  console.log(
    `  men: ${times.map((t) => Math.round(t)).join(', ')} ms; destinations: ${moves.map((t) => Math.round(t)).join(', ')} ms`,
  );
  const fps = (orbit.frames * 1000) / orbit.ms;
  console.log(
    `orbiting the start position: ${fps.toFixed(1)} frames/s (${orbit.frames} frames in ${(orbit.ms / 1000).toFixed(1)} s)  [goal >= 45]`,
  );
  if (pageErrors.length) console.log(`page errors: ${pageErrors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
