/**
 * What keeps the selected man's destinations in sight, as pure geometry (no three, no React; unit-tested with
 * three's Raycaster in test/site/board3d-visibility.test.ts):
 * - markers are drawn over everything (no depth test, drawn last), so no plate or token can hide them;
 * - a token standing between the camera and a marker turns see-through (`coveringMen`; Men.tsx swaps in the faded
 *   materials), so the marker is never painted over a solid man;
 * - on a prism, the levels above the level in focus fade (`levelLooks`), the focused level stays solid.
 */
import type { Vec3 } from './layout3d';

/** Sample points of a standing token above its foot (base, card) and the radius around each that it fills. */
const TOKEN_SAMPLES: readonly { y: number; r: number }[] = [
  { y: 0.06, r: 0.36 },
  { y: 0.24, r: 0.3 },
  { y: 0.44, r: 0.33 },
  { y: 0.64, r: 0.3 },
];

/** A man as the visibility check sees it: a key and the foot of its token (top centre of its cell). */
export interface TokenSpot {
  readonly key: string;
  readonly at: Vec3;
  /** Cells it stands on: a marker on its own cell is drawn around it, not hidden by it. */
  readonly cells: readonly string[];
}

/** A destination marker: its cell and the point where it is drawn. */
export interface MarkerSpot {
  readonly cell: string;
  readonly at: Vec3;
}

/** Distance from p to the segment a-b, and where along it (0 at a, 1 at b) the nearest point lies. */
function toSegment(p: Vec3, a: Vec3, b: Vec3): { d: number; t: number } {
  const ab0 = b[0] - a[0],
    ab1 = b[1] - a[1],
    ab2 = b[2] - a[2];
  const len2 = ab0 * ab0 + ab1 * ab1 + ab2 * ab2 || 1;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * ab0 + (p[1] - a[1]) * ab1 + (p[2] - a[2]) * ab2) / len2));
  return { d: Math.hypot(a[0] + t * ab0 - p[0], a[1] + t * ab1 - p[1], a[2] + t * ab2 - p[2]), t };
}

/**
 * Returns the keys of the tokens that stand between `camera` and any marker (closer to the camera than the
 * marker, within a token's width of the line of sight). A token on the marker's own cell is left standing, and so
 * is the selected man (on `selected`): the learner must see which man moves; markers are painted over it.
 */
export function coveringMen(
  camera: Vec3,
  markers: readonly MarkerSpot[],
  men: readonly TokenSpot[],
  selected?: string,
): Set<string> {
  const out = new Set<string>();
  if (!markers.length) return out;
  for (const m of men) {
    if (selected !== undefined && m.cells.includes(selected)) continue;
    for (const mk of markers) {
      if (m.cells.includes(mk.cell)) continue;
      const hit = TOKEN_SAMPLES.some(({ y, r }) => {
        const { d, t } = toSegment([m.at[0], m.at[1] + y, m.at[2]], camera, mk.at);
        return t < 0.999 && d < r + 0.05;
      });
      if (hit) {
        out.add(m.key);
        break;
      }
    }
  }
  return out;
}

/**
 * Returns the levels to fade: every level but the focused one when the page asks to fade the others; otherwise
 * the levels above the focused level (they cover it from every preset but the side view). None without a focus.
 */
export function fadedLevels(levels: number, focusLevel: number | undefined, fadeOthers: boolean): Set<number> {
  const out = new Set<number>();
  if (levels < 2 || focusLevel === undefined) return out;
  for (let l = 0; l < levels; l++) if (fadeOthers ? l !== focusLevel : l > focusLevel) out.add(l);
  return out;
}
