/**
 * Every variant's practice exercises (content/exercises/<id>.ts, written by scripts/exercises.ts), by variant id.
 */
import type { VariantId } from '@/content/variants';
import type { Exercise } from './types';
import { exercises as peanut } from './peanut';
import { exercises as panoply } from './panoply';
import { exercises as fullhouse } from './fullhouse';
import { exercises as kingAndQueen } from './king-and-queen';
import { exercises as lengthleaper } from './lengthleaper';
import { exercises as lengthleaperBirds } from './lengthleaper-birds';
import { exercises as glinski } from './glinski';

/**
 * The exercises of every variant, piece by piece in the order of the variant's piece table; a page places each
 * after the heading its `after` names.
 */
export const EXERCISES: Readonly<Record<VariantId, readonly Exercise[]>> = {
  peanut,
  panoply,
  fullhouse,
  'king-and-queen': kingAndQueen,
  lengthleaper,
  'lengthleaper-birds': lengthleaperBirds,
  glinski,
};

/** Returns a variant's exercises (none for an unknown id). */
export function exercisesOf(id: string): readonly Exercise[] {
  return Object.hasOwn(EXERCISES, id) ? EXERCISES[id as VariantId] : [];
}
