/** The registry of implemented variants. A variant is added here when its rules are complete. */
import { err, ok, type Result } from '../result';
import type { Variant } from '../rules/variant';
import { VARIANT_IDS, type VariantId } from '../types';
import { fullhouse } from './fullhouse';
import { glinski } from './glinski';
import { kingAndQueen } from './king-and-queen';
import { lengthleaper, lengthleaperBirds } from './lengthleaper';
import { panoply } from './panoply';
import { peanut } from './peanut';

export const VARIANTS: Partial<Record<VariantId, Variant>> = {
  glinski,
  fullhouse,
  peanut,
  lengthleaper,
  'lengthleaper-birds': lengthleaperBirds,
  'king-and-queen': kingAndQueen,
  panoply,
};

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
