/**
 * Writes the piece gallery's board pictures as static SVG files, public/pieces/boards/<anchor>.svg (run by
 * `npm run build` and `npm run dev` before Next). The gallery page shows them with <img>: drawn inline by a server
 * component, each board was sent twice (in the HTML and again in React's payload), about 4 MB in all.
 * Usage: npx tsx scripts/gallery-boards.tsx
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import BoardSvg from '../components/board/BoardSvg';
import { GALLERY_BOARD_DIR, galleryBoardView, galleryPieces } from '../components/gallery/gallery';

rmSync(GALLERY_BOARD_DIR, { recursive: true, force: true });
mkdirSync(GALLERY_BOARD_DIR, { recursive: true });
let n = 0;
let bytes = 0;
const missing: string[] = [];
for (const { pieces } of galleryPieces())
  for (const p of pieces) {
    const view = galleryBoardView(p);
    if (!view) {
      missing.push(p.anchor);
      continue;
    }
    const markup = renderToStaticMarkup(
      <BoardSvg view={view} selected={p.cell.split('-')[0]} noLabels noHitLayer decorative />,
    )
      .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
      .replace(/ aria-hidden="true"/, '')
      .replace(
        / viewBox="(\S+) (\S+) (\S+) (\S+)" width="100%"/,
        (_m, x, y, w, h) => ` viewBox="${x} ${y} ${w} ${h}" width="${w}" height="${h}"`,
      );
    writeFileSync(join(GALLERY_BOARD_DIR, `${p.anchor}.svg`), markup);
    n++;
    bytes += markup.length;
  }
console.log(`gallery boards: ${n} pictures, ${(bytes / 1024).toFixed(0)} kB, in ${GALLERY_BOARD_DIR}/`);
if (missing.length)
  console.error(`gallery boards: no picture for ${missing.join(', ')} (its card shows the engine's message)`);
