/**
 * The teacher's live-class page for a variant, with a position on its board ("Ask the class" from any board), and
 * what that page reads from its address.
 */
import { encodePosition, positionFromSearch } from '@/components/board/core/address';
import { parsePosition, type Position, type VariantId } from '@/engine';

export const liveHref = (variant: string, position?: string): string =>
  `/live/?variant=${encodeURIComponent(variant)}${position ? `&position=${encodePosition(position)}` : ''}`;

/** Reads `?variant=` and `?position=`: the start position, or a message. */
export function readAddress(): { variant: VariantId; start: Position; problem?: string } | { error: string } {
  const q = new URLSearchParams(window.location.search);
  const variant = q.get('variant') ?? '';
  const start = parsePosition(variant);
  if (!start.ok) return { error: variant ? `There is no variant “${variant}”.` : 'Choose a variant first.' };
  const text = positionFromSearch(window.location.search);
  if (text === undefined) return { variant: variant as VariantId, start: start.value };
  const pos = parsePosition(variant, text);
  return pos.ok
    ? { variant: variant as VariantId, start: pos.value }
    : { variant: variant as VariantId, start: start.value, problem: pos.error.message };
}
