// HEXPLORE_DEV_PAGES=1 npm run build && npx playwright test board3d   (needs the developer pages in out/)
// The 3-D board of every variant on the dev page /dev/board3d/: WebGL draws a substantial, non-black picture from
// two camera presets (and the spread-out prism), a click on a man selects it, an orbit drag selects nothing, and
// without WebGL the 2-D picture stays with a note. Screenshots (HEXPLORE_SHOTS=1): test-results/board3d/.
// Over 300 lines: the scenes of the seven variants, their presets, picking, orbiting and the fallback without WebGL
// share one served export and one browser; each test is one thing a reader does with the 3-D board.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, reviewShot, viewPixels } from './browser.mjs';

const ALL = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
// BOARD3D_IDS=glinski,lengthleaper narrows the run while working on the scene.
const IDS = process.env.BOARD3D_IDS ? ALL.filter((id) => process.env.BOARD3D_IDS.split(',').includes(id)) : ALL;
const SHOTS = 'test-results/board3d';
const BG = [0xe6, 0xeb, 0xf0]; // a view's clear colour (components/board3d/palette.ts BACKGROUND)
const FRAME = '[data-board3d] [role=img]';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  mkdirSync(SHOTS, { recursive: true });
});

/** Pixel statistics of the board's view (its region of the page's one canvas): drawn and near-black shares. */
const canvasStats = (page) => viewPixels(page, BG);

/** Waits until two more animation frames have run (the scene renders on demand within one). */
const frames = (page) =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );

async function openBoard(id) {
  const opened = await openPage(browser, { width: 1100, height: 900 });
  await opened.page.emulateMedia({ reducedMotion: 'reduce' }); // presets jump instead of animating
  await opened.page.goto(`${srv.url}/dev/board3d/?variant=${id}`);
  await opened.page
    .locator(`[data-board3d="${id}"][data-scene-ready="true"][data-board-ready="true"]`)
    .waitFor({ timeout: 30_000 });
  await frames(opened.page);
  return opened;
}

async function preset(page, name) {
  await page.locator(`[data-board3d] button[data-preset="${name}"]`).click();
  await frames(page);
}

async function assertDrawn(page, what) {
  // A control that changes the layout may resize the canvas, which clears it until the next frame draws (read back,
  // the cleared pixels are transparent black): a few frames' grace, as the eye gets.
  let { drawn, dark } = await canvasStats(page);
  for (let i = 0; i < 10 && !(drawn > 0.12 && dark < 0.15); i++) {
    await frames(page);
    ({ drawn, dark } = await canvasStats(page));
  }
  assert.ok(drawn > 0.12, `${what}: the canvas should show the board, drawn fraction ${drawn.toFixed(3)}`);
  assert.ok(dark < 0.15, `${what}: the canvas should not be black, dark fraction ${dark.toFixed(3)}`);
  return drawn;
}

/** Clicks each man of the side to move (top view, so no card hides another) until one is selected. */
async function selectAMan(page) {
  const box = await page.locator('[data-board3d] [data-board3d-view]').boundingBox();
  const cells = await page
    .locator('[data-board-root] [data-cell]')
    .evaluateAll((bs) =>
      bs.filter((b) => /, (white|blue) /.test(b.getAttribute('aria-label'))).map((b) => b.dataset.cell),
    );
  for (const cell of cells.slice(0, 8)) {
    const p = await page.evaluate((c) => window.__board3d?.project(c), cell);
    assert.ok(p, `project(${cell}) gives a point`);
    const before = Number((await page.getByTestId('clicks').textContent()).replace(/\D/g, ''));
    await page.mouse.click(box.x + p.x, box.y + p.y);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid=clicks]').textContent.replace(/\D/g, '')) > n,
      before,
    );
    assert.equal(
      await page.getByTestId('last-click').textContent(),
      `last click: ${cell}`,
      'the click reaches the man under the pointer',
    );
    // A man with no move is selected too (the board says so): go on to one that has moves.
    if (
      (await page.getByTestId('selected').textContent()) === `selected: ${cell}` &&
      (await page.locator('[data-board-root] [data-dest="true"]').count()) > 0
    )
      return { cell, p, box };
  }
  assert.fail('no man of the side to move could be selected');
}

for (const id of IDS) {
  test(`the 3-D board of ${id} draws from two angles and a click on a man selects it`, async () => {
    const { page, pageErrors, consoleErrors } = await openBoard(id);
    const frame = page.locator(FRAME);
    await reviewShot(frame, { path: `${SHOTS}/${id}-white.png` });
    await assertDrawn(page, `${id} white view`);
    await preset(page, 'top');
    await reviewShot(frame, { path: `${SHOTS}/${id}-top.png` });
    await assertDrawn(page, `${id} top view`);

    const { cell, p, box } = await selectAMan(page);
    const dests = await page.locator('[data-board-root] [data-dest="true"]').count();
    assert.ok(dests > 0, `${cell} has destinations marked in the cell list`);
    // Hovering a destination reports it (the page then passes it back as `hovered`: its path is drawn).
    // On the prism, from above, a destination on a lower level lies under the top level: try them in turn.
    const destCells = await page
      .locator('[data-board-root] [data-dest="true"]')
      .evaluateAll((bs) => bs.map((b) => b.dataset.cell));
    let hovered;
    for (const dest of destCells.reverse()) {
      const q = await page.evaluate((c) => window.__board3d?.project(c), dest);
      await page.mouse.move(box.x + q.x, box.y + q.y, { steps: 3 });
      await frames(page);
      if ((await page.getByTestId('hovered').textContent()) === `hovered: ${dest}`) {
        hovered = dest;
        break;
      }
    }
    assert.ok(hovered, `pointing at one of ${destCells.join(' ')} reports it as hovered`);
    await page.evaluate(() => window.__board3d?.preset('white')); // not the button: leaving the canvas ends the hover
    await frames(page);
    await reviewShot(frame, { path: `${SHOTS}/${id}-selected.png` });

    // An orbit drag that starts and ends on a man selects nothing.
    await preset(page, 'top');
    const clicks = await page.getByTestId('clicks').textContent();
    await page.mouse.move(box.x + p.x, box.y + p.y);
    await page.mouse.down();
    await page.mouse.move(box.x + p.x + 60, box.y + p.y + 10, { steps: 5 });
    await page.mouse.move(box.x + p.x, box.y + p.y, { steps: 5 });
    await page.mouse.up();
    await frames(page);
    assert.equal(await page.getByTestId('clicks').textContent(), clicks, 'a drag is not a click');

    if (id.startsWith('lengthleaper')) {
      // 2.25 beyond the least gap (layout3d DIMS.minGap): about the old 2.6 apart (the controls step by 0.25).
      await page.locator('[data-board3d] [data-control="spread"]').fill('2.25');
      await preset(page, 'side');
      await reviewShot(frame, { path: `${SHOTS}/${id}-spread.png` });
      await assertDrawn(page, `${id} spread side view`);
      await page.locator('[data-board3d] [data-control="solo"]').selectOption('3');
      await preset(page, 'white');
      await reviewShot(frame, { path: `${SHOTS}/${id}-level-a.png` });
      await assertDrawn(page, `${id} top level alone`);
      assert.equal(await page.locator('[data-board-root] [data-cell]').count(), 34, 'only level a is listed');
      await page.locator('[data-board3d] [data-control="solo"]').selectOption('all');
      await page.locator('[data-board3d] [data-control="fade"]').check();
      await frames(page);
      await reviewShot(frame, { path: `${SHOTS}/${id}-faded.png` });
      await assertDrawn(page, `${id} other levels faded`);
    }
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(
      consoleErrors.filter((e) => !/favicon|GPU stall/.test(e)),
      [],
    );
    await page.close();
  });
}

test('annotations (highlight, flagged cell, arrow) and the turn to Black’s side', async () => {
  const { page, pageErrors } = await openBoard('glinski');
  await page.getByTestId('sample-marks').check();
  await page.getByTestId('flipped').check();
  await frames(page);
  await reviewShot(page.locator(FRAME), { path: `${SHOTS}/glinski-marks-black.png` });
  await assertDrawn(page, 'glinski from Black’s side');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('without WebGL the 2-D board stays, with a one-line note', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1000, height: 800 });
  await page.addInitScript(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return /webgl/.test(type) ? null : get.call(this, type, ...rest);
    };
  });
  // The free board (its 2-D picture is the 3-D board's fallback; the dev page has none).
  await page.goto(`${srv.url}/variants/peanut/explore/?view=3d`);
  await page.getByText('3-D view needs WebGL; showing the 2-D board.').waitFor();
  assert.equal((await page.locator('[data-board3d-fallback] svg').count()) > 0, true, 'the 2-D picture is shown');
  assert.equal(await page.locator('canvas').count(), 0);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the keyboard turns and zooms the camera, and the cell list moves between neighbours', async () => {
  const { page } = await openBoard('glinski');
  const before = await page.locator('[data-board3d] [data-board3d-view]').screenshot();
  await page.locator(FRAME).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  await frames(page);
  const afterTurn = await page.locator('[data-board3d] [data-board3d-view]').screenshot();
  assert.notDeepEqual(afterTurn, before, 'the picture changed');
  const first = page.locator('[data-board-root] [data-cell]').first();
  await first.focus();
  const from = await first.getAttribute('data-cell');
  await page.keyboard.press('ArrowUp');
  const to = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
  assert.ok(to && to !== from, `focus moved from ${from} to a neighbour (${to})`);
  assert.equal(
    await page.getByTestId('hovered').textContent(),
    `hovered: ${to}`,
    'the focused cell is reported as hovered',
  );
  await page.close();
});

/** Opens the explore page of a variant in 3-D with the address's `query`, from the top. */
async function openExplore(id, query) {
  const opened = await openPage(browser, { width: 1000, height: 900 });
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  await opened.page.goto(`${srv.url}/variants/${id}/explore/?view=3d&camera=top${query ? `&${query}` : ''}`);
  await opened.page.locator('[data-board3d][data-scene-ready="true"]').waitFor({ timeout: 60_000 });
  await frames(opened.page);
  return opened;
}

/** Page coordinates of a cell (its man, if any) in the scene. */
async function at(page, cell) {
  const box = await page.locator('[data-board3d] [data-board3d-view]').boundingBox();
  const p = await page.evaluate((c) => window.__board3d?.project(c), cell);
  assert.ok(p, `project(${cell}) gives a point`);
  return [box.x + p.x, box.y + p.y];
}

test('3-D explore: a click on a man selects it, its destinations are listed, its level comes into view', async () => {
  const { page, pageErrors } = await openExplore('lengthleaper');
  // A click on the pawn on 3a2 (the top level, seen from above) selects it: nothing covers its level.
  await page.mouse.click(...(await at(page, '3a2')));
  await page.locator('[data-board-root] [data-dest="true"]').first().waitFor({ timeout: 10_000 });
  assert.equal(await page.locator('[data-board3d]').getAttribute('data-faded-levels'), null);
  // The keyboard selects the pawn on 3b2 (level b): level a above it fades, the coordinates move to its level.
  await page.locator('[data-board-root] [data-cell="3b2"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-board3d][data-faded-levels="3"]').waitFor({ timeout: 10_000 });
  assert.equal(await page.locator('[data-board3d]').getAttribute('data-label-level'), '2');
  const dests = await page
    .locator('[data-board-root] [data-dest="true"]')
    .evaluateAll((bs) => bs.map((b) => b.dataset.cell));
  assert.ok(dests.length > 0, 'the pawn has destinations');
  await reviewShot(page.locator(FRAME), { path: `${SHOTS}/explore-level-focus.png` });
  // Shown alone, level a keeps a trace of the selected man's column; nothing is faded.
  await page.locator('[data-board-root] select:has(option[value="all"])').selectOption('3');
  await frames(page);
  assert.equal(await page.locator('[data-board3d]').getAttribute('data-faded-levels'), null);
  await assertDrawn(page, 'level a alone with a trace');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('3-D explore: a leaper’s hovered destination explains the leap in words', async () => {
  const position = encodeURIComponent('w: K1b1 N5b3; b: K9b5; turn: w');
  const { page, pageErrors } = await openExplore('lengthleaper', `position=${position}&select=5b3`);
  const dests = await page
    .locator('[data-board-root] [data-dest="true"]')
    .evaluateAll((bs) => bs.map((b) => b.dataset.cell));
  assert.ok(dests.length > 2);
  let words;
  for (const d of dests) {
    await page.mouse.move(...(await at(page, d)), { steps: 3 });
    await frames(page);
    // The words under the picture (a line kept for them, empty until a leap is pointed at).
    const w = (await page.locator('[data-board3d] [data-leap-words]').textContent()) ?? '';
    if (w) {
      words = w;
      break;
    }
  }
  assert.match(words ?? '', /^5b3 to \d[a-d]\d: a leap of √13/, `the leap is explained (${words})`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('3-D explore: right-drag draws an arrow, right-click marks a cell, both listed in words', async () => {
  const { page, pageErrors } = await openExplore('lengthleaper');
  const from = await at(page, '3a2'),
    to = await at(page, '5a4'),
    mark = await at(page, '4a1');
  await page.mouse.move(...from, { steps: 3 });
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(...to, { steps: 8 });
  await page.mouse.up({ button: 'right' });
  await page.mouse.move(...mark, { steps: 3 });
  await page.mouse.down({ button: 'right' });
  await page.mouse.up({ button: 'right' });
  await frames(page);
  const text = await page.locator('main').innerText();
  assert.match(text, /arrow from 3a2 to 5a4 \(green, solid\)/);
  assert.match(text, /4a1 marked \(green, solid\)/);
  assert.doesNotMatch(text, /drawn on the 2-D board/);
  await reviewShot(page.locator(FRAME), { path: `${SHOTS}/explore-annotations.png` });
  assert.deepEqual(pageErrors, []);
  await page.close();
});
