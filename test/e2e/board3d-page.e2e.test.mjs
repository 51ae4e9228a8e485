// The 3-D board in its page (issue #46): on the Panoply free board, a click on a destination of a Barricade that leads
// to several moves (a step that may go on) opens the chooser over the picture, and the scene does not move under the
// pointer (it was pushed down about 148 px); a flat board offers every camera preset its address takes, Side too.
// npx playwright test board3d-page   (needs out/ from `npm run build`)
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { frames, openPage } from './browser.mjs';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

test('Panoply in 3-D: the chooser opens over the picture without moving the scene under the pointer', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1366, height: 900 });
  // A Barricade in the open: each step of it may go on with a second one.
  const position = encodeURIComponent('w: Kg1 Xf5-g5; b: Kg12; turn: w');
  await page.goto(`${srv.url}/variants/panoply/explore/?view=3d&camera=white&position=${position}`);
  const root = page.locator('[data-board-root][data-scene-ready="true"]');
  await root.waitFor({ timeout: 60_000 });
  const men = await root
    .locator('[data-cell]')
    .evaluateAll((bs) =>
      bs.filter((b) => /, white /.test(b.getAttribute('aria-label') ?? '')).map((b) => b.dataset.cell),
    );
  // The first man with a destination that leads to several moves, drawn where the pointer names it.
  let target;
  for (const man of men) {
    await root.locator(`[data-cell="${man}"]`).focus();
    await page.keyboard.press('Enter');
    await frames(page);
    target = await root.evaluate((el) => {
      for (const b of el.querySelectorAll('[data-dest="true"]')) {
        if (b.dataset.moves.split(' ').length < 2) continue;
        const p = el.hexploreProject(b.dataset.cell);
        if (p.visible && window.__board3d.pickAt(p.x, p.y) === b.dataset.cell) return { cell: b.dataset.cell, ...p };
      }
      return undefined;
    });
    if (target) break;
    await page.keyboard.press('Escape');
  }
  assert.ok(target, 'the Barricade has a destination with several moves, in view');
  const frame = page.locator('[data-board3d] [role=img]');
  const before = await frame.boundingBox();
  await page.mouse.click(target.x, target.y);
  await page.locator(`[data-choice="${target.cell}"]`).waitFor({ timeout: 10_000 });
  await frames(page);
  const after = await frame.boundingBox();
  assert.deepEqual(after, before, 'the picture stays where it was');
  const again = await root.evaluate((el, c) => el.hexploreProject(c), target.cell);
  assert.ok(Math.hypot(again.x - target.x, again.y - target.y) < 1, 'the destination stays under the pointer');
  // The chooser lies over the top of the picture, and its moves are there to pick.
  const chooser = await page.locator('[data-choice]').boundingBox();
  assert.ok(chooser.y < before.y + before.height && chooser.y + chooser.height > before.y, 'the chooser is over it');
  assert.ok((await page.locator('[data-choice] [data-move]').count()) >= 2);
  await page.locator('[data-choice] [data-move]').first().click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('moves'));
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a flat board offers the Side view, as its address does', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1366, height: 900 });
  await page.goto(`${srv.url}/variants/glinski/explore/?view=3d`);
  const root = page.locator('[data-board-root][data-scene-ready="true"]');
  await root.waitFor({ timeout: 60_000 });
  const presets = await root.locator('[data-preset]').evaluateAll((bs) => bs.map((b) => b.dataset.preset));
  assert.deepEqual(presets, ['white', 'black', 'top', 'side', 'reset']);
  await root.locator('[data-preset="side"]').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('camera') === 'side');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
