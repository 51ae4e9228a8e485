// npx playwright test first-screen (needs out/ from `next build`)
// Issue #47: every lesson shows a board in its first screen, at 1366x768 (657 px of page under the browser's bars)
// and on a 360x740 phone: the start position (components/mdx/LessonStart.tsx), before the lesson's text, with the
// lesson's opening points; and it is the page's first board, so it starts at once. The capture marks are drawn and
// wired: in Panoply's Skirmisher diagram the man a withdrawal takes carries `data-taken` in the board's cell list
// (docs/CONVENTIONS.md §7), with a badge and a line from the Skirmisher in the picture.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { openPage } from './browser.mjs';

// The ids of docs/CONVENTIONS.md §1, written out here on purpose.
const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const LESSONS = IDS.filter((id) => existsSync(`content/lessons/${id}.mdx`));
const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 657 } },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
];

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

for (const size of SIZES)
  test(`every lesson's first board is in its first screen: ${size.name}`, async () => {
    assert.equal(LESSONS.length, IDS.length, 'every lesson is written');
    const page = await browser.newPage({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const id of LESSONS) {
      await page.goto(`${srv.url}/variants/${id}/`, { waitUntil: 'load' });
      const r = await page.evaluate(() => {
        const fig = document.querySelector('[data-lesson-body] figure[data-diagram]');
        const pic = fig?.querySelector('svg[class], img');
        const box = pic?.getBoundingClientRect();
        return {
          inStart: !!fig?.closest('[data-lesson-start]'),
          position: fig?.getAttribute('data-position') ?? null,
          top: box?.top ?? Number.NaN,
          bottom: box?.bottom ?? Number.NaN,
          vh: window.innerHeight,
          scrollY: window.scrollY,
          points: document.querySelectorAll('[data-lesson-start] li').length,
          learn: document.querySelector('[data-lesson-start] a[href$="/learn/"]') !== null,
        };
      });
      assert.equal(r.scrollY, 0, `${id}: the page opens at its top`);
      assert.ok(r.inStart, `${id}: the first board is the start position at the lesson's top`);
      assert.ok(r.points >= 2, `${id}: the opening points beside the board (${r.points})`);
      assert.ok(r.learn, `${id}: the way into the path beside the board`);
      const height = r.bottom - r.top;
      const seen = Math.min(r.bottom, r.vh) - Math.max(r.top, 0);
      console.log(`${size.name} ${id}: board ${Math.round(r.top)}-${Math.round(r.bottom)} px of ${r.vh}`);
      assert.ok(height > 150, `${id}: a board of some size (${height} px tall)`);
      assert.ok(r.top >= 0 && r.top < r.vh * 0.7, `${id}: the board starts high in the first screen (${r.top} px)`);
      // On the laptop the whole board; on the phone at least two thirds of it (the rest is one thumb away).
      const need = size.name === 'laptop' ? 0.99 : 0.66;
      assert.ok(
        seen / height >= need,
        `${id}: ${Math.round((100 * seen) / height)} % of the board in the first screen`,
      );
    }
    // The start position's board is the first to start: it becomes a live board without any scrolling.
    await page.locator('[data-lesson-start] [data-board-state="live"] [data-board-ready="true"]').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

test('a capture diagram marks the man taken, in the picture and in the cell list', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1366, height: 657 });
  await page.goto(`${srv.url}/variants/panoply/`, { waitUntil: 'load' });
  const fig = page.locator('figure[data-diagram][data-selected="i3"]');
  await fig.scrollIntoViewIfNeeded();
  await fig.locator('[data-board-state="live"] [data-board-ready="true"]').waitFor();
  // The Skirmisher on i3 withdraws to k1 (its arrow) and takes the Pawn on g5: that cell, and only it, is taken.
  const taken = await fig.locator('[data-cell][data-taken="true"]').evaluateAll((es) => es.map((e) => e.dataset.cell));
  assert.deepEqual(taken, ['g5']);
  assert.equal(await fig.locator('[data-taken-mark="g5"]').count(), 1, 'a badge on the Pawn taken');
  assert.equal(await fig.locator('[data-take-line="i3-g5"]').count(), 1, 'a line from the Skirmisher to it');
  assert.equal(await fig.locator('[data-dest-mark="capture-landing"]').count(), 1, 'k1 is a landing, not a ring');
  const box = await fig.locator('[data-taken-mark="g5"]').boundingBox();
  assert.ok(box && box.width > 6, `the badge is drawn where it can be seen (${JSON.stringify(box)})`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
