// node --test test/e2e/board3d-many.e2e.test.mjs   (needs out/ from `next build`)
// Many 3-D boards on one page: in the Lengthleaper lesson every diagram switched to 3-D one after the other works,
// all at once, on the page's one WebGL canvas (components/board3d/sharedCanvas.tsx: no "Too many active WebGL
// contexts", no board waiting for another's context, no blank view). The leak test is board3d-toggle.e2e.test.mjs
// (test/e2e/board3d-many.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { env, setView } from './board3d-many.mjs';

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
