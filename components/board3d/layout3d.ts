/**
 * Pure geometry of the 3-D board: board-plane cells (`CellView.xy`, neighbours 1 apart, y towards Black) to world
 * space (three's x right, y up, z towards White), prism shapes per layout, level heights, the bounding sphere,
 * camera presets, adjacency and keyboard neighbours. No three, no React: unit-tested in test/site/.
 */
import type { BoardView, CellView } from '@/engine';
import { SPREAD } from '@/components/board/core/types';

export type Vec3 = readonly [number, number, number];
export type CellLayout = BoardView['layout'];
export type PresetName = 'white' | 'black' | 'top' | 'side';
/** A free camera orbit around the board's centre: azimuth and elevation in degrees, distance in board radii. */
export interface Orbit {
  readonly az: number;
  readonly el: number;
  readonly dist: number;
}
/** Where the camera looks from: a preset or a free orbit. */
export type CameraView = PresetName | Orbit;

/** Circumradius of a hex cell whose neighbours are 1 apart. */
const HEX_RADIUS = 1 / Math.sqrt(3);
/** Sizes in cell spacings: prism height of a flat board, plate thickness of a stacked level, the part of a cell
 *  its prism fills, and the gap that always parts stacked levels (even at spread 0, they never merge). */
export const DIMS = { flatHeight: 0.32, levelThickness: 0.1, cellFill: 0.94, minGap: 0.45 } as const;
/** Default gap between stacked levels, in cell spacings, when the page gives none. */
export const DEFAULT_SPREAD = SPREAD.initial;
/**
 * The camera's vertical field of view (degrees): a long lens for a prism, so that its levels look alike and stand
 * apart from the side presets (a wide one shows the lowest level from far above and the top one edge-on).
 */
export const fieldOfView = (prism: boolean): number => (prism ? 20 : 40);

/** How to draw one cell: a six-sided cylinder turned by `yaw` about the vertical, or a square box. */
interface PrismShape {
  readonly kind: 'hex' | 'box';
  /** Cylinder radius (hex) or half the side (box), gap included. */
  readonly radius: number;
  /** Turn about the vertical axis, radians. three's 6-segment cylinder has corners towards ±z (pointy-top). */
  readonly yaw: number;
}

/** Returns the cell shape of a layout: pointy-top hexes need no turn, flat-top ones a sixth of a half turn. */
export function prismShape(layout: CellLayout): PrismShape {
  if (layout === 'square') return { kind: 'box', radius: 0.5 * DIMS.cellFill, yaw: 0 };
  return { kind: 'hex', radius: HEX_RADIUS * DIMS.cellFill, yaw: layout === 'hex-flat' ? Math.PI / 6 : 0 };
}

/** Returns the height of a prism (a flat board's cells are thick; stacked levels are thin plates). */
export function prismHeight(levels: number): number {
  return levels > 1 ? DIMS.levelThickness : DIMS.flatHeight;
}

/** Returns the height of the top face of `level` when levels are `spread` cell spacings apart beyond the least
 *  gap (0 = closest, still apart). */
export function levelTop(level: number, levels: number, spread: number): number {
  return levels > 1 ? level * (DIMS.levelThickness + DIMS.minGap + Math.max(0, spread)) : 0;
}

/** Returns the world position of the centre of a cell's top face. */
export function cellTop(cell: Pick<CellView, 'xy' | 'level'>, levels: number, spread: number): Vec3 {
  return [cell.xy[0], levelTop(cell.level, levels, spread), -cell.xy[1]];
}

/** The sphere that holds the whole board (cells and standing men). */
interface Bounds {
  readonly centre: Vec3;
  readonly radius: number;
}

/** Returns the bounding sphere of the board's cells, with room for a cell's half width and a man's height. */
export function boardBounds(cells: readonly Pick<CellView, 'xy' | 'level'>[], levels: number, spread: number): Bounds {
  if (!cells.length) return { centre: [0, 0, 0], radius: 1 };
  let minX = Infinity,
    maxX = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const c of cells) {
    const [x, y, z] = cellTop(c, levels, spread);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minZ = Math.min(minZ, z);
    maxZ = Math.max(maxZ, z);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const centre: Vec3 = [(minX + maxX) / 2, (minY + maxY) / 2 + 0.3, (minZ + maxZ) / 2];
  let r = 0;
  for (const c of cells) {
    const [x, y, z] = cellTop(c, levels, spread);
    r = Math.max(r, Math.hypot(x - centre[0], y - centre[1], z - centre[2]));
  }
  return { centre, radius: r + 0.75 };
}

/** Spherical angles of a camera preset around the board centre (three's convention: theta from +z towards +x).
 *  A prism is seen from lower and from a quarter turn aside, so that its stacked levels stand apart. */
export function presetAngles(name: PresetName, flipped: boolean, prism = false): { theta: number; phi: number } {
  const back = flipped ? Math.PI : 0;
  const aside = prism ? 0.5 : 0;
  const tilt = prism ? 1.25 : 0.9;
  switch (name) {
    case 'white':
      return { theta: aside, phi: tilt };
    case 'black':
      return { theta: Math.PI + aside, phi: tilt };
    case 'top':
      return { theta: back, phi: 0.0001 };
    case 'side':
      return { theta: back + aside / 2, phi: Math.PI / 2 - 0.12 };
  }
}

/** The camera's frame for angles (theta, phi): towards the camera, screen right, screen up. */
function axes(theta: number, phi: number) {
  const u = [Math.sin(phi) * Math.sin(theta), Math.cos(phi), Math.sin(phi) * Math.cos(theta)] as const;
  const r = [Math.cos(theta), 0, -Math.sin(theta)] as const;
  const v = [u[1] * r[2] - u[2] * r[1], u[2] * r[0] - u[0] * r[2], u[0] * r[1] - u[1] * r[0]] as const;
  return { u, r, v };
}

/** Returns the smallest camera distance from `target`, looking from angles (theta, phi), at which every point
 *  projects inside `margin` of the view (normalised device coordinates) for a vertical `fovDeg` and `aspect`. */
export function fitDistance(
  points: readonly Vec3[],
  target: Vec3,
  theta: number,
  phi: number,
  fovDeg: number,
  aspect: number,
  margin = 0.9,
): number {
  const { u, r, v } = axes(theta, phi);
  const t = Math.tan((fovDeg * Math.PI) / 180 / 2);
  let d = 0.1;
  for (const p of points) {
    const q = [p[0] - target[0], p[1] - target[1], p[2] - target[2]] as const;
    const dot = (a: readonly number[]) => q[0] * a[0]! + q[1] * a[1]! + q[2] * a[2]!;
    const depth = dot(u);
    d = Math.max(d, depth + Math.abs(dot(r)) / (margin * t * aspect), depth + Math.abs(dot(v)) / (margin * t));
  }
  return d;
}

/** Returns a target near `centre` and a distance at which the points fill the view, centred on screen. */
export function fitView(
  points: readonly Vec3[],
  centre: Vec3,
  theta: number,
  phi: number,
  fovDeg: number,
  aspect: number,
  margin = 0.96,
): { target: Vec3; distance: number } {
  const { u, r, v } = axes(theta, phi);
  const t = Math.tan((fovDeg * Math.PI) / 180 / 2);
  let target: Vec3 = centre;
  let d = fitDistance(points, target, theta, phi, fovDeg, aspect, margin);
  for (let i = 0; i < 4; i++) {
    let loX = Infinity,
      hiX = -Infinity,
      loY = Infinity,
      hiY = -Infinity;
    for (const p of points) {
      const q = [p[0] - target[0], p[1] - target[1], p[2] - target[2]] as const;
      const dot = (a: readonly number[]) => q[0] * a[0]! + q[1] * a[1]! + q[2] * a[2]!;
      const depth = d - dot(u);
      const x = dot(r) / (depth * t * aspect),
        y = dot(v) / (depth * t);
      loX = Math.min(loX, x);
      hiX = Math.max(hiX, x);
      loY = Math.min(loY, y);
      hiY = Math.max(hiY, y);
    }
    // Move the target by the off-centre part of the picture (measured at the target's depth), then refit.
    const sx = ((loX + hiX) / 2) * d * t * aspect,
      sy = ((loY + hiY) / 2) * d * t;
    target = [target[0] + sx * r[0] + sy * v[0], target[1] + sx * r[1] + sy * v[1], target[2] + sx * r[2] + sy * v[2]];
    d = fitDistance(points, target, theta, phi, fovDeg, aspect, margin);
  }
  return { target, distance: d };
}

/** Returns the points a camera must keep in view: each cell's top edge and foot, and a man's head above it. */
export function viewPoints(cells: readonly Pick<CellView, 'xy' | 'level'>[], levels: number, spread: number): Vec3[] {
  const h = prismHeight(levels);
  return cells.flatMap((c) => {
    const [x, y, z] = cellTop(c, levels, spread);
    return [
      [x - 0.5, y, z],
      [x + 0.5, y, z],
      [x, y, z - 0.5],
      [x, y - h, z + 0.5],
      [x, y + 1.05, z],
    ] as Vec3[];
  });
}

/** What a camera preset needs to know about the board. */
export interface Framing {
  readonly bounds: Bounds;
  readonly points: readonly Vec3[];
  readonly prism: boolean;
}

/** Returns the camera position and target of a preset, at the distance where the whole board just fits. */
export function cameraPreset(
  name: PresetName,
  f: Framing,
  flipped: boolean,
  fovDeg: number,
  aspect: number,
): { position: Vec3; target: Vec3 } {
  const { theta, phi } = presetAngles(name, flipped, f.prism);
  const { target, distance: d } = fitView(f.points, f.bounds.centre, theta, phi, fovDeg, aspect);
  const [cx, cy, cz] = target;
  return {
    position: [
      cx + d * Math.sin(phi) * Math.sin(theta),
      cy + d * Math.cos(phi),
      cz + d * Math.sin(phi) * Math.cos(theta),
    ],
    target,
  };
}

/** Whether one step joins two cells: same level, an orthogonal or diagonal neighbour (distance at most √3). */
export function isStep(a: Pick<CellView, 'xy' | 'level'>, b: Pick<CellView, 'xy' | 'level'>): boolean {
  return a.level === b.level && Math.hypot(a.xy[0] - b.xy[0], a.xy[1] - b.xy[1]) <= Math.sqrt(3) + 1e-6;
}

/** Keyboard directions over the board, as seen from the side at the bottom of the screen. */
type Direction = 'left' | 'right' | 'up' | 'down' | 'levelUp' | 'levelDown';

const DIRS: Record<'left' | 'right' | 'up' | 'down', readonly [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, 1],
  down: [0, -1],
};

/** Returns the neighbouring cell in a direction (Black's view when flipped), or undefined at the edge. */
export function neighbourInDirection(
  cells: readonly CellView[],
  from: string,
  dir: Direction,
  flipped = false,
): string | undefined {
  const a = cells.find((c) => c.name === from);
  if (!a) return undefined;
  if (dir === 'levelUp' || dir === 'levelDown') {
    const dl = dir === 'levelUp' ? 1 : -1;
    return cells.find((c) => c.level === a.level + dl && Math.hypot(c.xy[0] - a.xy[0], c.xy[1] - a.xy[1]) < 0.1)?.name;
  }
  const s = flipped ? -1 : 1;
  const [ux, uy] = [DIRS[dir][0] * s, DIRS[dir][1] * s];
  let best: CellView | undefined,
    bestScore = 0.3;
  for (const c of cells) {
    if (c.level !== a.level || c === a) continue;
    const dx = c.xy[0] - a.xy[0],
      dy = c.xy[1] - a.xy[1];
    const d = Math.hypot(dx, dy);
    if (d < 0.9 || d > 1.1) continue;
    // Prefer the straightest neighbour; break ties towards the right (from the viewer), deterministically.
    const score = (dx * ux + dy * uy + 1e-3 * (dx * uy - dy * ux)) / d;
    if (score > bestScore + 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best?.name;
}
