// The 3-D board as large as the screen (issue #46, items 1 and 2), at 1366x768 and 1920x1080: the Lengthleaper free
// board's 3-D picture grows with the window (at 1920x1080 at least 60 % of the window's height, the level maps beside
// it), as on the play page (the editor has no 3-D view); from every camera preset of the three 3-D variants the
// camera frames the board so that in its picture's longer direction it fills at least 70 % of its view (the box of
// every cell's marker and every man's head), and docs/CONVENTIONS.md §7.2's
// `hexploreProject` says every cell is on screen; from White's view neighbouring cells of one level are drawn at least
// 16 px apart (median, the neighbours read from the 2-D level maps); every label of the scene is at least 12 px and
// grows with the view; the full-screen control (`data-fullscreen`) shows the scene alone over the window and Escape
// brings it back into the page. In presenter mode a prism in 3-D shares the board column with its level maps. On a
// 1366x768 laptop's page (1366x657) the camera's row under the picture is one line in the window.
// npx playwright test board3d-size   (needs out/ from `npm run build`)
// Over 300 lines: one file for the view's size at the two window sizes, its framing, labels, camera row, full screen
// and presenter mode, sharing the measures of what is drawn (drawn, neighbours) and the opening helpers.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { frames } from './browser.mjs';

const PRESETS = ['white', 'black', 'top', 'side'];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

test.describe.configure({ mode: 'parallel' });

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** Opens a page at a window size with reduced motion (the camera jumps to a preset); returns it and its errors. */
async function open(size) {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Waits for the board's scene and two frames; returns the board's root. */
async function sceneReady(page) {
  const root = page.locator('[data-board-root][data-scene-ready="true"]');
  await root.waitFor({ timeout: 60_000 });
  await frames(page);
  return root;
}

/**
 * Pairs of neighbouring cells, read from the 2-D picture (one per level map on a prism): in each picture, the cells
 * whose centres lie nearest together (within 15 % of the least distance between two cells' centres).
 */
const neighbours = (page) =>
  page.evaluate(() => {
    const maps = document.querySelectorAll('[data-level-maps] svg[data-board-svg]');
    const svgs = maps.length ? [...maps] : [...document.querySelectorAll('[data-board-root] svg[data-board-svg]')];
    const pairs = [];
    for (const svg of svgs) {
      const at = new Map();
      for (const e of svg.querySelectorAll('[data-c]')) {
        const r = e.getBoundingClientRect();
        at.set(e.getAttribute('data-c'), [r.x + r.width / 2, r.y + r.height / 2]);
      }
      const cells = [...at];
      const dist = (a, b) => Math.hypot(a[1][0] - b[1][0], a[1][1] - b[1][1]);
      let least = Infinity;
      for (let i = 0; i < cells.length; i++)
        for (let j = i + 1; j < cells.length; j++) least = Math.min(least, dist(cells[i], cells[j]));
      for (let i = 0; i < cells.length; i++)
        for (let j = i + 1; j < cells.length; j++)
          if (dist(cells[i], cells[j]) < least * 1.15) pairs.push([cells[i][0], cells[j][0]]);
    }
    return pairs;
  });

/** The view's box, the box of every cell's projection (and each man's head) in it, and the cells not on screen. */
const drawn = (root) =>
  root.evaluate((el) => {
    const view = el.querySelector('[data-board3d] [data-board3d-view]').getBoundingClientRect();
    const names = [...el.querySelectorAll('[data-cell]')].map((b) => b.dataset.cell);
    const cells = names.map((n) => [n, el.hexploreProject(n)]);
    const pts = cells.map(([, p]) => p);
    for (const n of names) {
      const head = window.__board3d.project(n);
      if (head) pts.push({ x: view.left + head.x, y: view.top + head.y });
    }
    const xs = pts.map((p) => p.x),
      ys = pts.map((p) => p.y);
    const w = (Math.max(...xs) - Math.min(...xs)) / view.width,
      h = (Math.max(...ys) - Math.min(...ys)) / view.height;
    return {
      view: { x: view.left, y: view.top, width: view.width, height: view.height },
      // The board's share of its view along the board's picture's longer direction (a tall prism: its height).
      fill: { w, h, longer: w * view.width >= h * view.height ? w : h },
      offScreen: cells.filter(([, p]) => !p.visible).map(([n]) => n),
      cells: names.length,
    };
  });

/** The median distance on screen between neighbouring cells (hexploreProject). */
const medianSpacing = (root, pairs) =>
  root.evaluate((el, ps) => {
    const d = ps
      .map(([a, b]) => {
        const p = el.hexploreProject(a),
          q = el.hexploreProject(b);
        return Math.hypot(p.x - q.x, p.y - q.y);
      })
      .sort((x, y) => x - y);
    return d[d.length >> 1];
  }, pairs);

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`lengthleaper free board at ${at}: a large 3-D picture, cells well apart, labels at least 12 px`, async () => {
    const { context, page, errors } = await open(size);
    await page.goto(`${srv.url}/variants/lengthleaper/explore/?view=2d`);
    await page.locator('[data-board-root][data-board-ready="true"]').waitFor();
    const pairs = await neighbours(page);
    assert.ok(pairs.length >= 4 * 60, `neighbouring cells read from the level maps (${pairs.length})`);
    await page.goto(`${srv.url}/variants/lengthleaper/explore/?view=3d&camera=white`);
    const root = await sceneReady(page);
    const d = await drawn(root);
    const spacing = await medianSpacing(root, pairs);
    // Every label the scene writes at its default framing (level letters, the top level's coordinates), then with
    // a man selected (each destination's level letter) and a cell pointed at (its name).
    const labels = [...(await page.evaluate(() => window.__board3d.labels()))];
    await root.locator('[data-cell="2b2"]').focus();
    await page.keyboard.press('Enter');
    await frames(page);
    const dest = await root.locator('[data-dest="true"]').first().getAttribute('data-cell');
    const p = await root.evaluate((el, c) => el.hexploreProject(c), dest);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction((c) => document.querySelector('[data-board3d-frame]')?.dataset.c === c, dest);
    await frames(page);
    labels.push(...(await page.evaluate(() => window.__board3d.labels())));
    const shown = labels.filter((l) => l.visible);
    const styles = new Set(shown.map((l) => l.style));
    const least = Math.min(...shown.map((l) => l.px));
    const maps = await page.locator('[data-level-maps]').boundingBox();
    console.log(
      `lengthleaper ${at}: view ${Math.round(d.view.width)}x${Math.round(d.view.height)} (${Math.round((100 * d.view.height) / size.height)} % of the window's height), fill ${Math.round(d.fill.w * 100)} % x ${Math.round(d.fill.h * 100)} %, median neighbour spacing ${spacing.toFixed(1)} px, ${shown.length} labels (${[...styles].join(', ')}) at ${least.toFixed(1)} px or more`,
    );
    assert.ok(spacing >= 16, `neighbouring cells at least 16 px apart (median ${spacing.toFixed(1)} px)`);
    for (const s of ['edge', 'level', 'dest', 'name'])
      assert.ok(styles.has(s), `the scene writes ${s} labels (${[...styles]})`);
    assert.ok(least >= 12, `every label at least 12 px (${least.toFixed(1)} px)`);
    assert.deepEqual(d.offScreen, [], 'every cell on screen');
    if (size.width >= 1920) {
      assert.ok(d.view.height >= 0.6 * size.height, `the picture is ${Math.round(d.view.height)} px tall`);
      // The level maps beside the picture, not under it.
      assert.ok(maps.x >= d.view.x + d.view.width - 1, 'the level maps stand right of the picture');
      assert.ok(maps.y < d.view.y + d.view.height, 'the level maps stand beside the picture');
      // Labels grow with the view: larger here than the least size.
      assert.ok(Math.max(...shown.map((l) => l.px)) > 16, 'labels grow with the view');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const id of ['lengthleaper', 'fullhouse', 'panoply'])
    test(`${id} free board at ${at}: from every preset the board fills 70 % of its view and every cell is on screen`, async () => {
      const { context, page, errors } = await open(size);
      await page.goto(`${srv.url}/variants/${id}/explore/?view=3d`);
      const root = await sceneReady(page);
      const figures = [];
      for (const preset of PRESETS) {
        await root.locator(`[data-preset="${preset}"]`).click();
        await page.waitForFunction((c) => new URL(location.href).searchParams.get('camera') === c, preset);
        await frames(page);
        const d = await drawn(root);
        figures.push(`${preset} ${Math.round(d.fill.w * 100)} x ${Math.round(d.fill.h * 100)} %`);
        assert.ok(d.fill.longer >= 0.7, `${preset}: the board fills ${Math.round(d.fill.longer * 100)} % of its view`);
        assert.ok(d.fill.w <= 1.02 && d.fill.h <= 1.02, `${preset}: and stays inside it`);
        assert.deepEqual(d.offScreen, [], `${preset}: every cell on screen`);
      }
      const d = await drawn(root);
      console.log(`${id} ${at}: view ${Math.round(d.view.width)}x${Math.round(d.view.height)}; ${figures.join(', ')}`);
      if (size.width >= 1920 && id === 'lengthleaper')
        assert.ok(d.view.height >= 0.6 * size.height, `the picture is ${Math.round(d.view.height)} px tall`);
      assert.deepEqual(errors, []);
      await context.close();
    });
}

// On a 1366x768 laptop's page (1366x657) the camera's row under the picture is one line, all in the window.
for (const id of ['lengthleaper', 'fullhouse', 'panoply'])
  test(`${id} free board at 1366x657: the camera's row is one line in the window`, async () => {
    const { context, page, errors } = await open({ width: 1366, height: 657 });
    await page.goto(`${srv.url}/variants/${id}/explore/?view=3d`);
    const root = await sceneReady(page);
    const row = await root.locator('[data-camera-row] button').evaluateAll((bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect();
        return { name: b.getAttribute('aria-label') ?? b.textContent, top: r.top, bottom: r.bottom };
      }),
    );
    const view = await root.locator('[data-board3d-view]').boundingBox();
    console.log(
      `${id} 1366x657: view ${Math.round(view.width)}x${Math.round(view.height)}, row ${row.map((b) => `${b.name} ${Math.round(b.top)}-${Math.round(b.bottom)}`).join(', ')}`,
    );
    assert.equal(row.length, 6, 'four presets, reset and full screen');
    assert.ok(new Set(row.map((b) => Math.round(b.top))).size === 1, 'one line');
    assert.ok(Math.max(...row.map((b) => b.bottom)) <= 657, 'in the window');
    assert.deepEqual(errors, []);
    await context.close();
  });

for (const type of ['play'])
  test(`lengthleaper ${type} page at 1920x1080: the 3-D picture grows with the window`, async () => {
    const sizes = [];
    const { context, page, errors } = await open(SIZES[0]);
    await page.goto(`${srv.url}/variants/lengthleaper/${type}/`);
    await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-board-root]').getByRole('button', { name: '3-D', exact: true }).click();
    let root = await sceneReady(page);
    sizes.push((await drawn(root)).view);
    await page.setViewportSize(SIZES[1]);
    root = await sceneReady(page);
    await frames(page);
    const d = await drawn(root);
    sizes.push(d.view);
    console.log(
      `lengthleaper ${type}: ${sizes.map((v) => `${Math.round(v.width)}x${Math.round(v.height)}`).join(' -> ')}`,
    );
    assert.ok(d.view.height >= 0.6 * SIZES[1].height, `the picture is ${Math.round(d.view.height)} px tall`);
    assert.ok(d.view.height > sizes[0].height * 1.2, 'taller in the larger window');
    assert.deepEqual(d.offScreen, [], 'every cell on screen');
    assert.deepEqual(errors, []);
    await context.close();
  });

test('the full-screen control shows the scene alone over the window, and Escape brings it back', async () => {
  const { context, page, errors } = await open(SIZES[0]);
  await page.goto(`${srv.url}/variants/lengthleaper/explore/?view=3d&camera=white`);
  const root = await sceneReady(page);
  const before = await drawn(root);
  const control = root.locator('[data-fullscreen]');
  assert.equal(await control.getAttribute('data-fullscreen'), 'off');
  await control.click();
  await page.locator('[data-fullscreen="on"]').waitFor();
  await frames(page);
  let d;
  for (let i = 0; i < 10; i++) {
    await frames(page);
    d = await drawn(root);
    if (d.fill.longer >= 0.7) break;
  }
  console.log(
    `full screen at 1366x768: view ${Math.round(d.view.width)}x${Math.round(d.view.height)} (was ${Math.round(before.view.width)}x${Math.round(before.view.height)}), fill ${Math.round(d.fill.w * 100)} % x ${Math.round(d.fill.h * 100)} %`,
  );
  assert.ok(d.view.width >= 0.95 * SIZES[0].width, 'the picture spans the window');
  assert.ok(d.view.height >= 0.6 * SIZES[0].height, 'and most of its height');
  assert.ok(d.fill.longer >= 0.7, 'the camera frames the board in it');
  assert.deepEqual(d.offScreen, [], 'every cell on screen');
  // The scene alone: nothing of the page over the picture, its tool bar in the window.
  const centre = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-board3d-frame]') !== null,
    { x: d.view.x + d.view.width / 2, y: d.view.y + d.view.height / 2 },
  );
  assert.ok(centre, 'the picture is on top');
  const presets = await root.locator('[data-preset="white"]').boundingBox();
  assert.ok(presets.y + presets.height <= SIZES[0].height, 'the camera buttons are in the window');
  // A click in the scene still selects (the picture is where the pointer is).
  const man = await root.evaluate((el, c) => el.hexploreProject(c), '1c2');
  assert.ok(man.visible);
  await root.locator('[data-board3d-frame]').focus();
  await page.keyboard.press('Escape');
  await page.locator('[data-fullscreen="off"]').waitFor();
  await frames(page);
  const after = await drawn(root);
  assert.ok(Math.abs(after.view.height - before.view.height) < 2, 'back in the page at its size');
  assert.deepEqual(errors, []);
  await context.close();
});

test('presenter mode at 1920x1080: a prism in 3-D shares the board column with its level maps, framed and legible', async () => {
  const { context, page, errors } = await open(SIZES[1]);
  // The first step of the class that shows a board.
  let step = 1;
  for (; step <= 40; step++) {
    await page.goto(`${srv.url}/variants/lengthleaper/?present=1&step=${step}`);
    await page.locator('[data-present-on]').first().waitFor();
    if (await page.locator('[data-present-on] [data-diagram-board] [data-board-root]').count()) break;
  }
  const board = page.locator('[data-present-on] [data-diagram-board]').first();
  await board.locator('[data-board-root]').getByRole('button', { name: '3-D', exact: true }).click();
  const root = board.locator('[data-board-root][data-scene-ready="true"]');
  await root.waitFor({ timeout: 60_000 });
  await frames(page);
  const d = await drawn(root);
  const column = await board.locator('[data-board-picture]').boundingBox();
  const maps = await board.locator('[data-level-maps]').boundingBox();
  const least = Math.min(
    ...(await page.evaluate(() => window.__board3d.labels())).filter((l) => l.visible).map((l) => l.px),
  );
  console.log(
    `presenter step ${step} at 1920x1080: column ${Math.round(column.width)} px, view ${Math.round(d.view.width)}x${Math.round(d.view.height)}, maps ${Math.round(maps.width)} px wide, fill ${Math.round(d.fill.w * 100)} % x ${Math.round(d.fill.h * 100)} %, labels ${least.toFixed(1)} px or more`,
  );
  assert.ok(maps.x >= d.view.x + d.view.width - 1, 'the level maps stand right of the scene');
  assert.ok(maps.x + maps.width - d.view.x >= 0.9 * column.width, 'the scene and the maps span the column');
  assert.ok(d.view.height >= SIZES[1].height / 2, `the scene is ${Math.round(d.view.height)} px tall`);
  assert.ok(d.fill.longer >= 0.7, 'the camera frames the prism');
  assert.deepEqual(d.offScreen, [], 'every cell on screen');
  assert.ok(least >= 12, 'labels at least 12 px');
  assert.deepEqual(errors, []);
  await context.close();
});
