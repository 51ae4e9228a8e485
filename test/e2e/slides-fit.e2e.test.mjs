// npx playwright test slides-fit   (needs out/ from `npm run build`)
// Slides that fit and that a class can read (issues #20, #32), a test per lesson (run in parallel across the
// workers): every presenter step of the 45-minute class of every lesson, at four projector sizes and in both themes,
// shows without scrolling and without a cut element: the stage does not scroll, and every visible element of the
// step (text, caption, board, puzzle) lies inside the screen below the presenter's bar, and text does not run under
// the board. The steps only the longer course adds (`&course=full`) are checked the same way at 1280×720, in both
// themes (the same layouts; checking them at every size would double the time of these slow files). Every step also
// shows at most 40 words beside a board and 60 without one (Try it's questions 100; a puzzle is its own text), and
// nothing on it repeats its heading. One browser page per course of a lesson: each step is shown once (its boards
// brought to life), then the window is resized to each size (largest first on every other step, so that a step
// starts at the size the last one ended at) and the step checked in one theme, the theme toggled (T) and checked
// again. SLIDES_SHOTS=1 writes a screenshot of every failing step to test-results/slides/; SLIDES_ONLY=panoply,peanut
// checks only those lessons (while working on them).
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { discoverPages } from '../../scripts/pages.mjs';

/** Every lesson of the export, in the order of its files. */
const ALL = discoverPages('out')
  .pages.filter((p) => p.type === 'lesson')
  .map((p) => p.variant);
const LESSONS = ALL.filter((id) => !process.env.SLIDES_ONLY || process.env.SLIDES_ONLY.split(',').includes(id));
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const SHOTS = 'test-results/slides';

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
  const theme = document.documentElement.dataset.presentTheme;
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
  // A board's picture fills its share of the screen: a 3-D view or the main 2-D picture at least a third of the
  // screen's height (a stacked board in 3-D once drew its scene 0 px tall beside its hidden level maps).
  for (const b of document.querySelectorAll(`[data-present-on] ${BOARDS}`)) {
    if (!b.checkVisibility()) continue;
    const pic = b.querySelector('[data-board3d-view]') ?? b.querySelector('[data-board-picture] svg[data-board-svg]');
    const h = pic?.getBoundingClientRect().height ?? 0;
    if (h < innerHeight / 3) out.push(`a board's picture is ${Math.round(h)} px tall`);
  }
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
        if (out.length > 4) return { out, fit, theme };
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
  return { out, fit, theme };
}

/** In the page: the words the step shows besides its headings and inside its boards, the limit for them, and any
 *  visible text that repeats the step's heading. */
function slideText() {
  const BOARDS = '[data-diagram-board], [data-puzzle-board]';
  const shown = [...document.querySelectorAll('[data-lesson-body] > [data-present-on]')];
  const puzzle = shown.some(
    (e) =>
      e.hasAttribute('data-present-part') &&
      e.querySelector('[data-puzzle-id]:not([data-present-off])')?.checkVisibility(),
  );
  const board = shown.some((e) => [...e.querySelectorAll(BOARDS)].some((b) => b.checkVisibility()));
  const norm = (t) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  // The step's heading: the section's (the last top-level heading), else a box's own (Recap, Try it).
  const top = shown.filter((e) => e.matches('h2, h3'));
  const heading =
    top.at(-1) ?? shown.flatMap((e) => [...e.querySelectorAll('h2, h3')]).find((h) => h.checkVisibility());
  let words = 0;
  const repeats = [];
  for (const root of shown) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(BOARDS) || el.closest('h1, h2, h3') || !el.checkVisibility({ visibilityProperty: true }))
        continue;
      if (el.closest('[style*="clip"], .visually-hidden') || getComputedStyle(el).clipPath.startsWith('inset(50%'))
        continue;
      words += (n.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    if (top.includes(root)) continue;
    for (const e of [root, ...root.querySelectorAll('p, li, figcaption, h2, h3, h4, span, div')])
      if (
        heading &&
        e !== heading &&
        !e.contains(heading) &&
        !e.closest(BOARDS) &&
        e.checkVisibility() &&
        norm(e.textContent ?? '') === norm(heading.textContent ?? '')
      )
        repeats.push(e.tagName.toLowerCase());
  }
  const limit = puzzle ? Infinity : shown.some((e) => e.hasAttribute('data-present-part')) ? 100 : board ? 40 : 60;
  return { words, limit, repeats };
}

/** In the page: `misfits` again every few frames until the step fits, or once more after `ms`. `misfits` is
 *  passed in by its source, as Playwright passes a function. */
const misfitsSettled = new Function(
  'ms',
  `const misfits = ${misfits.toString()};
  return (async () => {
    const end = performance.now() + ms;
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const last = performance.now() >= end;
      const r = await misfits();
      if (!r.out.length || last) return r;
    }
  })();`,
);

/**
 * Checks every step of one lesson's 45-minute class at every size, in both themes (`full`: the steps only the
 * longer course adds, at 1280×720).
 */
async function checkLesson(browser, srv, id, full = false, core = 0) {
  const page = await browser.newPage({ viewport: full ? SIZES[1] : SIZES[0] });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/variants/${id}/?present=1&step=1${full ? '&course=full' : ''}`);
  await page.locator('[data-present-bar]').waitFor();
  const count = Number((await page.locator('[data-present-count]').textContent()).split('/')[1]);
  if (full && count === core) {
    // No section is left out of the 45-minute class: nothing more to check.
    await page.close();
    return { id: `${id} (longer course)`, checks: 0, failures: [], errors, count, checked: 0, fits: [] };
  }
  const failures = [];
  const fits = [];
  let checks = 0;
  let checked = 0;
  const next = page.locator('.present-bar button[aria-label="Next step"]');
  for (let s = 1; s <= count; s++) {
    if (s > 1) await next.click();
    await page
      .locator('[data-present-count]')
      .filter({ hasText: new RegExp(`^${s} /`) })
      .waitFor();
    const extra = await page.evaluate(() => document.documentElement.hasAttribute('data-present-extra'));
    if (full && !extra) continue;
    if (!full && extra) failures.push(`${id} step ${s}: a step of the longer course in the 45-minute class`);
    checked++;
    await settle(page);
    const text = await page.evaluate(slideText);
    if (text.words > text.limit)
      failures.push(`${id} step ${s}/${count}: ${text.words} words on the slide (at most ${text.limit})`);
    if (text.repeats.length) failures.push(`${id} step ${s}/${count}: ${text.repeats.join(', ')} repeats the heading`);
    for (const size of full ? [SIZES[1]] : s % 2 ? SIZES : [...SIZES].reverse()) {
      const now = page.viewportSize();
      if (now.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
      for (let t = 0; t < 2; t++) {
        if (t) await page.keyboard.press('t');
        let { out: bad, fit, theme } = await page.evaluate(misfits);
        // A board re-laid out by the resize or the theme may take a few frames: judge the settled screen (500 ms
        // after the first look at most; as soon as it fits).
        if (bad.length) ({ out: bad, fit, theme } = await page.evaluate(misfitsSettled, 500));
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
  return { id: full ? `${id} (longer course)` : id, checks, failures, errors, count, checked, fits };
}

test.describe.configure({ mode: 'parallel' });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('every lesson of the export has its slides checked', () => {
  if (!process.env.SLIDES_ONLY) assert.ok(ALL.length >= 7, `the lessons (${ALL.join(', ')})`);
});

for (const id of LESSONS) {
  test(`${id}: every presenter step fits the screen (the 45-minute class at four sizes, the longer course's own steps at one), in both themes, with few words`, async ({
    site,
    browser,
  }) => {
    const results = [await checkLesson(browser, site, id)];
    const longer = await checkLesson(browser, site, id, true, results[0].count);
    assert.ok(longer.count >= results[0].count, `${id}: the longer course holds the 45-minute class`);
    assert.equal(longer.checked, longer.count - results[0].count, `${id}: the longer course's own steps`);
    results.push(longer);
    const checks = results.reduce((n, r) => n + r.checks, 0);
    const steps = Object.fromEntries(results.map((r) => [r.id, r.checked]));
    const fits = results.flatMap((r) => r.fits);
    const shrunk = fits.filter((f) => f < 1);
    console.log(`slides ${id}: ${checks} step×size×theme checks; steps ${JSON.stringify(steps)}`);
    console.log(
      `slides ${id}: text at full size in ${fits.length - shrunk.length} checks, shrunk to fit in ${shrunk.length} (smallest ${Math.min(1, ...fits)})`,
    );
    assert.deepEqual(
      results.flatMap((r) => r.failures),
      [],
    );
    assert.deepEqual(
      results.flatMap((r) => r.errors),
      [],
    );
  });
}
