/** "Why can't it go there?": reasons come from the engine, with the cells to mark. */
import { describe, expect, it } from 'vitest';
import { explainMove } from '@/engine';
import { pos } from './helpers';

describe('explaining an illegal move', () => {
  it('says a legal move is legal', () => {
    expect(explainMove(pos('glinski'), 'e4', 'e5').legal).toBe(true);
  });
  it('names the blocker of a slider', () => {
    const e = explainMove(pos('glinski'), 'c1', 'c5');
    expect(e).toEqual({
      legal: false,
      code: 'blocked',
      reason: 'The white rook on c1 is blocked on c2.',
      cells: ['c2'],
    });
  });
  it('names the attacker when the king would be in check', () => {
    const e = explainMove(pos('glinski', 'w: Ke1 Re3; b: Kf11 Re8; turn: w'), 'e3', 'd3');
    expect(e.reason).toBe('The white rook on e3 may not go to d3: the king would be attacked by the black rook on e8.');
    expect(e.cells).toEqual(['e8']);
  });
  it('explains the pawn: no straight capture, captures only to the side, double step only from the start', () => {
    expect(explainMove(pos('glinski', 'w: Kf1 Pe5; b: Kf11 Ne6'), 'e5', 'e6').reason).toBe(
      'The white pawn on e5 cannot capture that way.',
    );
    expect(explainMove(pos('glinski', 'w: Kf1 Pe5; b: Kf11'), 'e5', 'd5').reason).toBe(
      'The white pawn on e5 moves that way only to capture, and d5 is empty.',
    );
    expect(explainMove(pos('glinski', 'w: Kf1 Pe5; b: Kf11'), 'e5', 'e7').reason).toBe(
      'The white pawn on e5 may move like that only from its start cells.',
    );
  });
  it('handles empty cells, the wrong side, own men and unknown cells', () => {
    expect(explainMove(pos('glinski'), 'f6', 'f7').reason).toBe('There is no man on f6.');
    expect(explainMove(pos('glinski'), 'e7', 'e6').reason).toBe("It is White's turn, not Black's.");
    expect(explainMove(pos('glinski'), 'e1', 'f1').reason).toBe(
      'The white queen on e1 cannot go to f1: the white bishop on f1 stands there.',
    );
    expect(explainMove(pos('glinski'), 'e1', 'j1').reason).toBe('There is no cell j1 on this board.');
    expect(explainMove(pos('glinski'), 'd1', 'd4').reason).toBe(
      'The white knight on d1 does not move that way: d4 is not on any of its moves from d1.',
    );
  });
});
