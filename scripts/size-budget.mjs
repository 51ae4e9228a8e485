// Size budgets (README.md, "Budgets"), gzip -9 of the exported JavaScript:
//  - the first-load JavaScript of every page with a board (the explore pages and /dev/board3d/);
//  - the lazily loaded 3-D chunk group (three, react-three-fiber, drei and the scene), which must NOT be part of
//    any page's first load.
// Prints the figures either way; exits 1 when a budget is exceeded or the 3-D code leaks into a first load.
// Usage: node scripts/size-budget.mjs [out]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in kB (1024 bytes) of gzip -9. Measured 2026-11-21: board page 174.9 kB, 3-D chunk 247.6 kB. */
export const BUDGET = { boardPage: 190, scene3d: 275 };

const root = process.argv[2] ?? 'out';
const BOARD_PAGE = /^(dev\/board3d|variants\/[^/]+\/(explore|editor))\/index\.html$/;
const THREE_MARK = 'WebGLRenderer'; // a name three's renderer keeps through minification (it is in its messages)

const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const text = new Map();
const read = (file) => { if (!text.has(file)) text.set(file, readFileSync(file)); return text.get(file); };
const gz = new Map();
const gzip = (file) => { if (!gz.has(file)) gz.set(file, gzipSync(read(file), { level: 9 }).length); return gz.get(file); };

/** The files of a page's first load: its non-module <script src>, as paths under root. */
function firstLoad(html) {
  return [...new Set([...readFileSync(html, 'utf8').matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]))
    .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean)
    .map((s) => join(root, decodeURIComponent(s.split('?')[0]))))];
}

/** Chunk groups loaded on demand from a script: Turbopack writes Promise.all(["static/chunks/a.js", ...].map(...)). */
function asyncGroups(file) {
  return [...read(file).toString('utf8').matchAll(/Promise\.all\(\[((?:"[^"]+\.js",?)+)\]\.map\(/g)]
    .map((m) => [...m[1].matchAll(/"([^"]+)"/g)].map((x) => join(root, '_next', x[1])));
}

const failures = [];
const pages = walk(root).filter((f) => f.endsWith('.html')).sort();
let boardMax = 0, sceneMax = 0, boardPages = 0;
for (const html of pages) {
  const rel = relative(root, html);
  const files = firstLoad(html);
  const leak = files.find((f) => read(f).includes(THREE_MARK));
  if (leak) failures.push(`${rel}: three is in the first-load JavaScript (${relative(root, leak)}); load the 3-D view with next/dynamic`);
  if (!BOARD_PAGE.test(rel)) continue;
  boardPages++;
  const first = files.reduce((s, f) => s + gzip(f), 0);
  boardMax = Math.max(boardMax, first);
  const groups = files.flatMap(asyncGroups).filter((g) => g.some((f) => read(f).includes(THREE_MARK)));
  const scene = Math.max(0, ...groups.map((g) => g.filter((f) => !files.includes(f)).reduce((s, f) => s + gzip(f), 0)));
  sceneMax = Math.max(sceneMax, scene);
  console.log(`${rel.padEnd(48)} first load ${kB(first).padStart(9)}   3-D chunk ${scene ? kB(scene).padStart(9) : '     none'}`);
}

if (!boardPages) failures.push('no page with a board was found (dev/board3d/ or variants/*/explore/)');
if (boardPages && !sceneMax) failures.push('the lazy 3-D chunk was not found on any page with a board');
console.log(`board page first load: largest ${kB(boardMax)}, budget ${BUDGET.boardPage} kB`);
console.log(`lazy 3-D chunk:        largest ${kB(sceneMax)}, budget ${BUDGET.scene3d} kB`);
if (boardMax > BUDGET.boardPage * 1024) failures.push(`a board page's first load (${kB(boardMax)}) is over its budget of ${BUDGET.boardPage} kB`);
if (sceneMax > BUDGET.scene3d * 1024) failures.push(`the 3-D chunk (${kB(sceneMax)}) is over its budget of ${BUDGET.scene3d} kB`);
for (const f of failures) console.error(`size budget: ${f}`);
console.log(failures.length ? 'size budgets: FAILED' : 'size budgets: ok');
process.exit(failures.length ? 1 : 0);
