/**
 * The board model (components/board/core/model.ts), the one source of what every display draws: random positions of
 * every variant (random games with the engine's seeded generator) go through the model, and the inputs of the 2-D
 * board (the SVG's destination marks, the cell list's `data-dest`) and of the 3-D scene (its markers) carry exactly
 * the engine's destinations, read from the view's destination tokens; the hovered move's path and captures are the
 * engine's; tints, labels and keyboard neighbours are each cell's.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { parsePosition, seededRandom, VARIANT_IDS, type BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import BoardSvg from '@/components/board/BoardSvg';
import { boardModel, destinations, tinted } from '@/components/board/core/model';
import { destinationMarks } from '@/components/board3d/marks';

const view = (id: string, pos?: string): BoardView => {
  const r = viewOfText(id, pos);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * The cells a click plays, from the engine's moves: the destination tokens (`!c`, `c`), and for a man on two cells the
 * cell its first step enters (every step puts one end on a new cell; docs/CONVENTIONS.md §7.1 wants each move under
 * one cell, and a Barricade's two-step moves and its capture and retreat end on cells that need not be new).
 */
function engineTargets(v: BoardView, from: string): string[] {
  const man = v.pieces.find((p) => p.cell === from);
  const standsOn = man?.other ? [from, man.other] : [from];
  const out = new Set<string>();
  if (man?.other) {
    for (const m of v.moves.get(from) ?? []) for (const c of m.steps![0]!.cells) if (!standsOn.includes(c)) out.add(c);
    return [...out].sort();
  }
  for (const t of v.dests.get(from) ?? []) out.add(t.startsWith('!') ? t.slice(1) : t);
  return [...out].sort();
}

/** Positions along random games from the start (the engine's seeded generator), every `every` plies. */
function randomPositions(id: string, seed: number, games: number, plies: number, every: number): BoardView[] {
  const random = seededRandom(seed);
  const out: BoardView[] = [];
  for (let g = 0; g < games; g++) {
    let v = view(id);
    for (let ply = 0; ply < plies && !v.outcome; ply++) {
      if (ply % every === 0) out.push(v);
      const all = [...v.moves.values()].flat();
      if (!all.length) break;
      const pick = all[Math.floor(random() * all.length)]!;
      const pos = parsePosition(id, v.position);
      if (!pos.ok) throw new Error(pos.error.message);
      const next = pos.value.playText(pick.text);
      if (!next.ok) throw new Error(next.error.message);
      v = view(id, next.value.toString());
    }
  }
  return out;
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe.each(VARIANT_IDS)('%s: the model carries the engine’s destinations to both displays', (id) => {
  test('random positions, every man and hand piece', () => {
    const positions = randomPositions(id, id.length * 4099 + 7, 2, 40, 8);
    let checked = 0;
    for (const v of positions) {
      for (const from of v.dests.keys()) {
        const want = engineTargets(v, from);
        const model = boardModel(v, { selected: from });
        expect(sorted(destinations(model)), `${id} ${v.position} ${from}`).toEqual(want);
        // The cell list marks `data-dest` on the cells with a dest kind; the 3-D markers come from the same model.
        expect(sorted(model.cells.filter((c) => c.dest).map((c) => c.name))).toEqual(want);
        const marks = destinationMarks(model);
        expect(sorted(marks.dests)).toEqual(want);
        expect(sorted([...marks.quiet, ...marks.capture])).toEqual(want);
        // Hovering a destination draws exactly its moves' path and captures, in 2-D and 3-D alike.
        const to = want[0];
        if (to) {
          const hovered = boardModel(v, { selected: from, hovered: to });
          const moves = v.moves.get(from)!.filter((m) => hovered.targets.get(to)!.includes(m));
          expect(sorted(hovered.path)).toEqual(sorted(new Set(moves.flatMap((m) => m.path))));
          expect(sorted(hovered.captured)).toEqual(sorted(new Set(moves.flatMap((m) => m.captures))));
          // Every man the selected man's captures take is marked taken (2-D badge, 3-D cone), the hovered one's among them.
          expect(sorted(destinationMarks(hovered).taken)).toEqual(sorted(hovered.taken));
          for (const c of hovered.captured) expect(hovered.taken).toContain(c);
        }
        const taken = new Set(v.moves.get(from)!.flatMap((m) => m.captures));
        expect(sorted(model.taken), `${id} ${v.position} ${from}: taken`).toEqual(sorted(taken));
        expect(sorted(model.cells.filter((c) => c.taken).map((c) => c.name))).toEqual(sorted(taken));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('the SVG draws one destination mark per model destination', () => {
    const [v] = randomPositions(id, 11, 1, 12, 11).slice(-1);
    for (const from of [...v!.dests.keys()].filter((k) => !k.startsWith('@')).slice(0, 6)) {
      const html = renderToStaticMarkup(createElement(BoardSvg, { view: v!, selected: from }));
      const drawn = html.match(/data-dest-mark="/g)?.length ?? 0;
      expect(drawn, `${id} ${from}`).toBe(engineTargets(v!, from).length);
    }
  });
});

describe('the model', () => {
  test('a Panoply Barricade on e4-e5: its moves start on 4 cells, never on its own two, in 2-D or 3-D', () => {
    const v = view('panoply', 'w: Kj1 Xe4-e5; b: Kd13; turn: w');
    const model = boardModel(v, { selected: 'e4' });
    const want = engineTargets(v, 'e4');
    // Two rotations into each common neighbour, an advance either way (docs/rules/panoply.md §3.8).
    expect(want).toHaveLength(4);
    expect(sorted(destinations(model))).toEqual(want);
    expect([...model.targets.values()].flat()).toHaveLength(v.moves.get('e4')!.length);
    expect(v.moves.get('e4')!.length).toBeGreaterThan(20);
    expect(sorted(destinationMarks(model).dests)).toEqual(want);
    expect(model.twoCell).toBe(true);
    expect(sorted(model.selectedCells)).toEqual(['e4', 'e5']);
    expect(destinations(boardModel(v, { selected: 'e5' }))).toEqual(destinations(model));
  });

  test('destination kinds: move, capture, capture without moving', () => {
    const rook = boardModel(view('glinski', 'w: Kg1 Rf5; b: Kg10 Pf8; turn: w'), { selected: 'f5', hovered: 'f8' });
    expect(rook.byName.get('f8')!.dest).toBe('capture');
    expect(rook.byName.get('f6')!.dest).toBe('move');
    expect(rook.path).toEqual(['f6', 'f7']);
    expect(rook.byName.get('f7')!.onPath).toBe(true);
    expect(rook.byName.get('f8')!.captured).toBe(true);
    expect(rook.leaps).toEqual([]);
    const peanut = view('peanut');
    for (const [from, tokens] of peanut.dests)
      for (const t of tokens.filter((x) => x.startsWith('!')))
        expect(boardModel(peanut, { selected: from }).byName.get(t.slice(1))!.dest).toBe('stay');
  });

  test('tints, labels, hidden levels and keyboard neighbours', () => {
    const v = view('lengthleaper');
    const knight = v.pieces.find((p) => p.color === v.turn && v.moves.has(p.cell))!;
    const model = boardModel(v, {
      selected: knight.cell,
      lastMove: ['1d1'],
      highlights: ['2d2'],
      hiddenLevels: new Set([0]),
    });
    expect(tinted(model, 'selected')).toEqual([knight.cell]);
    expect(tinted(model, 'last')).toEqual(['1d1']);
    expect(tinted(model, 'highlight')).toEqual(['2d2']);
    expect(model.byName.get(knight.cell)!.label).toMatch(new RegExp(`^${knight.cell}, `));
    expect(model.cells.filter((c) => c.hidden).every((c) => c.level === 0)).toBe(true);
    expect(model.neighbour('5b3', 'levelUp')).toBe('5a3');
    expect(model.neighbour('5a3', 'levelUp')).toBeUndefined();
    const g = boardModel(view('glinski'));
    expect(g.neighbour('f6', 'up')).toBe('f7');
    expect(boardModel(view('glinski'), { flipped: true }).neighbour('f6', 'up')).toBe('f5');
  });
});
