/** The board view of a played position: its last move, one move generation per move, and `withTurn`. */
import { describe, expect, it } from 'vitest';
import { boardView, Game } from '@/engine';
import { countGenerations } from '@/engine/rules/movegen';
import { pos } from './helpers';

describe('one move generation per move played', () => {
  it('drawing the new position, asking its outcome and marking its last move generate its moves once', () => {
    let game = Game.from(pos('glinski'));
    boardView(game.position); // the board before the move, as a page draws it
    const before = countGenerations();
    const r = game.playText('f5-f6');
    if (!r.ok) throw new Error(r.error.message);
    game = r.value;
    const view = boardView(game.position);
    game.outcome();
    game.position.inCheck();
    expect(view.last?.text).toBe('f5-f6');
    expect(countGenerations() - before).toBe(1);
  });
});

describe('the last move in the board view', () => {
  it('names the cells it left and reached', () => {
    const p = pos('glinski').playText('c2-c4');
    if (!p.ok) throw new Error(p.error.message);
    expect(boardView(p.value).last).toEqual({ text: 'c2-c4', from: 'c2', to: 'c4', cells: ['c2', 'c4'], captures: [] });
  });
  it('marks the man taken by a capture without moving (Peanut)', () => {
    const p = pos('peanut', 'w: Kc3; b: Kh10 Nb2 Nd4; turn: w').playText('c3!d4');
    if (!p.ok) throw new Error(p.error.message);
    expect(boardView(p.value).last).toEqual({
      text: 'c3!d4',
      from: 'c3',
      to: 'd4',
      cells: ['c3', 'd4'],
      captures: ['d4'],
    });
  });
  it('names both cells of a two-cell man (the Panoply Barricade)', () => {
    const start = pos('panoply', 'w: Kj1 Xf2-g2; b: Kd13');
    const m = start.movesFrom(start.variant.board.index('f2'))[0];
    expect(m).toBeDefined();
    const last = boardView(start.play(m!)).last!;
    expect(last.cells.slice(0, 2)).toEqual(['f2', 'g2']);
    expect(last.cells.length).toBe(4);
  });
  it('is absent from a parsed position and from the editor view', () => {
    expect(boardView(pos('glinski')).last).toBeUndefined();
    const p = pos('glinski').playText('c2-c4');
    if (!p.ok) throw new Error(p.error.message);
    expect(boardView(p.value, { play: false }).last).toBeUndefined();
  });
});

describe('Position.withTurn', () => {
  it('gives the move to the other side without changing the men, and drops the en-passant cell', () => {
    const p = pos('glinski', 'w: Kg1 Pd5; b: Kg10 Pe7; turn: b');
    const q = p.playText('e7-e5');
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value.toString()).toContain('ep: e6');
    const again = q.value.withTurn('b');
    expect(again.toString()).toBe('w: Kg1 Pd5; b: Pe5 Kg10; turn: b; move: 2');
    expect(boardView(again).turn).toBe('b');
    expect(again.withTurn('b')).toBe(again);
    expect(boardView(again).last).toBeUndefined();
  });
});
