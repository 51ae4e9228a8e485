/** Every worked example and destination table of docs/rules/fullhouse.md, run on the engine. */
import { describe, expect, it } from 'vitest';
import { destNames, list, moveTexts, pos } from './helpers';

describe('fullhouse: destination sets on an empty board (§3.3)', () => {
  const cases: [string, string, string][] = [
    [
      'S',
      'f6',
      'a1 a6 b2 b6 c3 c6 d4 d5 d6 e4 e5 e6 e7 f1 f2 f3 f4 f5 f7 f8 f9 f10 f11 g4 g5 g6 g7 h4 h5 h6 i3 i6 k2 k6 l1 l6',
    ],
    ['S', 'c1', 'a1 b1 b2 c2 c3 c4 c5 c6 c7 c8 d1 d2 d3 e1 e2 e3 f1 f4 g4 h4 i4 k4 l4'],
    ['M', 'f6', 'b4 d2 d5 d8 e4 e5 e6 e7 f5 f7 g4 g5 g6 g7 h2 h5 h8 k4'],
    ['M', 'c1', 'a3 b1 b2 c2 d1 d2 d3 e2 e5 f7 g2 g8 h9 i1'],
    ['T', 'f6', 'd4 d5 d6 e4 e7 f4 f8 g4 g7 h4 h5 h6'],
    ['T', 'c1', 'a1 b2 c3 d3 e1 e2 e3'],
    ['H', 'f6', 'd4 d5 d6 e4 e5 e6 e7 f4 f5 f7 f8 g4 g5 g6 g7 h4 h5 h6'],
    ['H', 'c1', 'a1 b1 b2 c2 c3 d1 d2 d3 e1 e2 e3'],
    ['E', 'f6', 'c3 c4 c5 c6 d3 d7 e3 e8 f3 f9 g3 g8 h3 h7 i3 i4 i5 i6'],
    ['E', 'c1', 'a2 b3 c4 d4 e4 f1 f2 f3 f4'],
    ['Y', 'f6', 'c3 c4 c5 c6 d3 d5 d7 e3 e4 e5 e6 e7 e8 f3 f5 f7 f9 g3 g4 g5 g6 g7 g8 h3 h5 h7 i3 i4 i5 i6'],
    ['Y', 'c1', 'a2 b1 b2 b3 c2 c4 d1 d2 d3 d4 e2 e4 f1 f2 f3 f4'],
    ['U', 'f6', 'b4 c4 c5 d2 d3 d5 d7 d8 e3 e4 e7 e8 g3 g4 g7 g8 h2 h3 h5 h7 h8 i4 i5 k4'],
    ['U', 'c1', 'a2 a3 a5 b2 b3 d3 d4 e2 e4 e5 e7 f2 f3 f7 f10 g2 g6 g8 h9 i1 i2 i7'],
  ];
  it.each(cases)('%s on %s', (letter, cell, expected) => {
    expect(destNames(pos('fullhouse', `w: ${letter}${cell}`), cell)).toEqual(list(expected));
  });
  it.each([
    ['S', 22],
    ['M', 13],
    ['T', 5],
    ['H', 8],
    ['E', 7],
    ['Y', 12],
    ['U', 20],
  ] as const)('%s has %i moves from the corner a1', (letter, n) => {
    expect(destNames(pos('fullhouse', `w: ${letter}a1`), 'a1')).toHaveLength(n);
  });
  it('splits the unicorn from a1 into its bishop part and its nightrider part', () => {
    expect(destNames(pos('fullhouse', 'w: Ua1'), 'a1')).toEqual(
      list('b3 c5 d7 e9 f11 c2 e3 g3 i2 l1 b4 c7 c4 e7 g9 d3 g4 k3 d2 g2'),
    );
  });
});

describe('fullhouse: worked examples (§7)', () => {
  it('F1 (setup): the start position has exactly the 48 listed moves, and 48 for Black', () => {
    const expected = list(`b1-b2 b1-b3 c2-c3 c2-c4 d3-d4 d3-d5 e4-e5 e4-e6 f5-f6 g4-g5 g4-g6 h3-h4 h3-h5 i2-i3 i2-i4
      k1-k2 k1-k3 d1-b2 d1-c3 h1-i3 h1-k2 f4xc7 f4-d6 f4-e5 f4-g5 f4-h6 f4xi7 d2-a1 d2-a5 d2-b3 d2-b4 d2-b6 d2-c3
      d2-c4 d2-e5 d2xf8 e3-b2 e3-b3 e3-c4 e3-d5 e3-e6 e3-f6 e3-g5 e3-h4 g3-h4 h2-i3 h2-k4 h2-l5`);
    expect(moveTexts(pos('fullhouse'))).toEqual(expected);
    expect(pos('fullhouse', `${pos('fullhouse').toString()}; turn: b`).legalMoves()).toHaveLength(48);
  });
  it('F3: the nightrider stops at a capture and at its own pawn', () => {
    const p = pos('fullhouse', 'w: Kf1 Ua1 Pd3; b: Kl6 Pe7; turn: w');
    expect(destNames(p, 'a1')).toEqual(list('b3 c5 d7 e9 f11 c2 e3 g3 i2 l1 b4 c7 c4 e7 d2 g2'));
    expect(moveTexts(p)).toContain('a1xe7');
    expect(p.legalMoves()).toHaveLength(23);
  });
  it('F5: the pegasus leaps over men', () => {
    const p = pos('fullhouse', 'w: Ka1 Ef6 Pd6 Pe6 Pf7 Pf8; b: Kl6; turn: w');
    expect(destNames(p, 'f6')).toEqual(list('c3 c4 c5 c6 d3 d7 e3 e8 f3 f9 g3 g8 h3 h7 i3 i4 i5 i6'));
  });
  it('F7: a nightrider check is blocked on a landing cell', () => {
    const p = pos('fullhouse', 'w: Ka1 Ud2; b: Kf8 Re7; turn: b');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toEqual(list('e7-e5 f8-d7 f8-e6 f8-e8 f8-e9 f8-f7 f8-f9 f8-g6 f8-g8 f8-g9 f8-h7'));
  });
  it('F9 (setup): after 1.Ee3-g5 Black has 47 moves; its pegasus and unicorn lists', () => {
    const p = pos(
      'fullhouse',
      'w: Kf1 Qe1 Rc1 Ri1 Nd1 Nh1 Bf2 Bf3 Bf4 Sg3 Mh2 Te2 Hg2 Eg5 Yg1 Ud2 Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; b: Kf11 Qe10 Rc8 Ri8 Nd9 Nh9 Bf8 Bf9 Bf10 Sg8 Mh8 Te9 Hg9 Ee8 Yg10 Ud8 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7; turn: b',
    );
    expect(p.legalMoves()).toHaveLength(47);
    expect(destNames(p, 'e8')).toEqual(list('b5 b6 c5 d5 e5 f6 g6 h6'));
    expect(destNames(p, 'd8')).toEqual(list('a2 a6 b2 b4 b5 c5 c6 e6 f4'));
    expect(moveTexts(p)).toContain('d8xf4');
    expect(moveTexts(p)).not.toContain('g7-g5');
  });
  it('F11: the hippo on the edge', () => {
    const p = pos('fullhouse', 'w: Ka1 Hc1; b: Kl6; turn: w');
    expect(destNames(p, 'c1')).toEqual(list('b1 b2 c2 c3 d1 d2 d3 e1 e2 e3'));
    expect(p.legalMoves()).toHaveLength(15);
  });
  it('G11 reused: a lone queen mates in the corner', () => {
    expect(pos('fullhouse', 'w: Ka1 Qf9; b: Kf11; turn: b').outcome()).toMatchObject({
      status: 'checkmate',
      winner: 'w',
    });
  });
});

describe('fullhouse: promotion and stalemate (§3.1, §4, §6)', () => {
  it('offers all eleven non-royal pieces on promotion', () => {
    const p = pos('fullhouse', 'w: Ka1 Pf10; b: Kl6; turn: w');
    expect(
      moveTexts(p)
        .filter((m) => m.startsWith('f10'))
        .map((m) => m.slice(-1))
        .sort(),
    ).toEqual(list('Q R B N S M T H E Y U'));
  });
  it('scores stalemate 3/4 : 1/4', () => {
    expect(pos('fullhouse', 'w: Kf9; b: Kf11; turn: b').outcome()).toMatchObject({
      status: 'stalemate',
      score: { w: 0.75, b: 0.25 },
    });
  });
});
