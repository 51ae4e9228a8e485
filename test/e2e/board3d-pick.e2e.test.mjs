// Pointing at the 3-D board (issues #29, #46): on the free board of the Lengthleaper, Full House and Panoply starts,
// from every camera preset, for every man of the side to move that has moves, a pointer resting on each destination's
// marker (where docs/CONVENTIONS.md §7.2's `hexploreProject` says it is drawn) names that destination, or the man of
// the side to move drawn in front of it (all of a man's destinations asked at once through the scene's own pick,
// `window.__board3d.pickAt`), and for the first few men the real pointer over one of them names it and a click there
// plays the man's move (then Undo) and leaves the camera preset in the address; after the window is resized the
// camera frames the board again. Clicks again and again where a man is drawn select him and never play the front
// man's move; Escape lets the selection go. Every man of the side to move is among the men the scene's ray finds where
// he is drawn, near enough the front for clicks again to reach him, and real clicks select a sample. A test per
// variant and check, run in parallel across the workers.
// npx playwright test board3d-pick   (needs out/ from `npm run build`)
// Over 300 lines: one file for pointing at the 3-D board, whose four checks share the scene's opening (openScene),
// the click helper (clickUntilSelected) and the fill measure, and run in parallel across the workers.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { frames } from './browser.mjs';

const PRESETS = ['white', 'black', 'top', 'side'];

test.describe.configure({ mode: 'parallel' });

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/**
 * How much of its view the board fills: the box of its cells' projections (where each marker is drawn, and each man's
 * head), as a share of the view's width and height. The camera frames the board when one of them is at least 80 %.
 */
const fillOf = (root) =>
  root.evaluate((el) => {
    const canvas = el.querySelector('[data-board3d] [data-board3d-view]').getBoundingClientRect();
    const names = [...el.querySelectorAll('[data-cell]')].map((b) => b.dataset.cell);
    const pts = names.map((n) => el.hexploreProject(n));
    for (const n of names) {
      const head = window.__board3d.project(n);
      if (head) pts.push({ x: canvas.left + head.x, y: canvas.top + head.y });
    }
    const xs = pts.map((p) => p.x),
      ys = pts.map((p) => p.y);
    return {
      w: (Math.max(...xs) - Math.min(...xs)) / canvas.width,
      h: (Math.max(...ys) - Math.min(...ys)) / canvas.height,
    };
  });

/**
 * Moves played by the real pointer from each preset: the first men's, one each (the hover's wiring, the click's, the
 * address's camera); every man's destinations are asked of the scene's pick.
 */
const PLAYS = 4;

for (const id of ['lengthleaper', 'panoply', 'fullhouse']) {
  test(`${id}: from every preset, a click where a destination is drawn plays that move`, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const figures = [];
    for (const preset of PRESETS) {
      await page.goto(`${srv.url}/variants/${id}/explore/?view=3d&camera=${preset}`);
      const root = page.locator('[data-board-root][data-scene-ready="true"]');
      await root.waitFor({ timeout: 60_000 });
      await frames(page);
      const frame = page.locator('[data-board3d] [role=img]');
      const men = await root
        .locator('[data-cell]')
        .evaluateAll((bs) =>
          bs.filter((b) => /, white /.test(b.getAttribute('aria-label') ?? '')).map((b) => b.dataset.cell),
        );
      const fill = await fillOf(root);
      figures.push(`${preset} fill ${Math.round(fill.w * 100)}% x ${Math.round(fill.h * 100)}%`);
      assert.ok(Math.max(fill.w, fill.h) >= 0.8, `${id} ${preset}: the board fills 80 % of the canvas one way`);
      let pointed = 0,
        covered = 0,
        rim = 0,
        hidden = 0,
        played = 0;
      const misses = [];
      // Every man in turn, in the page (one round trip for them all): his cell's button selects him, two frames draw
      // his markers, and what a pointer resting on each destination's marker names is read from the scene's own pick
      // (window.__board3d.pickAt), without a pointer move and a redraw for each; Escape on his button lets him go.
      // Where a man of the side to move covers the centre: whether the marker's rim (6 px out) answers somewhere.
      const asked = await root.evaluate(async (el, ms) => {
        const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const out = [];
        for (const man of ms) {
          const button = el.querySelector(`[data-cell="${man}"]`);
          button.click();
          await twoFrames();
          const dests = [...el.querySelectorAll('[data-dest="true"]')].map((b) => ({
            cell: b.dataset.cell,
            moves: b.dataset.moves.split(' '),
          }));
          const seen = dests.map((d) => {
            const p = el.hexploreProject(d.cell);
            const named = p.visible ? window.__board3d.pickAt(p.x, p.y) : undefined;
            const rim = [...Array(12).keys()].map((k) => [p.x + 6 * Math.cos(k / 2), p.y + 6 * Math.sin(k / 2)]);
            const onRim = named !== d.cell && rim.some(([x, y]) => window.__board3d.pickAt(x, y) === d.cell);
            return { ...d, ...p, named, onRim };
          });
          button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          await twoFrames();
          out.push({ man, seen });
        }
        return out;
      }, men);
      for (const { man, seen } of asked) {
        let clickAt;
        for (const d of seen) {
          if (!d.visible) {
            hidden++;
            continue;
          }
          if (d.named === d.cell) pointed++;
          // A man of the side to move drawn in front of the marker takes the pointer there (issue #46).
          else if (men.includes(d.named)) {
            covered++;
            if (d.onRim) rim++;
          } else misses.push(`${man}->${d.cell} named ${d.named}`);
          if (!clickAt && d.named === d.cell && d.moves.length === 1) clickAt = d;
        }
        if (!clickAt || played >= PLAYS) continue;
        // The real pointer: the man selected with the keyboard, the pointer over his destination names it (the
        // hover's wiring), then a click plays it.
        await root.locator(`[data-cell="${man}"]`).focus();
        await page.keyboard.press('Enter');
        // The focused cell list may have scrolled the view away: back into the window (only when it is not), then
        // the frames that draw the selection; the marker is where the scene says now.
        await frame.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        await frames(page);
        const at = await root.evaluate((el, c) => el.hexploreProject(c), clickAt.cell);
        await page.mouse.move(at.x, at.y);
        await page
          .waitForFunction(
            ([sel, c]) => document.querySelector(sel)?.getAttribute('data-c') === c,
            ['[data-board3d] [role=img]', clickAt.cell],
            { timeout: 5_000 },
          )
          .catch(async () => misses.push(`${man}->${clickAt.cell} hovered: ${await frame.getAttribute('data-c')}`));
        await page.mouse.click(at.x, at.y);
        await page
          .waitForFunction((m) => new URL(location.href).searchParams.get('moves') === m, clickAt.moves[0], {
            timeout: 10_000,
          })
          .catch(async () => {
            const said = await page.locator('[data-announce]').innerText();
            throw new Error(
              `${preset}: clicking ${man}'s ${clickAt.moves[0]} gave ${page.url().split('?')[1]}: ${said}`,
            );
          });
        played++;
        // A click is no camera turn: the address keeps the preset (it once became a free orbit at every click).
        const camera = new URL(page.url()).searchParams.get('camera');
        if (camera !== preset) misses.push(`${man}->${clickAt.cell}: the click left camera=${camera}`);
        await page.getByRole('button', { name: 'Undo' }).click();
        await page.waitForFunction(() => new URL(location.href).searchParams.get('ply') === '0');
        await page.mouse.move(1, 1);
      }
      figures.push(
        `${preset}: ${pointed} destinations pointed, ${covered} behind a man of the side to move (${rim} of them on the marker's rim), ${hidden} off screen, ${played} moves played by click`,
      );
      console.log(`${id} ${figures.at(-1)}`);
      assert.deepEqual(
        misses,
        [],
        `${id} ${preset}: a destination under the pointer names itself or the man before it`,
      );
      assert.ok(played >= 3, `${id} ${preset}: moves played by clicking where they are drawn (${played})`);
    }
    console.log(`${id}: ${figures.join('; ')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${id}: after the window is resized, the camera frames the board again`, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${srv.url}/variants/${id}/explore/?view=3d`);
    const root = page.locator('[data-board-root][data-scene-ready="true"]');
    await root.waitFor({ timeout: 60_000 });
    for (const size of [
      { width: 800, height: 900 },
      { width: 1366, height: 657 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      const view = page.locator('[data-board3d] [data-board3d-view]');
      // The view's box changed; the camera has fitted the board to it once a few frames have drawn.
      let fill;
      for (let i = 0; i < 10; i++) {
        await frames(page);
        fill = await fillOf(root);
        if (Math.max(fill.w, fill.h) >= 0.8 && fill.w <= 1.02 && fill.h <= 1.02) break;
      }
      const box = await view.boundingBox();
      const what = `${id} at ${size.width}x${size.height} (view ${Math.round(box.width)}x${Math.round(box.height)})`;
      assert.ok(Math.max(fill.w, fill.h) >= 0.8, `${what}: the board fills 80 % of its view one way`);
      assert.ok(fill.w <= 1.02 && fill.h <= 1.02, `${what}: and does not spill out of it`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Opens a variant's free board in 3-D at a camera preset; returns the page, its board and its errors. */
async function openScene(id, preset) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/variants/${id}/explore/?view=3d&camera=${preset}`);
  const root = page.locator('[data-board-root][data-scene-ready="true"]');
  await root.waitFor({ timeout: 60_000 });
  await frames(page);
  return { context, page, root, errors };
}

/** The address's selection and moves. */
const address = (page) => {
  const q = new URL(page.url()).searchParams;
  return { select: q.get('select'), moves: q.get('moves') };
};

/**
 * Clicks again and again where `man`'s token is drawn (his card, as the scene's test hook projects it) until he is
 * selected, at most `max` clicks; returns the selections the clicks made. Escape first lets any selection go.
 */
async function clickUntilSelected(page, man, max = 6, cells = [man]) {
  const frame = page.locator('[data-board3d] [role=img]');
  if (address(page).select) {
    await frame.focus();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('select'), null, { timeout: 5_000 });
  }
  // Where his man is drawn, in client pixels: the view's corner and the hook's projection, in one round trip.
  const [x, y] = await page.evaluate((c) => {
    const view = document.querySelector('[data-board3d] [data-board3d-view]').getBoundingClientRect();
    const head = window.__board3d.project(c);
    return [view.left + head.x, view.top + head.y];
  }, man);
  const seen = [];
  for (let i = 0; i < max && !cells.includes(seen.at(-1)); i++) {
    const before = address(page).select;
    await page.mouse.click(x, y);
    // The selection changes (or, a man alone under the pointer, stays); the scene draws it. The click's handler and
    // the address's update run with the click (React handles a click's update at once), so a selection that has not
    // changed a second later has stayed.
    await page
      .waitForFunction((b) => new URL(location.href).searchParams.get('select') !== b, before, { timeout: 1_000 })
      .catch(() => {});
    await frames(page);
    seen.push(address(page).select);
    assert.equal(address(page).moves, null, `clicks on ${man} played no move (selections ${seen.join(', ')})`);
  }
  return seen;
}

// Issue #46: "click the same spot again for the man behind" played the front man's move where its marker lay under
// the spot (White's view: a second click on the Pawn on 3b3 played the Twoleaper's 2b2-4b4).
for (const [id, preset, man] of [
  ['lengthleaper', 'white', '3b3'],
  ['lengthleaper', 'side', '3c3'],
  ['lengthleaper', 'side', '3d4'],
  ['fullhouse', 'white', 'e4'],
]) {
  test(`${id}, ${preset} view: clicks again on ${man} reach him and never play the front man's move`, async () => {
    const { context, page, errors } = await openScene(id, preset);
    const seen = await clickUntilSelected(page, man);
    assert.equal(seen.at(-1), man, `clicks on ${man} selected ${seen.join(', ')}`);
    // Escape lets the selection made in the scene go.
    await page.locator('[data-board3d] [role=img]').focus();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('select'), null, { timeout: 5_000 });
    assert.equal(await page.locator('[data-board-root] [data-dest="true"]').count(), 0, 'no destinations listed');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Every man of the side to move can be selected by clicking where he is drawn, from every preset of the three 3-D
// variants (issue #46: in Lengthleaper's top view 13 of the 30 white men could not: clicks went between the man on
// top and nothing); a man on two cells is asked for at each of them; no click plays a move (clickUntilSelected).
// What a first click where a man is drawn takes is what a pointer resting there names (the scene's own pick,
// `window.__board3d.pickAt`): nothing is selected before it. A man it names is asked for that way, all at once, and
// two of them are clicked for real (the wiring from pointer to selection); a man drawn behind another is clicked again
// and again for real, since each click changes what the scene draws.
for (const id of ['lengthleaper', 'fullhouse', 'panoply'])
  for (const preset of PRESETS) {
    test(`${id}, ${preset} view: clicks where each white man is drawn select him`, async () => {
      const { context, page, root, errors } = await openScene(id, preset);
      const men = await root
        .locator('[data-cell]')
        .evaluateAll((bs) =>
          bs.filter((b) => /, white /.test(b.getAttribute('aria-label') ?? '')).map((b) => b.dataset.cell),
        );
      // A man on two cells (Panoply's Barricade, `Xf2-g2` in the position text) is selected by either cell's name.
      const position = await root.getAttribute('data-board-position');
      const cellsOf = (man) =>
        [...position.matchAll(/[A-Z]([a-z]+\d+)-([a-z]+\d+)/g)].find((m) => m.includes(man))?.slice(1) ?? [man];
      const view = await page.locator('[data-board3d] [data-board3d-view]').boundingBox();
      const firsts = await page.evaluate(
        ([ms, vx, vy]) =>
          ms.map((man) => {
            const head = window.__board3d.project(man);
            return head ? window.__board3d.pickAt(vx + head.x, vy + head.y) : undefined;
          }),
        [men, view.x, view.y],
      );
      const front = men.filter((man, i) => cellsOf(man).includes(firsts[i]));
      const behind = men.filter((man) => !front.includes(man));
      const missed = [];
      let clicks = 0;
      for (const man of [...front.slice(0, 2), ...behind]) {
        const cells = cellsOf(man);
        const seen = await clickUntilSelected(page, man, 6, cells);
        clicks += seen.length;
        if (!cells.includes(seen.at(-1)) || (front.includes(man) && seen.length !== 1))
          missed.push(`${man} (${seen.join(', ')})`);
      }
      console.log(
        `${id} ${preset}: ${front.length} white men taken by a first click where drawn (the scene's pick; ${Math.min(2, front.length)} clicked), ${behind.length} behind others selected by real clicks; ${clicks} clicks`,
      );
      assert.ok(men.length >= 16, `${men.length} white men`);
      assert.deepEqual(missed, [], `${preset}: men the clicks where they are drawn never selected`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
