/**
 * Geometries and materials shared by every 3-D board, created once at module scope (docs/STYLE.md §4 rule 9), and
 * the small instancing helper. Unit sizes are in cell spacings; instances scale and place them.
 */
import {
  BoxGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  type InstancedMesh,
  Matrix4,
  MeshLambertMaterial,
  Object3D,
  SphereGeometry,
  TorusGeometry,
} from 'three';
import { LEVEL_TINT, MARK, MEN } from './palette';

/** A man's base, its foot at 0 (its card stands on it: Men.tsx CARD). */
const tokenGeometry = () => new CylinderGeometry(0.3, 0.34, 0.12, 28).translate(0, 0.06, 0);

/** A unit six-sided prism (radius 1, height 1) with corners towards ±z, and a unit box. */
export const GEO = {
  hex: new CylinderGeometry(1, 1, 1, 6),
  box: new BoxGeometry(1, 1, 1),
  /** Raised rims: a hexagonal or square ring of unit radius lying flat, corners lined up with the prisms. */
  hexRim: new TorusGeometry(1, 0.06, 4, 6).rotateX(Math.PI / 2).rotateY(Math.PI / 6),
  boxRim: new TorusGeometry(Math.SQRT2, 0.06, 4, 4).rotateX(Math.PI / 2).rotateY(Math.PI / 4),
  /** Men: the base, the post and the barricade's wall. */
  base: new CylinderGeometry(0.3, 0.34, 0.12, 28),
  /** The base of a standing man, its foot at 0. */
  token: tokenGeometry(),
  post: new CylinderGeometry(0.035, 0.035, 1, 8),
  wall: new BoxGeometry(1, 1, 1),
  /** Destination markers: a disc for a quiet move, a ring for a capture. */
  disc: new CylinderGeometry(0.17, 0.17, 0.05, 24),
  ring: new TorusGeometry(0.4, 0.055, 8, 36).rotateX(Math.PI / 2),
  /** The hovered move's path (beads) and the men it takes (a cone pointing down at them). */
  bead: new SphereGeometry(0.12, 16, 12),
  cone: new ConeGeometry(0.13, 0.28, 16).rotateX(Math.PI),
  arrowHead: new ConeGeometry(0.12, 0.3, 16),
} as const;

const std = (color: string, extra: Partial<MeshLambertMaterial> = {}) =>
  Object.assign(new MeshLambertMaterial({ color }), extra);

/** Cell materials: opaque flat boards, translucent stacked levels, and faded levels. Colours come per instance. */
export const CELL_MAT = {
  flat: std('#ffffff'),
  level: std('#ffffff', { transparent: true, opacity: 0.86 }),
  faded: std('#ffffff', { transparent: true, opacity: 0.16, depthWrite: false }),
  rim: std('#ffffff'),
} as const;

/** Men's bodies per side, normal and faded. */
export const MAN_MAT = {
  w: std(MEN.w.body),
  b: std(MEN.b.body),
  blue: std(MEN.blue.body),
  red: std(MEN.red.body),
  wFaded: std(MEN.w.body, { transparent: true, opacity: 0.22, depthWrite: false }),
  bFaded: std(MEN.b.body, { transparent: true, opacity: 0.22, depthWrite: false }),
  blueFaded: std(MEN.blue.body, { transparent: true, opacity: 0.22, depthWrite: false }),
  redFaded: std(MEN.red.body, { transparent: true, opacity: 0.22, depthWrite: false }),
} as const;

/** Marker materials (shape tells the meaning; colour helps). Markers are drawn last and ignore depth, so no cell
 *  plate or token ever hides a destination (visibility.ts); meshes using them carry `MARK_ORDER`. */
const over = { transparent: true, depthTest: false, depthWrite: false } as const;
export const MARK_MAT = {
  quiet: std(MARK.quiet, { emissive: new Color(MARK.quiet), emissiveIntensity: 0.25, ...over }),
  capture: std(MARK.capture, { emissive: new Color(MARK.capture), emissiveIntensity: 0.3, ...over }),
  path: std(MARK.path, { emissive: new Color(MARK.path), emissiveIntensity: 0.3, ...over }),
  taken: std(MARK.capture, { emissive: new Color(MARK.capture), emissiveIntensity: 0.3, ...over }),
  leap: std(MARK.leap, { emissive: new Color(MARK.leap), emissiveIntensity: 0.35, side: DoubleSide }),
  arrow: std(MARK.arrow, { emissive: new Color(MARK.arrow), emissiveIntensity: 0.3, side: DoubleSide }),
  /** A selected man's column when its level is not shown. */
  trace: std(MARK.selected, { emissive: new Color(MARK.selected), emissiveIntensity: 0.4, ...over, opacity: 0.75 }),
} as const;
/** The arcs that leap to a prism's level, in the level's colour (palette.ts LEVEL_TINT). */
export const LEAP_TO_LEVEL: Readonly<Record<string, MeshLambertMaterial>> = Object.fromEntries(
  Object.entries(LEVEL_TINT).map(([letter, c]) => [
    letter,
    std(c, { emissive: new Color(c), emissiveIntensity: 0.35, side: DoubleSide }),
  ]),
);
/** Render order of the markers: after every plate, token and label. */
export const MARK_ORDER = 10;

/** A raycast that hits nothing: markers never catch clicks meant for the cell or man under them. */
export const noRaycast = () => undefined;

const dummy = new Object3D();
const tmpColor = new Color();
const tmpMatrix = new Matrix4();

/** One instance: position, turn about the vertical, scale. */
export interface Placement {
  readonly p: readonly [number, number, number];
  readonly s?: readonly [number, number, number];
  readonly yaw?: number;
}

/** Writes the instances' matrices (and colours, if given) and refreshes the bounding sphere for raycasting. */
export function placeInstances(mesh: InstancedMesh, items: readonly Placement[], colors?: readonly string[]): void {
  // The colour attribute must exist before the first draw, or the shader is built without it.
  if (colors && !mesh.instanceColor) mesh.setColorAt(0, tmpColor.set('#ffffff'));
  mesh.count = items.length;
  items.forEach((it, i) => {
    dummy.position.set(it.p[0], it.p[1], it.p[2]);
    dummy.rotation.set(0, it.yaw ?? 0, 0);
    dummy.scale.set(...(it.s ?? [1, 1, 1]));
    dummy.updateMatrix();
    tmpMatrix.copy(dummy.matrix);
    mesh.setMatrixAt(i, tmpMatrix);
    if (colors) mesh.setColorAt(i, tmpColor.set(colors[i] ?? '#ffffff'));
  });
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
  mesh.computeBoundingBox();
}
