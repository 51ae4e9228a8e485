/**
 * What an endgame table needs to know of a variant: where its king and its plain men go on an otherwise empty
 * board, and which turns and reflections of the board keep every one of those moves.
 *
 * A plain man moves and takes alike, along lines of cells (a leap is a line of one cell), stopped by the first man
 * on its way: the generic `slide` atom, the same for both sides, with no region, no capture without moving, no
 * freezing. Any other man (a pawn, a cannon, the Panoply Herald or Barricade...) is beyond this model, and a table
 * is then not built. `reachOf` keeps, per pair of cells, the cells that must be empty between them.
 */
import type { Variant } from '../rules/variant';

/** Where one man goes from each cell, and what must be empty on the way. */
export interface Reach {
  readonly n: number;
  /** `paths[x * n + y]`: the start of the pair's paths in `pathOff`, up to `paths[x * n + y + 1]`. */
  readonly pairStart: Int32Array;
  /** Per path: its first cell in `between` (the path's cells before the target), and the next path's. */
  readonly pathOff: Int32Array;
  readonly between: Int16Array;
  /** Per cell x: the cells y reachable from x, flat (`to[toStart[x]] .. to[toStart[x + 1] - 1]`). */
  readonly toStart: Int32Array;
  readonly to: Int16Array;
  /** Per cell y: the cells x from which y is reachable, flat. */
  readonly fromStart: Int32Array;
  readonly from: Int16Array;
  /** Per pair `x * n + y`: 0 if y is out of reach, 1 if a path with nothing between leads there, 2 otherwise. */
  readonly pair: Uint8Array;
}

/** Builds the reach of a man from its lines per cell (each line: the cells it walks, nearest first). */
export function reachOf(n: number, linesPerCell: readonly (readonly (readonly number[])[])[]): Reach {
  const pairs: number[][][] = Array.from({ length: n * n }, () => []);
  linesPerCell.forEach((lines, x) => {
    for (const line of lines)
      line.forEach((y, i) => {
        pairs[x * n + y]!.push(line.slice(0, i));
      });
  });
  const pairStart = new Int32Array(n * n + 1);
  const pair = new Uint8Array(n * n);
  const pathOff: number[] = [0];
  const between: number[] = [];
  const to: number[][] = Array.from({ length: n }, () => []);
  const from: number[][] = Array.from({ length: n }, () => []);
  for (let p = 0; p < n * n; p++) {
    let paths = pairs[p]!;
    if (paths.some((q) => q.length === 0)) paths = [[]]; // a path with nothing between is never blocked
    pair[p] = paths.length === 0 ? 0 : paths[0]!.length === 0 ? 1 : 2;
    for (const q of paths) {
      between.push(...q);
      pathOff.push(between.length);
    }
    pairStart[p + 1] = pathOff.length - 1;
    if (paths.length) {
      to[Math.floor(p / n)]!.push(p % n);
      from[p % n]!.push(Math.floor(p / n));
    }
  }
  const flat = (lists: number[][]) => {
    const start = new Int32Array(n + 1);
    lists.forEach((l, c) => {
      start[c + 1] = start[c]! + l.length;
    });
    return { start, cells: Int16Array.from(lists.flat()) };
  };
  const t = flat(to);
  const f = flat(from);
  return {
    n,
    pairStart,
    pathOff: Int32Array.from(pathOff),
    between: Int16Array.from(between),
    toStart: t.start,
    to: t.cells,
    fromStart: f.start,
    from: f.cells,
    pair,
  };
}

/** True when a man on x reaches y, with men only on the cells o1, o2, o3 (-1: none) besides. */
export function reaches(r: Reach, x: number, y: number, o1: number, o2: number, o3: number): boolean {
  const p = x * r.n + y;
  const kind = r.pair[p]!;
  if (kind < 2) return kind === 1;
  for (let k = r.pairStart[p]!; k < r.pairStart[p + 1]!; k++) {
    let open = true;
    for (let i = r.pathOff[k]!; i < r.pathOff[k + 1]!; i++) {
      const c = r.between[i]!;
      if (c === o1 || c === o2 || c === o3) {
        open = false;
        break;
      }
    }
    if (open) return true;
  }
  return false;
}

/**
 * The lines of a kind, per cell, if it is a plain man (see the module comment) or a plain king; otherwise the
 * reason it is not.
 */
export function plainLines(v: Variant, kind: number): number[][][] | string {
  const k = v.kinds[kind]!;
  if (k.def.pawn) return `${k.def.name}: a pawn`;
  if (k.def.freezes || k.def.cells || k.confine) return `${k.def.name}: not a plain man`;
  const out: number[][][] = Array.from({ length: v.board.size }, () => []);
  for (let i = 0; i < k.atoms[0].length; i++) {
    const [w, b] = [k.atoms[0][i]!, k.atoms[1][i]!];
    const a = w.atom;
    if (a.kind !== 'slide' || w.custom || a.mode !== 'both' || a.stay || a.relative) {
      return `${k.def.name}: not a plain man`;
    }
    if (w.fromMask || w.targetMask || w.targetExclude || b.fromMask || b.targetMask || b.targetExclude) {
      return `${k.def.name}: not a plain man`;
    }
    w.lines.forEach((ls, c) => {
      for (const l of ls) out[c]!.push([...l]);
    });
  }
  return out;
}

/**
 * The turns and reflections of the board (about the centre of its drawing, each level kept) that map every given
 * reach onto itself, as cell permutations; the identity first. They form a group (checked: otherwise only the
 * identity is returned).
 */
export function symmetries(v: Variant, reaches: readonly Reach[]): Int16Array[] {
  const n = v.board.size;
  const xy = v.board.xy;
  const cx = xy.reduce((s, p) => s + p[0], 0) / n;
  const cy = xy.reduce((s, p) => s + p[1], 0) / n;
  const where = new Map<string, number>();
  const key = (x: number, y: number, z: number) => `${Math.round(x * 1e4)},${Math.round(y * 1e4)},${z}`;
  xy.forEach((p, c) => {
    where.set(key(p[0] - cx, p[1] - cy, v.board.coords[c]![2]), c);
  });
  const identity = Int16Array.from({ length: n }, (_, c) => c);
  const found: Int16Array[] = [identity];
  for (const turns of [6, 4])
    for (let t = 0; t < turns; t++)
      for (const flip of [1, -1]) {
        if (t === 0 && flip === 1) continue;
        const [cos, sin] = [Math.cos((2 * Math.PI * t) / turns), Math.sin((2 * Math.PI * t) / turns)];
        const g = new Int16Array(n);
        const ok = xy.every((p, c) => {
          const x = (p[0] - cx) * flip;
          const y = p[1] - cy;
          const d = where.get(key(x * cos - y * sin, x * sin + y * cos, v.board.coords[c]![2]));
          if (d === undefined) return false;
          g[c] = d;
          return true;
        });
        if (ok && reaches.every((r) => keeps(r, g)) && !found.some((f) => same(f, g))) found.push(g);
      }
  const closed = found.every((a) =>
    found.every((b) =>
      found.some((f) =>
        same(
          f,
          a.map((c) => b[c]!),
        ),
      ),
    ),
  );
  return closed ? found : [identity];
}

const same = (a: Int16Array, b: Int16Array) => a.every((c, i) => c === b[i]);

/** True when the permutation maps each pair's paths onto the image pair's paths (as sets of cells). */
function keeps(r: Reach, g: Int16Array): boolean {
  const n = r.n;
  const pathSets = (p: number, map: (c: number) => number) => {
    const out: string[] = [];
    for (let k = r.pairStart[p]!; k < r.pairStart[p + 1]!; k++)
      out.push(
        Array.from(r.between.subarray(r.pathOff[k]!, r.pathOff[k + 1]!), map)
          .sort((a, b) => a - b)
          .join(','),
      );
    return out.sort().join('|');
  };
  for (let x = 0; x < n; x++)
    for (let y = 0; y < n; y++) {
      const p = x * n + y;
      const q = g[x]! * n + g[y]!;
      if (r.pairStart[p + 1]! - r.pairStart[p]! !== r.pairStart[q + 1]! - r.pairStart[q]!) return false;
      if (r.pairStart[p + 1] === r.pairStart[p]) continue;
      if (pathSets(p, (c) => g[c]!) !== pathSets(q, (c) => c)) return false;
    }
  return true;
}

/** The board's symmetries as the tables use them. */
export interface Symmetry {
  readonly n: number;
  /** The permutations, flat: `perm[g * n + c]`. */
  readonly perm: Int16Array;
  /** Per cell: its index among the first cells of the orbits, or -1 when it is not the first of its orbit. */
  readonly dom: Int16Array;
  /** The first cells of the orbits. */
  readonly domCells: Int16Array;
  /** Per cell: the permutations that map it onto the first cell of its orbit. */
  readonly toDom: readonly (readonly number[])[];
  /** Per cell: the one permutation of `toDom` when there is one, else -1. */
  readonly one: Int16Array;
}

/** Returns the tables' view of a group of cell permutations (the identity among them). */
export function symmetryOf(perms: readonly Int16Array[]): Symmetry {
  const n = perms[0]!.length;
  const first = Int16Array.from({ length: n }, (_, c) => Math.min(...perms.map((g) => g[c]!)));
  const domCells = Int16Array.from(new Set(first)).sort();
  const dom = new Int16Array(n).fill(-1);
  domCells.forEach((c, i) => {
    dom[c] = i;
  });
  const perm = new Int16Array(perms.length * n);
  perms.forEach((g, i) => {
    perm.set(g, i * n);
  });
  const toDom = Array.from({ length: n }, (_, c) => perms.flatMap((g, i) => (g[c] === first[c] ? [i] : [])));
  const one = Int16Array.from(toDom, (gs) => (gs.length === 1 ? gs[0]! : -1));
  return { n, perm, dom, domCells, toDom, one };
}
