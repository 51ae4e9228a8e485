/**
 * A practice exercise of a lesson's path (issue #43, /variants/<id>/learn/), in the manner of lichess Learn: one man
 * of the mover (or a few, with blockers), stars on cells it must visit or enemy men it must take, in the fewest
 * moves. The opponent never moves: after each of the student's moves the turn comes back to the student. The
 * minimum is proved at build time by a breadth-first search over the engine's own moves (engine/learn/), stored
 * here, and checked again by the content check (scripts/check-content.ts) and the tests.
 */
import type { VariantId } from '@/content/variants';

export interface Exercise {
  /** Unique within the variant, kebab-case: `rook-1`. Part of the path's address (`#rook-1`) and its progress. */
  readonly id: string;
  readonly variant: VariantId;
  /** The man the exercise is about: its letter as in position text (docs/CONVENTIONS.md §4). */
  readonly piece: string;
  /**
   * The lesson section after whose step the exercise comes: the id of a `##`/`###` heading of the lesson's outline
   * (components/mdx/outline.ts), usually the section that introduces the piece.
   */
  readonly after: string;
  /** Position text, the mover to move (docs/CONVENTIONS.md §4). */
  readonly position: string;
  /** The cells to stand on, in no particular order; a star on an enemy man is taken by standing there. */
  readonly stars: readonly string[];
  /** The proved minimum number of the mover's moves that collects every star. */
  readonly min: number;
  /** The goal in a few plain words for the screen ("Take both pawns"); the stars and the minimum are added by the page. */
  readonly goal: string;
  /**
   * What the exercise teaches beyond plain movement, when it does (the Herald's freeze, a drop, promotion on
   * capture, a leap to another level, ...): one sentence shown after it is solved.
   */
  readonly lesson?: string;
}
