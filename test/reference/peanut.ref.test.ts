// Checks the naive Peanut reference generator (peanut.ref.ts) against the tables and worked examples of
// docs/rules/peanut.md (§1.2, §3.5, §7), before it is trusted to cross-check the engine.
import { describe, expect, it } from 'vitest';
import { ALL_CELLS, CASTLE, REF_START, parsePeanut, refInCheck, refMoves, refPerft, refStatus } from './peanut.ref';

const sorted = (xs: Iterable<string>) => [...xs].sort();
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');
const moveTexts = (pos: string, queen = false) => refMoves(parsePeanut(pos, queen)).map((m) => m.text);
/** Destination cells of the man on `from` (a `!` capture shows as `!cell`). */
const dests = (pos: string, from: string, queen = false) =>
  sorted(
    new Set(
      moveTexts(pos, queen)
        .filter((t) => t.startsWith(from) && /^[a-h]\d+[-x!]/.exec(t)![0].slice(0, -1) === from)
        .map((t) => (t.includes('!') ? '!' : '') + /[-x!]([a-h]\d+)/.exec(t)![1]),
    ),
  );

describe('reference: the board (§1.2)', () => {
  it('has 38 cells in ranks of 3 4 5 4 3 3 4 5 4 3', () => {
    expect(ALL_CELLS).toHaveLength(38);
    const perRank = Array.from({ length: 10 }, (_, i) => ALL_CELLS.filter((c) => c.slice(1) === String(i + 1)).length);
    expect(perRank).toEqual([3, 4, 5, 4, 3, 3, 4, 5, 4, 3]);
    expect(ALL_CELLS.filter((c) => c.startsWith('d'))).toEqual(words('d2 d3 d4 d5 d6 d7 d8'));
    expect(ALL_CELLS.filter((c) => c[0] === 'h')).toEqual(words('h8 h9 h10'));
  });
  it('rejects cells that are not on the board', () => {
    expect(() => parsePeanut('w: Kc6')).toThrow(/c6/);
    expect(() => parsePeanut('w: Ka4')).toThrow(/a4/);
    expect(() => parsePeanut('w: Ki1')).toThrow(/i1/);
  });
});

describe('reference: worked examples (§7)', () => {
  it('start: 14 moves for White, 14 for Black', () => {
    expect(moveTexts(REF_START)).toHaveLength(14);
    expect(moveTexts(REF_START.replace('turn: w', 'turn: b'))).toHaveLength(14);
  });
  it('T1: knight over the gap', () => {
    expect(dests('w: Ka1 Ne3; b: Kh10; turn: w', 'e3')).toEqual(sorted(words('b1 b2 c4 d5 f6')));
  });
  it('T3: range limit along a long line', () => {
    expect(dests('w: Kc2 Ra1; b: Kh10; turn: w', 'a1')).toEqual(sorted(words('b1 c1 a2 a3 b2 c3 d4 e5')));
  });
  it('T5 and T7: short bishop', () => {
    expect(dests('w: Ka1 Bc3; b: Kh10; turn: w', 'c3')).toEqual(sorted(words('d5 e7 e4 d2 b4 a2 b1')));
    expect(dests('w: Ka1 Bd5; b: Kh10; turn: w', 'd5')).toEqual(sorted(words('e7 f9 f6 e4 b4 c3 b1')));
  });
  it('T9: a short queen on c3 covers its domain and f6 g7 e7', () => {
    expect(dests('w: Qc3', 'c3', true)).toEqual(
      sorted(words('a1 b1 c1 a2 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 e4 c5 d5 e5 f6 g7 e7')),
    );
  });
  it('T11: the king moves through check', () => {
    expect(sorted(moveTexts('w: Ka1; b: Kh10 Rb4; turn: w'))).toEqual(['a1-c1', 'a1-c3']);
  });
  it('T13: pawn moves and captures', () => {
    expect(sorted(moveTexts('w: Ka1 Pd4; b: Kh10 Rd5 Ne5; turn: w').filter((t) => t.startsWith('d4')))).toEqual([
      'd4xd5',
      'd4xe5',
    ]);
    expect(moveTexts('w: Ka1 Pb4; b: Kh10; turn: w').filter((t) => t.startsWith('b4'))).toEqual(['b4-c5']);
    expect(sorted(moveTexts('w: Ka1; b: Kh10 Pe7; turn: b').filter((t) => t.startsWith('e7')))).toEqual([
      'e7-d6',
      'e7-e6',
    ]);
    expect(moveTexts('w: Ka1; b: Kh10 Pd7; turn: b').filter((t) => t.startsWith('d7'))).toEqual(['d7-d6']);
  });
  it('T15: optional promotion on entering the zone', () => {
    expect(sorted(moveTexts('w: Kb1 Pd7; b: Kg10; turn: w; hand: w:R'))).toEqual(
      sorted(words('d7-d8 d7-d8=R d7-e8 d7-e8=R b1-a1 b1-c1 b1-b2 b1-c2')),
    );
  });
  it('T17: the design-note queen "mate" is not mate unless h10 is blocked', () => {
    expect(sorted(moveTexts('w: Ka1 Qd8; b: Kh10; turn: b', true))).toEqual(['h10-g10', 'h10-g9']);
    expect(refInCheck(parsePeanut('w: Ka1 Qd8; b: Kh10; turn: b', true), 'b')).toBe(true);
    expect(moveTexts('w: Ka1 Qe8; b: Kg9; turn: b', true)).toEqual(['g9-h10']);
    expect(moveTexts('w: Ka1 Qe8; b: Kg10; turn: b', true)).toEqual(['g10-h10']);
    const mate = parsePeanut('w: Ka1 Qe8; b: Kg9 Rh10; turn: b', true);
    expect(refMoves(mate)).toHaveLength(0);
    expect(refStatus(mate)).toEqual({ status: 'checkmate', winner: 'w' });
  });
});

describe('reference: the king (§3.5)', () => {
  const reach: [string, string][] = [
    ['a1', 'b1 c1 b2 c3'],
    ['b1', 'a1 c1 b2 c2'],
    ['c1', 'b1 a1 c2 c3'],
    ['b2', 'a1 b1 c2 c3'],
    ['c2', 'b1 c1 b2 c3'],
    ['c3', 'c2 c1 b2 a1'],
  ];
  it.each(reach)('from %s reaches %s on an empty castle', (from, cells) => {
    expect(dests(`w: K${from}; b: Kh10; turn: w`, from)).toEqual(sorted(words(cells)));
  });
  it('the castles are the listed triangles', () => {
    expect(CASTLE.w).toHaveLength(6);
    expect(CASTLE.b).toEqual(words('f10 g10 h10 f9 g9 f8'));
  });
  it('captures without moving exactly the ring hexes of §3.5, never inside the castle', () => {
    const targets: Record<string, string> = { a1: 'a2', b1: '', c1: 'd2', b2: 'a2 b3', c2: 'd2 d3', c3: 'b3 d3 c4 d4' };
    for (const [king, expected] of Object.entries(targets)) {
      // A lone enemy knight on every other hex: capturing it is legal even when it gives check.
      const found = ALL_CELLS.filter((c) => c !== king && c !== 'h10').filter((c) =>
        moveTexts(`w: K${king}; b: Kh10 N${c}; turn: w`).includes(`${king}!${c}`),
      );
      expect(sorted(found), king).toEqual(sorted(words(expected)));
    }
    const texts = moveTexts('w: Kc3; b: Kh10 Nb3 Nd3 Nc4 Nd4 Nb2; turn: w');
    expect(sorted(texts.filter((t) => t.includes('!')))).toEqual(['c3!b3', 'c3!c4', 'c3!d3', 'c3!d4']);
    expect(texts).toContain('c3xb2');
  });
  it('a 2-step is blocked by a man on the middle hex', () => {
    expect(dests('w: Ka1 Nb1; b: Kh10; turn: w', 'a1')).toEqual(sorted(words('b2 c3')));
  });
});

describe('reference: pool and status (§3.6, §4)', () => {
  it('a captured piece enters its owner’s pool; a promotion uses it up', () => {
    const s = parsePeanut('w: Kb1 Pg9 Rd4; b: Kg10 Nd5; turn: w');
    const take = refMoves(s).find((m) => m.text === 'd4xd5')!.next;
    expect(take.pool.b).toEqual(['N']);
    const promo = refMoves(parsePeanut('w: Kb1 Pg9; b: Kf10; turn: w; hand: w:RR')).find(
      (m) => m.text === 'g9-h10=R',
    )!.next;
    expect(promo.pool.w).toEqual(['R']);
  });
  it('no move to the last rank with an empty pool, but the pawn still checks', () => {
    const s = parsePeanut('w: Ka1 Pe9; b: Kf10; turn: w');
    expect(moveTexts('w: Ka1 Pe9; b: Kf10; turn: w').filter((t) => t.startsWith('e9'))).toEqual([]);
    expect(refInCheck(parsePeanut('w: Ka1 Pe9; b: Kf10; turn: b'), 'b')).toBe(true);
    expect(moveTexts('w: Ka1 Pe9; b: Kf10; turn: b')).toContain('f10!e9');
    expect(s.pool.w).toEqual([]);
  });
  it('bare king: win, bare-back draw, two kings', () => {
    expect(refStatus(parsePeanut('w: Ka1; b: Kh10 Rb4; turn: w'))).toEqual({ status: 'bare-king', winner: 'b' });
    expect(refStatus(parsePeanut('w: Kc3; b: Kh10 Rd4; turn: w'))).toEqual({ status: 'bare-king', winner: '-' });
    expect(refStatus(parsePeanut('w: Kc3; b: Kh10 Rd4 Pd7; turn: w'))).toEqual({ status: 'bare-king', winner: 'b' });
    expect(refStatus(parsePeanut('w: Kc3; b: Kh10; turn: w'))).toEqual({ status: 'draw', winner: '-' });
    expect(refStatus(parsePeanut(REF_START))).toEqual({ status: 'ongoing', winner: '-' });
  });
  it('perft 2 from the start is the sum over the first moves', () => {
    const s = parsePeanut(REF_START);
    expect(refMoves(s).reduce((n, m) => n + refPerft(m.next, 1), 0)).toBe(refPerft(s, 2));
  });
});
