/**
 * Panoply's capturing atom kinds (docs/rules/panoply.md §3). Quiet moves are plain `slide` atoms; these
 * kinds make the captures, each with an attack probe for check detection:
 * - `panoply-replace`: capture by replacement along a clear line, up to the atom's range (King 1, Rider any);
 * - `panoply-guard`: reading A of the Guard: passes over its own men, then moves to or captures on the first
 *   cell that is not friendly;
 * - `panoply-withdraw`: the Skirmisher takes the first man on a line by moving as far the other way;
 * - `panoply-leap`: the Catapult takes a man k cells away by landing 2k cells away, on an empty cell;
 * - `panoply-pawn`: the Pawn jumps over an adjacent enemy in a forward direction onto an empty cell.
 * Every capture obeys the Barricade rule (§3.0): a Barricade is taken only through its nearer end, along its
 * line; a Pawn never takes one.
 *
 * Over 300 lines: Panoply's five capturing kinds, each with its moves, attack probe and explanation together, sharing
 * the Barricade rule's helpers at the top.
 */
import { type AtomKind, type AtomPath, type ExplainContext, type Verdict, why } from '../../rules/atomKinds';
import type { State } from '../../rules/state';
import { codeColor, codeKind, type CompiledAtom, type Variant } from '../../rules/variant';
import type { Color } from '../../types';
import { geo, lineTo, opposite, type Geo } from './board';

/** True when the man on `t` is an enemy of `color` that a capture travelling in direction `d` may take. */
export function takeable(st: State, g: Geo, t: number, d: number, color: Color): boolean {
  const code = st.board[t]!;
  if (code === 0 || codeColor(code) === color) return false;
  const other = st.link[t]!;
  return other < 0 || other === g.step[d]![t];
}

/**
 * Why the enemy Barricade with a cell on `t` cannot be taken through `t` from where the capture comes: a
 * Barricade is taken only along its own line, through its nearer end (§3.0). Names the man, its line and the end.
 */
export function barricadeImmune(ctx: ExplainContext, g: Geo, t: number): Verdict {
  const other = ctx.st.link[t]!;
  const outside = g.step[lineTo(g, other, t) >> 4]![t]!;
  const man = ctx.man(t);
  const end =
    outside >= 0
      ? `${ctx.name(t)} can be taken only by a capture coming along that line from ${ctx.name(outside)}`
      : `${ctx.name(t)} is at the edge of the board, so that end cannot be taken`;
  return why(
    'immune',
    `${man[0]!.toUpperCase()}${man.slice(1)} is captured only along its own line, through its nearer end: ${end}.`,
    t,
    other,
  );
}

/** True when the cells `ray[from..to-1]` are all empty. */
function clear(st: State, ray: Int16Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (st.board[ray[i]!] !== 0) return false;
  return true;
}

const colorOn = (st: State, cell: number): Color => codeColor(st.board[cell]!);

/** Returns the first occupied cell of `ray[0..n-1]`, or -1. */
function firstMan(st: State, ray: Int16Array, n: number): number {
  for (let i = 0; i < n && i < ray.length; i++) if (st.board[ray[i]!] !== 0) return ray[i]!;
  return -1;
}

/** The verdict on the cell a capture along direction `d` lands on, once its path is open. */
function target(ctx: ExplainContext, g: Geo, to: number, d: number, empty: string): Verdict {
  if (ctx.st.board[to] === 0) return empty ? why('capture-only', empty) : 'reach';
  if (colorOn(ctx.st, to) === ctx.color) return undefined;
  return takeable(ctx.st, g, to, d, ctx.color) ? 'reach' : barricadeImmune(ctx, g, to);
}

const replace: AtomKind = {
  explain(ctx, from, to, ca) {
    const g = geo(ctx.v.board);
    const l = lineTo(g, from, to);
    if (l < 0 || (l & 15) > ca.atom.range) return undefined;
    const ray = g.ray[l >> 4]![from]!;
    const blocker = firstMan(ctx.st, ray, (l & 15) - 1);
    if (blocker >= 0) return why('blocked', `${ctx.Me} is blocked on ${ctx.name(blocker)}.`, blocker);
    return target(ctx, g, to, l >> 4, `${ctx.Me} moves there only to capture, and ${ctx.name(to)} is empty.`);
  },
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
  explain(ctx, from, to) {
    const g = geo(ctx.v.board);
    const l = lineTo(g, from, to);
    if (l < 0) return undefined;
    const ray = g.ray[l >> 4]![from]!;
    let i = 0;
    while (i < ray.length && ctx.st.board[ray[i]!] !== 0 && colorOn(ctx.st, ray[i]!) === ctx.color) i++;
    const k = (l & 15) - 1;
    if (k < i) return undefined; // its own man stands there
    if (k > i)
      return ctx.st.board[ray[i]!] !== 0
        ? why('blocked', `${ctx.Me} is blocked on ${ctx.name(ray[i]!)}.`, ray[i]!)
        : why(
            'screen',
            `${ctx.Me} goes farther than the next cell only by passing over a run of its own men, and ${ctx.name(ray[i]!)} is empty.`,
            ray[i]!,
          );
    return target(ctx, g, to, l >> 4, '');
  },
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
  explain(ctx, from, to) {
    const g = geo(ctx.v.board);
    const l = lineTo(g, from, to);
    if (l < 0) return undefined;
    const st = ctx.st;
    const k = l & 15;
    if (st.board[to] !== 0) {
      // The man on `to` taken by withdrawal: the line to it clear, the retreat as long, straight back.
      const d = l >> 4;
      const blocker = firstMan(st, g.ray[d]![from]!, k - 1);
      if (blocker >= 0)
        return why(
          'blocked',
          `${ctx.Me} captures only the first man on a line; ${ctx.man(blocker)} stands nearer.`,
          blocker,
        );
      if (colorOn(st, to) === ctx.color) return undefined;
      if (!takeable(st, g, to, d, ctx.color)) return barricadeImmune(ctx, g, to);
      const back = g.ray[opposite(d)]![from]!;
      if (back.length < k)
        return why(
          'off-board',
          `${ctx.Me} captures by withdrawal: it must move ${k} cells straight away from ${ctx.name(to)}, and the board ends ${back.length ? `after ${ctx.name(back[back.length - 1]!)}` : `at ${ctx.name(from)}`}.`,
          ...back,
        );
      const stop = firstMan(st, back, k);
      if (stop >= 0)
        return why(
          'blocked',
          `${ctx.Me} captures by withdrawal: it must move ${k} cells straight away from ${ctx.name(to)}, to ${ctx.name(back[k - 1]!)}, and ${ctx.man(stop)} is in the way.`,
          stop,
        );
      return 'reach';
    }
    // An empty `to`: the cell it would withdraw to, from a man as far the other way.
    const ahead = g.ray[opposite(l >> 4)]![from]!;
    const victim = ahead[k - 1];
    const open = firstMan(st, g.ray[l >> 4]![from]!, k) < 0;
    if (victim !== undefined && open && firstMan(st, ahead, k - 1) < 0 && st.board[victim] !== 0) {
      if (colorOn(st, victim) !== ctx.color && takeable(st, g, victim, opposite(l >> 4), ctx.color)) return 'reach';
    }
    return why(
      'capture-only',
      `${ctx.Me} withdraws to ${ctx.name(to)} only when capturing an enemy man ${k} cells the other way.`,
    );
  },
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

/** Why the Catapult on `from` does or does not capture on, or land on, `to` (§3.4; a Barricade: §3.0, §3.8). */
function explainLeap(ctx: ExplainContext, from: number, to: number): Verdict {
  const g = geo(ctx.v.board);
  const l = lineTo(g, from, to);
  if (l < 0) return undefined;
  const st = ctx.st;
  const d = l >> 4;
  const k = l & 15;
  const ray = g.ray[d]![from]!;
  if (st.board[to] !== 0) {
    // The man leapt over: the landing cell as far beyond it, on the board and empty.
    if (colorOn(st, to) === ctx.color) return undefined;
    // The far end of a Barricade lined up with the Catapult: it is taken through its nearer end, or not at all.
    const near = st.link[to]!;
    if (near >= 0 && k >= 2 && ray[k - 2] === near) return explainLeap(ctx, from, near);
    if (ray.length < 2 * k)
      return why(
        'off-board',
        `${ctx.Me} captures by leaping ${k} cells beyond ${ctx.name(to)}, and the board ends ${ray.length > k ? `at ${ctx.name(ray[ray.length - 1]!)}` : `at ${ctx.name(to)}`}.`,
      );
    const land = ray[2 * k - 1]!;
    if (land === st.link[to])
      return why(
        'immune',
        `${ctx.Me} would leap over ${ctx.name(to)}, the nearer end of ${ctx.man(to)}, and land on ${ctx.name(land)}, its other end: a Catapult right next to a Barricade can never capture it.`,
        to,
        land,
      );
    if (st.board[land] !== 0)
      return why('blocked', `${ctx.Me} would land on ${ctx.name(land)}, and ${ctx.man(land)} stands there.`, land);
    if (!takeable(st, g, to, d, ctx.color)) return barricadeImmune(ctx, g, to);
    return 'reach';
  }
  const over = k % 2 === 0 ? ray[k / 2 - 1]! : -1;
  if (over >= 0 && st.board[over] !== 0 && colorOn(st, over) !== ctx.color) {
    if (!takeable(st, g, over, d, ctx.color)) return barricadeImmune(ctx, g, over);
    return 'reach';
  }
  return why(
    'capture-only',
    `${ctx.Me} lands on ${ctx.name(to)} only by leaping over an enemy man halfway there.`,
    ...(over >= 0 ? [over] : []),
  );
}

const leap: AtomKind = {
  explain: (ctx, from, to) => explainLeap(ctx, from, to),
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
  explain(ctx, from, to, ca) {
    const st = ctx.st;
    for (const line of ca.lines[from]!) {
      const [over, land] = [line[0]!, line[1]];
      if (over === to) {
        if (st.board[to] === 0)
          return why('capture-only', `${ctx.Me} moves that way only to capture, and ${ctx.name(to)} is empty.`);
        if (colorOn(st, to) === ctx.color) return undefined;
        if (st.link[to]! >= 0) return why('immune', `A Pawn never captures a Barricade.`, to, st.link[to]!);
        if (land === undefined)
          return why(
            'off-board',
            `${ctx.Me} captures by jumping, and there is no cell beyond ${ctx.name(to)} to land on.`,
          );
        if (st.board[land] !== 0)
          return why('blocked', `${ctx.Me} would land on ${ctx.name(land)}, and ${ctx.man(land)} stands there.`, land);
        return 'reach';
      }
      if (land === to) {
        if (st.board[to] !== 0) {
          if (colorOn(st, to) === ctx.color) return undefined;
          // The Barricade rule first (docs/CONVENTIONS.md §6): a jump over a Barricade's end, or onto one, is `immune`.
          const enemyOver = st.board[over] !== 0 && colorOn(st, over) !== ctx.color;
          if (enemyOver && st.link[over]! >= 0)
            return why('immune', `A Pawn never captures a Barricade.`, over, st.link[over]!);
          if (st.link[to]! >= 0) return why('immune', `A Pawn never captures a Barricade.`, to, st.link[to]!);
          return why('no-capture', `${ctx.Me} captures the man it jumps over, never the one where it lands.`, to);
        }
        if (st.board[over] !== 0 && colorOn(st, over) !== ctx.color) {
          if (st.link[over]! >= 0) return why('immune', `A Pawn never captures a Barricade.`, over, st.link[over]!);
          return 'reach';
        }
        return why(
          'capture-only',
          `${ctx.Me} moves two cells only by jumping over an enemy man, and none stands on ${ctx.name(over)}.`,
        );
      }
    }
    return undefined;
  },
  generate(ctx, from, ca) {
    const kind = codeKind(ctx.st.board[from]!);
    for (const line of ca.lines[from]!) if (pawnJump(ctx.st, line, ctx.color)) ctx.push(from, line[1]!, kind, line[0]!);
  },
  attacks: (_v, st, from, target, ca: CompiledAtom) =>
    ca.lines[from]!.some((line) => line[0] === target && pawnJump(st, line, colorOn(st, from))),
};

/** The endgame tables' view of a capturing kind: per direction, per target index on the ray, a path or none. */
function pathsOf(
  v: Variant,
  from: number,
  each: (g: Geo, d: number, ray: Int16Array, i: number) => Omit<AtomPath, 'to'> | undefined,
): AtomPath[] {
  const g = geo(v.board);
  const out: AtomPath[] = [];
  for (let d = 0; d < 6; d++) {
    const ray = g.ray[d]![from]!;
    for (let i = 0; i < ray.length; i++) {
      const p = each(g, d, ray, i);
      if (p) out.push({ to: ray[i]!, ...p });
    }
  }
  return out;
}

/** The capturing atom kinds by name, declared in the variant's definition (`atomKinds`). */
const along = 'along one of its 6 orthogonal lines';
export const PANOPLY_KINDS: Readonly<Record<string, AtomKind>> = {
  'panoply-replace': {
    ...replace,
    paths: (v, from, ca) =>
      pathsOf(v, from, (_g, _d, ray, i) =>
        i < ca.atom.range ? { empty: [...ray.subarray(0, i)], quiet: false, capture: true } : undefined,
      ),
    describe: (a) => `captures by landing on the first enemy man ${along}${a.range === 1 ? ', next to it' : ''}`,
  },
  'panoply-guard': {
    ...guard,
    // Over a run of its own men (none: the next cell) to the first cell they do not hold.
    paths: (v, from) =>
      pathsOf(v, from, (_g, _d, ray, i) => ({ empty: [], own: [...ray.subarray(0, i)], quiet: true, capture: true })),
    describe: () =>
      `moves to, or captures on, the first cell ${along} that is not held by its own men, hopping over a run of them (our reading: the end of the source’s rule is lost)`,
  },
  'panoply-withdraw': {
    ...withdraw,
    // The first man on a line, k cells away, with k empty cells straight back.
    paths: (v, from) =>
      pathsOf(v, from, (g, d, ray, i) => {
        const back = g.ray[opposite(d)]![from]!;
        return back.length > i
          ? { empty: [...ray.subarray(0, i), ...back.subarray(0, i + 1)], quiet: false, capture: true }
          : undefined;
      }),
    describe: () =>
      `captures by withdrawal: it moves straight away from the first enemy man ${along}, as far as it stood from it, and that man is removed`,
  },
  'panoply-leap': {
    ...leap,
    // A man k cells away, whatever stands between, when the cell 2k away is empty.
    paths: (v, from) =>
      pathsOf(v, from, (_g, _d, ray, i) =>
        2 * i + 1 < ray.length ? { empty: [ray[2 * i + 1]!], quiet: false, capture: true } : undefined,
      ),
    describe: () =>
      `captures by leaping over an enemy man ${along} to the empty cell as far beyond it as the catapult stood before it`,
  },
  'panoply-pawn': {
    ...pawn,
    describe: () => 'captures by jumping over an enemy man on a forward neighbour to the empty cell just beyond it',
  },
};
