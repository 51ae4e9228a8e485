// npx playwright test explore-link (needs out/ from `next build`)
// Links keep the whole view (docs/CONVENTIONS.md §8): moves played and taken back survive a reload through the address
// (Undo and Redo work after opening it); a Lengthleaper link with 3-D, a free camera orbit, spread, shown levels
// and fade opens with all of them and writes them back unchanged; a bad value is named and the rest applies.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

async function open(path) {
  const opened = await openPage(browser, { width: 1280, height: 1000 });
  await opened.page.goto(`${srv.url}${path}`);
  await opened.page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  return opened;
}
const label = (page, cell) => page.locator(`[data-cell="${cell}"]`).first().getAttribute('aria-label');
const params = (page) => new URL(page.url()).searchParams;

test('moves, taken back or not, survive a reload; Undo and Redo work after it', async () => {
  const { page, pageErrors } = await open('/variants/glinski/explore/');
  const svg = page.locator('[data-board-svg]').first();
  for (const [a, b] of [
    ['e4', 'e5'],
    ['e7', 'e6'],
    ['d1', 'c3'],
  ]) {
    await svg.locator(`[data-c="${a}"]`).click();
    await svg.locator(`[data-c="${b}"]`).click();
  }
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(params(page).get('moves'), 'e4-e5,e7-e6,d1-c3');
  assert.equal(params(page).get('ply'), '2');
  await page.reload();
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor();
  assert.match(await page.locator('[data-move-list]').innerText(), /e4-e5[\s\S]*e7-e6/);
  assert.equal(await label(page, 'd1'), 'd1, white knight', 'the third move is not on the board');
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await label(page, 'c3'), 'c3, white knight', 'Redo replays the move from the link');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await label(page, 'e4'), 'e4, white pawn', 'Undo goes back to the link’s start');
  assert.equal(params(page).get('ply'), '0');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a Lengthleaper link with 3-D, a free orbit, spread, shown levels and fade opens and is written back', async () => {
  const query = '?view=3d&camera=200,35,2.5&spread=2.25&levels=bd&fade=1';
  const { page, pageErrors } = await open(`/variants/lengthleaper/explore/${query}`);
  await page.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 30_000 });
  const p = params(page);
  for (const [k, v] of [
    ['view', '3d'],
    ['camera', '200,35,2.5'],
    ['spread', '2.25'],
    ['levels', 'bd'],
    ['fade', '1'],
  ])
    assert.equal(p.get(k), v, k);
  assert.equal(await page.locator('[data-board-root] input[type=range]').first().inputValue(), '2.25');
  assert.equal(await page.getByLabel('Fade other levels').isChecked(), true);
  // Levels a and c are hidden: the cell list (like the scene) holds levels b and d only.
  const levels = await page
    .locator('[data-board-root] [data-cell]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.dataset.cell.replace(/^\d+([a-z])\d+$/, '$1')))].sort());
  assert.deepEqual(levels, ['b', 'd']);
  assert.equal(await page.locator('[data-link-error]').count(), 0);
  // A move entered through the cell list in 3-D (docs/CONVENTIONS.md §7.1) is in the address at once.
  const list = page.locator('[data-board-root] [data-cell]');
  const men = await list.evaluateAll((bs) =>
    bs.filter((b) => /, white /.test(b.getAttribute('aria-label'))).map((b) => b.dataset.cell),
  );
  let entered;
  for (const man of men) {
    await page.locator(`[data-board-root] [data-cell="${man}"]`).focus();
    await page.keyboard.press('Enter');
    const dest = await page
      .locator('[data-board-root] [data-dest="true"]')
      .evaluateAll((bs) => bs.map((b) => b.dataset.moves.split(' ')).find((m) => m.length === 1));
    if (!dest) {
      await page.keyboard.press('Escape');
      continue;
    }
    await page.locator(`[data-board-root] [data-moves="${dest[0]}"]`).focus();
    await page.keyboard.press('Enter');
    entered = dest[0];
    break;
  }
  assert.ok(entered, 'a man of levels b or d has a move');
  assert.equal(params(page).get('moves'), entered, 'the address has the move at once');
  await page.getByRole('button', { name: 'Undo' }).click();
  // Turning the camera by hand writes the new orbit into the address.
  const box = await page.locator('[data-board3d] [data-board3d-view]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 20, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('camera') !== '200,35,2.5');
  assert.match(params(page).get('camera'), /^\d+,-?\d+,\d+(\.\d+)?$/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a bad value is named on the page and the rest applies', async () => {
  const { page } = await open('/variants/glinski/explore/?moves=e4-e5,e5-e9&ply=9&camera=1,99,2&flip=1');
  const alert = await page.locator('[data-link-error]').innerText();
  assert.match(alert, /moves.*e5-e9/);
  assert.match(alert, /ply/);
  assert.match(alert, /camera/);
  assert.equal(await label(page, 'e5'), 'e5, white pawn', 'the legal move before the bad one is played');
  assert.equal((await page.locator('[data-board-svg][data-flipped="true"]').count()) > 0, true);
  await page.close();
});
