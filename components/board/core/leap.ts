/**
 * A leap explained as its parts: the step within a level and the number of levels crossed, and its length, from
 * the cells' board-plane centres (neighbours 1 apart, so on hex and square boards alike the squared in-level
 * distance is dq² + dq·dr + dr², resp. dx² + dy², a whole number) and their levels. One pure module for the flat
 * board, the level maps, the move panel and the 3-D scene. Lengthleaper's length² is dz² + dq² + dq·dr + dr²
 * (docs/rules/lengthleaper.md §1.3).
 *
 * Which moves are leaps comes from the engine's move view (`MoveView.atom`, the plain leap or slide atom that
 * makes the move), not from piece names: a move is a leap when its atom's one repeat does not join touching cells
 * (a step to a neighbour, a hex diagonal, one level up or down, a square diagonal across levels). A rider (the
 * Unicorn's nightrider part) makes several leaps in one line; slides, steps, lame leaps and cannons are no leaps.
 */
import type { CellView, MoveView } from '@/engine';

type Place = Pick<CellView, 'name' | 'xy' | 'level'>;

interface LeapParts {
  /** Squared length of the step within a level (0: straight up or down). */
  readonly within: number;
  /** Levels crossed: positive up (towards a), negative down, 0 on one level. */
  readonly levels: number;
  /** Squared length of the whole leap: within + levels². */
  readonly square: number;
}

/** A leaper's or a rider's move explained: one leap's parts, how many leaps in one line, the atom's names. */
export interface Leap {
  readonly from: string;
  readonly to: string;
  /** The parts of one leap (of the first, for a rider). */
  readonly parts: LeapParts;
  /** Leaps made in one line: 1 for a leaper, more for a rider. */
  readonly count: number;
  /** The landing cells passed on the way (a rider's). */
  readonly via: readonly string[];
  /** The component's name, when the piece's rules name it ("Foal", "nightrider"). */
  readonly label?: string;
  /** The board's cells: hexagons or squares (how a step within a level splits into parts). */
  readonly grid: Grid;
}

/** Hexagonal or square cells (from the board view's `layout`). */
type Grid = 'hex' | 'square';

/** The grid of a board layout. */
export const gridOf = (layout: string): Grid => (layout === 'square' ? 'square' : 'hex');

/**
 * Splits a step within a level into m straight steps and n steps at right angles (docs/rules/lengthleaper.md
 * §1.6: on hexagons a hex diagonal, length √3, so within = m² + 3n²; on squares within = m² + n²), most straight
 * steps first. Undefined when no split exists.
 */
export function planeParts(within: number, grid: Grid): readonly [number, number] | undefined {
  const side = grid === 'hex' ? 3 : 1;
  for (let m = Math.floor(Math.sqrt(within)); m >= 0; m--) {
    const n = Math.sqrt((within - m * m) / side);
    if (Number.isInteger(n) && (grid === 'hex' || n <= m)) return [m, n];
  }
  return undefined;
}

/** A step within a level in words: "2 steps straight on, then 1 diagonal step at right angles (4 + 3 = 7)". */
function planeWords(within: number, grid: Grid): string {
  const split = planeParts(within, grid);
  if (!split) return '';
  const [m, n] = split;
  const straight = `${m} step${m === 1 ? '' : 's'} straight on`;
  if (!n) return `: ${straight}`;
  const kind = grid === 'hex' ? 'diagonal step' : 'step';
  const side = grid === 'hex' ? 3 * n * n : n * n;
  return `: ${straight}, then ${n} ${kind}${n === 1 ? '' : 's'} at right angles (${m * m} + ${side} = ${within})`;
}

/** Returns the parts of the leap from one cell to another. */
export function leapParts(from: Pick<CellView, 'xy' | 'level'>, to: Pick<CellView, 'xy' | 'level'>): LeapParts {
  const within = Math.round((to.xy[0] - from.xy[0]) ** 2 + (to.xy[1] - from.xy[1]) ** 2);
  const levels = to.level - from.level;
  return { within, levels, square: within + levels * levels };
}

/**
 * Whether the parts join touching cells: a neighbour or a hex diagonal within a level (length² at most 3), one
 * level straight up or down, or a neighbour on the next level (length² 2).
 */
const touching = (p: LeapParts): boolean =>
  (p.levels === 0 && p.within <= 3) || (Math.abs(p.levels) === 1 && p.within <= 1);

/** Returns the leap a move of the man on `from` makes, or undefined when the move is no leap. */
export function moveLeap(
  cells: ReadonlyMap<string, Place>,
  from: string,
  move: Pick<MoveView, 'kind' | 'land' | 'path' | 'atom'>,
  grid: Grid,
): Leap | undefined {
  if (!move.atom || (move.kind !== 'move' && move.kind !== 'capture') || move.land.length !== 1) return undefined;
  const a = cells.get(from),
    first = cells.get(move.path[0] ?? move.land[0]!);
  if (!a || !first) return undefined;
  const parts = leapParts(a, first);
  if (touching(parts)) return undefined;
  const { steps, label } = move.atom;
  return { from, to: move.land[0]!, parts, count: steps, via: move.path, grid, ...(label ? { label } : {}) };
}

/** Writes a length from its square: 4 -> "2", 7 -> "√7". */
export function rootText(square: number): string {
  const r = Math.round(Math.sqrt(square));
  return r * r === square ? String(r) : `√${square}`;
}

/** The length beside an arc: "√7". */
export const leapLength = (p: LeapParts): string => rootText(p.square);

/** The parts in a short formula, e.g. "√7: √3 across, 2 levels down"; a rider's "2 × √7". */
export function leapShort(p: LeapParts, count = 1): string {
  const times = count > 1 ? `${count} × ` : '';
  if (!p.levels) return `${times}${leapLength(p)}`;
  const across = p.within ? `${rootText(p.within)} across, ` : '';
  return `${times}${leapLength(p)}: ${across}${Math.abs(p.levels)} ${p.levels > 0 ? 'up' : 'down'}`;
}

/** The leap in words: "a leap of √13: a step of √12 within the level, then 1 level down (12 + 1 = 13)". */
export function leapWords(p: LeapParts, grid: Grid = 'hex'): string {
  const len = leapLength(p);
  if (!p.levels) return `a leap of ${len}${planeWords(p.within, grid)}`;
  const n = Math.abs(p.levels);
  const crossed = `${n} level${n === 1 ? '' : 's'} ${p.levels > 0 ? 'up' : 'down'}`;
  if (!p.within) return `a leap of ${len}: straight ${crossed}`;
  return `a leap of ${len}: a step of ${rootText(p.within)} within the level, then ${crossed} (${p.within} + ${n * n} = ${p.square})`;
}

/**
 * The whole move in words, for the move panel, the flat board and the 3-D scene: "d4 to f5: a leap of √7
 * (Foal): …", or a rider's "d2 to f8: 2 leaps in one line (nightrider), by e5; each a leap of √7".
 */
export function leapSentence(leap: Leap): string {
  const name = leap.label ? ` (${leap.label})` : '';
  const one = leapWords(leap.parts, leap.grid);
  const what =
    leap.count > 1
      ? `${leap.count} leaps in one line${name}, by ${leap.via.join(', ')}; each ${one}`
      : `${one.replace(/^a leap of ([^:\s]+)/, `a leap of $1${name}`)}`;
  return `${leap.from} to ${leap.to}: ${what}.`;
}
