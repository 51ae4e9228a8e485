/**
 * Registry of atom kinds beyond the generic `slide`, `hop` and `lame` (rules/movegen.ts), for movement
 * that data cannot express (capture by withdrawal, capture by leaping over, two-cell pieces...).
 * A variant file registers its kinds when it loads.
 */
import type { Atom } from '../pieces/atoms';
import type { GenContext } from './movegen';
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

export const customKinds = new Map<string, AtomKind>();

/** Registers an atom kind; throws if the name is taken by another definition. */
export function registerAtomKind(name: string, kind: AtomKind): void {
  const prev = customKinds.get(name);
  if (prev && prev !== kind) throw new Error(`atom kind ${name} is already registered`);
  customKinds.set(name, kind);
}
