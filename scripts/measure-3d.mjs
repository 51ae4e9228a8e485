// The 3-D board's speed with software WebGL (issue #16): on the Lengthleaper free board in 3-D (explore page), the
// time from a click on a man to the picture that shows it selected, over ten clicks (first, median, max), and the
// frames per second while the camera orbits the start position for five seconds. Headless Chromium with the
// SwiftShader flags of test/e2e/browser.mjs (docs/STACK.md §4); serves out/ itself (run `npm run build` first).
// Not a test: it prints figures. Goals: click -> picture under 100 ms, orbit at least 30 frames/s.
// Usage: npm run measure:3d [-- --clicks 10 --seconds 5 --variant lengthleaper --width 1200 --height 800]
//
// Click -> picture: a pointerdown listener on the canvas notes the time; the scene's frame counter (the test hook
// `window.__board3d`: `frames`, `drawnSelection`) tells when a frame has drawn the new selection; the time is taken
// in the animation frame after that one, when the picture is on screen. Orbit: every animation frame turns the
// camera a little through the hook (as a drag does), and the frames the scene drew are counted.
import { launchBrowser, openPage } from '../test/e2e/browser.mjs';
import { startServer } from './serve.mjs';

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
const browser = await launchBrowser();
try {
  const { page, pageErrors } = await openPage(browser, { width: WIDTH, height: HEIGHT });
  await page.goto(`${url}/variants/${VARIANT}/explore/?view=3d`);
  await page.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__board3d?.ready);
  const canvas = page.locator('[data-board3d] canvas');
  const box = await canvas.boundingBox();
  // White's men that can move, on the top level first (nothing covers them from White's view).
  const men = await page
    .locator('[data-board-root] [data-cell]')
    .evaluateAll((bs) => bs.filter((b) => /white/.test(b.getAttribute('aria-label') ?? '')).map((b) => b.dataset.cell));
  const ordered = [...men.filter((c) => /^\d+a\d+$/.test(c)), ...men.filter((c) => !/^\d+a\d+$/.test(c))];
  await page.evaluate(() => {
    const c = document.querySelector('[data-board3d] canvas');
    c.addEventListener('pointerdown', () => (window.__t0 = performance.now()), { capture: true });
  });

  const times = [];
  for (const cell of ordered) {
    if (times.length >= CLICKS) break;
    const p = await page.evaluate((c) => window.__board3d.project(c), cell);
    if (!p || p.x < 5 || p.y < 5 || p.x > box.width - 5 || p.y > box.height - 5) continue;
    const before = await page.evaluate(() => window.__board3d.drawnSelection);
    await page.mouse.click(box.x + p.x, box.y + p.y);
    const ms = await page.evaluate(
      (old) =>
        new Promise((resolve) => {
          const until = performance.now() + 5000;
          const tick = () => {
            const h = window.__board3d;
            if (h.drawnSelection && h.drawnSelection !== old)
              return requestAnimationFrame(() => resolve(performance.now() - window.__t0));
            if (performance.now() > until) return resolve(undefined);
            requestAnimationFrame(tick);
          };
          tick();
        }),
      before,
    );
    if (ms === undefined) continue; // the click selected nothing (a cell without a man of the side to move)
    times.push(ms);
    // Clear the selection (a second click on the man) and let the scene settle before the next click.
    await page.mouse.click(box.x + p.x, box.y + p.y);
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
  if (times.length)
    console.log(
      `click on a man -> picture (${times.length} clicks): first ${f(times[0])}, median ${f(median(times))}, max ${f(Math.max(...times))}  [goal < 100 ms]`,
    );
  else console.log('click on a man -> picture: no click selected a man');
  console.log(`  each: ${times.map((t) => Math.round(t)).join(', ')} ms`);
  const fps = (orbit.frames * 1000) / orbit.ms;
  console.log(
    `orbiting the start position: ${fps.toFixed(1)} frames/s (${orbit.frames} frames in ${(orbit.ms / 1000).toFixed(1)} s)  [goal >= 30]`,
  );
  if (pageErrors.length) console.log(`page errors: ${pageErrors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
