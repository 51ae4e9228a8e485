/** The registry of implemented variants. A variant is added here when its rules are complete. */
import { err, ok, type Result } from '../result';
import type { Variant } from '../rules/variant';
import { VARIANT_IDS, type VariantId } from '../types';
import { defineVariant, type VariantDef } from '../rules/variant';
import { fullhouseDef } from './fullhouse';
import { glinskiDef } from './glinski';
import { kingAndQueenDef } from './king-and-queen';
import { lengthleaperBirdsDef, lengthleaperOlderDef } from './lengthleaper';
import { panoplyDef } from './panoply';
import { peanutDef } from './peanut';

/** Each variant's definition; it is compiled the first time it is asked for (a page compiles its own only). */
const DEFS: Partial<Record<VariantId, () => VariantDef>> = {
  glinski: () => glinskiDef,
  fullhouse: () => fullhouseDef,
  peanut: () => peanutDef,
  lengthleaper: () => lengthleaperOlderDef,
  'lengthleaper-birds': () => lengthleaperBirdsDef,
  'king-and-queen': () => kingAndQueenDef,
  panoply: () => panoplyDef(),
};

/** The compiled variants by id (enumerable getters: reading one compiles it once). */
export const VARIANTS: Partial<Record<VariantId, Variant>> = {};
for (const [id, def] of Object.entries(DEFS)) {
  let compiled: Variant | undefined;
  Object.defineProperty(VARIANTS, id, {
    enumerable: true,
    get: () => {
      compiled ??= defineVariant(def());
      return compiled;
    },
  });
}

/** Returns the compiled variant for an id, or an error naming the known ids. */
export function getVariant(id: string): Result<Variant> {
  const v = Object.hasOwn(VARIANTS, id) ? VARIANTS[id as VariantId] : undefined; // not '__proto__' or 'constructor'
  if (v) return ok(v);
  if ((VARIANT_IDS as readonly string[]).includes(id))
    return err('ERR_VARIANT', `variant "${id}" is not implemented yet`);
  return err('ERR_VARIANT', `unknown variant "${id}" (known: ${VARIANT_IDS.join(', ')})`);
}

/** The plain-language notes of a variant (what was reconstructed or interpreted), or an error for an unknown id. */
export function variantNotes(id: string): Result<readonly string[]> {
  const v = getVariant(id);
  return v.ok ? ok(v.value.def.notes ?? []) : v;
}
