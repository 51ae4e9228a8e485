// A leap's parts from cell coordinates (issue #16 item 5), checked against the rules' lengths: every leap of every
// variant's leapers has the length its rules give (docs/rules/*.md), riders make several in one line, and
// steps, slides, lame leaps and cannons are no leaps; the words for the move panel, the boards and the 3-D scene.
import { describe, expect, test } from 'vitest';
import { parsePosition, seededRandom, VARIANT_IDS, type BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import { boardModel } from '@/components/board/core/model';
import {
  gridOf,
  leapLength,
  leapParts,
  leapSentence,
  leapShort,
  leapWords,
  moveLeap,
  planeParts,
  rootText,
} from '@/components/board/core/leap';

const view = (id: string, position?: string): BoardView => {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cell = (v: BoardView, n: string) => v.cells.find((c) => c.name === n)!;
/** The leaps of every move of the man on `from`. */
const leapsOf = (v: BoardView, from: string) => {
  const m = boardModel(v);
  return (v.moves.get(from) ?? []).map((mv) => moveLeap(m.byName, from, mv, gridOf(v.layout)));
};

/**
 * Length² of the leaps per piece letter, from the rules: lengthleaper.md §2.3 (SOLL of each length leaper) and
 * §2.4 (the Grouse's hybrid diagonal, length² 4, which the Peacock shares and the Pheasant and Peahen repeat);
 * glinski.md and peanut.md (the hex knight, √7); fullhouse.md §3.2 (Thunderbird and Hippo 2-leaps, Pegasus and
 * Hydra 3-leaps and knight leaps, the Unicorn's nightrider); king-and-queen.md §4.3 (only the promoted knight
 * leaps, √5; the unpromoted one is a lame xiangqi horse). Panoply has no leaper.
 */
const LEAPERS: Record<string, Record<string, readonly number[]>> = {
  glinski: { N: [7] },
  peanut: { N: [7] },
  fullhouse: { N: [7], T: [4], H: [4], E: [7, 9], Y: [7, 9], U: [7] },
  'king-and-queen': { '+N': [5] },
  panoply: {},
  lengthleaper: { T: [4], S: [7], E: [8], W: [12], N: [13], F: [16], V: [17] },
  'lengthleaper-birds': { S: [7], E: [8], W: [12], N: [13], F: [16], V: [17], G: [4], O: [4], X: [4], A: [4] },
};
/** Pieces whose leaps repeat in one line (riders). */
const RIDERS: Record<string, readonly string[]> = { fullhouse: ['U'], 'lengthleaper-birds': ['X', 'A'] };
/** The length leapers' components per SOLL (lengthleaper.md §2.3). */
const COMPONENTS: Record<number, readonly string[]> = {
  4: ['Dabbaba', 'Rumbaba'],
  7: ['Sennight', 'Foal'],
  8: ['Elephant', 'Heffalump'],
  12: ['Eunuch', 'Prefect'],
  13: ['Zebra', 'Aurochs', 'Baker'],
  16: ['Cobbler', 'Drummer', 'Sabbaba'],
  17: ['Giraffe', 'Fencer'],
};

describe('leap parts', () => {
  test('lengths are written as roots unless whole', () => {
    expect(rootText(7)).toBe('√7');
    expect(rootText(4)).toBe('2');
    expect(rootText(13)).toBe('√13');
  });

  test('a step within a level splits into straight and right-angle steps (lengthleaper.md §1.6: m² + 3n²)', () => {
    expect(planeParts(7, 'hex')).toEqual([2, 1]); // Sennight 2/1
    expect(planeParts(12, 'hex')).toEqual([3, 1]); // Eunuch 3/1
    expect(planeParts(13, 'hex')).toEqual([1, 2]); // Aurochs 1/2
    expect(planeParts(9, 'hex')).toEqual([3, 0]);
    expect(planeParts(5, 'square')).toEqual([2, 1]);
    expect(planeParts(2, 'hex')).toBeUndefined();
  });

  test.each(Object.entries(LEAPERS.lengthleaper!))(
    'every move of a lone Lengthleaper %s on 5b3 is a leap of its length², split into its parts',
    (letter, [sq]) => {
      const v = view('lengthleaper', `w: K1b1 ${letter}5b3; b: K9a6; turn: w`);
      const leaps = leapsOf(v, '5b3');
      expect(leaps.length).toBeGreaterThan(0);
      for (const l of leaps) {
        expect(l, `${letter}: every move is a leap`).toBeDefined();
        expect(l!.parts.square).toBe(sq);
        expect(l!.parts.within + l!.parts.levels ** 2).toBe(sq);
        expect(Math.abs(l!.parts.levels)).toBeLessThanOrEqual(3);
        expect(l!.count).toBe(1);
        expect(COMPONENTS[sq!]).toContain(l!.label);
      }
    },
  );

  test('the Rootthirteenleaper on b reaches a, c and d: the parts name the levels crossed', () => {
    const v = view('lengthleaper', 'w: K1b1 N5b3; b: K9b5; turn: w');
    const from = cell(v, '5b3');
    const parts = v.moves.get('5b3')!.map((m) => leapParts(from, cell(v, m.land[0]!)));
    expect(new Set(parts.map((p) => p.levels))).toEqual(new Set([1, 0, -1, -2]));
    const down2 = parts.find((p) => p.levels === -2)!;
    expect(down2.within).toBe(9);
    expect(leapShort(down2)).toBe('√13: 3 across, 2 down');
    expect(leapWords(down2)).toBe('a leap of √13: a step of 3 within the level, then 2 levels down (9 + 4 = 13)');
    const up = parts.find((p) => p.levels === 1)!;
    expect(leapWords(up)).toBe('a leap of √13: a step of √12 within the level, then 1 level up (12 + 1 = 13)');
    const zebra = leapsOf(v, '5b3').find((l) => l?.parts.levels === -2)!;
    expect(leapSentence(zebra)).toMatch(
      /^5b3 to \d[d]\d+: a leap of √13 \(Zebra\): a step of 3 within the level, then 2 levels down \(9 \+ 4 = 13\)\.$/,
    );
  });

  test('Gliński’s, Peanut’s and Full House’s knights leap √7 on the flat board: 2 straight, 1 diagonal across', () => {
    for (const id of ['glinski', 'peanut', 'fullhouse']) {
      const v = view(id);
      const knight = v.pieces.find((p) => p.color === v.turn && p.kind === 'knight' && v.moves.has(p.cell))!;
      const leaps = leapsOf(v, knight.cell);
      expect(leaps.length).toBeGreaterThan(0);
      for (const l of leaps) {
        expect(leapLength(l!.parts)).toBe('√7');
        expect(l!.parts.levels).toBe(0);
        expect(leapSentence(l!)).toBe(
          `${knight.cell} to ${l!.to}: a leap of √7: 2 steps straight on, then 1 diagonal step at right angles (4 + 3 = 7).`,
        );
      }
    }
  });

  test('King and Queen: the lame horse is no leap, its promoted knight leaps √5 on squares', () => {
    const horse = view('king-and-queen', 'w: Kd1 Ne4; b: Kf7; turn: w');
    expect(leapsOf(horse, 'e4').every((l) => !l)).toBe(true);
    const knight = view('king-and-queen', 'w: Kd1 +Ne4; b: Kf7; turn: w');
    const leaps = leapsOf(knight, 'e4');
    expect(leaps.length).toBeGreaterThan(0);
    for (const l of leaps)
      expect(leapWords(l!.parts, l!.grid)).toBe(
        'a leap of √5: 2 steps straight on, then 1 step at right angles (4 + 1 = 5)',
      );
  });

  test('Full House: the Pegasus leaps 3 straight, the Unicorn rides knight leaps and slides as a bishop', () => {
    const peg = view('fullhouse', 'w: Kg1 Ef6; b: Kg10; turn: w');
    const straight = leapsOf(peg, 'f6').filter((l) => l?.parts.square === 9);
    expect(straight.length).toBe(6);
    expect(leapWords(straight[0]!.parts)).toBe('a leap of 3: 3 steps straight on');
    const uni = view('fullhouse', 'w: Kg1 Ud2; b: Kf10; turn: w');
    const leaps = leapsOf(uni, 'd2').filter((l) => l);
    const two = leaps.find((l) => l!.count === 2)!;
    expect(two.via).toHaveLength(1);
    expect(two.label).toBe('nightrider');
    expect(leapSentence(two)).toMatch(
      /^d2 to \w+: 2 leaps in one line \(nightrider\), by \w+; each a leap of √7: 2 steps straight on, then 1 diagonal step at right angles \(4 \+ 3 = 7\)\.$/,
    );
    // The bishop part slides along diagonals: steps, so no leap.
    expect(leapsOf(uni, 'd2').filter((l) => !l).length).toBeGreaterThan(0);
  });
});

/** Positions along random games from the start (the engine's seeded generator). */
function randomPositions(id: string, seed: number, games: number, plies: number): BoardView[] {
  const random = seededRandom(seed);
  const out: BoardView[] = [];
  for (let g = 0; g < games; g++) {
    let v = view(id);
    for (let ply = 0; ply < plies && !v.outcome; ply++) {
      out.push(v);
      const all = [...v.moves.values()].flat();
      if (!all.length) break;
      const pos = parsePosition(id, v.position);
      if (!pos.ok) throw new Error(pos.error.message);
      const next = pos.value.playText(all[Math.floor(random() * all.length)]!.text);
      if (!next.ok) throw new Error(next.error.message);
      v = view(id, next.value.toString());
    }
  }
  return out;
}

describe.each(VARIANT_IDS)('%s: the leaps of random games have the rules’ lengths', (id) => {
  test('every move of every man: a leap only for a leaper, of its length², riders in one line', () => {
    const expected = LEAPERS[id]!;
    const seen = new Map<string, Set<number>>();
    for (const v of randomPositions(id, 5, 4, 80)) {
      const model = boardModel(v);
      for (const [from, moves] of v.moves) {
        const letter = v.pieces.find((p) => p.cell === from)?.letter ?? from;
        for (const mv of moves) {
          const l = moveLeap(model.byName, from, mv, gridOf(v.layout));
          if (!l) continue;
          expect(expected[letter], `${id}: ${letter} ${mv.text} is no leaper's move`).toContain(l.parts.square);
          if (l.count > 1) expect(RIDERS[id], `${id}: ${letter} rides`).toContain(letter);
          expect(leapParts(cell(v, from), cell(v, l.to)).square).toBe(l.parts.square * l.count ** 2);
          if (!seen.has(letter)) seen.set(letter, new Set());
          seen.get(letter)!.add(l.parts.square);
        }
      }
    }
    // Every leaper of the table was seen leaping (the random games reach them all, promoted knights included).
    expect(Object.fromEntries([...seen].map(([k, s]) => [k, [...s].sort((a, b) => a - b)]))).toEqual(expected);
  });
});
