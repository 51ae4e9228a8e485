// npx playwright test learn --workers=1   (needs out/ from `npm run build`)
// A lesson's path on a phone (issue #43), at 360x740 with touch, by taps alone (a tap on a destination previews it,
// `data-board-preview`, and a second tap plays it, on a prism's level map as in the picture): every step of every lesson's path
// fits the screen (the step does not scroll, and nothing of it lies outside the space between the path's bars; a
// prism's level is drawn with cells at least 40 px across), and Next leads through the whole path; the progress is
// kept across a reload and shown on the home page. The whole Lengthleaper path is walked by taps, every exercise solved
// with three stars by a shortest line the engine finds (test/e2e/exercise-lines.ts, run with tsx). LEARN_ONLY=peanut,lengthleaper checks only those lessons;
// HEXPLORE_SHOTS=1 saves a screenshot of each failing step to test-results/learn/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { discoverPages } from '../../scripts/pages.mjs';
import { test } from './fixtures.mjs';

const ALL = discoverPages('out')
  .pages.filter((p) => p.type === 'learn')
  .map((p) => p.variant);
const LESSONS = ALL.filter((id) => !process.env.LEARN_ONLY || process.env.LEARN_ONLY.split(',').includes(id));
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const SHOTS = 'test-results/learn';

/** In the page: what does not fit on the step shown (empty when it all fits), after two frames. */
async function misfits() {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const out = [];
  const stage = document.querySelector('[data-learn-stage]');
  if (stage.scrollHeight > stage.clientHeight + 1)
    out.push(`the step scrolls (${stage.scrollHeight} > ${stage.clientHeight})`);
  const box = stage.getBoundingClientRect();
  const name = (e) => `${e.tagName.toLowerCase()} “${(e.textContent ?? '').trim().slice(0, 40)}”`;
  const hidden = (e) => {
    const s = getComputedStyle(e);
    return s.clipPath.startsWith('inset(50%') || (s.position === 'absolute' && e.getBoundingClientRect().width <= 1);
  };
  const unseen = [];
  for (const e of stage.querySelectorAll('*')) {
    if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;
    if (!e.checkVisibility({ visibilityProperty: true }) || unseen.some((u) => u.contains(e))) continue;
    if (hidden(e)) {
      unseen.push(e);
      continue;
    }
    const r = e.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    if (r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1 || r.right > box.right + 1) {
      out.push(
        `${name(e)} cut (${Math.round(r.left)},${Math.round(r.top)})–(${Math.round(r.right)},${Math.round(r.bottom)})`,
      );
      if (out.length > 3) break;
    }
  }
  // A prism's shown level: its cells at least 40 px across.
  for (const svg of stage.querySelectorAll('[data-level-maps] svg[data-board-svg]')) {
    if (!svg.checkVisibility()) continue;
    const cell = svg.querySelector('[data-c]');
    const w = cell?.getBoundingClientRect().width ?? 0;
    if (w && w < 40) out.push(`a level's cells are ${w.toFixed(1)} px across`);
  }
  return out;
}

/** In the page: `misfits` at once and again every 50 ms until the step fits, or once more after `ms`. */
const settled = new Function(
  'ms',
  `const misfits = ${misfits.toString()};
  return (async () => {
    const end = performance.now() + ms;
    for (let first = true; ; first = false) {
      if (!first) await new Promise((r) => setTimeout(r, 50));
      const live = [...document.querySelectorAll('[data-learn-on] [data-board-state], [data-learn-on][data-board-state]')]
        .filter((e) => e.checkVisibility())
        .every((e) => e.getAttribute('data-board-state') === 'live');
      const last = performance.now() >= end;
      const r = await misfits();
      if ((live && !r.length) || last) return r;
    }
  })();`,
);

/** Waits until the path shows step `n`. */
const onStep = (page, n) => page.locator(`[data-learn][data-learn-step="${n}"]`).waitFor({ timeout: 15_000 });

/** Taps a cell of the exercise's board: on a prism, on the level map of its level, its tab tapped first. */
async function tapCell(page, cell, prism) {
  const board = page.locator('[data-exercise] [data-exercise-board]');
  if (prism) {
    const level = cell[1];
    const tab = board.locator(`[data-level-tab="${level}"]`);
    if ((await tab.getAttribute('aria-pressed')) !== 'true') await tab.tap();
    await board.locator(`[data-level-maps] figure[data-level="${level}"] [data-c="${cell}"]`).tap();
  } else await board.locator(`[data-board-picture] svg[data-board-svg] [data-c="${cell}"]`).first().tap();
}

/** What the exercise's board shows, for a failure's message: the preview, the shown level, the marked cells. */
const boardState = (page) =>
  page.locator('[data-exercise]').evaluate((ex) => {
    const root = ex.querySelector('[data-board-root]');
    const dests = [...ex.querySelectorAll('[data-cell][data-dest="true"]')].map((c) => c.dataset.cell);
    const shown = ex.querySelector('[data-level-maps] figure[data-shown]')?.dataset.level;
    return `preview ${root?.dataset.boardPreview ?? 'none'}, level ${shown}, destinations ${dests.join(' ') || 'none'}, moves ${ex.dataset.exerciseMoves}`;
  });

/** Solves the exercise on the screen by taps, playing `line` (long move texts); returns its rating. */
async function solve(page, line) {
  const ex = page.locator('[data-exercise]');
  const prism = (await ex.locator('[data-level-maps]').count()) > 0;
  for (const [i, move] of line.entries()) {
    const m = /^([a-z0-9]+)[-x!]([a-z0-9]+)(=\+?[A-Z])?$/.exec(move);
    assert.ok(m, `a move the test can tap: ${move}`);
    await tapCell(page, m[1], prism);
    // A tap on a destination, in the picture or on a level map, previews its move; a second tap plays it (a promotion
    // then offers its choice).
    const played = page.locator(`[data-exercise][data-exercise-moves="${i + 1}"]`);
    const choice = page.locator(`[data-move="${move}"]`);
    // The man is selected once its destination is marked in the cell list.
    await page
      .locator(`[data-exercise] [data-cell="${m[2]}"][data-dest="true"]`)
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(async () => {
        throw new Error(`${move}: ${m[1]} tapped, ${m[2]} not offered (${await boardState(page)})`);
      });
    await tapCell(page, m[2], prism);
    await page
      .locator(`[data-exercise] [data-board-preview="${m[2]}"]`)
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(async () => {
        throw new Error(`${move}: ${m[2]} tapped once, no preview (${await boardState(page)})`);
      });
    await tapCell(page, m[2], prism);
    if (m[3]) await choice.tap();
    await played.waitFor({ timeout: 10_000 });
  }
  await page.locator('[data-exercise][data-exercise-rating]').waitFor({ timeout: 10_000 });
  return Number(await ex.getAttribute('data-exercise-rating'));
}

/**
 * Answers the question on the screen by tapping its offered answers in turn until the right one: each wrong one is
 * marked and refused, the right one shows the guide's answer, and the step still fits. A count question's free board,
 * set up with its position and its man selected, shows as many moves as the right answer says. Returns the failures.
 */
async function answer(page, id, s) {
  const failures = [];
  const q = page.locator('[data-learn-question]');
  const choices = q.locator('[data-learn-choice]');
  const n = await choices.count();
  if (n < 3) failures.push(`${id} step ${s}: ${n} answers offered`);
  let right = -1;
  for (let i = 0; i < n && right < 0; i++) {
    const choice = q.locator(`[data-learn-choice="${i}"]`);
    const text = await choice.textContent();
    await choice.tap();
    const mark = await q.locator(`[data-learn-choice="${i}"][data-mark]`).getAttribute('data-mark');
    if (mark === 'right') right = i;
    else {
      assert.equal(mark, 'wrong', `${id} step ${s}: “${text}” marked`);
      assert.ok(await choice.isDisabled(), `${id} step ${s}: a wrong answer cannot be chosen again`);
      assert.equal(await q.getAttribute('data-learn-question-state'), 'wrong');
    }
  }
  if (right < 0) return [...failures, `${id} step ${s}: no offered answer is right`];
  await page.locator('[data-learn-answer]:visible').waitFor();
  const chosen = (await q.locator('[data-learn-choice]').textContent()).replace(/^✓\s*/, '');
  const out = await page.evaluate(settled, 3000);
  if (out.length) failures.push(`${id} step ${s}, answered: ${out.join('; ')}`);
  const setUp = q.locator('a[href*="position="]');
  if (await setUp.count()) {
    const board = await page.context().newPage();
    await board.goto(new URL(await setUp.getAttribute('href'), page.url()).href);
    await board.locator('[data-board-ready="true"] [data-dest="true"]').first().waitFor({ state: 'attached' });
    const moves = await board
      .locator('[data-cell][data-dest="true"]')
      .evaluateAll((cs) => cs.reduce((k, c) => k + c.dataset.moves.split(' ').length, 0));
    if (chosen !== `${moves} moves`) failures.push(`${id} step ${s}: “${chosen}” but the free board shows ${moves}`);
    await board.close();
  }
  return failures;
}

/**
 * Walks a lesson's path from step 1 by tapping Next, checking that every step fits; with `lines` (exercise id to its
 * shortest line) solves every exercise on the way. Returns the failures.
 */
async function walk(page, base, id, lines) {
  await page.goto(`${base}/variants/${id}/learn/?step=1`);
  await onStep(page, 1);
  const count = Number(await page.locator('[data-learn]').getAttribute('data-learn-steps'));
  const failures = [];
  for (let s = 1; s <= count; s++) {
    if (s > 1) {
      await page.locator('[data-learn-next]').tap();
      await onStep(page, s);
    }
    const out = await page.evaluate(settled, 6000);
    const kind = await page.locator('[data-learn]').getAttribute('data-learn-kind');
    if (kind === 'question') failures.push(...(await answer(page, id, s)));
    if (kind === 'exercise' && lines) {
      const ex = page.locator('[data-exercise]');
      const xid = await ex.getAttribute('data-exercise');
      const line = lines[xid];
      assert.equal(line?.length, Number(await ex.getAttribute('data-exercise-min')), `${xid}: the line is the minimum`);
      const stars = await solve(page, line);
      if (stars !== 3) failures.push(`${id} ${xid}: ${stars} stars for ${line.length} moves`);
      // The result is in view.
      const r = await page.locator('[data-exercise-result]').boundingBox();
      if (!r || r.y < 0 || r.y + r.height > 740) failures.push(`${id} ${xid}: the result is out of view`);
    }
    if (out.length) {
      failures.push(`${id} step ${s}: ${out.join('; ')}`);
      if (process.env.HEXPLORE_SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${id}-${s}.png` });
      }
    }
  }
  return { count, failures };
}

test.describe.configure({ mode: 'parallel' });

for (const id of LESSONS.filter((x) => x !== 'lengthleaper'))
  test(`${id}: every step of the path fits a 360x740 phone, walked by taps`, async ({ browser, site }) => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { count, failures } = await walk(page, site.url, id);
    assert.ok(count > 5, `${id}: ${count} steps`);
    assert.deepEqual(failures, []);
    // The last step's Next finishes the path.
    await page.locator('[data-learn-finish]').waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

test('Lengthleaper: the whole path walked by taps on a phone, every exercise with three stars, progress on the home page', async ({
  browser,
  site,
}) => {
  test.setTimeout(1_800_000);
  const id = 'lengthleaper';
  const lines = JSON.parse(execFileSync('npx', ['tsx', 'test/e2e/exercise-lines.ts', id], { encoding: 'utf8' }))[id];
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { count, failures } = await walk(page, site.url, id, lines);
  assert.deepEqual(failures, []);
  assert.deepEqual(errors, []);
  // After a reload the path opens where the student stopped; the home page shows every step and exercise done.
  await page.goto(`${site.url}/variants/${id}/learn/`);
  await onStep(page, count);
  await page.goto(`${site.url}/`);
  const n = Object.keys(lines).length;
  const summary = page.locator(`[data-learn-progress="${id}"] [data-learn-summary]`);
  await summary.filter({ hasText: /steps/ }).waitFor();
  assert.equal(await summary.textContent(), `${count - n} of ${count - n} steps, ${n} of ${n} exercises`);
  await ctx.close();
});

test('the progress is kept across a reload, the path resumes, and the home page shows it', async ({
  browser,
  site,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const id = 'peanut';
  await page.goto(`${site.url}/variants/${id}/learn/`);
  await onStep(page, 1);
  const count = Number(await page.locator('[data-learn]').getAttribute('data-learn-steps'));
  for (let s = 2; s <= 4; s++) {
    await page.locator('[data-learn-next]').tap();
    await onStep(page, s);
  }
  await page.goto(`${site.url}/variants/${id}/learn/`);
  await onStep(page, 4);
  await page.goto(`${site.url}/`);
  const progress = page.locator(`[data-learn-progress="${id}"] [data-learn-summary]`);
  await progress.filter({ hasText: /steps/ }).waitFor();
  assert.match(await progress.textContent(), /^4 of \d+ steps/);
  // A bad step in the address is clamped, with a notice.
  await page.goto(`${site.url}/variants/${id}/learn/?step=999`);
  await onStep(page, count);
  assert.match(await page.locator('[data-learn-notice]').textContent(), new RegExp(`has ${count} steps`));
  // Start over, confirmed, forgets it.
  page.once('dialog', (d) => d.accept());
  await page.locator('[data-learn-reset]').tap();
  await onStep(page, 1);
  await page.goto(`${site.url}/`);
  await progress.filter({ hasText: /^1 of \d+ steps/ }).waitFor();
  await ctx.close();
});
