/**
 * Move text, long form (docs/CONVENTIONS.md §5): `from-to`, `fromxto` for a capture (en passant names the
 * skipped cell), `=L` for a promotion, `L@cell` for a drop, `from!to` for a capture without moving.
 * Variants with moves of their own shape (the Barricade) print them through `formatExtra`.
 */
import { MoveFlag, type Move, type MultiCellMove } from '../rules/move';
import type { Variant } from '../rules/variant';

/** Prints a move in long form. */
export function printMove(v: Variant, m: Move): string {
  const names = v.board.names;
  if (m.flags & MoveFlag.MULTI) return multiText(v, m.extra as MultiCellMove);
  if (m.flags & MoveFlag.DROP) return `${v.kinds[m.piece]!.letter}@${names[m.to]}`;
  if (m.flags & MoveFlag.STAY) return `${names[m.from]}!${names[m.to]}`;
  const sep = m.capture >= 0 ? 'x' : '-';
  const promo = m.promo >= 0 ? `=${v.kinds[m.promo]!.letter}` : '';
  return `${names[m.from]}${sep}${names[m.to]}${promo}`;
}

/** A man on several cells: its cells before the move and after each step, `x` before a capturing step, `>` before a quiet one. */
function multiText(v: Variant, mm: MultiCellMove): string {
  const cells = (cs: readonly number[]) => cs.map((c) => v.board.names[c]).join('-');
  let text = cells(mm.path[0]!);
  for (let i = 1; i < mm.path.length; i++) text += (mm.takes[i - 1]! >= 0 ? 'x' : '>') + cells(mm.path[i]!);
  return text;
}

/**
 * Returns a move's destination as `dests` lists it (docs/CONVENTIONS.md §6): the cell, `!cell` for a capture without
 * moving, `x-y` for a man on two cells.
 */
export function destToken(v: Variant, m: Move): string {
  const names = v.board.names;
  if (m.flags & MoveFlag.STAY) return `!${names[m.to]}`;
  if (m.flags & MoveFlag.MULTI) {
    const path = (m.extra as MultiCellMove).path;
    return path[path.length - 1]!.map((c) => names[c]).join('-');
  }
  return names[m.to]!;
}

/** Normalises a move the way a person might type it: trims, and accepts `-` for a capture and `x` for a move. */
export const looseKey = (text: string): string => text.trim().replace(/^([a-z0-9]+)[-x]/, '$1-');

/**
 * Returns true when `text` has the shape of a long-form move (it may still be illegal): cell names joined by the
 * separators `-`, `x`, `!`, `>` (at least one), with an optional `=L` promotion; or a drop `L@cell`. Written as two
 * linear-time tests: a single pattern with nested repetition (`x` is both a letter and a separator) backtracked
 * exponentially on long hostile input (test/engine/parser-fuzz.test.ts).
 */
export const isMoveSyntax = (text: string): boolean => {
  const t = text.trim();
  if (/^\+?[A-Z]@[a-z0-9]+$/.test(t)) return true;
  const body = t.replace(/=\+?[A-Z]$/, '');
  return /^[a-z0-9]+(?:[-!>][a-z0-9]+)*$/.test(body) && /[-!>]|[a-z0-9]x[a-z0-9]/.test(body);
};
