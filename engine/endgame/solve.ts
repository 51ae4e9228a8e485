/**
 * An endgame table: a king and one or two men (engine/endgame/model.ts: `manOf`) against a lone king, solved by
 * retrograde analysis, for every position up to the board's symmetries. It says, for each position, whether the
 * side with the men forces mate and in how many plies, so that the computer can play such an ending exactly: the
 * fastest mate with the men, the longest resistance without.
 *
 * "Strong" is the side with the men, "weak" the lone king. A position is stored once per class of positions that
 * a symmetry of the board maps onto each other: the weak king stands on the first cell of its orbit (one of 12
 * cells on Gliński's 91-cell board), and of the images that put it there the smallest index is the one stored.
 * The method: the weak king's mates first (and its stalemates where stalemate loses), then alternately every
 * strong position one move before a lost weak one (won, the fewest plies first), and every weak position whose
 * moves all lead to won strong positions (lost, by the longest of them: each keeps a count of its moves not yet
 * known to lose, and is checked move by move when the count runs out). A capture by the
 * lone king leaves a one-man ending, looked up in that smaller table (`after`); the check is then repeated at the
 * ply the smaller table gives, if that is later. Checked against the engine's own moves position by position
 * (test/engine/tablebase.test.ts) and against the benchmark's solver (test/bench/retrograde.ts).
 *
 * Over 300 lines: `solving` is one generator whose passes share its arrays and small closures; apart, they would pass
 * that context through the hot loops.
 */
import { type Man, reaches, type Symmetry } from './model';

/** A solved ending. */
export interface Table {
  /** The men beside the strong king (1 or 2). */
  readonly men: number;
  readonly sym: Symmetry;
  /** Strong to move, by stored index: 0 if it cannot force mate, else 1 + the plies to mate (2: mate in one). */
  readonly strong: Uint8Array;
  /** Weak to move: 0 if not lost, else 1 + the plies to mate (1: mated). */
  readonly weak: Uint8Array;
  /** The two men are of one kind: a position and the one with the two swapped are stored once. */
  readonly alike: boolean;
}

/** The stored index of a position (men: cells of the strong king, the weak king, man A, man B or -1). */
export function indexOf(t: Pick<Table, 'men' | 'sym' | 'alike'>, wk: number, bk: number, a: number, b: number): number {
  const g = t.sym.one[bk]!;
  if (g >= 0) return slot(t, g * t.sym.n, wk, bk, a, b);
  let best = Number.MAX_SAFE_INTEGER;
  for (const h of t.sym.toDom[bk]!) best = Math.min(best, slot(t, h * t.sym.n, wk, bk, a, b));
  return best;
}

/** The index of a position's image under the permutation that starts at `o` in `perm`. */
function slot(t: Pick<Table, 'men' | 'sym' | 'alike'>, o: number, wk: number, bk: number, a: number, b: number) {
  const { n, perm, dom } = t.sym;
  const i = (dom[perm[o + bk]!]! * n + perm[o + wk]!) * n;
  if (t.men === 1) return i + perm[o + a]!;
  const x = perm[o + a]!;
  const y = perm[o + b]!;
  return t.alike && y < x ? (i + y) * n + x : (i + x) * n + y;
}

/** The largest table built (positions per side to move): Gliński's 91 cells with two men need 9 million. */
export const MAX_POSITIONS = 12_000_000;

/** Positions per side to move of a table of `men` men with these symmetries. */
export const tableSize = (sym: Symmetry, men: number) => sym.domCells.length * sym.n ** (men + 1);

export interface SolveOptions {
  /** A stalemated lone king loses (Panoply); otherwise stalemate does not win for the strong side. */
  readonly stalemateLoses: boolean;
  /** With two men of one kind: store a position and its swap once (halves the work). */
  readonly alike?: boolean;
  /** With two men: the one-man tables left when the lone king takes A (the table of B) and takes B (of A). */
  readonly after?: readonly [Table, Table];
}

/**
 * Solves king + men against king; undefined if the table would be too big or a mate too long to store. The king
 * must be a stepper: it moves and takes alike, with no condition (`isStepper`).
 */
export function solve(king: Man, men: readonly Man[], sym: Symmetry, opts: SolveOptions): Table | undefined {
  const steps = solving(king, men, sym, opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * `solve` in steps: it pauses (yields) after each orbit of the first pass and after each ply of the second, a
 * small fraction of the work each, so that the play page's worker can spread a long build over several moves.
 */
export function* solving(
  kingMan: Man,
  men: readonly Man[],
  sym: Symmetry,
  opts: SolveOptions,
): Generator<void, Table | undefined> {
  const nm = men.length;
  if (nm !== 1 && nm !== 2) throw new Error('one or two men');
  const size = tableSize(sym, nm);
  if (size > MAX_POSITIONS) return undefined;
  const n = sym.n;
  if (!isStepper(kingMan)) throw new Error('the king must move and take alike, by steps');
  const king = kingMan.move;
  const A = men[0]!.attack;
  const B = men[1]?.attack;
  const moveA = men[0]!.move;
  const moveB = men[1]?.move;
  const adj = new Uint8Array(n * n);
  for (let x = 0; x < n; x++)
    for (let k = king.toStart[x]!; k < king.toStart[x + 1]!; k++) adj[x * n + king.to[k]!] = 1;
  const strong = new Uint8Array(size);
  const weak = new Uint8Array(size);
  /** Weak to move: its moves not yet known to lose (or NEVER, or CHECK: see there). */
  const count = new Uint8Array(size);
  const alike = nm === 2 && opts.alike === true;
  const t: Table = { men: nm, sym, strong, weak, alike };
  const at = (wk: number, bk: number, a: number, b: number) => indexOf(t, wk, bk, a, b);
  const [afterA, afterB] = opts.after ?? [];
  /** Is the weak king on y attacked by the men (A on a, B on b), with the strong king on wk the only other man? */
  const attacked = (y: number, wk: number, a: number, b: number) =>
    (a >= 0 && reaches(A, a, y, wk, b, -1)) || (B !== undefined && b >= 0 && reaches(B, b, y, wk, a, -1));
  /** The value, strong to move, after the weak king on y took A (on a) or B (on b): 0 when it is a draw. */
  const taken = (wk: number, y: number, a: number, b: number) =>
    y === a
      ? afterA
        ? afterA.strong[indexOf(afterA, wk, y, b, -1)]!
        : 0
      : afterB
        ? afterB.strong[indexOf(afterB, wk, y, a, -1)]!
        : 0;
  /** True when the weak king may go from its cell to y (the strong men on wk, a, b); y may hold A or B. */
  const legal = (wk: number, y: number, a: number, b: number) =>
    y !== wk &&
    !adj[wk * n + y] &&
    (y === a
      ? B === undefined || !reaches(B, b, y, wk, -1, -1)
      : y === b
        ? !reaches(A, a, y, wk, -1, -1)
        : !attacked(y, wk, a, b));

  /**
   * The weak side's moves from (wk, bk, a, b): -1 if one escapes (leads to a position not yet won), else the
   * largest value among them (0: it has none).
   */
  const worst = (wk: number, bk: number, a: number, b: number): number => {
    let most = 0;
    for (let k = king.toStart[bk]!; k < king.toStart[bk + 1]!; k++) {
      const y = king.to[k]!;
      if (!legal(wk, y, a, b)) continue;
      const v = y === a || y === b ? taken(wk, y, a, b) : strong[at(wk, y, a, b)]!;
      if (v === 0) return -1;
      if (v > most) most = v;
    }
    return most;
  };

  /** The positions found at the last step, per side to move (stored indices). */
  let newWeak = new Frontier();
  let newStrong = new Frontier();
  /** The cells of a stored position, into `cell` (wk, bk, a, b). */
  const cell = new Int16Array(4);
  const decode = (i: number) => {
    const b = nm === 2 ? i % n : -1;
    const r = nm === 2 ? (i - b) / n : i;
    const a = r % n;
    const wk = ((r - a) / n) % n;
    cell[0] = wk;
    cell[1] = sym.domCells[(r - a - wk * n) / (n * n)]!;
    cell[2] = a;
    cell[3] = b;
  };
  /** Positions to check again at the ply a capture into a smaller ending gives: (wk, bk, a, b) by that ply. */
  const later: number[][] = [];

  // Every stored position: the lone king's mates (and stalemates, where they lose), and the count of its moves
  // that are not captures. A position that a symmetry maps onto itself is checked move by move at each step
  // instead (CHECK): its moves and the steps back into it need not pair one to one.
  let i = 0;
  for (const bk of sym.domCells) {
    yield;
    const fixed = sym.toDom[bk]!.slice(1);
    for (let wk = 0; wk < n; wk++)
      for (let a = 0; a < n; a++)
        for (let b = nm === 2 ? 0 : -1; b < (nm === 2 ? n : 0); b++, i++) {
          if (wk === bk || a === wk || a === bk || b === wk || b === bk || b === a || adj[wk * n + bk]) continue;
          if (alike && b < a) continue;
          let moves = 0;
          let any = false;
          let draw = false;
          for (let k = king.toStart[bk]!; k < king.toStart[bk + 1]!; k++) {
            const y = king.to[k]!;
            if (!legal(wk, y, a, b)) continue;
            any = true;
            if (y !== a && y !== b) moves++;
            else if (taken(wk, y, a, b) === 0) draw = true;
          }
          if (!any) {
            if (opts.stalemateLoses || attacked(bk, wk, a, b)) {
              weak[i] = 1;
              newWeak.push(i);
            }
            count[i] = NEVER;
          } else if (draw) count[i] = NEVER;
          else if (moves === 0) (later[worst(wk, bk, a, b)] ??= []).push(wk, bk, a, b);
          else {
            const o = (g: number) => g * n;
            const [pa, pb] = [(g: number) => sym.perm[o(g) + a], (g: number) => sym.perm[o(g) + b]];
            const still = fixed.some(
              (g) =>
                sym.perm[o(g) + wk] === wk &&
                ((pa(g) === a && (b < 0 || pb(g) === b)) || (alike && pa(g) === b && pb(g) === a)),
            );
            count[i] = still ? CHECK : moves;
          }
        }
  }

  for (let v = 1; v < 250; v += 2) {
    yield;
    let found = 0;
    // Won for the strong side: one move before a lost position (not in check before its move).
    const win = (p: number, wk: number, bk: number, a: number, b: number) => {
      if (strong[p] !== 0 || attacked(bk, wk, a, b)) return;
      strong[p] = v + 1;
      newStrong.push(p);
      found++;
    };
    const lost = newWeak;
    newWeak = new Frontier();
    for (let q = 0; q < lost.length; q++) {
      decode(lost.items[q]!);
      const [wk, bk, a, b] = cell as unknown as [number, number, number, number];
      // The weak king stays where it is stored: unless a symmetry keeps its cell, the index is plain arithmetic.
      const plain = sym.one[bk] === 0;
      const base = sym.dom[bk]! * n;
      const here = (wk: number, a: number, b: number) =>
        !plain
          ? indexOf(t, wk, bk, a, b)
          : nm === 1
            ? (base + wk) * n + a
            : alike && b < a
              ? ((base + wk) * n + b) * n + a
              : ((base + wk) * n + a) * n + b;
      for (let k = king.fromStart[wk]!; k < king.fromStart[wk + 1]!; k++) {
        const x = king.from[k]!;
        if (x !== bk && x !== a && x !== b && !adj[x * n + bk]) win(here(x, a, b), x, bk, a, b);
      }
      for (let k = moveA.fromStart[a]!; k < moveA.fromStart[a + 1]!; k++) {
        const x = moveA.from[k]!;
        if (x !== wk && x !== bk && x !== b && reaches(moveA, x, a, wk, b, bk)) win(here(wk, x, b), wk, bk, x, b);
      }
      if (moveB !== undefined)
        for (let k = moveB.fromStart[b]!; k < moveB.fromStart[b + 1]!; k++) {
          const x = moveB.from[k]!;
          if (x !== wk && x !== bk && x !== a && reaches(moveB, x, b, wk, a, bk)) win(here(wk, a, x), wk, bk, a, x);
        }
    }
    // Lost for the weak side: every move leads to a won position.
    const check = (p: number, wk: number, bk: number, a: number, b: number) => {
      const w = worst(wk, bk, a, b);
      if (w <= 0) return;
      if (w > v + 1) (later[w] ??= []).push(wk, bk, a, b);
      else {
        weak[p] = w + 1;
        newWeak.push(p);
        found++;
      }
    };
    const l = later[v + 1] ?? [];
    for (let k = 0; k < l.length; k += 4) {
      const p = at(l[k]!, l[k + 1]!, l[k + 2]!, l[k + 3]!);
      if (weak[p] === 0) check(p, l[k]!, l[k + 1]!, l[k + 2]!, l[k + 3]!);
    }
    const won = newStrong;
    newStrong = new Frontier();
    for (let q = 0; q < won.length; q++) {
      decode(won.items[q]!);
      const [wk, bk, a, b] = cell as unknown as [number, number, number, number];
      for (let k = king.fromStart[bk]!; k < king.fromStart[bk + 1]!; k++) {
        const y = king.from[k]!;
        if (y === wk || y === a || y === b || adj[wk * n + y]) continue;
        const p = at(wk, y, a, b);
        const c = count[p]!;
        if (weak[p] !== 0 || c === NEVER) continue;
        // A count may reach 0 early when the won position maps onto itself: from then on each step checks.
        if (c > 1 && c !== CHECK) count[p] = c - 1;
        else {
          if (c === 1) count[p] = 0;
          check(p, wk, y, a, b);
        }
      }
    }
    if (!found && v + 1 >= later.length) return t;
  }
  return undefined;
}

/** True when a man moves and takes alike, to the same cells, with no condition on the way (a king's steps). */
export function isStepper(m: Man): boolean {
  return m.move.pair.every((x, i) => x < 2 && x === m.attack.pair[i]);
}

/** A weak position never lost (it has no move, or a capture that leaves a draw). */
const NEVER = 255;
/** A weak position checked move by move (a symmetry maps it onto itself). */
const CHECK = 254;

/** A growing list of stored indices. */
class Frontier {
  items = new Int32Array(1024);
  length = 0;
  push(i: number): void {
    if (this.length === this.items.length) {
      const more = new Int32Array(this.length * 2);
      more.set(this.items);
      this.items = more;
    }
    this.items[this.length++] = i;
  }
}
