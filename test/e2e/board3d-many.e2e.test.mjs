// Many 3-D boards on one page, and no leaks: in the Lengthleaper lesson every diagram switched to 3-D one after
// the other works (no "Too many active WebGL contexts", no blank canvas: a board in view shows its scene or says
// why not); toggling 3-D on and off 30 times on the Lengthleaper free board leaves the heap and the DOM node count
// flat after garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage, Memory.getDOMCounters); over
// a 3-D diagram of the lesson the wheel scrolls the page and Ctrl + wheel zooms the board (issue #46).
// The tests run in parallel across the workers. npx playwright test board3d-many   (needs out/ from `npm run build`)
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';

test.describe.configure({ mode: 'parallel' });

/** The static server and the browser of this worker. */
const env = {};
test.beforeAll(async ({ site, browser: b }) => {
  env.srv = site;
  env.browser = b;
});

/** Collects garbage and returns the used JS heap (bytes) and the document's node count. */
async function measure(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes };
}

/** Clicks a board's 3-D (or 2-D) button. */
const setView = (board, mode) =>
  board.getByRole('button', { name: mode === '3d' ? '3-D' : '2-D', exact: true }).click();

test('every diagram of the Lengthleaper lesson in 3-D, one after the other: no lost or blank boards', async () => {
  const { page, pageErrors } = await openPage(env.browser, { width: 1280, height: 900 });
  const warnings = [];
  page.on('console', (m) => {
    if (/WebGL|context/i.test(m.text()) && m.type() !== 'log') warnings.push(m.text());
  });
  await page.goto(`${env.srv.url}/variants/lengthleaper/`);
  // Each diagram is a picture until it comes near the viewport (components/mdx/LazyBoard.tsx): scroll to it and
  // wait for its playable board.
  const diagrams = page.locator('[data-board-state]');
  const n = await diagrams.count();
  assert.ok(n >= 6, `the lesson has ${n} boards`);
  const boards = page.locator('[data-board-state] [data-board-root]');
  for (let i = 0; i < n; i++) {
    const d = diagrams.nth(i);
    await d.scrollIntoViewIfNeeded();
    await d.locator('[data-board-root]').first().waitFor({ timeout: 30_000 });
    const b = boards.nth(i);
    await setView(b, '3d');
    await b.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 30_000 });
  }
  assert.deepEqual(
    warnings.filter((w) => /too many active webgl contexts/i.test(w)),
    [],
    'no context was taken from another board',
  );
  // All of them are live at once: back up the page, each board still shows its scene and says nothing is wrong.
  assert.equal(await page.locator('[data-board3d][data-scene-ready="true"]').count(), n, 'every board is live');
  for (let i = n - 1; i >= 0; i--) {
    const b = boards.nth(i);
    await b.scrollIntoViewIfNeeded();
    await b.locator('[data-scene-ready="true"], [data-board3d-note]').first().waitFor({ timeout: 30_000 });
    assert.equal(await b.locator('[data-board3d-note]').count(), 0, `board ${i} lost its scene`);
  }
  assert.equal(await page.locator('canvas').count(), 1, 'one canvas draws every board');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('toggling 3-D 30 times on the Lengthleaper free board leaves heap and DOM flat', async () => {
  const { page, pageErrors } = await openPage(env.browser, { width: 1280, height: 1000 });
  await page.goto(`${env.srv.url}/variants/lengthleaper/explore/`);
  const board = page.locator('[data-board-root]').first();
  await board.locator('[data-board-ready="true"]').or(board).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  const toggle = async () => {
    await setView(board, '3d');
    await board.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 30_000 });
    await setView(board, '2d');
    await page.waitForFunction(() => !document.querySelector('[data-board-root] [data-board3d-view]'));
  };
  // Warm up: the 3-D chunk, the symbol textures and the shaders load once.
  for (let i = 0; i < 3; i++) await toggle();
  const start = await measure(cdp);
  for (let i = 0; i < 30; i++) await toggle();
  const end = await measure(cdp);
  const mb = (b) => (b / 1e6).toFixed(1);
  console.log(`heap ${mb(start.heap)} -> ${mb(end.heap)} MB, DOM nodes ${start.nodes} -> ${end.nodes}`);
  assert.ok(end.heap - start.heap < 2.5e6, `heap grew ${mb(end.heap - start.heap)} MB over 30 toggles`);
  assert.ok(end.nodes - start.nodes < 300, `DOM nodes grew from ${start.nodes} to ${end.nodes}`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('over a lesson’s 3-D diagram the wheel scrolls the page, and Ctrl + wheel zooms the board instead', async () => {
  const { page, pageErrors } = await openPage(env.browser, { width: 1280, height: 900 });
  await page.goto(`${env.srv.url}/variants/lengthleaper/`);
  // The King's diagram (view="3d") turns to 3-D once it is on screen.
  await page.locator('text=The King steps to any adjacent cell').first().scrollIntoViewIfNeeded();
  const board = page.locator('[data-board-state] [data-board-root]:has([data-scene-ready="true"])').first();
  await board.waitFor({ timeout: 30_000 });
  const frame = board.locator('[data-board3d] [role=img]');
  await frame.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const over = async () => {
    const b = await frame.boundingBox();
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 200));
  };
  const scrollY = () => page.evaluate(() => window.scrollY);
  // How far apart the first and the last cell are drawn: it grows when the board is zoomed in.
  const spread = () =>
    board.evaluate((el) => {
      const cells = [...el.querySelectorAll('[data-cell]')].map((b) => b.dataset.cell);
      const [a, b] = [cells[0], cells.at(-1)].map((c) => el.hexploreProject(c));
      return Math.hypot(a.x - b.x, a.y - b.y);
    });
  const wide = await spread();
  const start = await scrollY();
  for (let i = 0; i < 5; i++) {
    await over();
    const y = await scrollY();
    await page.mouse.wheel(0, 100);
    await page.waitForFunction((y0) => window.scrollY > y0, y, { timeout: 5_000 });
  }
  assert.ok((await scrollY()) - start >= 250, `five notches scrolled ${(await scrollY()) - start} px`);
  assert.equal(await spread(), wide, 'the plain wheel left the camera alone');
  // The first plain turn said how to zoom.
  assert.equal(await board.locator('[data-wheel-hint]').innerText(), 'Ctrl + wheel to zoom');
  // Ctrl + wheel over the scene zooms it, and the page stays.
  await frame.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await over();
  const still = await scrollY();
  await page.keyboard.down('Control');
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  let near = wide;
  for (let i = 0; i < 20 && near <= wide * 1.1; i++) {
    await page.waitForTimeout(100);
    near = await spread();
  }
  assert.ok(near > wide * 1.1, `Ctrl + wheel zoomed in: ${Math.round(wide)} px -> ${Math.round(near)} px`);
  assert.equal(await scrollY(), still, 'Ctrl + wheel did not scroll the page');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
