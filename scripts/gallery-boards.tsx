/**
 * Writes the site's static board pictures as SVG files (run by scripts/boards.tsx, before Next in `npm run build` and
 * `npm run dev`):
 *  - the piece gallery's boards, public/pieces/boards/<anchor>.svg (one piece alone on its telling cell);
 *  - the handouts' piece pictures, public/pieces/near/<anchor>.svg: the same man's neighbourhood, large enough on
 *    paper (components/handout/near.ts);
 *  - the home page's and the variant index's boards, public/variants/boards/<id>.svg (each variant's start position).
 * The pages show them with <img>: drawn inline by a server component, each board was sent twice (in the HTML and
 * again in React's payload), about 4 MB in all.
 * Usage: npx tsx scripts/gallery-boards.tsx
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { boardView, parsePosition, type BoardView } from '../engine';
import BoardSvg from '../components/board/BoardSvg';
import {
  GALLERY_BOARD_DIR,
  galleryBoardView,
  galleryPieces,
  NEAR_BOARD_DIR,
  VARIANT_BOARD_DIR,
} from '../components/gallery/gallery';
import { nearPicture } from '../components/handout/near';
import { VARIANT_INFO } from '../content/variants';

/** A board as a standalone SVG file: no labels, no hit layer, its own size, or cropped to `crop` (one level: `level`). */
function boardFile(
  view: BoardView,
  selected?: string,
  crop?: { x: number; y: number; w: number; h: number },
  level?: number,
): string {
  return renderToStaticMarkup(<BoardSvg view={view} selected={selected} level={level} noLabels noHitLayer decorative />)
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ aria-hidden="true"/, '')
    .replace(/ viewBox="(\S+) (\S+) (\S+) (\S+)" width="100%"/, (_m, x, y, w, h) => {
      const b = crop ?? { x, y, w, h };
      return ` viewBox="${b.x} ${b.y} ${b.w} ${b.h}" width="${b.w}" height="${b.h}"`;
    });
}

for (const dir of [GALLERY_BOARD_DIR, NEAR_BOARD_DIR, VARIANT_BOARD_DIR]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
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
    const markup = boardFile(view, p.cell.split('-')[0]);
    writeFileSync(join(GALLERY_BOARD_DIR, `${p.anchor}.svg`), markup);
    n++;
    bytes += markup.length;
    const near = nearPicture(view, p.cell);
    if (near) {
      const small = boardFile(near.view, p.cell.split('-')[0], near.box, near.level);
      writeFileSync(join(NEAR_BOARD_DIR, `${p.anchor}.svg`), small);
      bytes += small.length;
    } else missing.push(`${p.anchor} (near)`);
  }
console.log(`gallery boards: ${n} pictures, ${(bytes / 1024).toFixed(0)} kB, in ${GALLERY_BOARD_DIR}/`);
if (missing.length)
  console.error(`gallery boards: no picture for ${missing.join(', ')} (its card shows the engine's message)`);

let starts = 0;
for (const v of VARIANT_INFO) {
  const start = parsePosition(v.id);
  if (!start.ok) {
    console.error(`variant boards: no picture for ${v.id}: ${start.error.message}`);
    continue;
  }
  writeFileSync(join(VARIANT_BOARD_DIR, `${v.id}.svg`), boardFile(boardView(start.value, { play: false })));
  starts++;
}
console.log(`variant boards: ${starts} start positions in ${VARIANT_BOARD_DIR}/`);
