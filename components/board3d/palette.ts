/**
 * Colours of the 3-D board: cell shades are the 2-D board's (components/board/core/palette.ts: cream / sand /
 * olive-brown, Lengthleaper's six shades), plus the men's bodies and the marks drawn on top. Pure data and one
 * mixing helper, no three.
 */
import { shadeFill } from '@/components/board/core/palette';
import { SIDE_COLORS, type Paint } from '@/components/pieces/palette';

/** The canvas clear colour (also what the end-to-end test compares pixels against). */
export const BACKGROUND = '#e6ebf0';
/** The backdrop in presenter mode's dark theme (the frame around it: components/classroom/presenter-board.css). */
export const BACKGROUND_DARK = '#2a313a';
/**
 * Bodies and rims of the sides' men, by paint (components/pieces/palette.ts): ivory and charcoal, distinct on every
 * shade above; King and Queen's Blue and Red, light and dark like them (the 2-D men's fills).
 */
export const MEN = {
  w: { body: '#f7f3ea', rim: '#2a2622' },
  b: { body: '#2b2b31', rim: '#efece4' },
  blue: { body: SIDE_COLORS.blue.fill, rim: SIDE_COLORS.blue.stroke },
  red: { body: SIDE_COLORS.red.fill, rim: SIDE_COLORS.red.stroke },
} as const satisfies Record<Paint, { body: string; rim: string }>;

/** Colours of the marks (each mark also differs by shape, never by colour alone). */
export const MARK = {
  selected: '#f2c12e',
  lastMove: '#e6d66a',
  highlight: '#5b9bd8',
  flagged: '#e2602f',
  check: '#d3312f',
  quiet: '#2f6f4f',
  capture: '#b3261e',
  path: '#1f5fa8',
  leap: '#6a3fa0',
  arrow: '#1b8a7a',
  castle: '#5b4329',
  focus: '#1c1f24',
  promotionW: '#7fa8cc',
  promotionB: '#c99079',
} as const;

/**
 * Each level of a prism has a colour: its letter beside it, the letters over the destinations on it and the arcs
 * that leap to it are drawn in it (with the letter, never by colour alone). Dark enough for white text; told apart
 * by hue and lightness (purple, blue, orange, teal).
 */
export const LEVEL_TINT: Readonly<Record<string, string>> = {
  a: '#6a3fa0',
  b: '#1f5fa8',
  c: '#a94f00',
  d: '#0d6e60',
};

/** Tint strengths (0..1) of the per-cell marks, strongest last so it wins. */
export const TINT = {
  promotion: 0.22,
  lastMove: 0.4,
  highlight: 0.5,
  flagged: 0.55,
  check: 0.6,
  selected: 0.65,
} as const;

/** Returns the shade colour of a cell on a layout, the same as the 2-D board's. */
export function shadeColor(layout: string, shade: number): string {
  return shadeFill(layout, shade);
}

/** Mixes two '#rrggbb' colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mixHex(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out |= Math.round(ca + (cb - ca) * t) << shift;
  }
  return `#${out.toString(16).padStart(6, '0')}`;
}
