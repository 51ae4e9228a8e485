// npx playwright test robust (needs out/ from `npm run build`)
// Over 300 lines: the hostile links of every page type and the kept-work checks share one browser and one server.
// Nothing a link or a careless click does loses work or breaks a page (issue #19). Hostile links for every page
// type of scripts/pages.mjs and every query parameter of docs/CONVENTIONS.md §8 (the presenter's `#` part included):
// no uncaught error, no crashed page, a working board where the page has one. Work is never lost: the editor's
// Clear board is undone (button, Ctrl+Z) and Back steps through its edits without leaving it; a game on the play
// page survives a reload; stored puzzle progress the page does not understand is kept. The local server answers
// a 100 kB address, and 1 500 copies of one arrow in a link draw one arrow. Issue #33: the server redirects a `//`
// target and sends security headers (no framing by another origin); a 310-digit camera azimuth is named and every
// preset draws the 3-D board; 6 000 arrows are capped at 100 with a message; `select=@Q` with no Q in hand is named;
// the command-line tools end quietly on a closed output, print one-line errors (issue #45: every user mistake of the
// puzzle tool) and fail when they check nothing, and the puzzle tool's `solve` stops at its `--ms` limit; the
// teacher's notes window jumps under prefers-reduced-motion (kept work: test/e2e/kept-work.e2e.test.mjs). One
// browser, one reused tab; the counts are printed (links tried, page errors, work lost). Past 300 lines on purpose:
// every hostile-link check shares that browser, tab and server, and the printed counts cover them all.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { discoverPages, typesOf } from '../../scripts/pages.mjs';
import { openPage, viewPixels } from './browser.mjs';

let srv, browser, tab;
const counts = { links: 0, pageErrors: 0, workChecks: 0, workLost: 0 };
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  tab = await openPage(browser, { width: 1200, height: 900 });
  tab.page.on('dialog', (d) => d.accept());
});
test.afterAll(async () => {
  console.log(
    `hostile links: ${counts.links} links tried, ${counts.pageErrors} page errors; ` +
      `${counts.workChecks} checks of kept work, ${counts.workLost} work lost`,
  );
});

const q = (o) =>
  `?${Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
const HUGE_HAND = `w: Kd1; b: Ke7; hand: w:${'C'.repeat(32_768)}`;

/** Hostile links per page type: every parameter of §8 that the page reads, with values it cannot use. */
const HOSTILE = {
  home: ['?position=%', '?%E0%A4%A=1', '#%'],
  lesson: [
    '?present=1#%',
    '?present=1#%E0%A4%A',
    '?present=1&step=-5&theme=%3Cscript%3E',
    '?present=1&step=99999999999999&theme=dark#nowhere',
    '?present=%&step=%zz&theme=',
    '?present=1&course=%zz&step=40',
  ],
  // A lesson's path (issue #43): its step, or a # naming an exercise or a section.
  learn: ['?step=%zz#%', '?step=-5#%E0%A4%A', '?step=99999999999999', '#%3Cscript%3E', '?step=%E0%A4%A&present=1'],
  explore: [
    q({ position: HUGE_HAND }),
    q({ position: '<img src=x onerror=alert(1)>', select: 'zz9', view: '4d', camera: 'orbit:NaN,1e309' }),
    q({ arrows: 'e2-e4,'.repeat(1500), marks: 'r:d5,'.repeat(1500), flip: '%', fade: '2' }),
    q({ moves: 'e4-e5,zz-zz,<b>', ply: '-1', spread: '1e309', levels: 'zzz', view: '3d', camera: 'nowhere' }),
    '?position=%E0%A4%A&moves=%&ply=%zz#%',
  ],
  puzzles: ['?position=%', '#%E0%A4%A', '#%3Cscript%3E'],
  'puzzle-sheet': ['?present=1#%', '?position=%zz'],
  handout: ['?present=1#%', '?position=%zz#%E0%A4%A'],
  play: [q({ position: HUGE_HAND }), q({ position: 'w: Kz1' }), '?position=%E0%A4%A#%'],
  editor: [q({ position: HUGE_HAND }), q({ position: `w: ${'Kd1 '.repeat(3000)}` }), '?position=%#%E0%A4%A'],
  gallery: ['?position=%', '#%E0%A4%A'],
  variants: ['?position=%', '#%E0%A4%A'],
  guide: ['?present=1#%', '?step=%zz&theme=%3Cscript%3E#%E0%A4%A'],
  404: ['?position=%#%'],
  // The live class's pages (on this static server they also say that a live class needs the site's server).
  live: [
    q({ variant: '<script>alert(1)</script>', position: '%' }),
    q({ variant: 'king-and-queen', position: HUGE_HAND }),
    '?variant=%E0%A4%A&position=%#%',
  ],
  join: [q({ code: '<img src=x onerror=alert(1)>'.repeat(200) }), '?code=%E0%A4%A#%'],
};
/** The variant whose pages get the links: King and Queen has a hand, so the 32 768-cannon link means something. */
const VARIANT = 'king-and-queen';

/** Opens a link in the shared tab; returns the page's uncaught errors and whether it crashed. */
async function visit(path) {
  const { page, pageErrors } = tab;
  pageErrors.length = 0;
  await page.goto(`${srv.url}${path}`, { waitUntil: 'load' });
  counts.links++;
  return page;
}

test('hostile links: every page type and every parameter, no page error, a working board beside the message', async () => {
  const { pages } = discoverPages('out');
  const types = typesOf(pages);
  assert.deepEqual(
    types.filter((t) => !HOSTILE[t]),
    [],
    'every page type has hostile links',
  );
  for (const type of types) {
    const p = pages.find((x) => x.type === type && (!x.variant || x.variant === VARIANT));
    for (const link of HOSTILE[type]) {
      const page = await visit(`${p.path}${link}`);
      const hasBoard = ['explore', 'play', 'editor', 'lesson'].includes(type);
      if (hasBoard)
        await page
          .locator('[data-board-root][data-board-ready="true"]')
          .first()
          .waitFor({ state: 'attached', timeout: 15_000 });
      else await page.locator('h1').first().waitFor({ timeout: 10_000 });
      const text = await page.locator('body').innerText();
      const broken = /couldn.t load|Application error|Unhandled Runtime Error/i.test(text);
      const boundary = await page.locator('[data-error-boundary]').count();
      counts.pageErrors += tab.pageErrors.length + (broken ? 1 : 0) + boundary;
      assert.deepEqual(tab.pageErrors, [], `${type} ${link.slice(0, 80)}: no uncaught error`);
      assert.equal(broken, false, `${type} ${link.slice(0, 80)}: the page did not crash`);
      assert.equal(boundary, 0, `${type} ${link.slice(0, 80)}: no part of the page failed`);
      if (type === 'explore' || type === 'play' || type === 'editor')
        assert.ok(
          (await page.locator('[role="alert"]').count()) > 0 || !link.includes('position='),
          `${type} ${link.slice(0, 80)}: a message names what could not be read`,
        );
    }
  }
});

test('the presenter reads a broken # part with a notice, and shows step 1', async () => {
  const page = await visit(`/variants/${VARIANT}/?present=1#%E0%A4%A`);
  await page.locator('[data-present-notice]').waitFor({ timeout: 10_000 });
  assert.match(await page.locator('[data-present-notice]').innerText(), /after “#” could not be read/);
  assert.deepEqual(tab.pageErrors, []);
});

test('a 32 768-cannon hand is refused by name on explore, play and editor, beside a working board', async () => {
  for (const where of ['explore', 'play', 'editor']) {
    const page = await visit(`/variants/${VARIANT}/${where}/${q({ position: HUGE_HAND })}`);
    await page.locator('[data-board-root][data-board-ready="true"]').first().waitFor({ timeout: 15_000 });
    const alert = page.locator('[role="alert"]').first();
    assert.match(await alert.innerText(), /a hand holds at most \d+/, where);
    assert.ok((await page.locator('[data-cell]').count()) > 20, `${where}: the board's cells are there`);
    assert.deepEqual(tab.pageErrors, [], where);
  }
});

test('a 100 kB address is answered, and 1 500 copies of one arrow draw one arrow', async () => {
  const arrows = 'e2-e4,'.repeat(17_000); // 102 000 characters
  const path = `/variants/glinski/explore/?arrows=${arrows}`;
  assert.ok(path.length > 100_000);
  const status = await new Promise((ok, fail) => {
    const u = new URL(srv.url);
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      res.resume();
      ok(res.statusCode);
    });
    req.on('error', fail);
    req.end();
  });
  assert.equal(status, 200, 'the server answers the long address');
  const page = await visit(`/variants/glinski/explore/?arrows=${'f1-c4,'.repeat(1500)}&marks=${'r:d5,'.repeat(1500)}`);
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('[data-board-svg] [data-arrow="f1-c4"]').count(), 1, 'one arrow drawn');
  assert.equal(await page.locator('[data-board-svg] [data-mark="d5"]').count(), 1, 'one mark drawn');
  await page.waitForFunction(() => !location.search.includes('f1-c4,f1-c4'), null, { timeout: 5_000 }).catch(() => {});
  assert.ok(!page.url().includes('f1-c4,f1-c4'), 'the address is written back merged');
});

/** Records a check of "work lost": true when the work was kept. */
const kept = (ok, what) => {
  counts.workChecks++;
  if (!ok) counts.workLost++;
  assert.ok(ok, what);
};

test('editor: Clear board is undone by the button and by Ctrl+Z; Back and Forward step through the edits', async () => {
  const page = await visit('/variants/glinski/editor/');
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  const text = () => page.locator('[data-position-text]').inputValue();
  const start = await text();
  const editorPath = new URL(page.url()).pathname;
  await page.click('[data-action="clear"]');
  assert.equal(await text(), '');
  await page.click('[data-action="undo"]');
  await page.waitForFunction((s) => document.querySelector('[data-position-text]').value === s, start);
  kept((await text()) === start, 'Undo brings the men back');
  await page.click('[data-action="redo"]');
  await page.waitForFunction(() => document.querySelector('[data-position-text]').value === '');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await page.waitForFunction((s) => document.querySelector('[data-position-text]').value === s, start);
  kept((await text()) === start, 'Ctrl+Z brings the men back');
  await page.keyboard.press('Control+y');
  await page.waitForFunction(() => document.querySelector('[data-position-text]').value === '');
  await page.goBack();
  await page.waitForFunction((s) => document.querySelector('[data-position-text]')?.value === s, start);
  kept(new URL(page.url()).pathname === editorPath && (await text()) === start, 'Back stays in the editor');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('[data-position-text]')?.value === '');
  kept(new URL(page.url()).pathname === editorPath, 'Forward stays in the editor');
  await page.fill('[data-position-text]', 'w: Kf1; b: Kf11');
  await page.waitForFunction(() => location.search.includes('Kf11'));
  await page.click('[data-action="undo"]');
  await page.waitForFunction(() => document.querySelector('[data-position-text]').value === '');
  kept(true, 'Undo takes back a pasted position');
  await page.click('[data-action="redo"]');
  await page.waitForFunction(() => document.querySelector('[data-position-text]').value === 'w: Kf1; b: Kf11');
  assert.deepEqual(tab.pageErrors, []);
});

test('play: a game in progress survives a reload, with a notice and a way to a new game', async () => {
  const page = await visit('/variants/glinski/play/');
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  await page.click('[data-opponent="friend"]');
  for (const [from, to] of [
    ['e4', 'e5'],
    ['e7', 'e6'],
  ]) {
    await page.locator(`[data-board-svg] [data-c="${from}"]`).first().click();
    await page.locator(`[data-board-svg] [data-c="${to}"]`).first().click();
  }
  const plies = () => page.locator('[data-move-list] [data-ply]').allInnerTexts();
  assert.deepEqual(await plies(), ['e4-e5', 'e7-e6']);
  await page.reload();
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  await page.locator('[data-restored]').waitFor({ timeout: 5_000 });
  kept(JSON.stringify(await plies()) === JSON.stringify(['e4-e5', 'e7-e6']), 'the moves are back after a reload');
  assert.equal(await page.locator('[data-opponent="friend"]').isChecked(), true, 'and the settings');
  await page.click('[data-action="restored-new-game"]');
  assert.deepEqual(await plies(), []);
  await page.reload();
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('[data-restored]').count(), 0, 'a new game leaves nothing to restore');
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(tab.pageErrors, []);
});

test('puzzles: stored progress the page does not understand is kept, with a notice', async () => {
  const page = await visit('/variants/glinski/puzzles/');
  const id = await page.locator('[data-puzzle-id]').first().getAttribute('data-puzzle-id');
  await page.evaluate((pid) => {
    localStorage.setItem(
      'hexplore.puzzles.v1',
      JSON.stringify({ [pid]: 'solved', 'from-v2': 'mastered', other: { stars: 3 } }),
    );
  }, id);
  await page.reload();
  await page.locator('[data-progress-ignored="2"]').waitFor({ timeout: 10_000 });
  await page.click('[data-all-puzzles] > summary'); // the list of all puzzles (issue #30), with the reset
  await page.click('[data-action="reset-progress"]'); // a write (the dialog is accepted)
  await page.waitForFunction((pid) => !JSON.parse(localStorage.getItem('hexplore.puzzles.v1'))[pid], id);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('hexplore.puzzles.v1')));
  kept(
    stored['from-v2'] === 'mastered' && stored.other?.stars === 3,
    'the entries it did not understand are still stored',
  );
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(tab.pageErrors, []);
});

/** GET of a raw request target on the test server: status and headers. */
const rawGet = (path) =>
  new Promise((ok, fail) => {
    const u = new URL(srv.url);
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      res.resume();
      ok({ status: res.statusCode, headers: res.headers });
    });
    req.on('error', fail);
    req.end();
  });

test('a //host target is redirected to its one-slash path: no crash, no cross-origin replaceState', async () => {
  const r = await rawGet('//evil.example/variants/glinski/play/');
  assert.equal(r.status, 308);
  assert.equal(r.headers.location, '/evil.example/variants/glinski/play/');
  let page = await visit('//evil.example/variants/glinski/play/');
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  assert.equal(new URL(page.url()).pathname, '/evil.example/variants/glinski/play/', 'a page of this site (404)');
  assert.doesNotMatch(await page.locator('body').innerText(), /couldn.t load/i);
  assert.deepEqual(tab.pageErrors, [], 'no uncaught error (the replaceState threw before)');
  page = await visit('//variants/glinski/play/');
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal(new URL(page.url()).pathname, '/variants/glinski/play/', '//variants/... reaches the play page');
  assert.deepEqual(tab.pageErrors, []);
});

test('the server sends security headers: another origin cannot frame a page, the site itself can', async () => {
  const r = await rawGet('/variants/glinski/play/');
  assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN');
  assert.equal(r.headers['content-security-policy'], "frame-ancestors 'self'");
  assert.equal(r.headers['x-content-type-options'], 'nosniff');
  assert.equal(r.headers['referrer-policy'], 'same-origin');
  // Another origin (another port) frames the play page: the browser refuses.
  const other = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<iframe id="f" src="${srv.url}/variants/glinski/play/" width="600" height="400"></iframe>`);
  });
  await new Promise((ok) => other.listen(0, '127.0.0.1', ok));
  try {
    const { page } = tab;
    await page.goto(`http://127.0.0.1:${other.address().port}/`);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    await framed.waitForLoadState('load');
    assert.ok(!framed.url().startsWith(srv.url), `the framed page was refused (frame at ${framed.url()})`);
    assert.equal(await framed.locator('[data-board-root]').count(), 0, 'no board in the frame');
  } finally {
    other.close();
  }
  // The site's own page may frame it (frame-ancestors 'self').
  const page = await visit('/');
  const title = await page.evaluate(
    () =>
      new Promise((ok) => {
        const f = document.createElement('iframe');
        f.src = '/variants/';
        f.onload = () => ok(f.contentDocument?.querySelector('h1')?.textContent ?? '');
        document.body.append(f);
      }),
  );
  assert.ok(title.length > 0, 'a page of the site frames another');
});

/** Fraction of the board's 3-D view (its region of the page's one canvas) that differs from the clear colour. */
const drawnFraction = async (page) => (await viewPixels(page, [0xe6, 0xeb, 0xf0])).drawn;
/** Waits (a few frames' grace) until the 3-D canvas shows the board; returns the drawn fraction. */
async function drawn(page) {
  let f = 0;
  for (let i = 0; i < 20 && !(f > 0.1); i++) {
    await page.waitForTimeout(150);
    f = await drawnFraction(page);
  }
  return f;
}

test('a camera azimuth of 310 digits is named; the 3-D board is drawn and every preset draws it', async () => {
  await tab.page.emulateMedia({ reducedMotion: 'reduce' }); // presets jump
  try {
    const page = await visit(`/variants/glinski/explore/?view=3d&camera=${'9'.repeat(310)},30,2`);
    await page.locator('[data-board-root][data-scene-ready="true"]').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('[data-link-error]').innerText(), /camera's azimuth 9+… \(310 characters\)/);
    const first = await drawn(page);
    assert.ok(first > 0.1, `the board is drawn (drawn fraction ${first.toFixed(3)}; 0 before the fix)`);
    for (const name of ['top', 'black', 'white', 'reset']) {
      await page.locator(`[data-board3d] button[data-preset="${name}"]`).click();
      const f = await drawn(page);
      assert.ok(f > 0.1, `preset ${name} draws the board (drawn fraction ${f.toFixed(3)})`);
    }
    assert.deepEqual(tab.pageErrors, []);
  } finally {
    await tab.page.emulateMedia({ reducedMotion: null });
  }
});

test('6 000 arrows in a link are capped at 100 with a message; the 3-D board opens', async () => {
  const cells = [...'abcdefghikl'].flatMap((f) => Array.from({ length: 11 }, (_, r) => `${f}${r + 1}`));
  const onBoard = new Set(
    await (await visit('/variants/glinski/explore/'))
      .locator('[data-board-root] [data-cell]')
      .evaluateAll((bs) => bs.map((b) => b.dataset.cell)),
  );
  const valid = cells.filter((c) => onBoard.has(c));
  const arrows = valid.flatMap((a) => valid.filter((b) => b !== a).map((b) => `${a}-${b}`)).slice(0, 6000);
  assert.equal(arrows.length, 6000);
  const t0 = Date.now();
  let page = await visit(`/variants/glinski/explore/?view=3d&arrows=${arrows.join(',')}`);
  await page.locator('[data-board-root][data-scene-ready="true"]').waitFor({ timeout: 60_000 });
  console.log(`6 000 arrows: the 3-D board ready in ${Date.now() - t0} ms (15 s and more before the cap)`);
  assert.match(
    await page.locator('[data-link-error]').innerText(),
    /6000 arrows.*at most 100 arrows: the first 100 are drawn/s,
  );
  page = await visit(`/variants/glinski/explore/?arrows=${arrows.join(',')}`);
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('[data-board-svg] [data-arrow]').count(), 100, 'the 2-D board draws 100 arrows');
  assert.deepEqual(tab.pageErrors, []);
});

test('select=@Q with no Q in the hand of the side to move is named, and nothing is selected', async () => {
  const page = await visit(`/variants/${VARIANT}/explore/?select=@Q`);
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 15_000 });
  assert.match(await page.locator('[data-link-error]').innerText(), /select = “@Q”: .* holds no Q in hand/);
  assert.equal(await page.locator('[data-board-root] [data-dest="true"]').count(), 0);
  assert.deepEqual(tab.pageErrors, []);
});

/** Runs a command; `closeEarly` closes its output at once (as `| head` does). Resolves to { code, out, err }. */
function run(cmd, args, { closeEarly = false } = {}) {
  return new Promise((ok) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    if (closeEarly) child.stdout.destroy();
    else child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => ok({ code, out, err }));
  });
}
const TSX = 'node_modules/.bin/tsx';

test('the command-line tools: quiet on a closed output, one-line errors, non-zero when nothing was checked', async () => {
  const engine = await run('node', ['scripts/engine.mjs', 'moves', '--variant', 'panoply'], { closeEarly: true });
  assert.equal(engine.err, '', 'engine | head: no stack trace');
  assert.equal(engine.code, 0);
  const puzzle = await run(TSX, ['scripts/puzzle.ts', 'check', 'peanut'], { closeEarly: true });
  assert.equal(puzzle.err, '', 'puzzle check | head: no stack trace');
  for (const [args, message] of [
    [['check', 'nope'], /^error: unknown variant or puzzle id: nope/],
    [['solve', 'nope', 'w: Kg1', 'mate1'], /^error: unknown variant "nope"/],
    [['solve', 'glinski', 'w: Kz1', 'mate1'], /^error: position: w: cell "z1" does not exist/],
    [['solve', 'glinski', 'w: Kg1; b: Kg10', 'mate9'], /^error: bad goal "mate9"/],
    [['find', 'glinski'], /^error: usage: puzzle find/],
    [['bogus'], /^error: unknown command "bogus"/],
    // Issue #45: a piece letter the variant lacks printed a stack trace; options and extra arguments are checked.
    [['find', 'glinski', 'capture:Z:1', '3'], /^error: glinski has no piece with the letter Z \(K, Q, R, B, N, P\)/],
    [['find', 'glinski', 'mate1', '3', '1', 'more'], /^error: too many arguments: more/],
    [['solve', 'glinski', 'w: Kg1; b: Kg10', 'mate1', '--ms', 'soon'], /^error: --ms is a whole number/],
    [['find', 'glinski', 'mate1', '--fast'], /^error: unknown option "--fast"/],
  ]) {
    const r = await run(TSX, ['scripts/puzzle.ts', ...args]);
    assert.equal(r.code, 2, `puzzle ${args.join(' ')}: exit 2`);
    assert.match(r.err, message);
    assert.equal(r.err.trim().split('\n').length, 1, `puzzle ${args.join(' ')}: one line, no stack trace`);
  }
  // A search that would run for minutes stops at --ms with one line and exit 3 (a middle game, only:3 ran past 120 s).
  const middle =
    'w: Pb1 Rc1 Kg1 Ri1 Pk1 Pc2 Pi2 Nc3 Pd3 Bf3 Ph3 Pe4 Pg4 Bh4 Qc5 Pf5 Bd6 Ng6; b: Bd2 Nd4 Bb5 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7 Rc8 Qe8 Rh8 Kd9 Nh9 Bf11; clock: 40; move: 21';
  const t0 = Date.now();
  const slow = await run(TSX, ['scripts/puzzle.ts', 'solve', 'glinski', middle, 'only:3', '--ms', '1500']);
  assert.equal(slow.code, 3, 'solve past --ms: exit 3');
  assert.match(slow.err, /^error: solve ran out of time after 1500 ms/);
  assert.equal(slow.err.trim().split('\n').length, 1);
  assert.ok(Date.now() - t0 < 60_000, 'stopped near its limit');
  const ok = await run(TSX, ['scripts/puzzle.ts', 'check', 'peanut-rook-reach']);
  assert.equal(ok.code, 0);
  assert.match(ok.out, /1 checked, 0 failed/);
  const bad = await run('node', ['scripts/engine.mjs', 'nope', '--variant', 'glinski']);
  assert.equal(bad.code, 2);
  assert.equal(bad.err.trim().split('\n').length, 1);
});

test('the teacher’s notes window jumps to the step’s note under prefers-reduced-motion (and glides without)', async () => {
  for (const reducedMotion of ['reduce', 'no-preference']) {
    const context = await browser.newContext({ reducedMotion });
    try {
      const notes = await context.newPage();
      await notes.addInitScript(() => {
        window.__scrolls = [];
        const scroll = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (o) {
          window.__scrolls.push(typeof o === 'object' ? (o.behavior ?? 'auto') : 'auto');
          return scroll.call(this, o);
        };
      });
      await notes.goto(`${srv.url}/variants/peanut/guide/`);
      const slides = await context.newPage();
      await slides.goto(`${srv.url}/variants/peanut/?present=1&step=3`);
      await notes.waitForFunction(() => window.__scrolls.length > 0, null, { timeout: 20_000 });
      const seen = await notes.evaluate(() => window.__scrolls);
      if (reducedMotion === 'reduce') assert.ok(!seen.includes('smooth'), `no smooth scroll: ${seen}`);
      else assert.ok(seen.includes('smooth'), `a glide without the preference: ${seen}`);
    } finally {
      await context.close();
    }
  }
});
