/**
 * What the 3-D board marks, derived from the engine's board view and the page's props (no move generation here):
 * destination markers of the selected man, the hovered destination's path and captures, leap arcs, cell tints.
 */
import type { BoardView } from '@/engine';
import type { BoardDisplayProps } from '@/components/board/types';
import { isStep } from './layout3d';
import { MARK, TINT, mixHex, shadeColor } from './palette';

/** Markers of the selected man's moves. Quiet moves and captures have different shapes. */
export interface DestMarks {
  /** Cells a quiet move (or drop) lands on: small discs. */
  readonly quiet: readonly string[];
  /** Cells where a man is taken: rings. */
  readonly capture: readonly string[];
  /** Every legal destination cell (for `data-dest`). */
  readonly dests: ReadonlySet<string>;
  /** The hovered destination's path (cells passed on the way): beads. */
  readonly path: readonly string[];
  /** The men the hovered destination takes: crosses. */
  readonly taken: readonly string[];
  /** Leaps (empty path, not one step) from the selected cell: arcs. */
  readonly leaps: readonly (readonly [string, string])[];
}

const EMPTY: DestMarks = { quiet: [], capture: [], dests: new Set(), path: [], taken: [], leaps: [] };

/** Returns the destination markers of `selected` (a cell or an `@L` drop key), with `hovered`'s path drawn. */
export function destinationMarks(view: BoardView, selected?: string, hovered?: string): DestMarks {
  const moves = selected ? view.moves.get(selected) : undefined;
  if (!selected || !moves?.length) return EMPTY;
  const byName = new Map(view.cells.map((c) => [c.name, c] as const));
  const quiet = new Set<string>(),
    capture = new Set<string>(),
    path = new Set<string>(),
    taken = new Set<string>();
  const leaps = new Map<string, readonly [string, string]>();
  const from = byName.get(selected);
  for (const m of moves) {
    const targets = m.kind === 'stay' ? m.captures : m.land;
    for (const t of targets) (m.kind === 'capture' || m.kind === 'stay' ? capture : quiet).add(t);
    if (hovered && targets.includes(hovered)) {
      for (const c of m.path) path.add(c);
      for (const c of m.captures) taken.add(c);
    }
    const to = m.land.length === 1 ? byName.get(m.land[0]!) : undefined;
    if (from && to && m.kind !== 'stay' && !m.path.length && !isStep(from, to))
      leaps.set(to.name, [from.name, to.name]);
  }
  for (const c of capture) quiet.delete(c);
  return {
    quiet: [...quiet],
    capture: [...capture],
    dests: new Set([...quiet, ...capture]),
    path: [...path],
    taken: [...taken],
    leaps: [...leaps.values()],
  };
}

/** Marks that tint whole cells, from the display props. */
type TintProps = Pick<BoardDisplayProps, 'selected' | 'highlights' | 'flagged' | 'lastMove'>;

/** Returns the colour of every cell (in `view.cells` order): its shade, tinted by zones and marks. */
export function cellColors(view: BoardView, p: TintProps): string[] {
  const promo = new Map<string, string>();
  for (const r of view.regions)
    if (r.name === 'promotion')
      for (const c of r.cells) promo.set(c, r.side === 'w' ? MARK.promotionW : MARK.promotionB);
  const sets: [ReadonlySet<string>, string, number][] = [
    [new Set(p.lastMove ?? []), MARK.lastMove, TINT.lastMove],
    [new Set(p.highlights ?? []), MARK.highlight, TINT.highlight],
    [new Set(p.flagged ?? []), MARK.flagged, TINT.flagged],
    [new Set(view.check ? [view.check] : []), MARK.check, TINT.check],
    [new Set(p.selected ? [p.selected] : []), MARK.selected, TINT.selected],
  ];
  return view.cells.map((c) => {
    let col = shadeColor(view.layout, c.shade);
    const z = promo.get(c.name);
    if (z) col = mixHex(col, z, TINT.promotion);
    for (const [set, tint, t] of sets) if (set.has(c.name)) col = mixHex(col, tint, t);
    return col;
  });
}

/** Returns the cells that get a raised outline: castles always; selected and flagged cells on top. */
export function outlinedCells(
  view: BoardView,
  p: Pick<BoardDisplayProps, 'selected' | 'flagged'>,
  focus?: string,
): { cell: string; color: string }[] {
  const out = new Map<string, string>();
  for (const r of view.regions) if (r.name === 'castle') for (const c of r.cells) out.set(c, MARK.castle);
  for (const c of p.flagged ?? []) out.set(c, MARK.flagged);
  if (p.selected) out.set(p.selected, MARK.selected);
  if (focus) out.set(focus, MARK.focus);
  return [...out].map(([cell, color]) => ({ cell, color }));
}
