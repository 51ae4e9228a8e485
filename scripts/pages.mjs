// The page types of the exported site, in one place, for the quality gates (accessibility audit, CSP check, size
// budgets, lesson measurement). Each exported HTML file of out/ belongs to exactly one type, or is excluded; a file
// that matches nothing makes the gates fail, so a new kind of page is noticed. To add a page type, add one line to
// PAGE_TYPES (its budgets live in scripts/size-budget.mjs under the same name).
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * `type`: the name used in reports and budgets; `file`: the exported file (relative to out/, `/` separators);
 * `board`: the page draws a playable board (its 3-D view is audited too); `perVariant`: one page per variant id.
 */
export const PAGE_TYPES = [
  { type: 'home', file: /^index\.html$/ },
  { type: 'variants', file: /^variants\/index\.html$/ },
  { type: 'lesson', file: /^variants\/([^/]+)\/index\.html$/, perVariant: true, board: true },
  // A lesson's path for a student on a phone (issue #43): the lesson's blocks one step at a time, with exercises.
  { type: 'learn', file: /^variants\/([^/]+)\/learn\/index\.html$/, perVariant: true, board: true },
  { type: 'explore', file: /^variants\/([^/]+)\/explore\/index\.html$/, perVariant: true, board: true },
  { type: 'puzzles', file: /^variants\/([^/]+)\/puzzles\/index\.html$/, perVariant: true },
  { type: 'guide', file: /^variants\/([^/]+)\/guide\/index\.html$/, perVariant: true },
  { type: 'handout', file: /^variants\/([^/]+)\/handout\/index\.html$/, perVariant: true },
  { type: 'puzzle-sheet', file: /^variants\/([^/]+)\/puzzles\/sheet\/index\.html$/, perVariant: true },
  { type: 'play', file: /^variants\/([^/]+)\/play\/index\.html$/, perVariant: true },
  { type: 'editor', file: /^variants\/([^/]+)\/editor\/index\.html$/, perVariant: true },
  { type: 'gallery', file: /^pieces\/index\.html$/ },
  // The live class (docs/CONVENTIONS.md §9): the teacher's page and a student's; without the site's server they say
  // so.
  { type: 'live', file: /^live\/index\.html$/ },
  { type: 'join', file: /^join\/index\.html$/ },
  { type: '404', file: /^404\.html$/ },
];

/** Exported files that are not pages of the site: developer pages and Next's duplicates of the 404 page. */
const EXCLUDED = [/^dev\//, /^_not-found\//, /^404\/index\.html$/];

const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

/**
 * Lists the pages of an export: `{ type, file, path, variant?, board? }` (`path` is the address, e.g.
 * `/variants/peanut/explore/`; the 404 page is fetched at a missing address), and `unknown`: the HTML files that
 * match no type and are not excluded.
 */
export function discoverPages(root = 'out') {
  const pages = [];
  const unknown = [];
  for (const abs of walk(root)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const file = relative(root, abs).split(sep).join('/');
    if (EXCLUDED.some((re) => re.test(file))) continue;
    const t = PAGE_TYPES.find((p) => p.file.test(file));
    if (!t) {
      unknown.push(file);
      continue;
    }
    const variant = t.perVariant ? t.file.exec(file)[1] : undefined;
    const path = t.type === '404' ? '/no-such-page/' : `/${file.replace(/index\.html$/, '')}`;
    pages.push({ type: t.type, file, path, variant, board: !!t.board });
  }
  return { pages, unknown };
}

/** The page types that have at least one page in the export, in PAGE_TYPES order. */
export const typesOf = (pages) => PAGE_TYPES.map((t) => t.type).filter((type) => pages.some((p) => p.type === type));
