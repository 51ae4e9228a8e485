// The Try-it questions on the student's path (components/learn/questions.ts): the offered answers, the engine's
// counts, and the checks the content check makes of every guide.
import { describe, expect, test } from 'vitest';
import { checkProblems, countMoves, nearCounts, questionChoices } from '@/components/learn/questions';
import { GUIDES } from '@/content/guides/index';
import { lessonOf } from '@/components/mdx/lessons';
import { boardView, parsePosition } from '@/engine';

describe('offered counts', () => {
  test('the right count among three others, all different, above zero, in rising order', () => {
    for (const n of [1, 2, 3, 5, 12, 24])
      for (const seed of [0, 1, 2]) {
        const c = nearCounts(n, seed);
        expect(c).toContain(n);
        expect(new Set(c).size).toBe(4);
        expect(c.every((x) => x > 0)).toBe(true);
        expect([...c].sort((a, b) => a - b)).toEqual(c);
      }
  });
  test('the right count does not always stand at the same place', () => {
    const places = new Set([0, 1, 2].map((seed) => nearCounts(12, seed).indexOf(12)));
    expect(places.size).toBe(3);
  });
});

describe('a question’s choices', () => {
  test('a choice question offers the right answer and every wrong one, once each, and knows which is right', () => {
    const check = { kind: 'choice', right: 'R', wrong: ['a', 'b', 'c'] } as const;
    const places = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const q = questionChoices('peanut', i, check);
      expect([...q.choices].sort()).toEqual(['R', 'a', 'b', 'c']);
      expect(q.choices[q.correct]).toBe('R');
      places.add(q.correct);
    }
    expect(places.size).toBeGreaterThan(1);
  });
  test('a count question offers the engine’s count of the man’s moves', () => {
    const check = { kind: 'count', position: 'w: Rd4 Kb1; b: Kg10', cell: 'd4' } as const;
    const q = questionChoices('peanut', 1, check);
    // The same count another way: the position's legal moves whose text starts on d4.
    const pos = parsePosition('peanut', check.position);
    if (!pos.ok) throw new Error(pos.error.message);
    const fromD4 = pos.value
      .legalMoves()
      .filter((m) => pos.value.printMove(m).startsWith('d4-') || pos.value.printMove(m).startsWith('d4x'));
    expect(q.count?.moves).toBe(fromD4.length);
    expect(q.choices[q.correct]).toBe(`${fromD4.length} moves`);
    expect(q.choices).toHaveLength(4);
  });
  test('a count that cannot be made says why', () => {
    expect(countMoves('peanut', 'w: Rd4 Kb1; b: Kg10', 'e4')).toBe('no man stands on e4');
    expect(countMoves('peanut', 'w: Rd4 Kb1; b: Kg10', 'g10')).toMatch(/not the side to move/);
    expect(countMoves('peanut', 'w: Rz9', 'z9')).toMatch(/z9/);
    expect(() => questionChoices('peanut', 0, { kind: 'count', position: 'w: Kb1', cell: 'e4' })).toThrow(/question 1/);
  });
});

describe('the guides’ checks', () => {
  test('every guide asks each of its lesson’s questions soundly, and each count is the one its answer states', () => {
    for (const [id, guide] of Object.entries(GUIDES)) {
      if (!guide) continue;
      expect(guide.checks, id).toHaveLength(lessonOf(id)?.questions.length ?? -1);
      expect(checkProblems(id, guide.checks, guide.answers), id).toEqual([]);
    }
  });
  test('every count the guides ask is a count of a man of the side to move, made by the engine', () => {
    let counts = 0;
    for (const [id, guide] of Object.entries(GUIDES))
      for (const c of guide?.checks ?? []) {
        if (c.kind !== 'count') continue;
        const pos = parsePosition(id, c.position);
        if (!pos.ok) throw new Error(pos.error.message);
        expect(countMoves(id, c.position, c.cell)).toBe(boardView(pos.value, { play: true }).moves.get(c.cell)?.length);
        counts++;
      }
    expect(counts).toBeGreaterThanOrEqual(5);
  });
  test('the problems are named: too few or repeated answers, a count the answer does not state, a count of nothing', () => {
    const answers = ['x', 'The rook has 15 moves.', 'y'];
    expect(
      checkProblems(
        'peanut',
        [
          { kind: 'choice', right: 'a', wrong: ['b'] },
          { kind: 'count', position: 'w: Rd4 Kb1; b: Kg10', cell: 'd4' },
          { kind: 'choice', right: 'a', wrong: ['a', ' '] },
          { kind: 'count', position: 'w: Kb1', cell: 'e4' },
        ],
        answers,
      ),
    ).toEqual([
      "4 check(s) for the lesson's 3 Try-it question(s)",
      'question 1: offer at least two wrong answers',
      "question 2: the engine counts 16 moves, which the guide's answer does not say",
      'question 3: an empty answer',
      'question 3: an answer offered twice',
      'question 4: no man stands on e4',
    ]);
  });
});
