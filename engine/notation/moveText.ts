/**
 * Move text, long form (CONVENTIONS.md §5): `from-to`, `fromxto` for a capture (en passant names the
 * skipped cell), `=L` for a promotion, `L@cell` for a drop, `from!to` for a capture without moving.
 * Variants with moves of their own shape (the Barricade) print them through `formatExtra`.
 */
import { MoveFlag, type Move } from '../rules/move';
import type { Variant } from '../rules/variant';

/** Variant-specific printers for moves that carry `extra` (registered by the variant file). */
export const extraPrinters = new Map<string, (v: Variant, m: Move) => string>();

/** Prints a move in long form. */
export function moveText(v: Variant, m: Move): string {
  const names = v.board.names;
  const printer = m.extra !== undefined ? extraPrinters.get(v.id) : undefined;
  if (printer) return printer(v, m);
  if (m.flags & MoveFlag.DROP) return `${v.kinds[m.piece]!.letter}@${names[m.to]}`;
  if (m.flags & MoveFlag.STAY) return `${names[m.from]}!${names[m.to]}`;
  const sep = m.capture >= 0 ? 'x' : '-';
  const promo = m.promo >= 0 ? `=${v.kinds[m.promo]!.letter}` : '';
  return `${names[m.from]}${sep}${names[m.to]}${promo}`;
}

/** Normalises a move the way a person might type it: trims, and accepts `-` for a capture and `x` for a move. */
export const looseKey = (text: string): string => text.trim().replace(/^([a-z0-9]+)[-x]/, '$1-');

/** Returns true when `text` has the shape of a long-form move (it may still be illegal). */
export const isMoveSyntax = (text: string): boolean =>
  /^(?:[a-z0-9]+(?:-[a-z0-9]+)?(?:[-x!>][a-z0-9]+(?:-[a-z0-9]+)?)+(?:=\+?[A-Z])?|\+?[A-Z]@[a-z0-9]+)$/.test(text.trim());
