/** Every puzzle of the site, by variant (one data file per variant id; proved by test/engine/puzzles.test.ts). */
import type { PuzzleDef, VariantId } from '@/engine';
import fullhouse from './fullhouse';
import glinski from './glinski';
import kingAndQueen from './king-and-queen';
import lengthleaper from './lengthleaper';
import lengthleaperBirds from './lengthleaper-birds';
import panoply from './panoply';
import peanut from './peanut';

export const PUZZLES_BY_VARIANT: Record<VariantId, readonly PuzzleDef[]> = {
  peanut,
  panoply,
  fullhouse,
  'king-and-queen': kingAndQueen,
  lengthleaper,
  'lengthleaper-birds': lengthleaperBirds,
  glinski,
};

export const PUZZLES: readonly PuzzleDef[] = Object.values(PUZZLES_BY_VARIANT).flat();

/** The puzzles a variant's lesson offers in "Try it yourself": its first two of level 1. */
export const lessonPuzzles = (id: VariantId): readonly PuzzleDef[] =>
  PUZZLES_BY_VARIANT[id].filter((p) => p.level === 1).slice(0, 2);
