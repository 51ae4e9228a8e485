// npx playwright test explore (needs out/ from `next build`)
// The explore page of every variant: the board draws, a man's legal destinations match the engine's command line
// (the contract, docs/CONVENTIONS.md §6), keyboard-only play, ?position= good and bad, undo/redo, "why can't it go
// there?", the move chooser, drag and drop, game over. Screenshots (HEXPLORE_SHOTS=1): test-results/explore/<id>.png.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { openPage, reviewShot } from './browser.mjs';

const run = promisify(execFile);
const SHOTS = 'test-results/explore';
/** Per variant, a man with moves at the start (written out here: the test trusts no site code). */
const MEN = {
  peanut: 'a2',
  panoply: 'e3',
  fullhouse: 'd1',
  'king-and-queen': 'd2',
  lengthleaper: '2a1',
  'lengthleaper-birds': '2a1',
  glinski: 'e1',
};

/** Asks the engine's command line for the destination tokens of the man on `cell`. */
async function engineDests(id, cell, position) {
  const args = [
    'run',
    '-s',
    'engine',
    '--',
    'dests',
    '--variant',
    id,
    '--from',
    cell,
    ...(position ? ['--position', position] : []),
  ];
  const { stdout } = await run('npm', args, { encoding: 'utf8' });
  return stdout.trim().split(/\s+/).filter(Boolean);
}

let srv, browser, expected;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  expected = Object.fromEntries(
    await Promise.all(Object.entries(MEN).map(async ([id, cell]) => [id, await engineDests(id, cell)])),
  );
  mkdirSync(SHOTS, { recursive: true });
});

/** Opens an explore page and waits for the board; returns the page and its error lists. */
async function openExplore(id, query = '', viewport = { width: 1280, height: 1000 }) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${srv.url}/variants/${id}/explore/${query}`);
  await opened.page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  return opened;
}

/** Activates a cell through its accessible element (focus, then Enter), as a keyboard user does. */
async function press(page, cell) {
  await page.locator(`[data-cell="${cell}"]`).focus();
  await page.keyboard.press('Enter');
}

const announced = (page) => page.locator('[data-announce]').innerText();
/** Scrolls the board to the top of the window, for screenshots. */
const showBoard = (page) =>
  page.evaluate(() => document.querySelector('[data-board-root]').scrollIntoView({ block: 'start' }));
/** The main picture (the level maps come after it). */
const mainSvg = (page) => page.locator('[data-board-root] [data-board-svg]').first();

for (const [id, cell] of Object.entries(MEN)) {
  test(`${id}: selecting ${cell} marks exactly the engine's destinations`, async () => {
    const { page, pageErrors, consoleErrors } = await openExplore(id);
    const want = expected[id];
    assert.ok(want.length > 0, `${id} ${cell} has moves`);
    assert.equal(await page.locator('[data-cell]').count(), await mainSvg(page).locator('[data-c]').count());
    await press(page, cell);
    const dests = await page.locator('[data-dest="true"]').evaluateAll((els) => els.map((e) => e.dataset.cell));
    assert.deepEqual([...dests].sort(), [...want].sort(), `${id}: destinations of ${cell}`);
    assert.match(await announced(page), new RegExp(`on ${cell}: ${want.length} moves?`));
    assert.equal(await page.locator(`[data-cell="${cell}"]`).getAttribute('aria-pressed'), 'true');
    // The picture marks each destination once, with a dot or a ring.
    const marks = await mainSvg(page).locator('[data-dest-mark]').count();
    assert.equal(marks, want.length);
    await showBoard(page);
    await reviewShot(page, { path: `${SHOTS}/${id}.png` });
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
}

test('the board is in the server-rendered page, and its code loads after the first load (issue #17)', async () => {
  // Without JavaScript: the page's HTML already draws the board and lists its cells.
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const bare = await ctx.newPage();
  await bare.goto(`${srv.url}/variants/glinski/explore/`);
  assert.ok((await bare.locator('[data-board-svg] [data-c]').count()) >= 91, 'the board is drawn without scripts');
  await ctx.close();
  // The exported page: the board's scripts are preloaded, not among the first-load <script> tags.
  const html = await (await fetch(`${srv.url}/variants/glinski/explore/`)).text();
  const first = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const preloaded = [...html.matchAll(/<link([^>]*)>/g)]
    .filter((m) => /rel="preload"/.test(m[1]) && /as="script"/.test(m[1]))
    .map((m) => /href="([^"]+)"/.exec(m[1])?.[1]);
  assert.ok(
    preloaded.some((h) => h && !first.includes(h)),
    "the board's code is preloaded beside the first load",
  );
  // With JavaScript: once that code has loaded, the board plays.
  const { page, pageErrors } = await openExplore('glinski');
  await press(page, 'e1');
  assert.ok((await page.locator('[data-dest="true"]').count()) > 0, 'the board answers once its code has loaded');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('keyboard only: Tab to the board, arrows to the knight, Enter, arrows to c3, Enter', async () => {
  const { page } = await openExplore('glinski');
  let focused;
  for (let i = 0; i < 30 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
  }
  assert.equal(focused, 'b1', 'the tab stop is the first man that can move');
  assert.equal(await page.locator('[data-focus-ring="b1"]').count(), 1, 'the focus ring is drawn on the board');
  const path = [
    ['ArrowRight', 'c2'],
    ['ArrowDown', 'c1'],
    ['ArrowRight', 'd2'],
    ['ArrowDown', 'd1'],
  ];
  for (const [key, cell] of path) {
    await page.keyboard.press(key);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
      cell,
      `${key} -> ${cell}`,
    );
  }
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'd1, white knight');
  await page.keyboard.press('Enter');
  const want = await engineDests('glinski', 'd1');
  assert.match(await announced(page), new RegExp(`White knight on d1: ${want.length} moves, to .*c3`));
  assert.equal(await page.locator('[data-dest="true"]').count(), want.length);
  for (const [key, cell] of [
    ['ArrowLeft', 'c1'],
    ['ArrowUp', 'c2'],
    ['ArrowUp', 'c3'],
  ]) {
    await page.keyboard.press(key);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
      cell,
      `${key} -> ${cell}`,
    );
  }
  await page.keyboard.press(' ');
  assert.match(await announced(page), /White knight d1 to c3/);
  assert.equal(await page.locator('[data-cell="c3"]').getAttribute('aria-label'), 'c3, white knight');
  assert.equal(await page.locator('[data-cell="d1"]').getAttribute('aria-label'), 'd1, empty');
  assert.match(await page.locator('[data-move-list]').innerText(), /d1-c3/);
  assert.match(new URL(page.url()).search, /moves=d1-c3(&|$)/, 'the address carries the move played');
  await page.close();
});

test('a malformed ?position= shows the engine message and the start position', async () => {
  const { page, pageErrors } = await openExplore('glinski', '?position=w:%20Kz99;%20b:%20Kg10');
  const alert = page.locator('[data-url-error]');
  assert.match(await alert.innerText(), /could not be read: .*z99.*Showing the start position/s);
  assert.equal(await page.locator('[data-cell="e1"]').getAttribute('aria-label'), 'e1, white queen');
  assert.match(await page.locator('textarea[name=position]').inputValue(), /Kz99/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a good ?position= loads, and the address follows the moves', async () => {
  const text = 'w: Ka1 Qe7; b: Kf11';
  const { page } = await openExplore('glinski', `?position=${encodeURIComponent(text)}`);
  assert.equal(await page.locator('[data-cell="e7"]').getAttribute('aria-label'), 'e7, white queen');
  assert.equal(
    await page
      .locator('[data-cell]')
      .evaluateAll((els) => els.filter((e) => !/empty$/.test(e.getAttribute('aria-label'))).length),
    3,
  );
  assert.equal(await page.locator('[data-url-error]').count(), 0);
  // Mate in one: the game ends and says so.
  await press(page, 'e7');
  await press(page, 'f9');
  assert.match(await announced(page), /White queen e7 to f9, checkmate: White wins/);
  assert.match(await page.locator('[data-outcome]').innerText(), /Game over.*White checkmates Black/s);
  assert.match(decodeURIComponent(page.url()), /position=w: [^&]*Qe7[^&]*; b: Kf11[^&]*&moves=e7-f9$/);
  await showBoard(page);
  await reviewShot(page, { path: `${SHOTS}/glinski-checkmate.png` });
  await page.close();
});

test('undo and redo', async () => {
  const { page } = await openExplore('glinski');
  const startUrl = page.url();
  await mainSvg(page).locator('[data-c="e4"]').click();
  await mainSvg(page).locator('[data-c="e5"]').click();
  assert.match(await page.locator('[data-move-list]').innerText(), /e4-e5/);
  assert.notEqual(page.url(), startUrl);
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await page.locator('[data-cell="e4"]').getAttribute('aria-label'), 'e4, white pawn');
  assert.doesNotMatch(await page.locator('[data-move-list]').innerText(), /e4-e5/);
  assert.doesNotMatch(page.url(), /position=/, 'the start position needs no ?position=');
  assert.match(page.url(), /moves=e4-e5&ply=0/, 'the move taken back stays in the address, for Redo');
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await page.locator('[data-cell="e5"]').getAttribute('aria-label'), 'e5, white pawn');
  assert.notEqual(page.url(), startUrl);
  await page.close();
});

test("why can't it go there: the reason and the marked cells", async () => {
  const { page } = await openExplore('glinski');
  await press(page, 'c1');
  await press(page, 'c5');
  assert.match(await page.locator('[data-explanation]').innerText(), /Why not c1 to c5\?.*blocked on c2/s);
  assert.equal(await mainSvg(page).locator('[data-flagged="c2"]').count(), 1);
  assert.match(await announced(page), /blocked on c2/);
  await showBoard(page);
  await reviewShot(page, { path: `${SHOTS}/glinski-why-not.png` });
  await page.close();
});

test('a bad position text keeps the board and shows the engine message', async () => {
  const { page } = await openExplore('peanut');
  await page.locator('textarea[name=position]').fill('w: Kb1 Qq99');
  await page.getByRole('button', { name: 'Load position' }).click();
  assert.match(await page.locator('[data-position-error]').innerText(), /cannot be loaded: .*The board is unchanged/s);
  assert.equal(await page.locator('[data-cell="a1"]').getAttribute('aria-label'), 'a1, white rook');
  await page.locator('textarea[name=position]').fill('w: Kb1 Pe9; b: Kg10; hand: w:RN');
  await page.getByRole('button', { name: 'Load position' }).click();
  assert.equal(await page.locator('[data-position-error]').count(), 0);
  // Two promotions reach f10: the chooser offers both, with their names.
  await press(page, 'e9');
  await press(page, 'f10');
  const choice = page.locator('[data-choice="f10"]');
  assert.deepEqual(await choice.locator('button[data-move]').evaluateAll((b) => b.map((x) => x.dataset.move)), [
    'e9-f10=R',
    'e9-f10=N',
  ]);
  await showBoard(page);
  await reviewShot(page, { path: `${SHOTS}/peanut-promotion.png` });
  await choice.getByRole('button', { name: /rook/i }).click();
  assert.match(await page.locator('[data-move-list]').innerText(), /e9-f10=R/);
  assert.match(await announced(page), /promotes to rook/);
  await page.close();
});

test('drag and drop plays a move; flip turns the picture', async () => {
  const { page } = await openExplore('glinski');
  const box = async (cell) => {
    const b = await mainSvg(page).locator(`[data-c="${cell}"] polygon`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const from = await box('d1');
  const to = await box('c3');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  assert.match(await page.locator('[data-move-list]').innerText(), /d1-c3/);
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.equal(await mainSvg(page).getAttribute('data-flipped'), 'true');
  await page.close();
});

test('Lengthleaper: PageUp and PageDown change level; the level maps follow the selection', async () => {
  const { page } = await openExplore('lengthleaper');
  await page.locator('[data-cell="3b2"]').focus();
  await page.keyboard.press('PageUp');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), '3a2');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), '3c2');
  assert.equal(await page.locator('[data-level-maps] figure').count(), 4);
  await page.keyboard.press('Enter');
  assert.match(
    await page.locator('[data-level-maps] figure[data-level="a"] figcaption').innerText(),
    /Level a \(top\)/,
  );
  assert.ok((await page.locator('[data-level-maps] [data-dest-mark]').count()) > 0, 'the maps show the destinations');
  await showBoard(page);
  await reviewShot(page, { path: `${SHOTS}/lengthleaper-levels.png` });
  await page.close();
});
