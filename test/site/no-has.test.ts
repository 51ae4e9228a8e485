// Screen stylesheets use :has() only where Chromium can tell cheaply what it changes (components/classroom/
// presenter-board.css says why). The presenter's rules once had eight, under `html[data-presenting] ...`: on every
// lesson page, presenting or not, each board that went live restyled the whole document, and Lengthleaper's lesson
// missed its long-task budget in CI (a 345 ms task at 4x CPU slowdown). Print rules are not checked: they apply only
// when printing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repoFiles';

/** The :has() uses allowed on screen: a simple class or child test on an element high in the page, matched once. */
const ALLOWED = new Set(['body:has(.board-page)', '.wrap:has(.board-page)', 'label:has(input:checked)']);

/** The text of a stylesheet without its `@media print { ... }` blocks (braces matched). */
function screenRules(css: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const at = css.indexOf('@media print', i);
    if (at < 0) return out + css.slice(i);
    out += css.slice(i, at);
    let j = css.indexOf('{', at);
    for (let depth = 1; depth > 0 && j < css.length; ) {
      j++;
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    i = j + 1;
  }
}

/** Each `:has(...)` in a stylesheet's screen rules with the compound it belongs to, e.g. `body:has(.board-page)`. */
function hasUses(css: string): string[] {
  const text = screenRules(css).replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/[\w.#[\]="-]*:has\([^)]*\)/g)].map((m) => m[0]);
}

describe(':has() in screen stylesheets', () => {
  it('finds the uses and skips print rules', () => {
    const css = 'a:has(> b) { x: 1 }\n@media print { div:has(> p) { y: 2 } @page { margin: 0 } }\n.c:has(.d) {}';
    expect(hasUses(css)).toEqual(['a:has(> b)', '.c:has(.d)']);
  });

  const sheets = repositoryFiles().filter((f) => f.endsWith('.css'));
  it('finds the stylesheets', () => {
    expect(sheets).toContain('components/classroom/presenter-board.css');
  });
  it.each(sheets)('%s uses only the allowed :has()', (file) => {
    const uses = hasUses(readFileSync(file, 'utf8')).filter((u) => !ALLOWED.has(u));
    expect(uses).toEqual([]);
  });
});
