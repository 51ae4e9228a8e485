/**
 * Atom kinds beyond the generic `slide`, `hop` and `lame` (rules/generate.ts), for movement that data cannot
 * express (capture by withdrawal, capture by leaping over, two-cell pieces...). A variant declares its own in
 * `VariantDef.atomKinds`, keyed by the name its atoms carry in `kind`; `defineVariant` resolves each custom atom
 * to its kind (`CompiledAtom.custom`), so there is no global registry.
 */
import type { Atom } from '../pieces/atoms';
import type { GenContext } from './generate';
import type { State } from './state';
import type { CompiledAtom, Variant } from './variant';

export interface AtomKind {
  /** Appends the moves of the man on `from` through `ctx.push`. */
  generate(ctx: GenContext, from: number, ca: CompiledAtom): void;
  /**
   * Optional attack probe: true when the man on `from` could capture a man on `target` with this atom (its own
   * king's safety aside). With it, check detection (rules/attacks.ts) asks this instead of generating the moves.
   */
  attacks?(v: Variant, st: State, from: number, target: number, ca: CompiledAtom): boolean;
  /** Optional clause for piece descriptions ("captures by withdrawal: ..."); see pieces/describe.ts. */
  describe?(atom: Atom): string;
}

/** The atom kinds the generic generator walks itself. */
export const BUILTIN_KINDS: readonly string[] = ['slide', 'hop', 'lame'];
