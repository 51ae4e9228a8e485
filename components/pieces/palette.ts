/** The paint shared by every piece drawing: the sides' colours, the outline width and a painted path. */

/** A piece's side: White (first player) or Black. */
export type Side = 'w' | 'b';

/**
 * The paint of a side's men: white and black, or the colours a variant calls its sides by (King and Queen's Blue,
 * the first player, and Red). The first player's paint is always the light one, the second's the dark one.
 */
export type Paint = Side | 'blue' | 'red';

/**
 * Colours of the sides' men: fill and outline (the first player's light outlined near-black, the second's dark
 * outlined light), so each man reads on light, mid and dark board shades by its fill or by its outline. Blue and
 * Red keep that light/dark split, so the sides also differ for every colour vision (test/site/colour-blind.test.tsx).
 */
export const SIDE_COLORS = {
  w: { fill: '#fdf9ee', stroke: '#1b1b1b' },
  b: { fill: '#26262b', stroke: '#f2f2f2' },
  blue: { fill: '#b3cff6', stroke: '#0f2a4d' },
  red: { fill: '#5e1010', stroke: '#fbeaea' },
} as const satisfies Record<Paint, { fill: string; stroke: string }>;

/** The side a paint belongs to (a symbol drawn per side, e.g. King and Queen's royal, needs it). */
export const sideOfPaint = (p: Paint): Side => (p === 'blue' ? 'w' : p === 'red' ? 'b' : p);

/** The paint of a side's men, by the names the variant gives its sides ("Blue", "Red"), else white and black. */
export function paintOf(side: Side, sideNames?: { readonly w: string; readonly b: string }): Paint {
  const named = sideNames?.[side].toLowerCase();
  return named === 'blue' || named === 'red' ? named : side;
}

/** Body outline width in box units (about 1 px at 24 px, 5 px at 128 px). */
export const OUTLINE = 4;

/** One painted path of a symbol, bottom first. */
export interface IconLayer {
  readonly d: string;
  readonly fill: string;
  readonly stroke: string;
  readonly width: number;
}
