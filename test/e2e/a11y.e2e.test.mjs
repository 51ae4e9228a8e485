// node --test test/e2e/a11y.e2e.test.mjs   (needs out/ from `npm run build`)
// Accessibility audit: axe-core in Chromium on every page of every type (scripts/pages.mjs), and the explore page
// with the 3-D view on. Fails on `serious` or `critical` violations and prints them; lesser ones are printed only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchBrowser, serveExport } from './browser.mjs';
import { label, pagesToCheck, REQUIRED_TYPES, visit } from './site-pages.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAIL_ON = new Set(['serious', 'critical']);
const { pages, unknown, types } = pagesToCheck('out');

let srv, browser, context;
before(async () => {
  [srv, browser] = await Promise.all([serveExport('out'), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
after(async () => { await browser?.close(); srv?.server.close(); });

/** Runs axe on the open page (evaluated through the debugging protocol, so the page's CSP does not stop it). */
async function audit(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary.split('\n').slice(1, 3).join(' ') })),
    }));
  });
}

const describe = (v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n` +
  v.nodes.slice(0, 4).map((n) => `      ${n.target}: ${n.summary}`).join('\n');

test('every exported page has a type, and every page type is present', () => {
  assert.deepEqual(unknown, [], 'HTML files that match no type in scripts/pages.mjs: add a line there');
  for (const t of REQUIRED_TYPES) assert.ok(types.includes(t), `no ${t} page in out/`);
});

for (const p of pages) {
  test(`axe: ${label(p)}`, async () => {
    const page = await context.newPage();
    await visit(page, srv.url, p);
    const violations = await audit(page);
    const bad = violations.filter((v) => FAIL_ON.has(v.impact));
    const minor = violations.filter((v) => !FAIL_ON.has(v.impact));
    if (minor.length) console.log(`${label(p)}: ${minor.length} minor or moderate finding(s):\n${minor.map(describe).join('\n')}`);
    await page.close();
    assert.equal(bad.length, 0, `${label(p)}: serious or critical accessibility violations:\n${bad.map(describe).join('\n')}`);
  });
}
