/**
 * Colours of the 2-D boards. Cell shades are a warm cream / sand / olive-brown family (the 3-D board uses the same
 * values), distinct in lightness so they read in grey and for every kind of colour blindness; Lengthleaper's
 * levels b and d take a second, cool slate family so stacked levels never look alike, in any kind of colour
 * vision (test/site/colour-blind.test.tsx checks every pair after a simulation of protanopia, deuteranopia and
 * tritanopia). Marks use blue and vermilion
 * (the Okabe–Ito pair) and always differ by shape too: dot, ring, hatching, outline.
 */

/** Cell shades by `CellView.shade`: three for hex and square boards, six on the Lengthleaper prism. */
export const SHADES: readonly string[] = ['#f1e6cc', '#d8bf8d', '#a48e5c', '#dfe4e6', '#aeb9bf', '#74838c'];

/** King and Queen's squares: light and dark squares, and the castle's own shade (also hatched). */
export const SQUARE_SHADES: readonly string[] = ['#f1e6cc', '#c9ae7c', '#e2d2a6'];

/** Returns the fill of a cell shade on a layout. */
export const shadeFill = (layout: string, shade: number): string =>
  (layout === 'square' ? SQUARE_SHADES[shade] : SHADES[shade]) ?? SHADES[shade % 3]!;

export const INK = {
  /** Lines between cells and the board's edge. */
  grid: '#7d6a48',
  edge: '#5a4a30',
  /** Coordinate labels. */
  label: '#5b4d36',
  /** Selection, hovered destinations, arrows, the move's path. */
  action: '#1f4e79',
  /** Legal-move dots and capture rings. */
  dest: '#1c2a3a',
  /** Captures drawn on a hovered move, flagged cells of an explanation, check. */
  alert: '#c4420f',
  /** The last move's cells. */
  last: '#e3b93c',
  /** Lesson highlights (sky blue). */
  highlight: '#56b4e9',
  /** Keyboard focus (the site's focus yellow, with a dark inner line). */
  focus: '#f4c95d',
} as const;
