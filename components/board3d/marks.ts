/**
 * What the 3-D board marks, read off the board model (components/board/core/model.ts; no move generation here):
 * destination markers of the selected man, the hovered destination's path and captures, leap arcs, cell tints.
 */
import { type BoardModel, type Tint, tinted } from '@/components/board/core/model';
import { MARK, TINT, mixHex, shadeColor } from './palette';

/** Markers of the selected man's moves. Quiet moves and captures have different shapes. */
export interface DestMarks {
  /** Cells a quiet move (or drop) lands on, and captures landing on an empty cell (their men are cones): discs. */
  readonly quiet: readonly string[];
  /** Cells where a capture lands on the man it takes: rings. */
  readonly capture: readonly string[];
  /** Every legal destination cell (for `data-dest`). */
  readonly dests: ReadonlySet<string>;
  /** The hovered destination's path (cells passed on the way): beads. */
  readonly path: readonly string[];
  /** The men the selected man's captures take (the hovered one's among them): cones. */
  readonly taken: readonly string[];
  /** Leaps (empty path, not one step) from the selected cell: arcs. */
  readonly leaps: readonly (readonly [string, string])[];
}

/**
 * Returns the destination markers of the model's selected man, the men its captures take and its hovered
 * destination's path.
 * The marks are the model's: a two-cell man's own cells are never targets, in 3-D as in 2-D.
 */
export function destinationMarks(model: BoardModel): DestMarks {
  const dest = model.cells.filter((c) => c.dest);
  return {
    quiet: dest.filter((c) => c.dest === 'move' || (c.dest === 'capture' && !c.man)).map((c) => c.name),
    capture: dest.filter((c) => c.dest !== 'move' && (c.dest === 'stay' || c.man)).map((c) => c.name),
    dests: new Set(dest.map((c) => c.name)),
    path: model.path,
    taken: model.taken,
    leaps: model.leaps,
  };
}

const TINTS: Partial<Record<Tint, readonly [string, number]>> = {
  last: [MARK.lastMove, TINT.lastMove],
  highlight: [MARK.highlight, TINT.highlight],
  flagged: [MARK.flagged, TINT.flagged],
  check: [MARK.check, TINT.check],
  selected: [MARK.selected, TINT.selected],
};

/** Returns the colour of every cell (in `view.cells` order): its shade, tinted by zones and the model's tints. */
export function cellColors(model: BoardModel): string[] {
  const { view } = model;
  const promo = new Map<string, string>();
  for (const r of view.regions)
    if (r.name === 'promotion')
      for (const c of r.cells) promo.set(c, r.side === 'w' ? MARK.promotionW : MARK.promotionB);
  return model.cells.map((c) => {
    let col = shadeColor(view.layout, c.shade);
    const z = promo.get(c.name);
    if (z) col = mixHex(col, z, TINT.promotion);
    for (const t of c.tints) {
      const tint = TINTS[t];
      if (tint) col = mixHex(col, tint[0], tint[1]);
    }
    return col;
  });
}

/** Returns the cells that get a raised outline: castles always; selected and flagged cells on top. */
export function outlinedCells(model: BoardModel, focus?: string): { cell: string; color: string }[] {
  const out = new Map<string, string>();
  for (const r of model.view.regions) if (r.name === 'castle') for (const c of r.cells) out.set(c, MARK.castle);
  for (const c of tinted(model, 'flagged')) out.set(c, MARK.flagged);
  for (const c of model.selectedCells) out.set(c, MARK.selected);
  if (focus) out.set(focus, MARK.focus);
  return [...out].map(([cell, color]) => ({ cell, color }));
}
