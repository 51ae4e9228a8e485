/**
 * What an endgame table needs to know of a variant: where its king and the other men go and what they attack on a
 * board that holds only the few men of the ending, and which turns and reflections of the board keep all of that.
 *
 * A man is solvable when each of its atoms is a `slide` (the same for both sides, with no region and no capture
 * without moving) or of a kind that lists its paths (`AtomKind.paths`: Panoply's captures by replacement,
 * withdrawal and leaping, and its Guard). A path to a cell names the cells that must be empty and those that must
 * hold the mover's own men. Pawns, men that freeze or stand on two cells, cannons and the like are beyond this
 * model, and no table is built for them.
 */
import type { AtomPath } from '../rules/atomKinds';
import type { Variant } from '../rules/variant';

/** One relation of a man (its moves, or its captures) from each cell, with what must hold on the way. */
export interface Reach {
  readonly n: number;
  /** The pair `x * n + y`'s paths are `pairStart[x * n + y]` to `pairStart[x * n + y + 1] - 1`. */
  readonly pairStart: Int32Array;
  /** Per path: its cells that must be empty, `between[pathOff[k]]` to `between[pathOff[k + 1] - 1]`. */
  readonly pathOff: Int32Array;
  readonly between: Int16Array;
  /** Per path: its cells that must hold the mover's own men, `own[ownOff[k]]` to `own[ownOff[k + 1] - 1]`. */
  readonly ownOff: Int32Array;
  readonly own: Int16Array;
  /** Per cell x: the cells y reachable from x, flat (`to[toStart[x]] .. to[toStart[x + 1] - 1]`). */
  readonly toStart: Int32Array;
  readonly to: Int16Array;
  /** Per cell y: the cells x from which y is reachable, flat. */
  readonly fromStart: Int32Array;
  readonly from: Int16Array;
  /** Per pair `x * n + y`: 0 if y is out of reach, 1 if a path with no condition leads there, 2 otherwise. */
  readonly pair: Uint8Array;
}

/** A man's moves without capture, and its captures (what it attacks). */
export interface Man {
  readonly move: Reach;
  readonly attack: Reach;
}

/** A path without its target: the cells that must be empty, and those that must hold the mover's own men. */
type Condition = { readonly empty: readonly number[]; readonly own: readonly number[] };

/** Builds a relation from its paths per cell. */
function reachOfPaths(n: number, pathsPerCell: readonly (readonly Omit<AtomPath, 'quiet' | 'capture'>[])[]) {
  const pairs: Condition[][] = Array.from({ length: n * n }, () => []);
  pathsPerCell.forEach((paths, x) => {
    for (const p of paths) pairs[x * n + p.to]!.push({ empty: p.empty, own: p.own ?? [] });
  });
  const pairStart = new Int32Array(n * n + 1);
  const pair = new Uint8Array(n * n);
  const pathOff: number[] = [0];
  const between: number[] = [];
  const ownOff: number[] = [0];
  const own: number[] = [];
  const to: number[][] = Array.from({ length: n }, () => []);
  const from: number[][] = Array.from({ length: n }, () => []);
  for (let p = 0; p < n * n; p++) {
    let paths = pairs[p]!;
    const free = paths.find((q) => q.empty.length === 0 && q.own.length === 0);
    if (free) paths = [free]; // a path with no condition is always open
    pair[p] = paths.length === 0 ? 0 : free ? 1 : 2;
    for (const q of paths) {
      between.push(...q.empty);
      pathOff.push(between.length);
      own.push(...q.own);
      ownOff.push(own.length);
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
    ownOff: Int32Array.from(ownOff),
    own: Int16Array.from(own),
    toStart: t.start,
    to: t.cells,
    fromStart: f.start,
    from: f.cells,
    pair,
  } satisfies Reach;
}

/** Builds a relation from lines per cell (each line the cells it walks, nearest first; stopped by any man). */
export const reachOf = (n: number, linesPerCell: readonly (readonly (readonly number[])[])[]): Reach =>
  reachOfPaths(
    n,
    linesPerCell.map((lines) => lines.flatMap(linePaths)),
  );

/** The paths along a line: to each of its cells, over the ones before it. */
const linePaths = (line: readonly number[]) => line.map((to, i) => ({ to, empty: line.slice(0, i) }));

/**
 * True when a man on x reaches y, with the board holding besides only its own men on `f1` and `f2` and an enemy man
 * on `e1` (-1: none).
 */
export function reaches(r: Reach, x: number, y: number, f1: number, f2: number, e1: number): boolean {
  const p = x * r.n + y;
  const kind = r.pair[p]!;
  if (kind < 2) return kind === 1;
  next: for (let k = r.pairStart[p]!; k < r.pairStart[p + 1]!; k++) {
    for (let i = r.pathOff[k]!; i < r.pathOff[k + 1]!; i++) {
      const c = r.between[i]!;
      if (c === f1 || c === f2 || c === e1) continue next;
    }
    for (let i = r.ownOff[k]!; i < r.ownOff[k + 1]!; i++) {
      const c = r.own[i]!;
      if (c < 0 || (c !== f1 && c !== f2)) continue next;
    }
    return true;
  }
  return false;
}

/** A kind's moves and captures (see the module comment), or the reason the tables cannot have it. */
export function manOf(v: Variant, kind: number): Man | string {
  const k = v.kinds[kind]!;
  const n = v.board.size;
  if (k.def.pawn) return `${k.def.name}: a pawn`;
  if (k.def.freezes || k.def.cells || k.confine) return `${k.def.name}: not solvable in the tables`;
  const move: AtomPath[][] = Array.from({ length: n }, () => []);
  const attack: AtomPath[][] = Array.from({ length: n }, () => []);
  for (const ca of k.atoms[0]) {
    const a = ca.atom;
    if (a.stay || a.relative || ca.fromMask || ca.targetMask || ca.targetExclude) {
      return `${k.def.name}: not solvable in the tables`;
    }
    for (let c = 0; c < n; c++) {
      let paths: readonly AtomPath[];
      if (a.kind === 'slide' && !ca.custom) {
        const [quiet, capture] = [a.mode !== 'capture', a.mode !== 'move'];
        paths = ca.lines[c]!.flatMap((l) => linePaths([...l]).map((p) => ({ ...p, quiet, capture })));
      } else if (ca.custom?.paths) paths = ca.custom.paths(v, c, ca);
      else return `${k.def.name}: not solvable in the tables`;
      for (const p of paths) {
        if (p.quiet) move[c]!.push(p);
        if (p.capture) attack[c]!.push(p);
      }
    }
  }
  return { move: reachOfPaths(n, move), attack: reachOfPaths(n, attack) };
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
  const cells = (a: Int16Array, map: (c: number) => number) =>
    Array.from(a, map)
      .sort((x, y) => x - y)
      .join(',');
  const pathSets = (p: number, map: (c: number) => number) => {
    const out: string[] = [];
    for (let k = r.pairStart[p]!; k < r.pairStart[p + 1]!; k++)
      out.push(
        `${cells(r.between.subarray(r.pathOff[k]!, r.pathOff[k + 1]!), map)}/${cells(r.own.subarray(r.ownOff[k]!, r.ownOff[k + 1]!), map)}`,
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
