// npx playwright test lessons (needs out/ from `next build`)
// The lesson pages (content/lessons/<id>.mdx at /variants/<id>/): title from the lesson's meta, a table of
// contents whose links all land on headings, previous/next links, and one diagram played through its accessible
// cell list, its destinations counted against the engine's command line. Also the piece gallery: one card per
// piece of every variant, counted against the engine. With HEXPLORE_SHOTS=1, screenshots for a reviewer's eyes (no
// check reads them): test-results/lessons/<id>.png (the whole lesson) and gallery.png.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { openPage, reviewShot, SHOTS_ON } from './browser.mjs';

const run = promisify(execFile);
const SHOTS = 'test-results/lessons';
// The ids of docs/CONVENTIONS.md §1, written out here on purpose.
const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const LESSONS = IDS.filter((id) => existsSync(`content/lessons/${id}.mdx`));

/** Runs the engine's command line; returns its words. */
async function engine(...args) {
  const { stdout } = await run('npm', ['run', '-s', 'engine', '--', ...args], { encoding: 'utf8' });
  return stdout.trim().split(/\s+/).filter(Boolean);
}

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  if (SHOTS_ON) mkdirSync(SHOTS, { recursive: true });
});

test('at least one lesson is checked, or none is written yet', () => {
  console.log(`lessons: ${LESSONS.join(', ') || 'none yet'}`);
  assert.ok(LESSONS.length <= IDS.length);
});

for (const id of LESSONS) {
  test(`${id}: lesson page with title, table of contents, prev/next and a playable diagram`, async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${srv.url}/variants/${id}/`);
    const src = readFileSync(`content/lessons/${id}.mdx`, 'utf8');
    const title = /export const meta\s*=\s*\{[\s\S]*?title:\s*(['"])(.*?)\1/.exec(src)?.[2];
    assert.ok(title, `${id}: meta.title`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Every table-of-contents link lands on an element with that id; every ## heading is listed.
    const hrefs = await page.locator('[data-toc] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.length > 0, 'the table of contents has entries');
    for (const h of hrefs)
      assert.equal(await page.locator(`[id="${h.slice(1)}"]`).count(), 1, `${id}: ${h} exists once`);
    const h2s = await page.locator('[data-lesson] h2[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    for (const h of h2s) assert.ok(hrefs.includes(h), `${id}: ${h} is in the table of contents`);
    assert.ok((await page.locator('[data-pager]').count()) >= 1, 'previous or next lesson link');

    // One diagram without a component filter: clear its selection, select a man with Enter, count destinations.
    // (The first such diagram whose position has a move of a man on one cell: an empty board has none.)
    const figs = page.locator('figure[data-diagram][data-position]:not([data-component])');
    let fig, position, move;
    for (let i = 0; i < (await figs.count()) && !move; i++) {
      fig = figs.nth(i);
      position = await fig.getAttribute('data-position');
      move = (await engine('moves', '--variant', id, '--position', position)).find(
        (m) => !m.includes('@') && !m.includes('>'),
      );
    }
    assert.ok(move, `${id}: a diagram whose position has a move`);
    // Boards become playable when they come near the viewport.
    await fig.scrollIntoViewIfNeeded();
    await fig.locator('[data-board-ready="true"]').waitFor({ timeout: 15_000 });
    const cell = /^[a-z0-9]+?(?=[-x!])/.exec(move)?.[0] ?? /^\d?[a-z]\d+/.exec(move)[0];
    const want = await engine('dests', '--variant', id, '--position', position, '--from', cell);
    const first = fig.locator('[data-cell]').first();
    await first.focus();
    await page.keyboard.press('Escape');
    await fig.locator(`[data-cell="${cell}"]`).focus();
    await page.keyboard.press('Enter');
    assert.equal(
      await fig.locator(`[data-cell="${cell}"]`).getAttribute('aria-pressed'),
      'true',
      `${id}: ${cell} selected`,
    );
    assert.equal(
      await fig.locator('[data-dest="true"]').count(),
      want.length,
      `${id}: destinations of ${cell} in ${position}`,
    );

    // Play one of them, then Reset returns to the lesson's position.
    const dest = await fig.locator('[data-dest="true"]').first().getAttribute('data-cell');
    await fig.locator(`[data-cell="${dest}"]`).focus();
    await page.keyboard.press('Enter');
    const reset = fig.getByRole('button', { name: 'Reset' });
    if ((await page.locator('[role=dialog], [data-choice]').count()) === 0) {
      await assert.doesNotReject(() => reset.click({ timeout: 5_000 }));
      assert.equal(
        await fig.locator('[data-cell][aria-pressed="true"]').count(),
        (await fig.getAttribute('data-selected')) ? 1 : 0,
      );
    }

    // Boards far from the viewport are static pictures drawn at build time, each with a text alternative; a
    // keyboard user who reaches one's "Play on this board" button gets the playable board with the focus on a cell.
    const pictures = page.locator('figure[data-diagram] img[data-board-svg]');
    for (const src of await pictures.evaluateAll((is) => is.map((i) => i.getAttribute('src'))))
      assert.equal((await fetch(srv.url + src)).status, 200, `${id}: ${src}`);
    const all = page.locator('figure[data-diagram]');
    const last = await all.evaluateAll((fs) =>
      fs.findLastIndex((f) => f.querySelector('[data-board-state="picture"]')),
    );
    const still = all.nth(last);
    if (last >= 0) {
      assert.match(await still.locator('img[data-board-svg]').first().getAttribute('alt'), / board, .* to move\. /);
      await still.getByRole('button', { name: 'Play on this board' }).focus();
      await still.locator('[data-board-ready="true"]').waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-cell'), null, { timeout: 5_000 });
    }

    // The whole lesson for a reviewer's eyes, with HEXPLORE_SHOTS=1 (the Lengthleaper page is tens of thousands of
    // pixels tall: under a loaded machine its capture took 40 s, more than the default 30 s, where the page itself
    // was fine).
    await reviewShot(page, { path: `${SHOTS}/${id}.png`, fullPage: true, timeout: 120_000 });
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
}

// components/mdx/BoardCode.tsx: Next's own preload (next/dynamic) names the board's code in the lesson's HTML, so it
// comes down with the page instead of after hydration. Every script the page has loaded once its first board is live
// came from the page's HTML: its script tags or its preload links.
test('every lesson preloads the code its first board needs', async () => {
  for (const id of LESSONS) {
    const { page, pageErrors } = await openPage(browser, { width: 412, height: 915 });
    const html = await (await fetch(`${srv.url}/variants/${id}/`)).text();
    // Next writes its preloads with their attributes in either order.
    const preloads = [...html.matchAll(/<link([^>]*)>/g)]
      .filter((m) => /\srel="preload"/.test(m[1]) && /\sas="script"/.test(m[1]))
      .map((m) => /\shref="([^"]+)"/.exec(m[1])?.[1]);
    assert.ok(preloads.length > 0, `${id}: the board's code is preloaded`);
    const listed = new Set([...[...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]), ...preloads]);
    // Next prefetches the pages that links lead to (their route payloads, `.txt`, then their scripts): held back
    // here until the board is live, so that only the board's own loading is looked at.
    const held = [];
    await page.route(/\.txt(\?|$)/, (r) => held.push(r));
    await page.goto(`${srv.url}/variants/${id}/`);
    await page.locator('figure[data-diagram] [data-board-state="live"]').first().waitFor({ timeout: 15_000 });
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/_next/static/chunks/') && p.endsWith('.js')),
    );
    assert.deepEqual(
      loaded.filter((p) => !listed.has(p)),
      [],
      `${id}: scripts fetched that the HTML did not name`,
    );
    for (const href of preloads) assert.ok(loaded.includes(href), `${id}: ${href} is preloaded and used`);
    await page.unroute(/\.txt(\?|$)/);
    await Promise.all(held.map((r) => r.continue().catch(() => undefined)));
    assert.deepEqual(pageErrors, []);
    await page.close();
  }
});

test('a lesson holds all its blocks in place in the HTML, and reads whole without JavaScript', async () => {
  for (const id of LESSONS) {
    const html = await (await fetch(`${srv.url}/variants/${id}/`)).text();
    // No boundary left for React to move into place later (a hidden <div id="S:0"> and its $RC script): the lesson
    // is rendered in order, in one piece.
    assert.ok(!/\$RC\(|<template id="B:|hidden id="S:/.test(html), `${id}: no late boundary`);
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await ctx.newPage();
    await page.goto(`${srv.url}/variants/${id}/`);
    const figures = page.locator('figure[data-diagram]');
    assert.ok(await figures.last().isVisible(), `${id}: the last board is shown without JavaScript`);
    assert.ok(await page.locator('[data-pager]').first().isVisible());
    await ctx.close();
  }
});

// PlayableBoard's levelPlaceholder: a prism diagram shows its level maps' static pictures while the board first
// appears, then draws the live maps in a transition; the pictures stand exactly where the maps will be.
test('a prism lesson board shows its level-map pictures first, then the live maps in the same place', async () => {
  const prisms = LESSONS.filter((id) => id.startsWith('lengthleaper'));
  assert.ok(prisms.length > 0, 'a levelled lesson to check');
  for (const id of prisms) {
    const { page, pageErrors } = await openPage(browser, { width: 412, height: 915 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 }); // slow enough to see the pictures stand in
    // Record the maps the moment the first board turns live, inside the page: a MutationObserver's callback runs
    // right after React's commit, before the transition that draws the live maps can start (a later task). Reading
    // them from the test instead is a round trip that a fast machine's transition can beat.
    await page.addInitScript(() => {
      const maps = (f) =>
        [...f.querySelectorAll('[data-level-maps] figure')].map((x) => [
          x.firstElementChild.tagName,
          x.getBoundingClientRect().height,
        ]);
      new MutationObserver((_, obs) => {
        const m = document.querySelector('figure[data-diagram] [data-board-state="live"] [data-level-maps]');
        if (!m) return;
        const fig = m.closest('figure[data-diagram]');
        window.__firstMaps = { first: fig === document.querySelector('figure[data-diagram]'), maps: maps(fig) };
        obs.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-board-state'] });
    });
    await page.goto(`${srv.url}/variants/${id}/`);
    const maps = (f) =>
      [...f.querySelectorAll('[data-level-maps] figure')].map((x) => [
        x.firstElementChild.tagName,
        x.getBoundingClientRect().height,
      ]);
    const fig = page.locator('figure[data-diagram]').first();
    const seen = await (
      await page.waitForFunction(() => window.__firstMaps, undefined, { timeout: 30_000 })
    ).jsonValue();
    assert.ok(seen.first, `${id}: the first board turns live first`);
    const first = seen.maps;
    assert.equal(first.length, 4, `${id}: four level-map places when the board turns live`);
    await page.waitForFunction(
      () => document.querySelectorAll('figure[data-diagram] [data-level-maps] svg [data-c]').length > 0,
      undefined,
      { timeout: 30_000 },
    );
    const live = await fig.evaluate(maps);
    assert.equal(live.length, 4, `${id}: four level maps`);
    assert.ok(
      live.every(([tag]) => tag.toLowerCase() === 'svg'),
      `${id}: the live maps replaced the pictures`,
    );
    assert.ok(
      first.every(([tag]) => tag === 'IMG'),
      `${id}: the pictures stand in first (${first.map(([t]) => t)})`,
    );
    for (const [i, [, h]] of first.entries())
      assert.ok(Math.abs(h - live[i][1]) < 0.5, `${id}: map ${i} ${h} -> ${live[i][1]} px`);
    assert.equal(await fig.locator('[data-level-maps] img').count(), 0, `${id}: no picture left`);
    assert.deepEqual(pageErrors, []);
    await page.close();
  }
});

test('the piece gallery shows every piece of every variant', async () => {
  const script =
    "import { allVariants } from './engine/variants/index.ts'; console.log(JSON.stringify(Object.fromEntries(Object.entries(allVariants()).map(([k, v]) => [k, Object.keys(v.def.pieces).length]))));";
  const { stdout } = await run('npx', ['tsx', '--eval', script], { encoding: 'utf8' });
  const counts = JSON.parse(stdout.trim().split('\n').at(-1));
  assert.deepEqual(Object.keys(counts).sort(), [...IDS].sort());
  const { page, pageErrors, consoleErrors } = await openPage(browser, { width: 1280, height: 1000 });
  await page.goto(`${srv.url}/pieces/`);
  await page.getByRole('heading', { level: 1, name: 'Piece gallery' }).waitFor();
  for (const id of IDS) {
    const n = await page.locator(`section[aria-labelledby="${id}"] [data-piece-card]`).count();
    assert.equal(n, counts[id], `${id}: one card per piece`);
  }
  // Static pictures only: no canvas (no WebGL contexts), every card has its board.
  assert.equal(await page.locator('canvas').count(), 0);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // Each board is a static SVG file drawn at build time (scripts/gallery-boards.tsx), shown with <img>.
  const pictures = page.locator('[data-piece-card] img[data-board-svg]');
  assert.equal(await pictures.count(), total);
  for (const [src, alt] of await pictures.evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.alt]))) {
    const res = await fetch(srv.url + src);
    assert.equal(res.status, 200, src);
    assert.match(
      await res.text(),
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[^"]+" width="[\d.]+" height="[\d.]+" data-board-svg=[\s\S]*data-dest-mark[\s\S]*<\/svg>$/,
      `${src} is a board with its moves marked`,
    );
    assert.match(alt, /: the marked cells are where it can go/, `${src} has a text alternative`);
  }
  await pictures.first().scrollIntoViewIfNeeded();
  assert.ok(
    await pictures.first().evaluate((i) => i.decode().then(() => i.naturalWidth > 0)),
    'the first picture draws',
  );
  // Shared pieces link to each other by anchor.
  const anchors = await page
    .locator('[data-piece-card] a[href^="#"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(anchors.includes('#glinski-N'), 'knights link to the Gliński knight');
  for (const a of new Set(anchors)) assert.equal(await page.locator(`[id="${a.slice(1)}"]`).count(), 1, a);
  await reviewShot(page, { path: `${SHOTS}/gallery.png` });
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});
