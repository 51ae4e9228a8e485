/**
 * Every worked example of docs/rules/lengthleaper.md, and a test per rule without one, run on the engine.
 * Over 300 lines: one test per example and rule, in the document's order.
 */
import { describe, expect, it } from 'vitest';
import { componentDests, componentLabels, perftOf, Position, type Position as Pos, type Vec } from '@/engine';
import { MoveFlag } from '@/engine/rules/move';
import { runCli } from '@/engine/query/cli';
import { defineVariant } from '@/engine/rules/variant';
import { LENGTHLEAPER_OPTIONS, lengthleaperDef, lengthleaperSetup } from '@/engine/variants/lengthleaper';
import { LENGTH_LEAPERS } from '@/engine/variants/lengthleaper/leapers';
import { perftRows as olderRows } from '../fixtures/lengthleaper';
import { perftRows as birdsRows } from '../fixtures/lengthleaper-birds';
import { list, moveTexts, playAll, pos, variant } from './helpers';
import { variantNotes } from '@/engine';

const OLD = 'lengthleaper';
const NEW = 'lengthleaper-birds';
const v = variant(OLD);
const vb = variant(NEW);

/** Destinations of the man on `from`, in board order (the order of the reference's lists). */
function dests(p: Pos, from: string): string {
  const b = p.variant.board;
  const cells = [...new Set(p.movesFrom(b.index(from)).map((m) => m.to))].sort((x, y) => x - y);
  return cells.map((c) => b.names[c]).join(' ');
}
/** The position of §7: the named man for White, Kings on 2a3 and 8a6 (the King row: the King alone). */
const lone = (letter: string, cell: string, id = OLD) =>
  pos(id, letter === 'K' ? `w: K${cell}; b: K8a6; turn: w` : `w: K2a3 ${letter}${cell}; b: K8a6; turn: w`);

/** The vectors of one named component of a piece (engine coordinates). */
const componentOf = (letter: string, label: string, vv = v) =>
  vv.kinds[vv.kindByLetter.get(letter)!]!.def.atoms.find((a) => a.label === label)!.vectors;

/** Sizes of the connected pieces of the empty board joined by the given (symmetric) vectors, sorted. */
function classes(vectors: readonly Vec[], cells: readonly number[] = [...v.board.coords.keys()]): number[] {
  const inSet = new Set(cells);
  const seen = new Set<number>();
  const sizes: number[] = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const c = stack.pop()!;
      size++;
      for (const d of vectors) {
        const t = v.board.step(c, d);
        if (t >= 0 && inSet.has(t) && !seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => a - b);
}
const nonSingle = (sizes: number[]) => sizes.filter((s) => s > 1);
const cellOf = (n: string) => v.board.coords[v.board.index(n)]!;

describe('lengthleaper: the board (§1)', () => {
  it('has 4 levels of 34 columns, rows of 2..6..2, names rank + level + column digit', () => {
    expect(v.board.size).toBe(136);
    expect(v.board.levels).toBe(4);
    expect(v.board.names.every((n) => /^[1-9][abcd][1-6]$/.test(n))).toBe(true);
    const perRank = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => v.board.names.filter((n) => n.startsWith(`${r}a`)).length);
    expect(perRank).toEqual([2, 3, 4, 5, 6, 5, 4, 3, 2]);
    expect(v.board.index('5b3')).toBeGreaterThanOrEqual(0);
    for (const bad of ['1a3', '5e3', '9a4', '4a6', '5b7']) expect(v.board.index(bad)).toBe(-1);
  });
  it('stores [q, r, z] = [6 − F, R − 1, height] and orders cells by level a..d, rank, then falling F', () => {
    expect(cellOf('5b3')).toEqual([3, 4, 2]);
    expect(cellOf('1d1')).toEqual([5, 0, 0]);
    expect(cellOf('9a6')).toEqual([0, 8, 3]);
    expect(v.board.names.slice(0, 6)).toEqual(['1a2', '1a1', '2a3', '2a2', '2a1', '3a4']);
    expect(v.board.names.slice(-3)).toEqual(['8d4', '9d6', '9d5']);
  });
  it('colours a column by k = (R + F) mod 3, a/c and b/d in complementary colour sets (§1.7)', () => {
    // Shades: 0 yellow, 1 blue, 2 red on levels a and c; 3 purple, 4 orange, 5 green on b and d.
    const shade = (n: string) => v.board.shades[v.board.index(n)];
    expect([shade('1a1'), shade('1b1'), shade('1c2'), shade('1d2'), shade('2a2'), shade('5d3')]).toEqual([
      2, 5, 0, 3, 1, 5,
    ]);
    const columns = v.board.names.filter((n) => n[1] === 'a');
    expect([0, 1, 2].map((k) => columns.filter((n) => shade(n) === k).length)).toEqual([12, 10, 12]);
  });
  it('has the six in-level neighbours of §1.2 and no in-level root-2 diagonal', () => {
    expect(
      dests(lone('K', '5b3'), '5b3')
        .split(' ')
        .filter((n) => n[1] === 'b'),
    ).toEqual(list('5b4 5b2 6b4 6b3 4b3 4b2').sort((a, b) => v.board.index(a) - v.board.index(b)));
  });
});

describe('lengthleaper: the start positions (§3, §7)', () => {
  it('derives the start positions of the reference from White’s army and the mirror', () => {
    const doc = (t: string) => pos(OLD, t).toString();
    expect(pos(OLD).toString()).toBe(
      doc(
        'w: K1b1 Q1b2 R1d1 R1d2 B1a1 B1a2 F1c1 F1c2 W2a3 W2d1 S2a2 S2d2 E2b3 E2c1 T2b2 T2c2 V2b1 V2c3 N2a1 N2d3 P3a1 P3a2 P3a3 P3a4 P3b1 P3b2 P3b3 P3b4 P3c1 P3c2 P3c3 P3c4 P3d1 P3d2 P3d3 P3d4; b: K9b5 Q9b6 R9d5 R9d6 B9a5 B9a6 F9c5 F9c6 W8a6 W8d4 S8a5 S8d5 E8b6 E8c4 T8b5 T8c5 V8b4 V8c6 N8a4 N8d6 P7a3 P7a4 P7a5 P7a6 P7b3 P7b4 P7b5 P7b6 P7c3 P7c4 P7c5 P7c6 P7d3 P7d4 P7d5 P7d6; turn: w',
      ),
    );
    expect(pos(NEW).toString()).toBe(
      pos(
        NEW,
        'w: K1b1 Q1b2 G1a1 X1a2 O1c1 A1c2 C1d1 M1d2 W2a3 W2d1 S2a2 S2d2 E2b3 E2c1 F2b2 F2c2 V2b1 V2c3 N2a1 N2d3 P3a1 P3a2 P3a3 P3a4 P3b1 P3b2 P3b3 P3b4 P3c1 P3c2 P3c3 P3c4 P3d1 P3d2 P3d3 P3d4; b: K9b5 Q9b6 G9a5 X9a6 O9c5 A9c6 C9d5 M9d6 W8a6 W8d4 S8a5 S8d5 E8b6 E8c4 F8b5 F8c5 V8b4 V8c6 N8a4 N8d6 P7a3 P7a4 P7a5 P7a6 P7b3 P7b4 P7b5 P7b6 P7c3 P7c4 P7c5 P7c6 P7d3 P7d4 P7d5 P7d6; turn: w',
      ).toString(),
    );
    expect(
      pos(OLD)
        .toString()
        .match(/[A-Z]\d[a-d]\d/g),
    ).toHaveLength(72);
  });
  it('gives White 138 moves (older) and 130 (newer), and Black 138 in the older start with Black to move', () => {
    expect(pos(OLD).legalMoves()).toHaveLength(138);
    expect(pos(NEW).legalMoves()).toHaveLength(130);
    expect(pos(OLD, `${pos(OLD).toString()}; turn: b`).legalMoves()).toHaveLength(138);
  });
  it('E11: the newer start has 64 pawn moves, none by rank 1, 66 leaper moves; the Fourleapers as listed', () => {
    const p = pos(NEW);
    const by = (pred: (from: string) => boolean) => p.legalMoves().filter((m) => pred(vb.board.names[m.from]!)).length;
    expect(by((f) => f[0] === '3')).toBe(64);
    expect(by((f) => f[0] === '1')).toBe(0);
    expect(by((f) => f[0] === '2')).toBe(66);
    expect(dests(p, '2b2')).toBe('6b6 6b2 6d4');
    expect(dests(p, '2c2')).toBe('6a4 6c6 6c2');
  });
  it('A4 alternative: with the straight-ahead double step the start counts become 154 and 146', () => {
    const o = { ...LENGTHLEAPER_OPTIONS, doubleStep: 'three-way' as const };
    expect(Position.start(defineVariant(lengthleaperDef(OLD, o))).legalMoves()).toHaveLength(154);
    expect(Position.start(defineVariant(lengthleaperDef(NEW, o))).legalMoves()).toHaveLength(146);
  });
  it('A2 alternative: turning White’s army through 180° puts Black’s Queen on 9b5 and King on 9b6', () => {
    const text = lengthleaperSetup(false, 'rotate');
    expect(text).toContain('K9b6 Q9b5');
    expect(
      Position.start(
        defineVariant(lengthleaperDef(OLD, { ...LENGTHLEAPER_OPTIONS, blackArray: 'rotate' })),
      ).legalMoves(),
    ).toHaveLength(138);
  });
  it('says in notes that the setup and several readings are reconstructed', () => {
    const notes = (id: string) => {
      const n = variantNotes(id);
      return n.ok ? n.value.join(' ') : n.error.message;
    };
    expect(notes('lengthleaper')).toMatch(/reconstruct/);
    expect(notes('lengthleaper-birds')).toMatch(/bird/);
  });
});

describe('lengthleaper: King, Queen, Rook, Bishop (§2.1, E1, E3, E7)', () => {
  it('E1: the King on 5b3 has 20 destinations; on 5a3 13', () => {
    expect(dests(lone('K', '5b3'), '5b3')).toBe(
      '4a3 4a2 5a4 5a3 5a2 6a4 6a3 4b3 4b2 5b4 5b2 6b4 6b3 4c3 4c2 5c4 5c3 5c2 6c4 6c3',
    );
    expect(dests(lone('K', '5a3'), '5a3')).toBe('4a3 4a2 5a4 5a2 6a4 6a3 4b3 4b2 5b4 5b3 5b2 6b4 6b3');
  });
  it('E3: the Bishop on 5b3 has 18 destinations, changing level with every step', () => {
    expect(dests(lone('B', '5b3'), '5b3')).toBe(
      '4a3 4a2 5a4 5a2 6a4 6a3 4c3 4c2 5c4 5c2 6c4 6c3 3d3 3d1 5d5 5d1 7d5 7d3',
    );
  });
  it('E3: a Bishop line runs through the six colours in rainbow order, forward or reversed', () => {
    const shades = (cells: string) => cells.split(' ').map((n) => v.board.shades[v.board.index(n)]);
    // red, purple, blue, green (reverse rainbow); blue, purple, red, orange (rainbow)
    expect(shades('1a1 2b1 3c1 4d1')).toEqual([2, 3, 1, 5]);
    expect(shades('2a2 3b3 4c4 5d5')).toEqual([1, 3, 2, 4]);
    expect(dests(lone('B', '1a1'), '1a1').split(' ')).toEqual(expect.arrayContaining(['2b1', '3c1', '4d1']));
    expect(dests(lone('B', '2a2'), '2a2').split(' ')).toEqual(expect.arrayContaining(['3b3', '4c4', '5d5']));
  });
  it('E7: the King and Bishop on 5a3', () => {
    expect(dests(lone('B', '5a3'), '5a3')).toBe('4b3 4b2 5b4 5b2 6b4 6b3 3c3 3c1 5c5 5c1 7c5 7c3 2d3 5d6 8d6');
  });
  it('sliders stop at the first man and capture only an enemy there (A14)', () => {
    const p = pos(OLD, 'w: K1b1 R5b3 P5b5; b: K9b5 P5b2 P5c3; turn: w');
    expect(dests(p, '5b3')).toBe('5a3 2b3 3b3 3b1 4b3 4b2 5b4 5b2 6b4 6b3 7b5 7b3 8b6 5c3');
    expect(moveTexts(p)).toContain('5b3x5b2');
  });
});

describe('lengthleaper: pawns (§2.2, E5)', () => {
  it('E5: a pawn on its start rank steps or double-steps along either forward orthogonal', () => {
    expect(dests(pos(OLD, 'w: K2a3 P3b2; b: K8a6; turn: w'), '3b2')).toBe('4b3 4b2 5b4 5b2');
  });
  it('E5: with enemy men around it captures on the adjacent levels only; a blocked first cell stops the double step', () => {
    const p = pos(OLD, 'w: K2a3 P3b2; b: K8a6 P4a2 P4a3 P4b2 P4c2 P4c3; turn: w');
    expect(dests(p, '3b2')).toBe('4a3 4a2 4b3 5b4 4c3 4c2');
    expect(moveTexts(p).filter((m) => m.startsWith('3b2'))).toEqual(
      list('3b2x4a2 3b2x4a3 3b2x4c2 3b2x4c3 3b2-4b3 3b2-5b4'),
    );
  });
  it('E5: a Black pawn moves down the ranks; a pawn on the edge has one forward cell', () => {
    expect(dests(pos(OLD, 'w: K2a3; b: K8a6 P7c4; turn: b'), '7c4').split(' ').sort()).toEqual(list('6c4 6c3 5c4 5c2'));
    expect(dests(pos(OLD, 'w: K2a3 P5b6; b: K8a6; turn: w'), '5b6')).toBe('6b6');
  });
  it('a man on the second cell stops the double step; off the start rank there is none', () => {
    expect(dests(pos(OLD, 'w: K2a3 P3b2; b: K8a6 N5b2; turn: w'), '3b2')).toBe('4b3 4b2 5b4');
    expect(dests(pos(OLD, 'w: K2a3 P4b2; b: K8a6; turn: w'), '4b2')).toBe('5b3 5b2');
  });
  it('every cell short of the last rank has a forward cell: 56 only 66, 62 only 73', () => {
    expect(dests(pos(OLD, 'w: K2a3 P6b2; b: K8a6; turn: w'), '6b2')).toBe('7b3');
    for (const n of v.board.names.filter((c) => c[0] !== '9' && c[0] !== '3' && c !== '2a3'))
      expect([n, pos(OLD, `w: K2a3 P${n}`).movesFrom(v.board.index(n)).length > 0]).toEqual([n, true]);
  });
  it('a pawn gives check only along its capture directions', () => {
    expect(pos(OLD, 'w: K1b1 P8b5; b: K9a5; turn: b').inCheck()).toBe(true);
    expect(pos(OLD, 'w: K1b1 P8b5; b: K9a6; turn: b').inCheck()).toBe(true);
    expect(pos(OLD, 'w: K1b1 P8b5; b: K9b5; turn: b').inCheck()).toBe(false);
  });
});

describe('lengthleaper: en passant (§2.2, A5)', () => {
  const before = 'w: K1b1 P3b2; b: K9b5 R4d2 P5a3 P5c3 P5b3; turn: w';
  it('a double step sets the passed-over cell; pawns on the adjacent levels may take there', () => {
    const after = playAll(pos(OLD, before), '3b2-5b2');
    expect(after.toString()).toBe('w: K1b1 P5b2; b: P5a3 P5b3 K9b5 P5c3 R4d2; turn: b; ep: 4b2');
    const texts = moveTexts(after);
    expect(texts).toEqual(expect.arrayContaining(['5a3x4b2', '5c3x4b2', '5b3-4b2']));
    const ep = after.legalMoves().find((m) => after.printMove(m) === '5a3x4b2')!;
    expect(ep.flags & MoveFlag.EP).toBeTruthy();
    expect(playAll(after, '5a3x4b2').toString()).toBe('w: K1b1; b: P4b2 P5b3 K9b5 P5c3 R4d2; move: 2');
  });
  it('a pawn on the same level cannot take en passant, and no other man may', () => {
    const after = playAll(pos(OLD, before), '3b2-5b2');
    expect(moveTexts(after)).not.toContain('5b3x4b2');
    expect(moveTexts(after)).not.toContain('4d2x4b2');
    expect(playAll(after, '4d2-4b2').toString()).toContain('P5b2'); // the rook just moves there
  });
  it('is possible on the very next move only', () => {
    const later = playAll(pos(OLD, before), '3b2-5b2', '9b5-9b6', '1b1-1b2');
    expect(moveTexts(later)).not.toContain('5a3x4b2');
  });
  it('reads and writes the ep field; Black double-steps too', () => {
    const p = pos(OLD, 'w: K1b1 P5b2; b: K9b5 P5a3; turn: b; ep: 4b2');
    expect(moveTexts(p)).toContain('5a3x4b2');
    expect(Position.parse(v, 'w: K1b1 P6b3; b: K9b5; turn: b; ep: 4b2').ok).toBe(false);
    const black = playAll(pos(OLD, 'w: K1b1 P5c3 P5d4; b: K9b5 P7b4; turn: b'), '7b4-5b4');
    expect(black.toString()).toContain('ep: 6b4');
    expect(moveTexts(black)).toContain('5c3x6b4');
    expect(moveTexts(black)).not.toContain('5d4x6b4'); // two levels away
  });
});

describe('lengthleaper: promotion (§2.2, §4 rule 8, E13, E17)', () => {
  it('E13: 19 pawn moves, a Permit only on level d; 30 moves in all', () => {
    const p = pos(OLD, 'w: K1b1 P8c5; b: K5d1 R9d6; turn: w');
    expect(p.inCheck()).toBe(false);
    const pawn = moveTexts(p).filter((m) => m.startsWith('8c5'));
    const six = 'TSENFV'.split('');
    expect(pawn).toEqual(
      list(
        [
          ...six.map((l) => `8c5-9c5=${l}`),
          ...six.map((l) => `8c5-9c6=${l}`),
          ...'TSEWNFV'.split('').map((l) => `8c5x9d6=${l}`),
        ].join(' '),
      ),
    );
    expect(p.legalMoves()).toHaveLength(30);
  });
  it('Black promotes on rank 1, a Permit on levels a and d only', () => {
    const p = pos(OLD, 'w: K5d3; b: K9b5 P2a2 P2b2; turn: b');
    const promos = (from: string, to: string) =>
      moveTexts(p)
        .filter((m) => m.startsWith(`${from}-${to}`))
        .map((m) => m.slice(-1))
        .sort();
    expect(promos('2a2', '1a2')).toEqual(list('T S E W N F V'));
    expect(promos('2b2', '1b1')).toEqual(list('T S E N F V'));
    expect(playAll(p, '2a2-1a1=W').toString()).toBe('w: K5d3; b: W1a1 P2b2 K9b5; move: 2');
  });
  it('the newer subvariant offers the six leapers of its army (A8), the Twoleaper only with the flag', () => {
    const text = 'w: K1b1 P8a5; b: K5d1; turn: w';
    expect(
      moveTexts(pos(NEW, text))
        .filter((m) => m.startsWith('8a5-9a5'))
        .map((m) => m.slice(-1))
        .sort(),
    ).toEqual(list('S E W N F V'));
    const withT = Position.parse(
      defineVariant(lengthleaperDef(NEW, { ...LENGTHLEAPER_OPTIONS, birdsTwoleaper: true })),
      text,
    );
    if (!withT.ok) throw new Error(withT.error.message);
    expect(withT.value.legalMoves().filter((m) => withT.value.printMove(m).startsWith('8a5-9a5'))).toHaveLength(7);
  });
  it('E17: a Permit off levels a and d has only its Eunuch leaps', () => {
    expect(dests(lone('W', '5b3'), '5b3')).toBe('1b1 9b5');
    expect(dests(lone('W', '4c3'), '4c3')).toBe('8c5');
    expect(dests(lone('W', '5a3'), '5a3').split(' ')).toHaveLength(8);
  });
});

describe('lengthleaper: the length leapers (§1.6, §2.3, E7)', () => {
  const E7: [string, string][] = [
    ['T', '3a3 3a1 5a5 5a1 7a5 7a3 3b2 4b4 4b1 6b5 6b2 7b4 5c3'],
    ['S', '2a2 2a1 3a4 4a5 6a6 7a6 8a5 8a4 3c2 4c4 4c1 6c5 6c2 7c4'],
    ['E', '2b2 2b1 3b4 4b5 6b6 7b6 8b5 8b4 3c3 3c1 5c5 5c1 7c5 7c3'],
    ['W', '1a1 9a5 3d2 4d4 4d1 6d5 6d2 7d4'],
    ['N', '1a2 9a6 1b1 9b5 2c3 5c6 8c6 3d3 3d1 5d5 5d1 7d5 7d3'],
    ['F', '1c1 9c5 2d2 2d1 3d4 4d5 6d6 7d6 8d5 8d4'],
    ['V', '1c2 9c6'],
  ];
  it.each(E7)('E7: %s on 5a3', (letter, expected) => expect(dests(lone(letter, '5a3'), '5a3')).toBe(expected));

  it('generates every leap of squared length s, split into the named components of §2.3', () => {
    const counts = Object.fromEntries(
      LENGTH_LEAPERS.map((s) => [
        s.letter,
        Object.fromEntries(v.kinds[v.kindByLetter.get(s.letter)!]!.def.atoms.map((a) => [a.label, a.vectors.length])),
      ]),
    );
    expect(counts).toEqual({
      T: { Dabbaba: 8, Rumbaba: 12 },
      S: { Sennight: 12, Foal: 12 },
      E: { Elephant: 12, Heffalump: 24 },
      W: { Eunuch: 6, Prefect: 12 },
      N: { Zebra: 24, Aurochs: 12, Baker: 12 },
      F: { Cobbler: 8, Drummer: 12, Sabbaba: 24 },
      V: { Giraffe: 24, Fencer: 24 },
    });
    for (const s of LENGTH_LEAPERS)
      for (const a of v.kinds[v.kindByLetter.get(s.letter)!]!.def.atoms)
        for (const [q, r, z] of a.vectors) expect(z * z + q * q + q * r + r * r).toBe(s.soll);
  });
  it('finds the in-level norms of §1.6 and no others', () => {
    const norms = new Map<number, number>();
    for (const s of LENGTH_LEAPERS)
      for (const a of v.kinds[v.kindByLetter.get(s.letter)!]!.def.atoms)
        for (const [q, r, z] of a.vectors)
          if (z === 0) norms.set(q * q + q * r + r * r, (norms.get(q * q + q * r + r * r) ?? 0) + 1);
    // In-level leaps of the seven leapers: N = 4 (Dabbaba), 7, 12, 13, 16.
    expect(Object.fromEntries(norms)).toEqual({ 4: 6, 7: 12, 12: 6, 13: 12, 16: 6 });
  });
  it('counts the leaps that can ever occur on 4 levels: 42 of the Fourleaper’s 44, 36 of the Tophat’s 48', () => {
    const usable = (letter: string) =>
      v.kinds[v.kindByLetter.get(letter)!]!.def.atoms.flatMap((a) => a.vectors).filter((d) =>
        v.board.coords.some((_, c) => v.board.step(c, d) >= 0),
      ).length;
    expect([usable('F'), usable('V')]).toEqual([42, 36]);
  });

  it('E9: destinations summed over the empty board, and the maximum, per piece', () => {
    const table: [string, number, number][] = [
      ['K', 1824, 20],
      ['Q', 3744, 36],
      ['R', 2128, 18],
      ['B', 1616, 18],
      ['T', 1372, 19],
      ['S', 1224, 14],
      ['E', 1560, 22],
      ['W', 492, 8],
      ['N', 1392, 14],
      ['F', 792, 11],
      ['V', 752, 12],
    ];
    for (const [letter, sum, max] of table) {
      const n = v.board.names.map((c) => pos(OLD, `w: ${letter}${c}`).legalMoves().length);
      expect([letter, n.reduce((a, b) => a + b, 0), Math.max(...n)]).toEqual([letter, sum, max]);
    }
  });

  it('binds its components as the page says (computed on the empty board)', () => {
    const inRange = (sizes: number[], lo: number, hi: number) =>
      sizes.every((s) => s >= lo && s <= hi) && sizes.reduce((a, b) => a + b) === 136;
    const all = (letter: string) => v.kinds[v.kindByLetter.get(letter)!]!.def.atoms.flatMap((a) => a.vectors);
    expect(inRange(classes(componentOf('T', 'Dabbaba')), 16, 18)).toBe(true);
    expect(classes(componentOf('T', 'Rumbaba'))).toEqual([40, 48, 48]);
    expect(classes(componentOf('S', 'Sennight'))).toEqual([34, 34, 34, 34]);
    expect(classes(componentOf('S', 'Foal'))).toEqual([20, 20, 24, 24, 24, 24]);
    expect(classes(all('S'))).toEqual([68, 68]);
    expect(inRange(classes(componentOf('E', 'Elephant')), 16, 18)).toBe(true);
    expect(classes(componentOf('E', 'Heffalump'))).toEqual([136]);
    expect(classes(componentOf('W', 'Eunuch')).every((s) => s === 2 || s === 3)).toBe(true);
    expect(nonSingle(classes(componentOf('W', 'Prefect')))).toEqual([20, 24, 24]);
    // The whole Permit keeps the Prefect's binding: levels a and d split in three; b and c only Eunuch islands.
    const levels = (ls: string) => v.board.names.flatMap((n, i) => (ls.includes(n[1]!) ? [i] : []));
    expect(classes(all('W'), levels('ad'))).toEqual([20, 24, 24]);
    expect(classes(all('W'), levels('bc')).every((s) => s === 2 || s === 3)).toBe(true);
    expect(classes(componentOf('N', 'Zebra'))).toEqual([136]);
    expect(classes(componentOf('N', 'Aurochs'))).toEqual([34, 34, 34, 34]);
    expect(new Set(classes(componentOf('N', 'Baker')))).toEqual(new Set([4, 6, 12]));
    expect(nonSingle(classes(componentOf('F', 'Sabbaba')))).toEqual([68]);
    expect(classes(componentOf('V', 'Fencer'))).toEqual([68, 68]);
    expect(
      componentOf('V', 'Giraffe')
        .filter((d) => v.board.coords.some((_, c) => v.board.step(c, d) >= 0))
        .every((d) => Math.abs(d[2]) === 1),
    ).toBe(true);
    for (const letter of ['T', 'E', 'N', 'F', 'V', 'K', 'R', 'B'])
      expect([letter, classes(all(letter))]).toEqual([letter, [136]]);
  });

  it('keeps each component apart for lessons: componentLabels and componentDests', () => {
    const p = lone('S', '5a3');
    expect(componentLabels(p, '5a3')).toEqual({ ok: true, value: ['Sennight', 'Foal'] });
    expect(componentDests(p, '5a3', 'Sennight')).toEqual({
      ok: true,
      value: list('2a2 2a1 3a4 4a5 6a6 7a6 8a5 8a4').sort((a, b) => v.board.index(a) - v.board.index(b)),
    });
    expect(componentDests(p, '5a3', 'Foal')).toEqual({ ok: true, value: ['3c2', '4c4', '4c1', '6c5', '6c2', '7c4'] });
    const w = lone('W', '5a3');
    expect(componentDests(w, '5a3', 'Eunuch')).toEqual({ ok: true, value: ['1a1', '9a5'] });
    expect(componentDests(w, '5a3', 'Prefect')).toEqual({
      ok: true,
      value: ['3d2', '4d4', '4d1', '6d5', '6d2', '7d4'],
    });
    expect(componentDests(w, '5a3', 'Foal').ok).toBe(false);
    expect(componentDests(w, '5z3', 'Foal').ok).toBe(false);
    // Blocked by nothing, but never onto a friendly man; for the side not to move too; `legal` follows the turn.
    const q = pos(OLD, 'w: K2a2 S5a3; b: K8a6 N3c2; turn: b');
    expect(componentDests(q, '5a3', 'Sennight')).toEqual({
      ok: true,
      value: ['2a1', '3a4', '4a5', '6a6', '7a6', '8a5', '8a4'],
    });
    expect(componentDests(q, '5a3', 'Foal')).toEqual({ ok: true, value: ['3c2', '4c4', '4c1', '6c5', '6c2', '7c4'] });
    expect(componentDests(q, '5a3', 'Foal', { legal: true })).toEqual({ ok: true, value: [] });
  });
});

describe('lengthleaper-birds: the bird pieces (§2.4)', () => {
  const oddRankCells = vb.board.names.filter((n) => Number(n[0]) % 2 === 1);
  it('E9: destinations summed over the 72 odd-rank cells of the empty board', () => {
    const sums = Object.fromEntries(
      ['C', 'M', 'G', 'X', 'O', 'A'].map((l) => [
        l,
        oddRankCells.reduce((n, c) => n + pos(NEW, `w: ${l}${c}`).legalMoves().length, 0),
      ]),
    );
    expect(sums).toEqual({ C: 308, M: 656, G: 300, X: 464, O: 608, A: 1120 });
  });
  it('stay on the odd ranks; the Moorcock reaches all 72 cells, the Grouse 36', () => {
    const vecs = (l: string) => vb.kinds[vb.kindByLetter.get(l)!]!.def.atoms.flatMap((a) => a.vectors);
    for (const l of ['C', 'G']) expect(vecs(l).every((d) => d[1] % 2 === 0)).toBe(true);
    const odd = oddRankCells.map((n) => vb.board.index(n));
    expect(classes(vecs('C'), odd)).toEqual([72]);
    expect(classes(vecs('G'), odd)).toEqual([36, 36]);
    // (F + h) mod 2: flipped by every Moorcock step, kept by every Grouse step (which also flips the level group).
    expect(vecs('C').every((d) => Math.abs(-d[0] + d[2]) % 2 === 1)).toBe(true);
    expect(vecs('G').every((d) => Math.abs(-d[0] + d[2]) % 2 === 0 && Math.abs(d[2]) === 1)).toBe(true);
  });
  it('straight ahead is the hex diagonal (+2, +1): the lines 11-32-53-74-95 and 12-33-54-75-96 (§1.4)', () => {
    const p = pos(NEW, 'w: K2a3 M1d1 M1c2; b: K8a6; turn: w');
    expect(
      dests(p, '1d1')
        .split(' ')
        .filter((n) => n[1] === 'd' && n !== '1d2'),
    ).toEqual(['3d2', '5d3', '7d4', '9d5']);
    expect(
      dests(p, '1c2')
        .split(' ')
        .filter((n) => n[1] === 'c' && n !== '1c1'),
    ).toEqual(['3c3', '5c4', '7c5', '9c6']);
    expect(dests(pos(NEW, 'w: K2a3 C5b3; b: K8a6; turn: w'), '5b3')).toBe('5a3 3b2 5b4 5b2 7b4 5c3');
  });
  it('moves as listed: the Moorhen slides straight ahead and back, sideways and up or down', () => {
    expect(dests(pos(NEW, 'w: K2a3 M5b3; b: K8a6; turn: w'), '5b3')).toBe(
      '5a3 1b1 3b2 5b6 5b5 5b4 5b2 5b1 7b4 9b5 5c3 5d3',
    );
    expect(dests(pos(NEW, 'w: K2a3 G5b3; b: K8a6; turn: w'), '5b3')).toBe('3a2 5a4 5a2 7a4 3c2 5c4 5c2 7c4');
  });
});

describe('lengthleaper: end of the game (§4, E15)', () => {
  it('E15: checkmate by the Queen guarded by the King', () => {
    const p = pos(OLD, 'w: K1a1; b: K3b3 Q2a2; turn: w');
    expect(p.inCheck()).toBe(true);
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.outcome()?.status).toBe('checkmate');
    expect(p.outcome()?.winner).toBe('b');
  });
  it('stalemate is a draw', () => {
    // Black's King on 9a6 has no safe cell and is not in check.
    const p = pos(OLD, 'w: K7b5 R8b6 R9c5; b: K9a6; turn: b');
    expect(p.inCheck()).toBe(false);
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.outcome()).toMatchObject({ status: 'stalemate', score: { w: 0.5, b: 0.5 } });
  });
  it('the 50-move rule draws after 100 plies without a capture or pawn move', () => {
    expect(pos(OLD, 'w: K1b1 Q5b3; b: K9b5; turn: w; clock: 100').outcome()?.status).toBe('fifty-turns');
    expect(playAll(pos(OLD, 'w: K1b1 Q5b3; b: K9b5; turn: w; clock: 7'), '5b3-5b4').toString()).toContain('clock: 8');
  });
});

describe('lengthleaper: command line (docs/CONVENTIONS.md §6)', () => {
  it('answers every command for both ids', () => {
    expect(runCli(['moves', '--variant', OLD]).out!.split('\n')).toHaveLength(138);
    expect(runCli(['perft', '--variant', NEW, '--depth', '1']).out).toBe('130');
    expect(runCli(['dests', '--variant', OLD, '--position', 'w: K5b3; b: K8a6; turn: w', '--from', '5b3']).out).toBe(
      '4a3 4a2 5a4 5a3 5a2 6a4 6a3 4b3 4b2 5b4 5b2 6b4 6b3 4c3 4c2 5c4 5c3 5c2 6c4 6c3',
    );
    expect(runCli(['status', '--variant', OLD, '--position', 'w: K1a1; b: K3b3 Q2a2; turn: w']).out).toBe(
      'checkmate b Black checkmates White',
    );
    // Issue #47: `ep` is written only when a pawn can take there (docs/CONVENTIONS.md §4): from the start none can.
    expect(runCli(['play', '--variant', NEW, '3b2-5b2']).out).not.toContain('ep:');
    const near = 'w: K1b1 P3b2; b: K9b5 P5a3; turn: w';
    expect(runCli(['play', '--variant', NEW, '--position', near, '3b2-5b2']).out).toContain('ep: 4b2');
  });
  it('exits 2 with one line on bad input', () => {
    for (const args of [
      ['moves', '--variant', OLD, '--position', 'w: K5e3'],
      ['moves', '--variant', NEW, '--position', 'w: R1d1 K1b1'],
      ['dests', '--variant', OLD, '--from', '1a3'],
      ['play', '--variant', OLD, '3b2-6b2'],
      ['play', '--variant', OLD, '8c5-9c5=W'],
    ]) {
      const r = runCli(args);
      expect(r.code).toBe(2);
      expect(r.error).toMatch(/^[^\n]+$/);
    }
  });
});

describe('lengthleaper: symmetries of the rules (perft at depth 2 of every fixture row is unchanged)', () => {
  type CellMap = (R: number, F: number, level: string) => [number, number, string];
  const flipLevel = (l: string) => 'dcba'['abcd'.indexOf(l)]!;
  const mapText = (text: string, f: CellMap, swap: boolean) => {
    const fields = text
      .split(';')
      .map((x) => x.trim())
      .filter((x) => !/^(clock|move)/.test(x));
    const mapped = fields.map((field) =>
      field
        .replace(/(\d)([a-d])(\d)/g, (_, r, l, c) => {
          const [R, F, L] = f(Number(r), Number(c), l);
          return `${R}${L}${F}`;
        })
        .replace(/^([wb]|turn: [wb])/, (m) => {
          if (!swap) return m;
          return { w: 'b', b: 'w', 'turn: w': 'turn: b', 'turn: b': 'turn: w' }[m]!;
        }),
    );
    if (swap && !mapped.some((x) => x.startsWith('turn'))) mapped.push('turn: b');
    return mapped.join('; ');
  };
  const symmetries: [string, CellMap, boolean][] = [
    ['left-right mirror with the levels turned upside down', (R, F, l) => [R, R + 2 - F, flipLevel(l)], false],
    ['mirror across the middle rank, colours swapped', (R, F, l) => [10 - R, F + 5 - R, l], true],
  ];
  for (const [id, rows] of [
    [OLD, olderRows],
    [NEW, birdsRows],
  ] as const)
    for (const [label, f, swap] of symmetries)
      it.each(rows.map((r) => [r.name, r] as const))(`${id}, ${label}: %s`, (_, row) => {
        expect([1, 2].map((d) => perftOf(pos(id, mapText(row.position, f, swap)), d))).toEqual(row.counts.slice(0, 2));
      });
  it('keeps every cell’s colour under the mirror across the middle rank (A2)', () => {
    for (const n of v.board.names) {
      const [R, l, F] = [Number(n[0]), n[1], Number(n[2])];
      expect(v.board.shades[v.board.index(`${10 - R}${l}${F + 5 - R}`)]).toBe(v.board.shades[v.board.index(n)]);
    }
  });
});
