/**
 * A leap explained as its parts: the step within a level and the number of levels crossed, and its length, from
 * the cells' board-plane centres (neighbours 1 apart, so on hex and square boards alike the squared in-level
 * distance is dq² + dq·dr + dr², resp. dx² + dy², a whole number) and their levels. One pure function for the flat
 * board, the level maps, the move panel and the 3-D scene. Lengthleaper's length² is dz² + dq² + dq·dr + dr²
 * (shared/rules/lengthleaper.md §1.3).
 */
import type { CellView } from '@/engine';

interface LeapParts {
  /** Squared length of the step within a level (0: straight up or down). */
  readonly within: number;
  /** Levels crossed: positive up (towards a), negative down, 0 on one level. */
  readonly levels: number;
  /** Squared length of the whole leap: within + levels². */
  readonly square: number;
}

/** Returns the parts of the leap from one cell to another. */
export function leapParts(from: Pick<CellView, 'xy' | 'level'>, to: Pick<CellView, 'xy' | 'level'>): LeapParts {
  const within = Math.round((to.xy[0] - from.xy[0]) ** 2 + (to.xy[1] - from.xy[1]) ** 2);
  const levels = to.level - from.level;
  return { within, levels, square: within + levels * levels };
}

/** Writes a length from its square: 4 -> "2", 7 -> "√7". */
export function rootText(square: number): string {
  const r = Math.round(Math.sqrt(square));
  return r * r === square ? String(r) : `√${square}`;
}

/** The length beside an arc: "√7". */
export const leapLength = (p: LeapParts): string => rootText(p.square);

/** The parts in a short formula: "√7 = √3 + 2 levels" style, e.g. "√7: √3 across, 2 levels down". */
export function leapShort(p: LeapParts): string {
  if (!p.levels) return leapLength(p);
  const across = p.within ? `${rootText(p.within)} across, ` : '';
  return `${leapLength(p)}: ${across}${Math.abs(p.levels)} ${p.levels > 0 ? 'up' : 'down'}`;
}

/** The leap in words for the move panel: "a leap of √13: a step of √12 within the level, then 1 level down". */
export function leapWords(p: LeapParts): string {
  const len = leapLength(p);
  if (!p.levels) return `a leap of ${len} within the level`;
  const n = Math.abs(p.levels);
  const crossed = `${n} level${n === 1 ? '' : 's'} ${p.levels > 0 ? 'up' : 'down'}`;
  if (!p.within) return `a leap of ${len}: straight ${crossed}`;
  return `a leap of ${len}: a step of ${rootText(p.within)} within the level, then ${crossed} (${p.within} + ${n * n} = ${p.square})`;
}
