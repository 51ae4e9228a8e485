/**
 * The handout's piece pictures (issue 32): the man's neighbourhood, not the whole board. On paper the picture is
 * `PICTURE_MM` wide at most (handout.module.css, print), so a whole 127-cell board there drew cells of about 1 mm; a
 * crop of the same drawing around the man, `NEAR` cells either side of its cell(s), draws each cell at least
 * `MIN_CELL_MM` across. The crop is the board drawing's own viewBox narrowed (scripts/gallery-boards.tsx writes one
 * such picture per piece). Pure.
 */
import { svgGeometry } from '@/components/board/BoardSvg';
import { UNIT } from '@/components/board/core/geometry';
import type { BoardView } from '@/engine';

/** The picture's largest size on paper, in millimetres: the summary sheet's picture column and its height cap. */
export const PICTURE_MM = { w: 22, h: 22 } as const;
/** The picture's size on paper when a variant has many pieces (four to a row). */
export const PICTURE_MANY_MM = { w: 17, h: 17 } as const;
/** The smallest cell on paper, in millimetres, that a reader can make out with the man and its dots. */
export const MIN_CELL_MM = 5;
/** How far the picture reaches from the man's cell(s), in cells: its neighbours and a margin. */
const NEAR = 1.5;

/** A crop of the board drawing (its SVG units), and the size of one cell in the same units. */
export interface NearBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly cell: number;
}

/** A piece's handout picture: the view to draw (only the cells near the man), the level map of a prism, the crop. */
export interface NearPicture {
  readonly view: BoardView;
  /** On a prism: the man's level, drawn flat as a level map (BoardSvg `level`). */
  readonly level?: number;
  readonly box: NearBox;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The picture of the man on `cell` (a two-cell man: `f2-g2`) in `view`: its cell(s) and their neighbours, `NEAR`
 * cells either side, on a prism its own level; undefined when the cell is not on the board.
 */
export function nearPicture(view: BoardView, cell: string): NearPicture | undefined {
  const names = cell.split('-');
  const first = view.cells.find((c) => c.name === names[0]);
  if (!first) return undefined;
  const level = view.levels > 1 ? first.level : undefined;
  const g = svgGeometry({ view, noLabels: true, level });
  const mine = names.flatMap((n) => g.byName.get(n) ?? []);
  const xs = mine.map((c) => c.x);
  const ys = mine.map((c) => c.y);
  const reach = NEAR * UNIT;
  const x0 = Math.min(...xs) - reach;
  const y0 = Math.min(...ys) - reach;
  const x1 = Math.max(...xs) + reach;
  const y1 = Math.max(...ys) + reach;
  // Only the cells that show in the crop are drawn (a cell reaches at most a cell's width past its centre).
  const shown = new Set(
    g.cells.filter((c) => c.x > x0 - UNIT && c.x < x1 + UNIT && c.y > y0 - UNIT && c.y < y1 + UNIT).map((c) => c.name),
  );
  return {
    view: { ...view, cells: view.cells.filter((c) => shown.has(c.name)) },
    ...(level === undefined ? {} : { level }),
    box: { x: round(x0), y: round(y0), w: round(x1 - x0), h: round(y1 - y0), cell: UNIT },
  };
}

/** How wide one cell of a crop is on paper, in millimetres, with the picture fitted into `size` (object-fit: contain). */
export function cellMillimetres(box: NearBox, size: { readonly w: number; readonly h: number }): number {
  return box.cell * Math.min(size.w / box.w, size.h / box.h);
}
