// npx playwright test classroom (needs out/ from `next build`)
// Classroom (issue #9): presenter mode driven with the keyboard on a 1280×720 "projector" (steps, counter, the
// address, reload, theme, Escape), bad presenter links, and printed handouts: print media shows no 3-D canvas and
// no tool bars, and Chromium's PDF of a lesson runs to several pages on A4 and on Letter (written to /tmp).
// Screenshots (HEXPLORE_SHOTS=1): test-results/classroom/.
// Over 300 lines: presenter mode, its links, the notes window and printing share one served export and browser; each
// test is one flow a teacher follows.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { openPage, reviewShot } from './browser.mjs';

const SHOTS = 'test-results/classroom';
const PROJECTOR = { width: 1280, height: 720 };
let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  mkdirSync(SHOTS, { recursive: true });
});

/** Returns [step, count] from the presenter's counter ("3 / 17"). */
async function counter(page) {
  const t = (await page.locator('[data-present-count]').textContent()).trim();
  const m = /^(\d+) \/ (\d+)$/.exec(t);
  assert.ok(m, `counter "${t}"`);
  return [Number(m[1]), Number(m[2])];
}
const stepInUrl = (page) => new URL(page.url()).searchParams.get('step');
const presenting = (page) => page.evaluate(() => document.documentElement.hasAttribute('data-presenting'));

test('presenter mode: enter with the keyboard, step with arrows and a clicker’s keys, reload, theme, Escape', async () => {
  const { page, pageErrors, consoleErrors } = await openPage(browser, PROJECTOR);
  await page.goto(`${srv.url}/variants/peanut/`);
  await page.getByRole('heading', { level: 1, name: 'Peanut' }).waitFor();
  assert.equal(await presenting(page), false);

  // Enter: focus the Present button and press Enter.
  await page.locator('[data-present-button]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-present-bar]').waitFor();
  assert.equal(await presenting(page), true);
  const [first, count] = await counter(page);
  assert.equal(first, 1);
  assert.ok(count >= 10, `a lesson has many steps (${count})`);
  assert.equal(stepInUrl(page), '1');
  // Step 1 is the title and the opening's key points (issue #32: the introduction's paragraph is in the speaker
  // notes, not on the slide); the rest of the lesson is hidden, and so is the site's header.
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Peanut' }).isVisible());
  assert.ok(await page.locator('[data-lesson-body] > [data-key-points][data-present-on]').isVisible());
  assert.equal(await page.getByText('In 1998 the Chess Variant Pages').isVisible(), false);
  await page.keyboard.press('n');
  assert.match(await page.locator('[data-present-prose]').innerText(), /In 1998 the Chess Variant Pages/);
  await page.keyboard.press('n');
  assert.equal(await page.locator('#the-board').isVisible(), false);
  assert.equal(await page.locator('.site-header').isVisible(), false);
  // The focus is on the stage, and the step is announced.
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-lesson-body')), true);
  assert.match(await page.locator('[data-present-live]').textContent(), new RegExp(`^Step 1 of ${count}`));

  // You will learn is in the notes too: step 2 opens the section “The board”.
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await counter(page), [2, count]);
  assert.equal(await page.getByText('You will learn').isVisible(), false);
  assert.ok(await page.locator('#the-board').isVisible(), 'step 2 opens the section “The board”');
  assert.match(await page.locator('[data-present-section]').textContent(), /The board/);
  await page.keyboard.press('PageDown');
  assert.deepEqual(await counter(page), [3, count]);
  assert.equal(await page.locator('#the-board').isVisible(), false);
  await page.keyboard.press('PageUp');
  assert.deepEqual(await counter(page), [2, count]);
  assert.equal(stepInUrl(page), '2');
  assert.match(await page.locator('[data-present-live]').textContent(), new RegExp(`^Step 2 of ${count}`));
  await page.keyboard.press('Home');

  // On to the first board with key points beside it: large on a 1280×720 screen, its key points at 28 px or more
  // (the caption goes to the speaker notes), and still playable.
  let board;
  for (let i = 0; i < 6 && !board; i++) {
    await page.keyboard.press('ArrowRight');
    // A board shows its picture at once and becomes playable as soon as it is on screen.
    if (!(await page.locator('[data-present-on] [data-diagram-board]').first().isVisible())) continue;
    if (!(await page.locator('[data-lesson-body] > [data-key-points][data-present-on]').count())) continue;
    board = page.locator('[data-present-on] [data-diagram-board] svg[data-board-svg]').first();
    await board.waitFor({ timeout: 15_000 });
  }
  assert.ok(board, 'a board step within the first few steps');
  const [atBoard] = await counter(page);
  const box = await board.boundingBox();
  assert.ok(box.height >= 0.6 * PROJECTOR.height, `board height ${box.height} px ≥ 60 % of ${PROJECTOR.height}`);
  assert.equal(await page.locator('[data-present-on] figcaption:visible').count(), 0, 'the caption is in the notes');
  const textPx = await page
    .locator('[data-lesson-body] > [data-key-points][data-present-on] li')
    .first()
    .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(textPx >= 28, `key points at ${textPx} px`);
  // (Beside key points the figure's caption is in the notes, so the figure's own box is empty: find it by its board.)
  const fig = page
    .locator('figure[data-diagram]')
    .filter({ has: page.locator('[data-diagram-board]:visible') })
    .first();
  assert.equal(await fig.locator('[data-board-ready="true"]').count(), 1);
  // The board keeps its own arrow keys (the cell list), and a clicker's Page Down still moves on.
  const cell = fig.locator('[data-cell]').first();
  await cell.focus();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await counter(page), [atBoard, count], 'arrows on a focused cell move between cells');
  await reviewShot(page, { path: `${SHOTS}/peanut-board-light.png` });
  await page.keyboard.press('PageDown');
  assert.deepEqual(await counter(page), [atBoard + 1, count]);
  await page.keyboard.press('PageUp');
  assert.deepEqual(await counter(page), [atBoard, count]);
  assert.equal(stepInUrl(page), String(atBoard));

  // The address reproduces the step: reload and land on it.
  const visibleHeading = async () => page.locator('[data-present-section]').textContent();
  const before = await visibleHeading();
  await page.reload();
  await page.locator('[data-present-bar]').waitFor();
  assert.deepEqual(await counter(page), [atBoard, count]);
  assert.equal(await visibleHeading(), before);
  await page.locator('[data-present-on] [data-diagram-board] svg[data-board-svg]').first().waitFor({ timeout: 15_000 });

  // Theme: T toggles dark, kept in the address and across a reload; T again is light.
  const bg = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-lesson-body]')).backgroundColor);
  assert.equal(await bg(), 'rgb(255, 255, 255)');
  await page.keyboard.press('t');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.presentTheme), 'dark');
  assert.equal(await bg(), 'rgb(13, 16, 20)');
  assert.equal(new URL(page.url()).searchParams.get('theme'), 'dark');
  assert.equal(await page.locator('[data-present-theme-button]').getAttribute('aria-pressed'), 'true');
  await reviewShot(page, { path: `${SHOTS}/peanut-board-dark.png` });
  await page.reload();
  await page.locator('[data-present-bar]').waitFor();
  assert.equal(await bg(), 'rgb(13, 16, 20)');
  await page.keyboard.press('T');
  assert.equal(await bg(), 'rgb(255, 255, 255)');
  assert.equal(new URL(page.url()).searchParams.get('theme'), null);

  // Home and End.
  await page.keyboard.press('End');
  assert.deepEqual(await counter(page), [count, count]);
  await page.keyboard.press('Home');
  assert.deepEqual(await counter(page), [1, count]);

  // Escape leaves: the whole lesson again, the address without the presenter, the focus back on Present.
  await page.keyboard.press('Escape');
  assert.equal(await presenting(page), false);
  assert.equal(await page.locator('[data-present-bar]').count(), 0);
  assert.equal(new URL(page.url()).search, '');
  assert.ok(await page.locator('#the-board').isVisible());
  assert.ok(await page.locator('.site-header').isVisible());
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-present-button')), true);
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('presenter links: bad steps show a notice and clamp, a section link opens its step, never a blank page', async () => {
  const { page, pageErrors, consoleErrors } = await openPage(browser, PROJECTOR);
  await page.goto(`${srv.url}/variants/glinski/?present=1&step=abc`);
  await page.locator('[data-present-bar]').waitFor();
  const [one, count] = await counter(page);
  assert.equal(one, 1);
  assert.match(await page.locator('[data-present-notice]').textContent(), /“abc” is not a step number: showing step 1/);
  assert.equal(stepInUrl(page), '1', 'the address is corrected');

  await page.goto(`${srv.url}/variants/glinski/?present=1&step=999&theme=purple`);
  await page.locator('[data-present-bar]').waitFor();
  assert.deepEqual(await counter(page), [count, count]);
  const notice = await page.locator('[data-present-notice]').textContent();
  assert.match(notice, new RegExp(`This lesson has ${count} steps: showing step ${count}`));
  assert.match(notice, /There is no theme “purple”/);
  assert.ok((await page.locator('[data-lesson-body] > [data-present-on]').count()) >= 1, 'the step shows something');
  // The notice goes with the next move.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('[data-present-notice]').count(), 0);

  // `?present=1#id` opens the step that holds the section.
  await page.goto(`${srv.url}/variants/glinski/?present=1#how-the-game-ends`);
  await page.locator('[data-present-bar]').waitFor();
  assert.ok(await page.locator('#how-the-game-ends').isVisible());
  assert.match(await page.locator('[data-present-section]').textContent(), /How the game ends/);
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

/** Counts the pages of a PDF (its /Type /Page objects). */
const pdfPages = (file) => (readFileSync(file, 'latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

for (const id of ['peanut', 'lengthleaper']) {
  test(`${id}: the printed handout has 2-D boards, no tool bars, a header, answer space, and prints on A4 and Letter`, async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, { width: 1200, height: 900 });
    await page.goto(`${srv.url}/variants/${id}/`);
    await page.locator('[data-board-ready="true"]').first().waitFor({ timeout: 15_000 });
    await page.emulateMedia({ media: 'print' });
    // Boards that open in 3-D print as 2-D: no 3-D view anywhere and no canvas printed (the page's one 3-D canvas,
    // if a board made it, is not drawn on paper), a 2-D board in every diagram (the playable SVG, or the static
    // picture of a board not yet scrolled to).
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-board3d-view]') &&
        [...document.querySelectorAll('canvas')].every((c) => c.getClientRects().length === 0),
      null,
      { timeout: 10_000 },
    );
    const figures = await page.locator('figure[data-diagram]').count();
    assert.ok(figures > 3);
    assert.equal(
      await page.locator('figure[data-diagram]:not(:has(svg[data-board-svg], img[data-board-svg]))').count(),
      0,
      'every diagram has its 2-D board',
    );
    const visible = (sel) => page.locator(sel).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
    const chrome =
      '[data-diagram-board] button:not([data-cell]), [data-classroom-tools] button, [data-toc], .site-header, [data-pager]';
    assert.equal(await visible(chrome), 0, 'no buttons, tool bars, contents or site header');
    assert.ok(
      (await visible('figure[data-diagram] svg[data-board-svg] [data-labels] text')) > 0,
      'coordinates on the boards',
    );
    assert.ok(await page.locator('[data-print-header]').isVisible());
    assert.match(await page.locator('[data-print-header]').textContent(), new RegExp(`/variants/${id}/`));
    // Ruled space under each exercise of "Try it yourself".
    const exercises = page.locator('[data-exercises] li');
    assert.ok((await exercises.count()) >= 3);
    const space = await exercises.first().evaluate((li) => parseFloat(getComputedStyle(li, '::after').height));
    assert.ok(space > 50, `answer space ${space} px`);
    await reviewShot(page, { path: `${SHOTS}/${id}-print.png` });

    for (const format of ['A4', 'Letter']) {
      const file = `/tmp/hexplore-${id}-${format}.pdf`;
      await page.pdf({ path: file, format });
      const n = pdfPages(file);
      console.log(`${file}: ${n} pages`);
      assert.ok(n > 1, `${format}: ${n} pages`);
    }
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
}

test('puzzle sheet: every puzzle with its 2-D board, goal and answer lines; the answers on a page of their own', async () => {
  const src = readFileSync('content/puzzles/peanut.ts', 'utf8');
  const ids = [...src.matchAll(/^\s*id: '([^']+)'/gm)].map((m) => m[1]);
  assert.ok(ids.length > 0, 'the peanut puzzles');
  const { page, pageErrors, consoleErrors } = await openPage(browser, { width: 1200, height: 900 });
  await page.goto(`${srv.url}/variants/peanut/puzzles/`);
  await page.locator('[data-sheet-link]').click();
  await page.getByRole('heading', { level: 1, name: 'Peanut: puzzle sheet' }).waitFor();
  assert.deepEqual(
    await page.locator('[data-sheet-puzzle]').evaluateAll((els) => els.map((e) => e.dataset.sheetPuzzle)),
    ids,
  );
  for (const id of ids) {
    const p = page.locator(`[data-sheet-puzzle="${id}"]`);
    assert.equal(
      (await p.locator('svg[data-board-svg] [data-labels] text').count()) > 0,
      true,
      `${id}: a board with coordinates`,
    );
    assert.match(
      await p.locator('[data-goal]').textContent(),
      /^(White|Black) to play: /,
      `${id}: side to move and goal`,
    );
    assert.equal(await p.locator('[data-answer-lines]').count(), 1);
  }
  // The answers: one per puzzle, each with its stored line, after a page break.
  assert.equal(await page.locator('[data-sheet-answers] dd').count(), ids.length);
  assert.match(await page.locator('[data-solution]').first().textContent(), /^White c3!d4$/);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('[data-sheet-answers]').evaluate((e) => getComputedStyle(e).breakBefore), 'page');
  assert.equal(await page.locator('[data-print-button]').isVisible(), false);
  assert.ok(await page.locator('[data-print-header]').isVisible());
  const file = '/tmp/hexplore-peanut-puzzle-sheet-A4.pdf';
  await page.pdf({ path: file, format: 'A4' });
  const n = pdfPages(file);
  console.log(`${file}: ${n} pages`);
  assert.ok(n >= 2, `${n} pages`);
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('teacher’s guide: plan, notes and answers on its own page; a second window follows the slides; N shows the note', async () => {
  const context = await browser.newContext({ viewport: PROJECTOR });
  const errors = [];
  const slides = await context.newPage();
  const notes = await context.newPage();
  for (const p of [slides, notes]) p.on('pageerror', (e) => errors.push(e.message));
  await notes.goto(`${srv.url}/variants/peanut/guide/`);
  await notes.getByRole('heading', { level: 1, name: 'Peanut: teacher’s guide' }).waitFor();
  const plan = await notes.locator('.guide-plan li').allInnerTexts();
  assert.equal(
    plan.reduce((n, t) => n + Number(/^(\d+) min/.exec(t)?.[1] ?? 0), 0),
    45,
    'the plan takes 45 minutes',
  );
  assert.equal(await notes.locator('#answers + ol > li').count(), 4, 'an answer to each Try-it question');
  assert.ok((await notes.locator('[data-guide-puzzle]').count()) >= 2, 'the puzzles’ answers');
  assert.match(await notes.locator('[data-guide-follow]').innerText(), /Not presenting/);

  // The students' lesson does not link to the guide; presenter mode offers it.
  await slides.goto(`${srv.url}/variants/peanut/`);
  assert.equal(await slides.locator('[data-lesson-body] a[href$="/guide/"]').count(), 0);
  await slides.locator('[data-present-button]').click();
  await slides.locator('[data-present-bar]').waitFor();
  assert.equal(await slides.locator('[data-present-notes-window]').count(), 1);
  await notes.waitForFunction(() => document.querySelector('[data-guide-follow]')?.dataset.guideFollow === '1');
  assert.equal(await notes.locator('[data-guide-current]').getAttribute('data-guide-section'), 'opening');
  // Step on until a new section: the notes window marks that section's note (notes are keyed by the heading's id).
  let section;
  for (let i = 0; i < 6 && !section; i++) {
    await slides.keyboard.press('ArrowRight');
    const t = await slides.locator('[data-present-section]').innerText();
    section = t.includes('·') ? t.split(' · ').at(-1) : undefined;
  }
  assert.ok(section, 'a step with a section');
  const [n] = await counter(slides);
  await notes.waitForFunction(
    (s) => document.querySelector('[data-guide-follow]')?.dataset.guideFollow === s,
    String(n),
  );
  const marked = notes.locator('[data-guide-current]');
  assert.equal(await marked.count(), 1);
  const id = await slides.evaluate(
    (t) =>
      [...document.querySelectorAll('[data-lesson-body] :is(h2, h3)')].find(
        (h) => h.textContent.replace(/#$/, '').trim() === t,
      )?.id,
    section,
  );
  assert.ok(id, `the lesson has a heading "${section}"`);
  const has = [
    await marked.getAttribute('data-guide-section'),
    ...(await marked.getAttribute('data-guide-has')).split(' '),
  ];
  assert.ok(has.includes(id), `the note of "${section}" (#${id}) is marked`);

  // N shows the speaker note on the presenter's screen, with the lesson's text of the step, and hides it; the notes
  // window shows that text too.
  await slides.keyboard.press('n');
  const note = slides.locator('[data-present-speaker-notes]');
  assert.equal(await note.locator('p').first().innerText(), await marked.locator('p').innerText());
  const prose = await slides.locator('[data-present-prose]').innerText();
  assert.ok(prose.length > 100, `the lesson's text of the step (${prose.length} characters)`);
  assert.equal(await notes.locator('[data-guide-prose] p').nth(1).innerText(), prose.split('\n')[0]);
  await reviewShot(slides, { path: `${SHOTS}/peanut-speaker-notes.png` });
  await slides.keyboard.press('n');
  assert.equal(await note.count(), 0);
  await slides.keyboard.press('Escape');
  await notes.waitForFunction(() => document.querySelector('[data-guide-follow]')?.dataset.guideFollow === '');

  // Printed, the guide has no follow strip and its boxes are not split.
  await notes.emulateMedia({ media: 'print' });
  assert.equal(await notes.locator('[data-guide-follow]').isVisible(), false);
  const pdf = await notes.pdf({ format: 'A4', printBackground: true });
  assert.ok(pdf.length > 10_000);
  assert.deepEqual(errors, []);
  await context.close();
});
