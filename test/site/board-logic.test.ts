import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, type BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import { boardGeometry, regionOutline, UNIT } from '@/components/board/core/geometry';
import { cellLabel, edgeLabels, LABEL_CLEAR, nameParts } from '@/components/board/core/labels';
import { levelNeighbour, neighbourInDirection, type Direction } from '@/components/board/core/neighbours';
import { movesByTarget, targetCell } from '@/components/board/core/targets';
import { afterSentence, moveSentence, selectionSentence } from '@/components/board/core/announce';
import { encodePosition, positionFromSearch, searchWithPosition } from '@/components/board/core/address';

/** The board view of a variant (start position unless given). */
function view(id: string, position?: string): BoardView {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the explore address (?position=)', () => {
  test('reads the position parameter, keeping + (promoted men) and decoding %XX', () => {
    expect(positionFromSearch('?position=w:%20%2BPe4;%20turn:%20b')).toBe('w: +Pe4; turn: b');
    expect(positionFromSearch('?x=1&position=w: +Pe4')).toBe('w: +Pe4');
    expect(positionFromSearch('?x=1')).toBeUndefined();
    expect(positionFromSearch('')).toBeUndefined();
    expect(positionFromSearch('?position=')).toBe('');
    expect(positionFromSearch('?position=%E0%A4%A')).toBe('%E0%A4%A'); // malformed: left for the engine to reject
  });

  test('writes a readable, reversible parameter and keeps the others', () => {
    const text = 'w: +Pe4 Kb1 Xf2-g2; b: Kg10; hand: w:NR; turn: b';
    const search = searchWithPosition('?lang=en&position=old', text);
    expect(search.startsWith('?lang=en&position=w:%20%2BPe4')).toBe(true);
    expect(positionFromSearch(search)).toBe(text);
    expect(searchWithPosition(search, undefined)).toBe('?lang=en');
    expect(searchWithPosition('', undefined)).toBe('');
    expect(encodePosition('a;b:c@d')).toBe('a;b:c@d');
  });
});

describe('keyboard neighbours', () => {
  const opposite: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

  test('arrow keys follow the screen on Gliński (flat-top hexes), and flipping turns them round', () => {
    const v = view('glinski');
    const go = (from: string, d: Direction, flipped = false) =>
      neighbourInDirection(v.cells, from, d, flipped, v.layout);
    expect(go('f1', 'up')).toBe('f2');
    expect(go('b1', 'right')).toBe('c2'); // a tie between c1 and c2 goes counter-clockwise
    expect(go('c2', 'left')).toBe('b1'); // ... so the opposite key comes back
    expect(go('f11', 'up')).toBeUndefined();
    expect(go('f6', 'up', true)).toBe(go('f6', 'down'));
    expect(go('f6', 'left', true)).toBe(go('f6', 'right'));
  });

  test('King and Queen moves along straight lines only', () => {
    const v = view('king-and-queen');
    const go = (from: string, d: Direction) => neighbourInDirection(v.cells, from, d, false, v.layout);
    expect(go('e1', 'up')).toBe('e2');
    expect(go('d1', 'left')).toBeUndefined();
    expect(go('c3', 'right')).toBe('d3');
  });

  test.each([...VARIANT_IDS])('%s: away from the edge, the opposite key leads back', (id) => {
    const v = view(id);
    const inner = v.cells.filter(
      (c) =>
        v.cells.filter((o) => o.level === c.level && Math.hypot(o.xy[0] - c.xy[0], o.xy[1] - c.xy[1]) < 1.01).length ===
        (v.layout === 'square' ? 5 : 7),
    );
    expect(inner.length).toBeGreaterThan(0);
    for (const c of inner)
      for (const d of ['up', 'down', 'left', 'right'] as const) {
        const n = neighbourInDirection(v.cells, c.name, d, false, v.layout);
        expect(n, `${c.name} ${d}`).toBeDefined();
        expect(neighbourInDirection(v.cells, n!, opposite[d], false, v.layout), `${c.name} ${d} ${n}`).toBe(c.name);
      }
  });

  test('PageUp and PageDown move between Lengthleaper levels (a on top)', () => {
    const v = view('lengthleaper');
    expect(levelNeighbour(v.cells, '3b2', 1)).toBe('3a2');
    expect(levelNeighbour(v.cells, '3b2', -1)).toBe('3c2');
    expect(levelNeighbour(v.cells, '3a2', 1)).toBeUndefined();
    expect(levelNeighbour(v.cells, '3d2', -1)).toBeUndefined();
    expect(levelNeighbour(view('glinski').cells, 'f6', 1)).toBeUndefined();
  });
});

describe('destinations', () => {
  test.each([...VARIANT_IDS])('%s: one target cell per destination of every single-cell man', (id) => {
    const v = view(id);
    for (const [from, dests] of v.dests) {
      if (v.pieces.find((p) => p.cell === from)?.other || dests.some((d) => d.startsWith('!'))) continue;
      expect([...movesByTarget(v, from).keys()].sort(), `${id} ${from}`).toEqual([...dests].sort());
    }
  });

  test('promotions share a cell; a stay-capture targets its victim; a Barricade never targets its own cells', () => {
    const peanut = view('peanut', 'w: Kb1 Pe9; b: Kg10; hand: w:RN');
    expect(
      movesByTarget(peanut, 'e9')
        .get('f10')
        ?.map((m) => m.promo),
    ).toEqual(['R', 'N']);
    expect(targetCell({ text: 'b1!c2', token: '!c2', kind: 'stay', land: [], captures: ['c2'], path: [] })).toBe('c2');
    const panoply = view('panoply', 'w: Kj1 Xf2-g2; b: Kd13 Pf4; turn: w');
    const targets = movesByTarget(panoply, 'g2');
    expect(targets.has('f2') || targets.has('g2')).toBe(false);
    // The engine names the man a Barricade takes; the move is entered from the cell its first step enters.
    const taking = [...targets].filter(([, ms]) => ms.some((m) => m.captures.includes('f4')));
    expect(taking.length).toBeGreaterThan(0);
    for (const [cell, ms] of taking) for (const m of ms) expect(m.steps?.[0]?.cells).toContain(cell);
  });
});

describe('labels and words', () => {
  test('cell names split into file and rank (and Lengthleaper level)', () => {
    expect(nameParts('e10')).toEqual({ file: 'e', rank: '10' });
    expect(nameParts('5b3')).toEqual({ rank: '5', level: 'b', file: '3' });
    expect(nameParts('??')).toBeUndefined();
  });

  test('aria labels name the cell and the man with the variant’s side names', () => {
    const kq = view('king-and-queen');
    expect(
      cellLabel(
        kq,
        'd2',
        kq.pieces.find((p) => p.cell === 'd2'),
      ),
    ).toBe('d2, blue Rider');
    expect(cellLabel(kq, 'e4', undefined)).toBe('e4, empty');
    const pan = view('panoply');
    expect(
      cellLabel(
        pan,
        'f2',
        pan.pieces.find((p) => p.cell === 'f2'),
      ),
    ).toBe('f2, white barricade (also g2)');
  });

  test.each([...VARIANT_IDS])('%s: every file and rank is labelled once, and no two labels touch', (id) => {
    const v = view(id);
    const g = boardGeometry(v, { level: v.levels > 1 ? 0 : undefined });
    const labels = edgeLabels(g, 0);
    const parts = g.cells.map((c) => nameParts(c.name)!);
    expect(labels.length).toBe(new Set(parts.map((p) => p.file)).size + new Set(parts.map((p) => p.rank)).size);
    for (const a of labels)
      for (const b of labels)
        if (a !== b)
          expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.text} ${b.text}`).toBeGreaterThanOrEqual(LABEL_CLEAR * UNIT);
  });

  test('moves, check, mate and selections are put into words', () => {
    const g = view('glinski');
    const knight = g.moves.get('d1')!.find((m) => m.land[0] === 'c3')!;
    expect(moveSentence(g, 'd1', knight)).toBe('White knight d1 to c3');
    const mate = view('glinski', 'w: Ka1 Qe7; b: Kf11');
    expect(moveSentence(mate, 'e7', mate.moves.get('e7')!.find((m) => m.land[0] === 'f9')!)).toBe(
      'White queen e7 to f9',
    );
    expect(afterSentence(mate, true, { status: 'checkmate', winner: 'w' })).toBe('checkmate: White wins');
    expect(afterSentence(mate, true)).toBe('check');
    const take = view('glinski', 'w: Kg1 Rf2; b: Kf11 Pf7');
    expect(moveSentence(take, 'f2', take.moves.get('f2')!.find((m) => m.kind === 'capture')!)).toBe(
      'White rook f2 to f7 takes black pawn on f7',
    );
    const peanut = view('peanut', 'w: Kb1 Pe9; b: Kg10; hand: w:RN');
    expect(moveSentence(peanut, 'e9', peanut.moves.get('e9')![0]!)).toMatch(/to f10, promotes to rook$/);
    expect(selectionSentence(g, 'd1')).toMatch(/^White knight on d1: \d moves, to c3/);
    expect(selectionSentence(g, 'e7')).toBe("Black pawn on e7. It is White's turn.");
  });
});

describe('board geometry', () => {
  test.each([...VARIANT_IDS])('%s: the board outline is closed and the frame holds every cell', (id) => {
    const v = view(id);
    const g = boardGeometry(v, { mode: 'tower' });
    const ends = new Map<string, number>();
    for (const s of regionOutline(
      g,
      g.cells.map((c) => c.name),
    ))
      for (const k of [`${Math.round(s[0])},${Math.round(s[1])}`, `${Math.round(s[2])},${Math.round(s[3])}`])
        ends.set(k, (ends.get(k) ?? 0) + 1);
    for (const [k, n] of ends) expect(n % 2, k).toBe(0);
    for (const c of g.cells) {
      expect(c.x).toBeGreaterThan(g.box.x);
      expect(c.y).toBeGreaterThan(g.box.y);
      expect(c.x).toBeLessThan(g.box.x + g.box.w);
      expect(c.y).toBeLessThan(g.box.y + g.box.h);
    }
  });

  test('flipping turns the board through 180°', () => {
    const v = view('peanut');
    const a = boardGeometry(v);
    const b = boardGeometry(v, { flipped: true });
    const p = a.byName.get('a1')!;
    const q = b.byName.get('a1')!;
    expect([q.x, q.y]).toEqual([-p.x, -p.y]);
  });
});
