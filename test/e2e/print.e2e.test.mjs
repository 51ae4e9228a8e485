// npx playwright test print (needs out/ from `next build`, and poppler-utils' pdftotext)
// Printed material (issue #20 item 3), for every variant, rendered by Chromium to PDF on A4 and on Letter:
//  - the handout (/variants/<id>/handout/) is at most 6 A4 pages, and its page 1, the summary sheet, is exactly one
//    page on A4 and on Letter (printed alone: the rest of the handout hidden);
//  - the puzzle sheet prints one puzzle per half page: puzzle i on page ⌈i/2⌉, the answers after them;
//  - no box (a [data-box]: piece entry, end rules, reconstructed note, board figure, puzzle) is split across pages;
//  - a Lengthleaper level map's cells are at least 6 mm across (1 mm = 3.78 CSS px at 96 dpi).
// No-split method: before printing, each box gets two tiny absolutely placed text markers, one at its top edge and
// one at its bottom edge (`ZQS<i>ZQ`, `ZQE<i>ZQ`); Chromium paginates as it really prints, and `pdftotext` tells
// on which page each marker landed: a box is whole when both are on one page. Limits: a box taller than a page
// cannot be whole (the test then fails and says so); the markers are 1 px text that does not change the layout; a
// box clipped away (overflow: hidden) would hide its end marker and fail the test rather than pass it.
// The cell size is measured in print-media emulation with the viewport as wide as A4's printable width (210 mm
// less the 12 mm side margins of print.css), which is how wide Chromium lays the page out when it prints.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { openPage } from './browser.mjs';

const OUT = '/tmp/hexplore-print';
const MM = 96 / 25.4;
const A4_WIDTH = Math.floor((210 - 24) * MM);
const ids = [
  ...readFileSync('engine/types.ts', 'utf8')
    .match(/VARIANT_IDS = \[([^\]]+)\]/)[1]
    .matchAll(/'([^']+)'/g),
].map((m) => m[1]);
let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  mkdirSync(OUT, { recursive: true });
});

/** The text of each page of a PDF. */
const pdfText = (file) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);

/**
 * Marks the top and bottom edge of every box matching `sel` with text markers; returns their count. It first waits
 * until React has hydrated every element of every box: a marker added before that is a node the server's HTML did
 * not have, so hydration fails (React error #418), React draws the page again from scratch and the markers are gone
 * (CI once saw a Letter PDF without a single marker). A hydrated element carries React's `__reactFiber…` key; the
 * inside of an element drawn with `dangerouslySetInnerHTML` never does, and its element's props say so.
 */
async function markBoxes(page, sel) {
  await page.waitForFunction((sel) => {
    const key = (el, prefix) => Object.keys(el).find((k) => k.startsWith(prefix));
    const hydrated = (el) => !!key(el, '__reactFiber');
    const rawInside = (el) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const props = key(a, '__reactProps');
        if (props && a[props]?.dangerouslySetInnerHTML) return true;
      }
      return false;
    };
    return [...document.querySelectorAll(sel)].every(
      (b) => hydrated(b) && [...b.querySelectorAll('*')].every((el) => hydrated(el) || rawInside(el)),
    );
  }, sel);
  return page.evaluate((sel) => {
    const boxes = [...document.querySelectorAll(sel)].filter((b) => b.checkVisibility());
    boxes.forEach((b, i) => {
      if (getComputedStyle(b).position === 'static') b.style.position = 'relative';
      for (const [edge, tag] of [
        ['top', 'S'],
        ['bottom', 'E'],
      ]) {
        const s = document.createElement('span');
        s.textContent = `ZQ${tag}${i}ZQ`;
        s.dataset.marker = '';
        s.style.cssText = `position:absolute;left:0;${edge}:0;font:1px monospace;line-height:1px;color:#fff;white-space:nowrap`;
        b.append(s);
      }
    });
    return boxes.length;
  }, sel);
}

/** The page (1-based) of each marker in a PDF's text. */
function markerPages(pages) {
  const at = new Map();
  pages.forEach((t, i) => {
    for (const m of t.matchAll(/ZQ([SE]\d+)ZQ/g)) at.set(m[1], i + 1);
  });
  return at;
}

/** Asserts that each of `n` marked boxes starts and ends on one page. */
function assertWhole(at, n, what) {
  for (let i = 0; i < n; i++) {
    assert.ok(at.has(`S${i}`) && at.has(`E${i}`), `${what}: box ${i} has both markers in the PDF`);
    assert.equal(
      at.get(`E${i}`),
      at.get(`S${i}`),
      `${what}: box ${i} is split over pages ${at.get(`S${i}`)}–${at.get(`E${i}`)}`,
    );
  }
}

async function pdf(page, file, format) {
  await page.pdf({ path: file, format, printBackground: true });
  return pdfText(file);
}

for (const id of ids) {
  test(`${id}: handout ≤ 6 A4 pages, summary sheet one page (A4, Letter), no box split`, async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, { width: A4_WIDTH, height: 1000 });
    await page.goto(`${srv.url}/variants/${id}/handout/`);
    await page.locator('[data-summary-sheet]').waitFor();
    await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => {}))));
    await page.emulateMedia({ media: 'print' });
    const n = await markBoxes(page, '[data-box]');
    assert.ok(n >= 4, `${n} boxes`);
    for (const format of ['A4', 'Letter']) {
      const pages = await pdf(page, `${OUT}/${id}-handout-${format}.pdf`, format);
      console.log(`${id} handout ${format}: ${pages.length} pages, ${n} boxes`);
      if (format === 'A4') assert.ok(pages.length <= 6, `A4 handout: ${pages.length} pages`);
      assertWhole(markerPages(pages), n, `${id} handout ${format}`);
      // The address once per page (the top margin), not again in the header.
      for (const [i, t] of pages.entries())
        assert.equal(t.split(`/variants/${id}/handout/`).length - 1, 1, `${format} page ${i + 1}: the address once`);
    }
    // Page 1 is the summary sheet, whole: its last box ends on page 1 and the workbook starts on page 2.
    const last = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('[data-box]')].filter((b) => b.checkVisibility());
      const inSummary = boxes.filter((b) => b.closest('[data-summary-sheet]'));
      return [boxes.indexOf(inSummary.at(-1)), boxes.findIndex((b) => b.closest('[data-handout-body]'))];
    });
    for (const format of ['A4', 'Letter']) {
      const at = markerPages(pdfText(`${OUT}/${id}-handout-${format}.pdf`));
      assert.equal(at.get(`E${last[0]}`), 1, `${format}: the summary sheet ends on page 1`);
      assert.equal(at.get(`S${last[1]}`), 2, `${format}: the workbook starts on page 2`);
    }
    // The summary sheet printed alone (the rest hidden, no page break after it): exactly one page.
    await page.addStyleTag({
      content:
        '[data-handout-body] { display: none !important; } [data-summary-sheet] { break-after: auto !important; }',
    });
    for (const format of ['A4', 'Letter']) {
      const pages = await pdf(page, `${OUT}/${id}-summary-${format}.pdf`, format);
      console.log(`${id} summary ${format}: ${pages.length} pages`);
      assert.equal(pages.length, 1, `${format} summary sheet: ${pages.length} pages`);
    }
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });

  test(`${id}: puzzle sheet one puzzle per half page, answers after, no puzzle split (A4, Letter)`, async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, { width: A4_WIDTH, height: 1000 });
    await page.goto(`${srv.url}/variants/${id}/puzzles/sheet/`);
    await page.locator('[data-sheet-puzzles]').waitFor();
    await page.emulateMedia({ media: 'print' });
    const count = await page.locator('[data-sheet-puzzle]').count();
    assert.ok(count >= 2, `${count} puzzles`);
    // Every puzzle board has rank and file labels.
    for (let i = 0; i < count; i++)
      assert.ok(
        (await page.locator('[data-sheet-puzzle]').nth(i).locator('svg [data-labels] text').count()) > 0,
        `puzzle ${i + 1}: labels`,
      );
    const n = await markBoxes(page, '[data-sheet-puzzle], [data-sheet-answers] h2');
    assert.equal(n, count + 1);
    for (const format of ['A4', 'Letter']) {
      const pages = await pdf(page, `${OUT}/${id}-sheet-${format}.pdf`, format);
      const at = markerPages(pages);
      console.log(`${id} puzzle sheet ${format}: ${pages.length} pages for ${count} puzzles`);
      assertWhole(at, count, `${id} sheet ${format}`);
      for (let i = 0; i < count; i++)
        assert.equal(at.get(`S${i}`), Math.floor(i / 2) + 1, `${format}: puzzle ${i + 1}'s page`);
      assert.equal(at.get(`S${count}`), Math.ceil(count / 2) + 1, `${format}: the answers start after the puzzles`);
    }
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
}

for (const [id, path] of [
  ['lengthleaper', 'handout/'],
  ['lengthleaper', 'puzzles/sheet/'],
  ['lengthleaper-birds', 'handout/'],
]) {
  test(`${id} ${path}: level maps a–d, labelled, cells at least 6 mm across in print`, async () => {
    const { page } = await openPage(browser, { width: A4_WIDTH, height: 1000 });
    await page.goto(`${srv.url}/variants/${id}/${path}`);
    await page.locator('[data-level-maps]').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const maps = await page.locator('[data-level-maps]').evaluateAll((els) =>
      els.map((m) => ({
        levels: [...m.querySelectorAll('[data-level]')].map((f) => f.dataset.level).join(''),
        labels: m.querySelectorAll('[data-labels] text').length,
        cell: Math.min(
          ...[...m.querySelectorAll('svg')].map((s) => {
            const r = s.querySelector('polygon').getBoundingClientRect();
            return Math.min(r.width, r.height);
          }),
        ),
      })),
    );
    assert.ok(maps.length >= 1);
    for (const m of maps) {
      assert.equal(m.levels, 'abcd');
      assert.ok(m.labels > 0, 'rank and file labels');
      console.log(`${id} ${path}: level-map cell ${(m.cell / MM).toFixed(1)} mm`);
      assert.ok(m.cell / MM >= 6, `cell ${(m.cell / MM).toFixed(1)} mm`);
    }
    await page.close();
  });
}

test('the lesson’s Print handout and the variant index lead to the handout', async () => {
  const { page, pageErrors } = await openPage(browser, { width: 1200, height: 900 });
  await page.goto(`${srv.url}/variants/panoply/`);
  await page.locator('[data-classroom-tools] [data-print-button]').click();
  await page.waitForURL(/\/variants\/panoply\/handout\/$/);
  await page.locator('[data-summary-sheet]').waitFor();
  await page.goto(`${srv.url}/variants/`);
  for (const id of ids)
    assert.equal(await page.locator(`a[href="/variants/${id}/handout/"]`).count(), 1, `${id}: a link to its handout`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
