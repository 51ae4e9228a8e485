// npx playwright test live-room (needs out/ from `next build`)
// Issue #44, the live class in one window, in Chromium (beside live.e2e.test.mjs, which would pass 300 lines): the
// teacher's roster (`data-live-roster`, one `data-live-seat` per student with `data-live-nickname`, whether connected
// and whether answered), a second "Eve" told apart, a step heading in full on the phones, a student whose tab was
// closed back in the same seat from the same browser; the teacher's class shared by the browser's tabs (the free
// board's and the puzzles page's "Ask the class" join it); the page opened on 127.0.0.1 says that phones cannot open it and offers the
// server's LAN addresses; and the "Join a class" link, reached by the keyboard.
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { io } from 'socket.io-client';
import { startLive } from '../live/harness.mjs';
import { enterMove } from './enter-move.mjs';
import { test } from './fixtures.mjs';

let live, browser;
test.beforeAll(async ({ live: server, browser: b }) => {
  live = server;
  browser = b;
});

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;
const codeOf = async (page) => {
  await page.waitForFunction(
    (re) => new RegExp(re).test(document.querySelector('[data-live-code]')?.textContent ?? ''),
    CODE.source,
    {
      timeout: 20_000,
    },
  );
  return page.locator('[data-live-code]').textContent();
};
const seat = (teacher, name) => teacher.locator(`[data-live-roster] [data-live-seat][data-live-nickname="${name}"]`);
async function join(ctx, code, name) {
  const page = await ctx.newPage();
  await page.goto(`${live.url}/join/?code=${code}`);
  await page.locator('input[name="nickname"]').fill(name);
  await page.waitForSelector('button[type="submit"]:not([disabled])');
  await page.locator('input[name="nickname"]').press('Enter');
  await page.waitForSelector('[data-live-waiting], [data-live-question]', { timeout: 15_000 });
  return page;
}

test('the roster, a second Eve, a long step heading, and a closed tab back in its seat', async () => {
  const teacherCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const teacher = await teacherCtx.newPage();
  await teacher.goto(`${live.url}/live/?variant=glinski`);
  const code = await codeOf(teacher);
  const phone = { viewport: { width: 390, height: 844 } };
  const [adaCtx, eveCtx, eve2Ctx] = await Promise.all([1, 2, 3].map(() => browser.newContext(phone)));
  await join(adaCtx, code, 'Ada');
  const eve = await join(eveCtx, code, 'Eve');
  const eve2 = await join(eve2Ctx, code, 'Eve');
  await eve2.waitForSelector('[data-live-joined-as="Eve 2"]');
  await seat(teacher, 'Eve 2').waitFor({ timeout: 15_000 });
  assert.equal(await teacher.locator('[data-live-roster] [data-live-seat]').count(), 3);
  assert.equal(await seat(teacher, 'Ada').getAttribute('data-live-connected'), 'true');

  // A step heading longer than a nickname, as presenter mode sends it (with the teacher's token from this browser).
  const held = await teacher.evaluate(() => JSON.parse(localStorage.getItem('hexplore-live-teacher.glinski') ?? '{}'));
  const heading = 'How the Knight leaps over the pieces in between';
  const presenter = io(live.url, { transports: ['websocket'], forceNew: true });
  const sent = await presenter.timeout(10_000).emitWithAck('teacher:step', { ...held, n: 5, heading });
  presenter.close();
  assert.equal(sent.ok, true, sent.error);
  await eve.waitForFunction((h) => document.querySelector('[data-live-step-heading]')?.textContent === h, heading);

  // A free position asked: Ada answers, the roster says who has.
  await teacher.locator('[data-live-ask]').click();
  await teacher.waitForSelector('[data-live-question="1"]');
  await teacher.waitForSelector('[data-live-roster] [data-live-seat][data-live-answered="false"]');
  const adaPage = adaCtx.pages()[0];
  const board = adaPage.locator('[data-live-question="1"]');
  await board.locator('[data-board-ready="true"]').waitFor({ timeout: 15_000 });
  await enterMove(adaPage, board, 'e4-e5');
  await teacher.waitForSelector('[data-live-seat][data-live-nickname="Ada"][data-live-answered="true"]');
  assert.equal(await seat(teacher, 'Eve').getAttribute('data-live-answered'), 'false');

  // Eve closes her tab: the roster says she left; she opens the join page again in the same browser: the same seat.
  await eve.close();
  await teacher.waitForSelector('[data-live-seat][data-live-nickname="Eve"][data-live-connected="false"]');
  const again = await join(eveCtx, code, 'Eve');
  await again.waitForSelector('[data-live-joined-as="Eve"]');
  await teacher.waitForSelector('[data-live-seat][data-live-nickname="Eve"][data-live-connected="true"]');
  assert.equal(await teacher.locator('[data-live-joined]').textContent(), '3', 'joined stays at 3');
  assert.equal(await teacher.locator('[data-live-roster] [data-live-seat]').count(), 3);
  // A student's page has no roster.
  assert.equal(await again.locator('[data-live-roster]').count(), 0);
  for (const c of [teacherCtx, adaCtx, eveCtx, eve2Ctx]) await c.close();
});

test('the teacher closes the class to new students: a new phone is told why, a student already in gets back in', async () => {
  const teacherCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const teacher = await teacherCtx.newPage();
  await teacher.goto(`${live.url}/live/?variant=glinski`);
  const code = await codeOf(teacher);
  const phone = { viewport: { width: 360, height: 740 } };
  const [adaCtx, latecomerCtx] = await Promise.all([1, 2].map(() => browser.newContext(phone)));
  const ada = await join(adaCtx, code, 'Ada');
  await seat(teacher, 'Ada').waitFor({ timeout: 15_000 });
  const lock = teacher.locator('[data-live-lock]');
  assert.equal(await lock.getAttribute('data-live-lock'), 'off');
  await lock.click();
  await teacher.waitForSelector('[data-live-lock="on"][aria-pressed="true"]');
  // A new phone: the join page says the class is closed, and nothing is added to the roster.
  const late = await latecomerCtx.newPage();
  await late.goto(`${live.url}/join/?code=${code}`);
  await late.locator('input[name="nickname"]').fill('Mallory');
  await late.waitForSelector('button[type="submit"]:not([disabled])');
  await late.locator('input[name="nickname"]').press('Enter');
  await late.getByText(/closed this class to new students/).waitFor({ timeout: 15_000 });
  // Ada closes her tab and comes back in the same browser: her seat is hers again.
  await ada.close();
  const back = await join(adaCtx, code, 'Ada');
  await back.waitForSelector('[data-live-joined-as="Ada"]');
  assert.equal(await teacher.locator('[data-live-roster] [data-live-seat]').count(), 1);
  // The teacher's page reloaded still shows the lock; opened, the new phone gets in.
  await teacher.reload();
  await teacher.waitForSelector('[data-live-lock="on"]', { timeout: 20_000 });
  await teacher.locator('[data-live-lock]').click();
  await teacher.waitForSelector('[data-live-lock="off"]');
  await late.locator('input[name="nickname"]').press('Enter');
  await late.waitForSelector('[data-live-waiting], [data-live-question]', { timeout: 15_000 });
  await seat(teacher, 'Mallory').waitFor({ timeout: 15_000 });
  for (const c of [teacherCtx, adaCtx, latecomerCtx]) await c.close();
});

test('one class per browser: “Ask the class” from the free board or a puzzle, in another tab, joins the class already running', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const first = await ctx.newPage();
  await first.goto(`${live.url}/live/?variant=glinski`);
  const code = await codeOf(first);
  const board = await ctx.newPage();
  await board.goto(`${live.url}/variants/glinski/explore/`);
  await board.locator('[data-live-link]').click();
  await board.waitForURL(/\/live\/\?variant=glinski&position=/);
  assert.equal(await codeOf(board), code, 'the same class, not a new one');
  const third = await ctx.newPage();
  await third.goto(`${live.url}/live/?variant=glinski`);
  assert.equal(await codeOf(third), code);
  // The puzzles page's "Ask the class": the same class, with that puzzle on the teacher's board.
  const puzzles = await ctx.newPage();
  await puzzles.goto(`${live.url}/variants/glinski/puzzles/`);
  const id = await puzzles.locator('[data-puzzle-id]').getAttribute('data-puzzle-id');
  await puzzles.locator('[data-live-link]').click();
  await puzzles.waitForURL(new RegExp(`/live/\\?variant=glinski&puzzle=${id}$`));
  assert.equal(await codeOf(puzzles), code);
  assert.equal(await puzzles.locator('[data-live-puzzle]').inputValue(), id);
  await ctx.close();
});

test('a teacher’s page on 127.0.0.1 says phones cannot open it, and names the LAN addresses', async () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((n) => n && n.family === 'IPv4' && !n.internal)
    .map((n) => n.address);
  const page = await browser.newPage();
  await page.goto(`${live.url}/live/?variant=glinski`);
  await codeOf(page);
  const warning = page.locator('[data-live-local]');
  const words = await warning.textContent({ timeout: 15_000 });
  assert.match(words, /Phones cannot open this address/);
  assert.match(words, /HOST=0\.0\.0\.0/);
  for (const ip of lan) assert.ok(words.includes(`http://${ip}:${live.port}/join/`), `${ip} is offered: ${words}`);
  await page.close();
  if (!lan.length) return;
  // Served on every interface and opened on a LAN address: no warning, and the join address is that one.
  const wide = await startLive('out', { HOST: '0.0.0.0' });
  try {
    const there = await browser.newPage();
    await there.goto(`http://${lan[0]}:${wide.port}/live/?variant=glinski`);
    await codeOf(there);
    assert.equal(await there.locator('[data-live-local]').count(), 0);
    assert.match(
      await there.locator('#live-join').locator('..').textContent(),
      new RegExp(`${lan[0]}:${wide.port}/join/`),
    );
    await there.close();
  } finally {
    await wide.stop();
  }
});

test('the home page links to the join page, and the keyboard reaches the link', async ({ site }) => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/`);
  const link = page.locator('a[href="/join/"]').first();
  assert.match(await link.textContent(), /Join a class/);
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.getAttribute('href') === '/join/');
  }
  assert.ok(reached, 'Tab reaches “Join a class”');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/join\/$/);
  await page.close();
});
