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
