/**
 * The Panoply Barricade stands on two cells. `barricadeBar` gives, in board units, a striped barrier plank from
 * one cell centre to the other (reaching a little past both) with a knob on each cell. Draw it once per
 * Barricade (the view lists the man on both cells, `other` naming the partner: draw it from the cell whose name
 * sorts first), then the `barricade` symbol on each of the two cells on top: the plank shows between them and
 * joins the two into one wall. Drawn alone (no symbols), it still reads as a wall across the two cells.
 */
import { OUTLINE, SIDE_COLORS, type IconLayer, type Paint } from './palette';

/**
 * The stripes of a Barricade, in men's widths: thin, so that each side's plank is mostly its own fill (cream for
 * White, charcoal for Black) and the stripes only say "barrier". `share` is the part of the plank they cover.
 */
export const STRIPE = { width: 0.06, period: 0.26, share: 0.06 / 0.26 } as const;

/** The painted layers of a Barricade across its two cells, bottom first. */
type BarricadeBar = readonly IconLayer[];

/** Rounds to two decimals for short path data. */
const f = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Returns the layers of a Barricade standing on the cells centred at `a` and `b` (board units), for men drawn
 * `size` units wide: a plank 0.34 `size` thick with rounded ends, diagonal stripes and a knob on each cell.
 */
export function barricadeBar(
  a: readonly [number, number],
  b: readonly [number, number],
  size: number,
  side: Paint,
): BarricadeBar {
  const c = SIDE_COLORS[side];
  const [ax, ay] = a;
  const [bx, by] = b;
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const h = 0.17 * size;
  const pt = (t: number, s: number) => `${f(ax + ux * t - uy * h * s)} ${f(ay + uy * t + ux * h * s)}`;
  const t0 = -0.3 * size;
  const t1 = len + 0.3 * size;
  const plank = `M${pt(t0, 1)}L${pt(t1, 1)}A${f(h)} ${f(h)} 0 0 0 ${pt(t1, -1)}L${pt(t0, -1)}A${f(h)} ${f(h)} 0 0 0 ${pt(t0, 1)}Z`;
  // Thin slanted stripes, as on the single symbol, kept clear of the rounded ends and the knobs: the plank shows
  // mostly its side's fill (cream or charcoal), so the two sides' Barricades differ at a glance.
  const w = STRIPE.width * size;
  const slant = 0.12 * size;
  let stripes = '';
  for (let t = t0 + h; t + w + slant <= t1 - h; t += STRIPE.period * size) {
    const mid = [0, len].some((k) => Math.abs(t + w / 2 + slant / 2 - k) < 0.12 * size);
    if (!mid) stripes += `M${pt(t + slant, -1)}L${pt(t + slant + w, -1)}L${pt(t + w, 1)}L${pt(t, 1)}Z`;
  }
  const knob = (x: number, y: number) => {
    const r = 0.09 * size;
    return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
  };
  const width = (OUTLINE / 100) * size;
  return [
    { d: plank, fill: c.fill, stroke: c.stroke, width },
    { d: stripes, fill: c.stroke, stroke: 'none', width: 0 },
    { d: knob(ax, ay) + knob(bx, by), fill: c.fill, stroke: c.stroke, width },
  ];
}
