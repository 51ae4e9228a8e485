/**
 * Every variant the engine implements, as values: each one's definition (its module's data and hooks) by id, and
 * the compiled variant, made the first time it is asked for and kept (compiling Lengthleaper or Panoply takes tens
 * of milliseconds, so a page compiles only the variants it shows). Node (the command line, the tests, the server)
 * and every page reach it through the engine's one door, engine/index.ts.
 */
import { err, ok, type Result } from '../result';
import { defineVariant, type Variant, type VariantDef } from '../rules/variant';
import { VARIANT_IDS, type VariantId } from '../types';
import { fullhouseDef } from './fullhouse';
import { glinskiDef } from './glinski';
import { kingAndQueenDef } from './king-and-queen';
import { lengthleaperBirdsDef, lengthleaperOlderDef } from './lengthleaper';
import { panoplyDef } from './panoply';
import { peanutDef } from './peanut';

/** The definitions by id, in the order the command line and the tests list the variants. */
const DEFINITIONS: { readonly [id in VariantId]: VariantDef } = {
  glinski: glinskiDef,
  fullhouse: fullhouseDef,
  peanut: peanutDef,
  lengthleaper: lengthleaperOlderDef,
  'lengthleaper-birds': lengthleaperBirdsDef,
  'king-and-queen': kingAndQueenDef,
  panoply: panoplyDef(),
};

const compiled = new Map<VariantId, Variant>();

/** Compiles a variant the first time it is asked for; the same value after. */
function compile(id: VariantId): Variant {
  let v = compiled.get(id);
  if (!v) compiled.set(id, (v = defineVariant(DEFINITIONS[id])));
  return v;
}

/** Returns the compiled variant of an id, or an error naming the known ids. */
export function getVariant(id: string): Result<Variant> {
  // Own keys only: not '__proto__' or 'constructor'.
  if (!Object.hasOwn(DEFINITIONS, id))
    return err('ERR_VARIANT', `unknown variant "${id}" (known: ${VARIANT_IDS.join(', ')})`);
  return ok(compile(id as VariantId));
}

/** Every variant, compiled, by id in the order of DEFINITIONS (for the command line's lists and the tests). */
export function allVariants(): Readonly<Record<VariantId, Variant>> {
  const ids = Object.keys(DEFINITIONS) as VariantId[];
  return Object.fromEntries(ids.map((id) => [id, compile(id)])) as Record<VariantId, Variant>;
}
