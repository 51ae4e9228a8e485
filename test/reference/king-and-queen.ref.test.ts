// Checks the naive King and Queen reference generator (king-and-queen.ref.ts) against the worked examples of
// docs/rules/king-and-queen.md §11 and a few rules without an example, before it is trusted to cross-check
// the engine.
import { describe, expect, it } from 'vitest';
import { KQ_REF_START, kqInCheck, kqKey, kqMoves, kqParse, kqStatus } from './king-and-queen.ref';

const sorted = (xs: Iterable<string>) => [...xs].sort();
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');
const moveTexts = (pos: string) => sorted(kqMoves(kqParse(pos)).map((m) => m.text));
/** Destination squares of the man on `from`. */
const dests = (pos: string, from: string) =>
  sorted(
    moveTexts(pos)
      .filter((t) => t.startsWith(from) && /^[a-i]\d[-x]/.test(t))
      .map((t) => t.slice(3)),
  );
const after = (pos: string, move: string) => {
  const m = kqMoves(kqParse(pos)).find((x) => x.text === move);
  if (!m) throw new Error(`${move} is not legal`);
  return m.next;
};

describe('reference: parsing', () => {
  it('rejects holes, unknown letters and bad dropped values', () => {
    expect(() => kqParse('w: Ka1')).toThrow(/Ka1/);
    expect(() => kqParse('w: Kc2')).toThrow(/Kc2/);
    expect(() => kqParse('w: Qe1')).toThrow(/Qe1/);
    expect(() => kqParse('w: Ke1; dropped: bw')).toThrow(/dropped/);
  });
});

describe('reference: worked examples (§11)', () => {
  it('start: 16 moves for Blue, 16 for Red', () => {
    expect(moveTexts(KQ_REF_START)).toHaveLength(16);
    expect(moveTexts(KQ_REF_START.replace('turn: w', 'turn: b'))).toHaveLength(16);
  });
  it('T1: pawns step and capture straight ahead, and freeze at the edge', () => {
    expect(dests('w: Kd1 Pe4; b: Kf7 Pe5; turn: w', 'e4')).toEqual(['e5']);
    expect(moveTexts('w: Kd1 Pe4; b: Kf7 Pe5; turn: w')).toContain('e4xe5');
    expect(dests('w: Kd1; b: Kf7 Pc5; turn: b', 'c5')).toEqual(['c4']);
    expect([
      ...dests('w: Kd1 Pa5 Pd7; b: Kf7; turn: w', 'a5'),
      ...dests('w: Kd1 Pa5 Pd7; b: Kf7; turn: w', 'd7'),
    ]).toEqual([]);
  });
  it('T3: the horse is blocked on its legs', () => {
    expect(dests('w: Kd1 Ne4 Pe5; b: Kf7 Pf4; turn: w', 'e4')).toEqual(sorted(words('c3 c5 d2 f2')));
  });
  it('T5: the cannon', () => {
    const pos = 'w: Kd1 Ce3; b: Kf7 Ne6 Pe5; turn: w';
    expect(dests(pos, 'e3')).toEqual(sorted(words('a3 b3 c3 d3 f3 g3 h3 i3 e1 e2 e4 e6')));
    expect(moveTexts(pos)).toContain('e3xe6');
  });
  it('T7: Shaman and Druid', () => {
    expect(dests('w: Kf1 Bd2; b: Kd7; turn: w', 'd2')).toEqual(sorted(words('c3 e3 e1')));
    expect(dests('w: Kf1 +Bd2; b: Kd7; turn: w', 'd2')).toEqual(sorted(words('c3 b4 a5 e3 f4 g5 e1')));
  });
  it('T9: facing', () => {
    expect(moveTexts('w: Kd2; b: Ke7; turn: w')).toEqual(['d2-d1']);
    expect(moveTexts('w: Kd2 Pe4; b: Ke7; turn: w')).toEqual(sorted(words('d2-d1 d2-e2 e4-e5')));
  });
  it('T11: promotion upon capture, for a pawn and for the royal', () => {
    const a = 'w: Kd1 Pe4; b: Kf7 Pe5; turn: w';
    expect(moveTexts(a)).toEqual(sorted(words('d1-d2 d1-e1 e4xe5')));
    expect(kqKey(after(a, 'e4xe5'))).toBe(kqKey(kqParse('w: Kd1 +Pe5; b: Kf7; turn: b; hand: w:P')));
    expect(dests('w: Kd1 +Pe5; b: Kf7; turn: w; hand: w:P', 'e5')).toEqual(
      sorted(words('a5 b5 c5 d5 f5 g5 h5 i5 e1 e2 e3 e4 e6 e7')),
    );
    const b = 'w: Ke2 Pe4; b: Ke7 Nd2; turn: w';
    expect(moveTexts(b)).toEqual(sorted(words('e2-e1 e2-f2 e2xd2 e4-e5')));
    expect(kqKey(after(b, 'e2xd2'))).toBe(kqKey(kqParse('w: +Kd2 Pe4; b: Ke7; turn: b; hand: w:N')));
    expect(dests('w: +Kd2 Pe4; b: Ke7; turn: w', 'd2')).toEqual(sorted(words('d1 e1 e2')));
  });
  it('T13: stalemate loses; with a man in hand the game goes on', () => {
    const s = kqParse('w: Kd1; b: Ke7 Nc4; turn: w');
    expect(kqInCheck(s, 'w')).toBe(false);
    expect(kqStatus(s)).toBe('stalemate');
    expect(moveTexts('w: Kd1; b: Ke7 Nc4; turn: w; hand: w:P')).toEqual(sorted(words('P@d2 P@e1 P@e2 P@f1 P@f2')));
  });
});

describe('reference: rules without an example', () => {
  it('a knight cannot step through a hole; a promoted knight leaps over it', () => {
    expect(dests('w: Ke1 Nc3; b: Kd7', 'c3')).not.toContain('d1');
    expect(dests('w: Ke1 +Nc3; b: Kd7', 'c3')).toContain('d1');
  });
  it('a promoted cannon hops on diagonals too', () => {
    expect(dests('w: Kd1 +Cc3; b: Kf7 Pd4 Pe5', 'c3')).toContain('e5');
  });
  it("no drop right after one's own drop; a board move clears the flag", () => {
    expect(moveTexts('w: Kd1; b: Kf7; hand: w:P; dropped: w').some((t) => t.includes('@'))).toBe(false);
    const n = after('w: Kd1; b: Kf7; hand: w:P; dropped: w', 'd1-d2');
    expect(n.dropped).toEqual({ w: false, b: false });
    expect(after('w: Kd1; b: Kf7; hand: w:P', 'P@e1').dropped).toEqual({ w: true, b: false });
  });
  it('a captured promoted man goes to the hand unpromoted, and a drop captures nothing', () => {
    const n = after('w: Kd1 +Pa3; b: Kf7 +Na5', 'a3xa5');
    expect(n.hand.w).toEqual(['N']);
    expect(n.board.get('a5')).toEqual({ side: 'w', type: 'P', promoted: true });
  });
});
