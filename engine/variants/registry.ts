/**
 * The variants the engine knows in this process: their definitions are registered, then each is compiled the first
 * time it is asked for. Node (the command line, the tests, the server) registers every variant at once
 * (variants/index.ts); a lesson page in the browser registers only the ones its boards use, fetched on demand
 * (variants/load.ts), so that it does not download the rules of the other games.
 */
import { err, ok, type Result } from '../result';
import { defineVariant, type Variant, type VariantDef } from '../rules/variant';
import { VARIANT_IDS, type VariantId } from '../types';

/** Definitions by id, each a function so that nothing is built before it is used. */
type VariantDefs = Partial<Record<VariantId, () => VariantDef>>;

/** The compiled variants by id (enumerable getters: reading one compiles it once), in registration order. */
export const VARIANTS: Partial<Record<VariantId, Variant>> = {};

/** Whether every implemented variant is registered (variants/index.ts): an id missing then is not implemented. */
let complete = false;

/**
 * Registers definitions; an id registered before keeps its first definition (registering twice is harmless).
 * `all`: these are all the implemented variants.
 */
export function registerVariants(defs: VariantDefs, all = false): void {
  complete ||= all;
  for (const [id, def] of Object.entries(defs)) {
    if (Object.hasOwn(VARIANTS, id) || !def) continue;
    let compiled: Variant | undefined;
    Object.defineProperty(VARIANTS, id, {
      enumerable: true,
      get: () => {
        compiled ??= defineVariant(def());
        return compiled;
      },
    });
  }
}

/** Returns the compiled variant for an id, or an error naming the known ids. */
export function getVariant(id: string): Result<Variant> {
  const v = Object.hasOwn(VARIANTS, id) ? VARIANTS[id as VariantId] : undefined; // not '__proto__' or 'constructor'
  if (v) return ok(v);
  if ((VARIANT_IDS as readonly string[]).includes(id))
    return err(
      'ERR_VARIANT',
      complete
        ? `variant "${id}" is not implemented yet`
        : `the rules of variant "${id}" are not loaded (loadVariant first)`,
    );
  return err('ERR_VARIANT', `unknown variant "${id}" (known: ${VARIANT_IDS.join(', ')})`);
}

/**
 * What a variant's module gives the registry: its definitions, and a mark naming its ids that the build finds in
 * the module's chunk to preload it with a lesson page (scripts/preload-boards.mjs).
 */
export interface VariantRules {
  readonly mark: string;
  readonly defs: VariantDefs;
}
