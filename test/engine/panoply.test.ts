/**
 * Every worked example of docs/rules/panoply.md §7, and a test for each rule that has none.
 * Over 300 lines: one test per example and rule, in the document's order.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '@/engine';
import { runCli } from '@/engine/query/cli';
import { defineVariant } from '@/engine/rules/variant';
import { panoplyDef } from '@/engine/variants/panoply';
import { perft, perftByCopy } from '@/engine/rules/perft';
import { list, moveTexts, playAll, pos } from './helpers';

const P = (text?: string) => pos('panoply', text);
/** The variant under other readings (Guard A/B, Barricade alignment at the step or from the move's start). */
const defineVariantForTest = (guard: 'A' | 'B', align: 'step' | 'move') => defineVariant(panoplyDef(guard, align));
/** Moves of the man on `cell`, as long text, sorted. */
const movesOf = (p: Position, cell: string) => {
  const c = p.variant.board.index(cell);
  return p
    .movesFrom(c)
    .map((m) => p.printMove(m))
    .sort();
};
/** Destinations of the man on `cell`, as the command line prints them. */
const dests = (text: string, cell: string) =>
  runCli(['dests', '--variant', 'panoply', '--position', text, '--from', cell]);
const parseError = (text: string) => {
  const r = Position.parse(P().variant, text);
  return r.ok ? 'parsed' : r.error.message;
};

describe('panoply: the board (§1)', () => {
  const v = P().variant;
  const at = (n: string) => v.board.coords[v.board.index(n)];
  it('has 127 cells named a1..m13 with j, the files and ranks of the §1.2 table', () => {
    expect(v.board.size).toBe(127);
    const perFile = [...'abcdefghijklm'].map((f) => v.board.names.filter((n) => n[0] === f).length);
    expect(perFile).toEqual([7, 8, 9, 10, 11, 12, 13, 12, 11, 10, 9, 8, 7]);
    const perRank = Array.from(
      { length: 13 },
      (_, i) => v.board.names.filter((n) => n.slice(1) === String(i + 1)).length,
    );
    expect(perRank).toEqual([7, 8, 9, 10, 11, 12, 13, 12, 11, 10, 9, 8, 7]);
    expect(v.board.names.slice(0, 8)).toEqual(
      list('g1 h1 i1 j1 k1 l1 m1 f2').sort((a, b) => v.board.index(a) - v.board.index(b)),
    );
    for (const n of ['h5', 'c11', 'j1', 'j6', 'd10', 'b8', 'i2']) expect(v.board.index(n)).toBeGreaterThanOrEqual(0);
    for (const n of ['a1', 'f1', 'h13', 'm8', 'a6']) expect(v.board.index(n)).toBe(-1);
  });
  it('uses the cube coordinates of §1.4 (g7 the centre, the six corners)', () => {
    expect(at('g7')).toEqual([0, 0, 0]);
    const cube = (n: string) => [at(n)![0], at(n)![1], -at(n)![0] - at(n)![1]];
    expect(cube('a13')).toEqual([0, -6, 6]);
    expect(cube('m1')).toEqual([0, 6, -6]);
    expect(cube('a7')).toEqual([-6, 0, 6]);
    expect(cube('m7')).toEqual([6, 0, -6]);
    expect(cube('g1')).toEqual([-6, 6, 0]);
    expect(cube('g13')).toEqual([6, -6, 0]);
  });
  it('shades the board in three colours with no two neighbours alike', () => {
    const counts = [0, 1, 2].map((k) => v.board.shades.filter((s) => s === k).length);
    expect(counts.reduce((a, b) => a + b)).toBe(127);
    for (let c = 0; c < v.board.size; c++)
      for (const d of [
        [0, 1, 0],
        [1, 0, 0],
        [1, -1, 0],
      ] as const) {
        const n = v.board.step(c, d);
        if (n >= 0) expect(v.board.shades[n]).not.toBe(v.board.shades[c]);
      }
  });
});

describe('panoply: the start position (§2)', () => {
  it('reads and prints back the setup, and gives White 118 moves (Black too)', () => {
    const start = P();
    expect(P(start.toString()).toString()).toBe(start.toString());
    expect(start.toString()).toMatch(
      /^w: Gg1 Ch1 Ri1 Kj1 Rk1 Cl1 Gm1 Xf2-g2 Sh2 Hi2 Hj2 Sk2 Xl2-m2 Pe3 .* Xa12-b12 Sc12 Hd12 He12 Sf12 Xg12-h12 Ga13 Cb13 Rc13 Kd13 Re13 Cf13 Gg13$/,
    );
    expect(start.legalMoves()).toHaveLength(118);
    expect(P(start.toString() + '; turn: b').legalMoves()).toHaveLength(118);
  });
  it('gives 114 moves under Guard reading B (§3.6)', () => {
    const b = defineVariantForTest('B', 'step');
    const start = Position.start(b);
    expect(start.legalMoves()).toHaveLength(114);
  });
});

describe('panoply: worked examples (§7)', () => {
  it('T1: the sliding Pawn, its capture by jumping, and an immune Barricade', () => {
    const p = P('w: Kj1 Pe5 Ph5; b: Kd13 Xd6-c7 Pe6; turn: w');
    expect(movesOf(p, 'h5')).toEqual(
      list('h5-h6 h5-h7 h5-h8 h5-h9 h5-h10 h5-h11 h5-h12 h5-g6 h5-f7 h5-e8 h5-d9 h5-c10 h5-b11 h5-a12'),
    );
    expect(movesOf(p, 'e5')).toEqual(['e5xe7']);
    expect(movesOf(p, 'j1')).toEqual(list('j1-i1 j1-i2 j1-j2 j1-k1'));
    expect(p.legalMoves()).toHaveLength(19);
    expect(playAll(p, 'e5xe7').toString()).toBe('w: Kj1 Ph5 Pe7; b: Xd6-c7 Kd13; turn: b');
  });
  it('T3: the Catapult takes by leaping over, behind other men, only onto an empty cell', () => {
    const p = P('w: Kj1 Cf4; b: Kd13 Sf7 Gf8 Pe5 Pd6; turn: w');
    const c = movesOf(p, 'f4');
    expect(c.filter((m) => m.includes('x'))).toEqual(list('f4xb8 f4xf10 f4xf12'));
    expect(c.filter((m) => m.includes('-'))).toEqual(
      list('f4-f5 f4-f6 f4-f3 f4-f2 f4-g4 f4-h4 f4-i4 f4-j4 f4-k4 f4-l4 f4-m4 f4-e4 f4-d4 f4-g3 f4-h2 f4-i1'),
    );
    expect(p.legalMoves()).toHaveLength(23);
    expect(playAll(p, 'f4xb8').toString()).toBe('w: Kj1 Cb8; b: Pe5 Sf7 Gf8 Kd13; turn: b');
  });
  it('T5: the Barricade has 24 moves (36 paths) on an open board, and threatens exactly 12 cells', () => {
    const p = P('w: Km1 Xi6-j6; b: Ka13; turn: w');
    expect(movesOf(p, 'i6')).toHaveLength(24);
    expect(movesOf(p, 'j6')).toEqual(movesOf(p, 'i6'));
    const threats = list('g6 h6 k6 l6 h7 h8 i5 i8 j4 j7 k4 k5');
    for (const x of p.variant.board.names) {
      if (['i6', 'j6', 'm1', 'a13'].includes(x)) continue;
      const q = P(`w: Km1 Xi6-j6; b: Ka13 G${x}; turn: w`);
      const takes = movesOf(q, 'i6').some((m) => m.includes('x'));
      expect(takes, x).toBe(threats.includes(x));
    }
  });
  it('T7: a Catapult takes a Barricade through its nearer end two cells away, removing both cells', () => {
    const p = P('w: Ka13 Cj1; b: Km4 Xh3-g4; turn: w');
    expect(movesOf(p, 'j1')).toContain('j1xf5');
    expect(movesOf(p, 'j1')).toHaveLength(17);
    expect(p.legalMoves()).toHaveLength(20);
    expect(playAll(p, 'j1xf5').toString()).toBe('w: Cf5 Ka13; b: Km4; turn: b');
  });
  it('T9: Heralds lock each other, a Guard next to one is frozen, other men may pass and stop beside it', () => {
    const p = P('w: Kj1 Rb6 Hd7 Gf6; b: Kd13 He7; turn: w');
    expect(movesOf(p, 'd7')).toEqual([]);
    expect(movesOf(p, 'f6')).toEqual([]);
    expect(movesOf(p, 'b6')).toEqual(
      list('b6-c6 b6-d6 b6-e6 b6-b7 b6-b8 b6-b9 b6-b10 b6-b11 b6-b12 b6-b13 b6-a7 b6-c5 b6-d4 b6-e3 b6-f2 b6-g1'),
    );
    expect(p.legalMoves()).toHaveLength(20);
    expect(movesOf(P('w: Kj1 Rb6 Hd7 Gf6; b: Kd13 He7; turn: b'), 'e7')).toEqual([]);
  });
  it('T11: compulsory promotion, by a slide and by a capture, to R, S, C, H or G', () => {
    const p = P('w: Kj1 Pc11; b: Km4 Pc12; turn: w');
    expect(movesOf(p, 'c11')).toEqual(
      list(
        'c11xc13=R c11xc13=S c11xc13=C c11xc13=H c11xc13=G c11-b12 c11-a13=R c11-a13=S c11-a13=C c11-a13=H c11-a13=G',
      ),
    );
    expect(p.legalMoves()).toHaveLength(15);
    expect(playAll(p, 'c11xc13=H').toString()).toBe('w: Kj1 Hc13; b: Km4; turn: b');
  });
  it('T13: a Barricade gives check; freezing it, taking it on its axis or stepping out of reach answer it', () => {
    const p = P('w: Ke4 Hh6; b: Km7 Xe5-e6; turn: w');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toEqual(list('h6-f6 e4xe5 e4-d4 e4-f3'));
    expect(playAll(p, 'e4xe5').toString()).toBe('w: Ke5 Hh6; b: Km7; turn: b');
  });
  it('T15: a King frozen by a Herald has no move: stalemate, and stalemate loses', () => {
    const p = P('w: Kj1; b: Kd13 Hj2; turn: w');
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.inCheck()).toBe(false);
    expect(p.outcome()).toMatchObject({ status: 'stalemate', winner: 'b', score: { w: 0, b: 1 } });
  });
  it('T17: a Catapult checks through a man; an occupied landing cell means no check', () => {
    const p = P('w: Ka13 Ce5; b: Ke9 Pe7; turn: b');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toEqual(list('e9-d9 e9-d10 e9-e10 e9-f8 e9-f9'));
    expect(P('w: Ka13 Ce5; b: Ke9 Ge13 Pe7; turn: b').inCheck()).toBe(false);
  });
  describe('T19: the fifty-turn clock counts irreversible moves (I1-I5)', () => {
    const clockAfter = (text: string, move: string) =>
      /clock: (\d+)/.exec(playAll(P(text), move).toString())?.[1] ?? '0';
    const a = 'w: Kj1 Rg2 Hb7; b: Kd13 Hf7; turn: w; clock: 57; move: 30';
    const b = 'w: Kj1 Rg2 He7; b: Kd13 Hf7; turn: w; clock: 57; move: 30';
    const c = 'w: Kj1 Rb7 Rh12; b: Ka13 Gb13 Pa12; turn: w; clock: 57; move: 30';
    it('a: a new Herald lock is irreversible (I3)', () => {
      expect(clockAfter(a, 'b7-e7')).toBe('0');
      expect(clockAfter(a, 'b7-d7')).toBe('58');
    });
    it('b: stepping next to a held Herald is irreversible (I4)', () => {
      expect(clockAfter(b, 'g2-g6')).toBe('0');
      expect(clockAfter(b, 'g2-g7')).toBe('0');
      expect(clockAfter(b, 'g2-g5')).toBe('58');
    });
    it('c: a check whose only answers are irreversible is irreversible (I5)', () => {
      const after = playAll(P(c), 'h12-b12');
      expect(moveTexts(after)).toEqual(['b13xb12']);
      expect(after.toString()).not.toContain('clock');
      expect(after.toString()).toContain('move: 30');
    });
    it('a check with a reversible answer is not irreversible (I5 needs every answer irreversible)', () => {
      expect(clockAfter('w: Kj1 Rh7; b: Ka13; clock: 57', 'h7-a7')).toBe('58');
      expect(clockAfter('w: Kj1 Rh12; b: Ka13 Pa12; clock: 57', 'h12-b12')).toBe('0'); // only Kxb12
    });
    it('pawn moves and captures reset it; other moves count on', () => {
      expect(clockAfter('w: Kj1 Pe3; b: Kd13; clock: 9', 'e3-e4')).toBe('0');
      expect(clockAfter('w: Kj1 Rb7; b: Kd13 Pb11; clock: 9', 'b7xb11')).toBe('0');
      expect(clockAfter('w: Kj1 Rb7; b: Kd13 Pb11; clock: 9', 'j1-j2')).toBe('10');
    });
  });
});

describe('panoply: pieces (§3)', () => {
  it('the King steps to its six neighbours', () => {
    expect(movesOf(P('w: Kg7; b: Ka13'), 'g7')).toEqual(list('g7-g8 g7-f8 g7-f7 g7-h7 g7-g6 g7-h6'));
  });
  it('the Rider slides and takes the first enemy; a Barricade only along its line, at the nearer end (c8xh3)', () => {
    const p = P('w: Ka13 Rc8; b: Km7 Xh3-i2; turn: w');
    expect(movesOf(p, 'c8')).toContain('c8xh3');
    expect(playAll(p, 'c8xh3').toString()).toBe('w: Rh3 Ka13; b: Km7; turn: b');
    // On rank 6 the Rider meets e6, whose partner e7 is not further along the rank: no capture.
    expect(movesOf(P('w: Kj1 Rb6; b: Kd13 Xe6-e7'), 'b6').some((m) => m.includes('x'))).toBe(false);
  });
  it('the Skirmisher (page diagram): three withdrawals from g7, each distinct from the quiet move to the same cell', () => {
    const p = P('w: Kl1 Sg7; b: Ka10 Rg8 Pe9 Hc7; turn: w');
    const s = movesOf(p, 'g7');
    expect(s.filter((m) => m.includes('x'))).toEqual(list('g7xg6 g7xi5 g7xk7'));
    expect(s).toContain('g7-g6');
    expect(playAll(p, 'g7xk7').toString()).toBe('w: Kl1 Sk7; b: Rg8 Pe9 Ka10; turn: b');
    expect(playAll(p, 'g7-g6').toString()).toBe('w: Kl1 Sg6; b: Hc7 Rg8 Pe9 Ka10; turn: b; clock: 1');
  });
  it('the Skirmisher cannot withdraw through a man or off the board, nor past a man to its target', () => {
    expect(movesOf(P('w: Kl1 Sg7 Pg6; b: Ka10 Rg8'), 'g7')).not.toContain('g7xg6');
    expect(movesOf(P('w: Kl1 Sg7 Ph6; b: Ka10 Pe9'), 'g7')).not.toContain('g7xi5');
    expect(movesOf(P('w: Kl1 Sg2; b: Ka10 Rg5'), 'g2').some((m) => m.includes('x'))).toBe(false);
    expect(movesOf(P('w: Kl1 Sg7 Pg8; b: Ka10 Rg9'), 'g7').some((m) => m.includes('x'))).toBe(false);
  });
  it('the Skirmisher takes a Barricade only along its line, counting to the nearer end', () => {
    const p = P('w: Kl1 Sg7; b: Ka10 Xg9-g10');
    expect(movesOf(p, 'g7')).toContain('g7xg5');
    expect(playAll(p, 'g7xg5').toString()).toBe('w: Kl1 Sg5; b: Ka10; turn: b');
    expect(movesOf(P('w: Kl1 Sg7; b: Ka10 Xg9-h9'), 'g7').some((m) => m.includes('x'))).toBe(false);
  });
  it('a Catapult next to a Barricade on its line cannot take it (the landing cell is the far end)', () => {
    expect(movesOf(P('w: Kl1 Cg7; b: Ka10 Xg8-g9'), 'g7').some((m) => m.includes('x'))).toBe(false);
  });
  it('the Herald never captures, and never gives check', () => {
    const p = P('w: Kj1 Hd12; b: Kd13; turn: w');
    expect(movesOf(p, 'd12').some((m) => m.includes('x'))).toBe(false);
    expect(P('w: Kj1 Hd12; b: Kd13; turn: b').inCheck()).toBe(false);
  });
  it('frozen men give no check, so a King may step next to a frozen enemy King', () => {
    const p = P('w: Kd7 Hf8; b: Kf7; turn: w');
    expect(movesOf(p, 'd7')).toContain('d7-e7');
    // The black Rider on g10 sees the white King down file g, unless the Herald on h10 holds it.
    expect(P('w: Kg2 Hh10; b: Ka13 Rg10; turn: w').inCheck()).toBe(false);
    expect(P('w: Kg2 Hi10; b: Ka13 Rg10; turn: w').inCheck()).toBe(true);
  });
  it('a Herald that holds a would-be checker may not walk away (the shield is pinned)', () => {
    // The black Rider g7 would check a7 along rank 7: the Herald may only go on holding it (g8) or block (f7).
    const p = P('w: Ka7 Hf8; b: Km1 Rg7; turn: w');
    expect(p.inCheck()).toBe(false);
    expect(movesOf(p, 'f8')).toEqual(list('f8-f7 f8-g8'));
  });
  it('the Guard (reading A) passes over its own men, even frozen ones, and takes a Herald from afar', () => {
    const p = P('w: Kj1 Gc7 Rd7; b: Km7 He7; turn: w');
    expect(movesOf(p, 'd7')).toEqual([]);
    expect(movesOf(p, 'c7')).toContain('c7xe7');
    expect(movesOf(P('w: Kj1 Gg7 Pg8 Pg9; b: Ka13'), 'g7')).toContain('g7-g10');
    expect(movesOf(P('w: Kj1 Gg7; b: Ka13'), 'g7')).toEqual(list('g7-g8 g7-f8 g7-f7 g7-h7 g7-g6 g7-h6'));
  });
  it('the Guard under reading B is a one-step mover', () => {
    const b = defineVariantForTest('B', 'step');
    const r = Position.parse(b, 'w: Kj1 Gc7 Rd7; b: Km7 He7; turn: w');
    if (!r.ok) throw new Error(r.error.message);
    expect(movesOf(r.value, 'c7')).toEqual(list('c7-c8 c7-b8 c7-b7 c7-c6 c7-d6'));
  });
  it('the Pawn never takes a Barricade, aligned or not', () => {
    expect(movesOf(P('w: Kj1 Pe5; b: Kd13 Xe6-f6'), 'e5').some((m) => m.includes('x'))).toBe(false);
  });
  it('a Black Pawn slides towards rank 1 and promotes there', () => {
    const p = P('w: Ka13; b: Km7 Pj2; turn: b');
    expect(movesOf(p, 'j2')).toEqual(
      list('j2-j1=R j2-j1=S j2-j1=C j2-j1=H j2-j1=G j2-k1=R j2-k1=S j2-k1=C j2-k1=H j2-k1=G'),
    );
  });
});

describe('panoply: the Barricade (§3.8)', () => {
  it('writes each step: capture and retreat, and a capture then a rotation', () => {
    const p = P('w: Kj1 Xe5-e6; b: Kd13 Pe7; turn: w');
    const x = movesOf(p, 'e5');
    expect(x).toContain('e5-e6xe6-e7>e5-e6');
    expect(x).toContain('e5-e6xe6-e7>e6-d7');
    expect(x).toContain('e5-e6>d6-e6>e6-d7');
    expect(playAll(p, 'e5-e6xe6-e7>e5-e6').toString()).toBe('w: Kj1 Xe5-e6; b: Kd13; turn: b');
  });
  it('may not end where it began without a capture first', () => {
    const p = P('w: Km1 Xi6-j6; b: Ka13; turn: w');
    expect(movesOf(p, 'i6').every((m) => !m.endsWith('>i6-j6'))).toBe(true);
  });
  it('takes a Herald two cells down its line, though its first step touches it', () => {
    const p = P('w: Kj1 Xe5-e6; b: Kd13 He8; turn: w');
    expect(movesOf(p, 'e6')).toContain('e5-e6>e6-e7xe7-e8');
    expect(playAll(p, 'e5-e6>e6-e7xe7-e8').toString()).toBe('w: Kj1 Xe7-e8; b: Kd13; turn: b');
  });
  it('is frozen by a Herald next to either end', () => {
    expect(movesOf(P('w: Kj1 Xe5-e6; b: Kd13 Hd5'), 'e5')).toEqual([]);
    expect(movesOf(P('w: Kj1 Xe5-e6; b: Kd13 Hf6'), 'e6')).toEqual([]);
  });
  it('takes an enemy Barricade on its own line, both cells, and up to two men in one move', () => {
    const p = P('w: Kj1 Xe4-e5; b: Kd13 Xe6-e7 Pe9');
    expect(movesOf(p, 'e4')).toContain('e4-e5xe5-e6');
    expect(movesOf(p, 'e4')).toContain('e4-e5xe5-e6>e6-e7');
    expect(playAll(p, 'e4-e5xe5-e6>e6-e7').toString()).toBe('w: Kj1 Xe6-e7; b: Pe9 Kd13; turn: b');
    const two = P('w: Kj1 Xe4-e5; b: Kd13 Pe6 Ge7');
    expect(movesOf(two, 'e4')).toContain('e4-e5xe5-e6xe6-e7');
  });
  it('after a rotation, takes a Barricade lined up at the capturing step; reading "move" forbids it', () => {
    const text = 'w: Kj1 Xe5-f5; b: Kd13 Xe7-e8';
    // e5-f5 rotates to e5-e6 (f5 moves to e6), then advances up file e into e7.
    expect(movesOf(P(text), 'e5')).toContain('e5-f5>e5-e6xe6-e7');
    const strict = Position.parse(defineVariantForTest('A', 'move'), text);
    if (!strict.ok) throw new Error(strict.error.message);
    expect(movesOf(strict.value, 'e5').some((m) => m.endsWith('xe6-e7'))).toBe(false);
  });
  it('is immune off its line and to Pawns, and goes whole when taken', () => {
    const p = P('w: Ka13 Rc8 Pg3; b: Km7 Xh3-i2; turn: w');
    expect(movesOf(p, 'g3').some((m) => m.includes('x'))).toBe(false);
    expect(playAll(p, 'c8xh3').toString()).not.toContain('X');
  });
  it('accepts any path of a move, and prints the shortest, smallest one', () => {
    const p = P('w: Km1 Xi6-j6; b: Ka13; turn: w');
    expect(playAll(p, 'i6-j6>j6-i7>i6-i7').toString()).toBe(playAll(p, 'i6-j6>i6-i7').toString());
    expect(movesOf(p, 'i6')).toContain('i6-j6>j5-j6>k5-j6');
    expect(playAll(p, 'i6-j6>j6-k6>k5-j6').toString()).toBe('w: Km1 Xk5-j6; b: Ka13; turn: b; clock: 1');
    expect(playAll(p, 'j6-i6>j6-i7>i7-i6').toString()).toBe(playAll(p, 'i6-j6>i6-i7').toString());
    expect(p.parseMove('i6-j6>i8-j8').ok).toBe(false);
  });
  it('prints its cells in board order and reads them in any order; two Barricades in any order are one position', () => {
    expect(P('w: Kj1 Xg2-f2 Xm2-l2; b: Kd13').toString()).toBe('w: Kj1 Xf2-g2 Xl2-m2; b: Kd13');
    expect(P('w: Kj1 Xl2-m2 Xf2-g2; b: Kd13').toString()).toBe(P('w: Kj1 Xf2-g2 Xl2-m2; b: Kd13').toString());
    expect(P('w: Kj1 Xc7-d6; b: Kd13').toString()).toBe('w: Kj1 Xd6-c7; b: Kd13');
  });
  it('takes back a move exactly (make/unmake against copying)', () => {
    const p = P('w: Kj1 Xe4-e5 Hh6 Sg7; b: Kd13 Xe7-e8 Pe9 Hd5 Cf10; turn: w');
    const v = p.variant;
    expect(perft(v, p.cloneState(), 2)).toBe(perftByCopy(v, p.cloneState(), 2));
    const small = P('w: Kj1 Xe5-e6; b: Kd13 Xe8-e9 He10; turn: w').cloneState();
    const before = small.clone();
    expect(perft(v, small, 3)).toBe(perftByCopy(v, small.clone(), 3));
    expect([...small.board, ...small.link]).toEqual([...before.board, ...before.link]);
  });
});

describe('panoply: end of game and position text (§4, §5.3)', () => {
  it('checkmate and stalemate both lose for the side to move', () => {
    expect(P('w: Ka13; b: Kd13 Hj2; turn: w').outcome()).toBeUndefined();
    expect(P('w: Kj1; b: Kd13 Hj2 Rj5; turn: w').outcome()).toMatchObject({ status: 'stalemate', winner: 'b' });
  });
  it('draws at 100 plies without an irreversible move; a mate on that ply comes first', () => {
    expect(P('w: Ka13 Rb7; b: Km1; clock: 100').outcome()).toMatchObject({
      status: 'fifty-turns',
      score: { w: 0.5, b: 0.5 },
    });
    expect(P('w: Ka13 Rb7; b: Km1; clock: 99').outcome()).toBeUndefined();
    expect(P('w: Kj1; b: Kd13 Hj2; clock: 100').outcome()).toMatchObject({ status: 'stalemate' });
  });
  it.each([
    ['w: Xf2-g2; b: Kd13', 'w: a side needs exactly one King (K)'],
    ['w: Kj1 Kj2; b: Kd13', 'second royal'],
    ['w: Kj1 Xf2-h2; b: Kd13', 'w: the two cells of "Xf2-h2" are not adjacent'],
    ['w: Kj1 Xf2; b: Kd13', 'stands on two cells'],
    ['w: Kj1-j2; b: Kd13', 'stands on one cell'],
    ['w: Kj1 Xf2-g2 Xl2-m2 Xe5-e6; b: Kd13', 'at most two Barricades'],
    ['w: Kj1 Pc13; b: Kd13', 'last rank'],
    ['w: Kj1; b: Kd13 Pk1', 'last rank'],
    ['w: Kj1 Xf2-g2; b: Kd13 Pg2', 'occupied twice'],
    ['w: Kj1 Xf2-n2; b: Kd13', 'cell "n2" does not exist on the panoply board'],
  ])('rejects %s', (text, message) => expect(parseError(text)).toContain(message));
});

describe('panoply: command line (docs/CONVENTIONS.md §6)', () => {
  it("lists a Barricade's destinations as cell pairs in board order, from either end", () => {
    const text = 'w: Kj1 Xe5-e6; b: Kd13 Pe7; turn: w';
    const from5 = dests(text, 'e5');
    expect(from5.code).toBe(0);
    expect(from5).toEqual(dests(text, 'e6'));
    const tokens = from5.out!.split(' ');
    expect(tokens).toContain('e5-e6');
    expect(tokens).toContain('e6-e7');
    expect(tokens.every((t) => /^[a-m]\d+-[a-m]\d+$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
  it('plays a Barricade move and prints the position', () => {
    expect(
      runCli(['play', '--variant', 'panoply', '--position', 'w: Kj1 Xe5-e6; b: Kd13 Pe7', 'e5-e6xe6-e7>e5-e6']),
    ).toEqual({
      code: 0,
      out: 'w: Kj1 Xe5-e6; b: Kd13; turn: b',
    });
  });
  it('fails with one line on bad input', () => {
    expect(runCli(['play', '--variant', 'panoply', 'f2-g2>f3-g3'])).toEqual({
      code: 2,
      error: 'move "f2-g2>f3-g3" is not legal in this position',
    });
    expect(runCli(['moves', '--variant', 'panoply', '--position', 'w: Kj1 Xf2-h2; b: Kd13']).code).toBe(2);
  });
  it('reports stalemate as a loss', () => {
    expect(runCli(['status', '--variant', 'panoply', '--position', 'w: Kj1; b: Kd13 Hj2'])).toEqual({
      code: 0,
      out: 'stalemate b White has no legal move and is not in check: stalemate loses',
    });
  });
});
