/** The 3-D board's pointer gestures and wheel (components/board3d/gesture.ts): events in, what they mean out. */
import { describe, expect, test } from 'vitest';
import {
  DRAG,
  interpret,
  SAME_SPOT,
  wheelMeans,
  type GestureOut,
  type GestureState,
  type PointerIn,
} from '@/components/board3d/gesture';
import type { PickScene, RayHit } from '@/components/board3d/pick';

/**
 * A small scene seen from above: at x < 100 the Twoleaper on 2b2 stands over the Pawn on 3b3 and over the marker of
 * 2b2's destination 4b4 (when 2b2 is selected); at x >= 100 the empty cell e4. `selected` is the board's selection,
 * which the test changes as the board would.
 */
function board() {
  const b = { selected: undefined as string | undefined, looked: 0 };
  const men: RayHit[] = [
    { cell: '2b2', man: true, distance: 1 },
    { cell: '3b3', man: true, distance: 2, seeThrough: true },
    { cell: '4b4', man: false, distance: 3 },
  ];
  const look = (x: number, y: number): PickScene => {
    b.looked++;
    const left = x < 100;
    return {
      x,
      y,
      hits: left ? men : [{ cell: 'e4', man: false, distance: 4 }],
      markers: b.selected === '2b2' ? [{ cell: '4b4', x: 50, y: 50, r: 30, depth: 3.5 }] : [],
      own: new Set(['2b2', '3b3']),
      ...(b.selected ? { selected: b.selected } : {}),
    };
  };
  return { b, look };
}

/** Runs events through the interpreter, applying each pick to the board as the controller would (select, toggle). */
function run(events: PointerIn[], start: GestureState = {}) {
  const { b, look } = board();
  let state = start;
  const outs: GestureOut[] = [];
  for (const e of events) {
    const r = interpret(state, e, look);
    state = r.state;
    if (!r.out) continue;
    outs.push(r.out);
    if (r.out.type !== 'pick') continue;
    if (r.out.action === 'select') b.selected = r.out.cell;
    else if (r.out.cell === b.selected) b.selected = undefined;
    else if (r.out.cell === '2b2' || r.out.cell === '3b3') b.selected = r.out.cell;
  }
  return { outs, state, b };
}

const click = (x: number, y: number, pointerType = 'mouse'): PointerIn[] => [
  { type: 'down', x, y, button: 0, pointerType },
  { type: 'up', x, y, button: 0, pointerType },
];
const picks = (outs: GestureOut[]) => outs.filter((o) => o.type === 'pick').map((o) => `${o.action} ${o.cell}`);

describe('3-D gestures', () => {
  test('a click picks the front man; a click again on the same spot selects the man behind, never a destination', () => {
    const { outs, b } = run([...click(50, 50), ...click(52, 51), ...click(51, 50), ...click(50, 52)]);
    expect(picks(outs)).toEqual(['activate 2b2', 'select 3b3', 'select 2b2', 'select 3b3']);
    expect(b.selected).toBe('3b3');
  });

  test('with 2b2 selected, a first click on its spot (not the same as the last) lets him go, never plays 2b2-4b4', () => {
    const { outs } = run([...click(50, 50), ...click(150, 50), ...click(50, 50)]);
    expect(picks(outs)).toEqual(['activate 2b2', 'activate e4', 'activate 2b2']);
  });

  test('a press that moves past the drag threshold turns the camera: no pick, and the next click is a first one', () => {
    const dragged: PointerIn[] = [
      { type: 'down', x: 50, y: 50, button: 0, pointerType: 'mouse' },
      { type: 'move', x: 50 + DRAG.mouse + 1, y: 50, pointerType: 'mouse' },
      { type: 'up', x: 50, y: 50, button: 0, pointerType: 'mouse' },
    ];
    const { outs, state } = run([...click(50, 50), ...dragged]);
    expect(picks(outs)).toEqual(['activate 2b2']);
    expect(state).toEqual({});
    // Within the threshold it is still a click.
    const small: PointerIn[] = [
      { type: 'down', x: 150, y: 50, button: 0, pointerType: 'mouse' },
      { type: 'move', x: 150 + DRAG.mouse, y: 50, pointerType: 'mouse' },
      { type: 'up', x: 150, y: 50, button: 0, pointerType: 'mouse' },
    ];
    expect(picks(run(small).outs)).toEqual(['activate e4']);
  });

  test('a mouse hovers without a press; a press does not hover; a finger never hovers', () => {
    const { outs } = run([
      { type: 'move', x: 150, y: 50, pointerType: 'mouse' },
      { type: 'down', x: 150, y: 50, button: 0, pointerType: 'mouse' },
      { type: 'move', x: 151, y: 50, pointerType: 'mouse' },
      { type: 'up', x: 151, y: 50, button: 0, pointerType: 'mouse' },
      { type: 'move', x: 50, y: 50, pointerType: 'touch' },
    ]);
    expect(outs.map((o) => o.type)).toEqual(['hover', 'pick']);
    expect(outs[0]).toEqual({ type: 'hover', cell: 'e4' });
  });

  test('a finger: wider thresholds for a tap that wobbles and for the same spot; a cancelled press picks nothing', () => {
    const wobble = (pointerType: string): PointerIn[] => [
      { type: 'down', x: 50, y: 50, button: 0, pointerType },
      { type: 'move', x: 50 + DRAG.mouse + 2, y: 50, pointerType },
      { type: 'up', x: 50 + DRAG.mouse + 2, y: 50, button: 0, pointerType },
    ];
    // A wobble past the mouse's threshold is a finger's tap, a mouse's drag.
    expect(picks(run(wobble('touch')).outs)).toEqual(['activate 2b2']);
    expect(picks(run(wobble('mouse')).outs)).toEqual([]);
    // A second tap 10 px from the first is on the same spot; a second click 10 px away is not.
    const twice = (pointerType: string) => [...click(50, 50, pointerType), ...click(60, 50, pointerType)];
    expect(10).toBeGreaterThan(SAME_SPOT.mouse);
    expect(picks(run(twice('touch')).outs)).toEqual(['activate 2b2', 'select 3b3']);
    expect(picks(run(twice('mouse')).outs)).toEqual(['activate 2b2', 'activate 2b2']);
    // The page scrolled under the finger: the browser cancels the press.
    const scrolled: PointerIn[] = [
      { type: 'down', x: 50, y: 50, button: 0, pointerType: 'touch' },
      { type: 'cancel', x: 50, y: 50, pointerType: 'touch' },
      { type: 'up', x: 50, y: 50, button: 0, pointerType: 'touch' },
    ];
    expect(picks(run(scrolled).outs)).toEqual([]);
  });

  test('the right button (annotations) never picks or hovers', () => {
    const right: PointerIn[] = [
      { type: 'down', x: 50, y: 50, button: 2, pointerType: 'mouse' },
      { type: 'move', x: 150, y: 50, pointerType: 'mouse' },
      { type: 'up', x: 150, y: 50, button: 2, pointerType: 'mouse' },
    ];
    // Nor does it hover while the arrow is drawn.
    expect(run(right).outs).toEqual([]);
  });

  test('after a click on a destination, a click on the same spot is a first click again', () => {
    // A tap on a destination previews its move (the selection stays on 2b2), a second tap there plays it: never the
    // cycle, though both taps are on one spot.
    const { b, look } = board();
    b.selected = '2b2';
    const hit = (x: number) => ({ ...look(x, 50), hits: [{ cell: '4b4', man: false, distance: 3 }] });
    let s: GestureState = {};
    const outs: (GestureOut | undefined)[] = [];
    for (const e of [...click(50, 50, 'touch'), ...click(51, 50, 'touch')]) {
      const r = interpret(s, e, hit);
      s = r.state;
      if (r.out) outs.push(r.out);
    }
    expect(outs).toEqual([
      { type: 'pick', action: 'activate', cell: '4b4' },
      { type: 'pick', action: 'activate', cell: '4b4' },
    ]);
    // A click on an empty cell drawn in front of men (nothing selected): a click again there reaches them.
    const { b: top, look: lookTop } = board();
    const plate = (x: number, y: number) => {
      const s = lookTop(x, y);
      return { ...s, hits: [{ cell: '4a4', man: false, distance: 0.5 }, ...s.hits] };
    };
    let t: GestureState = {};
    const seen: string[] = [];
    for (const e of [...click(50, 50), ...click(50, 50), ...click(50, 50)]) {
      const r = interpret(t, e, plate);
      t = r.state;
      if (r.out?.type !== 'pick') continue;
      seen.push(`${r.out.action} ${r.out.cell}`);
      if (r.out.action === 'select') top.selected = r.out.cell;
    }
    expect(seen).toEqual(['activate 4a4', 'select 2b2', 'select 3b3']);
  });
});

describe('the wheel over the picture', () => {
  const plain = { ctrlKey: false, metaKey: false };
  test('over a board in a page of text it scrolls the page, saying once that Ctrl or ⌘ zooms', () => {
    expect(wheelMeans(plain, 'scroll', false)).toBe('hint');
    expect(wheelMeans(plain, 'scroll', true)).toBe('scroll');
    expect(wheelMeans({ ctrlKey: true, metaKey: false }, 'scroll', false)).toBe('zoom');
    expect(wheelMeans({ ctrlKey: false, metaKey: true }, 'scroll', true)).toBe('zoom');
  });
  test('where the board is the app (explore, play) it zooms', () => {
    expect(wheelMeans(plain, 'zoom', false)).toBe('zoom');
    expect(wheelMeans({ ctrlKey: true, metaKey: false }, 'zoom', true)).toBe('zoom');
  });
});
