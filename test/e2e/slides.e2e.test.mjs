// node --test test/e2e/slides.e2e.test.mjs   (needs out/ from `next build`)
// Slides that fit (issue #20): every presenter step of every lesson, at four projector sizes and in both themes,
// shows without scrolling and without a cut element: the stage does not scroll, and every visible element of the
// step (text, caption, board, puzzle) lies inside the screen below the presenter's bar, and text does not run under
// the board. One browser page per lesson: each step is shown once (its boards brought to life), then the window is
// resized to each of the four sizes and the step checked in one theme, the theme toggled (T) and checked again.
// Lessons run two at a time. SLIDES_SHOTS=1 writes a screenshot of every failing step to test-results/slides/;
// SLIDES_ONLY=panoply,peanut checks only those lessons (while working on them).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { discoverPages } from '../../scripts/pages.mjs';
import { launchBrowser, serveExport } from './browser.mjs';

const LESSONS = discoverPages('out')
  .pages.filter((p) => p.type === 'lesson')
  .map((p) => p.variant)
  .filter((id) => !process.env.SLIDES_ONLY || process.env.SLIDES_ONLY.split(',').includes(id));
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const SHOTS = 'test-results/slides';

let srv, browser;
before(async () => {
  [srv, browser] = await Promise.all([serveExport('out'), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  srv?.server.close();
});

/** In the page: waits until the step's boards have left their picture (or 8 s), then two frames for layout. */
const settle = (page) =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-present-on] [data-board-state], [data-present-on][data-board-state]')]
          .filter((e) => e.checkVisibility())
          .every((e) => e.getAttribute('data-board-state') === 'live'),
      null,
      { timeout: 8000, polling: 50 },
    )
    .catch(() => undefined)
    .then(() => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));

/** In the page: what does not fit in the current step (`out`, empty when it all fits) and the text's fit factor
 *  (`fit`: 1 unless the presenter had to shrink the text), after two frames. */
async function misfits() {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const fit = Number(document.documentElement.style.getPropertyValue('--p-fit') || 1);
  const out = [];
  const stage = document.querySelector('[data-lesson-body]');
  if (stage.scrollHeight > stage.clientHeight + 1)
    out.push(`the stage scrolls (${stage.scrollHeight} > ${stage.clientHeight})`);
  const bar = document.querySelector('[data-present-bar]').getBoundingClientRect();
  const progress = document.querySelector('.present-progress').getBoundingClientRect();
  const box = { top: bar.bottom - 1, left: -1, right: innerWidth + 1, bottom: progress.top + 1 };
  const shown = [...document.querySelectorAll('[data-lesson-body] > [data-present-on]')];
  if (document.documentElement.hasAttribute('data-present-first'))
    shown.push(document.querySelector('[data-lesson] > h1'));
  const BOARDS = ':is([data-diagram-board], [data-puzzle-board])';
  const boards = [...document.querySelectorAll(`[data-present-on] ${BOARDS}`)]
    .filter((b) => b.checkVisibility())
    .map((b) => b.getBoundingClientRect());
  const name = (e) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('data-step') ? `[data-step=${e.getAttribute('data-step')}]` : ''} “${(e.textContent ?? '').trim().slice(0, 40)}”`;
  const hidden = (e) => {
    const s = getComputedStyle(e);
    return s.clipPath.startsWith('inset(50%') || (s.position === 'absolute' && e.getBoundingClientRect().width <= 1);
  };
  const unseen = []; // visually hidden boxes (a board's list of cells for screen readers): their contents too
  for (const root of shown) {
    for (const e of [root, ...root.querySelectorAll('*')]) {
      if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue; // a board's picture: its box is checked
      if (!e.checkVisibility({ visibilityProperty: true }) || unseen.some((u) => u.contains(e))) continue;
      if (hidden(e)) {
        unseen.push(e);
        continue;
      }
      const r = e.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (r.top < box.top || r.bottom > box.bottom || r.left < box.left || r.right > box.right) {
        out.push(
          `${name(e)} out of the screen (${Math.round(r.left)},${Math.round(r.top)})–(${Math.round(r.right)},${Math.round(r.bottom)})`,
        );
        if (out.length > 4) return { out, fit };
        continue;
      }
      // Text beside a board stays out of the board's column.
      if (!e.closest(BOARDS) && !e.querySelector(BOARDS) && e.children.length === 0)
        for (const b of boards)
          if (r.right > b.left + 1 && r.left < b.right - 1 && r.bottom > b.top + 1 && r.top < b.bottom - 1) {
            out.push(`${name(e)} under the board`);
            break;
          }
    }
  }
  return { out, fit };
}

/** Checks every step of one lesson at every size, in both themes. */
async function checkLesson(id) {
  const page = await browser.newPage({ viewport: SIZES[0] });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/variants/${id}/?present=1&step=1`);
  await page.locator('[data-present-bar]').waitFor();
  const count = Number((await page.locator('[data-present-count]').textContent()).split('/')[1]);
  const failures = [];
  const fits = [];
  let checks = 0;
  const next = page.locator('.present-bar button[aria-label="Next step"]');
  for (let s = 1; s <= count; s++) {
    if (s > 1) await next.click();
    await page
      .locator('[data-present-count]')
      .filter({ hasText: new RegExp(`^${s} /`) })
      .waitFor();
    await settle(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (let t = 0; t < 2; t++) {
        if (t) await page.keyboard.press('t');
        const theme = await page.evaluate(() => document.documentElement.dataset.presentTheme);
        let { out: bad, fit } = await page.evaluate(misfits);
        // A board re-laid out by the resize or the theme may take a few frames: judge the settled screen.
        if (bad.length) ({ out: bad, fit } = await page.waitForTimeout(500).then(() => page.evaluate(misfits)));
        checks++;
        fits.push(fit);
        if (!bad.length) continue;
        failures.push(`${id} ${size.width}x${size.height} ${theme} step ${s}/${count}: ${bad.join('; ')}`);
        if (process.env.SLIDES_SHOTS)
          await page.screenshot({ path: `${SHOTS}/${id}-${size.width}x${size.height}-${theme}-${s}.png` });
      }
    }
  }
  await page.close();
  return { id, checks, failures, errors, count, fits };
}

test('every presenter step of every lesson fits the screen at four sizes, in both themes', async () => {
  if (!process.env.SLIDES_ONLY) assert.ok(LESSONS.length >= 7, `the lessons (${LESSONS.join(', ')})`);
  const jobs = [...LESSONS];
  const results = [];
  const worker = async () => {
    for (let id = jobs.shift(); id; id = jobs.shift()) results.push(await checkLesson(id));
  };
  await Promise.all([worker(), worker()]);
  const checks = results.reduce((n, r) => n + r.checks, 0);
  const steps = Object.fromEntries(results.map((r) => [r.id, r.count]));
  const fits = results.flatMap((r) => r.fits);
  const shrunk = fits.filter((f) => f < 1);
  console.log(`slides: ${checks} step×size×theme checks; steps per lesson ${JSON.stringify(steps)}`);
  console.log(
    `slides: text at full size in ${fits.length - shrunk.length} checks, shrunk to fit in ${shrunk.length} (smallest ${Math.min(1, ...fits)})`,
  );
  const failures = results.flatMap((r) => r.failures);
  assert.deepEqual(failures, []);
  assert.deepEqual(
    results.flatMap((r) => r.errors),
    [],
  );
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
    const y = Math.round(viewport.height * 0.4);
    await swipe(cdp, viewport.width * 0.8, viewport.width * 0.2, y);
    await page.locator('[data-present-count]').filter({ hasText: /^3 \// }).waitFor();
    await swipe(cdp, viewport.width * 0.2, viewport.width * 0.8, y);
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
