// npx playwright test puzzles-all (needs out/ from `next build`)
// Every stored puzzle, answered through its board in Chromium by the contract of docs/CONVENTIONS.md §7.1 alone (the
// man, then the destination whose `data-moves` names the move, then the chooser's `data-move` when there is one): the
// stored line's moves for the solver, the page's replies in between, until the puzzle says it is solved. And the
// Barricade's capture and retreat, clicked where the 2-D board draws its cells.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { openPage } from './browser.mjs';
import { awaitReply, enterMove } from './enter-move.mjs';

const tool = spawnSync(
  'node_modules/.bin/tsx',
  ['-e', "import('./content/puzzles/index.ts').then((m) => console.log(JSON.stringify(m.PUZZLES)))"],
  { encoding: 'utf8' },
);
if (tool.status !== 0) throw new Error(`reading the puzzles failed: ${tool.stderr}`);
const PUZZLES = JSON.parse(tool.stdout);
const VARIANTS = [...new Set(PUZZLES.map((p) => p.variant))];

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** Waits for the puzzle's `data-phase`; fails with the message the page shows. */
async function phase(card, value, what) {
  const el = await card.elementHandle();
  await card
    .page()
    .waitForFunction(([e, v]) => e.getAttribute('data-phase') === v, [el, value], { timeout: 15_000 })
    .catch(async () => {
      throw new Error(
        `${what}: phase is ${await card.getAttribute('data-phase')}, expected ${value}: ${await card.locator('[data-puzzle-message]').innerText()}`,
      );
    });
}

for (const id of VARIANTS) {
  test(`${id}: every puzzle is answered through its board`, async () => {
    const list = PUZZLES.filter((p) => p.variant === id);
    const { page, pageErrors } = await openPage(browser, { width: 1366, height: 900 });
    await page.goto(`${srv.url}/variants/${id}/puzzles/`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    let solved = 0;
    for (const p of list) {
      await page.goto(`${srv.url}/variants/${id}/puzzles/#${p.id}`); // one puzzle at a time, each at its address
      const card = page.locator(`article[data-puzzle-id="${p.id}"]`);
      await card.locator('[data-board-ready="true"]').waitFor();
      for (let i = 0; i < p.solution.length; i += 2) {
        await enterMove(page, card, p.solution[i]);
        if (i + 1 < p.solution.length) await awaitReply(card, p.solution[i]);
      }
      await phase(card, 'solved', p.id);
      assert.equal(await card.getAttribute('data-status'), 'solved', `${p.id}: solved first try`);
      solved++;
    }
    assert.equal(solved, list.length);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
}

test('the Barricade’s capture and retreat, clicked on the 2-D board where its cells are drawn', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1366, height: 900 });
  await page.goto(`${srv.url}/variants/panoply/puzzles/#panoply-barricade-capture-retreat`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const card = page.locator('article[data-puzzle-id="panoply-barricade-capture-retreat"]');
  await card.locator('[data-board-ready="true"]').waitFor();
  const hit = (cell) => card.locator(`[data-hit] [data-c="${cell}"]`);
  await hit('g5').click();
  assert.equal(
    await card.locator('[data-cell="g5"]').getAttribute('aria-pressed'),
    'true',
    'the Barricade is selected',
  );
  assert.equal(await card.locator('[data-cell="e5"]').getAttribute('data-moves'), 'f5-g5xe5-f5>f5-g5');
  // The hints point at the cell to click.
  for (let i = 0; i < 2; i++) await card.locator('[data-action="hint"]').click();
  assert.match(await card.locator('[data-hint]').innerText(), /It goes to e5/);
  await hit('e5').click();
  await phase(card, 'solved', 'capture and retreat');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
