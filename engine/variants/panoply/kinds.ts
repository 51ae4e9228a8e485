/**
 * Panoply's capturing atom kinds (shared/rules/panoply.md §3). Quiet moves are plain `slide` atoms; these
 * kinds make the captures, each with an attack probe for check detection:
 * - `panoply-replace`: capture by replacement along a clear line, up to the atom's range (King 1, Rider any);
 * - `panoply-guard`: reading A of the Guard: passes over its own men, then moves to or captures on the first
 *   cell that is not friendly;
 * - `panoply-withdraw`: the Skirmisher takes the first man on a line by moving as far the other way;
 * - `panoply-leap`: the Catapult takes a man k cells away by landing 2k cells away, on an empty cell;
 * - `panoply-pawn`: the Pawn jumps over an adjacent enemy in a forward direction onto an empty cell.
 * Every capture obeys the Barricade rule (§3.0): a Barricade is taken only through its nearer end, along its
 * line; a Pawn never takes one.
 */
import type { AtomKind } from '../../rules/atomKinds';
import type { State } from '../../rules/state';
import { codeColor, codeKind, type CompiledAtom } from '../../rules/variant';
import type { Color } from '../../types';
import { geo, lineTo, opposite, type Geo } from './board';

/** True when the man on `t` is an enemy of `color` that a capture travelling in direction `d` may take. */
export function takeable(st: State, g: Geo, t: number, d: number, color: Color): boolean {
  const code = st.board[t]!;
  if (code === 0 || codeColor(code) === color) return false;
  const other = st.link[t]!;
  return other < 0 || other === g.step[d]![t];
}

/** True when the cells `ray[from..to-1]` are all empty. */
function clear(st: State, ray: Int16Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (st.board[ray[i]!] !== 0) return false;
  return true;
}

const colorOn = (st: State, cell: number): Color => codeColor(st.board[cell]!);

const replace: AtomKind = {
  generate(ctx, from, ca) {
    const { st, color } = ctx;
    const g = geo(ctx.v.board);
    const kind = codeKind(st.board[from]!);
    for (let d = 0; d < 6; d++) {
      const ray = g.ray[d]![from]!;
      const n = Math.min(ray.length, ca.atom.range);
      for (let i = 0; i < n; i++) {
        const t = ray[i]!;
        if (st.board[t] === 0) continue;
        if (takeable(st, g, t, d, color)) ctx.push(from, t, kind, t);
        break;
      }
    }
  },
  attacks(v, st, from, target, ca) {
    const g = geo(v.board);
    const l = lineTo(g, from, target); // direction * 16 + distance
    const d = l >> 4;
    return (
      l >= 0 &&
      (l & 15) <= ca.atom.range &&
      clear(st, g.ray[d]![from]!, 0, (l & 15) - 1) &&
      takeable(st, g, target, d, colorOn(st, from))
    );
  },
};

const guard: AtomKind = {
  generate(ctx, from) {
    const { st, color } = ctx;
    const g = geo(ctx.v.board);
    const kind = codeKind(st.board[from]!);
    for (let d = 0; d < 6; d++) {
      const ray = g.ray[d]![from]!;
      let i = 0;
      while (i < ray.length && st.board[ray[i]!] !== 0 && codeColor(st.board[ray[i]!]!) === color) i++;
      if (i === ray.length) continue;
      const t = ray[i]!;
      if (st.board[t] === 0) ctx.push(from, t, kind, -1);
      else if (takeable(st, g, t, d, color)) ctx.push(from, t, kind, t);
    }
  },
  attacks(v, st, from, target) {
    const g = geo(v.board);
    const l = lineTo(g, from, target);
    if (l < 0) return false;
    const d = l >> 4;
    const color = colorOn(st, from);
    const ray = g.ray[d]![from]!;
    for (let i = 0; i < (l & 15) - 1; i++)
      if (st.board[ray[i]!] === 0 || codeColor(st.board[ray[i]!]!) !== color) return false;
    return takeable(st, g, target, d, color);
  },
};

/** The Skirmisher's retreat: `k` empty cells straight back from `from` in direction `d`; returns the last or -1. */
function retreat(st: State, g: Geo, from: number, d: number, k: number): number {
  const back = g.ray[opposite(d)]![from]!;
  return back.length >= k && clear(st, back, 0, k) ? back[k - 1]! : -1;
}

const withdraw: AtomKind = {
  generate(ctx, from) {
    const { st, color } = ctx;
    const g = geo(ctx.v.board);
    const kind = codeKind(st.board[from]!);
    for (let d = 0; d < 6; d++) {
      const ray = g.ray[d]![from]!;
      let i = 0;
      while (i < ray.length && st.board[ray[i]!] === 0) i++;
      if (i === ray.length || !takeable(st, g, ray[i]!, d, color)) continue;
      const to = retreat(st, g, from, d, i + 1);
      if (to >= 0) ctx.push(from, to, kind, ray[i]!);
    }
  },
  attacks(v, st, from, target) {
    const g = geo(v.board);
    const l = lineTo(g, from, target);
    const d = l >> 4;
    const k = l & 15;
    return (
      l >= 0 &&
      clear(st, g.ray[d]![from]!, 0, k - 1) &&
      takeable(st, g, target, d, colorOn(st, from)) &&
      retreat(st, g, from, d, k) >= 0
    );
  },
};

const leap: AtomKind = {
  generate(ctx, from) {
    const { st, color } = ctx;
    const g = geo(ctx.v.board);
    const kind = codeKind(st.board[from]!);
    for (let d = 0; d < 6; d++) {
      const ray = g.ray[d]![from]!;
      // The target at index i (distance i + 1) needs the landing cell at distance 2(i + 1), index 2i + 1.
      for (let i = 0; 2 * i + 1 < ray.length; i++) {
        const t = ray[i]!;
        if (st.board[t] !== 0 && st.board[ray[2 * i + 1]!] === 0 && takeable(st, g, t, d, color))
          ctx.push(from, ray[2 * i + 1]!, kind, t);
      }
    }
  },
  attacks(v, st, from, target) {
    const g = geo(v.board);
    const l = lineTo(g, from, target);
    if (l < 0) return false;
    const d = l >> 4;
    const k = l & 15;
    const ray = g.ray[d]![from]!;
    return 2 * k <= ray.length && st.board[ray[2 * k - 1]!] === 0 && takeable(st, g, target, d, colorOn(st, from));
  },
};

/** True when a Pawn's forward line (its two cells) lets it jump the first onto the second. */
const pawnJump = (st: State, line: Int16Array, color: Color): boolean => {
  if (line.length < 2 || st.board[line[1]!] !== 0) return false;
  const code = st.board[line[0]!]!;
  return code !== 0 && codeColor(code) !== color && st.link[line[0]!]! < 0;
};

const pawn: AtomKind = {
  generate(ctx, from, ca) {
    const kind = codeKind(ctx.st.board[from]!);
    for (const line of ca.lines[from]!) if (pawnJump(ctx.st, line, ctx.color)) ctx.push(from, line[1]!, kind, line[0]!);
  },
  attacks: (_v, st, from, target, ca: CompiledAtom) =>
    ca.lines[from]!.some((line) => line[0] === target && pawnJump(st, line, colorOn(st, from))),
};

/** The capturing atom kinds by name, declared in the variant's definition (`atomKinds`). */
const along = 'along one of its 6 orthogonal lines';
export const PANOPLY_KINDS: Readonly<Record<string, AtomKind>> = {
  'panoply-replace': {
    ...replace,
    describe: (a) => `captures by landing on the first enemy man ${along}${a.range === 1 ? ', next to it' : ''}`,
  },
  'panoply-guard': {
    ...guard,
    describe: () =>
      `moves to, or captures on, the first cell ${along} that is not held by its own men, hopping over a run of them`,
  },
  'panoply-withdraw': {
    ...withdraw,
    describe: () =>
      `captures by withdrawal: it moves straight away from the first enemy man ${along}, as far as it stood from it, and that man is removed`,
  },
  'panoply-leap': {
    ...leap,
    describe: () =>
      `captures by leaping over an enemy man ${along} to the empty cell as far beyond it as the catapult stood before it`,
  },
  'panoply-pawn': {
    ...pawn,
    describe: () => 'captures by jumping over an enemy man on a forward neighbour to the empty cell just beyond it',
  },
};
