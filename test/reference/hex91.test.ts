// Checks the naive reference generator (hex91.ts) against the worked examples
// and destination tables of docs/rules/glinski.md §3.6, §7 and
// docs/rules/fullhouse.md §3.3, §7.
import { describe, it, expect } from 'vitest';
import { refParse, refMoves, refStatus, refText, refPerft, refDivide, REF_START, type RefVariant } from './hex91';

const sorted = (xs: Iterable<string>) => [...xs].sort();
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');
const moveTexts = (v: RefVariant, pos: string) => refMoves(refParse(v, pos)).map((m) => m.text);

/** Destination cells of the piece on `from`, from the long move texts. */
function dests(v: RefVariant, pos: string, from: string): string[] {
  const out = new Set<string>();
  for (const t of moveTexts(v, pos)) {
    const m = /^([a-l]\d+)[-x]([a-l]\d+)(=[A-Z])?$/.exec(t);
    if (!m || m[2] === undefined) throw new Error(`bad move text ${t}`);
    if (m[1] === from) out.add(m[2]);
  }
  return sorted(out);
}

describe('reference generator: parsing and printing', () => {
  it('rejects bad input with a clear message', () => {
    expect(() => refParse('glinski', 'w: Kj1')).toThrow(/j1/);
    expect(() => refParse('glinski', 'w: Ka7')).toThrow(/a7/);
    expect(() => refParse('glinski', 'w: Ug1')).toThrow(/Ug1/);
    expect(() => refParse('glinski', 'w: Kg1; turn: x')).toThrow(/turn/);
    expect(() => refParse('glinski', 'w: Kg1; colour: w')).toThrow(/colour/);
  });
  it('reads whitespace-free text and prints it back', () => {
    const s = refParse('fullhouse', 'w:Kf1 Ua1;b:Kl6;turn:b;ep:e6;clock:3;move:7');
    expect(refText(s)).toBe('w: Ua1 Kf1; b: Kl6; turn: b; ep: e6; clock: 3; move: 7');
  });
});

describe('glinski worked examples (§7)', () => {
  it('G1: start position, exactly the 51 listed moves', () => {
    const list = `b1-b2 b1-b3 c2-c3 c2-c4 d3-d4 d3-d5 e4-e5 e4-e6 f5-f6 g4-g5 g4-g6 h3-h4 h3-h5
      i2-i3 i2-i4 k1-k2 k1-k3 d1-b2 d1-c3 d1-f4 d1-g2 h1-e2 h1-f4 h1-i3 h1-k2
      f1-e2 f1-g2 f2-b6 f2-c5 f2-d4 f2-e3 f2-g3 f2-h4 f2-i5 f2-k6 f3-d2 f3-h2
      c1-d2 c1-e3 c1-f4 i1-f4 i1-g3 i1-h2 e1-a5 e1-b4 e1-c3 e1-d2 e1-e2 e1-e3 g1-g2 g1-h2`;
    expect(words(list)).toHaveLength(51);
    expect(sorted(moveTexts('glinski', REF_START.glinski))).toEqual(sorted(words(list)));
  });
  it('G1: Black also has 51 moves with Black to move', () => {
    expect(moveTexts('glinski', REF_START.glinski.replace('turn: w', 'turn: b'))).toHaveLength(51);
  });
  it('G3: pawn push from a start cell', () => {
    expect(sorted(moveTexts('glinski', 'w: Kf1 Pe4; b: Kf11; turn: w'))).toEqual(
      sorted(words('e4-e5 e4-e6 f1-e1 f1-e2 f1-f2 f1-g1 f1-g2')),
    );
  });
  it('G5: e7-e5, then en passant by two pawns', () => {
    const start = refParse('glinski', 'w: Kg1 Pd5 Pf6; b: Kg10 Pe7; turn: b');
    const push = refMoves(start).find((m) => m.text === 'e7-e5');
    expect(push).toBeDefined();
    // The document's text leaves out `move`; after Black's move the full-move number is 2.
    expect(refText(push!.next)).toBe(
      refText(refParse('glinski', 'w: Kg1 Pd5 Pf6; b: Kg10 Pe5; turn: w; ep: e6; move: 2')),
    );
    const moves = refMoves(push!.next);
    expect(sorted(moves.map((m) => m.text))).toEqual(
      sorted(words('d5-d6 d5xe6 f6xe6 f6-f7 g1-e1 g1-f1 g1-f2 g1-f3 g1-g2 g1-h1 g1-h2')),
    );
    for (const ep of ['d5xe6', 'f6xe6']) {
      const after = moves.find((m) => m.text === ep)!.next;
      expect(after.board.has('e5')).toBe(false); // the double-stepped pawn is removed
      expect(after.board.get('e6')).toEqual({ side: 'w', type: 'P' });
    }
  });
  it('Black pawns: captures SW/SE, en passant, promotion on rank 1, counters', () => {
    expect(dests('glinski', 'w: Ka1 Pd6 Pf7; b: Kl6 Pe7; turn: b', 'e7')).toEqual(['d6', 'e5', 'e6', 'f7']);
    const afterPush = refMoves(refParse('glinski', 'w: Kg1 Pe4; b: Kg10 Pd5; turn: w; clock: 7')).find(
      (m) => m.text === 'e4-e6',
    )!.next;
    expect(refText(afterPush)).toBe('w: Kg1 Pe6; b: Pd5 Kg10; turn: b; ep: e5');
    const ep = refMoves(afterPush).find((m) => m.text === 'd5xe5')!.next;
    expect(refText(ep)).toBe('w: Kg1; b: Pe5 Kg10; turn: w; move: 2');
    const king = refMoves(ep).find((m) => m.text === 'g1-g2')!.next;
    expect(refText(king)).toBe('w: Kg2; b: Pe5 Kg10; turn: b; clock: 1; move: 2');
    expect(sorted(moveTexts('glinski', 'w: Kl6 Ne1; b: Ka6 Pf2; turn: b').filter((t) => t.startsWith('f2')))).toEqual(
      sorted(['f2-f1', 'f2xe1'].flatMap((m) => 'QRBN'.split('').map((l) => `${m}=${l}`))),
    );
  });
  it('G7: promotion including capture-promotion, 15 moves', () => {
    const moves = moveTexts('glinski', 'w: Kf1 Pf10; b: Kc8 Re10 Bg10; turn: w');
    const pawn = ['f10-f11', 'f10xe10', 'f10xg10'].flatMap((m) => 'QRBN'.split('').map((l) => `${m}=${l}`));
    expect(sorted(moves)).toEqual(sorted([...pawn, 'f1-f2', 'f1-g1', 'f1-g2']));
  });
  it('G9: pinned rook stays on the e-file', () => {
    expect(dests('glinski', 'w: Ke1 Re3; b: Kf11 Re8; turn: w', 'e3')).toEqual(sorted(words('e2 e4 e5 e6 e7 e8')));
    expect(moveTexts('glinski', 'w: Ke1 Re3; b: Kf11 Re8; turn: w')).toContain('e3xe8');
  });
  it('G11: lone queen mates in the corner', () => {
    const s = refParse('glinski', 'w: Ka1 Qf9; b: Kf11; turn: b');
    expect(refMoves(s)).toHaveLength(0);
    expect(refStatus(s)).toBe('checkmate');
  });
  it('status: ongoing at the start; bare-king stalemate of glinski.md §4', () => {
    expect(refStatus(refParse('glinski', REF_START.glinski))).toBe('ongoing');
    expect(refStatus(refParse('glinski', 'w: Kf9; b: Kf11; turn: b'))).toBe('stalemate');
  });
});

describe('glinski destination sets on an empty board (§3.6)', () => {
  // One piece alone (no kings at all, so nothing else can block or pin it).
  const table: [string, string, string, number][] = [
    ['K', 'd5 e4 e5 e6 e7 f5 f7 g4 g5 g6 g7 h5', 'b1 b2 c2 d1 d2 d3 e2', 5],
    [
      'R',
      'a1 a6 b2 b6 c3 c6 d4 d6 e5 e6 f1 f2 f3 f4 f5 f7 f8 f9 f10 f11 g5 g6 h4 h6 i3 i6 k2 k6 l1 l6',
      'a1 b1 c2 c3 c4 c5 c6 c7 c8 d1 d2 e1 e3 f1 f4 g4 h4 i4 k4 l4',
      20,
    ],
    ['B', 'b4 d2 d5 d8 e4 e7 g4 g7 h2 h5 h8 k4', 'a3 b2 d3 e2 e5 f7 g2 g8 h9 i1', 10],
    ['N', 'c4 c5 d3 d7 e3 e8 g3 g8 h3 h7 i4 i5', 'a2 b3 d4 e4 f2 f3', 4],
  ];
  for (const [piece, f6, c1, a1count] of table) {
    it(`${piece} from f6, c1, a1`, () => {
      expect(dests('glinski', `w: ${piece}f6`, 'f6')).toEqual(sorted(words(f6)));
      expect(dests('glinski', `w: ${piece}c1`, 'c1')).toEqual(sorted(words(c1)));
      expect(dests('glinski', `w: ${piece}a1`, 'a1')).toHaveLength(a1count);
    });
  }
  it('Q = R ∪ B (42 / 30 / 30) and the a1 lists', () => {
    expect(dests('glinski', 'w: Qf6', 'f6')).toHaveLength(42);
    expect(dests('glinski', 'w: Qc1', 'c1')).toHaveLength(30);
    expect(dests('glinski', 'w: Qa1', 'a1')).toHaveLength(30);
    expect(dests('glinski', 'w: Ka1', 'a1')).toEqual(sorted(words('a2 b1 b2 b3 c2')));
    expect(dests('glinski', 'w: Na1', 'a1')).toEqual(sorted(words('b4 c4 d2 d3')));
    expect(dests('glinski', 'w: Ba1', 'a1')).toEqual(sorted(words('b3 c2 c5 d7 e3 e9 f11 g3 i2 l1')));
    expect(dests('glinski', 'w: Ra1', 'a1')).toEqual(
      sorted(words('a2 a3 a4 a5 a6 b1 b2 c1 c3 d1 d4 e1 e5 f1 f6 g6 h6 i6 k6 l6')),
    );
  });
  it('the same sets with both kings on the board, away from the lines', () => {
    // Kings on l2 / a5 do not stand on any line or leap of a rook or knight from f6.
    expect(dests('glinski', 'w: Kl2 Rf6; b: Ka5', 'f6')).toEqual(dests('glinski', 'w: Rf6', 'f6'));
    expect(dests('glinski', 'w: Kl2 Nf6; b: Ka5', 'f6')).toEqual(dests('glinski', 'w: Nf6', 'f6'));
  });
});

describe('fullhouse worked examples (§7)', () => {
  it('F1: start position, exactly the 48 listed moves; Black also 48', () => {
    const list = `b1-b2 b1-b3 c2-c3 c2-c4 d3-d4 d3-d5 e4-e5 e4-e6
      f5-f6 g4-g5 g4-g6 h3-h4 h3-h5 i2-i3 i2-i4 k1-k2 k1-k3 d1-b2 d1-c3 h1-i3 h1-k2
      f4xc7 f4-d6 f4-e5 f4-g5 f4-h6 f4xi7 d2-a1 d2-a5 d2-b3 d2-b4 d2-b6 d2-c3 d2-c4
      d2-e5 d2xf8 e3-b2 e3-b3 e3-c4 e3-d5 e3-e6 e3-f6 e3-g5 e3-h4 g3-h4 h2-i3 h2-k4 h2-l5`;
    expect(words(list)).toHaveLength(48);
    expect(sorted(moveTexts('fullhouse', REF_START.fullhouse))).toEqual(sorted(words(list)));
    expect(moveTexts('fullhouse', REF_START.fullhouse.replace('turn: w', 'turn: b'))).toHaveLength(48);
  });
  it('F3: nightrider blocked and capturing (16 unicorn moves, 23 total)', () => {
    const pos = 'w: Kf1 Ua1 Pd3; b: Kl6 Pe7; turn: w';
    expect(dests('fullhouse', pos, 'a1')).toEqual(sorted(words('b3 c5 d7 e9 f11 c2 e3 g3 i2 l1 b4 c7 c4 e7 d2 g2')));
    expect(moveTexts('fullhouse', pos)).toContain('a1xe7');
    expect(moveTexts('fullhouse', pos)).toHaveLength(23);
  });
  it('F5: pegasus leaps over pieces', () => {
    expect(dests('fullhouse', 'w: Ka1 Ef6 Pd6 Pe6 Pf7 Pf8; b: Kl6; turn: w', 'f6')).toEqual(
      sorted(words('c3 c4 c5 c6 d3 d7 e3 e8 f3 f9 g3 g8 h3 h7 i3 i4 i5 i6')),
    );
  });
  it('F7: a nightrider check is blocked on a landing cell', () => {
    expect(sorted(moveTexts('fullhouse', 'w: Ka1 Ud2; b: Kf8 Re7; turn: b'))).toEqual(
      sorted(words('e7-e5 f8-d7 f8-e6 f8-e8 f8-e9 f8-f7 f8-f9 f8-g6 f8-g8 f8-g9 f8-h7')),
    );
  });
  it('F9: after 1.Ee3-g5, Black has 47 moves', () => {
    const pos = REF_START.fullhouse.replace('Ee3', 'Eg5').replace('turn: w', 'turn: b');
    expect(moveTexts('fullhouse', pos)).toHaveLength(47);
    expect(dests('fullhouse', pos, 'e8')).toEqual(sorted(words('b5 b6 c5 d5 e5 f6 g6 h6')));
    expect(dests('fullhouse', pos, 'd8')).toEqual(sorted(words('a2 a6 b2 b4 b5 c5 c6 e6 f4')));
    expect(moveTexts('fullhouse', pos)).toContain('d8xf4');
  });
  it('F11: hippo on the edge', () => {
    const pos = 'w: Ka1 Hc1; b: Kl6; turn: w';
    expect(dests('fullhouse', pos, 'c1')).toEqual(sorted(words('b1 b2 c2 c3 d1 d2 d3 e1 e2 e3')));
    expect(moveTexts('fullhouse', pos)).toHaveLength(15);
  });
  it('promotion offers all 11 pieces', () => {
    const moves = moveTexts('fullhouse', 'w: Ka1 Pf10; b: Kl6; turn: w').filter((t) => t.startsWith('f10'));
    expect(sorted(moves)).toEqual(sorted('QRBNSMTHEYU'.split('').map((l) => `f10-f11=${l}`)));
  });
});

describe('fullhouse destination sets on an empty board (§3.3)', () => {
  const table: [string, string, string, number][] = [
    [
      'S',
      'a1 a6 b2 b6 c3 c6 d4 d5 d6 e4 e5 e6 e7 f1 f2 f3 f4 f5 f7 f8 f9 f10 f11 g4 g5 g6 g7 h4 h5 h6 i3 i6 k2 k6 l1 l6',
      'a1 b1 b2 c2 c3 c4 c5 c6 c7 c8 d1 d2 d3 e1 e2 e3 f1 f4 g4 h4 i4 k4 l4',
      22,
    ],
    ['M', 'b4 d2 d5 d8 e4 e5 e6 e7 f5 f7 g4 g5 g6 g7 h2 h5 h8 k4', 'a3 b1 b2 c2 d1 d2 d3 e2 e5 f7 g2 g8 h9 i1', 13],
    ['T', 'd4 d5 d6 e4 e7 f4 f8 g4 g7 h4 h5 h6', 'a1 b2 c3 d3 e1 e2 e3', 5],
    ['H', 'd4 d5 d6 e4 e5 e6 e7 f4 f5 f7 f8 g4 g5 g6 g7 h4 h5 h6', 'a1 b1 b2 c2 c3 d1 d2 d3 e1 e2 e3', 8],
    ['E', 'c3 c4 c5 c6 d3 d7 e3 e8 f3 f9 g3 g8 h3 h7 i3 i4 i5 i6', 'a2 b3 c4 d4 e4 f1 f2 f3 f4', 7],
    [
      'Y',
      'c3 c4 c5 c6 d3 d5 d7 e3 e4 e5 e6 e7 e8 f3 f5 f7 f9 g3 g4 g5 g6 g7 g8 h3 h5 h7 i3 i4 i5 i6',
      'a2 b1 b2 b3 c2 c4 d1 d2 d3 d4 e2 e4 f1 f2 f3 f4',
      12,
    ],
    [
      'U',
      'b4 c4 c5 d2 d3 d5 d7 d8 e3 e4 e7 e8 g3 g4 g7 g8 h2 h3 h5 h7 h8 i4 i5 k4',
      'a2 a3 a5 b2 b3 d3 d4 e2 e4 e5 e7 f2 f3 f7 f10 g2 g6 g8 h9 i1 i2 i7',
      20,
    ],
  ];
  for (const [piece, f6, c1, a1count] of table) {
    it(`${piece} from f6, c1, a1`, () => {
      expect(dests('fullhouse', `w: ${piece}f6`, 'f6')).toEqual(sorted(words(f6)));
      expect(dests('fullhouse', `w: ${piece}c1`, 'c1')).toEqual(sorted(words(c1)));
      expect(dests('fullhouse', `w: ${piece}a1`, 'a1')).toHaveLength(a1count);
    });
  }
  it('unicorn from a1, split into bishop and nightrider parts', () => {
    expect(dests('fullhouse', 'w: Ua1', 'a1')).toEqual(
      sorted(words('b3 c5 d7 e9 f11 c2 e3 g3 i2 l1 b4 c7 c4 e7 g9 d3 g4 k3 d2 g2')),
    );
  });
  it('Gliński pieces keep their counts in fullhouse', () => {
    const counts: [string, number, number, number][] = [
      ['K', 12, 7, 5],
      ['R', 30, 20, 20],
      ['B', 12, 10, 10],
      ['Q', 42, 30, 30],
      ['N', 12, 6, 4],
    ];
    for (const [p, f6, c1, a1] of counts) {
      expect(dests('fullhouse', `w: ${p}f6`, 'f6')).toHaveLength(f6);
      expect(dests('fullhouse', `w: ${p}c1`, 'c1')).toHaveLength(c1);
      expect(dests('fullhouse', `w: ${p}a1`, 'a1')).toHaveLength(a1);
    }
  });
});

describe('perft plumbing (numbers are not hard-coded; they are cross-checked elsewhere)', () => {
  it('divide sums to perft', () => {
    for (const v of ['glinski', 'fullhouse'] as RefVariant[]) {
      const s = refParse(v, REF_START[v]);
      const divide = refDivide(s, 2);
      expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(refPerft(s, 2));
      expect(refPerft(s, 1)).toBe(v === 'glinski' ? 51 : 48);
    }
  });
});
