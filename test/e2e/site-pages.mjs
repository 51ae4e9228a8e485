// Shared by the quality-gate e2e tests (a11y, CSP): every page of the export, by type (scripts/pages.mjs), opened
// and waited for until it has drawn, optionally with the first board switched to its 3-D view.
import { discoverPages, typesOf } from '../../scripts/pages.mjs';

/** The page types every export must have (docs/CONVENTIONS.md §8 plus the 404 page). */
export const REQUIRED_TYPES = ['home', 'lesson', 'learn', 'explore', 'puzzles', 'play', 'gallery', '404'];

/** The pages to check: every exported page, and the explore pages of a flat board and the prism with 3-D on. */
export function pagesToCheck(root = 'out') {
  const { pages, unknown } = discoverPages(root);
  const threeD = pages
    .filter((p) => p.type === 'explore' && ['glinski', 'lengthleaper'].includes(p.variant))
    .map((p) => ({ ...p, type: 'explore 3-D', threeD: true }));
  return { pages: [...pages, ...threeD], unknown, types: typesOf(pages) };
}

/** Waits until every board of the page says it has drawn (none on pages without boards). */
async function boardsReady(page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-board-root]')].every((b) => b.getAttribute('data-board-ready') === 'true'),
    undefined,
    { timeout: 30_000 },
  );
}

/** Opens one page (from pagesToCheck) on an open Playwright page; with `threeD`, switches the first board to 3-D. */
export async function visit(page, base, p) {
  await page.goto(base + p.path, { waitUntil: 'load' });
  await boardsReady(page);
  if (p.threeD) {
    await page.getByRole('group', { name: 'View' }).first().getByRole('button', { name: '3-D' }).click();
    await page.locator('[data-scene-ready="true"]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

/** A short label for test names and reports. */
export const label = (p) => `${p.type} ${p.path}`;

/**
 * Makes a page record Content-Security-Policy violations (the DOM events and the console's reports) from its
 * first script on; call before goto. Returns a function that lists them.
 */
export async function watchCsp(page) {
  const reports = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) reports.push(m.text());
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => [...reports, ...(await page.evaluate(() => window.__csp ?? []))];
}

/** The policy of the open page's CSP meta (a direct child of <head>), or undefined. */
export const policyOf = (page) =>
  page.evaluate(() => document.querySelector('head > meta[http-equiv="Content-Security-Policy"]')?.content);
