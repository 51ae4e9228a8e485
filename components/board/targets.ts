/**
 * Which cell a player clicks (or presses Enter on) to play each of the selected man's moves, from the engine's
 * `view.moves`: the landing cell; the taken man's cell for a capture without moving (Peanut's `!d4`); for a man on
 * two cells, each landing cell it does not already stand on. Pure, no React.
 */
import type { BoardView, MoveView } from '@/engine';

/** The moves of the selected cell (or `@L` hand piece), empty when nothing is selected. */
function movesOf(view: Pick<BoardView, 'moves'>, selected: string | undefined): readonly MoveView[] {
  return selected ? (view.moves.get(selected) ?? []) : [];
}

/** Returns the cells that play `m` when clicked, given the cells its man stands on now. */
export function targetCells(m: MoveView, standsOn: readonly string[] = []): string[] {
  if (m.kind === 'stay') return m.captures.slice(0, 1);
  return m.land.filter((c) => !standsOn.includes(c));
}

/** Returns the cells a man stands on: its cell and, for a two-cell man, its other cell. */
export function cellsOfMan(view: Pick<BoardView, 'pieces'>, cell: string | undefined): string[] {
  if (!cell) return [];
  const man = view.pieces.find((p) => p.cell === cell);
  return man?.other ? [cell, man.other] : [cell];
}

/** Groups the selected man's moves by the cell that plays them (several for promotions or paths). */
export function movesByTarget(
  view: Pick<BoardView, 'moves' | 'pieces'>,
  selected: string | undefined,
): Map<string, MoveView[]> {
  const out = new Map<string, MoveView[]>();
  const standsOn = cellsOfMan(view, selected);
  for (const m of movesOf(view, selected))
    for (const c of targetCells(m, standsOn)) out.set(c, [...(out.get(c) ?? []), m]);
  return out;
}

/** True when a move takes a man (by landing on it, from afar, or without moving). */
export const isCapture = (m: MoveView): boolean => m.kind === 'capture' || m.kind === 'stay' || m.captures.length > 0;
