/** Picking on the 3-D board (components/board3d/pick.ts): which cell a click or a tap means, as pure screen geometry. */
import { describe, expect, test } from 'vitest';
import { markerAt, markersOnScreen, pickCell, SAME_SPOT } from '@/components/board3d/pick';

const men = (...cells: string[]) => new Set(cells);

describe('3-D picking', () => {
  test('a destination marker under the pointer wins over the man drawn in front of it', () => {
    const markers = [{ cell: '5c5', x: 100, y: 100, r: 12 }];
    // The ray meets White's King on 1b1 first, then the cell 5c5 far behind: the marker is what is drawn there.
    expect(pickCell({ x: 104, y: 98, hits: ['1b1', '2b1', '5c5'], men: men('1b1'), markers })).toBe('5c5');
    // Outside the marker the man in front is picked.
    expect(pickCell({ x: 130, y: 98, hits: ['1b1'], men: men('1b1'), markers })).toBe('1b1');
  });

  test('overlapping markers: the nearest centre wins', () => {
    const markers = [
      { cell: 'a', x: 100, y: 100, r: 15 },
      { cell: 'b', x: 110, y: 100, r: 15 },
    ];
    expect(markerAt(103, 100, markers)).toBe('a');
    expect(markerAt(108, 100, markers)).toBe('b');
    expect(markerAt(200, 100, markers)).toBeUndefined();
  });

  test('a second click on the same spot picks the next man behind, then comes round to the front', () => {
    const hits = ['3a2', '2c1', '2c1-cell', '1a1'];
    const m = men('3a2', '2c1', '1a1');
    const first = pickCell({ x: 50, y: 50, hits, men: m, markers: [] });
    expect(first).toBe('3a2');
    const second = pickCell({ x: 52, y: 51, hits, men: m, markers: [], last: { x: 50, y: 50, cell: first! } });
    expect(second).toBe('2c1');
    const third = pickCell({ x: 51, y: 50, hits, men: m, markers: [], last: { x: 52, y: 51, cell: second! } });
    expect(third).toBe('1a1');
    expect(pickCell({ x: 51, y: 50, hits, men: m, markers: [], last: { x: 51, y: 50, cell: third! } })).toBe('3a2');
    // Farther than SAME_SPOT from the last click: the front man again.
    const far = { x: 50 + SAME_SPOT + 1, y: 50, cell: '3a2' };
    expect(pickCell({ x: 50, y: 50, hits, men: m, markers: [], last: far })).toBe('3a2');
  });

  test('empty space picks nothing; a cell without a man is picked by the ray', () => {
    expect(pickCell({ x: 0, y: 0, hits: [], men: men(), markers: [] })).toBeUndefined();
    expect(pickCell({ x: 0, y: 0, hits: ['e4'], men: men(), markers: [] })).toBe('e4');
  });
});

describe('markers as drawn', () => {
  test('each target on a level on show, at its projected centre, never smaller than 10 px', () => {
    const top = (c: string) => (c === 'hidden' ? undefined : ([c === 'a' ? 0 : 5, 0, 0] as const));
    const near = (p: [number, number, number]) => ({ x: p[0] * 100, y: p[2] * 100 }); // a close camera
    const far = (p: [number, number, number]) => ({ x: p[0] * 2, y: p[2] * 2 }); // a far one
    const ms = markersOnScreen(['a', 'hidden', 'b'], top, near);
    expect(ms.map((m) => m.cell)).toEqual(['a', 'b']);
    expect(ms[0]).toMatchObject({ x: 0, y: 0 });
    expect(ms[1]).toMatchObject({ x: 500, y: 0 });
    expect(ms[0]!.r).toBeCloseTo(42);
    expect(markersOnScreen(['a'], top, far)[0]!.r).toBe(10);
  });
});
