/**
 * Puzzles as data (issue #8): a position, the goal, the stored solution line and the words around it. The side to
 * move is the position text's turn. The engine's solver (solve.ts) decides which moves achieve the goal, so a page
 * accepts every correct answer, not only the stored one.
 */
import type { VariantId } from '../types';

/** What the side to move must achieve, within `moves` of its own moves. */
export type PuzzleGoal =
  /** Give checkmate: the game must end in checkmate (a win by stalemate or by baring the king does not count). */
  | { readonly type: 'mate'; readonly moves: number }
  /** Win the game by any rule of the variant: checkmate, stalemate where it loses, bare king, special wins. */
  | { readonly type: 'win'; readonly moves: number }
  /** Capture an enemy man of this kind (position-text letter, upper case), or win outright. */
  | { readonly type: 'capture'; readonly piece: string; readonly moves: number }
  /** Promote a man (or win outright). */
  | { readonly type: 'promote'; readonly moves: number }
  /** Find the one move after which the opponent cannot force a win within `depth` of its moves. */
  | { readonly type: 'only-move'; readonly depth: number };

export interface PuzzleDef {
  /** Unique across the site: `<variant>-<slug>`. */
  readonly id: string;
  readonly variant: VariantId;
  readonly title: string;
  /** Position text (docs/CONVENTIONS.md §4); its turn is the solver's side. */
  readonly position: string;
  readonly goal: PuzzleGoal;
  /**
   * The stored line in long move text: the solver's moves and the opponent's best defences, alternating, ending
   * with the move that achieves the goal (for `only-move`, the one move).
   */
  readonly solution: readonly string[];
  /** The rule of the variant this puzzle teaches, in a few words ("the king captures without moving"). */
  readonly rule: string;
  /** 1 first steps, 2 practice, 3 hard. */
  readonly level: 1 | 2 | 3;
  /** A first hint in words, shown before the engine's piece/cell/move hints. */
  readonly hint: string;
  /** Shown once solved: why it works. */
  readonly explanation: string;
}

/** How many of its own moves the solver's side has. */
export const goalMoves = (g: PuzzleGoal): number => (g.type === 'only-move' ? 1 : g.moves);
