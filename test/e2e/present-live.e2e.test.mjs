// npx playwright test present-live (needs out/ from `next build`)
// The live class in one window (issue #44): a teacher in presenter mode starts the class from the presenter's bar
// (`data-present-live-class`), three phones join, follow the slides step by step, and answer a question asked about
// the puzzle on the slide on screen (`data-live-ask`); the counts reach the panel and the projector's results view
// (type at least 32 px at 1920x1080). The site's own server, one process, classes in memory (the `live` fixture).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from './fixtures.mjs';
import { enterMove } from './enter-move.mjs';

// For every Gliński puzzle: a move that solves it and a legal move that does not (the engine's).
const probe = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { PUZZLES } from './content/puzzles/index.ts';
     import { acceptedMoves, parsePosition } from './engine/index.ts';
     const out = {};
     for (const p of PUZZLES.filter((x) => x.variant === 'glinski')) {
       const pos = parsePosition(p.variant, p.position).value;
       const right = acceptedMoves(pos, p.goal).map((m) => pos.printMove(m));
       const wrong = pos.legalMoves().map((m) => pos.printMove(m)).find((t) => !right.includes(t));
       out[p.id] = { right: right[0], wrong };
     }
     console.log(JSON.stringify(out));`,
  ],
  { encoding: 'utf8' },
);
if (probe.status !== 0) throw new Error(`puzzle probe failed: ${probe.stderr}`);
const MOVES = JSON.parse(probe.stdout);

/** The first legal move of a Gliński position, by the engine. */
function firstMove(position) {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { parsePosition } from './engine/index.ts';
       const pos = parsePosition('glinski', ${JSON.stringify(position)}).value;
       console.log(pos.printMove(pos.legalMoves()[0]));`,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0 || !r.stdout.trim()) throw new Error(`no legal move in ${position}: ${r.stderr}`);
  return r.stdout.trim();
}

// The lesson's first Try-it question as the class is asked it (the same choices as the student's path).
const tryIt = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { lessonOf } from './components/mdx/lessons.ts';
     import { GUIDES } from './content/guides/index.ts';
     import { classQuestions } from './components/learn/questions.ts';
     console.log(JSON.stringify(classQuestions('glinski', lessonOf('glinski').questions, GUIDES.glinski.checks)[0]));`,
  ],
  { encoding: 'utf8' },
);
if (tryIt.status !== 0) throw new Error(`Try-it probe failed: ${tryIt.stderr}`);
const TRY_IT = JSON.parse(tryIt.stdout);

let live, browser;
test.beforeAll(async ({ live: server, browser: b }) => {
  live = server;
  browser = b;
});

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;

test('presenter mode carries the class: three phones follow the steps, the key points and the board, and answer about the slide’s puzzle', async () => {
  test.setTimeout(150_000); // about 15 s when it passes: a failure must not hold the run for the default 5 min
  const errors = [];
  const open = async (path, viewport) => {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${live.url}${path}`);
    return page;
  };
  const teacher = await open('/variants/glinski/?present=1&step=1', { width: 1366, height: 768 });
  await teacher.locator('[data-present-bar]').waitFor();
  // The Live class control sits behind "⋯" on a narrow bar.
  const start = teacher.locator('[data-present-live-class]');
  if (!(await start.isVisible())) await teacher.locator('[data-present-more]').click();
  await start.click();
  const codeEl = teacher.locator('[data-present-live-panel] [data-live-code]');
  await teacher.waitForFunction(
    (re) => new RegExp(re).test(document.querySelector('[data-present-live-panel] [data-live-code]')?.textContent),
    CODE.source,
    { timeout: 20_000 },
  );
  const code = await codeEl.textContent();
  assert.equal(await teacher.locator('[data-present-bar]').count(), 1, 'still presenter mode, in one window');

  const students = [];
  for (const name of ['Ada', 'Bo', 'Cy']) {
    const s = await open(`/join/?code=${code}`, { width: 360, height: 740 });
    await s.locator('input[name="nickname"]').fill(name);
    await s.waitForSelector('button[type="submit"]:not([disabled])');
    await s.locator('input[name="nickname"]').press('Enter');
    await s.waitForSelector('[data-live-waiting]', { timeout: 15_000 });
    students.push(s);
  }
  await teacher.waitForFunction(() => document.querySelector('[data-live-joined]')?.textContent === '3', null, {
    timeout: 15_000,
  });

  // Five steps on: every phone shows the step the presenter shows.
  for (let i = 0; i < 5; i++) await teacher.keyboard.press('ArrowRight');
  const shown = Number((await teacher.locator('[data-present-count]').textContent()).split('/')[0]);
  assert.equal(shown, 6);
  for (const s of students) await s.locator(`[data-live-step="${shown}"]`).waitFor({ timeout: 15_000 });
  // Its heading in full and its key points, as the slide shows them.
  const title = (await teacher.locator('[data-present-live]').textContent()).replace(/^Step \d+ of \d+: /, '');
  const points = await teacher
    .locator('[data-present-on][data-key-points] li, [data-present-on] [data-key-points] li')
    .allTextContents();
  for (const s of students) {
    assert.equal(await s.locator('[data-live-step-heading]').textContent(), title);
    if (points.length)
      assert.deepEqual(
        await s.locator('[data-live-step-points] li').allTextContents(),
        points.map((p) => p.replace(/\s+/g, ' ').trim()),
      );
  }

  // On to the next step with a board (not a puzzle): the phones show it as it stands, and follow a move played on it.
  const count0 = Number((await teacher.locator('[data-present-count]').textContent()).split('/')[1]);
  const onBoard = teacher.locator('[data-present-on] [data-board-position]').first();
  for (let n = shown; n < count0 && !(await onBoard.count()); n++) await teacher.keyboard.press('ArrowRight');
  const slide = teacher
    .locator('[data-present-on]')
    .filter({ has: teacher.locator('[data-board-position]') })
    .first();
  const before = await onBoard.getAttribute('data-board-position');
  const follow = (s) => s.locator('[data-live-follow] [data-board-position]');
  for (const s of students)
    await s.waitForFunction(
      (p) => document.querySelector('[data-live-follow] [data-board-position]')?.dataset.boardPosition === p,
      before,
      { timeout: 15_000 },
    );
  const move = firstMove(before);
  await enterMove(teacher, slide, move);
  const after = await teacher.waitForFunction((b) => {
    const p = document.querySelector('[data-present-on] [data-board-position]')?.dataset.boardPosition;
    return p !== b && p;
  }, before);
  const moved = await after.jsonValue();
  for (const s of students)
    await s.waitForFunction(
      (p) => document.querySelector('[data-live-follow] [data-board-position]')?.dataset.boardPosition === p,
      moved,
      { timeout: 15_000 },
    );
  // A student may look at a man's moves but not play one on the teacher's board.
  const look = students[0].locator('[data-live-follow]');
  const from = /^[a-z]\d+/.exec(firstMove(moved))[0];
  await look.locator(`[data-cell="${from}"]`).focus();
  await students[0].keyboard.press('Enter');
  const dest = look.locator('[data-dest="true"]').first();
  await dest.waitFor({ state: 'attached' });
  await dest.focus();
  await students[0].keyboard.press('Enter');
  await look.locator('[data-live-look-only]').waitFor();
  assert.equal(await follow(students[0]).getAttribute('data-board-position'), moved, 'the board did not move');

  // On to the first step with a puzzle; ask the class about it.
  const count = count0;
  let id;
  for (let n = 1; n <= count && !id; n++) {
    id = await teacher
      .locator('[data-present-on] [data-puzzle-id], [data-present-on][data-puzzle-id]')
      .first()
      .getAttribute('data-puzzle-id', { timeout: 500 })
      .catch(() => undefined);
    // The presenter's → (the keyboard's focus may be in the slide's board, whose arrows move between its cells).
    if (!id) await teacher.locator('[data-present-bar] [aria-label="Next step"]').click();
  }
  assert.ok(id && MOVES[id], `a step with a Gliński puzzle (${id})`);
  await teacher.locator('[data-present-live-panel] [data-live-ask]').click();
  const moves = [MOVES[id].right, MOVES[id].right, MOVES[id].wrong];
  for (const [i, s] of students.entries()) {
    const board = s.locator('[data-live-question="1"]');
    await board.locator('[data-board-ready="true"]').waitFor({ timeout: 15_000 });
    await enterMove(s, board, moves[i]);
    await s.waitForSelector(`[data-live-answer="${moves[i]}"]`, { timeout: 15_000 }).catch(async (e) => {
      throw new Error(`${e.message}\nthe phone says: ${await board.locator('[role="status"]').last().textContent()}`);
    });
  }
  await teacher.waitForFunction(() => document.querySelector('[data-live-answered]')?.textContent === '3', null, {
    timeout: 15_000,
  });
  assert.equal(await teacher.locator('[data-live-correct]').textContent(), '2');

  // The projector's results: every word at least 32 px at 1920x1080; Escape closes them, not presenter mode.
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  await teacher.locator('[data-live-results-button]').click();
  const view = teacher.locator('[data-live-results-view]');
  await view.waitFor();
  await view.locator(`[data-move="${MOVES[id].right}"][data-count="2"]`).waitFor();
  assert.match(await view.locator('[data-live-commonest-wrong]').textContent(), new RegExp(MOVES[id].wrong));
  // The commonest wrong move is drawn on the question's board (its cell names and its screen readers' list are the
  // board's own, left out of the type check).
  await view.locator(`[data-live-results-board] [data-board-ready="true"]`).waitFor();
  const smallest = await view.evaluate((v) => {
    let min = Infinity;
    const walk = document.createTreeWalker(v, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const e = t.parentElement;
      if (!t.textContent.trim() || e.closest('[data-live-results-board]') || !e.checkVisibility()) continue;
      min = Math.min(min, Number.parseFloat(getComputedStyle(e).fontSize));
    }
    return min;
  });
  assert.ok(smallest >= 32, `the smallest type is ${smallest} px`);
  await teacher.keyboard.press('Escape');
  await view.waitFor({ state: 'detached' });
  assert.equal(await teacher.locator('[data-present-bar]').count(), 1, 'Escape closed the results only');

  // A Try-it question of the lesson, as choices, with a minute to answer: a tap chooses, Send commits; two right, one
  // wrong.
  await teacher.locator('[data-live-try-it]').selectOption('0');
  await teacher.locator('[data-live-timer-choice]').selectOption('60');
  await teacher.locator('[data-live-ask-question]').click();
  const wrongChoice = TRY_IT.correct === 0 ? 1 : 0;
  const picks = [TRY_IT.correct, TRY_IT.correct, wrongChoice];
  for (const [i, s] of students.entries()) {
    const q = s.locator('[data-live-question="2"]');
    await q.locator('[data-live-choice]').first().waitFor({ timeout: 15_000 });
    assert.equal(await q.locator('[data-live-choice]').count(), TRY_IT.choices.length);
    assert.equal(await q.locator('[data-live-send]').isDisabled(), true, 'nothing to send before a choice');
    const left = Number(await q.locator('[data-live-timer]').getAttribute('data-live-timer'));
    assert.ok(left > 0 && left <= 60, `a minute to answer: ${left} s left`);
    await q
      .locator(`[data-live-choice="${picks[i]}"]`)
      .click({ timeout: 10_000 })
      .catch(async (e) => {
        const why = await q.locator(`[data-live-choice="${picks[i]}"]`).evaluate((b) => {
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return `disabled ${b.disabled}, at ${Math.round(r.y)}, on top: ${top?.outerHTML.slice(0, 120)}`;
        });
        throw new Error(`${e.message.split('\n')[0]}: ${why}; ${await q.textContent()}`);
      });
    await q.locator('[data-live-send]').click();
    await s
      .waitForSelector(`[data-live-answer="${TRY_IT.choices[picks[i]]}"]`, { timeout: 15_000 })
      .catch(async (e) => {
        throw new Error(`${e.message}\nthe phone says: ${await q.locator('[role="status"]').last().textContent()}`);
      });
  }
  await teacher.waitForFunction(() => document.querySelector('[data-live-answered]')?.textContent === '3', null, {
    timeout: 15_000,
  });
  assert.equal(await teacher.locator('[data-live-correct]').textContent(), '2');
  await teacher.locator('[data-live-reveal]').click();
  for (const [i, s] of students.entries()) {
    const shown = s.locator('[data-live-reveal-shown]');
    await shown.waitFor({ timeout: 15_000 });
    assert.equal(await shown.getAttribute('data-live-correct-answer'), String(i < 2));
    assert.match(await shown.textContent(), new RegExp(`The answer: ${TRY_IT.choices[TRY_IT.correct].slice(0, 20)}`));
  }
  assert.deepEqual(errors, []);
});
