// npx playwright test a11y-pages   (needs out/ from `npm run build`)
// The accessibility audit of every page (test/e2e/a11y.e2e.test.mjs says what is checked): one test per page, run in
// parallel across the workers (one page at a time in each: the audit of a large lesson is CPU-bound in one renderer).
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { label, pagesToCheck, policyOf, visit, watchCsp } from './site-pages.mjs';

const AXE = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
const FAIL_ON = new Set(['serious', 'critical']);
const { pages } = pagesToCheck('out');

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
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        summary: n.failureSummary.split('\n').slice(1, 3).join(' '),
      })),
    }));
  });
}

/** Elements with a running CSS animation or a transition that would run (non-zero duration), and Web Animations. */
const motion = (page) =>
  page.evaluate(() => {
    const moving = [];
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const dur = (v) => v.split(',').some((d) => parseFloat(d) > 0);
      if (
        (s.animationName !== 'none' && dur(s.animationDuration)) ||
        (s.transitionProperty !== 'none' && dur(s.transitionDuration))
      )
        moving.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className}`);
    }
    return {
      moving: moving.slice(0, 5),
      animations: document.getAnimations().filter((a) => a.playState === 'running').length,
    };
  });

const explain = (v) =>
  `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n` +
  v.nodes
    .slice(0, 4)
    .map((n) => `      ${n.target}: ${n.summary}`)
    .join('\n');

test.describe.configure({ mode: 'parallel' });

let context;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
});

for (const p of pages) {
  test(label(p), async ({ site }) => {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const violations = await watchCsp(page);
    await visit(page, site.url, p);
    await test.step('CSP: the policy is there, the page renders under it, no violation', async () => {
      assert.match(
        (await policyOf(page)) ?? '',
        /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;.* object-src 'none';/,
      );
      assert.ok((await page.locator('h1').count()) > 0, 'the page drew its heading');
      await page.evaluate(() => new Promise((r) => setTimeout(r, 200))); // late chunks
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
    });
    await test.step('reduced motion: no CSS animation or transition', async () => {
      assert.deepEqual(await motion(page), { moving: [], animations: 0 });
    });
    await test.step('axe: no serious or critical violation', async () => {
      const found = await audit(page);
      const bad = found.filter((v) => FAIL_ON.has(v.impact));
      const minor = found.filter((v) => !FAIL_ON.has(v.impact));
      if (minor.length)
        console.log(`${label(p)}: ${minor.length} minor or moderate finding(s):\n${minor.map(explain).join('\n')}`);
      assert.equal(
        bad.length,
        0,
        `${label(p)}: serious or critical accessibility violations:\n${bad.map(explain).join('\n')}`,
      );
    });
    await page.close();
  });
}
