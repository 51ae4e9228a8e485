/** The teachers' guides, by variant (content/guides/types.ts). A variant without one shows that it is being written. */
import type { VariantId } from '@/content/variants';
import type { TeacherGuide } from './types';
import fullhouse from './fullhouse';
import glinski from './glinski';
import kingAndQueen from './king-and-queen';
import lengthleaper from './lengthleaper';
import lengthleaperBirds from './lengthleaper-birds';
import panoply from './panoply';
import peanut from './peanut';

export const GUIDES: Partial<Record<VariantId, TeacherGuide>> = {
  peanut,
  panoply,
  fullhouse,
  'king-and-queen': kingAndQueen,
  lengthleaper,
  'lengthleaper-birds': lengthleaperBirds,
  glinski,
};
