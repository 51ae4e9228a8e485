/**
 * A teacher's annotations on a board: arrows from cell to cell and marked cells, each in one of four brushes.
 * Brushes differ by colour AND by line (solid, dashed, dotted, dash-dot), so they never rely on colour alone.
 * Pure data and functions, no React: the hook (useAnnotations), the SVG layer (svgAnnotations) and the address
 * (components/explore/url.ts) build on it.
 */

export type Brush = 'g' | 'r' | 'b' | 'y';

interface BrushStyle {
  readonly name: string;
  readonly line: string;
  readonly color: string;
  /** Dash pattern in cell spacings (undefined: solid). */
  readonly dash?: readonly number[];
}

/** The brushes: the default (green) and those chosen with Shift, Alt, and Shift+Alt (as on lichess). */
export const BRUSHES: Readonly<Record<Brush, BrushStyle>> = {
  g: { name: 'green', line: 'solid', color: '#15781b' },
  r: { name: 'red', line: 'dashed', color: '#b3261e', dash: [0.26, 0.13] },
  b: { name: 'blue', line: 'dotted', color: '#1f4e9a', dash: [0.02, 0.15] },
  y: { name: 'yellow', line: 'dash-dot', color: '#b8860b', dash: [0.26, 0.1, 0.02, 0.1] },
};
export const BRUSH_ORDER: readonly Brush[] = ['g', 'r', 'b', 'y'];

export interface Arrow {
  readonly from: string;
  readonly to: string;
  readonly brush: Brush;
}
export interface Mark {
  readonly cell: string;
  readonly brush: Brush;
}
export interface Annotations {
  readonly arrows: readonly Arrow[];
  readonly marks: readonly Mark[];
}

export const NO_ANNOTATIONS: Annotations = { arrows: [], marks: [] };

/**
 * The most arrows and marks a board shows (a link past them is drawn up to them, with a message; drawing past them
 * is refused with one): thousands froze a 3-D board, which draws each as a mesh.
 */
export const MAX_ARROWS = 100;
export const MAX_MARKS = 200;

/** The brush of a pointer event's modifiers: Shift red, Alt blue, Shift+Alt yellow, else `fallback`. */
export function brushOf(e: { readonly shiftKey: boolean; readonly altKey: boolean }, fallback: Brush = 'g'): Brush {
  if (e.shiftKey && e.altKey) return 'y';
  if (e.shiftKey) return 'r';
  if (e.altKey) return 'b';
  return fallback;
}

/** Adds an arrow, or removes it when the same arrow in the same brush is there (another brush replaces it). */
export function toggleArrow(a: Annotations, arrow: Arrow): Annotations {
  const same = a.arrows.find((x) => x.from === arrow.from && x.to === arrow.to);
  const rest = a.arrows.filter((x) => x !== same);
  return { ...a, arrows: same?.brush === arrow.brush ? rest : [...rest, arrow] };
}

/** Marks a cell, or unmarks it when it is marked in the same brush (another brush replaces the mark). */
export function toggleMark(a: Annotations, mark: Mark): Annotations {
  const same = a.marks.find((x) => x.cell === mark.cell);
  const rest = a.marks.filter((x) => x !== same);
  return { ...a, marks: same?.brush === mark.brush ? rest : [...rest, mark] };
}

/**
 * Merges duplicates, as reading does: one arrow per pair of cells and one mark per cell, the last one written
 * winning (as drawing the same arrow in another brush replaces it). A link with 1 500 copies of an arrow draws one.
 */
export function mergeAnnotations(a: Annotations): Annotations {
  const arrows = new Map<string, Arrow>();
  for (const x of a.arrows) {
    const key = `${x.from}-${x.to}`;
    arrows.delete(key); // the last copy keeps its place at the end
    arrows.set(key, x);
  }
  const marks = new Map<string, Mark>();
  for (const x of a.marks) {
    marks.delete(x.cell);
    marks.set(x.cell, x);
  }
  if (arrows.size === a.arrows.length && marks.size === a.marks.length) return a;
  return { arrows: [...arrows.values()], marks: [...marks.values()] };
}

/** True when there is nothing to draw. */
export const isEmpty = (a: Annotations): boolean => a.arrows.length === 0 && a.marks.length === 0;

const brushWords = (b: Brush) => `${BRUSHES[b].name}, ${BRUSHES[b].line}`;

/** Says one arrow in words: "arrow from e2 to e4 (green, solid)". */
export const arrowWords = (x: Arrow): string => `arrow from ${x.from} to ${x.to} (${brushWords(x.brush)})`;
/** Says one mark in words: "d5 marked (red, dashed)". */
export const markWords = (x: Mark): string => `${x.cell} marked (${brushWords(x.brush)})`;

/** Every annotation in words, arrows first. */
export const describeAnnotations = (a: Annotations): string[] => [
  ...a.arrows.map(arrowWords),
  ...a.marks.map(markWords),
];

/** An arrow's token in an address: `e2-e4`, or with a brush other than green `r:e2-e4`. */
export const arrowToken = (x: Arrow): string => `${x.brush === 'g' ? '' : `${x.brush}:`}${x.from}-${x.to}`;
/** A mark's token in an address: `d5`, or `r:d5`. */
export const markToken = (x: Mark): string => `${x.brush === 'g' ? '' : `${x.brush}:`}${x.cell}`;

/** Reads a brush prefix: `r:e2-e4` -> ['r', 'e2-e4']; no prefix is green; undefined for an unknown brush. */
function splitBrush(token: string): [Brush, string] | undefined {
  const m = /^(?:([a-z]):)?(.*)$/.exec(token)!;
  if (m[1] === undefined) return ['g', m[2]!];
  return (BRUSH_ORDER as readonly string[]).includes(m[1]) ? [m[1] as Brush, m[2]!] : undefined;
}

/** Reads an arrow token; returns the arrow, or why it cannot be read. */
export function parseArrow(token: string, isCell: (name: string) => boolean): Arrow | string {
  const b = splitBrush(token);
  if (!b) return `unknown colour "${token.split(':')[0]}" (use g, r, b or y)`;
  const m = /^([a-z0-9]+)-([a-z0-9]+)$/.exec(b[1]);
  if (!m) return 'not an arrow (write it from-to, e.g. e2-e4)';
  for (const c of [m[1]!, m[2]!]) if (!isCell(c)) return `cell "${c}" does not exist on this board`;
  if (m[1] === m[2]) return 'an arrow needs two different cells';
  return { from: m[1]!, to: m[2]!, brush: b[0] };
}

/** Reads a mark token; returns the mark, or why it cannot be read. */
export function parseMark(token: string, isCell: (name: string) => boolean): Mark | string {
  const b = splitBrush(token);
  if (!b) return `unknown colour "${token.split(':')[0]}" (use g, r, b or y)`;
  if (!isCell(b[1])) return `cell "${b[1]}" does not exist on this board`;
  return { cell: b[1], brush: b[0] };
}
