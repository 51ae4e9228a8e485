/**
 * Which cell a click (or a tap) on the 3-D board means, as pure geometry on screen: no three, no React. The scene
 * casts the ray (PointerCell.tsx) and projects the markers (`markersOnScreen`); this decides, so the rules are unit-tested
 * (test/site/board3d-pick.test.ts) and a 3-D click becomes the same `activate` action of the board controller as a
 * 2-D click or a key:
 * 1. with a man selected, a destination marker drawn under the pointer wins over anything drawn in front of it (the
 *    nearest marker centre when several overlap);
 * 2. a second click on the same spot (within a few pixels) moves on to the next man behind the one it picked before,
 *    so a man hidden behind others can be selected in the scene (then round to the front again);
 * 3. otherwise the first cell or man the ray meets (see-through men never take the pointer: the ray skips them).
 */

/** A destination marker as drawn: its cell, its centre in canvas pixels and its radius in pixels. */
export interface MarkerOnScreen {
  readonly cell: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** The previous click: where it was and what it picked. */
export interface LastPick {
  readonly x: number;
  readonly y: number;
  readonly cell: string;
}

interface PickInput {
  /** The pointer in canvas pixels. */
  readonly x: number;
  readonly y: number;
  /** The cells the ray meets, front to back: a man's cell where it meets a man, a cell's name where it meets a cell. */
  readonly hits: readonly string[];
  /** Which of `hits` are men (the cycling of rule 2 goes through men only). */
  readonly men: ReadonlySet<string>;
  /** The selected man's destination markers on show (none when nothing is selected). */
  readonly markers: readonly MarkerOnScreen[];
  /** The previous click, for rule 2 (not for a hover). */
  readonly last?: LastPick;
}

/** How close (px) a second click must be to the first to count as the same spot. */
export const SAME_SPOT = 6;

/** The destination marker under the pointer, if any: the one whose centre is nearest among those it is inside. */
export function markerAt(x: number, y: number, markers: readonly MarkerOnScreen[]): string | undefined {
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const m of markers) {
    const d = Math.hypot(m.x - x, m.y - y);
    if (d <= m.r && d < bestD) {
      best = m.cell;
      bestD = d;
    }
  }
  return best;
}

/** The cell a click at the pointer means (rules 1-3 above), or undefined over empty space. */
export function pickCell(p: PickInput): string | undefined {
  const marker = markerAt(p.x, p.y, p.markers);
  if (marker) return marker;
  const men = [...new Set(p.hits.filter((c) => p.men.has(c)))];
  const last = p.last;
  if (last && Math.hypot(last.x - p.x, last.y - p.y) <= SAME_SPOT) {
    const i = men.indexOf(last.cell);
    if (i >= 0 && men.length > 1) return men[(i + 1) % men.length];
  }
  return p.hits[0];
}

/** A destination marker's reach around its cell's centre (world units) and its least size on screen (px). */
const MARKER_REACH = 0.42;
const MIN_MARKER_PX = 10;

/**
 * The selected man's destination markers as drawn now, in view pixels: each target cell on a level on show, from
 * `top` (where its marker lies, world units) through `project` (the camera).
 */
export function markersOnScreen(
  targets: Iterable<string>,
  top: (cell: string) => readonly [number, number, number] | undefined,
  project: (p: [number, number, number]) => { x: number; y: number },
): MarkerOnScreen[] {
  const out: MarkerOnScreen[] = [];
  for (const cell of targets) {
    const t = top(cell);
    if (!t) continue;
    const [x, y, z] = t;
    const at = project([x, y + 0.04, z]);
    const edge = project([x + MARKER_REACH, y + 0.04, z]);
    out.push({ cell, x: at.x, y: at.y, r: Math.max(MIN_MARKER_PX, Math.hypot(edge.x - at.x, edge.y - at.y)) });
  }
  return out;
}
