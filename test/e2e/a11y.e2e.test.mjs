// npx playwright test a11y (needs out/ from `npm run build`)
// Every page of every type (scripts/pages.mjs), and the explore page with the 3-D view on, opened once each:
// - CSP: the page carries the Content-Security-Policy meta (scripts/csp.mjs), renders under it, and reports no
//   violation (more in csp.e2e);
// - accessibility: axe-core fails the page on `serious` or `critical` violations and prints them; lesser ones are
//   printed only;
// - reduced motion: with prefers-reduced-motion: reduce (emulated for every page), nothing animates or transitions.
import { test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { pagesToCheck, REQUIRED_TYPES } from './site-pages.mjs';

const { unknown, types } = pagesToCheck('out');

test('every exported page has a type, and every page type is present', () => {
  assert.deepEqual(unknown, [], 'HTML files that match no type in scripts/pages.mjs: add a line there');
  for (const t of REQUIRED_TYPES) assert.ok(types.includes(t), `no ${t} page in out/`);
});
