// npx playwright test live (needs out/ from `next build`)
// The live class in Chromium (docs/CONVENTIONS.md §9): the site's own server (one process, classes in memory) on a free
// port, a teacher's page and three students' pages. The students join with the code, the teacher asks a puzzle, the
// students answer on their boards by docs/CONVENTIONS.md §7.1, the teacher's counts follow, and Reveal reaches every
// student. On a static host the live pages say that a live class needs the site's server. A server restarted without
// Redis (issue #45): both pages say the class was lost (`data-live-lost`), the teacher starts a new one and the
// student follows it with one click, under the same nickname.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { startLive } from '../live/harness.mjs';
import { test } from './fixtures.mjs';
import { reviewShot } from './browser.mjs';
import { enterMove } from './enter-move.mjs';

// A Gliński mate in one from the stored puzzles, a solving move and a legal move that does not solve it (the engine's).
const probe = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { PUZZLES } from './content/puzzles/index.ts';
     import { acceptedMoves, parsePosition } from './engine/index.ts';
     const p = PUZZLES.find((x) => x.variant === 'glinski' && x.goal.type === 'mate' && x.goal.moves === 1);
     const pos = parsePosition(p.variant, p.position).value;
     const right = acceptedMoves(pos, p.goal).map((m) => pos.printMove(m));
     const wrong = pos.legalMoves().map((m) => pos.printMove(m)).find((t) => !right.includes(t));
     console.log(JSON.stringify({ id: p.id, right: right[0], wrong }));`,
  ],
  { encoding: 'utf8' },
);
if (probe.status !== 0) throw new Error(`puzzle probe failed: ${probe.stderr}`);
const PUZZLE = JSON.parse(probe.stdout);

let live, browser;
test.beforeAll(async ({ live: server, browser: b }) => {
  live = server;
  browser = b;
});

const text = (page, sel) => page.locator(sel).first().textContent({ timeout: 15_000 });
async function waitText(page, sel, want) {
  await page.waitForFunction(([s, w]) => document.querySelector(s)?.textContent === w, [sel, want], {
    timeout: 15_000,
  });
}

test('a teacher and three students: join, ask a puzzle, answer, counts, reveal', async () => {
  const errors = [];
  const open = async (path, viewport) => {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content.Security|Refused/i.test(m.text()) && errors.push(m.text()),
    );
    await page.goto(`${live.url}${path}`);
    return page;
  };
  const teacher = await open('/live/?variant=glinski', { width: 1366, height: 768 });
  await teacher.waitForFunction(
    () => /^[2-9A-HJKMNP-Z]{6}$/.test(document.querySelector('[data-live-code]')?.textContent ?? ''),
    null,
    {
      timeout: 20_000,
    },
  );
  const code = await text(teacher, '[data-live-code]');
  const names = ['Ada', 'Bo', 'Cy'];
  const students = [];
  for (const name of names) {
    const s = await open('/join/', { width: 390, height: 844 });
    await s.locator('input[name="code"]').fill(code.toLowerCase());
    await s.locator('input[name="nickname"]').fill(name);
    await s.waitForSelector('button[type="submit"]:not([disabled])');
    await s.locator('input[name="nickname"]').press('Enter');
    await s.waitForSelector('[data-live-waiting]', { timeout: 15_000 });
    students.push(s);
  }
  await waitText(teacher, '[data-live-joined]', '3');
  assert.equal(await text(teacher, '[data-live-answered]'), '0');

  await teacher.locator('[data-live-puzzle]').selectOption(PUZZLE.id);
  await teacher.locator('[data-live-ask]').click();
  const moves = [PUZZLE.right, PUZZLE.right, PUZZLE.wrong];
  for (const [i, s] of students.entries()) {
    const board = s.locator('[data-live-question="1"]');
    await board.locator('[data-board-ready="true"]').waitFor({ timeout: 15_000 });
    await enterMove(s, board, moves[i]);
    await s.waitForSelector(`[data-live-answer="${moves[i]}"]`, { timeout: 15_000 });
  }
  await waitText(teacher, '[data-live-answered]', '3');
  await waitText(teacher, '[data-live-correct]', '2');
  assert.match(await text(teacher, '[data-live-wrong]'), new RegExp(PUZZLE.wrong));
  await teacher.locator(`[data-live-moves] [data-move="${PUZZLE.right}"][data-count="2"]`).waitFor();

  await teacher.locator('[data-live-reveal]').click();
  for (const [i, s] of students.entries()) {
    const shown = s.locator('[data-live-reveal-shown]');
    await shown.waitFor({ timeout: 15_000 });
    assert.equal(await shown.getAttribute('data-live-correct-answer'), String(i < 2));
    assert.match(await shown.textContent(), new RegExp(PUZZLE.right));
  }
  // A student's reload takes the same seat, with the answer already given.
  await students[2].reload();
  await students[2].waitForSelector(`[data-live-answer="${PUZZLE.wrong}"]`, { timeout: 15_000 });
  await students[2].waitForSelector('[data-live-reveal-shown]');
  assert.equal(await text(teacher, '[data-live-joined]'), '3');
  // A teacher's reload keeps the class.
  await teacher.reload();
  await waitText(teacher, '[data-live-code]', code);
  await waitText(teacher, '[data-live-answered]', '3');

  mkdirSync('test-results', { recursive: true });
  await reviewShot(teacher, { path: 'test-results/live-teacher.png' });
  await reviewShot(students[0], { path: 'test-results/live-student.png', fullPage: true });
  assert.deepEqual(errors, []);
});

test('on a static host the live pages say that a live class needs the site’s server', async ({ site }) => {
  for (const path of ['/live/?variant=glinski', '/join/']) {
    const page = await browser.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('[data-live-unavailable]', { timeout: 15_000 });
    await page.close();
  }
});

test('a restart without Redis: both pages say the class was lost; the student follows the teacher’s new class', async () => {
  let server = await startLive('out');
  const ctx = await browser.newContext();
  try {
    const teacher = await ctx.newPage();
    await teacher.goto(`${server.url}/live/?variant=glinski`);
    const code = await text(teacher, '[data-live-code]');
    const kid = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await kid.goto(`${server.url}/join/?code=${code}`);
    await kid.locator('input[name="nickname"]').fill('Ada');
    await kid.waitForSelector('button[type="submit"]:not([disabled])');
    await kid.locator('input[name="nickname"]').press('Enter');
    await kid.waitForSelector('[data-live-waiting]', { timeout: 15_000 });
    await server.stop('SIGKILL');
    server = await startLive('out', { PORT: String(server.port) });
    const lostT = teacher.locator('[data-live-lost="restart"]');
    await lostT.waitFor({ timeout: 30_000 });
    assert.match(await lostT.textContent(), new RegExp(`${code} was lost when the server restarted: start a new one`));
    const lostS = kid.locator('[data-live-lost="restart"]');
    await lostS.waitFor({ timeout: 30_000 });
    assert.match(await lostS.textContent(), /lost when the server restarted/);
    await teacher.locator('[data-live-new-class]').click();
    await teacher.waitForFunction(
      (old) =>
        /^[2-9A-HJKMNP-Z]{6}$/.test(document.querySelector('[data-live-code]')?.textContent ?? '') &&
        document.querySelector('[data-live-code]')?.textContent !== old,
      code,
      { timeout: 15_000 },
    );
    const fresh = await text(teacher, '[data-live-code]');
    await kid.locator(`[data-live-follow="${fresh}"]`).click({ timeout: 15_000 });
    await kid.waitForSelector('[data-live-joined-as="Ada"]', { timeout: 15_000 });
    await waitText(teacher, '[data-live-joined]', '1');
    assert.equal(await teacher.locator('[data-live-lost]').count(), 0);
    await kid.context().close();
  } finally {
    await ctx.close();
    await server.stop();
  }
});
