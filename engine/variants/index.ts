/**
 * The registry of implemented variants, all registered: what Node (the command line, the tests, the server) and the
 * site's pages other than the lessons use. A variant is added here, and in variants/load.ts, when its rules are
 * complete.
 */
import { ok, type Result } from '../result';
import { fullhouseRules } from './fullhouse';
import { glinskiRules } from './glinski';
import { kingAndQueenRules } from './king-and-queen';
import { lengthleaperRules } from './lengthleaper';
import { panoplyRules } from './panoply';
import { peanutRules } from './peanut';
import { getVariant, registerVariants } from './registry';

// Each compiled the first time it is asked for (a page compiles its own only). The order is the registry's.
registerVariants(
  {
    ...glinskiRules.defs,
    ...fullhouseRules.defs,
    ...peanutRules.defs,
    ...lengthleaperRules.defs,
    ...kingAndQueenRules.defs,
    ...panoplyRules.defs,
  },
  true,
);

export { getVariant, VARIANTS } from './registry';

/** The plain-language notes of a variant (what was reconstructed or interpreted), or an error for an unknown id. */
export function variantNotes(id: string): Result<readonly string[]> {
  const v = getVariant(id);
  return v.ok ? ok(v.value.def.notes ?? []) : v;
}
