// Checks the naive Panoply reference generator (panoply.ref.ts) against the worked examples of
// docs/rules/panoply.md §7 and the rules they illustrate.
import { afterEach, describe, expect, it } from 'vitest';
import { REF_START, refInCheck, refMoves, refParse, refStatus, refText, setGuardReading } from './panoply.ref';

const words = (s: string) =>
  s
    .split(/\s+/)
    .filter((w) => w !== '')
    .sort();
const texts = (pos: string) =>
  refMoves(refParse(pos))
    .map((m) => m.text)
    .sort();
/** The moves of the man on `cell`: a Barricade's text starts with both its cells, followed by `>` or `x`. */
const from = (pos: string, cell: string) =>
  texts(pos).filter((t) => {
    const m = /^([a-m]\d+)(?:-([a-m]\d+)(?=[>x]))?/.exec(t)!;
    return m[1] === cell || m[2] === cell;
  });
const after = (pos: string, move: string, clock = false) => {
  const m = refMoves(refParse(pos), clock).find((x) => x.text === move);
  if (!m) throw new Error(`${move} is not legal in ${pos}`);
  return m.next;
};

describe('panoply reference: position text', () => {
  it('reads and prints the start position, Barricades as one token in board order', () => {
    const s = refText(refParse(REF_START));
    expect(s).toContain('Xf2-g2');
    expect(s).toContain('Xa12-b12');
    expect(refText(refParse(s))).toBe(s);
    expect(refText(refParse('w: Kj1 Xc7-d6; b: Kd13'))).toBe('w: Kj1 Xd6-c7; b: Kd13');
  });
  it('rejects bad positions', () => {
    expect(() => refParse('w: Kj1 Xf2-h2; b: Kd13')).toThrow(/adjacent/);
    expect(() => refParse('w: Xf2-g2; b: Kd13')).toThrow(/King/);
    expect(() => refParse('w: Kj1 Pe13; b: Kd13')).toThrow(/last rank/);
    expect(() => refParse('w: Kn1; b: Kd13')).toThrow(/cell/);
  });
});

describe('panoply reference: worked examples (§7)', () => {
  afterEach(() => setGuardReading('A'));
  it('start: 118 moves under Guard reading A, 114 under B, the same for Black', () => {
    expect(texts(REF_START)).toHaveLength(118);
    expect(texts(REF_START.replace('turn: w', 'turn: b'))).toHaveLength(118);
    setGuardReading('B');
    expect(texts(REF_START)).toHaveLength(114);
  });
  it('T1', () => {
    expect(texts('w: Kj1 Pe5 Ph5; b: Kd13 Xd6-c7 Pe6; turn: w')).toEqual(
      words(
        'h5-h6 h5-h7 h5-h8 h5-h9 h5-h10 h5-h11 h5-h12 h5-g6 h5-f7 h5-e8 h5-d9 h5-c10 h5-b11 h5-a12 e5xe7 j1-i1 j1-i2 j1-j2 j1-k1',
      ),
    );
  });
  it('T3', () => {
    const t = texts('w: Kj1 Cf4; b: Kd13 Sf7 Gf8 Pe5 Pd6; turn: w');
    expect(t).toHaveLength(23);
    expect(t.filter((m) => m.includes('x'))).toEqual(words('f4xb8 f4xf10 f4xf12'));
  });
  it('T5: 24 moves, and the threat set of 12 cells', () => {
    expect(from('w: Km1 Xi6-j6; b: Ka13; turn: w', 'i6')).toHaveLength(24);
    const threatened: string[] = [];
    for (const f of 'abcdefghijklm') {
      for (let n = 1; n <= 13; n++) {
        const cell = `${f}${n}`;
        if (['i6', 'j6', 'm1', 'a13'].includes(cell)) continue;
        let moves: string[];
        try {
          moves = from(`w: Km1 Xi6-j6; b: Ka13 G${cell}; turn: w`, 'i6');
        } catch {
          continue; // not a cell of the board
        }
        if (moves.some((m) => m.includes('x'))) threatened.push(cell);
      }
    }
    expect(threatened.sort()).toEqual(words('g6 h6 k6 l6 h7 h8 i5 i8 j4 j7 k4 k5'));
  });
  it('T7', () => {
    const t = texts('w: Ka13 Cj1; b: Km4 Xh3-g4; turn: w');
    expect(t).toHaveLength(20);
    expect(t).toContain('j1xf5');
    expect(refText(after('w: Ka13 Cj1; b: Km4 Xh3-g4; turn: w', 'j1xf5', true))).toBe('w: Cf5 Ka13; b: Km4; turn: b');
  });
  it('T9', () => {
    const t = texts('w: Kj1 Rb6 Hd7 Gf6; b: Kd13 He7; turn: w');
    expect(t).toHaveLength(20);
    expect(t.filter((m) => m.startsWith('d7') || m.startsWith('f6'))).toEqual([]);
    expect(t).toContain('b6-e6');
    expect(texts('w: Kj1 Rb6 Hd7 Gf6; b: Kd13 He7; turn: b').filter((m) => m.startsWith('e7'))).toEqual([]);
  });
  it('T11', () => {
    expect(texts('w: Kj1 Pc11; b: Km4 Pc12; turn: w')).toEqual(
      words(
        'c11xc13=R c11xc13=S c11xc13=C c11xc13=H c11xc13=G c11-b12 c11-a13=R c11-a13=S c11-a13=C c11-a13=H c11-a13=G j1-i1 j1-i2 j1-j2 j1-k1',
      ),
    );
  });
  it('T13', () => {
    expect(refInCheck(refParse('w: Ke4 Hh6; b: Km7 Xe5-e6; turn: w'))).toBe(true);
    expect(texts('w: Ke4 Hh6; b: Km7 Xe5-e6; turn: w')).toEqual(words('h6-f6 e4xe5 e4-d4 e4-f3'));
  });
  it('T15', () => {
    expect(texts('w: Kj1; b: Kd13 Hj2; turn: w')).toEqual([]);
    expect(refStatus(refParse('w: Kj1; b: Kd13 Hj2; turn: w'))).toBe('stalemate');
  });
  it('T17 and T17v', () => {
    expect(refInCheck(refParse('w: Ka13 Ce5; b: Ke9 Pe7; turn: b'))).toBe(true);
    expect(texts('w: Ka13 Ce5; b: Ke9 Pe7; turn: b')).toEqual(words('e9-d9 e9-d10 e9-e10 e9-f8 e9-f9'));
    expect(refInCheck(refParse('w: Ka13 Ce5; b: Ke9 Ge13 Pe7; turn: b'))).toBe(false);
  });
  it('T19: the clock after I3, I4, I5 and ordinary moves', () => {
    const a = 'w: Kj1 Rg2 Hb7; b: Kd13 Hf7; turn: w; clock: 57; move: 30';
    const b = 'w: Kj1 Rg2 He7; b: Kd13 Hf7; turn: w; clock: 57; move: 30';
    const c = 'w: Kj1 Rb7 Rh12; b: Ka13 Gb13 Pa12; turn: w; clock: 57; move: 30';
    expect(after(a, 'b7-e7', true).clock).toBe(0);
    expect(after(a, 'b7-d7', true).clock).toBe(58);
    expect(after(b, 'g2-g6', true).clock).toBe(0);
    expect(after(b, 'g2-g7', true).clock).toBe(0);
    expect(after(b, 'g2-g5', true).clock).toBe(58);
    const c1 = after(c, 'h12-b12', true);
    expect(c1.clock).toBe(0);
    expect(refMoves(c1).map((m) => m.text)).toEqual(['b13xb12']);
  });
});

describe('panoply reference: the Barricade (§3.8)', () => {
  it('capture and retreat, and paths written step by step', () => {
    const t = from('w: Kj1 Xe5-e6; b: Kd13 Pe7; turn: w', 'e5');
    expect(t).toContain('e5-e6xe6-e7>e5-e6');
    expect(t).toContain('e5-e6xe6-e7>e6-d7');
    expect(t).toContain('e5-e6>d6-e6>e6-d7');
  });
  it('a second step after touching a Herald; frozen by a Herald at either end', () => {
    expect(from('w: Kj1 Xe5-e6; b: Kd13 He8; turn: w', 'e5')).toContain('e5-e6>e6-e7xe7-e8');
    expect(from('w: Kj1 Xe5-e6; b: Kd13 Hd5; turn: w', 'e5')).toEqual([]);
    expect(from('w: Kj1 Xe5-e6; b: Kd13 Hf6; turn: w', 'e5')).toEqual([]);
  });
  it('rotation then capture of an enemy Barricade lined up at that step', () => {
    expect(from('w: Kj1 Xe5-f5; b: Kd13 Xe7-e8; turn: w', 'e5')).toContain('e5-f5>e5-e6xe6-e7');
  });
});
