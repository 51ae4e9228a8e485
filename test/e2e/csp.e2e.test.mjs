// npx playwright test csp (needs out/ from `npm run build`, which runs scripts/csp.mjs)
// The Content-Security-Policy beyond single pages (each page type's policy and violations are checked in
// a11y.e2e, which opens every page once): in-page navigation stays free of violations, the policy really blocks
// an injected inline script, and a hostile ?position= shows the friendly message and runs nothing.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { openPage } from './browser.mjs';
import { watchCsp } from './site-pages.mjs';

let srv, browser;
test.beforeAll(async ({ site, browser: b }) => {
  srv = site;
  browser = b;
});

/** Opens a page that records CSP violations. */
async function watched() {
  const opened = await openPage(browser, { width: 1200, height: 850 });
  return { ...opened, violations: await watchCsp(opened.page) };
}

test('CSP: navigating inside the site (home → lesson → free board) stays free of violations', async () => {
  const { page, violations } = await watched();
  await page.goto(`${srv.url}/`);
  await page.locator('li[data-variant=glinski] h2 a').click();
  await page.waitForURL(`${srv.url}/variants/glinski/`);
  await page.locator('[data-board-root][data-board-ready="true"]').first().waitFor({ timeout: 30_000 });
  await page
    .getByRole('link', { name: /^free board$/i })
    .first()
    .click();
  await page.waitForURL(`${srv.url}/variants/glinski/explore/`);
  await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 30_000 });
  assert.deepEqual(await violations(), []);
  await page.close();
});

test('CSP: an inline script injected into the page is refused', async () => {
  const { page, violations } = await watched();
  await page.goto(`${srv.url}/pieces/`);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
  });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  assert.equal(await page.evaluate(() => window.__injected), undefined, 'the injected script did not run');
  assert.ok(
    (await violations()).some((v) => /script-src/.test(v)),
    'the browser reported the refusal',
  );
  await page.close();
});

test('a hostile ?position= shows the friendly message as text and runs nothing', async () => {
  const { page, pageErrors, violations } = await watched();
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  for (const hostile of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'w: K<svg onload=alert(1)>']) {
    await page.goto(`${srv.url}/variants/glinski/explore/?position=${encodeURIComponent(hostile)}`);
    await page.locator('[data-board-root][data-board-ready="true"]').waitFor({ timeout: 30_000 });
    const alert = page.locator('[data-url-error]');
    assert.match(await alert.innerText(), /could not be read: .*Showing the start position/s, hostile);
    assert.equal(await alert.locator('script, img, svg').count(), 0, 'the text is shown as text, not markup');
    assert.equal(
      await page.locator('textarea[name=position]').inputValue(),
      hostile,
      'the text waits in the field, to correct',
    );
    assert.equal(
      await page.locator('[data-cell="e1"]').getAttribute('aria-label'),
      'e1, white queen',
      'the start position is shown',
    );
  }
  assert.deepEqual(dialogs, [], 'no dialog opened');
  assert.deepEqual(await violations(), [], 'nothing even tried to run');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
