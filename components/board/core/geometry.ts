/**
 * Where the 2-D boards draw things: cell outlines and centres in SVG units, from the engine's `xy` (board plane,
 * neighbours 1 apart, y towards Black) and `layout`. Two projections: 'flat' (one plane, y up the screen) and
 * 'tower' (the prism's levels as tilted planes stacked above each other, level a on top). Pure, no React.
 */
import type { BoardView } from '@/engine';

/** SVG units per neighbour spacing. */
export const UNIT = 60;
/** Centre-to-corner distance of a hex whose neighbours are 1 apart. */
const HEX_R = 1 / Math.sqrt(3);
/** Tower: how much each level is squashed, sheared and spaced (in plane units). */
const SQUASH = 0.5;
const SHEAR = 0.32;
const LEVEL_GAP = 1.15;

/** One cell as drawn. */
export interface CellGeom {
  readonly name: string;
  readonly level: number;
  readonly shade: number;
  /** Centre on screen (SVG units). */
  readonly x: number;
  readonly y: number;
  /** Centre in the (possibly flipped) board plane. */
  readonly px: number;
  readonly py: number;
  /** Outline corners on screen. */
  readonly corners: readonly (readonly [number, number])[];
}

/** A board's drawing frame. */
export interface BoardGeom {
  readonly mode: 'flat' | 'tower';
  readonly layout: BoardView['layout'];
  readonly cells: readonly CellGeom[];
  readonly byName: ReadonlyMap<string, CellGeom>;
  readonly box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Radius of a man's token in SVG units. */
  readonly manR: number;
  /** Maps a point of the (flipped) board plane on a level to the screen. */
  project(px: number, py: number, level: number): [number, number];
  /** Cell at a plane position on a level (for neighbour look-ups), if any. */
  at(px: number, py: number, level: number): CellGeom | undefined;
}

/** Corner offsets of one cell in the board plane. */
function cellCorners(layout: BoardView['layout']): [number, number][] {
  if (layout === 'square')
    return [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ];
  const start = layout === 'hex-flat' ? 0 : 30;
  return [0, 1, 2, 3, 4, 5].map((k) => {
    const a = ((start + 60 * k) * Math.PI) / 180;
    return [HEX_R * Math.cos(a), HEX_R * Math.sin(a)];
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
const planeKey = (px: number, py: number, level: number) => `${level}:${Math.round(px * 20)}:${Math.round(py * 20)}`;

interface GeomOptions {
  readonly flipped?: boolean;
  /** 'tower' stacks the levels of a prism; flat boards are always 'flat'. */
  readonly mode?: 'flat' | 'tower';
  /** Draw only this level (a level map). */
  readonly level?: number;
  /** Room around the cells for labels, in plane units. */
  readonly margin?: number;
}

/** Computes the drawing frame of a board view. */
export function boardGeometry(view: Pick<BoardView, 'cells' | 'layout' | 'levels'>, opts: GeomOptions = {}): BoardGeom {
  const s = opts.flipped ? -1 : 1;
  const mode = view.levels > 1 && opts.mode === 'tower' && opts.level === undefined ? 'tower' : 'flat';
  const src = opts.level === undefined ? view.cells : view.cells.filter((c) => c.level === opts.level);
  const ys = src.map((c) => s * c.xy[1]);
  const yMin = Math.min(...ys);
  const yMax = Math.max(...ys);
  const pitch = SQUASH * (yMax - yMin + 1) + LEVEL_GAP;
  const project = (px: number, py: number, level: number): [number, number] =>
    mode === 'tower'
      ? [round((px + SHEAR * (py - yMin)) * UNIT), round(-(SQUASH * (py - yMin) + level * pitch) * UNIT)]
      : [round(px * UNIT), round(-py * UNIT)];
  const offsets = cellCorners(view.layout);
  const cells: CellGeom[] = src.map((c) => {
    const px = s * c.xy[0];
    const py = s * c.xy[1];
    const [x, y] = project(px, py, c.level);
    return {
      name: c.name,
      level: c.level,
      shade: c.shade,
      x,
      y,
      px,
      py,
      corners: offsets.map(([dx, dy]) => project(px + dx, py + dy, c.level)),
    };
  });
  const margin = (opts.margin ?? 0.75) * UNIT;
  const xs = cells.flatMap((c) => c.corners.map((p) => p[0]));
  const yy = cells.flatMap((c) => c.corners.map((p) => p[1]));
  const x0 = Math.min(...xs) - margin;
  const y0 = Math.min(...yy) - margin;
  const box = {
    x: round(x0),
    y: round(y0),
    w: round(Math.max(...xs) + margin - x0),
    h: round(Math.max(...yy) + margin - y0),
  };
  const byName = new Map(cells.map((c) => [c.name, c]));
  const byPlane = new Map(cells.map((c) => [planeKey(c.px, c.py, c.level), c]));
  const manR = (mode === 'tower' ? 0.34 : view.layout === 'square' ? 0.42 : 0.41) * UNIT;
  return {
    mode,
    layout: view.layout,
    cells,
    byName,
    box,
    manR,
    project,
    at: (px, py, level) => byPlane.get(planeKey(px, py, level)),
  };
}

/** Returns the SVG `points` attribute of a cell's outline. */
export const pointsOf = (c: CellGeom): string => c.corners.map((p) => `${p[0]},${p[1]}`).join(' ');

/** A straight piece of outline between two screen points. */
type Segment = readonly [number, number, number, number];

/**
 * Returns the outline of a set of cells: the edges of its cells that do not face another cell of the set
 * (so a region's border is drawn once, around the whole region).
 */
export function regionOutline(g: BoardGeom, cells: readonly string[]): Segment[] {
  const inSet = new Set(cells);
  const offsets = cellCorners(g.layout);
  const out: Segment[] = [];
  for (const name of cells) {
    const c = g.byName.get(name);
    if (!c) continue;
    for (let i = 0; i < offsets.length; i++) {
      const a = offsets[i]!;
      const b = offsets[(i + 1) % offsets.length]!;
      // The neighbour across this edge is the centre mirrored through the edge's midpoint.
      const across = g.at(c.px + a[0] + b[0], c.py + a[1] + b[1], c.level);
      if (across && inSet.has(across.name)) continue;
      const p = c.corners[i]!;
      const q = c.corners[(i + 1) % offsets.length]!;
      out.push([p[0], p[1], q[0], q[1]]);
    }
  }
  return out;
}
