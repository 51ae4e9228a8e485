/**
 * Every stored puzzle is proved by the solver (goal reachable, not sooner than stated, every stored move right,
 * the opponent's stored moves best defences), and every variant has its puzzles.
 */
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, provePuzzle, puzzlePosition } from '@/engine';
import { PUZZLES, PUZZLES_BY_VARIANT } from '@/content/puzzles/index';

const MINIMUM: Record<string, number> = { lengthleaper: 5, 'lengthleaper-birds': 5 };

describe('puzzle collection', () => {
  it.each([...VARIANT_IDS])('%s has its puzzles', (id) => {
    expect(PUZZLES_BY_VARIANT[id].length).toBeGreaterThanOrEqual(MINIMUM[id] ?? 8);
    for (const p of PUZZLES_BY_VARIANT[id]) expect(p.variant).toBe(id);
  });
  it('ids are unique and name their variant', () => {
    expect(new Set(PUZZLES.map((p) => p.id)).size).toBe(PUZZLES.length);
    for (const p of PUZZLES) expect(p.id.startsWith(`${p.variant}-`), p.id).toBe(true);
  });
  it('every puzzle has its words', () => {
    for (const p of PUZZLES) {
      for (const field of ['title', 'rule', 'hint', 'explanation'] as const)
        expect(p[field].trim().length, `${p.id}.${field}`).toBeGreaterThan(3);
      expect([1, 2, 3]).toContain(p.level);
    }
  });
});

describe('every puzzle is sound', () => {
  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const proof = provePuzzle(p);
    expect(proof.errors).toEqual([]);
    expect(proof.accepted.length, 'moves the page accepts').toBeGreaterThan(0);
    expect(puzzlePosition(p).toString(), 'the position text is written as the engine prints it').toBe(p.position);
  });
});
