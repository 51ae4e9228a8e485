/**
 * Fetches a variant's rules when a page needs them: a lesson page in the browser loads the rules of its own
 * boards' variants only (each variant's module is its own chunk), not those of all seven. Node registers every
 * variant at once (variants/index.ts); there this resolves at once.
 */
import { getVariant, registerVariants, type VariantRules } from './registry';

const MODULES: Record<string, () => Promise<VariantRules>> = {
  glinski: () => import('./glinski').then((m) => m.glinskiRules),
  fullhouse: () => import('./fullhouse').then((m) => m.fullhouseRules),
  peanut: () => import('./peanut').then((m) => m.peanutRules),
  lengthleaper: () => import('./lengthleaper').then((m) => m.lengthleaperRules),
  'lengthleaper-birds': () => import('./lengthleaper').then((m) => m.lengthleaperRules),
  'king-and-queen': () => import('./king-and-queen').then((m) => m.kingAndQueenRules),
  panoply: () => import('./panoply').then((m) => m.panoplyRules),
};

const loading = new Map<string, Promise<void>>();

/**
 * Registers the rules of a variant, fetching its module if they are not here yet; rejects with a message naming
 * the id when there is no such variant or its module does not hold it.
 */
export function loadVariant(id: string): Promise<void> {
  const known = getVariant(id);
  if (known.ok) return Promise.resolve();
  let p = loading.get(id);
  if (!p) {
    const module = Object.hasOwn(MODULES, id) ? MODULES[id] : undefined;
    p = module
      ? module().then((rules) => {
          if (!rules.mark.split(':')[1]?.split(',').includes(id) || !(id in rules.defs))
            throw new Error(`the module loaded for variant "${id}" holds ${rules.mark}`);
          registerVariants(rules.defs);
        })
      : Promise.reject(new Error(known.error.message));
    loading.set(id, p);
    p.catch(() => loading.delete(id));
  }
  return p;
}
