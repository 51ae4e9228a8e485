/**
 * The piece gallery's data: every piece of every variant, with a telling cell for its move diagram (the cell
 * nearest the centre where the lone man stands legally and can move), its value, and the other variants that
 * have a piece of the same engine name. Build-time, pure.
 */
import { boardView, parsePosition, type BoardView } from '@/engine';
import { readPieceCard } from '@/components/mdx/diagramSpec';
import { VARIANT_INFO, type VariantInfo } from '@/content/variants';

/** One piece of one variant in the gallery. */
export interface GalleryPiece {
  readonly variant: VariantInfo;
  readonly letter: string;
  /** The engine's piece name (shared pieces have the same one). */
  readonly kind: string;
  readonly cell: string;
  /** The anchor id: `glinski-N` (a promoted letter `+P` becomes `promoted-P`). */
  readonly anchor: string;
  /** How it moves in words (the engine's description), to tell whether a piece of the same name moves the same elsewhere. */
  readonly moves: string;
}

/** Returns a piece's anchor id in the gallery. */
const pieceAnchor = (variant: string, letter: string) => `${variant}-${letter.replace('+', 'promoted-')}`;

/** Cells sorted by distance from the board's centre (a prism: from the middle of its levels). */
function byCentre(view: BoardView) {
  const n = view.cells.length;
  const cx = view.cells.reduce((s, c) => s + c.xy[0], 0) / n;
  const cy = view.cells.reduce((s, c) => s + c.xy[1], 0) / n;
  const cl = (view.levels - 1) / 2;
  const d = (c: BoardView['cells'][number]) => (c.xy[0] - cx) ** 2 + (c.xy[1] - cy) ** 2 + (c.level - cl) ** 2 * 0.5;
  return [...view.cells].sort((a, b) => d(a) - d(b));
}

/** Returns the cell (or `x-y` pair for a two-cell man) nearest the centre where the lone man has the most sense. */
function tellingCell(id: string, letter: string, twoCell: boolean, view: BoardView): string | undefined {
  const order = view.cells.map((c) => c.name);
  const candidates: string[] = [];
  for (const c of byCentre(view)) {
    if (!twoCell) candidates.push(c.name);
    else
      for (const o of view.cells)
        if (o.level === c.level && Math.hypot(o.xy[0] - c.xy[0], o.xy[1] - c.xy[1]) < 1.01 && o.name !== c.name) {
          const pair = [c.name, o.name].sort((a, b) => order.indexOf(a) - order.indexOf(b));
          candidates.push(pair.join('-'));
        }
  }
  let firstLegal: string | undefined;
  for (const cell of candidates.slice(0, 60)) {
    const spec = readPieceCard({ variant: id, letter, cell });
    if (!spec.position) continue;
    firstLegal ??= cell;
    const pos = parsePosition(id, spec.position);
    if (pos.ok && (boardView(pos.value).moves.get(cell.split('-')[0]!)?.length ?? 0) > 0) return cell;
  }
  return firstLegal;
}

/** Returns every piece of every variant, grouped by variant in the home page's order. */
export function galleryPieces(): { variant: VariantInfo; pieces: GalleryPiece[] }[] {
  return VARIANT_INFO.map((variant) => {
    const start = parsePosition(variant.id);
    if (!start.ok) return { variant, pieces: [] };
    const view = boardView(start.value);
    const pieces: GalleryPiece[] = [];
    for (const e of view.legend) {
      const cell = tellingCell(variant.id, e.letter, e.cells === 2, view);
      if (!cell) continue;
      pieces.push({
        variant,
        letter: e.letter,
        kind: e.kind,
        cell,
        anchor: pieceAnchor(variant.id, e.letter),
        moves: e.description,
      });
    }
    return { variant, pieces };
  });
}

/** Where the build writes a piece's board picture (scripts/gallery-boards.tsx), and its address on the site. */
export const GALLERY_BOARD_DIR = 'public/pieces/boards';
export const galleryBoardSrc = (anchor: string) => `/pieces/boards/${anchor}.svg`;

/** Where the build writes a piece's neighbourhood picture for the handouts (components/handout/near.ts), and its address. */
export const NEAR_BOARD_DIR = 'public/pieces/near';
export const nearBoardSrc = (anchor: string) => `/pieces/near/${anchor}.svg`;

/** Where the build writes each variant's start position (home page, variant index), and its address on the site. */
export const VARIANT_BOARD_DIR = 'public/variants/boards';
export const variantBoardSrc = (id: string) => `/variants/boards/${id}.svg`;

/** The board view of a gallery piece alone on its telling cell (what its picture shows), or undefined. */
export function galleryBoardView(p: GalleryPiece): BoardView | undefined {
  const spec = readPieceCard({ variant: p.variant.id, letter: p.letter, cell: p.cell });
  const pos = spec.position ? parsePosition(p.variant.id, spec.position) : undefined;
  return pos?.ok ? boardView(pos.value) : undefined;
}
