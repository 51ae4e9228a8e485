// npx playwright test narrow (needs out/ from `next build`)
// Phones (issue #20): no page type of scripts/pages.mjs scrolls sideways at 360 px wide. Every page type is opened
// once (per-variant types for a flat board, Peanut, and the four-level prism, Lengthleaper) in one browser page.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { discoverPages } from '../../scripts/pages.mjs';
import { openPage } from './browser.mjs';

const { pages } = discoverPages('out');
const PICK = pages.filter((p) => !p.variant || p.variant === 'peanut' || p.variant === 'lengthleaper');

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

test('no page type scrolls sideways at 360 px', async () => {
  assert.ok(new Set(PICK.map((p) => p.type)).size >= 10, 'every page type is checked');
  const { page, pageErrors } = await openPage(browser, { width: 360, height: 740 });
  const wide = [];
  for (const p of PICK) {
    await page.goto(srv.url + p.path, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-board-root]')].every((b) => b.getAttribute('data-board-ready') === 'true'),
    );
    const r = await page.evaluate(() => {
      const w = document.scrollingElement.scrollWidth;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((e) => {
          const b = e.getBoundingClientRect();
          return b.width > 2 && b.right > innerWidth + 1 && getComputedStyle(e).position !== 'fixed';
        })
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
      return { w, culprits };
    });
    if (r.w > 360) wide.push(`${p.type} ${p.path}: ${r.w} px wide (${r.culprits.join(', ')})`);
  }
  assert.deepEqual(wide, []);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a touch screen is told to use Draw and a finger, not the right mouse button', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${srv.url}/variants/peanut/explore/`);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'the device is touch');
  const hint = page.locator('[data-annotation-hint]').first();
  await hint.waitFor();
  const text = await hint.innerText();
  assert.match(text, /turn on Draw, then drag with your finger/);
  assert.doesNotMatch(text, /right mouse button/);
  await context.close();
  const { page: desk } = await openPage(browser);
  await desk.goto(`${srv.url}/variants/peanut/explore/`);
  assert.match(await desk.locator('[data-annotation-hint]').first().innerText(), /right mouse button/);
  await desk.close();
});
