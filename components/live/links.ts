/** The teacher's live-class page for a variant, with a position on its board ("Ask the class" from any board). */
import { encodePosition } from '@/components/board/core/address';

export const liveHref = (variant: string, position?: string): string =>
  `/live/?variant=${encodeURIComponent(variant)}${position ? `&position=${encodePosition(position)}` : ''}`;
