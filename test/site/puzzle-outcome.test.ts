import { describe, expect, test } from 'vitest';
import { outcomeWords, parseOutcomes } from '@/components/puzzles/outcome';
import { parseProgress } from '@/components/puzzles/progress';

describe('puzzle badge words say what happened', () => {
  test('first try, wrong moves, hints, the solution seen', () => {
    expect(outcomeWords('solved', undefined)).toBe('Solved first try');
    expect(outcomeWords('helped', { wrong: 1, hints: 0 })).toBe('Solved after a wrong move');
    expect(outcomeWords('helped', { wrong: 0, hints: 1 })).toBe('Solved with 1 hint');
    expect(outcomeWords('helped', { wrong: 2, hints: 3 })).toBe('Solved after 2 wrong moves, with 3 hints');
    expect(outcomeWords('helped', { wrong: 0, hints: 0, seen: true })).toBe('Solved after seeing the solution');
    expect(outcomeWords('seen', { wrong: 0, hints: 2 })).toBe('Solution seen');
  });
  test('a status stored before outcomes existed keeps its old words', () => {
    expect(outcomeWords('helped', undefined)).toBe('Solved with help');
  });
});

describe('stored outcomes', () => {
  test('reads counts, leaves out what it cannot read', () => {
    const raw = JSON.stringify({
      a: { wrong: 1, hints: 2 },
      b: { wrong: -1, hints: 0 },
      c: 'helped',
      d: { wrong: 0, hints: 0, seen: true },
    });
    expect(parseOutcomes(raw)).toEqual({ a: { wrong: 1, hints: 2 }, d: { wrong: 0, hints: 0, seen: true } });
    expect(parseOutcomes('not json')).toEqual({});
    expect(parseOutcomes(null)).toEqual({});
  });
  test('the status data of progress.ts is unchanged: the old values still read', () => {
    expect(parseProgress(JSON.stringify({ x: 'solved', y: 'helped', z: 'seen' }))).toEqual({
      x: 'solved',
      y: 'helped',
      z: 'seen',
    });
  });
});
