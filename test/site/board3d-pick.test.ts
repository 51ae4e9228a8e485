/** Picking on the 3-D board (components/board3d/pick.ts): what a click or a tap means, as pure screen geometry. */
import { describe, expect, test } from 'vitest';
import { markerAt, markersOnScreen, menUnder, pickAt, type RayHit } from '@/components/board3d/pick';

/** Hits front to back, one world unit apart: `'2b2'` a man, `'#4b4'` a cell, `'~3b3'` a see-through man. */
const ray = (...names: string[]): RayHit[] =>
  names.map((n, i) => ({
    cell: n.replace(/^[#~]/, ''),
    man: !n.startsWith('#'),
    distance: i + 1,
    ...(n.startsWith('~') ? { seeThrough: true } : {}),
  }));
const own = (...cells: string[]) => new Set(cells);

describe('3-D picking', () => {
  test('a destination marker under the pointer wins over an enemy man and cells drawn in front of it', () => {
    const markers = [{ cell: '5c5', x: 100, y: 100, r: 12, depth: 9 }];
    // White to move, the Rook on 1b1 selected; the ray meets Black's man on 4c4 first, then the cell 5c5 behind it.
    const hits = ray('4c4', '#4c4', '#5c5');
    const scene = { x: 104, y: 98, hits, markers, selected: '1b1', own: own('1b1') };
    expect(pickAt(scene)).toEqual({ action: 'activate', cell: '5c5', destination: true });
    // Outside the marker the man in front is picked.
    expect(pickAt({ ...scene, x: 130 })).toEqual({ action: 'activate', cell: '4c4' });
  });

  test('a man of the side to move drawn nearer than a destination marker takes the click (issue #46)', () => {
    // Lengthleaper, White's view: the Twoleaper on 2b2 is selected; his destination 4b4's marker is drawn where the
    // Pawn on 3b3 stands solid in front of it.
    const markers = [{ cell: '4b4', x: 200, y: 150, r: 14, depth: 5 }];
    const scene = {
      x: 201,
      y: 150,
      hits: ray('3b3', '#3b3', '#4b4'),
      markers,
      selected: '2b2',
      own: own('2b2', '3b3'),
    };
    expect(pickAt(scene)).toEqual({ action: 'select', cell: '3b3' });
    // Drawn see-through (he stands between the camera and the marker, which is painted over him): the marker's.
    const ghost = { ...scene, hits: ray('~3b3', '#3b3', '#4b4') };
    expect(pickAt(ghost)).toEqual({ action: 'activate', cell: '4b4', destination: true });
    // The selected man himself in front: the click lets him go (as a click on him does in 2-D), never plays.
    const self = { ...scene, hits: ray('2b2', '#2b2', '#4b4') };
    expect(pickAt(self)).toEqual({ action: 'activate', cell: '2b2' });
    // A man standing behind the marker does not hide it.
    const behind = { ...scene, markers: [{ ...markers[0]!, depth: 0.5 }] };
    expect(pickAt(behind)).toEqual({ action: 'activate', cell: '4b4', destination: true });
  });

  test('overlapping markers: the nearest centre wins', () => {
    const markers = [
      { cell: 'a', x: 100, y: 100, r: 15, depth: 1 },
      { cell: 'b', x: 110, y: 100, r: 15, depth: 1 },
    ];
    expect(markerAt(103, 100, markers)?.cell).toBe('a');
    expect(markerAt(108, 100, markers)?.cell).toBe('b');
    expect(markerAt(200, 100, markers)).toBeUndefined();
  });

  test('a click again on the spot of the selected man selects the next man behind him, then the front one', () => {
    const hits = ray('3a2', '2c1', '#2c1', '~1a1', '#1a1');
    const scene = { x: 50, y: 50, hits, markers: [], own: own('3a2', '2c1', '1a1') };
    expect(pickAt(scene)).toEqual({ action: 'activate', cell: '3a2' });
    const order = ['3a2', '2c1', '1a1', '3a2'];
    for (let i = 0; i + 1 < order.length; i++)
      expect(pickAt({ ...scene, selected: order[i]! }, true)).toEqual({ action: 'select', cell: order[i + 1]! });
    // Nothing selected, or the selected man elsewhere: the front man.
    expect(pickAt(scene, true)).toEqual({ action: 'select', cell: '3a2' });
    expect(pickAt({ ...scene, selected: '6f6' }, true)).toEqual({ action: 'select', cell: '3a2' });
    // One man alone under the pointer: he stays selected (the cycle never goes round to nothing).
    expect(pickAt({ ...scene, hits: ray('3a2', '#3a2'), selected: '3a2' }, true)).toEqual({
      action: 'select',
      cell: '3a2',
    });
  });

  test('the cycle never activates a destination, even one whose marker is drawn there (issue #46, 3b3)', () => {
    // The first click selected the Twoleaper on 2b2, drawn over the Pawn on 3b3 and over 4b4's marker.
    const markers = [{ cell: '4b4', x: 200, y: 150, r: 14, depth: 9 }];
    const scene = {
      x: 200,
      y: 150,
      hits: ray('2b2', '~3b3', '#4b4'),
      markers,
      selected: '2b2',
      own: own('2b2', '3b3'),
    };
    expect(pickAt(scene, true)).toEqual({ action: 'select', cell: '3b3' });
    expect(pickAt({ ...scene, selected: '3b3' }, true)).toEqual({ action: 'select', cell: '2b2' });
  });

  test('the cycle takes every man under the ray, see-through and of either side, once each', () => {
    const hits = ray('~4d4', '#4d4', '~3d4', '3c3', '#3c3', '3c3');
    expect(menUnder(hits)).toEqual(['4d4', '3d4', '3c3']);
  });

  test('empty space picks nothing; a cell without a man is picked by the ray; a first click passes see-through men', () => {
    const scene = { x: 0, y: 0, markers: [], own: own() };
    expect(pickAt({ ...scene, hits: [] })).toBeUndefined();
    expect(pickAt({ ...scene, hits: ray('#e4') })).toEqual({ action: 'activate', cell: 'e4' });
    expect(pickAt({ ...scene, hits: ray('~d5', '#e4') })).toEqual({ action: 'activate', cell: 'e4' });
    // Nothing but a see-through man: he is what is drawn there.
    expect(pickAt({ ...scene, hits: ray('~d5') })).toEqual({ action: 'activate', cell: 'd5' });
  });
});

describe('markers as drawn', () => {
  test('each target on a level on show, at its projected centre and depth, never smaller than 10 px', () => {
    const top = (c: string) => (c === 'hidden' ? undefined : ([c === 'a' ? 0 : 5, 0, 0] as const));
    const near = (p: [number, number, number]) => ({ x: p[0] * 100, y: p[2] * 100 }); // a close camera
    const far = (p: [number, number, number]) => ({ x: p[0] * 2, y: p[2] * 2 }); // a far one
    const depth = (p: [number, number, number]) => 10 + p[0];
    const ms = markersOnScreen(['a', 'hidden', 'b'], top, near, depth);
    expect(ms.map((m) => m.cell)).toEqual(['a', 'b']);
    expect(ms[0]).toMatchObject({ x: 0, y: 0, depth: 10 });
    expect(ms[1]).toMatchObject({ x: 500, y: 0, depth: 15 });
    expect(ms[0]!.r).toBeCloseTo(42);
    expect(markersOnScreen(['a'], top, far, depth)[0]!.r).toBe(10);
  });
});
