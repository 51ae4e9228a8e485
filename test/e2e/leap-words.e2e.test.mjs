// npx playwright test leap-words (needs out/ from `npm run build`)
// The leap explained on the flat board (issue #16 item 5): hovering or keyboard-focusing a leaper's destination
// tells the leap's length and parts in words (the explore page's move panel, the line under other playable boards,
// the focused cell button's description) and writes its length beside the leap on the board and the level maps.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** Opens a page of a variant and waits for its playable board. */
async function open(path) {
  const opened = await openPage(browser, { width: 1280, height: 1000 });
  await opened.page.goto(`${srv.url}${path}`);
  await opened.page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  return opened;
}
const mainSvg = (page) => page.locator('[data-board-root] [data-board-svg]').first();
const dests = (page) =>
  page.locator('[data-board-root] [data-dest="true"]').evaluateAll((bs) => bs.map((b) => b.dataset.cell));
const KNIGHT_WORDS = /: a leap of √7: 2 steps straight on, then 1 diagonal step at right angles \(4 \+ 3 = 7\)\.$/;

test('Gliński explore: hovering a knight’s destination tells the leap in the move panel and beside it', async () => {
  const { page, pageErrors } = await open('/variants/glinski/explore/');
  await mainSvg(page).locator('[data-c="d1"]').click();
  const [to] = await dests(page);
  assert.ok(to, 'the knight on d1 has a destination');
  const words = page.locator('[data-leap-words]');
  assert.equal(await words.count(), 1, 'the explore page tells the leap in its move panel only');
  assert.equal(await words.textContent(), '', 'nothing is said before a destination is hovered');
  await mainSvg(page).locator(`[data-c="${to}"] polygon`).hover();
  await page.waitForFunction(() => document.querySelector('[data-leap-words]')?.textContent);
  assert.match(await words.textContent(), new RegExp(`^d1 to ${to}${KNIGHT_WORDS.source}`));
  assert.equal(await words.getAttribute('aria-live'), 'polite');
  assert.equal(await mainSvg(page).locator(`[data-leap-label="${to}"]`).textContent(), '√7');
  // Off the board, the words go.
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => !document.querySelector('[data-leap-words]')?.textContent);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('Gliński explore: a keyboard-focused destination carries the leap in its description and the panel', async () => {
  const { page, pageErrors } = await open('/variants/glinski/explore/');
  await page.locator('[data-board-root] [data-cell="d1"]').focus();
  await page.keyboard.press('Enter');
  const all = await dests(page);
  const to = all[all.length - 1];
  await page.locator(`[data-board-root] [data-cell="${to}"]`).focus();
  await page.waitForFunction(() => document.querySelector('[data-leap-words]')?.textContent);
  assert.match(await page.locator('[data-leap-words]').textContent(), new RegExp(`^d1 to ${to}${KNIGHT_WORDS.source}`));
  const description = await page.locator(`[data-board-root] [data-cell="${to}"]`).getAttribute('aria-description');
  assert.match(description, new RegExp(`^legal move; d1 to ${to}${KNIGHT_WORDS.source}`));
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('Lengthleaper 2-D: a leap from level b to level d is told in words and on the level maps', async () => {
  const position = encodeURIComponent('w: K1b1 N5b3; b: K9b5; turn: w');
  const { page, pageErrors } = await open(`/variants/lengthleaper/explore/?position=${position}&select=5b3`);
  const onD = (await dests(page)).filter((c) => /^\d+d\d+$/.test(c));
  assert.ok(onD.length > 0, 'the Rootthirteenleaper on 5b3 reaches level d');
  const map = page.locator('[data-level-maps] figure[data-level="d"] [data-board-svg]');
  await map.locator(`[data-c="${onD[0]}"] polygon`).hover();
  await page.waitForFunction(() => document.querySelector('[data-leap-words]')?.textContent);
  assert.match(
    await page.locator('[data-leap-words]').textContent(),
    new RegExp(
      `^5b3 to ${onD[0]}: a leap of √13 \\(Zebra\\): a step of 3 within the level, then 2 levels down \\(9 \\+ 4 = 13\\)\\.$`,
    ),
  );
  assert.equal(await map.locator('[data-leap-label]').textContent(), '√13: 3 across, 2 down (from 5b3)');
  assert.equal(await mainSvg(page).locator('[data-leap-label]').textContent(), '√13: 3 across, 2 down');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('Full House explore: the Unicorn’s nightrider move is told as leaps in one line', async () => {
  const position = encodeURIComponent('w: Kg1 Ud2; b: Kf10; turn: w');
  const { page, pageErrors } = await open(`/variants/fullhouse/explore/?position=${position}&select=d2`);
  const words = page.locator('[data-leap-words]');
  let said = '';
  for (const to of await dests(page)) {
    await mainSvg(page).locator(`[data-c="${to}"] polygon`).hover();
    said = (await words.textContent()) ?? '';
    if (/2 leaps/.test(said)) break;
  }
  assert.match(said, /^d2 to \w+: 2 leaps in one line \(nightrider\), by \w+; each a leap of √7: /);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('Play page: the line under the board tells a hovered knight leap', async () => {
  const { page, pageErrors } = await open('/variants/glinski/play/');
  await page.locator('[data-board-root] [data-cell="d1"]').focus();
  await page.keyboard.press('Enter');
  const [to] = await dests(page);
  await mainSvg(page).locator(`[data-c="${to}"] polygon`).hover();
  const line = page.locator('[data-board-root] [data-leap-words]');
  await page.waitForFunction(() => document.querySelector('[data-board-root] [data-leap-words]')?.textContent);
  assert.match(await line.textContent(), new RegExp(`^d1 to ${to}${KNIGHT_WORDS.source}`));
  assert.deepEqual(pageErrors, []);
  await page.close();
});
