// npx playwright test board-input (needs out/ from `next build`)
// The board controller's flows wired in the browser (issue #28): on a touch screen a first tap on a destination
// shows the move and a second tap plays it, while a mouse click plays at once; a lesson diagram without both royals
// is a sandbox the reader keeps playing on, and Reset restores it.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** A page on a phone-like context (touch, 390 px wide), with its uncaught errors. */
async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { page, pageErrors, context };
}

test('touch: the first tap on a destination previews the move, the second plays it', async () => {
  const { page, pageErrors, context } = await phone();
  await page.goto(`${srv.url}/variants/glinski/explore/?position=${encodeURIComponent('w: Kg1 Nf5; b: Kg10 Pe8')}`);
  const root = page.locator('[data-board-root][data-board-ready="true"]');
  await root.waitFor();
  const hit = (cell) => root.locator(`[data-hit] [data-c="${cell}"]`);
  await hit('f5').tap();
  assert.equal(await root.locator('[data-cell="f5"]').getAttribute('aria-pressed'), 'true', 'the knight is selected');
  const to = await root.locator('[data-dest="true"]').first().getAttribute('data-cell');
  await hit(to).tap();
  await page.waitForFunction(
    (t) => document.querySelector('[data-announce]')?.textContent?.includes(`Tap ${t} again`),
    to,
    undefined,
  );
  assert.match(await root.locator(`[data-cell="${to}"]`).getAttribute('aria-label'), /empty/, 'not played yet');
  assert.match(page.url(), /^(?!.*moves=)/, 'no move in the address yet');
  // The leap's words show as a hover would show them.
  assert.match((await page.locator('[data-leap-words]').innerText()).trim(), /\S/, 'the leap is explained');
  await hit(to).tap();
  await page.waitForFunction((t) => new URL(location.href).searchParams.get('moves')?.endsWith(t), to);
  assert.match(await root.locator(`[data-cell="${to}"]`).getAttribute('aria-label'), /white knight/);
  assert.deepEqual(pageErrors, []);
  await context.close();
});

test('mouse: a click on a destination plays at once', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 657 } });
  await page.goto(`${srv.url}/variants/glinski/explore/?position=${encodeURIComponent('w: Kg1 Nf5; b: Kg10 Pe8')}`);
  const root = page.locator('[data-board-root][data-board-ready="true"]');
  await root.waitFor();
  await root.locator('[data-hit] [data-c="f5"]').click();
  const to = await root.locator('[data-dest="true"]').first().getAttribute('data-cell');
  await root.locator(`[data-hit] [data-c="${to}"]`).click();
  await page.waitForFunction((t) => new URL(location.href).searchParams.get('moves')?.endsWith(t), to);
  await page.close();
});

test('a lesson diagram without kings is a sandbox: no result, the reader keeps moving, Reset restores it', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/variants/lengthleaper/`);
  const figure = page.locator('figure', { hasText: 'The Rook on 5b3 has 15 moves' });
  await figure.scrollIntoViewIfNeeded();
  const board = figure.locator('[data-diagram-board] [data-board-ready="true"]');
  await board.waitFor({ timeout: 30_000 });
  const live = figure.locator('[data-diagram-board] [role=status]');
  let at = '5b3';
  for (let i = 0; i < 3; i++) {
    const cell = board.locator(`[data-cell="${at}"]`);
    if ((await cell.getAttribute('aria-pressed')) !== 'true') {
      await cell.focus();
      await page.keyboard.press('Enter');
    }
    const dest = board.locator('[data-dest="true"]').first();
    const to = await dest.getAttribute('data-cell');
    await dest.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([el, t]) => el.querySelector(`[data-cell="${t}"]`)?.getAttribute('aria-label')?.includes('rook'),
      [await board.elementHandle(), to],
    );
    const words = await live.innerText();
    assert.match(words, /rook/i, `move ${i + 1} is announced`);
    assert.doesNotMatch(words, /stalemate|wins|draw|over/i, `move ${i + 1} ends nothing`);
    at = to;
  }
  await figure.locator('[data-reset]').click();
  assert.match(await board.locator('[data-cell="5b3"]').getAttribute('aria-label'), /white rook/);
  assert.deepEqual(errors, []);
  await page.close();
});
