// Lets a lesson's first board start sooner (issue #17; run by `npm run build` after `next build`, before csp.mjs).
// A lesson's boards are static pictures until their code comes (components/mdx/LazyBoard.tsx). That code is split
// from the page's first load (the 160 kB budget), and the bundler asks for it only when LazyBoard's module runs,
// that is after the page's own scripts have arrived and React has started: on a slow phone the link then idles.
// Preloaded from the start instead (`<link rel="preload">` in the <head>), the board's chunks shared the line with
// the page's own scripts and React started later by as much. So this writes into the <head> of every page with a
// lazy board a small script that preloads the board's chunks, and the chunk of the rules of the page's first
// diagram's variant (each variant's rules are their own chunk: engine/variants/load.ts), once all but one of the
// page's own scripts have come: they come down while React starts. Measured on the Lengthleaper lesson (CPU 4x,
// 1.6 Mbit/s, quiet machine, four loads each), the first board was ready after 2.21 s instead of 2.37 s (links
// from the start) and 2.59 s (no preload).
// The chunks are found in the export: among the lists of chunks the page's scripts load on demand
// (`["static/chunks/….js", …]`), the list whose scripts hold the diagram's board (its `data-diagram-board`
// attribute). A page with a lazy board and no such list stops the build with a message: the bundler's output
// changed and this script must follow it. Idempotent.
// It also puts back in place the lesson's blocks after its first board (components/mdx/LessonBody.tsx): they are in
// a Suspense boundary so that React hydrates them after the first board, and React's server renderer sends such a
// boundary at the end of the HTML (`<div hidden id="S:0">`) with a script that moves it into place (`$RC`), up to
// 300 ms later, and never without JavaScript. Written in place, the boundary is a finished one (`<!--$-->`), the
// same HTML as without it; the client still hydrates it last.
// Usage: node scripts/preload-boards.mjs [out]   (prints one line; exits 1 on a page it cannot handle)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '<!--board-preload-->';
/** The attribute of the preloading script that lists the board's chunks, space separated (read by the tests). */
const CHUNKS_ATTR = 'data-board-chunks';
/**
 * The preloading script, the same on every page (one hash in the Content-Security-Policy: scripts/csp.mjs): once
 * all but one of the page's own scripts have come (the one left is in practice React's, the largest, with a
 * little left to come), it adds a `<link rel="preload" as="script">` for each of the board's chunks.
 */
const PRELOADER = `(()=>{const me=document.currentScript;let hrefs=me.getAttribute('${CHUNKS_ATTR}').split(' ');\
const go=()=>{if(!hrefs)return;for(const h of hrefs){const l=document.createElement('link');l.rel='preload';l.as='script';\
l.href=h;document.head.append(l)}hrefs=null};\
const own=[...document.querySelectorAll('script[src]:not([nomodule])')].filter((s)=>!performance.getEntriesByName(s.src).length);\
let left=own.length;const one=()=>{if(--left<=1)go()};if(left<=1)go();\
else for(const s of own){s.addEventListener('load',one,{once:true});s.addEventListener('error',one,{once:true})}})()`;
const LIST = /\[((?:"static\/chunks\/[^"]+",?)+)\]/g;

/** The HTML files under a folder. */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

/**
 * The chunks (paths under `_next/`) that load the diagram's board, found from a page's script paths; undefined
 * when none of the page's scripts loads it on demand.
 */
function boardChunks(out, scripts) {
  const read = (p) => (existsSync(join(out, '_next', p)) ? readFileSync(join(out, '_next', p), 'utf8') : '');
  for (const src of scripts)
    for (const m of read(src).matchAll(LIST)) {
      const list = m[1].split(',').map((s) => s.replace(/"/g, ''));
      if (list.some((c) => c.endsWith('.js') && read(c).includes('data-diagram-board'))) return list;
    }
  return undefined;
}

/**
 * The chunks that hold the rules of a variant (engine/variants/load.ts: each variant's module is its own chunk,
 * marked `hexplore-rules:<ids>`), found among the lists of chunks that the page's scripts and the board's chunks
 * load on demand: the smallest such list. Undefined when none holds them.
 */
function rulesChunks(out, scripts, variant) {
  const read = (p) => (existsSync(join(out, '_next', p)) ? readFileSync(join(out, '_next', p), 'utf8') : '');
  let best;
  let bestSize = Infinity;
  for (const src of scripts)
    for (const m of read(src).matchAll(LIST)) {
      const list = m[1].split(',').map((s) => s.replace(/"/g, ''));
      const texts = list.map(read);
      const holds = texts.some((t) =>
        [...t.matchAll(/hexplore-rules:([a-z,-]+)/g)].some((r) => r[1].split(',').includes(variant)),
      );
      const size = texts.reduce((n, t) => n + t.length, 0);
      if (holds && size < bestSize) [best, bestSize] = [list, size];
    }
  return best;
}

const PENDING = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g;
const REVEAL = /<script>(?:(?!<\/script>)[\s\S])*?\$RC\("B:(\d+)","S:\1"\)<\/script>/g;

/**
 * Writes every boundary that React's server renderer sent late (`<div hidden id="S:n">`, moved by `$RC`) in its
 * place as a finished boundary; returns the new text, or an error message when the output is not the expected one.
 */
function inlineBoundaries(html) {
  const ids = [...html.matchAll(PENDING)].map((m) => m[1]);
  if (!ids.length) return { html };
  let out = html;
  for (const id of ids) {
    const open = `<div hidden id="S:${id}">`;
    const start = out.indexOf(open);
    const reveal = [...out.matchAll(REVEAL)].find((m) => m[1] === id);
    if (start < 0 || !reveal || !out.slice(0, reveal.index).endsWith('</div>') || reveal.index < start)
      return { error: `boundary B:${id}: no hidden <div id="S:${id}"> followed by its $RC script` };
    const content = out.slice(start + open.length, reveal.index - '</div>'.length);
    out = out.slice(0, start) + out.slice(reveal.index + reveal[0].length);
    out = out.replace(`<!--$?--><template id="B:${id}"></template><!--/$-->`, `<!--$-->${content}<!--/$-->`);
  }
  if (out.includes('$RC(') || out.includes('<template id="B:')) return { error: 'a late boundary left after inlining' };
  return { html: out };
}

/** Adds the preload links to one page's HTML; returns the new text, or an error message. */
function withPreload(out, page) {
  const inlined = inlineBoundaries(page);
  if (inlined.error) return inlined;
  const html = inlined.html;
  if (!html.includes('data-board-state')) return { html, chunks: 0, changed: html !== page };
  const scripts = [...html.matchAll(/<script src="\/_next\/([^"]+)"/g)].map((m) => m[1]);
  const board = boardChunks(out, scripts);
  if (!board) return { error: 'a lazy board, but no chunk list among its scripts holds the diagram board' };
  // The first diagram's variant: its rules come with the board's code (components/mdx/LazyBoard.tsx).
  const variant = html.match(/<figure[^>]*\bdata-diagram="([^"]+)"/)?.[1];
  const rules = variant ? rulesChunks(out, [...scripts, ...board], variant) : [];
  if (!rules) return { error: `no chunk list holds the rules of variant "${variant}" (hexplore-rules:…)` };
  const chunks = [...new Set([...board, ...rules])];
  const hrefs = chunks
    .filter((c) => c.endsWith('.js') && !html.includes(`src="/_next/${c}"`))
    .map((c) => `/_next/${c}`);
  const links = hrefs.length ? `<script ${CHUNKS_ATTR}="${hrefs.join(' ')}">${PRELOADER}</script>` : '';
  const clean = html.replace(new RegExp(`${MARK}.*?${MARK}`), '');
  const at = clean.indexOf('</head>');
  if (at < 0) return { error: 'no </head>' };
  return {
    html: `${clean.slice(0, at)}${MARK}${links}${MARK}${clean.slice(at)}`,
    chunks: links ? chunks.length : 0,
    changed: true,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? 'out';
  let pages = 0;
  const errors = [];
  for (const file of htmlFiles(out)) {
    const r = withPreload(out, readFileSync(file, 'utf8'));
    if (r.error) errors.push(`${relative(out, file)}: ${r.error}`);
    else if (r.changed) {
      writeFileSync(file, r.html);
      if (r.chunks) pages++;
    }
  }
  for (const e of errors) console.error(`preload-boards: ${e}`);
  console.log(`preload-boards: the board's code preloaded in ${pages} pages`);
  process.exit(errors.length ? 1 : 0);
}
