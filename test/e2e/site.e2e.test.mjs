// npx playwright test site   (needs out/ from `npm run build`)
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { openPage, reviewShot } from './browser.mjs';

// The ids of docs/CONVENTIONS.md §1, written out here on purpose: the test must not trust the site's own list.
const IDS = ['peanut', 'panoply', 'fullhouse', 'king-and-queen', 'lengthleaper', 'lengthleaper-birds', 'glinski'];
const CARD_IDS = IDS.filter((id) => id !== 'lengthleaper-birds'); // shown on the Lengthleaper card

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

test('home page lists every variant and links to its page', async () => {
  const { page, pageErrors, consoleErrors } = await openPage(browser);
  await page.goto(`${srv.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Chess on unusual boards' }).waitFor();
  assert.equal(await page.title(), 'Hexplore');
  assert.deepEqual(await page.locator('li.card').evaluateAll((els) => els.map((e) => e.dataset.variant)), CARD_IDS);
  const hrefs = await page
    .locator('main a[href^="/variants/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(
    [...new Set(hrefs.filter((h) => /^\/variants\/[^/]+\/$/.test(h)))].sort(),
    IDS.map((id) => `/variants/${id}/`).sort(),
  );
  for (const id of CARD_IDS) {
    const card = page.locator(`li[data-variant="${id}"]`);
    assert.equal(
      await card.locator(`a[href="/variants/${id}/explore/"]`).count(),
      1,
      `${id}: card links to the free board`,
    );
    assert.equal(await card.locator(`a[href="/pieces/#${id}"]`).count(), 1, `${id}: card links to the gallery`);
    assert.equal(
      await card.locator(`a[href="/variants/${id}/play/"]`).count(),
      1,
      `${id}: card links to the play page`,
    );
    assert.equal(
      await card.locator(`a[href="/variants/${id}/puzzles/"]`).count(),
      1,
      `${id}: card links to the puzzles`,
    );
    for (const [what, href] of [
      ['editor', `/variants/${id}/editor/`],
      ['printable puzzle sheet', `/variants/${id}/puzzles/sheet/`],
    ])
      assert.equal(await card.locator(`a[href="${href}"]`).count(), 1, `${id}: card links to the ${what}`);
    const img = card.locator(`img[src="/variants/boards/${id}.svg"]`);
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => el.complete, await img.elementHandle());
    assert.ok(
      await img.evaluate((el) => el.naturalWidth > 0 && el.getBoundingClientRect().height > 80),
      `${id}: card shows a picture of its board`,
    );
  }
  const birds = page.locator('li[data-variant=lengthleaper] a[href="/variants/lengthleaper-birds/"]');
  assert.equal(await birds.count(), 1, 'the Lengthleaper card links to the birds subvariant');
  assert.equal(
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pieces' }).getAttribute('href'),
    '/pieces/',
  );
  mkdirSync('test-results', { recursive: true });
  await reviewShot(page, { path: 'test-results/home.png', fullPage: true });

  await page.locator('li[data-variant=peanut] h2 a').click();
  await page.waitForURL(`${srv.url}/variants/peanut/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (!existsSync('content/lessons/peanut.mdx')) {
    await page.getByRole('heading', { level: 1, name: 'Peanut' }).waitFor();
    assert.match(
      await page.locator('main').innerText(),
      /Philip John Brady[\s\S]*lesson for this variant is being written/,
    );
  }
  await page
    .getByRole('link', { name: /^free board$/i })
    .first()
    .click();
  await page.waitForURL(`${srv.url}/variants/peanut/explore/`);
  await page.getByRole('heading', { level: 1, name: 'Peanut: free board' }).waitFor();
  await reviewShot(page, { path: 'test-results/peanut-explore.png' });
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('the header\'s "Variants" leads to an index of every variant and its pages', async () => {
  const { page, pageErrors, consoleErrors } = await openPage(browser);
  await page.goto(`${srv.url}/pieces/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Variants' }).click();
  await page.waitForURL(`${srv.url}/variants/`);
  await page.getByRole('heading', { level: 1, name: 'Variants' }).waitFor();
  assert.deepEqual(
    await page.locator('ul.variant-index > li').evaluateAll((els) => els.map((e) => e.dataset.variant)),
    IDS,
  );
  for (const id of IDS) {
    const item = page.locator(`li[data-variant="${id}"]`);
    for (const section of ['', 'puzzles/', 'puzzles/sheet/', 'explore/', 'editor/', 'play/'])
      assert.equal((await item.locator(`a[href="/variants/${id}/${section}"]`).count()) > 0, true, `${id} ${section}`);
    assert.equal(await item.locator(`img[src="/variants/boards/${id}.svg"]`).count(), 1, `${id}: board picture`);
  }
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('the published build has no developer pages', () => {
  // out/ of the test run is built with HEXPLORE_DEV_PAGES=1 (scripts/test.mjs): ask the configuration what a plain
  // production build (`npm run build`) takes as pages.
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.HEXPLORE_DEV_PAGES;
  const extensions = (dev) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "console.log(JSON.stringify((await import('./next.config.mjs')).default.pageExtensions))",
        ],
        { encoding: 'utf8', env: dev ? { ...env, HEXPLORE_DEV_PAGES: '1' } : env },
      ),
    );
  assert.equal(extensions(false).includes('dev.tsx'), false, 'npm run build leaves the developer pages out');
  assert.equal(extensions(true).includes('dev.tsx'), true, 'HEXPLORE_DEV_PAGES=1 builds them');
  assert.ok(existsSync('app/dev/board3d/page.dev.tsx'), 'the 3-D developer page is a page.dev.tsx');
  const pages = execFileSync('git', ['ls-files', 'app'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\/page\.[a-z]+$/.test(f));
  assert.deepEqual(
    pages.filter((f) => f.startsWith('app/dev/')),
    [],
    'no ordinary page under app/dev/',
  );
});

test('every address of docs/CONVENTIONS.md §8 is exported', async () => {
  const paths = [
    '/pieces/',
    ...IDS.flatMap((id) => ['', 'explore/', 'puzzles/', 'play/'].map((s) => `/variants/${id}/${s}`)),
  ];
  for (const path of paths) {
    const res = await fetch(srv.url + path);
    assert.equal(res.status, 200, path);
    const lesson = /^\/variants\/[^/]+\/$/.test(path) && existsSync(`content/lessons/${path.split('/')[2]}.mdx`);
    const body = await res.text();
    if (path.endsWith('/play/')) assert.match(body, /data-play="/, `${path}: the play page, not a placeholder`);
    else if (path.endsWith('/puzzles/'))
      assert.match(body, /data-puzzle-id="/, `${path}: the puzzles, not a placeholder`);
    else if (path.endsWith('/explore/')) assert.match(body, /data-explore="/, `${path}: the free board`);
    else if (path !== '/pieces/' && !lesson) assert.match(body, /not built yet|being written|coming/, path);
  }
});

test('a missing page shows the not-found page', async () => {
  const { page, pageErrors } = await openPage(browser);
  const res = await page.goto(`${srv.url}/variants/chess-on-a-torus/`);
  assert.equal(res?.status(), 404);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  assert.equal(await page.getByRole('link', { name: /list of variants/ }).getAttribute('href'), '/');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
