/**
 * Which cell a player activates (a click, a tap, Enter) to enter each of the selected man's moves, from the
 * engine's `view.moves` (docs/CONVENTIONS.md §7.1: every legal move under exactly one cell):
 * - a move or capture: the landing cell;
 * - a capture without moving (Peanut's `!d4`): the taken man's cell;
 * - a drop: the cell dropped on;
 * - a man on two cells (the Panoply Barricade): the cell its FIRST step enters. A step always puts one end on a cell
 *   the man did not stand on, so a one-step move, every two-step move that begins with that step, and a capture and
 *   retreat (which ends where it began) are all entered from that cell, and the board offers them as a choice.
 * Several moves under one cell (a promotion, a capture with or without moving, a Barricade step that may go on) are
 * offered by the board's chooser. Pure, no React.
 */
import type { BoardView, MoveView } from '@/engine';

/** The moves of the selected cell (or `@L` hand piece), empty when nothing is selected. */
function movesOf(view: Pick<BoardView, 'moves'>, selected: string | undefined): readonly MoveView[] {
  return selected ? (view.moves.get(selected) ?? []) : [];
}

/** Returns the cell that enters `m`, given the cells its man stands on now. */
export function targetCell(m: MoveView, standsOn: readonly string[] = []): string {
  if (m.kind === 'stay') return m.captures[0]!;
  const first = m.steps?.[0]?.cells ?? m.land;
  return first.find((c) => !standsOn.includes(c)) ?? first[0]!;
}

/** Returns the cells a man stands on: its cell and, for a two-cell man, its other cell. */
export function cellsOfMan(view: Pick<BoardView, 'pieces'>, cell: string | undefined): string[] {
  if (!cell) return [];
  const man = view.pieces.find((p) => p.cell === cell);
  return man?.other ? [cell, man.other] : [cell];
}

/**
 * Groups the selected man's moves by the cell that enters them; under one cell the shorter moves come first (a
 * Barricade's one step before the two-step moves that begin with it).
 */
export function movesByTarget(
  view: Pick<BoardView, 'moves' | 'pieces'>,
  selected: string | undefined,
): Map<string, MoveView[]> {
  const out = new Map<string, MoveView[]>();
  const standsOn = cellsOfMan(view, selected);
  for (const m of movesOf(view, selected)) {
    const c = targetCell(m, standsOn);
    out.set(c, [...(out.get(c) ?? []), m]);
  }
  for (const list of out.values()) list.sort((a, b) => (a.steps?.length ?? 1) - (b.steps?.length ?? 1));
  return out;
}

/** True when a move takes a man (by landing on it, from afar, or without moving). */
export const isCapture = (m: MoveView): boolean => m.kind === 'capture' || m.kind === 'stay' || m.captures.length > 0;
