// Size budgets (docs/QUALITY.md, "Sizes"), per page type of scripts/pages.mjs:
//  - first-load JavaScript: the page's <script src> files, gzip -9 (what a visitor downloads before the page works);
//  - the board's code: the scripts a page preloads (<link rel="preload" as="script">, written by next/dynamic) for its
//    interactive part (components/islands.tsx), loaded right after the first load;
//  - HTML: the exported page, raw and gzip -9 (what a visitor downloads first);
//  - the lazily loaded 3-D chunk group (three, react-three-fiber, drei and the scene), which must NOT be part of any
//    page's first load.
// The largest page of each type counts. Prints the figures either way; exits 1 when a budget is exceeded, when the
// 3-D code leaks into a first load, or when an exported page has no type (add it to scripts/pages.mjs).
// Usage: node scripts/size-budget.mjs [out]
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { discoverPages, PAGE_TYPES } from './pages.mjs';

/**
 * Budgets in kB (1024 bytes): `js` first-load JavaScript (gzip), `board` the preloaded code of the page's
 * interactive part (gzip; 0 when it has none), `html` the HTML file (raw), `htmlGzip` the HTML file (gzip).
 * Measured 2026-11-21 and 2026-11-24 (docs/QUALITY.md): set a little above the largest page, so growth is a decision.
 */
/** The preloaded code of a board page's interactive part (engine, board, controls), gzip. */
const BOARD = 70;
const BUDGETS = {
  home: { js: 150, board: 0, html: 40, htmlGzip: 10 },
  variants: { js: 150, board: 0, html: 40, htmlGzip: 8 },
  // #17: boards are pictures until near the viewport; the first board's code is preloaded (next/dynamic:
  // components/mdx/BoardCode.tsx)
  lesson: { js: 160, board: BOARD, html: 450, htmlGzip: 120 },
  // #43: a lesson's path renders the lesson's blocks as its page does (pictures first), with its own client part
  learn: { js: 165, board: BOARD, html: 450, htmlGzip: 120 },
  explore: { js: 170, board: BOARD, html: 390, htmlGzip: 38 }, // issue #17: the board's code after the first load
  puzzles: { js: 170, board: BOARD, html: 950, htmlGzip: 120 },
  guide: { js: 150, board: 0, html: 60, htmlGzip: 12 },
  'puzzle-sheet': { js: 150, board: 0, html: 1200, htmlGzip: 90 }, // #20: Lengthleaper puzzles as four level maps
  handout: { js: 150, board: 0, html: 720, htmlGzip: 60 },
  play: { js: 170, board: BOARD, html: 280, htmlGzip: 30 },
  editor: { js: 170, board: BOARD, html: 320, htmlGzip: 32 },
  gallery: { js: 150, board: 0, html: 650, htmlGzip: 55 },
  // #35: the teacher's and a student's live pages load the board, the engine and Socket.IO after the first load; the
  // teacher's also the QR code encoder and the puzzle list (93.7 kB measured on 2026-11-27, the student's 68.9 kB).
  live: { js: 150, board: 100, html: 40, htmlGzip: 10 },
  // A student's page carries a board page's code and the Socket.IO client: a board page's budget (BOARD) held it with
  // 1.1 kB to spare on 2026-11-27 and was passed by 0.1 kB when the board's labels learnt the viewer's side and the
  // square board's row of files (2026-11-28): its own budget, 5 kB over a board page's, as the teacher's page has.
  join: { js: 150, board: BOARD + 5, html: 40, htmlGzip: 10 },
  404: { js: 150, board: 0, html: 30, htmlGzip: 8 },
};
/** The lazily loaded 3-D chunk group, gzip. */
const SCENE_BUDGET = 275;

const root = process.argv[2] ?? 'out';
const THREE_MARK = 'WebGLRenderer'; // a name three's renderer keeps through minification (it is in its messages)

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const cache = new Map();
const read = (file) => {
  if (!cache.has(file)) cache.set(file, readFileSync(file));
  return cache.get(file);
};
const gz = new Map();
const gzip = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(read(file), { level: 9 }).length);
  return gz.get(file);
};

/** The files of a page's first load: its non-module <script src>, as paths under root. */
function firstLoad(html) {
  return [
    ...new Set(
      [
        ...read(html)
          .toString('utf8')
          .matchAll(/<script([^>]*)>/g),
      ]
        .filter((m) => !/nomodule/i.test(m[1]))
        .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean)
        .map((s) => join(root, decodeURIComponent(s.split('?')[0]))),
    ),
  ];
}

/** The scripts a page preloads and does not run at first, as paths under root: next/dynamic's islands. */
function preloaded(html, first) {
  const text = read(html).toString('utf8');
  return [
    ...new Set(
      [
        ...[...text.matchAll(/<link([^>]*)>/g)]
          .filter((m) => /\srel="preload"/.test(m[1]) && /\sas="script"/.test(m[1]))
          .map((m) => /\shref="([^"]+)"/.exec(m[1])?.[1]),
      ]
        .filter(Boolean)
        .map((s) => join(root, decodeURIComponent(s.split('?')[0]))),
    ),
  ].filter((f) => !first.includes(f));
}

/** Chunk groups loaded on demand from a script: Turbopack writes Promise.all(["static/chunks/a.js", ...].map(...)). */
function asyncGroups(file) {
  return [
    ...read(file)
      .toString('utf8')
      .matchAll(/Promise\.all\(\[((?:"[^"]+\.js",?)+)\]\.map\(/g),
  ].map((m) => [...m[1].matchAll(/"([^"]+)"/g)].map((x) => join(root, '_next', x[1])));
}

const failures = [];
const { pages, unknown } = discoverPages(root);
for (const u of unknown) failures.push(`${u}: an exported page of no known type (add a line to scripts/pages.mjs)`);

const largest = {}; // type -> { js, html, htmlGzip, jsPage, htmlPage }
let sceneMax = 0;
for (const p of pages) {
  const html = join(root, p.file);
  const files = firstLoad(html);
  const later = preloaded(html, files);
  const leak = [...files, ...later].find((f) => read(f).includes(THREE_MARK));
  if (leak)
    failures.push(
      `${p.file}: three is in the first-load JavaScript or the board's preloaded code (${relative(root, leak)}); load the 3-D view with next/dynamic`,
    );
  const js = files.reduce((s, f) => s + gzip(f), 0);
  const board = later.reduce((s, f) => s + gzip(f), 0);
  const size = { js, board, html: read(html).length, htmlGzip: gzip(html) };
  const l = (largest[p.type] ??= { js: 0, board: 0, html: 0, htmlGzip: 0 });
  for (const k of ['js', 'board', 'html', 'htmlGzip'])
    if (size[k] > l[k]) {
      l[k] = size[k];
      l[`${k}Page`] = p.file;
    }
  if (p.board) {
    const groups = [...files, ...later].flatMap(asyncGroups).filter((g) => g.some((f) => read(f).includes(THREE_MARK)));
    const scene = Math.max(
      0,
      ...groups.map((g) => g.filter((f) => !files.includes(f) && !later.includes(f)).reduce((s, f) => s + gzip(f), 0)),
    );
    sceneMax = Math.max(sceneMax, scene);
  }
}

const col = (s, w) => String(s).padStart(w);
console.log(
  `${'page type'.padEnd(10)} ${col('pages', 5)} ${col('first-load JS', 22)} ${col("board's code", 20)} ${col('HTML raw', 24)} ${col('HTML gzip', 22)}   largest page`,
);
for (const { type } of PAGE_TYPES) {
  const l = largest[type];
  const b = BUDGETS[type];
  if (!l) {
    failures.push(`no ${type} page was exported`);
    continue;
  }
  if (!b) {
    failures.push(`${type}: no budget in scripts/size-budget.mjs`);
    continue;
  }
  const n = pages.filter((p) => p.type === type).length;
  const fig = (k) => `${kB(l[k])} / ${b[k]} kB`;
  console.log(
    `${type.padEnd(10)} ${col(n, 5)} ${col(fig('js'), 22)} ${col(fig('board'), 20)} ${col(fig('html'), 24)} ${col(fig('htmlGzip'), 22)}   ${l.htmlPage}`,
  );
  for (const k of ['js', 'board', 'html', 'htmlGzip'])
    if (l[k] > b[k] * 1024)
      failures.push(
        `${type}: ${{ js: 'first-load JavaScript', board: "the board's preloaded code", html: 'HTML', htmlGzip: 'HTML (gzip)' }[k]} of ${l[`${k}Page`]} is ${kB(l[k])}, over its budget of ${b[k]} kB`,
      );
}
console.log(`lazy 3-D chunk (gzip): ${kB(sceneMax)} / ${SCENE_BUDGET} kB`);
if (!sceneMax) failures.push('the lazy 3-D chunk was not found on any page with a board');
if (sceneMax > SCENE_BUDGET * 1024)
  failures.push(`the 3-D chunk (${kB(sceneMax)}) is over its budget of ${SCENE_BUDGET} kB`);
for (const f of failures) console.error(`size budget: ${f}`);
console.log(failures.length ? 'size budgets: FAILED' : 'size budgets: ok');
process.exit(failures.length ? 1 : 0);
