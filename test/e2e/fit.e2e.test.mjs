// npx playwright test fit (needs out/ from `next build`)
// Boards that fit the screen they are on (issue #30). Every variant's free board, play, puzzles and editor page, on a
// 1366x657 laptop (a 1366x768 screen less the browser's bars) and on a 360x740 phone with touch: at load, without
// scrolling, the board's picture lies wholly in the window; on the laptop the page's controls stand beside it, on
// the phone it spans at least 90 % of the width. A prism (Lengthleaper) on the phone shows one level at a time
// (the level tabs and the shown map are its picture there, the tower a small overview under them): the map's cells
// are at least 40 px across, the tabs count the selected man's destinations, `?levels=b` shows level b. The
// puzzles page shows one puzzle, with previous and next. Presenter mode at 360x740 and 768x1024 with touch: every
// control of the bar in the window, Notes and Leave always in view, the rest behind "⋯", and Leave leaves.
// Screenshots, with HEXPLORE_SHOTS=1 or FIT_SHOTS=<folder> (test/e2e/browser.mjs), go to FIT_SHOTS (default
// /tmp/hexplore-fit).
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { SHOTS_ON } from './browser.mjs';

const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const TYPES = ['explore', 'play', 'puzzles', 'editor'];
const PRISMS = new Set(['lengthleaper', 'lengthleaper-birds']);
const LAPTOP = { viewport: { width: 1366, height: 657 } };
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** The first control of each page's side panel: beside the board on the laptop. */
const SIDE = {
  explore: '[data-move-list]',
  play: 'input[data-opponent]',
  puzzles: '[data-action="hint"]',
  editor: '[role="group"][aria-label="Pieces to place"]',
};
const SHOTS = process.env.FIT_SHOTS || '/tmp/hexplore-fit';
/** A screenshot for a reviewer's eyes (no check reads it): only when asked for. */
const shot = async (page, name) => {
  if (SHOTS_ON || process.env.FIT_SHOTS) await page.screenshot({ path: `${SHOTS}/${name}` });
};

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  if (SHOTS_ON || process.env.FIT_SHOTS) mkdirSync(SHOTS, { recursive: true });
});

/** In the page: the board's picture box (on a phone's prism: the level tabs and the shown map), and what else we
 *  check. */
function measure(sideSel) {
  const r = (e) => {
    const b = e.getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width, height: b.height };
  };
  const root = document.querySelector('[data-board-root]');
  const pic = root.querySelector('[data-board-picture]');
  const tabs = pic.querySelector('[data-level-tabs]');
  const oneLevel = !!tabs?.checkVisibility();
  let box = r(pic);
  let cells = [];
  let tower;
  if (oneLevel) {
    const map = pic.querySelector('[data-level-maps] figure[data-shown]');
    const [a, b] = [r(tabs), r(map)];
    box = { left: Math.min(a.left, b.left), top: a.top, right: Math.max(a.right, b.right), bottom: b.bottom };
    box.width = box.right - box.left;
    box.height = box.bottom - box.top;
    cells = [...map.querySelectorAll('[data-hit] [data-c] polygon')].map((p) => {
      const q = p.getBoundingClientRect();
      return Math.min(q.width, q.height);
    });
    tower = r(pic.firstElementChild);
  }
  const side = sideSel && document.querySelector(sideSel);
  return {
    box,
    oneLevel,
    cells,
    tower,
    side: side && r(side),
    scrollY: window.scrollY,
    scrollWidth: document.scrollingElement.scrollWidth,
    articles: document.querySelectorAll('article[data-puzzle-id]').length,
  };
}

const figures = [];

for (const [name, device] of [
  ['1366x657', LAPTOP],
  ['360x740 touch', PHONE],
]) {
  test(`${name}: every board page's board is in the window at load`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { width: vw, height: vh } = device.viewport;
    const bad = [];
    for (const type of TYPES) {
      const tops = [];
      const cellSizes = [];
      for (const id of IDS) {
        await page.goto(`${srv.url}/variants/${id}/${type}/`);
        await page.locator('[data-board-root][data-board-ready="true"]').first().waitFor({ timeout: 20_000 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const m = await page.evaluate(measure, vw > 1000 ? SIDE[type] : null);
        const where = `${type} ${id}`;
        const b = m.box;
        tops.push(b);
        if (m.scrollY !== 0) bad.push(`${where}: the page scrolled to ${m.scrollY} at load`);
        if (m.scrollWidth > vw) bad.push(`${where}: ${m.scrollWidth} px wide`);
        if (b.top < 0 || b.left < 0 || b.right > vw + 0.5 || b.bottom > vh + 0.5)
          bad.push(`${where}: the board's picture is at ${JSON.stringify(b)}, outside ${vw}x${vh}`);
        if (vw < 500 && b.width < 0.9 * vw) bad.push(`${where}: the board is ${b.width} px wide, under 90 %`);
        if (b.height > vh) bad.push(`${where}: the board is ${b.height} px high`);
        if (vw > 1000 && !(m.side && m.side.left >= b.right - 1 && m.side.top < vh))
          bad.push(`${where}: the controls are not beside the board (${JSON.stringify(m.side)})`);
        if (type === 'puzzles' && m.articles !== 1) bad.push(`${where}: ${m.articles} puzzles shown, not one`);
        if (vw < 500 && PRISMS.has(id)) {
          if (!m.oneLevel) bad.push(`${where}: the prism does not show one level at a time`);
          cellSizes.push(...m.cells);
          if (m.cells.length !== 34 || Math.min(...m.cells) < 40)
            bad.push(`${where}: ${m.cells.length} cells, the smallest ${Math.min(...m.cells).toFixed(1)} px`);
          if (!(m.tower.height > 0 && m.tower.height <= 180)) bad.push(`${where}: tower ${JSON.stringify(m.tower)}`);
        }
        if (id === 'panoply' || id === 'lengthleaper' || (id === 'peanut' && type === 'explore'))
          await shot(page, `${name.split(' ')[0]}-${id}-${type}.png`);
      }
      const top = Math.min(...tops.map((b) => b.top));
      const bottom = Math.max(...tops.map((b) => b.bottom));
      const width = Math.min(...tops.map((b) => b.width));
      const cells = cellSizes.length
        ? `; the prism's level map cells at least ${Math.min(...cellSizes).toFixed(1)} px`
        : '';
      figures.push(
        `${name} ${type}: boards from ${Math.round(top)} to at most ${Math.round(bottom)} px, at least ${Math.round(width)} px wide${cells}`,
      );
    }
    console.log(figures.filter((f) => f.startsWith(name)).join('\n'));
    assert.deepEqual(bad, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('360x740 touch: a prism shows a level at a time; the tabs count the destinations; ?levels=b shows b; a level map previews before it plays', async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${srv.url}/variants/lengthleaper/explore/?levels=b`);
  await page.locator('[data-board-ready="true"]').waitFor();
  const maps = page.locator('[data-level-maps]');
  assert.equal(await maps.locator('[data-level-tab="b"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await maps.locator('figure[data-shown]').getAttribute('data-level'), 'b');
  assert.equal(await maps.locator('figure:visible').count(), 1, 'one level drawn');
  // A man of the shown level, tapped on its map: the tabs count its destinations, level by level.
  await page.locator('[data-level-tab="a"]').tap();
  assert.equal(await maps.locator('figure[data-shown]').getAttribute('data-level'), 'a');
  assert.match(page.url(), /levels=a/, 'the address follows the tab');
  // The man the board's keyboard focus starts on: the first that can move.
  const mover = await page.locator('[data-cell][tabindex="0"]').getAttribute('data-cell');
  await page.locator(`[data-level-tab="${mover.replace(/\d/g, '')}"]`).tap();
  await maps.locator(`figure[data-shown] [data-hit] [data-c="${mover}"]`).tap();
  await page.locator('[data-cell][data-dest="true"]').first().waitFor({ state: 'attached' });
  const dests = await page.locator('[data-cell][data-dest="true"]').evaluateAll((bs) => bs.map((b) => b.dataset.cell));
  const counts = await maps
    .locator('[data-level-tab]')
    .evaluateAll((ts) => Object.fromEntries(ts.map((t) => [t.dataset.levelTab, Number(t.dataset.dests)])));
  for (const l of 'abcd')
    assert.equal(counts[l], dests.filter((c) => c.replace(/\d/g, '') === l).length, `level ${l}: ${counts[l]}`);
  assert.match((await maps.locator('[data-level-tab="a"]').innerText()).replace(/\s+/g, ' '), /^a · \d+$/);
  await shot(page, '360-lengthleaper-explore-selected.png');
  // A tap on a destination on its level map previews the move (as in the picture); a second tap plays it.
  const to = dests[0];
  await page.locator(`[data-level-tab="${to.replace(/\d/g, '')}"]`).tap();
  await maps.locator(`figure[data-shown] [data-hit] [data-c="${to}"]`).tap();
  await page.locator(`[data-board-preview="${to}"]`).waitFor();
  assert.equal(
    await page
      .locator(`[data-cell="${mover}"]`)
      .getAttribute('aria-label')
      .then((l) => /empty/.test(l)),
    false,
  );
  await maps.locator(`figure[data-shown] [data-hit] [data-c="${to}"]`).tap();
  await page.locator('[data-board-root]:not([data-board-preview])').waitFor();
  await page.waitForFunction(
    (c) => /empty/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')),
    mover,
  );
  await context.close();
});

test('360x740 touch: a prism diagram in a lesson shows a level at a time with tabs, its cells at least 40 px', async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${srv.url}/variants/lengthleaper/`);
  const fig = page.locator('figure[data-diagram]').nth(1);
  await fig.scrollIntoViewIfNeeded();
  const maps = fig.locator('[data-level-maps]');
  await maps.locator('svg [data-c]').first().waitFor({ state: 'attached', timeout: 30_000 });
  assert.equal(await maps.locator('figure:visible').count(), 1, 'one level drawn');
  assert.equal(await maps.locator('[data-level-tab]:visible').count(), 4, 'four tabs');
  const shown = await maps.locator('figure[data-shown]').getAttribute('data-level');
  const other = 'abcd'.split('').find((l) => l !== shown);
  await maps.locator(`[data-level-tab="${other}"]`).tap();
  await maps.locator(`figure[data-shown][data-level="${other}"]`).waitFor();
  const w = await maps
    .locator('figure[data-shown] svg [data-c]')
    .first()
    .evaluate((c) => c.getBoundingClientRect().width);
  assert.ok(w >= 40, `a level's cells are ${w.toFixed(1)} px across`);
  await context.close();
});

test('puzzles: one at a time, each at its own address, previous and next', async () => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${srv.url}/variants/glinski/puzzles/`);
  const first = await page.locator('article[data-puzzle-id]').getAttribute('data-puzzle-id');
  await page.locator('[data-puzzle-next]').tap();
  const second = page.locator('article[data-puzzle-id]');
  await page.waitForFunction((id) => document.querySelector('article[data-puzzle-id]')?.dataset.puzzleId !== id, first);
  const id2 = await second.getAttribute('data-puzzle-id');
  assert.equal(new URL(page.url()).hash, `#${id2}`);
  assert.equal(await page.locator('[data-puzzle-index]').getAttribute('data-puzzle-index'), '2');
  await page.goBack();
  await page.waitForFunction((id) => document.querySelector('article[data-puzzle-id]')?.dataset.puzzleId === id, first);
  await page.locator('[data-all-puzzles] > summary').tap();
  assert.ok((await page.locator('[data-all-puzzles] li a').count()) > 2, 'the list of all puzzles, one tap away');
  await shot(page, '360-glinski-puzzles-list.png');
  await page.goto(`${srv.url}/variants/lengthleaper/puzzles/#${encodeURIComponent('no-such-puzzle')}`);
  await page.locator('article[data-puzzle-id] [data-board-ready="true"]').waitFor();
  assert.equal(await page.locator('[data-puzzle-index]').getAttribute('data-puzzle-index'), '1');
  await context.close();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
]) {
  test(`presenter mode at ${viewport.width}x${viewport.height} touch: every control in view, a way out`, async () => {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const bad = [];
    for (const id of ['peanut', 'lengthleaper']) {
      await page.goto(`${srv.url}/variants/${id}/?present=1&step=3`);
      await page.locator('[data-present-bar]').waitFor();
      const outside = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-present-bar] button, .present-more button')]
            .filter((b) => b.checkVisibility())
            .map((b) => [b.textContent, b.getBoundingClientRect()])
            .filter(([, r]) => r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
            .map(([t, r]) => `${t} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)}`),
        );
      bad.push(...(await outside()).map((o) => `${id}: ${o}`));
      for (const sel of ['[data-present-notes-button]', '[data-present-leave]', '[aria-label="Next step"]'])
        if (!(await page.locator(sel).isVisible())) bad.push(`${id}: ${sel} not visible`);
      await shot(page, `present-${viewport.width}-${id}.png`);
      const more = page.locator('[data-present-more]');
      if (await more.isVisible()) {
        await more.tap();
        if (!(await page.locator('[data-present-theme-button]').isVisible())) bad.push(`${id}: ⋯ shows no theme`);
        bad.push(...(await outside()).map((o) => `${id} (⋯ open): ${o}`));
        await shot(page, `present-${viewport.width}-${id}-more.png`);
        await more.tap();
      } else if (!(await page.locator('[data-present-theme-button]').isVisible())) bad.push(`${id}: no theme button`);
      await page.locator('[data-present-leave]').tap();
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-presenting'));
    }
    assert.deepEqual(bad, []);
    await context.close();
  });
}
