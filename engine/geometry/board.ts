/**
 * A board is a finite set of cells with integer coordinates (`Vec`).
 * `compileBoard` numbers the cells once, in board order, and answers geometric questions by table lookup:
 * the cell one vector away, the ray of cells along a vector. Tables are built lazily per vector and cached,
 * so a variant pays only for the vectors its pieces use (Jocly's per-cell graphs, chessops' `tabulate`).
 */
import type { Vec } from '../types';

/** What a variant says about its board; everything else is derived. */
export interface BoardShape {
  /** A short name used in messages ("the peanut board"). */
  readonly name: string;
  /** Every cell, in any order. */
  readonly cells: readonly Vec[];
  /** The cell's name (docs/CONVENTIONS.md §3), derived from its coordinates. */
  readonly nameOf: (c: Vec) => string;
  /** Sort key for board order (docs/CONVENTIONS.md §6): compared element by element. */
  readonly orderKey: (c: Vec) => readonly number[];
  /** Colour class for drawing (0, 1, 2, ...). */
  readonly shade: (c: Vec) => number;
  /** Number of levels (1 for flat boards). */
  readonly levels?: number;
  /** How the board is drawn (geometry/layout.ts). */
  readonly layout: Layout;
}

/** How cells are drawn: their outline and where their centres lie. */
export interface Layout {
  /** 'hex-flat': a flat side faces each player (Gliński); 'hex-pointy': a corner does; 'square': squares. */
  readonly cell: 'hex-flat' | 'hex-pointy' | 'square';
  /** Centre of a cell in the board plane, y pointing towards Black, 1 = the distance between neighbouring centres. */
  readonly xy: (c: Vec) => readonly [number, number];
}

/** A compiled board: cells are dense indices `0 .. size-1` in board order. */
export interface Board {
  readonly name: string;
  readonly size: number;
  readonly coords: readonly Vec[];
  readonly names: readonly string[];
  readonly shades: readonly number[];
  readonly levels: number;
  readonly layout: Layout;
  /** Centre of each cell in the board plane (see `Layout.xy`). */
  readonly xy: readonly (readonly [number, number])[];
  /** Index of the cell with this name, or -1. */
  index(name: string): number;
  /** Index of the cell at these coordinates, or -1. */
  at(q: number, r: number, z?: number): number;
  /** The cell one `v` away from `cell`, or -1. Cached table per vector. */
  step(cell: number, v: Vec): number;
  /** The table of `step` for one vector: `table[cell]` is the target or -1. */
  stepTable(v: Vec): Int16Array;
  /** Cells `cell + v, cell + 2v, ...` up to `range` steps, ending at the first cell off the board. */
  ray(cell: number, v: Vec, range?: number): Int16Array;
  /** `ray(cell, v, range)` of every cell, indexed by cell: one table per vector and range, built once. */
  rays(v: Vec, range?: number): readonly Int16Array[];
}

const key = (q: number, r: number, z: number) => `${q},${r},${z}`;
const vecKey = (v: Vec) => key(v[0], v[1], v[2]);

/** Numbers the cells in board order and builds the lookup tables. Throws on a malformed shape. */
export function compileBoard(shape: BoardShape): Board {
  const sorted = [...shape.cells].sort((a, b) => {
    const ka = shape.orderKey(a);
    const kb = shape.orderKey(b);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  const byCoord = new Map<string, number>();
  const byName = new Map<string, number>();
  sorted.forEach((c, i) => {
    const k = vecKey(c);
    if (byCoord.has(k)) throw new Error(`${shape.name}: duplicate cell ${k}`);
    byCoord.set(k, i);
    const n = shape.nameOf(c);
    if (byName.has(n)) throw new Error(`${shape.name}: duplicate cell name ${n}`);
    byName.set(n, i);
  });
  if (sorted.length > 16000) throw new Error(`${shape.name}: too many cells`);
  const size = sorted.length;
  const stepTables = new Map<string, Int16Array>();
  const rayTables = new Map<string, Int16Array[]>();
  const empty = new Int16Array(0);
  // The lines of one cell, shared by every ray that reaches only that cell (a leaper's): Lengthleaper's 306 leap
  // vectors would otherwise make about 40 000 small arrays when the variant compiles, on the page's first board.
  const units: Int16Array[] = [];
  const unit = (c: number) => (units[c] ??= Int16Array.of(c));
  // `at` reads a dense grid over the cells' bounding box: no string key per look-up (a variant's step tables look
  // up every cell once per vector, and Lengthleaper's leapers have hundreds of vectors).
  const min = (a: 0 | 1 | 2) => Math.min(...sorted.map((c) => c[a]));
  const span = (a: 0 | 1 | 2) => Math.max(...sorted.map((c) => c[a])) - min(a) + 1;
  const [q0, r0, z0] = [min(0), min(1), min(2)];
  const [dq, dr, dz] = [span(0), span(1), span(2)];
  const grid = new Int16Array(size ? dq * dr * dz : 0).fill(-1);
  sorted.forEach((c, i) => {
    grid[((c[0] - q0) * dr + c[1] - r0) * dz + c[2] - z0] = i;
  });
  const at = (q: number, r: number, z = 0) => {
    const a = q - q0;
    const b = r - r0;
    const d = z - z0;
    return a >= 0 && a < dq && b >= 0 && b < dr && d >= 0 && d < dz ? grid[(a * dr + b) * dz + d]! : -1;
  };
  const stepTable = (v: Vec): Int16Array => {
    const k = vecKey(v);
    let t = stepTables.get(k);
    if (!t) {
      t = new Int16Array(size);
      for (let i = 0; i < size; i++) {
        const c = sorted[i]!;
        t[i] = at(c[0] + v[0], c[1] + v[1], c[2] + v[2]);
      }
      stepTables.set(k, t);
    }
    return t;
  };
  const rays = (v: Vec, range = Infinity): Int16Array[] => {
    const k = `${vecKey(v)}|${range}`;
    let out = rayTables.get(k);
    if (!out) {
      const t = stepTable(v);
      out = new Array<Int16Array>(size);
      for (let cell = 0; cell < size; cell++) {
        let n = 0;
        for (let c = t[cell]!; c >= 0 && n < range; c = t[c]!) n++;
        if (!n) {
          out[cell] = empty;
          continue;
        }
        if (n === 1) {
          out[cell] = unit(t[cell]!);
          continue;
        }
        const line = new Int16Array(n);
        for (let i = 0, c = t[cell]!; i < n; i++, c = t[c]!) line[i] = c;
        out[cell] = line;
      }
      rayTables.set(k, out);
    }
    return out;
  };
  return {
    name: shape.name,
    size,
    coords: sorted,
    names: sorted.map(shape.nameOf),
    shades: sorted.map(shape.shade),
    levels: shape.levels ?? 1,
    layout: shape.layout,
    xy: sorted.map(shape.layout.xy),
    index: (name) => byName.get(name) ?? -1,
    at,
    step: (cell, v) => stepTable(v)[cell]!,
    stepTable,
    ray: (cell, v, range) => rays(v, range)[cell]!,
    rays,
  };
}
