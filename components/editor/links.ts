/** The board editor's address and the links it makes (CONVENTIONS.md §8 style: paths end with `/`). */
import type { VariantId } from '@/engine';
import { encodePosition } from '@/components/explore/url';

/** A page of the variant that loads `position`: the free board, the play page or the editor itself. */
export function positionHref(id: VariantId, page: 'explore' | 'play' | 'editor', position: string): string {
  return `/variants/${id}/${page}/?position=${encodePosition(position)}`;
}
