/**
 * What a click (or a tap) on the 3-D board means, as pure geometry on screen: no three, no React. The scene casts the
 * ray (PointerCell.tsx) and projects the markers (`markersOnScreen`); this decides, so the rules are unit-tested
 * (test/site/board3d-pick.test.ts), and gesture.ts turns pointer events into these questions. A click becomes the
 * board controller's `activate` (as a 2-D click or a key does) or, to reach a man behind others, its `select`:
 * 1. a click again on the same spot (within a few pixels of the last one) is a selection gesture of its own: it
 *    selects the next man under the ray behind the selected one (front to back, then round to the front; the front
 *    man when the selected one is not there), see-through men included, and never activates a destination;
 * 2. with a man selected, a destination marker drawn under the pointer is activated when no man of the side to move
 *    is drawn nearer there (the nearest marker centre when several overlap); when one is, the click is his. A man
 *    drawn see-through is not drawn over the marker: Men.tsx ghosts the men that stand between the camera and a
 *    marker so that it shows, and the marker is painted over them (their clicks are the marker's; a click again on
 *    the spot reaches them by rule 1). Counting them too left most destinations of a side view unclickable at their
 *    centre (Panoply's start: 114 of 118);
 * 3. otherwise the first cell or man the ray meets (see-through men let the first click through).
 * Issue #46: rule 1 once came after rule 2, so a second click on a man covering another man's destination played it.
 */

/** A destination marker as drawn: its cell, its centre and radius in canvas pixels, its distance from the camera. */
export interface MarkerOnScreen {
  readonly cell: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly depth: number;
}

/** One thing the ray meets: a man (by his cell) or a cell, how far from the camera, and whether it is see-through. */
export interface RayHit {
  readonly cell: string;
  readonly man: boolean;
  readonly distance: number;
  /** A faded or covering man, drawn see-through (the first click passes through him). */
  readonly seeThrough?: boolean;
}

/** What a pointer at one point meets, and what the board shows there. */
export interface PickScene {
  /** The pointer in canvas pixels. */
  readonly x: number;
  readonly y: number;
  /** What the ray meets, front to back. */
  readonly hits: readonly RayHit[];
  /** The selected man's destination markers on show (none when nothing is selected). */
  readonly markers: readonly MarkerOnScreen[];
  /** The selected cell. */
  readonly selected?: string;
  /** The cells of the men of the side to move. */
  readonly own: ReadonlySet<string>;
}

/** A pick: a cell for the controller's `activate` (select, play, explain) or `select` (rule 1's cycle). */
export interface Pick {
  readonly action: 'activate' | 'select';
  readonly cell: string;
  /** Rule 2: the cell is a destination whose marker the pointer is on. */
  readonly destination?: true;
}

/** The destination marker under the pointer, if any: the one whose centre is nearest among those it is inside. */
export function markerAt(x: number, y: number, markers: readonly MarkerOnScreen[]): MarkerOnScreen | undefined {
  let best: MarkerOnScreen | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const m of markers) {
    const d = Math.hypot(m.x - x, m.y - y);
    if (d <= m.r && d < bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
}

/** The men under the ray, front to back, each once (see-through ones included). */
export function menUnder(hits: readonly RayHit[]): string[] {
  return [...new Set(hits.filter((h) => h.man).map((h) => h.cell))];
}

/** What a click means (rules 1-3 above; `again`: on the same spot as the last click), or undefined over empty space. */
export function pickAt(s: PickScene, again = false): Pick | undefined {
  const men = menUnder(s.hits);
  if (again && men.length) {
    const i = s.selected === undefined ? -1 : men.indexOf(s.selected);
    return { action: 'select', cell: men[(i + 1) % men.length]! };
  }
  const marker = markerAt(s.x, s.y, s.markers);
  if (marker) {
    const nearer = s.hits.find((h) => h.man && !h.seeThrough && s.own.has(h.cell) && h.distance < marker.depth);
    if (!nearer) return { action: 'activate', cell: marker.cell, destination: true };
    // The man drawn in front of the marker is what the pointer is on: another man is selected, the selected one let go.
    return { action: nearer.cell === s.selected ? 'activate' : 'select', cell: nearer.cell };
  }
  const front = s.hits.find((h) => !h.seeThrough) ?? s.hits[0];
  return front && { action: 'activate', cell: front.cell };
}

/** A destination marker's reach around its cell's centre (world units) and its least size on screen (px). */
const MARKER_REACH = 0.42;
const MIN_MARKER_PX = 10;

/**
 * The selected man's destination markers as drawn now, in view pixels: each target cell on a level on show, from
 * `top` (where its marker lies, world units) through `project` (the camera), and `depth` (its distance from the
 * camera).
 */
export function markersOnScreen(
  targets: Iterable<string>,
  top: (cell: string) => readonly [number, number, number] | undefined,
  project: (p: [number, number, number]) => { x: number; y: number },
  depth: (p: [number, number, number]) => number,
): MarkerOnScreen[] {
  const out: MarkerOnScreen[] = [];
  for (const cell of targets) {
    const t = top(cell);
    if (!t) continue;
    const [x, y, z] = t;
    const centre: [number, number, number] = [x, y + 0.04, z];
    const at = project(centre);
    const edge = project([x + MARKER_REACH, y + 0.04, z]);
    const r = Math.max(MIN_MARKER_PX, Math.hypot(edge.x - at.x, edge.y - at.y));
    out.push({ cell, x: at.x, y: at.y, r, depth: depth(centre) });
  }
  return out;
}
