/** The play page's pure parts: how many moves Undo and Redo take against the computer, and the end-of-game words. */
import { describe, expect, it } from 'vitest';
import { Game, Position } from '@/engine';
import { getVariant } from '@/engine/variants/index';
import { redoCount, undoCount } from '@/components/play/usePlay';
import { endTitle, resultText, winnerText } from '@/components/play/result';

const glinski = () => {
  const v = getVariant('glinski');
  if (!v.ok) throw new Error(v.error.message);
  return Game.from(Position.start(v.value));
};
const play = (g: Game, ...moves: string[]) =>
  moves.reduce((acc, m) => {
    const r = acc.playText(m);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, g);

describe('undo and redo against the computer', () => {
  it('takes back the player’s move and the computer’s reply together', () => {
    const g = play(glinski(), 'e4-e5', 'e7-e6');
    expect(undoCount(g, 'computer', 'b')).toBe(2);
    expect(undoCount(g, 'friend', 'b')).toBe(1);
  });
  it('takes back only the player’s move while the computer is still thinking', () => {
    expect(undoCount(play(glinski(), 'e4-e5'), 'computer', 'b')).toBe(1);
  });
  it('cannot take back the computer’s first move alone (it would play again at once)', () => {
    expect(undoCount(play(glinski(), 'e4-e5'), 'computer', 'w')).toBe(0);
    expect(undoCount(play(glinski(), 'e4-e5', 'e7-e6', 'f5-f6'), 'computer', 'w')).toBe(2);
  });
  it('replays up to the player’s next turn', () => {
    const g = play(glinski(), 'e4-e5', 'e7-e6').undo().undo();
    expect(redoCount(g, 'computer', 'b')).toBe(2);
    expect(redoCount(g, 'friend', 'b')).toBe(1);
    expect(redoCount(play(glinski(), 'e4-e5'), 'computer', 'b')).toBe(0);
  });
});

describe('end-of-game words', () => {
  it('writes results with fractions', () => {
    expect(resultText({ w: 1, b: 0 })).toBe('1–0');
    expect(resultText({ w: 0.5, b: 0.5 })).toBe('½–½');
    expect(resultText({ w: 0.25, b: 0.75 })).toBe('¼–¾');
  });
  it('titles each way a game ends', () => {
    expect(endTitle('checkmate')).toBe('Checkmate');
    expect(endTitle('fifty-turns')).toBe('Fifty-move rule');
    expect(endTitle('bare-king')).toBe('Bare king');
  });
  it('says who won, and whether that is the player', () => {
    expect(winnerText({ w: 'Blue', b: 'Red' }, 'b', 'b')).toBe('Red wins. The computer wins this one.');
    expect(winnerText({ w: 'White', b: 'Black' }, 'w', 'b')).toBe('White wins. You win!');
    expect(winnerText({ w: 'White', b: 'Black' }, undefined)).toBe('A draw.');
  });
});
