// Checks the naive Lengthleaper reference generator (lengthleaper.ref.ts) against the worked examples of
// docs/rules/lengthleaper.md §7 and the counts of §2.3.
import { describe, expect, it } from 'vitest';
import {
  LL_START,
  llInCheck,
  llLeaps,
  llMoves,
  llParse,
  llPerft,
  llStatus,
  llText,
  type LLVariant,
} from './lengthleaper.ref';

const OLD: LLVariant = 'lengthleaper';
const NEW: LLVariant = 'lengthleaper-birds';
const words = (s: string) =>
  s
    .split(/\s+/)
    .filter((w) => w !== '')
    .sort();
const texts = (v: LLVariant, text: string) => llMoves(llParse(v, text)).map((m) => m.text);

/** Destination cells of the man on `from`, sorted by name. */
function dests(v: LLVariant, text: string, from: string): string[] {
  const out = new Set<string>();
  for (const t of texts(v, text)) {
    const m = /^(\d[a-d]\d)[-x](\d[a-d]\d)(=[A-Z])?$/.exec(t);
    if (!m) throw new Error(`bad move text ${t}`);
    if (m[1] === from) out.add(m[2]!);
  }
  return [...out].sort();
}
const lone = (letter: string, cell: string) =>
  letter === 'K' ? `w: K${cell}; b: K8a6; turn: w` : `w: K2a3 ${letter}${cell}; b: K8a6; turn: w`;

describe('lengthleaper reference: parsing and printing', () => {
  it('rejects bad input with a clear message', () => {
    expect(() => llParse(OLD, 'w: K1a3')).toThrow(/1a3/);
    expect(() => llParse(OLD, 'w: K5e3')).toThrow(/5e3/);
    expect(() => llParse(OLD, 'w: G1a1')).toThrow(/G1a1/);
    expect(() => llParse(NEW, 'w: T1a1')).toThrow(/T1a1/);
    expect(() => llParse(OLD, 'w: K1b1; turn: x')).toThrow(/turn/);
    expect(() => llParse(OLD, 'w: K1b1; b: K9b5; turn: b; ep: 4b2')).toThrow(/ep/);
  });
  it('prints position text in board order', () => {
    expect(llText(llParse(OLD, 'b: P7c4 K8a6; w: P3b2 K2a3;turn:b;clock:4;move:9'))).toBe(
      'w: K2a3 P3b2; b: K8a6 P7c4; turn: b; clock: 4; move: 9',
    );
  });
});

describe('lengthleaper reference: worked examples (§7)', () => {
  it('E1: King on 5b3 has 20, on 5a3 13', () => {
    expect(dests(OLD, lone('K', '5b3'), '5b3')).toEqual(
      words('4a3 4a2 5a4 5a3 5a2 6a4 6a3 4b3 4b2 5b4 5b2 6b4 6b3 4c3 4c2 5c4 5c3 5c2 6c4 6c3'),
    );
    expect(dests(OLD, lone('K', '5a3'), '5a3')).toHaveLength(13);
  });
  it('E3: Bishop on 5b3 has 18', () => {
    expect(dests(OLD, lone('B', '5b3'), '5b3')).toEqual(
      words('4a3 4a2 5a4 5a2 6a4 6a3 4c3 4c2 5c4 5c2 6c4 6c3 3d3 3d1 5d5 5d1 7d5 7d3'),
    );
  });
  it('E5: pawns', () => {
    expect(dests(OLD, 'w: K2a3 P3b2; b: K8a6; turn: w', '3b2')).toEqual(words('4b3 4b2 5b4 5b2'));
    expect(dests(OLD, 'w: K2a3 P3b2; b: K8a6 P4a2 P4a3 P4b2 P4c2 P4c3; turn: w', '3b2')).toEqual(
      words('4a2 4a3 4c2 4c3 4b3 5b4'),
    );
    expect(dests(OLD, 'w: K2a3; b: K8a6 P7c4; turn: b', '7c4')).toEqual(words('6c4 6c3 5c4 5c2'));
    expect(dests(OLD, 'w: K2a3 P5b6; b: K8a6; turn: w', '5b6')).toEqual(['6b6']);
  });
  it('E7: length leapers, King and Bishop on 5a3', () => {
    const table: [string, string][] = [
      ['T', '3a3 3a1 5a5 5a1 7a5 7a3 3b2 4b4 4b1 6b5 6b2 7b4 5c3'],
      ['S', '2a2 2a1 3a4 4a5 6a6 7a6 8a5 8a4 3c2 4c4 4c1 6c5 6c2 7c4'],
      ['E', '2b2 2b1 3b4 4b5 6b6 7b6 8b5 8b4 3c3 3c1 5c5 5c1 7c5 7c3'],
      ['W', '1a1 9a5 3d2 4d4 4d1 6d5 6d2 7d4'],
      ['N', '1a2 9a6 1b1 9b5 2c3 5c6 8c6 3d3 3d1 5d5 5d1 7d5 7d3'],
      ['F', '1c1 9c5 2d2 2d1 3d4 4d5 6d6 7d6 8d5 8d4'],
      ['V', '1c2 9c6'],
      ['K', '4a3 4a2 5a4 5a2 6a4 6a3 4b3 4b2 5b4 5b3 5b2 6b4 6b3'],
      ['B', '4b3 4b2 5b4 5b2 6b4 6b3 3c3 3c1 5c5 5c1 7c5 7c3 2d3 5d6 8d6'],
    ];
    for (const [letter, list] of table)
      expect([letter, dests(OLD, lone(letter, '5a3'), '5a3')]).toEqual([letter, words(list)]);
  });
  it('§2.3: the leaper vector counts', () => {
    expect('TSEWNFV'.split('').map((l) => llLeaps(l).length)).toEqual([20, 24, 36, 18, 48, 44, 48]);
  });
  it('E9: whole-board checksums of the older pieces and of the birds', () => {
    const sum = (v: LLVariant, letter: string, cells: string[]) =>
      cells.reduce((n, c) => n + texts(v, `w: ${letter}${c}`).length, 0);
    const all: string[] = [];
    for (let R = 1; R <= 9; R++)
      for (let F = 1; F <= 6; F++) if (F >= R - 4 && F <= R + 1) for (const l of 'abcd') all.push(`${R}${l}${F}`);
    expect(all).toHaveLength(136);
    expect('KQRBTSEWNFV'.split('').map((l) => sum(OLD, l, all))).toEqual([
      1824, 3744, 2128, 1616, 1372, 1224, 1560, 492, 1392, 792, 752,
    ]);
    const odd = all.filter((c) => Number(c[0]) % 2 === 1);
    expect('CMGXOA'.split('').map((l) => sum(NEW, l, odd))).toEqual([308, 656, 300, 464, 608, 1120]);
  });
  it('start positions: 138, 130, and 138 for Black; E11 in detail', () => {
    expect(llPerft(llParse(OLD, LL_START.lengthleaper), 1)).toBe(138);
    expect(llPerft(llParse(OLD, LL_START.lengthleaper.replace('turn: w', 'turn: b')), 1)).toBe(138);
    const birds = texts(NEW, LL_START['lengthleaper-birds']);
    expect(birds).toHaveLength(130);
    expect([
      birds.filter((t) => t[0] === '3').length,
      birds.filter((t) => t[0] === '1').length,
      birds.filter((t) => t[0] === '2').length,
    ]).toEqual([64, 0, 66]);
    expect(dests(NEW, LL_START['lengthleaper-birds'], '2b2')).toEqual(words('6b6 6b2 6d4'));
    expect(dests(NEW, LL_START['lengthleaper-birds'], '2c2')).toEqual(words('6a4 6c6 6c2'));
  });
  it('E13: promotion, a Permit only on level a or d', () => {
    const all = texts(OLD, 'w: K1b1 P8c5; b: K5d1 R9d6; turn: w');
    expect(all).toHaveLength(30);
    const pawn = all.filter((t) => t.startsWith('8c5'));
    expect(pawn).toHaveLength(19);
    expect(pawn.filter((t) => t.endsWith('=W'))).toEqual(['8c5x9d6=W']);
  });
  it('E15: checkmate', () => {
    const s = llParse(OLD, 'w: K1a1; b: K3b3 Q2a2; turn: w');
    expect(llInCheck(s, 'w')).toBe(true);
    expect(llStatus(s)).toBe('checkmate');
  });
  it('E17: the Permit off its levels', () => {
    expect(dests(OLD, lone('W', '5b3'), '5b3')).toEqual(['1b1', '9b5']);
    expect(dests(OLD, lone('W', '4c3'), '4c3')).toEqual(['8c5']);
  });
  it('en passant: a double step, the capture from an adjacent level, the victim removed', () => {
    const push = llMoves(llParse(OLD, 'w: K1b1 P3b2; b: K9b5 P5a3 P5b3; turn: w')).find((m) => m.text === '3b2-5b2')!;
    expect(llText(push.next)).toBe('w: K1b1 P5b2; b: P5a3 P5b3 K9b5; turn: b; ep: 4b2');
    const replies = llMoves(push.next);
    expect(replies.map((m) => m.text)).toContain('5a3x4b2');
    expect(replies.map((m) => m.text)).not.toContain('5b3x4b2');
    expect(llText(replies.find((m) => m.text === '5a3x4b2')!.next)).toBe(
      'w: K1b1; b: P4b2 P5b3 K9b5; turn: w; move: 2',
    );
  });
});
