// The rehearsal of a 3-D board's first click (issue #29; components/board3d/firstClick.ts): what it builds is what a
// first click shows, so the shaders and code the click needs are ready before it.
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, type BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import { boardModel } from '@/components/board/core/model';
import { destinationMarks } from '@/components/board3d/marks';
import { rehearsalContent, type Content } from '@/components/board3d/firstClick';

const view = (id: string, text?: string): BoardView => {
  const r = viewOfText(id, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The content a board's scene draws with nothing selected. */
function idle(v: BoardView): Content {
  const model = boardModel(v, {});
  return {
    view: v,
    cells: new Map(v.cells.map((c) => [c.name, c])),
    model,
    props: { view: v },
    marks: destinationMarks(model),
    spread: 1.5,
    hidden: new Set(),
    faded: new Set(),
    cellAt: { current: null },
    box: { current: null },
    labels: { edges: [], levels: [], name: undefined },
    onHover: () => {},
    onDrawn: () => {},
  } as unknown as Content;
}

describe('the rehearsed first click', () => {
  test.each([...VARIANT_IDS])('%s: a man of the side to move selected, its destinations marked, one hovered', (id) => {
    const v = view(id);
    const c = rehearsalContent(idle(v));
    expect(c).toBeDefined();
    const sel = c!.props.selected!;
    expect(v.pieces.find((p) => p.cell === sel)?.color).toBe(v.turn);
    const dests = v.moves.get(sel)!.length;
    expect(dests).toBeGreaterThan(0);
    expect(c!.marks.dests.size).toBeGreaterThan(0);
    expect(c!.marks.dests.has(c!.props.hovered!)).toBe(true);
    // The lowest level that has a man with moves, so the levels over it fade as a click there fades them.
    const level = (cell: string) => v.cells.find((x) => x.name === cell)!.level;
    const movers = v.pieces.filter((p) => p.color === v.turn && (v.moves.get(p.cell)?.length ?? 0) > 0);
    expect(level(sel)).toBe(Math.min(...movers.map((p) => level(p.cell))));
    if (v.levels > 1)
      expect([...c!.faded].sort()).toEqual(
        Array.from({ length: v.levels - 1 - level(sel) }, (_, i) => level(sel) + 1 + i),
      );
  });

  test('no man that can move: nothing to rehearse', () => {
    const v = view('panoply', 'w: Kj1; b: Kd13 Hj2 Rj5; turn: w');
    expect(v.moves.size === 0 || [...v.moves.values()].every((m) => !m.length)).toBe(true);
    expect(rehearsalContent(idle(v))).toBeUndefined();
  });
});
