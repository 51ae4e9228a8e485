/** A game keeps its history: undo, redo, and the threefold repetition draw; a long game is read at a man's cost a move. */
import { describe, expect, it } from 'vitest';
import { Game } from '@/engine';
import { countGenerations } from '@/engine/rules/movegen';
import { longGame } from '../bench/replay';
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
  it('gives the whole line, taken-back moves included, without replaying them', () => {
    const g = playAll(Game.from(pos('glinski')), 'e4-e5', 'e7-e6', 'f3-e4');
    expect(g.undo().undo().lineTexts()).toEqual(['e4-e5', 'e7-e6', 'f3-e4']);
    expect(g.undo().undo().redo().lineTexts()).toEqual(g.moveTexts());
  });

  it('counts repetitions right through take-backs, redos and earlier games played on again', () => {
    const g0 = Game.from(pos('glinski', 'w: Ka1 Pb1; b: Kl6 Pk7; turn: w'));
    const shuffle = ['a1-a2', 'l6-l5', 'a2-a1', 'l5-l6'];
    const twice = playAll(g0, ...shuffle);
    const thrice = playAll(twice, ...shuffle);
    // Taking the last move back and playing it again: the third occurrence again.
    expect(thrice.undo().outcome()).toBeUndefined();
    expect(thrice.undo().redo().outcome()?.status).toBe('repetition');
    expect(playAll(thrice.undo(), 'l5-l6').outcome()?.status).toBe('repetition');
    // Another line from the second occurrence (its counts were handed on to the games after it): not a repetition.
    const other = playAll(twice, 'b1-b2', 'l6-l5');
    expect(other.outcome()).toBeUndefined();
    expect(twice.outcome()).toBeUndefined();
    // The games along the first line are still right when asked again.
    expect(thrice.outcome()?.status).toBe('repetition');
    expect(playAll(twice, ...shuffle.slice(0, 3)).outcome()).toBeUndefined();
    // Undo everything, then redo everything.
    let back = thrice;
    while (back.moves.length) back = back.undo();
    expect(back.outcome()).toBeUndefined();
    while (back.undone.length) back = back.redo();
    expect(back.outcome()?.status).toBe('repetition');
  });
});

describe('a long game read from a link (issue #45)', () => {
  it('costs each move its man’s moves, not the whole side’s, and reads the same game', () => {
    for (const id of ['panoply', 'glinski', 'lengthleaper']) {
      const { start, moves } = longGame(id, 150);
      const before = countGenerations();
      const read = playAll(Game.from(start), ...moves);
      expect(countGenerations() - before, id).toBe(0);
      expect(read.outcome(), id).toBeUndefined();
      // The same moves found among all the side's moves give the same positions.
      let p = start;
      for (const [i, m] of moves.entries()) {
        const all = p.legalMoves().find((x) => p.printMove(x) === m)!;
        p = p.play(all);
        expect(read.positions[i + 1]!.toString(), `${id} ply ${i + 1}`).toBe(p.toString());
      }
    }
  });
  it('still reads a move written another way, and says why one is not legal', () => {
    const g = Game.from(pos('glinski'));
    expect(g.playText('f5xf6').ok).toBe(true); // read loosely (a capture's x for a step), among all the side's moves
    const bad = g.playText('f5-f8');
    expect(!bad.ok && bad.error.message).toBe('move "f5-f8" is not legal in this position');
    expect(g.playText('f7-f6').ok).toBe(false); // the other side's man
  });
});
