/**
 * The hovered leap's length and parts written beside its line on the flat board and the level maps
 * ("√7", "√13: 3 across, 2 down", a rider's "2 × √7"), from the board model's `hoveredLeap` (leap.ts).
 * On a level map that shows only the destination, the words stand by the destination and name the start.
 */
import { UNIT as u, type BoardGeom } from './core/geometry';
import { type Leap, leapShort } from './core/leap';
import { INK } from './core/palette';

const FONT = u * 0.34;
/** The width of a bold character, in ems (a generous estimate: the words must not be cut). */
const EM = 0.62;

/** Draws the leap's words (nothing when no leap is hovered or neither end is in the picture). */
export function LeapLabel({ g, leap }: { g: BoardGeom; leap?: Leap }) {
  if (!leap) return null;
  const a = g.byName.get(leap.from),
    first = g.byName.get(leap.via[0] ?? leap.to),
    b = g.byName.get(leap.to);
  if (!b) return null;
  const short = leapShort(leap.parts, leap.count);
  let x: number, y: number, text: string;
  if (a && first) {
    // Beside the middle of the first leap, pushed off the line at right angles.
    const dx = first.x - a.x,
      dy = first.y - a.y,
      len = Math.hypot(dx, dy) || 1;
    x = (a.x + first.x) / 2 - (dy / len) * u * 0.45;
    y = (a.y + first.y) / 2 + (dx / len) * u * 0.45;
    text = short;
  } else {
    x = b.x;
    y = b.y - g.manR * 1.6;
    text = `${short} (from ${leap.from})`;
  }
  // Keep the words inside the picture (a destination at a map's edge; a level map narrower than the words): bold
  // digits and letters take up to about 0.62 em each, so the size shrinks until the line fits the picture's width.
  const size = Math.min(FONT, (g.box.w * 0.96) / (text.length * EM));
  const half = (text.length * size * EM) / 2;
  x = Math.min(Math.max(x, g.box.x + half), g.box.x + g.box.w - half);
  y = Math.min(Math.max(y, g.box.y + size), g.box.y + g.box.h - size);
  return (
    <text
      x={x}
      y={y}
      data-leap-label={leap.to}
      textAnchor="middle"
      dominantBaseline="middle"
      fontSize={size}
      fontWeight={700}
      fill={INK.action}
      stroke="#fff"
      strokeWidth={u * 0.09}
      strokeLinejoin="round"
      paintOrder="stroke"
      pointerEvents="none"
    >
      {text}
    </text>
  );
}
