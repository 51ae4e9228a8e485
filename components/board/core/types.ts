/**
 * What every board display (2-D SVG, 3-D scene, level maps) takes: the engine's board view and what the page
 * marks on it. Displays draw; they never compute moves (the view's `moves` and `dests` come from the engine).
 */
import type { BoardView } from '@/engine';
import type { Annotations, Arrow } from './annotations';
import type { BoardModel } from './model';

export interface BoardDisplayProps {
  readonly view: BoardView;
  /** The selected cell: its man's moves are drawn from `view.moves`. */
  readonly selected?: string;
  /** Draw Black at the bottom. */
  readonly flipped?: boolean;
  /** Cells marked by a lesson, a puzzle hint or a teacher's annotation. */
  readonly highlights?: readonly string[];
  /** Arrows from one cell to another (annotations, the last move). */
  readonly arrows?: readonly (readonly [string, string])[];
  /** The destination under the pointer or keyboard focus: its path is drawn. */
  readonly hovered?: string;
  /** Cells a practice exercise asks the mover to reach: each drawn with a star. */
  readonly stars?: readonly string[];
  /** Cells an explanation points at (the blocker, the attacker, the screen). */
  readonly flagged?: readonly string[];
  /** The last move's cells, marked faintly. */
  readonly lastMove?: readonly string[];
  /** A teacher's arrows and marked cells (annotations.ts), and the arrow being drawn. */
  readonly annotations?: Annotations;
  readonly annotationPreview?: Arrow;
  /** The board model of these props, when the page has built it already (a playable board builds it once). */
  readonly model?: BoardModel;
  onCellClick?(cell: string): void;
  onCellHover?(cell: string | undefined): void;
}

/** Extra controls of the stacked (prism) board. */
export interface LevelOptions {
  /** Gap between levels in the 3-D view, in cell spacings (0 = touching). */
  readonly spread: number;
  /** Show only this level (index into levels), or all when undefined. */
  readonly solo?: number;
  /** Show these levels (indices), when several but not all are shown (an address's `levels=abd`). */
  readonly shown?: readonly number[];
  /** Fade the levels other than the one holding the selection. */
  readonly fadeOthers: boolean;
}

/**
 * The prism's gap between levels at first, and the most the control allows (cell spacings): at 3.5, seen from
 * either side's camera preset, the four Lengthleaper levels stand apart on screen, men included
 * (test/site/board3d-levels-apart.test.ts).
 */
export const SPREAD = { initial: 3.5, max: 5 } as const;
