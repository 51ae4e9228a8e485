// npx playwright test editor (needs out/ from `next build`)
// The board editor: build a position by clicking (palette, cells), the engine's messages for a position it
// refuses and one that is illegal, the Barricade placed on two cells, keyboard placement; open the editor's
// "Explore this position" link in a new page and find the men there. Annotations on the free board: an arrow
// drawn with a right-button drag and a right-click mark survive the copied link in a new page, and `x` clears
// them; the link also carries the selection and the flip; bad values are named and the rest applies.
// Screenshots (HEXPLORE_SHOTS=1): test-results/editor/*.png.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, reviewShot } from './browser.mjs';

const SHOTS = 'test-results/editor';
let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
  mkdirSync(SHOTS, { recursive: true });
});

/** Opens a page of the site and waits for its board. */
async function open(path) {
  const opened = await openPage(browser, { width: 1280, height: 1000 });
  await opened.page.goto(`${srv.url}${path}`);
  await opened.page.locator('[data-board-root][data-board-ready="true"]').first().waitFor({ timeout: 15_000 });
  return opened;
}

const label = (page, cell) => page.locator(`[data-cell="${cell}"]`).getAttribute('aria-label');
/** Clicks a cell of the 2-D picture (its hit area). */
const clickCell = (page, cell) => page.locator(`[data-board-svg] [data-c="${cell}"]`).first().click();
/** The centre of a cell of the main picture, in page pixels. */
async function centre(page, cell) {
  const box = await page.locator(`[data-board-svg] [data-c="${cell}"] polygon`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('editor: build a Gliński position by clicking; the engine refuses a second king, then the side not to move in check; Explore opens it in a new page', async () => {
  const { page, pageErrors, consoleErrors } = await open('/variants/glinski/editor/');
  await page.click('[data-action="clear"]');
  assert.equal(await page.locator('[data-board-svg] [data-men] > *').count(), 0, 'the board is empty');
  for (const [tool, cell] of [
    ['w:K', 'g1'],
    ['b:K', 'g10'],
    ['w:Q', 'g5'],
    ['w:K', 'e4'],
  ]) {
    await page.click(`[data-palette="${tool}"]`);
    await clickCell(page, cell);
  }
  // Two white kings: the engine cannot load it, says why, and marks both kings.
  const refused = page.locator('[data-problem-level="refused"] [data-problem="two-royals"]');
  assert.match(await refused.innerText(), /White has a second royal man, the king on e4 \(the first is on g1\)/);
  assert.equal(await page.locator('[data-board-svg] [data-flagged]').count(), 2);
  assert.equal(await page.locator('[data-explore-link]').count(), 0, 'no Explore link while the engine refuses it');
  assert.match(await page.locator('[data-position-text]').inputValue(), /^w: Kg1 Ke4 Qg5; b: Kg10$/);
  await reviewShot(page, { path: `${SHOTS}/refused.png`, fullPage: true });
  // Erase the second king: now Black is in check with White to move, which no game reaches: refused too.
  await page.click('[data-palette="erase"]');
  await clickCell(page, 'e4');
  assert.match(
    await page.locator('[data-problem-level="refused"] [data-problem="check"]').innerText(),
    /Black is in check \(the king on g10 is attacked by the queen on g5\), but it is White's turn/,
  );
  assert.equal(await page.locator('[data-explore-link]').count(), 0, 'no Explore link for a refused position');
  assert.equal(await page.locator('[data-play-link]').count(), 0, 'no Play link for an illegal position');
  // Black to move: nothing wrong.
  await page.click('[data-turn="b"]');
  await page.locator('[data-problems="0"]').waitFor();
  const href = await page.locator('[data-explore-link]').getAttribute('href');
  assert.match(href, /^\/variants\/glinski\/explore\/\?position=/);
  assert.match(await page.locator('[data-play-link]').getAttribute('href'), /^\/variants\/glinski\/play\/\?position=/);
  // The editor's own address holds the position too.
  assert.match(
    decodeURIComponent(page.url()),
    /position=w:\+?Kg1 Qg5;\+?b:\+?Kg10;\+?turn:\+?b|position=w: Kg1 Qg5; b: Kg10; turn: b/,
  );
  // Open the Explore link in a new page: the men are there, and Black is to move.
  const other = await open(href);
  assert.equal(await label(other.page, 'g1'), 'g1, white king');
  assert.equal(await label(other.page, 'g5'), 'g5, white queen');
  assert.equal(await label(other.page, 'g10'), 'g10, black king');
  assert.equal(await label(other.page, 'e4'), 'e4, empty');
  assert.equal(await other.page.locator('[data-cell*=""][aria-label*="pawn"]').count(), 0);
  assert.match(await other.page.locator('[data-explore]').innerText(), /Black to move/);
  assert.deepEqual([...pageErrors, ...other.pageErrors], []);
  assert.deepEqual([...consoleErrors, ...other.consoleErrors], []);
});

test('editor: the Panoply Barricade takes two clicks; on cells that do not touch the engine says so', async () => {
  const { page, pageErrors } = await open('/variants/panoply/editor/');
  await page.click('[data-palette="w:X"]');
  await clickCell(page, 'f5');
  // The cells next to the first half are offered (highlighted) while the second is chosen.
  assert.ok((await page.locator('[data-announce]').innerText()).includes('Choose its second cell'));
  await clickCell(page, 'g5');
  assert.equal(await label(page, 'f5'), 'f5, white barricade (also g5)');
  assert.equal(await label(page, 'g5'), 'g5, white barricade (also f5)');
  await page.locator('[data-problem="too-many"]').waitFor(); // a third white Barricade
  await page.click('[data-palette="b:X"]');
  await clickCell(page, 'g7');
  await clickCell(page, 'i7');
  assert.match(
    await page.locator('[data-problem="two-cells"]').innerText(),
    /The Black barricade on g7 and i7: its two cells must be next to each other/,
  );
  await reviewShot(page, { path: `${SHOTS}/panoply.png`, fullPage: true });
  assert.deepEqual(pageErrors, []);
});

test('editor: King and Queen with the keyboard: a promoted man placed with Enter, men in hand and dropped in the text', async () => {
  const { page, pageErrors } = await open('/variants/king-and-queen/editor/');
  await page.click('[data-palette="w:+P"]');
  await page.locator('[data-cell="c4"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await label(page, 'c4'), 'c4, blue Valkyrie');
  assert.match(await page.locator('[data-announce]').innerText(), /Blue Valkyrie placed on c4/);
  await page.fill('[data-hand-count="w:N"]', '2');
  await page.selectOption('[data-field="dropped"]', 'b');
  assert.match(await page.locator('[data-position-text]').inputValue(), /\+Pc4.*hand: w:NN; dropped: b$/);
  // A Queen outside her castle: illegal, in words.
  await page.click('[data-palette="w:K"]');
  await page.locator('[data-cell="e1"]').focus();
  await page.keyboard.press('Enter'); // the Queen on e1 is removed (same piece again)
  await page.locator('[data-cell="b3"]').focus();
  await page.keyboard.press('Enter');
  assert.match(
    await page.locator('[data-problem="confined"]').innerText(),
    /The Blue Queen on b3 stands outside its castle/,
  );
  // Typed text that cannot be read leaves the board as it was.
  await page.fill('[data-position-text]', 'w: Ke1 Zz9');
  assert.match(await page.locator('[data-position-error]').innerText(), /cannot be read/);
  assert.equal(await label(page, 'b3'), 'b3, blue Queen');
  await reviewShot(page, { path: `${SHOTS}/king-and-queen.png`, fullPage: true });
  assert.deepEqual(pageErrors, []);
});

test('explore: an arrow drawn with a right-button drag and a marked cell survive the link; x clears them', async () => {
  const { page, pageErrors, consoleErrors } = await open('/variants/glinski/explore/');
  const a = await centre(page, 'e4');
  const b = await centre(page, 'e6');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  await page.locator('[data-annotations] [data-arrow="e4-e6"]').waitFor({ state: 'attached' });
  const d = await centre(page, 'd5');
  await page.keyboard.down('Shift');
  await page.mouse.click(d.x, d.y, { button: 'right' });
  await page.keyboard.up('Shift');
  assert.equal(await page.locator('[data-mark="d5"]').getAttribute('data-brush'), 'r');
  assert.match(
    await page.locator('[data-annotation-list]').innerText(),
    /arrow from e4 to e6 \(green, solid\)[\s\S]*d5 marked \(red, dashed\)/,
  );
  // A right-button drag selects nothing and moves nothing.
  assert.equal(await label(page, 'e4'), 'e4, white pawn');
  assert.equal(await page.locator('[aria-pressed="true"][data-cell]').count(), 0);
  await page.click('[data-copy-link]');
  const link = await page.locator('[data-link-output]').inputValue();
  assert.match(link, /arrows=e4-e6&marks=r:d5/);
  await reviewShot(page, { path: `${SHOTS}/explore-annotations.png` });
  // The link in a new page shows them.
  const other = await open(link.replace(srv.url, ''));
  await other.page.locator('[data-arrow="e4-e6"]').waitFor({ state: 'attached' });
  assert.equal(await other.page.locator('[data-mark="d5"]').count(), 1);
  // One key clears them (and the address forgets them).
  await other.page.locator('h1').click();
  await other.page.keyboard.press('x');
  assert.equal(await other.page.locator('[data-arrow]').count(), 0);
  assert.equal(await other.page.locator('[data-mark]').count(), 0);
  assert.doesNotMatch(other.page.url(), /arrows=|marks=/);
  assert.deepEqual([...pageErrors, ...other.pageErrors], []);
  assert.deepEqual([...consoleErrors, ...other.consoleErrors], []);
});

test('explore: Draw mode draws with the left button; the link keeps the selection and the flip', async () => {
  const { page, pageErrors } = await open('/variants/glinski/explore/?select=e4&flip=1');
  assert.equal(await page.locator('[data-cell="e4"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('[data-board-svg]').first().getAttribute('data-flipped'), 'true');
  await page.click('[data-draw-mode]');
  const a = await centre(page, 'c1');
  const b = await centre(page, 'f4');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await page.locator('[data-arrow="c1-f4"]').waitFor({ state: 'attached' });
  assert.equal(await label(page, 'c1'), 'c1, white rook', 'drawing moved nothing');
  assert.match(page.url(), /arrows=c1-f4&select=e4&flip=1/);
  await page.click('[data-clear-annotations]');
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  assert.deepEqual(pageErrors, []);
});

test('explore: bad link values are named, and the rest of the link applies', async () => {
  const { page, pageErrors } = await open(
    '/variants/glinski/explore/?arrows=e2-z9,e4-e6&camera=under&flip=maybe&select=j9&utm=1',
  );
  const text = await page.locator('[data-link-error]').innerText();
  for (const part of [
    'arrows = “e2-z9”',
    'cell "z9" does not exist',
    'camera = “under”',
    'flip = “maybe”',
    'select = “j9”',
  ])
    assert.ok(text.includes(part), `${part} in: ${text}`);
  assert.ok(!text.includes('utm'), 'unknown parameters are ignored');
  await page.locator('[data-arrow="e4-e6"]').waitFor({ state: 'attached' });
  assert.deepEqual(pageErrors, []);
});
