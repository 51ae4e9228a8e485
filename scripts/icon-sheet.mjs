// Renders contact sheets of every piece symbol (both colours at 24/48/96 px on light/mid/dark board shades) and
// screenshots them with headless Chromium, for looking at the symbols:
//   npx tsx scripts/icon-sheet.mjs [outDir=test-results/icons]
// ONLY=rook,knight limits the sheets to some kinds. Writes overview.png (every symbol at 48 px), sheet-N.png (rows of sizes and shades), board.png (men on hex
// cells, the Barricade across two cells) and the HTML pages beside them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions } from '../test/e2e/browser.mjs';
import { boardView, parsePosition, VARIANT_IDS } from '../engine/index.ts';
import { barricadeBar, iconLayers, iconSvg, pieceIcon } from '../components/pieces/icons.ts';

const outDir = resolve(process.argv[2] ?? 'test-results/icons');
mkdirSync(outDir, { recursive: true });
const SHADES = { light: '#efe3c6', mid: '#b99a6d', dark: '#6e5238' };

// Every (kind, letter) of every variant, once; per-side symbols get a row per side.
const kinds = new Map();
for (const id of VARIANT_IDS) {
  const start = parsePosition(id);
  if (!start.ok) continue;
  for (const l of boardView(start.value).legend) {
    const e = kinds.get(l.kind) ?? { kind: l.kind, letter: l.letter, variants: [], names: new Set() };
    e.variants.push(id);
    for (const n of l.names) e.names.add(n);
    kinds.set(l.kind, e);
  }
}
const only = process.env.ONLY?.split(',');
const rows = [...kinds.values()].filter((k) => !only || only.includes(k.kind));
const perSide = (k) => pieceIcon(k.kind, k.letter, 'w') !== pieceIcon(k.kind, k.letter, 'b');

const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>
body{margin:12px;font:13px/1.3 system-ui,sans-serif;background:#fff;color:#222}
table{border-collapse:collapse} td{padding:0;vertical-align:middle}
td.l{padding:0 10px 0 0;width:150px} .sq{display:inline-flex;align-items:center;justify-content:center}
.grid{display:grid;grid-template-columns:repeat(8,1fr);gap:6px}
.tile{display:flex;flex-direction:column;align-items:center;border:1px solid #ddd;padding:4px}
.tile div{display:flex} small{color:#555}
</style></head><body>${body}</body></html>`;

const sq = (shade, px, svg) =>
  `<span class="sq" style="background:${SHADES[shade]};width:${px + 12}px;height:${px + 12}px">${svg}</span>`;

// Overview: every symbol at 48 px, white and black, on the mid shade.
const tiles = rows.flatMap((k) => {
  const sides = perSide(k)
    ? [
        ['w', ' (w)'],
        ['b', ' (b)'],
      ]
    : [[null, '']];
  return sides.map(([only, tag]) => {
    const svgs = (only ? [only, only] : ['w', 'b']).map((s, i) =>
      sq(i ? 'dark' : 'light', 48, iconSvg(k.kind, k.letter, s, 48)),
    );
    return `<div class="tile"><div>${svgs.join('')}${sq('mid', 24, iconSvg(k.kind, k.letter, only ?? 'w', 24))}${sq('mid', 24, iconSvg(k.kind, k.letter, only ?? 'b', 24))}</div><small>${k.kind}${tag}</small></div>`;
  });
});
const pages = [['overview', page('overview', `<div class="grid">${tiles.join('')}</div>`)]];

// Sheets: a row per symbol (per side where they differ): 96/48/24 px, w and b, on each shade.
const lines = rows.flatMap((k) =>
  perSide(k)
    ? [
        [k, 'w'],
        [k, 'b'],
      ]
    : [[k, null]],
);
for (let i = 0; i < lines.length; i += 9) {
  const trs = lines.slice(i, i + 9).map(([k, only]) => {
    const cells = Object.keys(SHADES).flatMap((shade) =>
      [96, 48, 24].flatMap((px) =>
        ['w', 'b'].map((s) => `<td>${only && s !== only ? '' : sq(shade, px, iconSvg(k.kind, k.letter, s, px))}</td>`),
      ),
    );
    return `<tr><td class="l"><b>${k.kind}</b>${only ? ` (${only})` : ''}<br><small>${[...k.names].join(' / ')}</small></td>${cells.join('')}</tr>`;
  });
  pages.push([`sheet-${i / 9 + 1}`, page('sheet', `<table>${trs.join('')}</table>`)]);
}

// A strip of hex cells with men at board size, and a Barricade across two cells.
const hex = (cx, cy, r) =>
  Array.from({ length: 6 }, (_, j) => {
    const a = ((60 * j - 30) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
const R = 30;
const W = R * Math.sqrt(3);
let svg = '';
const men = rows.map((k) => k.kind).filter((k) => k !== 'barricade');
men.forEach((kind, j) => {
  const col = j % 12;
  const row = Math.floor(j / 12);
  const cx = 40 + col * W + (row % 2) * (W / 2);
  const cy = 40 + row * R * 1.5;
  const shade = Object.values(SHADES)[(col + row) % 3];
  const side = j % 2 ? 'b' : 'w';
  const s = 0.8 * W;
  svg += `<polygon points="${hex(cx, cy, R)}" fill="${shade}" stroke="#8a7a60" stroke-width="1"/>`;
  svg += `<g transform="translate(${cx - s / 2} ${cy - s / 2}) scale(${s / 100})">${iconLayers(
    pieceIcon(kind, '?', side),
    side,
  )
    .map(
      (l) =>
        `<path d="${l.d}" fill="${l.fill}" stroke="${l.stroke}" stroke-width="${l.width}" stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    .join('')}</g>`;
});
// Barricades on both sides, along the three axes of a pointy-top board.
[
  ['w', 270],
  ['b', 350],
].forEach(([side, y0]) => {
  [0, 60, 120].forEach((deg, j) => {
    const a = [60 + j * 3 * W, y0];
    const t = (deg * Math.PI) / 180;
    const b = [a[0] + W * Math.cos(t), y0 - W * Math.sin(t)];
    svg += `<polygon points="${hex(a[0], a[1], R)}" fill="${SHADES.light}" stroke="#8a7a60"/>`;
    svg += `<polygon points="${hex(b[0], b[1], R)}" fill="${SHADES[j % 2 ? 'dark' : 'mid']}" stroke="#8a7a60"/>`;
    svg += barricadeBar(a, b, 0.8 * W, side)
      .map(
        (l) =>
          `<path d="${l.d}" fill="${l.fill}" stroke="${l.stroke}" stroke-width="${l.width}" stroke-linejoin="round"/>`,
      )
      .join('');
  });
});
pages.push(['board', page('board', `<svg width="800" height="400">${svg}</svg>`)]);

// The legend component as a page renders it, for a few variants. Its CSS module is loaded as plain CSS: class
// names stay as written (a loader hook turns `styles.x` into "x").
register(
  'data:text/javascript,export async function load(u,c,n){if(u.endsWith(".module.css"))return{format:"module",' +
    'source:"export default new Proxy({},{get:(_,k)=>String(k)})",shortCircuit:true};return n(u,c)}',
);
const { renderToStaticMarkup } = await import('react-dom/server');
const { createElement } = await import('react');
const { default: Legend } = await import('../components/pieces/Legend.tsx');
const legendCss = readFileSync(new URL('../components/pieces/Legend.module.css', import.meta.url), 'utf8');
const legends = ['king-and-queen', 'panoply', 'lengthleaper-birds'].map((id) => {
  const start = parsePosition(id);
  if (!start.ok) return '';
  const { legend, sideNames, title } = boardView(start.value);
  return `<h2>${title}</h2>` + renderToStaticMarkup(createElement(Legend, { legend, sideNames }));
});
pages.push(['legend', page('legend', `<style>${legendCss} body{max-width:1100px}</style>${legends.join('')}`)]);

const browser = await chromium.launch(launchOptions);
try {
  const tab = await browser.newPage({ viewport: { width: 1400, height: 800 } });
  // The board strip is small: shoot it at twice the pixel density, cropped to its drawing.
  const zoomed = await browser.newPage({ viewport: { width: 1400, height: 800 }, deviceScaleFactor: 2 });
  for (const [name, html] of pages) {
    const file = resolve(outDir, `${name}.html`);
    writeFileSync(file, html);
    const t = name === 'board' ? zoomed : tab;
    await t.goto(pathToFileURL(file).href);
    const png = resolve(outDir, `${name}.png`);
    if (name === 'board') await t.locator('svg').first().screenshot({ path: png });
    else await t.screenshot({ path: png, fullPage: true });
    console.log(`saved ${png}`);
  }
} finally {
  await browser.close();
}
