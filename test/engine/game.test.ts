/** A game keeps its history: undo, redo, and the threefold repetition draw. */
import { describe, expect, it } from 'vitest';
import { Game } from '@/engine';
import { pos } from './helpers';

const playAll = (g: Game, ...moves: string[]) =>
  moves.reduce((acc, m) => {
    const r = acc.playText(m);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    return r.value;
  }, g);

describe('game', () => {
  it('draws by threefold repetition', () => {
    const g0 = Game.from(pos('glinski', 'w: Ka1 Pb1; b: Kl6 Pk7; turn: w'));
    const shuffle = ['a1-a2', 'l6-l5', 'a2-a1', 'l5-l6'];
    const twice = playAll(g0, ...shuffle);
    expect(twice.outcome()).toBeUndefined();
    const thrice = playAll(twice, ...shuffle);
    expect(thrice.outcome()).toMatchObject({ status: 'repetition', score: { w: 0.5, b: 0.5 } });
    expect(thrice.playText('a1-a2').ok).toBe(false);
  });
  it('undoes and redoes moves', () => {
    const g = playAll(Game.from(pos('glinski')), 'e4-e5', 'e7-e6');
    expect(g.moveTexts()).toEqual(['e4-e5', 'e7-e6']);
    const back = g.undo().undo();
    expect(back.position.toString()).toBe(pos('glinski').toString());
    expect(back.redo().moveTexts()).toEqual(['e4-e5']);
    expect(back.redo().redo().position.toString()).toBe(g.position.toString());
    expect(Game.from(pos('glinski')).undo().moves).toHaveLength(0);
  });
});
