/** The teacher's live-class page for a variant, with a position or a puzzle on its board ("Ask the class"). */
import { encodePosition } from '@/components/board/core/address';

export const liveHref = (variant: string, position?: string, puzzle?: string): string =>
  `/live/?variant=${encodeURIComponent(variant)}${position ? `&position=${encodePosition(position)}` : ''}${
    puzzle ? `&puzzle=${encodeURIComponent(puzzle)}` : ''
  }`;
