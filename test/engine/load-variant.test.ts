/**
 * The registry and a variant's rules fetched on demand (engine/variants/load.ts): a lesson's boards import the
 * engine's second door, `@/engine/core`, which registers no variant, and load the rules of their own variant only.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_IDS } from '@/engine';
import { fullhouseRules } from '@/engine/variants/fullhouse';
import { glinskiRules } from '@/engine/variants/glinski';
import { kingAndQueenRules } from '@/engine/variants/king-and-queen';
import { lengthleaperRules } from '@/engine/variants/lengthleaper';
import { panoplyRules } from '@/engine/variants/panoply';
import { peanutRules } from '@/engine/variants/peanut';
import { VARIANTS } from '@/engine/variants/index';

describe('a page that loads only its own variant', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh engine, as in a browser that has loaded @/engine/core only
  });

  it('knows no variant until it loads one, then that one only', async () => {
    const core = await import('@/engine/core');
    const before = core.parsePosition('panoply', undefined);
    expect(before.ok).toBe(false);
    if (!before.ok) expect(before.error.message).toContain('the rules of variant "panoply" are not loaded');
    await core.loadVariant('panoply');
    expect(core.parsePosition('panoply', undefined).ok).toBe(true);
    expect(core.parsePosition('glinski', undefined).ok).toBe(false);
    const { VARIANTS: loaded } = await import('@/engine/variants/registry');
    expect(Object.keys(loaded)).toEqual(['panoply']);
  });

  it('loads both Lengthleaper subvariants from their one module, and a second load is the same promise', async () => {
    const core = await import('@/engine/core');
    await core.loadVariant('lengthleaper-birds');
    expect(core.parsePosition('lengthleaper', undefined).ok).toBe(true);
    expect(core.parsePosition('lengthleaper-birds', undefined).ok).toBe(true);
    await expect(core.loadVariant('lengthleaper')).resolves.toBeUndefined();
  });

  it('rejects an unknown id with a message naming it, and registers nothing', async () => {
    const core = await import('@/engine/core');
    await expect(core.loadVariant('chess')).rejects.toThrow('unknown variant "chess"');
    await expect(core.loadVariant('__proto__')).rejects.toThrow('unknown variant "__proto__"');
    const { VARIANTS: loaded } = await import('@/engine/variants/registry');
    expect(Object.keys(loaded)).toEqual([]);
  });
});

describe('the full registry', () => {
  it('holds every implemented variant in the registry’s order, and loading one there needs no fetch', async () => {
    expect(Object.keys(VARIANTS)).toEqual([
      'glinski',
      'fullhouse',
      'peanut',
      'lengthleaper',
      'lengthleaper-birds',
      'king-and-queen',
      'panoply',
    ]);
    expect([...VARIANT_IDS].sort()).toEqual(Object.keys(VARIANTS).sort());
    const core = await import('@/engine/core');
    await expect(core.loadVariant('glinski')).resolves.toBeUndefined();
  });

  it('each variant module’s mark names exactly the ids it defines (the build preloads a lesson’s rules by it)', () => {
    for (const rules of [
      glinskiRules,
      fullhouseRules,
      peanutRules,
      lengthleaperRules,
      kingAndQueenRules,
      panoplyRules,
    ]) {
      const [prefix, ids] = rules.mark.split(':');
      expect(prefix).toBe('hexplore-rules');
      expect(ids!.split(',')).toEqual(Object.keys(rules.defs));
    }
  });
});
