/**
 * The explore page's link (components/explore/url.ts) and annotations (components/board/core/annotations.ts): every
 * field round-trips, unknown parameters are ignored and kept, and every bad value is named with the rest applied.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '@/engine';
import { getVariant } from '@/engine/variants/index';
import { viewOfText } from '../engine/helpers';
import {
  describeAnnotations,
  toggleArrow,
  toggleMark,
  brushOf,
  NO_ANNOTATIONS,
  MAX_ARROWS,
} from '@/components/board/core/annotations';
import { paramsOf } from '@/components/board/core/address';
import {
  keptText,
  readExploreLink,
  selectionProblem,
  shortValue,
  stillKept,
  writeExploreLink,
  type ExploreLink,
} from '@/components/explore/url';

const cellsOf = (id: string) => {
  const v = viewOfText(id);
  if (!v.ok) throw new Error(v.error.message);
  const names = new Set(v.value.cells.map((c) => c.name));
  return (n: string) => names.has(n);
};
const glinski = cellsOf('glinski');

describe('explore link: round trip', () => {
  const kq = getVariant('king-and-queen');
  const promoted = kq.ok ? Position.parse(kq.value, 'w: Ke1 +Pc4; b: Ke7 Nd6; hand: w:P; turn: b').ok : false;
  const full: ExploreLink = {
    position: 'w: Ke1 +Pc4; b: Ke7 Nd6; turn: b; hand: w:P',
    arrows: [
      { from: 'e2', to: 'e4', brush: 'g' },
      { from: 'f1', to: 'c4', brush: 'r' },
    ],
    marks: [
      { cell: 'd5', brush: 'g' },
      { cell: 'e6', brush: 'y' },
    ],
    select: 'e3',
    view: '3d',
    camera: 'top',
    flip: true,
  };
  it('writes every field and reads it back unchanged (a promoted man keeps its +)', () => {
    expect(promoted).toBe(true);
    const search = writeExploreLink('', full);
    expect(search).toContain('arrows=e2-e4,r:f1-c4&marks=d5,y:e6&select=e3&view=3d&camera=top&flip=1');
    expect(search).toContain('%2BPc4');
    const back = readExploreLink(search, () => true);
    expect(back.problems).toEqual([]);
    expect(back.link).toEqual(full);
  });
  it('leaves defaults out and keeps parameters it does not know', () => {
    expect(writeExploreLink('?lesson=3&arrows=a1-a2', { arrows: [], view: '2d', flip: false })).toBe('?lesson=3');
    expect(writeExploreLink('', {})).toBe('');
  });
  it('selects a man in hand with @', () => {
    const s = writeExploreLink('', { select: '@+P' });
    expect(readExploreLink(s, glinski).link.select).toBe('@+P');
  });
  it('Lengthleaper cell names (digits, level, digit) survive', () => {
    const ll = cellsOf('lengthleaper');
    const link: ExploreLink = {
      arrows: [{ from: '3b2', to: '5b3', brush: 'b' }],
      marks: [{ cell: '1a1', brush: 'g' }],
    };
    expect(readExploreLink(writeExploreLink('', link), ll)).toEqual({ link, problems: [] });
  });
});

describe('explore link: bad and old values', () => {
  it('ignores unknown parameters', () => {
    expect(readExploreLink('?foo=bar&step=3&utm_source=x', glinski)).toEqual({ link: {}, problems: [] });
  });
  it('names each bad arrow and keeps the good ones', () => {
    const r = readExploreLink('?arrows=e2-e4,e2-z9,q:e2-e4,e2e4,e4-e4', glinski);
    expect(r.link.arrows).toEqual([{ from: 'e2', to: 'e4', brush: 'g' }]);
    expect(r.problems).toEqual([
      { param: 'arrows', value: 'e2-z9', message: 'cell "z9" does not exist on this board' },
      { param: 'arrows', value: 'q:e2-e4', message: 'unknown colour "q" (use g, r, b or y)' },
      { param: 'arrows', value: 'e2e4', message: 'not an arrow (write it from-to, e.g. e2-e4)' },
      { param: 'arrows', value: 'e4-e4', message: 'an arrow needs two different cells' },
    ]);
  });
  it('names bad marks, a bad selection, view, camera and flip; the rest applies', () => {
    const r = readExploreLink('?marks=d5,j5,x:d6&select=j9&view=4d&camera=under&flip=maybe&position=w:%20Kg1', glinski);
    expect(r.link).toEqual({ position: 'w: Kg1', marks: [{ cell: 'd5', brush: 'g' }] });
    expect(r.problems.map((p) => `${p.param}=${p.value}: ${p.message}`)).toEqual([
      'marks=j5: cell "j5" does not exist on this board',
      'marks=x:d6: unknown colour "x" (use g, r, b or y)',
      'select=j9: cell "j9" does not exist on this board',
      'view=4d: the view is 2d or 3d',
      'camera=under: the camera is one of white, black, top, side, or az,el,dist (degrees, degrees, board radii)',
      'flip=maybe: flip is 1 or 0',
    ]);
  });
  it('a stray % does not throw: the raw text is kept for the reader to reject', () => {
    expect(paramsOf('?position=w:%ZZ&select=e3').get('position')).toBe('w:%ZZ');
    expect(readExploreLink('?arrows=e2-e4%', glinski).problems[0]!.param).toBe('arrows');
  });
  it('the first of a repeated parameter wins', () => {
    expect(readExploreLink('?view=3d&view=2d', glinski).link.view).toBe('3d');
  });
});

describe('annotations', () => {
  it('toggles arrows and marks; another brush replaces', () => {
    let a = toggleArrow(NO_ANNOTATIONS, { from: 'e2', to: 'e4', brush: 'g' });
    a = toggleArrow(a, { from: 'e2', to: 'e4', brush: 'r' });
    expect(a.arrows).toEqual([{ from: 'e2', to: 'e4', brush: 'r' }]);
    expect(toggleArrow(a, { from: 'e2', to: 'e4', brush: 'r' }).arrows).toEqual([]);
    a = toggleMark(a, { cell: 'd5', brush: 'b' });
    expect(describeAnnotations(a)).toEqual(['arrow from e2 to e4 (red, dashed)', 'd5 marked (blue, dotted)']);
    expect(toggleMark(a, { cell: 'd5', brush: 'b' }).marks).toEqual([]);
  });
  it('modifiers choose the brush', () => {
    expect([
      brushOf({ shiftKey: false, altKey: false }),
      brushOf({ shiftKey: true, altKey: false }),
      brushOf({ shiftKey: false, altKey: true }),
      brushOf({ shiftKey: true, altKey: true }),
    ]).toEqual(['g', 'r', 'b', 'y']);
    expect(brushOf({ shiftKey: false, altKey: false }, 'b')).toBe('b');
  });
});

describe('explore link: the game and the whole view (moves, ply, camera orbit, spread, levels, fade)', () => {
  const whole: ExploreLink = {
    position: 'w: Kf9 Qe9; b: Kf11; turn: w',
    moves: ['e9-e8', 'f11-g10', 'e8-e9=+Q'],
    ply: 1,
    view: '3d',
    camera: { az: 215, el: 32, dist: 2.75 },
    spread: 2.25,
    levels: 'abd',
    fade: true,
  };
  it('writes every field and reads it back unchanged', () => {
    const search = writeExploreLink('?x=1', whole);
    expect(search).toContain('moves=e9-e8,f11-g10,e8-e9%3D%2BQ&ply=1');
    expect(search).toContain('camera=215,32,2.75');
    expect(search).toContain('spread=2.25&levels=abd&fade=1');
    expect(search.startsWith('?x=1&')).toBe(true);
    expect(readExploreLink(search, glinski)).toEqual({ link: whole, problems: [] });
  });
  it('leaves ply out when every move is on the board, and reads presets and orbits', () => {
    expect(writeExploreLink('', { moves: ['e2-e4'], ply: 1 })).toBe('?moves=e2-e4');
    expect(readExploreLink('?camera=side', glinski).link.camera).toBe('side');
    expect(readExploreLink('?camera=-90,10,1', glinski).link.camera).toEqual({ az: 270, el: 10, dist: 1 });
    expect(readExploreLink('?camera=-90,10,1', glinski).problems).toEqual([]);
  });
  it('names each bad value and applies the rest', () => {
    const r = readExploreLink(
      '?moves=e2-e4&ply=5&camera=1,95,2&spread=9&levels=aab&fade=maybe&view=3d&select=e2',
      glinski,
    );
    expect(r.problems.map((p) => p.param)).toEqual(['camera', 'ply', 'spread', 'levels', 'fade']);
    expect(r.link).toEqual({ moves: ['e2-e4'], view: '3d', select: 'e2' });
    expect(readExploreLink('?camera=far', glinski).problems[0]?.message).toMatch(/az,el,dist/);
    expect(readExploreLink('?camera=0,0,20', glinski).problems[0]?.message).toMatch(/distance 20/);
  });
});

describe('explore link: out-of-range values are named or clamped (issue #33)', () => {
  it('names an azimuth of 310 digits (it reads as Infinity, and a camera at NaN draws nothing)', () => {
    const az = '9'.repeat(310);
    const r = readExploreLink(`?view=3d&camera=${az},30,2`, glinski);
    expect(r.link).toEqual({ view: '3d' });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.message).toMatch(
      /^the camera's azimuth 9{24}… \(310 characters\) is not a number of degrees$/,
    );
    expect(r.problems[0]!.value.length).toBeLessThan(50);
  });
  it('turns any finite azimuth into 0..360, and names an elevation or distance of many digits', () => {
    // 300 digits are still a finite number: turned into 0..360 (clamped), with no message.
    const big = readExploreLink(`?camera=${'1'.repeat(300)},30,2`, glinski);
    expect(big.problems).toEqual([]);
    const az = (big.link.camera as { az: number }).az;
    expect(az >= 0 && az < 360).toBe(true);
    expect(readExploreLink('?camera=1e5,30,2', glinski).problems).toHaveLength(1); // not the az,el,dist shape
    expect(readExploreLink('?camera=3600000.5,30,2', glinski).link.camera).toEqual({ az: 0.5, el: 30, dist: 2 });
    expect(readExploreLink('?camera=-0.001,30,2', glinski).link.camera).toEqual({ az: 0, el: 30, dist: 2 });
    expect(readExploreLink(`?camera=0,${'9'.repeat(400)},2`, glinski).problems[0]?.message).toMatch(/elevation/);
    expect(readExploreLink(`?camera=0,0,${'9'.repeat(400)}`, glinski).problems[0]?.message).toMatch(/distance/);
    for (const bad of ['NaN,0,1', 'Infinity,0,1', '0,0,0', '0,-90,1'])
      expect(readExploreLink(`?camera=${bad}`, glinski).link.camera, bad).toBeUndefined();
  });
  it('caps thousands of arrows at MAX_ARROWS with a message, and names at most five bad ones and a count', () => {
    const cells = [...'abcdefghikl']
      .flatMap((f) => Array.from({ length: 11 }, (_, r) => `${f}${r + 1}`))
      .filter(glinski);
    const arrows = cells.flatMap((a) => cells.filter((b) => b !== a).map((b) => `${a}-${b}`)).slice(0, 6000);
    expect(arrows).toHaveLength(6000);
    const r = readExploreLink(`?arrows=${arrows.join(',')}`, glinski);
    expect(r.link.arrows).toHaveLength(MAX_ARROWS);
    expect(r.link.arrows![0]).toEqual({ from: cells[0], to: cells[1], brush: 'g' });
    expect(r.problems).toEqual([
      {
        param: 'arrows',
        value: '6000 arrows',
        message: `a board shows at most ${MAX_ARROWS} arrows: the first ${MAX_ARROWS} are drawn`,
      },
    ]);
    const bad = readExploreLink(`?arrows=${'a1-z9,'.repeat(3000)}e2-e4`, glinski);
    expect(bad.link.arrows).toEqual([{ from: 'e2', to: 'e4', brush: 'g' }]);
    expect(bad.problems).toHaveLength(6);
    expect(bad.problems[5]).toEqual({ param: 'arrows', value: '…', message: 'and 2995 more that cannot be read' });
    // 1 500 copies of one arrow are one arrow, with no message.
    expect(readExploreLink(`?arrows=${'e2-e4,'.repeat(1500)}`, glinski)).toEqual({
      link: { arrows: [{ from: 'e2', to: 'e4', brush: 'g' }] },
      problems: [],
    });
  });
  it('names a selection of a man in hand that the side to move does not hold', () => {
    const view = {
      pieces: [{ cell: 'e1' }],
      hand: { w: { P: 1 }, b: { Q: 2 } },
      turn: 'w',
      sideNames: { w: 'Blue', b: 'Red' },
    } as unknown as Parameters<typeof selectionProblem>[1];
    expect(selectionProblem('@P', view)).toBeUndefined();
    expect(selectionProblem('@Q', view)).toBe('Blue, to move, holds no Q in hand');
    expect(selectionProblem('e1', view)).toBeUndefined();
    expect(selectionProblem('e2', view)).toBe('no man stands on e2');
  });
  it('shortens a long value for a message', () => {
    expect(shortValue('e2-e4')).toBe('e2-e4');
    expect(shortValue('x'.repeat(100))).toBe(`${'x'.repeat(24)}… (100 characters)`);
  });
});

describe('explore link: the sender’s text stays in the address (issue #33)', () => {
  const search = '?moves=e4-e5,e7-e6,f1-e3,d7-d6,f1-c4&camera=under&utm=1';
  const opened: ExploreLink = { moves: ['e4-e5', 'e7-e6'], ply: 2 };
  const keep = keptText(search, ['moves', 'camera'], opened);
  it('keeps a bad move and every move after it while the game on the board is the one the link opened', () => {
    expect(writeExploreLink(search, opened, keep)).toBe('?utm=1&moves=e4-e5,e7-e6,f1-e3,d7-d6,f1-c4&camera=under');
    // Undo on the board: the same moves, fewer on it; the address still has the sender's whole line.
    expect(writeExploreLink(search, { ...opened, ply: 1 }, keep)).toBe(
      '?utm=1&moves=e4-e5,e7-e6,f1-e3,d7-d6,f1-c4&ply=1&camera=under',
    );
  });
  it('writes the reader’s own line once the reader changes it, and does not bring the sender’s back', () => {
    const changed: ExploreLink = { moves: ['e4-e5', 'e7-e6', 'f1-c4'], ply: 3 };
    const after = stillKept(keep, changed);
    expect([...after.raw.keys()]).toEqual(['camera']);
    expect(writeExploreLink(search, changed, after)).toBe('?utm=1&moves=e4-e5,e7-e6,f1-c4&camera=under');
    expect(writeExploreLink(search, opened, stillKept(after, opened))).toBe('?utm=1&moves=e4-e5,e7-e6&camera=under');
    expect(stillKept(keep, opened)).toBe(keep);
  });
  it('keeps only the page’s own parameters, as written', () => {
    const k = keptText('?position=w:%20Kz1&utm=%&moves=zz', ['position', 'utm', 'select'], {});
    expect([...k.raw]).toEqual([['position', 'w:%20Kz1']]);
  });
});
