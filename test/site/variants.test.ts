import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, VARIANT_INFO, variantInfo, variantHref } from '@/content/variants';

// The ids of docs/CONVENTIONS.md §1.
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
    expect(VARIANT_INFO.map((v) => v.id).sort()).toEqual([...CONVENTION_IDS].sort());
  });

  test('gives every variant a name, inventor, board and one-line pitch', () => {
    for (const v of VARIANT_INFO) {
      expect(v.name, v.id).not.toBe('');
      expect(v.inventor, v.id).not.toBe('');
      expect(v.board, v.id).not.toBe('');
      expect(v.pitch, v.id).not.toMatch(/\n/);
      expect(v.pitch.length, v.id).toBeLessThanOrEqual(160);
    }
  });

  test('points families and base games at existing variants', () => {
    for (const v of VARIANT_INFO) {
      if (v.family) expect(variantInfo(v.family)?.family, v.id).toBeUndefined();
      if (v.baseOf) expect(variantInfo(v.baseOf), v.id).toBeDefined();
    }
    expect(variantInfo('lengthleaper-birds')?.family).toBe('lengthleaper');
    expect(variantInfo('glinski')?.baseOf).toBe('fullhouse');
  });

  test('builds the addresses of docs/CONVENTIONS.md §8', () => {
    expect(variantHref('king-and-queen')).toBe('/variants/king-and-queen/');
    expect(variantHref('peanut', 'puzzles')).toBe('/variants/peanut/puzzles/');
    expect(variantInfo('chess')).toBeUndefined();
  });
});
