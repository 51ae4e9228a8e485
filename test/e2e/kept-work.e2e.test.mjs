// npx playwright test kept-work (needs out/ from `npm run build`)
// Over 300 lines: one scenario per finding of issue #33, each with its own setup of stored games, tabs or edits.
// Nothing ordinary navigation does loses work (issue #33). The play page keeps every game under its own key: a
// position link and the plain link never remove each other's game, the page lists the kept games (resume, discard and
// put back, newest first, at most 20, the one let go named), two tabs never write over each other (the later one is
// told and keeps both, or takes the other's), and a full storage is said on the page. An explore link with a bad move
// keeps every move written in the address (reload, Undo, Back) while the board shows the moves before it and names
// the bad one. The editor's Undo is its own stack: any number of quick presses stays in the editor, Back and Forward
// still step through the edits, and a reload keeps Undo. Prints the checks of kept work and how many lost work.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';

let srv, browser;
const counts = { checks: 0, lost: 0 };
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});
test.afterAll(async () => {
  console.log(`kept work: ${counts.checks} checks of kept work, ${counts.lost} work lost`);
});

/** Records a check of kept work: true when the work was kept. */
const kept = (ok, what) => {
  counts.checks++;
  if (!ok) counts.lost++;
  assert.ok(ok, what);
};

/** A new browser context (its own storage) and a page in it that records uncaught errors. */
async function newTab(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}
const ready = (page) => page.locator('[data-board-root][data-board-ready="true"]').first().waitFor({ timeout: 20_000 });
async function open(page, path) {
  await page.goto(`${srv.url}${path}`);
  await ready(page);
}
/** Plays a move on the 2-D board by clicking its two cells. */
async function move(page, from, to) {
  const n = await page.locator('[data-move-list] [data-ply]').count();
  await page.locator(`[data-board-svg] [data-c="${from}"]`).first().click();
  await page.locator(`[data-board-svg] [data-c="${to}"]`).first().click();
  await page.waitForFunction((k) => document.querySelectorAll('[data-move-list] [data-ply]').length > k, n);
}
const plies = (page) => page.locator('[data-move-list] [data-ply]').allInnerTexts();
/** The kept games of a variant as stored: id -> moves. */
const stored = (page, variant = 'glinski') =>
  page.evaluate((v) => {
    const out = {};
    for (const [k, raw] of Object.entries(localStorage))
      if (k.startsWith(`hexplore.play.v2.${v}.`)) out[k.slice(`hexplore.play.v2.${v}.`.length)] = JSON.parse(raw).moves;
    return out;
  }, variant);
const lines = async (page) =>
  Object.values(await stored(page))
    .map((m) => m.join(' '))
    .sort();
const POSITION = 'w: Kg1 Qd1 Pe4; b: Kg10 Pe7';
const positionLink = `/variants/glinski/play/?position=${encodeURIComponent(POSITION)}`;

test('play: a position link and the plain link never remove each other’s game; the list resumes and discards', async () => {
  const context = await browser.newContext();
  const page = await newTab(context);
  await open(page, '/variants/glinski/play/');
  await page.click('[data-opponent="friend"]');
  await move(page, 'e4', 'e5');
  await move(page, 'e7', 'e6');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('hexplore.play.v2.glinski.')));
  assert.deepEqual(await lines(page), ['e4-e5 e7-e6']);

  // The editor's "Play this position" and "Copy link" make this link: it starts its own game, the first stays.
  await open(page, positionLink);
  assert.deepEqual(await plies(page), [], 'the position link starts a new game');
  kept((await lines(page)).join('|') === 'e4-e5 e7-e6', 'opening a position link keeps the stored game');
  assert.equal(await page.locator('[data-kept-game]').count(), 1, 'the kept game is listed');
  await page.click('[data-opponent="friend"]');
  await move(page, 'e4', 'e5');
  await move(page, 'e7', 'e6');
  await page.waitForFunction(() => Object.keys(localStorage).length >= 2);

  // The reverse: the plain link keeps the position link's two moves.
  await open(page, '/variants/glinski/play/');
  assert.deepEqual(await plies(page), []);
  kept((await lines(page)).length === 2, 'opening the plain link keeps the position link’s game');
  const items = page.locator('[data-kept-game]');
  assert.equal(await items.count(), 2);
  assert.match(await items.nth(0).innerText(), /2 moves \(last e7-e6\), from a set position/, 'newest first');
  assert.match(await items.nth(1).innerText(), /2 moves \(last e7-e6\), from the usual start/);

  // Resume the first game; a reload restores this tab's game.
  await items.nth(1).locator('[data-action="resume"]').click();
  assert.deepEqual(await plies(page), ['e4-e5', 'e7-e6']);
  assert.equal(await page.locator('[data-kept-game][data-current]').count(), 1, 'the resumed game is this tab’s');
  await move(page, 'g4', 'g5');
  await page.reload();
  await ready(page);
  await page.locator('[data-restored="3"]').waitFor({ timeout: 5_000 });
  kept((await plies(page)).length === 3, 'the resumed game, one move on, is back after a reload');

  // Discard the other game, then put it back.
  const other = page.locator('[data-kept-game]:not([data-current])');
  await other.locator('[data-action="discard"]').click();
  assert.equal(Object.keys(await stored(page)).length, 1);
  await page.click('[data-action="undo-discard"]');
  kept(Object.keys(await stored(page)).length === 2, 'Undo puts a discarded game back');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('play: two tabs never write over each other: the later one is told and keeps both, or takes the other’s', async () => {
  const context = await browser.newContext();
  const a = await newTab(context);
  await open(a, '/variants/glinski/play/');
  await a.click('[data-opponent="friend"]');
  await move(a, 'e4', 'e5');
  await a.waitForFunction(() => Object.keys(localStorage).length === 1);

  // A second tab resumes the same game; both go on from it.
  const b = await newTab(context);
  await open(b, '/variants/glinski/play/');
  await b.locator('[data-kept-game] [data-action="resume"]').click();
  assert.deepEqual(await plies(b), ['e4-e5']);
  await a.bringToFront();
  await move(a, 'e7', 'e6');
  await b.bringToFront();
  await move(b, 'd7', 'd6');
  await b.locator('[data-kept-conflict]').waitFor({ timeout: 5_000 });
  assert.match(
    await b.locator('[data-kept-conflict]').innerText(),
    /changed in another tab.*2 moves there, 2 moves here/s,
  );
  kept((await lines(b)).join('|') === 'e4-e5 e7-e6', 'the later tab did not write over the first tab’s game');
  await b.click('[data-action="keep-both"]');
  await b.waitForFunction(() => Object.keys(localStorage).length === 2);
  kept(
    JSON.stringify(await lines(b)) === JSON.stringify(['e4-e5 d7-d6', 'e4-e5 e7-e6']),
    'both games are kept after "Keep both"',
  );
  assert.equal(await b.locator('[data-kept-conflict]').count(), 0);
  // Each tab goes on in its own game.
  await a.bringToFront();
  await move(a, 'g4', 'g5');
  await b.bringToFront();
  await move(b, 'g4', 'g5');
  await b.waitForTimeout(200);
  assert.equal(await a.locator('[data-kept-conflict]').count(), 0, 'the first tab is not disturbed');
  assert.deepEqual(
    (await lines(b)).map((l) => l.split(' ').length),
    [3, 3],
    'each game has its third move, under its own key',
  );

  // "Take the other tab's game": a third tab resumes A's game, A moves on, C moves: C is told, and takes A's.
  const c = await newTab(context);
  await open(c, '/variants/glinski/play/');
  const aId = await a.locator('[data-kept-game][data-current]').getAttribute('data-kept-game');
  await c.locator(`[data-kept-game="${aId}"] [data-action="resume"]`).click();
  const before = await plies(a);
  await a.bringToFront();
  await move(a, 'd7', 'd6');
  await c.bringToFront();
  await move(c, 'g7', 'g6');
  await c.locator('[data-kept-conflict]').waitFor({ timeout: 5_000 });
  await c.click('[data-action="take-theirs"]');
  kept(
    JSON.stringify(await plies(c)) === JSON.stringify(await plies(a)) && (await plies(c)).length === before.length + 1,
    'the tab that takes the other’s game shows it',
  );
  for (const p of [a, b, c]) assert.deepEqual(p.errors, []);
  await context.close();
});

test('play: a full storage is said on the page, and the game is kept once there is room', async () => {
  const context = await browser.newContext();
  const page = await newTab(context);
  await open(page, '/variants/glinski/play/');
  const filled = await page.evaluate(() => {
    let n = 0;
    for (const size of [1 << 20, 1 << 14, 1 << 8, 1])
      for (;;) {
        try {
          localStorage.setItem(`fill${n}`, 'x'.repeat(size));
          n++;
        } catch {
          break;
        }
      }
    return n;
  });
  assert.ok(filled > 3, 'the storage was filled');
  await page.click('[data-opponent="friend"]');
  await move(page, 'e4', 'e5');
  await page.locator('[data-storage-problem="full"]').waitFor({ timeout: 5_000 });
  assert.match(await page.locator('[data-storage-problem]').innerText(), /storage for this site is full/);
  assert.deepEqual(await plies(page), ['e4-e5'], 'the game goes on in the page');
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) localStorage.removeItem(`fill${i}`);
  });
  await move(page, 'e7', 'e6');
  await page.locator('[data-storage-problem]').waitFor({ state: 'detached', timeout: 5_000 });
  kept((await lines(page)).join('|') === 'e4-e5 e7-e6', 'with room again, the game is kept');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('play: at most 20 games are kept per variant; a new one lets the oldest go and says so', async () => {
  const context = await browser.newContext();
  const page = await newTab(context);
  await open(page, '/variants/glinski/play/');
  await page.evaluate(() => {
    for (let i = 0; i < 20; i++)
      localStorage.setItem(
        `hexplore.play.v2.glinski.old${i}`,
        JSON.stringify({
          opening: 'w: Kg1 Pe4; b: Kg10 Pe7',
          moves: ['e4-e5'],
          opponent: 'friend',
          computer: 'b',
          strength: 'club',
          updated: 1_700_000_000_000 + i * 60_000,
          rev: 1,
        }),
      );
  });
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('[data-kept-game]').count(), 20);
  assert.equal(await page.locator('[data-kept-game]').first().getAttribute('data-kept-game'), 'old19', 'newest first');
  await page.click('[data-opponent="friend"]');
  await move(page, 'e4', 'e5');
  await page.locator('[data-kept-dropped="1"]').waitFor({ timeout: 5_000 });
  const ids = Object.keys(await stored(page));
  assert.equal(ids.length, 20);
  assert.ok(!ids.includes('old0') && ids.includes('old1'), 'the oldest was let go');
  assert.equal(await page.locator('[data-kept-game]').count(), 20);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('explore: a link with a bad move keeps every move in the address (reload, Undo, Back); the board shows the legal prefix', async () => {
  const context = await browser.newContext();
  const page = await newTab(context);
  const moves = 'e4-e5,e7-e6,f1-e3,d7-d6,f1-c4';
  const link = `/variants/glinski/explore/?moves=${moves}`;
  const movesInAddress = () => new URL(page.url()).searchParams.get('moves');
  await open(page, link);
  assert.deepEqual(await plies(page), ['e4-e5', 'e7-e6'], 'the moves before the bad one are on the board');
  const message = await page.locator('[data-link-error]').innerText();
  assert.match(message, /move 3, f1-e3, cannot be played/, 'the first bad move is named');
  assert.match(message, /the 2 moves after it stay in the address/);
  await page.waitForTimeout(300); // the address is written after the first render
  kept(movesInAddress() === moves, 'the address keeps every move written');
  await page.reload();
  await ready(page);
  kept(movesInAddress() === moves && (await plies(page)).length === 2, 'and after a reload');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('ply') === '1');
  kept(movesInAddress() === moves, 'and after Undo on the board (ply=1)');
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('ply'));
  await page.goto(`${srv.url}/variants/glinski/`);
  await page.goBack();
  await ready(page);
  kept(movesInAddress() === moves, 'and after leaving and coming Back');
  // The reader's own move replaces the sender's line from there: the address shows what is on the board.
  await move(page, 'g4', 'g5');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('moves') === 'e4-e5,e7-e6,g4-g5');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('editor: any number of quick Undo presses stays in the editor; Back and Forward step through the edits', async () => {
  const context = await browser.newContext();
  const page = await newTab(context);
  await page.goto(`${srv.url}/`);
  await open(page, '/variants/glinski/editor/');
  const editor = new URL(page.url()).pathname;
  const text = () => page.locator('[data-position-text]').inputValue();
  const start = await text();
  await page.click('[data-action="clear"]');
  await page.fill('[data-position-text]', 'w: Kf1; b: Kf11');
  await page.waitForFunction(() => location.search.includes('Kf11'));
  await page.click('[data-action="start"]');
  await page.click('[data-action="clear"]');
  await page.waitForFunction(() => document.querySelector('[data-position-text]').value === '');
  // Four edits; ten presses of Undo in one task (faster than any render), then ten Ctrl+Z.
  await page.evaluate(() => {
    for (let i = 0; i < 10; i++) document.querySelector('[data-action="undo"]').click();
  });
  await page.waitForTimeout(500);
  kept(new URL(page.url()).pathname === editor, 'ten quick Undo presses stay in the editor');
  assert.equal(await text(), start, 'Undo went back to the first position');
  assert.equal(await page.locator('[data-action="undo"]').isDisabled(), true, 'and no further');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 10; i++) await page.keyboard.press('Control+z', { delay: 0 });
  await page.waitForTimeout(300);
  kept(new URL(page.url()).pathname === editor, 'ten Ctrl+Z stay in the editor');
  await page.click('[data-action="redo"]');
  await page.click('[data-action="redo"]');
  assert.equal(await text(), 'w: Kf1; b: Kf11', 'Redo replays the edits in order');
  // Back and Forward still step through the edits (each edit made a history entry; Undo and Redo rewrote the one
  // they stood on, the last): Back shows the edit before it (Start position), then the typed position; Forward
  // comes back the same way.
  const shows = (t) => page.waitForFunction((s) => document.querySelector('[data-position-text]')?.value === s, t);
  await page.goBack();
  await shows(start);
  await page.goBack();
  await shows('w: Kf1; b: Kf11');
  kept(new URL(page.url()).pathname === editor, 'Back steps through the edits, in the editor');
  await page.goForward();
  await shows(start);
  await page.goForward();
  await shows('w: Kf1; b: Kf11');
  kept(new URL(page.url()).pathname === editor, 'Forward steps through them again');
  // A reload keeps Undo.
  await page.reload();
  await ready(page);
  assert.equal(await text(), 'w: Kf1; b: Kf11');
  await page.click('[data-action="undo"]');
  kept((await text()) === '', 'Undo works after a reload');
  assert.deepEqual(page.errors, []);
  await context.close();
});
