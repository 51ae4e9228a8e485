/** Custom atom kinds are declared in the variant's definition (VariantDef `atomKinds`), not in a global registry. */
import { describe, expect, it } from 'vitest';
import { Position } from '@/engine';
import { defineVariant } from '@/engine/rules/variant';
import { panoplyDef } from '@/engine/variants/panoply';

describe('atom kinds declared per variant', () => {
  it('a definition whose atom names an undeclared kind is refused when it is compiled', () => {
    const def = panoplyDef();
    const broken = { ...def, atomKinds: {} };
    expect(() => defineVariant(broken)).toThrow(/atom kind panoply-replace is not declared in atomKinds/);
  });
  it('two definitions may give the same kind name different meanings', () => {
    const def = panoplyDef();
    // A copy of Panoply whose Rider captures like the King (one cell): its kind `panoply-replace` is its own.
    const short = {
      ...def,
      atomKinds: {
        ...def.atomKinds,
        'panoply-replace': { ...def.atomKinds['panoply-replace']!, generate: () => undefined },
      },
    };
    const v = defineVariant(short);
    const text = 'w: Kj1 Rf5; b: Kd13 Rf9; turn: w';
    const mine = Position.parse(v, text);
    const real = Position.parse(defineVariant(def), text);
    if (!mine.ok || !real.ok) throw new Error('parse');
    const takes = (p: Position) => p.legalMoves().filter((m) => m.capture >= 0).length;
    expect(takes(real.value)).toBeGreaterThan(0);
    expect(takes(mine.value)).toBe(0);
  });
});
