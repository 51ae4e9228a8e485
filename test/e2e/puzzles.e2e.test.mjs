// npx playwright test puzzles (needs out/ from `next build`)
// Solves the first puzzle of every variant in the browser, after a wrong move, and checks that progress survives
// a reload and can be reset. The moves come from the engine through the authors' tool (scripts/puzzle.ts e2e).
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { openPage } from './browser.mjs';
import { awaitReply, enterMove } from './enter-move.mjs';

const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const tool = spawnSync('node_modules/.bin/tsx', ['scripts/puzzle.ts', 'e2e'], { encoding: 'utf8' });
if (tool.status !== 0) throw new Error(`scripts/puzzle.ts e2e failed: ${tool.stderr}`);
const ENTRIES = JSON.parse(tool.stdout);
const FIRST = new Map(ENTRIES.filter((p) => p.role === 'first').map((p) => [p.variant, p]));
const MULTI = new Map(ENTRIES.filter((p) => p.role === 'multi').map((p) => [p.variant, p]));

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** Plays one move on the puzzle's board by keyboard (docs/CONVENTIONS.md §7.1: the man, the cell naming the move). */
const play = (page, card, move) => enterMove(page, card, move.text);

/** Waits for the puzzle's `data-phase`; fails with the message the page shows. */
async function phase(card, value, timeout = 10_000) {
  const el = await card.elementHandle();
  await card
    .page()
    .waitForFunction(([e, v]) => e.getAttribute('data-phase') === v, [el, value], { timeout })
    .catch(async () => {
      throw new Error(
        `phase is ${await card.getAttribute('data-phase')}, expected ${value}: ${await card.locator('[data-puzzle-message]').innerText()}`,
      );
    });
}

for (const id of IDS) {
  test(`${id}: the first puzzle, solved after a wrong move; progress survives a reload`, async () => {
    const p = FIRST.get(id);
    assert.ok(p, `${id} has puzzles`);
    assert.ok(p.wrong, `${id}: the first puzzle has a legal move that does not solve it`);
    const { page, pageErrors } = await openPage(browser);
    await page.goto(`${srv.url}/variants/${id}/puzzles/#${p.id}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const card = page.locator(`article[data-puzzle-id="${p.id}"]`);
    await card.locator('[data-board-ready="true"]').waitFor();
    assert.equal(await card.getAttribute('data-status'), 'new');
    assert.match(await card.locator('[data-goal]').innerText(), /to play:/);

    // A wrong move is shown, explained, and taken back.
    await play(page, card, p.wrong);
    await phase(card, 'wrong');
    const said = await card.locator('[data-puzzle-message]').innerText();
    assert.match(said, /is not it/);
    assert.doesNotMatch(said, /taken back/, 'nothing is said taken back while it is on the board');
    // The hint ladder stays open after a wrong move (before and after the take-back), its counter does not reset.
    const hint = card.locator('[data-action="hint"]');
    assert.equal(await hint.isDisabled(), false, 'a hint can be asked while the wrong move is shown');
    await phase(card, 'play');
    assert.match(await card.locator('[data-puzzle-message]').innerText(), /was taken back: try again/);
    assert.equal(await hint.isDisabled(), false, 'and after the take-back');
    assert.match(await hint.innerText(), /\(0\/3\)/);
    assert.match(
      await card.locator(`[data-cell="${p.wrong.from}"]`).getAttribute('aria-label'),
      /,/,
      'the man is back',
    );

    // The stored line: our moves by hand, the replies from the page.
    for (let i = 0; i < p.line.length; i += 2) {
      await play(page, card, p.line[i]);
      if (i + 1 < p.line.length) await awaitReply(card, p.line[i].text);
    }
    await phase(card, 'solved');
    assert.match(await card.locator('[data-puzzle-message]').innerText(), /solved/i);
    assert.equal(await card.getAttribute('data-status'), 'helped', 'a wrong move first: solved with help');
    assert.equal(await card.locator('[data-badge]').innerText(), 'Solved after a wrong move');

    await page.reload();
    await card.locator('[data-board-ready="true"]').waitFor();
    await page
      .waitForFunction((el) => el.getAttribute('data-status') !== 'new', await card.elementHandle(), { timeout: 5_000 })
      .catch(() => {});
    assert.equal(await card.getAttribute('data-status'), 'helped', 'progress kept after a reload');
    assert.equal(await card.locator('[data-badge]').innerText(), 'Solved after a wrong move', 'and what happened');
    assert.equal(await page.locator('[data-progress]').getAttribute('data-progress'), '1');
    page.once('dialog', (d) => d.accept());
    await page.locator('[data-all-puzzles] > summary').click(); // the list of all puzzles, with the reset
    await page.locator('[data-action="reset-progress"]').click();
    await page.waitForFunction((el) => el.getAttribute('data-status') === 'new', await card.elementHandle());
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
}

for (const id of ['glinski', 'king-and-queen', 'panoply']) {
  test(`${id}: a puzzle of several moves, the page answering with the stored defence`, async () => {
    const p = MULTI.get(id);
    assert.ok(p, `${id} has a puzzle of several moves`);
    const { page, pageErrors } = await openPage(browser);
    await page.goto(`${srv.url}/variants/${id}/puzzles/#${p.id}`);
    const card = page.locator(`article[data-puzzle-id="${p.id}"]`);
    await card.locator('[data-board-ready="true"]').waitFor();
    for (let i = 0; i < p.line.length; i += 2) {
      await play(page, card, p.line[i]);
      if (i + 1 >= p.line.length) break;
      await awaitReply(card, p.line[i].text);
      // The reply is on the board: its man stands on its landing cell.
      assert.doesNotMatch(
        await card.locator(`[data-cell="${p.line[i + 1].to}"]`).getAttribute('aria-label'),
        /empty/i,
        `reply ${p.line[i + 1].text} played`,
      );
      assert.match(
        await card.locator('[data-puzzle-message]').innerText(),
        new RegExp(p.line[i + 1].text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
    await phase(card, 'solved');
    assert.equal(await card.getAttribute('data-status'), 'solved', 'no wrong move, no hint: solved');
    assert.equal(await card.locator('[data-badge]').innerText(), 'Solved first try');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
}

test('hints climb from the piece to the cell to the move; the solution plays itself out', async () => {
  const p = FIRST.get('glinski');
  const { page, pageErrors } = await openPage(browser);
  await page.goto(`${srv.url}/variants/glinski/puzzles/#${p.id}`);
  const card = page.locator(`article[data-puzzle-id="${p.id}"]`);
  await card.locator('[data-board-ready="true"]').waitFor();
  const hint = card.locator('[data-action="hint"]');
  await hint.click();
  assert.match(
    await card.locator('[data-hint]').innerText(),
    new RegExp(p.line[0].from.startsWith('@') ? 'hand' : p.line[0].from),
  );
  await hint.click();
  assert.match(await card.locator('[data-hint]').innerText(), new RegExp(`goes to ${p.line[0].to}`));
  await hint.click();
  assert.ok((await card.locator('[data-hint]').innerText()).includes(p.line[0].text));
  assert.equal(await hint.isDisabled(), true);
  await card.locator('[data-action="solution"]').click();
  await card
    .page()
    .waitForFunction(
      (el) => el.querySelector('[data-puzzle-message]')?.textContent?.includes('The solution'),
      await card.elementHandle(),
    );
  assert.equal(await card.getAttribute('data-status'), 'seen');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('after a wrong move, hints keep counting; the badge names the wrong move and the hints', async () => {
  const p = FIRST.get('peanut');
  const { page, pageErrors } = await openPage(browser);
  await page.goto(`${srv.url}/variants/peanut/puzzles/#${p.id}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const card = page.locator(`article[data-puzzle-id="${p.id}"]`);
  await card.locator('[data-board-ready="true"]').waitFor();
  const hint = card.locator('[data-action="hint"]');
  await hint.click();
  assert.match(await hint.innerText(), /\(1\/3\)/);
  await play(page, card, p.wrong);
  await phase(card, 'wrong');
  await hint.click(); // while the wrong move is on the board
  assert.match(await hint.innerText(), /\(2\/3\)/, 'the counter goes on from where it was');
  assert.match(await card.locator('[data-hint]').innerText(), new RegExp(`goes to ${p.line[0].to}`));
  await phase(card, 'play');
  assert.match(await hint.innerText(), /\(2\/3\)/, 'the take-back keeps the counter');
  assert.match(await card.locator('[data-help-count]').innerText(), /1 wrong move, 2 hints/);
  await card.locator('[data-action="restart"]').click();
  assert.match(await hint.innerText(), /\(2\/3\)/, 'Try again keeps the counter');
  for (let i = 0; i < p.line.length; i += 2) {
    await play(page, card, p.line[i]);
    if (i + 1 < p.line.length) await awaitReply(card, p.line[i].text);
  }
  await phase(card, 'solved');
  assert.equal(await card.locator('[data-badge]').innerText(), 'Solved after a wrong move, with 2 hints');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a lesson offers its first puzzles in "Try it yourself"', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${srv.url}/variants/peanut/`);
  const tryIt = page.locator('section[aria-labelledby="try-it"]');
  assert.ok((await tryIt.locator('[data-puzzle-id]').count()) >= 1);
  assert.equal(await tryIt.locator('a[href="/variants/peanut/puzzles/"]').count(), 1);
  await page.close();
});

test('on a 360x740 phone a wrong move tapped on the board brings the engine’s verdict into view', async () => {
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  const page = await ctx.newPage();
  const p = FIRST.get('glinski');
  await page.goto(`${srv.url}/variants/glinski/puzzles/#${p.id}`);
  const card = page.locator(`[data-puzzle-id="${p.id}"]`);
  await card.locator('[data-board-ready="true"]').waitFor();
  const tap = (cell) => card.locator(`[data-board-picture] svg[data-board-svg] [data-c="${cell}"]`).first().tap();
  await tap(p.wrong.from);
  await tap(p.wrong.to);
  await card.locator(`[data-board-preview="${p.wrong.to}"]`).waitFor();
  await tap(p.wrong.to);
  await phase(card, 'wrong');
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-puzzle-message]').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  const r = await card.locator('[data-puzzle-message]').boundingBox();
  assert.ok(r.y >= 0 && r.y + r.height <= 740, `the message at ${Math.round(r.y)}-${Math.round(r.y + r.height)} px`);
  await ctx.close();
});
