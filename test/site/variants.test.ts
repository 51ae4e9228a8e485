import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, VARIANTS, getVariant, variantHref } from '@/content/variants';

// The ids of ../shared/CONVENTIONS.md §1.
const CONVENTION_IDS = [
  'peanut',
  'panoply',
  'fullhouse',
  'king-and-queen',
  'lengthleaper',
  'lengthleaper-birds',
  'glinski',
];

describe('content/variants.ts', () => {
  test('covers every variant id of the conventions exactly once', () => {
    expect([...VARIANT_IDS].sort()).toEqual([...CONVENTION_IDS].sort());
    expect(VARIANTS.map((v) => v.id).sort()).toEqual([...CONVENTION_IDS].sort());
  });

  test('gives every variant a name, inventor, board and one-line pitch', () => {
    for (const v of VARIANTS) {
      expect(v.name, v.id).not.toBe('');
      expect(v.inventor, v.id).not.toBe('');
      expect(v.board, v.id).not.toBe('');
      expect(v.pitch, v.id).not.toMatch(/\n/);
      expect(v.pitch.length, v.id).toBeLessThanOrEqual(160);
    }
  });

  test('points families and base games at existing variants', () => {
    for (const v of VARIANTS) {
      if (v.family) expect(getVariant(v.family)?.family, v.id).toBeUndefined();
      if (v.baseOf) expect(getVariant(v.baseOf), v.id).toBeDefined();
    }
    expect(getVariant('lengthleaper-birds')?.family).toBe('lengthleaper');
    expect(getVariant('glinski')?.baseOf).toBe('fullhouse');
  });

  test('builds the addresses of CONVENTIONS.md §8', () => {
    expect(variantHref('king-and-queen')).toBe('/variants/king-and-queen/');
    expect(variantHref('peanut', 'puzzles')).toBe('/variants/peanut/puzzles/');
    expect(getVariant('chess')).toBeUndefined();
  });
});
