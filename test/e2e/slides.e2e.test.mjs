// npx playwright test slides (needs out/ from `next build`)
// Lessons on phones and tablets (issue #20): on a phone the contents are a closed line and the lesson starts on the
// first screen; on a tablet presenter mode works by touch, with big buttons and swipes. That every presenter step
// fits the screen is checked by test/e2e/slides-fit.e2e.test.mjs.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

test('phones: the contents are a closed line, the lesson starts on the first screen, Present and Print are whole', async () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${srv.url}/variants/panoply/`);
    const list = page.locator('[data-toc] ol');
    assert.equal(await page.locator('[data-toc-details]').getAttribute('open'), null, 'the contents start closed');
    assert.equal(await list.isVisible(), false);
    // The first screen: the title and the lesson's first paragraph, not the contents.
    const first = await page.evaluate(() => {
      const p = document.querySelector('[data-lesson-body] p');
      const h1 = document.querySelector('[data-lesson] > h1');
      return { h1: h1.getBoundingClientRect().bottom, p: p.getBoundingClientRect().top };
    });
    assert.ok(first.h1 < viewport.height / 2, `${viewport.width}: the title at the top (${first.h1})`);
    assert.ok(first.p < viewport.height - 60, `${viewport.width}: the lesson starts on the first screen (${first.p})`);
    for (const sel of ['[data-present-button]', '[data-print-button]']) {
      const b = await page.locator(sel).boundingBox();
      assert.ok(
        b.x >= 0 && b.x + b.width <= viewport.width,
        `${viewport.width}: ${sel} is whole (${JSON.stringify(b)})`,
      );
    }
    // A tap opens the contents.
    await page.locator('[data-toc] summary').tap();
    assert.ok(await list.isVisible());
    assert.ok((await page.locator('[data-toc] a').count()) > 5);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // On a wide screen the contents are open beside the lesson, with no toggle to find.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${srv.url}/variants/panoply/`);
  assert.ok(await page.locator('[data-toc] ol').isVisible());
  await page.close();
});

/** Swipes across the page with one finger (Chrome DevTools touch events), from x0 to x1 at height y. */
async function swipe(cdp, x0, x1, y) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 5; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + ((x1 - x0) * i) / 5, y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('tablets: presenter mode by touch, with big previous and next buttons and swipes', async () => {
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${srv.url}/variants/peanut/`);
    await page.locator('[data-present-button]').tap();
    await page.locator('[data-present-bar]').waitFor();
    const at = async () => Number((await page.locator('[data-present-count]').textContent()).split('/')[0]);
    assert.equal(await at(), 1);
    const next = page.locator('.present-bar button[aria-label="Next step"]');
    const prev = page.locator('.present-bar button[aria-label="Previous step"]');
    for (const b of [next, prev]) {
      const box = await b.boundingBox();
      assert.ok(
        box.width >= 44 && box.height >= 44,
        `${viewport.width}: a button for a finger (${JSON.stringify(box)})`,
      );
      assert.ok(box.x + box.width <= viewport.width);
    }
    await next.tap();
    await page.locator('[data-present-count]').filter({ hasText: /^2 \// }).waitFor();
    const cdp = await context.newCDPSession(page);
    // Across the slide's heading, in the text column: since the slides became key points beside a board (issue
    // #32), step 2 already shows a board, and a touch that starts on a board is the board's own (presenterInput.ts).
    const y = 110;
    await swipe(cdp, viewport.width * 0.45, viewport.width * 0.05, y);
    await page.locator('[data-present-count]').filter({ hasText: /^3 \// }).waitFor();
    await swipe(cdp, viewport.width * 0.05, viewport.width * 0.45, y);
    await page.locator('[data-present-count]').filter({ hasText: /^2 \// }).waitFor();
    // A short or mostly vertical drag is not a swipe.
    await swipe(cdp, viewport.width * 0.5, viewport.width * 0.45, y);
    assert.equal(await at(), 2);
    await prev.tap();
    assert.equal(await at(), 1);
    assert.equal(new URL(page.url()).searchParams.get('step'), '1');
    assert.deepEqual(errors, []);
    await context.close();
  }
});
