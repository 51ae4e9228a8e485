// npx playwright test a11y-keyboard (needs out/ from `npm run build`)
// Accessibility beyond the audit: keyboard-only play with the 3-D view on (the 2-D keyboard path is in
// explore.e2e), the live region that announces a move, and prefers-reduced-motion: the 3-D camera jumps instead of
// gliding (while without the preference it does glide). No CSS motion on any page: a11y.e2e.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { visit } from './site-pages.mjs';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

const focused = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? document.activeElement?.textContent);

/** Presses Tab until `pred(page)` holds; returns whether it did within `max` presses. */
async function tabUntil(page, pred, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await pred(page)) return true;
  }
  return false;
}

test('keyboard only with the 3-D view on: switch to 3-D, Tab to the cells, select the knight, play it; the live region says so', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1280, height: 1000 });
  await page.goto(`${srv.url}/variants/glinski/explore/`);
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  const live = page.locator('[data-announce]');
  assert.equal(await live.getAttribute('role'), 'status', 'the live region exists before anything is announced');
  assert.equal(await live.getAttribute('aria-live'), 'polite');

  assert.ok(await tabUntil(page, async (p) => (await focused(p)) === '3-D'), 'Tab reaches the 3-D button');
  await page.keyboard.press('Enter');
  await page.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('button', { name: '3-D' }).getAttribute('aria-pressed'), 'true');

  assert.ok(
    await tabUntil(page, async (p) => /^[a-l]\d+$/.test(String(await focused(p)))),
    'Tab reaches the cell list of the 3-D board',
  );
  // One cell list for 2-D and 3-D (components/board/CellList.tsx): the tab stop is the first man that can move.
  assert.equal(await focused(page), 'b1', 'the tab stop of the 3-D cell list is the first man that can move');
  // The same keyboard neighbours as the 2-D board (test/e2e/explore.e2e.test.mjs): one board model for both.
  for (const [key, cell] of [
    ['ArrowRight', 'c2'],
    ['ArrowDown', 'c1'],
    ['ArrowRight', 'd2'],
    ['ArrowDown', 'd1'],
  ]) {
    await page.keyboard.press(key);
    assert.equal(await focused(page), cell, `${key} -> ${cell}`);
  }
  await page.keyboard.press('Enter');
  assert.match(await live.innerText(), /White knight on d1: \d+ moves, to .*c3/);
  assert.ok(
    (await page.locator('[data-board-root] [data-dest="true"]').count()) > 0,
    'the 3-D cell list marks the destinations',
  );
  for (const [key, cell] of [
    ['ArrowLeft', 'c1'],
    ['ArrowUp', 'c2'],
    ['ArrowUp', 'c3'],
  ]) {
    await page.keyboard.press(key);
    assert.equal(await focused(page), cell, `${key} -> ${cell}`);
  }
  await page.keyboard.press('Enter');
  assert.match(await live.innerText(), /White knight d1 to c3/, 'the live region announces the move');
  assert.equal(await page.locator('[data-board-root] [data-cell="c3"]').getAttribute('aria-label'), 'c3, white knight');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

/** The distinct places where cell e4 is drawn on the canvas, frame by frame, while the camera goes to the top view. */
async function cameraPath(reduce) {
  const { page } = await openPage(browser, { width: 700, height: 700 });
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
  await visit(page, srv.url, { path: '/variants/glinski/explore/', threeD: true });
  const path = await page.evaluate(
    () =>
      new Promise((done) => {
        const seen = [];
        const t0 = performance.now();
        const sample = () => {
          const p = window.__board3d.project('e4');
          const key = `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
          if (seen.at(-1) !== key) seen.push(key);
          if (performance.now() - t0 < 1500) requestAnimationFrame(sample);
          else done(seen);
        };
        sample();
        document.querySelector('[data-board3d] button[data-preset="top"]').click();
        requestAnimationFrame(sample);
      }),
  );
  await page.close();
  return path;
}

test('prefers-reduced-motion: the 3-D camera jumps to a preset at once (and glides without the preference)', async () => {
  const jumped = await cameraPath(true);
  assert.equal(
    jumped.length,
    2,
    `with reduced motion the picture goes straight from the old view to the new: ${jumped.join(' ')}`,
  );
  const glided = await cameraPath(false);
  assert.ok(
    glided.length >= 3,
    `without the preference the camera glides through in-between views: ${glided.join(' ')}`,
  );
});
