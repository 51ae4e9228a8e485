/** The paint shared by every piece drawing: the sides' colours, the outline width and a painted path. */

/** A piece's side: White (first player) or Black. */
export type Side = 'w' | 'b';

/** Colours of the two sides' men: fill and outline (white men cream outlined near-black, black men near-black
 *  outlined light), so each man reads on light, mid and dark board shades by its fill or by its outline. */
export const SIDE_COLORS = {
  w: { fill: '#fdf9ee', stroke: '#1b1b1b' },
  b: { fill: '#26262b', stroke: '#f2f2f2' },
} as const;

/** Body outline width in box units (about 1 px at 24 px, 5 px at 128 px). */
export const OUTLINE = 4;

/** One painted path of a symbol, bottom first. */
export interface IconLayer {
  readonly d: string;
  readonly fill: string;
  readonly stroke: string;
  readonly width: number;
}
