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
import type { Color } from '../types';

/**
 * Reason codes of "why not?" (docs/CONVENTIONS.md §6), in their order of precedence: the cell, the man and the turn;
 * what the man's own movement allows; what the position in its way does; the rules after the move.
 */
export const REASON_CODES = [
  'no-cell',
  'no-man',
  'not-turn',
  'own-man',
  'shape',
  'off-board',
  'first-move',
  'confined',
  'frozen',
  'blocked',
  'leg',
  'screen',
  'capture-only',
  'no-capture',
  'immune',
  'self-check',
  'rule',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Why a movement does not take a man to a cell: a code, a sentence, and the cells a diagram marks. */
export interface Why {
  readonly code: ReasonCode;
  readonly text: string;
  readonly cells: readonly number[];
}

/**
 * An atom's answer for one (from, to): `'reach'` when it makes a pseudo-legal move there (landing on `to`, or
 * capturing the man on `to`), a `Why` when it would but for something it names, undefined when its movement
 * never leads there (the cell is not of its shape).
 */
export type Verdict = 'reach' | Why | undefined;

/** What an atom's `explain` is given: the position, the mover, and words for men and cells. */
export interface ExplainContext {
  readonly v: Variant;
  readonly st: State;
  readonly color: Color;
  /** The mover, for the middle of a sentence ("the white rook on c1") and for its start ("The white rook on c1"). */
  readonly me: string;
  readonly Me: string;
  /** Names a cell. */
  name(cell: number): string;
  /** Names the man on a cell ("the black pawn on k3"). */
  man(cell: number): string;
}

/** Returns a `Why`. */
export const why = (code: ReasonCode, text: string, ...cells: number[]): Why => ({ code, text, cells });

/**
 * One way an atom takes a man to a cell on a board that holds only the men its conditions name (what the endgame
 * tables need, engine/endgame/model.ts): the cells that must be empty, those that must hold the mover's own men, and
 * whether it moves there, takes an enemy man there, or both.
 */
export interface AtomPath {
  readonly to: number;
  readonly empty: readonly number[];
  readonly own?: readonly number[];
  readonly quiet: boolean;
  readonly capture: boolean;
}

export interface AtomKind {
  /** Appends the moves of the man on `from` through `ctx.push`. */
  generate(ctx: GenContext, from: number, ca: CompiledAtom): void;
  /**
   * Optional attack probe: true when the man on `from` could capture a man on `target` with this atom (its own
   * king's safety aside). With it, check detection (rules/attacks.ts) asks this instead of generating the moves.
   */
  attacks?(v: Variant, st: State, from: number, target: number, ca: CompiledAtom): boolean;
  /**
   * Says why this atom does or does not take the man on `from` to `to` (see `Verdict`); the same rules as
   * `generate`, in words. Without it, "why not?" falls back to the moves `generate` makes.
   */
  explain?(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): Verdict;
  /**
   * For a man on two cells: says why it may not end its move on the very cells it stands on (Panoply's Barricade may
   * come back only after a capture). Asked when "why not?" names those cells and no legal move ends there.
   */
  unmoved?(ctx: ExplainContext, from: number): Why;
  /** Optional clause for piece descriptions ("captures by withdrawal: ..."); see pieces/describe.ts. */
  describe?(atom: Atom): string;
  /**
   * Optional: every path of this atom from `from` (see `AtomPath`), for a man that neither freezes nor stands on two
   * cells. A man whose atoms all have paths (or are plain slides) can be solved in the endgame tables.
   */
  paths?(v: Variant, from: number, ca: CompiledAtom): readonly AtomPath[];
}

/** The atom kinds the generic generator walks itself. */
export const BUILTIN_KINDS: readonly string[] = ['slide', 'hop', 'lame'];
