// node --test test/e2e/board3d-toggle.e2e.test.mjs   (needs out/ from `next build`)
// No leaks: toggling 3-D on and off 30 times on the Lengthleaper free board leaves the heap and the DOM node count
// flat after garbage collection (test/e2e/board3d-many.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { env, measure, setView } from './board3d-many.mjs';

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
