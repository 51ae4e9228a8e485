/** The teachers' guides, by variant (content/guides/types.ts). A variant without one shows that it is being written. */
import type { VariantId } from '@/content/variants';
import type { TeacherGuide } from './types';
import glinski from './glinski';
import peanut from './peanut';

export const GUIDES: Partial<Record<VariantId, TeacherGuide>> = { peanut, glinski };

export type { TeacherGuide };
