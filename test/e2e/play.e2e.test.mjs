// npx playwright test play (needs out/ from `next build`)
// The play page of every variant against the computer (whose search runs in the exported Web Worker): the player's
// moves go in through the board, the computer answers, and the whole move list is replayed by the engine's command
// line (docs/CONVENTIONS.md §6), which must accept every move and reach the position the page links to. Then undo
// against the computer, the computer on the first side, a hot-seat game to checkmate from a position link,
// resignation, and a broken link. Screenshots (HEXPLORE_SHOTS=1): test-results/play/.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { openPage, reviewShot } from './browser.mjs';

const run = promisify(execFile);
const SHOTS = 'test-results/play';
// The ids of docs/CONVENTIONS.md §1, written out: the test trusts no list of the site's.
const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const ROUNDS = 2;

/** Runs the engine's command line (`npm run -s engine --`, without npm's start-up); resolves to its stdout, trimmed. */
async function engine(...args) {
  const { stdout } = await run('node_modules/.bin/tsx', ['engine/cli.ts', ...args], { encoding: 'utf8' });
  return stdout.trim();
}

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  mkdirSync(SHOTS, { recursive: true });
});

/** Opens a play page and waits for its board. */
async function openPlay(id, query = '') {
  const opened = await openPage(browser, { width: 1280, height: 1000 });
  await opened.page.goto(`${srv.url}/variants/${id}/play/${query}`);
  await opened.page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  return opened;
}

/** Activates a cell through the accessible cell list (focus, then Enter), as a keyboard user does. */
async function press(page, cell) {
  await page.locator(`[data-cell="${cell}"]`).focus();
  await page.keyboard.press('Enter');
}

const plies = (page) => page.locator('[data-move-list] [data-ply]').allInnerTexts();
/** Waits for `n` plies in the move list; on a stall, fails with what the page shows (moves, turn, its message). */
async function waitPlies(page, n) {
  try {
    await page.waitForFunction((k) => document.querySelectorAll('[data-move-list] [data-ply]').length === k, n, {
      timeout: 20_000,
    });
  } catch (e) {
    const shown = await page.evaluate(() => ({
      plies: [...document.querySelectorAll('[data-move-list] [data-ply]')].map((x) => x.textContent),
      turn: document.querySelector('[data-turn]')?.outerHTML.slice(0, 200),
      said: [...document.querySelectorAll('[aria-live]')].map((x) => x.textContent).join(' | '),
    }));
    throw new Error(`${n} plies not reached: ${JSON.stringify(shown)} (${e.message.split('\n')[0]})`);
  }
}
/** The position the page links to ("Explore this position"). */
async function linkedPosition(page) {
  const href = await page.locator('[data-explore-link]').getAttribute('href');
  return decodeURIComponent(href.split('?position=')[1]);
}
/**
 * A plain move (from-to) of the side to move, from the engine's list: not a Panoply Barricade's (written `Xe6-f6` in
 * the position), whose step from a cell may be one of several that land there and ask which (board-input.e2e enters
 * those); after the computer's random reply the first move listed could be one, and the test waited for a move the
 * page was still asking about.
 */
async function plainMove(id, position) {
  const moves = (await engine('moves', '--variant', id, '--position', position)).split('\n');
  const barricades = new Set([...position.matchAll(/X([a-z]+\d+)-([a-z]+\d+)/g)].flatMap((x) => [x[1], x[2]]));
  // Nor a move that shares its first and last cell with another (the page would ask which, as for a Barricade).
  const ends = (t) => {
    const cells = t.match(/[a-z]+\d+/g) ?? [];
    return `${cells[0]} ${cells.at(-1)}`;
  };
  const shared = new Set(moves.map(ends).filter((e, i, all) => all.indexOf(e) !== i));
  const m = moves
    .map((t) => /^([a-z0-9]+)-([a-z0-9]+)$/.exec(t))
    .find((x) => x && !barricades.has(x[1]) && !shared.has(ends(x[0])));
  assert.ok(m, `${id}: a plain move in ${moves.join(' ')}`);
  return { text: m[0], from: m[1], to: m[2] };
}

for (const id of IDS) {
  test(`${id}: moves against the computer, checked by the engine's command line`, async () => {
    const { page, pageErrors, consoleErrors } = await openPlay(id);
    await page.locator('[data-strength="beginner"]').check();
    assert.equal(
      await page.locator('[data-opponent="computer"]').isChecked(),
      true,
      'the computer is the default opponent',
    );
    for (let round = 0; round < ROUNDS; round++) {
      const before = await linkedPosition(page);
      const mine = await plainMove(id, before);
      await press(page, mine.from);
      assert.equal(
        await page.locator(`[data-cell="${mine.to}"]`).getAttribute('data-dest'),
        'true',
        `${id}: ${mine.to} is marked`,
      );
      await press(page, mine.to);
      await waitPlies(page, 2 * round + 2); // the player's move and the computer's reply
      assert.equal((await plies(page))[2 * round], mine.text);
      await page.locator('[data-turn]:not([data-thinking])').waitFor();
    }
    const texts = await plies(page);
    assert.equal(texts.length, 2 * ROUNDS);
    // Every move, the computer's included, is legal: the engine replays the list to the page's position.
    assert.equal(await engine('play', '--variant', id, ...texts), await linkedPosition(page));
    await page.evaluate(() => document.querySelector('[data-board-root]').scrollIntoView({ block: 'start' }));
    await reviewShot(page, { path: `${SHOTS}/${id}-midgame.png` });
    // Undo takes back the player's move and the computer's reply together.
    await page.locator('[data-action="undo"]').click();
    assert.deepEqual(await plies(page), texts.slice(0, -2));
    await page.locator('[data-action="redo"]').click();
    assert.deepEqual(await plies(page), texts);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
}

test('the computer can take the first side: it moves at once and the board turns', async () => {
  const { page, pageErrors } = await openPlay('glinski');
  await page.locator('[data-strength="beginner"]').check();
  await page.locator('[data-computer-side="w"]').check();
  await waitPlies(page, 1);
  const [first] = await plies(page);
  assert.ok(
    (await engine('moves', '--variant', 'glinski')).split('\n').includes(first),
    `${first} is a legal first move`,
  );
  assert.equal(await page.getByRole('button', { name: 'Flip board' }).getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('[data-turn]').innerText(), /Black to move\. Your move/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('hot seat: a game from a position link to checkmate, with the reason and the links', async () => {
  const position = 'w: Ka1 Qe7; b: Kf11; turn: w';
  const { page, pageErrors } = await openPlay('glinski', `?position=${encodeURIComponent(position)}`);
  await page.locator('[data-opponent="friend"]').check();
  assert.equal(await page.locator('[data-computer-side="w"]').isDisabled(), true);
  await page.locator('[data-board-svg] [data-c="e7"]').first().click();
  await page.locator('[data-board-svg] [data-c="f9"]').first().click();
  const banner = page.locator('[data-outcome="checkmate"]');
  await banner.waitFor();
  assert.match(await banner.innerText(), /Checkmate[\s\S]*1–0[\s\S]*White checkmates Black[\s\S]*White wins/);
  assert.match(await page.locator('[data-announce]').innerText(), /checkmate: White wins/);
  assert.equal(await page.locator('[data-action="resign"]').isDisabled(), true);
  assert.deepEqual(await plies(page), ['e7-f9']);
  const href = await page.locator('[data-explore-link]').getAttribute('href');
  assert.ok(href.startsWith('/variants/glinski/explore/?position='));
  assert.equal(
    decodeURIComponent(href.split('?position=')[1]),
    await engine('play', '--variant', 'glinski', '--position', position, 'e7-f9'),
  );
  await page.evaluate(() => document.querySelector('[data-board-root]').scrollIntoView({ block: 'start' }));
  await reviewShot(page, { path: `${SHOTS}/glinski-checkmate.png` });
  // Nothing moves after the end; undo brings the game back.
  await page.locator('[data-board-svg] [data-c="f11"]').first().click();
  assert.match(await page.locator('[data-announce]').innerText(), /game is over/);
  await page.locator('[data-action="undo"]').click();
  await page.locator('[data-turn="w"]').waitFor();
  await page.locator('[data-action="new"]').click();
  assert.equal(await page.locator('[data-cell="e7"]').getAttribute('aria-label'), 'e7, white queen');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('resigning ends the game with the reason; a new game starts over', async () => {
  const { page, pageErrors } = await openPlay('king-and-queen');
  await page.locator('[data-action="resign"]').click();
  const banner = page.locator('[data-outcome="resignation"]');
  await banner.waitFor();
  assert.match(await banner.innerText(), /Resignation[\s\S]*0–1[\s\S]*Blue resigns[\s\S]*Red wins\. The computer wins/);
  await page.evaluate(() => document.querySelector('[data-board-root]').scrollIntoView({ block: 'start' }));
  await reviewShot(page, { path: `${SHOTS}/king-and-queen-resigned.png` });
  await page.locator('[data-action="new"]').click();
  await page.locator('[data-turn="w"]').waitFor();
  assert.equal(await banner.count(), 0);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a broken position link shows a message and the game starts from the usual start', async () => {
  const { page, pageErrors } = await openPlay('peanut', '?position=w:%20Kz99');
  const error = page.locator('[data-url-error]');
  await error.waitFor();
  assert.match(await error.innerText(), /could not be read: .*z99/);
  assert.equal(await page.locator('[data-cell="a2"]').getAttribute('aria-label'), 'a2, white knight');
  await press(page, 'a2');
  await press(page, 'd3');
  await waitPlies(page, 2);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
