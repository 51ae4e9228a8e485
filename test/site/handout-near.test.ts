/**
 * The handout's piece pictures show the man's neighbourhood with a cell at least 5 mm on paper (issue 32): the crop
 * of each picture (components/handout/near.ts) against the printed size the sheet gives it (handout.module.css).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgGeometry } from '@/components/board/BoardSvg';
import { galleryBoardView, galleryPieces } from '@/components/gallery/gallery';
import { cellMillimetres, MIN_CELL_MM, nearPicture, PICTURE_MANY_MM, PICTURE_MM } from '@/components/handout/near';

const css = readFileSync(new URL('../../components/handout/handout.module.css', import.meta.url), 'utf8');
const print = css.slice(css.indexOf('@media print'));

describe('the summary sheet pictures', () => {
  it('are printed at the sizes near.ts assumes', () => {
    expect(print).toMatch(new RegExp(`\\.piece \\{\\s*grid-template-columns: ${PICTURE_MM.w}mm 1fr;`));
    expect(print).toMatch(new RegExp(`\\.pieceImg \\{\\s*max-height: ${PICTURE_MM.h}mm;`));
    expect(print).toMatch(
      new RegExp(`\\.piecesMany \\.piece \\{\\s*grid-template-columns: ${PICTURE_MANY_MM.w}mm 1fr;`),
    );
    expect(print).toMatch(new RegExp(`\\.piecesMany \\.pieceImg \\{\\s*max-height: ${PICTURE_MANY_MM.h}mm;`));
  });

  for (const { variant, pieces } of galleryPieces()) {
    const size = pieces.length > 12 ? PICTURE_MANY_MM : PICTURE_MM; // Handout.tsx: more than 12, four to a row
    it(`${variant.id}: each shows the man and its neighbours, a cell ≥ ${MIN_CELL_MM} mm`, () => {
      expect(pieces.length).toBeGreaterThan(0);
      for (const p of pieces) {
        const view = galleryBoardView(p)!;
        const near = nearPicture(view, p.cell);
        expect(near, p.anchor).toBeDefined();
        const { box } = near!;
        expect(cellMillimetres(box, size), p.anchor).toBeGreaterThanOrEqual(MIN_CELL_MM);
        // The whole board would have been far smaller: the crop is what makes the cell readable.
        const whole = svgGeometry({ view, noLabels: true }).box;
        expect(box.w * box.h, p.anchor).toBeLessThan(whole.w * whole.h);
        // The man's cell(s) and its six (or four) neighbours' centres lie inside the crop; the man stands in it.
        const g = svgGeometry({ view: near!.view, noLabels: true, level: near!.level });
        const man = g.byName.get(p.cell.split('-')[0]!)!;
        const inside = (x: number, y: number) => x > box.x && x < box.x + box.w && y > box.y && y < box.y + box.h;
        expect(inside(man.x, man.y), p.anchor).toBe(true);
        const ring = g.cells.filter(
          (c) => c.level === man.level && Math.abs(Math.hypot(c.x - man.x, c.y - man.y) - box.cell) < 1,
        );
        expect(ring.length, p.anchor).toBeGreaterThanOrEqual(2);
        for (const c of ring) expect(inside(c.x, c.y), `${p.anchor}: ${c.name}`).toBe(true);
        expect(near!.view.pieces.some((m) => m.cell === man.name)).toBe(true);
      }
    });
  }
});
