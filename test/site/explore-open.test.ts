/**
 * Opening an explore address on the board (components/explore/url.ts, openExploreLink): what the page shows for each
 * parameter of the free board's address (docs/CONVENTIONS.md §8: position, moves, ply, select, arrows, marks, view,
 * camera, flip, spread, levels, fade), and what it says it could not read, play or show. Whatever it cannot
 * use is named in a problem and left out, or clamped, and the rest still applies. Reading each value's text is
 * link.test.ts's part.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, type Position } from '@/engine';
import { openExploreLink } from '@/components/explore/url';

function start(id: string): Position {
  const r = parsePosition(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const glinski = start('glinski');
const lengthleaper = start('lengthleaper');
const open = (search: string, at: Position = glinski) => openExploreLink(search, at);
/** The problems as `param=value: message`. */
const said = (search: string, at?: Position) =>
  open(search, at).problems.map((p) => `${p.param}=${p.value}: ${p.message}`);

describe('opening an explore address', () => {
  it('without parameters (or with only unknown ones) shows the start position, in 2-D, as it is', () => {
    for (const search of ['', '?', '?utm_source=x&step=3'])
      expect(open(search)).toEqual({
        annotations: { arrows: [], marks: [] },
        display: { mode: '2d', flipped: false },
        problems: [],
        kept: [],
      });
  });

  describe('position', () => {
    it('loads the position written', () => {
      const o = open('?position=w:%20Kg1%20Qe1;%20b:%20Kg10;%20turn:%20b');
      expect(o.load?.game.position.toString()).toBe('w: Qe1 Kg1; b: Kg10; turn: b');
      expect(o.load?.game.moves).toEqual([]);
      expect(o.load?.select).toBeUndefined();
      expect(o).toMatchObject({ problems: [], kept: [] });
      expect(o.positionError).toBeUndefined();
    });
    it("names one it cannot read with the engine's message, keeps the start position and the sender's text", () => {
      const o = open('?position=w:%20Kz1&view=3d');
      expect(o.positionError).toEqual({ text: 'w: Kz1', message: expect.stringContaining('z1') });
      expect(o.load).toBeUndefined();
      expect(o.problems).toEqual([]);
      expect(o.kept).toEqual(['position']);
      expect(o.display.mode).toBe('3d');
    });
  });

  describe('moves and ply', () => {
    it('plays every move from the position; all of them are on the board', () => {
      const o = open('?moves=e4-e5,e7-e6');
      expect(o.load?.game.moves.length).toBe(2);
      expect(o.load?.game.undone).toEqual([]);
      expect(o.problems).toEqual([]);
    });
    it('takes back the moves past ply, for Redo to replay', () => {
      const g = open('?moves=e4-e5,e7-e6&ply=1').load!.game;
      expect(g.moves.length).toBe(1);
      expect(g.undone.length).toBe(1);
      const none = open('?moves=e4-e5,e7-e6&ply=0').load!.game;
      expect([none.moves.length, none.undone.length]).toEqual([0, 2]);
      expect(none.position.toString()).toBe(glinski.toString());
    });
    it('shows the moves before one that cannot be played, and says which stay in the address', () => {
      expect(said('?moves=e2-e4')).toEqual([
        'moves=e2-e4: move 1, e2-e4, cannot be played: move "e2-e4" is not legal in this position. The board shows the position before it',
      ]);
      expect(said('?moves=e4-e5,e5-e4,e7-e6')).toEqual([
        'moves=e5-e4: move 2, e5-e4, cannot be played: move "e5-e4" is not legal in this position. The board shows the move before it; the move after it stay in the address',
      ]);
      const o = open('?moves=e4-e5,e7-e6,e2-e4,e6-e5,d7-d6');
      expect(o.problems.map((p) => p.message)).toEqual([
        'move 3, e2-e4, cannot be played: move "e2-e4" is not legal in this position. The board shows the 2 moves before it; the 2 moves after it stay in the address',
      ]);
      expect(o.load?.game.moves.length).toBe(2);
      expect(o.kept).toEqual(['moves']);
    });
    it('shortens a long bad move in the message', () => {
      const [problem] = open(`?moves=${'x'.repeat(60)}`).problems;
      expect(problem?.value).toBe(`${'x'.repeat(24)}… (60 characters)`);
      expect(problem?.message).toMatch(/^move 1, x{24}… \(60 characters\), cannot be played: /);
    });
    it('names a ply past the moves that could be played, and shows those', () => {
      const o = open('?moves=e4-e5,e2-e4&ply=2');
      expect(o.problems.map((p) => `${p.param}=${p.value}: ${p.message}`)).toEqual([
        expect.stringMatching(/^moves=e2-e4: move 2, e2-e4, cannot be played/),
        'ply=2: only 1 of the moves could be played',
      ]);
      expect(o.load?.game.moves.length).toBe(1);
      expect(o.kept).toEqual(['moves', 'ply']);
    });
    it('names a ply that is not a number of the moves, and shows them all', () => {
      const o = open('?moves=e4-e5&ply=3');
      expect(said('?moves=e4-e5&ply=3')).toEqual(['ply=3: ply is a whole number from 0 to the number of moves (1)']);
      expect(o.load?.game.moves.length).toBe(1);
      expect(said('?moves=e4-e5&ply=-1')).toHaveLength(1);
    });
  });

  describe('select', () => {
    it("selects a man, on the start position or after the moves (the board's selection comes with its game)", () => {
      const o = open('?select=f1');
      expect(o.load?.select).toBe('f1');
      expect(o.load?.game.position.toString()).toBe(glinski.toString());
      expect(open('?moves=e4-e5&select=e5').load?.select).toBe('e5');
    });
    it('names a cell with no man in the position on the board, or no cell, and selects nothing', () => {
      expect(said('?select=e5')).toEqual(['select=e5: no man stands on e5']);
      expect(open('?select=e5').load).toBeUndefined();
      // After ply: the man stands where the moves on the board left it.
      expect(said('?moves=e4-e5&ply=0&select=e5')).toEqual(['select=e5: no man stands on e5']);
      expect(open('?moves=e4-e5&ply=0&select=e5').load?.select).toBeUndefined();
      expect(said('?select=z9')).toEqual(['select=z9: cell "z9" does not exist on this board']);
    });
    it('names a man in hand that the side to move does not hold', () => {
      expect(said('?select=@Q')).toEqual(['select=@Q: White, to move, holds no Q in hand']);
    });
  });

  describe('arrows and marks', () => {
    it('draws the good ones and names the others', () => {
      const o = open('?arrows=e2-e4,r:f1-c4,e2-z9&marks=d5,y:e6,x:d6');
      expect(o.annotations).toEqual({
        arrows: [
          { from: 'e2', to: 'e4', brush: 'g' },
          { from: 'f1', to: 'c4', brush: 'r' },
        ],
        marks: [
          { cell: 'd5', brush: 'g' },
          { cell: 'e6', brush: 'y' },
        ],
      });
      expect(o.problems.map((p) => p.param)).toEqual(['arrows', 'marks']);
      expect(o.kept).toEqual(['arrows', 'marks']);
      // Annotations alone load nothing on the board.
      expect(o.load).toBeUndefined();
    });
  });

  describe('view, camera and flip', () => {
    it('shows the picture asked for', () => {
      expect(open('?view=3d&camera=top&flip=1').display).toEqual({ mode: '3d', flipped: true, camera: 'top' });
      expect(open('?view=3d&camera=-90,10,1').display.camera).toEqual({ az: 270, el: 10, dist: 1 });
      expect(open('?view=2d&flip=0').display).toEqual({ mode: '2d', flipped: false });
      expect(open('?flip').display.flipped).toBe(true);
    });
    it('names a bad value and keeps the default', () => {
      const o = open('?view=4d&camera=under&flip=maybe');
      expect(o.display).toEqual({ mode: '2d', flipped: false });
      expect(o.problems.map((p) => p.param)).toEqual(['view', 'camera', 'flip']);
      expect(o.kept).toEqual(['view', 'camera', 'flip']);
    });
  });

  describe('spread, levels and fade', () => {
    it('spreads and fades the levels (the spread at 1.5 when only fading)', () => {
      expect(open('?spread=2.25', lengthleaper).display.levels).toEqual({ spread: 2.25, fadeOthers: false });
      expect(open('?fade=1', lengthleaper).display.levels).toEqual({ spread: 1.5, fadeOthers: true });
      expect(open('?fade=0', lengthleaper).display.levels).toBeUndefined();
    });
    it('shows one level alone, or several, by their letters (a is the lowest: the last index)', () => {
      expect(open('?levels=b', lengthleaper).display.levels).toEqual({ spread: 1.5, fadeOthers: false, solo: 2 });
      expect(open('?levels=dba&fade=1', lengthleaper).display.levels).toEqual({
        spread: 1.5,
        fadeOthers: true,
        shown: [0, 2, 3],
      });
      // Every level is the default: nothing to set.
      expect(open('?levels=abcd', lengthleaper).display.levels).toBeUndefined();
      expect(open('?levels=abcd', lengthleaper).problems).toEqual([]);
    });
    it('names levels the board does not have, and a bad spread, levels or fade', () => {
      expect(said('?levels=b')).toEqual(['levels=b: this board has one level']);
      expect(said('?levels=ae', lengthleaper)).toEqual(["levels=ae: this board's levels are a, b, c, d"]);
      expect(open('?levels=ae', lengthleaper).display.levels).toBeUndefined();
      const o = open('?spread=9&levels=aab&fade=maybe', lengthleaper);
      expect(o.problems.map((p) => p.param)).toEqual(['spread', 'levels', 'fade']);
      expect(o.display.levels).toBeUndefined();
      expect(open('?spread=3', lengthleaper).display.levels?.spread).toBe(3);
      expect(open('?spread=0', lengthleaper).display.levels?.spread).toBe(0);
    });
  });

  it('keeps the text of every parameter it could not wholly use: the position first, then as named', () => {
    const o = open('?position=w:%20Kz1&moves=e2-e4&select=e5&levels=b&camera=under');
    expect(o.kept).toEqual(['position', 'camera', 'moves', 'select', 'levels']);
    expect(o.problems.map((p) => p.param)).toEqual(['camera', 'moves', 'select', 'levels']);
  });
});
