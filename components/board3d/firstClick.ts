/**
 * What the rehearsal of a board's first click (Rehearsal.tsx) builds: the scene's content as a first click on the
 * most mobile man shows it. Pure (no React, no WebGL).
 */
import type { BoardContent } from './BoardContent';
import { boardModel } from '@/components/board/core/model';
import { destinationMarks } from './marks';
import { fadedLevels } from './visibility';

export type Content = Parameters<typeof BoardContent>[0];

/**
 * The content with the man of the side to move that has the most moves on the lowest level selected (so that the
 * levels over it fade, as a click on it fades them) and its first destination hovered (its path, arc and leap
 * label); undefined when no man can move.
 */
export function rehearsalContent(c: Content): Content | undefined {
  const { view } = c;
  const level = (cell: string) => c.cells.get(cell)?.level ?? 0;
  const men = view.pieces.filter((p) => p.color === view.turn && (view.moves.get(p.cell)?.length ?? 0) > 0);
  const man = men.sort(
    (a, b) => level(a.cell) - level(b.cell) || view.moves.get(b.cell)!.length - view.moves.get(a.cell)!.length,
  )[0];
  if (!man) return undefined;
  const probe = boardModel(view, { selected: man.cell, hiddenLevels: c.hidden });
  const hovered = [...probe.targets.keys()][0];
  const model = boardModel(view, { selected: man.cell, hovered, hiddenLevels: c.hidden, flipped: c.props.flipped });
  return {
    ...c,
    model,
    props: { ...c.props, selected: man.cell, hovered },
    marks: destinationMarks(model),
    faded: fadedLevels(view.levels, level(man.cell), false),
    cellAt: { current: null },
    labels: { edges: [], levels: [], name: undefined },
    onHover: () => {},
    onDrawn: () => {},
  };
}
