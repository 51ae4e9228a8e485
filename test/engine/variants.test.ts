/** The variants as values (engine/variants/index.ts): each compiled once, when first asked for; unknown ids refused. */
import { describe, expect, it } from 'vitest';
import { parsePosition, VARIANT_IDS } from '@/engine';
import { allVariants, getVariant } from '@/engine/variants/index';

describe('variants', () => {
  it('every id of docs/CONVENTIONS.md §1 has its variant, in the command line’s order', () => {
    expect(Object.keys(allVariants())).toEqual([
      'glinski',
      'fullhouse',
      'peanut',
      'lengthleaper',
      'lengthleaper-birds',
      'king-and-queen',
      'panoply',
    ]);
    expect(Object.keys(allVariants()).sort()).toEqual([...VARIANT_IDS].sort());
    for (const [id, v] of Object.entries(allVariants())) expect(v.id).toBe(id);
  });

  it('compiles a variant once: asking again gives the same value', () => {
    const a = getVariant('panoply');
    const b = getVariant('panoply');
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(allVariants().panoply).toBe(a.ok ? a.value : undefined);
  });

  it('refuses an unknown id, inherited names included, naming the known ones', () => {
    for (const id of ['chess', '__proto__', 'constructor', 'toString', '']) {
      const r = getVariant(id);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_VARIANT');
        expect(r.error.message).toBe(`unknown variant "${id}" (known: ${VARIANT_IDS.join(', ')})`);
      }
    }
    expect(parsePosition('chess').ok).toBe(false);
  });
});
