/**
 * The Barricade (docs/rules/panoply.md §3.8): one man on two adjacent cells (`State.link` pairs them). A move
 * is one or two steps; a step is a rotation (one end moves to an empty cell next to both ends; never a capture)
 * or an advance (the whole man shifts one cell along its line, either way, and takes what stands there if the
 * Barricade rule allows it). A two-step move may not end where it began unless its first step captured
 * (capture and retreat). Paths with the same end cells and the same captures are one move (§6 item 12); its
 * text is the path with the fewest steps, then the smallest text. The freeze is tested once, before the move
 * (rules/freeze.ts), so a second step may follow contact with a Herald.
 */
import { why, type AtomKind, type ExplainContext, type Verdict } from '../../rules/atomKinds';
import { MoveFlag, type Move, type MultiCellMove } from '../../rules/move';
import type { State } from '../../rules/state';
import { codeColor, codeKind, type Variant } from '../../rules/variant';
import type { Color } from '../../types';
import { distance, geo, lineTo, opposite, type Geo } from './board';
import { barricadeImmune, takeable } from './kinds';

/** When a Barricade may take an enemy Barricade (§6 item 11): lined up at the capturing step, or from the move's start. */
export type BarricadeAlignment = 'step' | 'move';

/** One step: the new cells (ascending), the cell taken or -1, and what kind of step it was. */
interface Step {
  readonly lo: number;
  readonly hi: number;
  readonly take: number;
  readonly rotation: boolean;
  readonly takesBarricade: boolean;
}

/** A path: the cells before the move and after each step (pairs, flattened), and each step's capture. */
interface Path {
  readonly cells: readonly number[];
  readonly takes: readonly number[];
}

const pair = (x: number, y: number, take: number, rotation: boolean, takesBarricade: boolean): Step =>
  x < y ? { lo: x, hi: y, take, rotation, takesBarricade } : { lo: y, hi: x, take, rotation, takesBarricade };

/** Appends the steps of the Barricade of `color` on `a`, `b` to `out`. */
function steps(st: State, g: Geo, a: number, b: number, color: Color, out: Step[]): void {
  const d = lineTo(g, a, b) >> 4;
  for (const e of [(d + 1) % 6, (d + 5) % 6]) {
    const c = g.step[e]![a]!; // a common neighbour of a and b
    if (c < 0 || st.board[c] !== 0) continue;
    out.push(pair(c, b, -1, true, false), pair(a, c, -1, true, false));
  }
  for (const [lead, dir] of [
    [a, opposite(d)],
    [b, d],
  ] as const) {
    const t = g.step[dir]![lead]!;
    if (t < 0) continue;
    if (st.board[t] === 0) out.push(pair(lead, t, -1, false, false));
    else if (takeable(st, g, t, dir, color)) out.push(pair(lead, t, t, false, st.link[t]! >= 0));
  }
}

/**
 * Calls `visit` with every path of the Barricade whose first cell is `a`, until it returns true; returns
 * whether it did. The board is changed while the second steps are walked and restored before returning.
 */
function forEachPath(
  v: Variant,
  st: State,
  a: number,
  align: BarricadeAlignment,
  visit: (p: Path) => boolean,
): boolean {
  const g = geo(v.board);
  const b = st.link[a]!;
  const code = st.board[a]!;
  const color = codeColor(code);
  const first: Step[] = [];
  steps(st, g, a, b, color, first);
  for (const s1 of first) {
    if (visit({ cells: [a, b, s1.lo, s1.hi], takes: [s1.take] })) return true;
    // Play the first step on the board: the man taken (both cells of a Barricade) goes, the Barricade moves.
    const saved: number[] = [];
    const set = (c: number, x: number) => {
      saved.push(c, st.board[c]!);
      st.board[c] = x;
    };
    if (s1.take >= 0) {
      if (st.link[s1.take]! >= 0) set(st.link[s1.take]!, 0);
      set(s1.take, 0);
    }
    set(a, 0);
    set(b, 0);
    set(s1.lo, code);
    set(s1.hi, code);
    const second: Step[] = [];
    steps(st, g, s1.lo, s1.hi, color, second);
    let found = false;
    for (const s2 of second) {
      if (s2.lo === a && s2.hi === b && s1.take < 0) continue; // back where it began, with nothing taken first
      if (align === 'move' && s1.rotation && s2.takesBarricade) continue;
      if ((found = visit({ cells: [a, b, s1.lo, s1.hi, s2.lo, s2.hi], takes: [s1.take, s2.take] }))) break;
    }
    for (let i = saved.length - 2; i >= 0; i -= 2) st.board[saved[i]!] = saved[i + 1]!;
    if (found) return true;
  }
  return false;
}

/** Returns the long move text of a path (docs/CONVENTIONS.md §5). */
function pathText(v: Variant, p: Path): string {
  const n = v.board.names;
  let text = `${n[p.cells[0]!]}-${n[p.cells[1]!]}`;
  for (let i = 0; i < p.takes.length; i++)
    text += `${p.takes[i]! >= 0 ? 'x' : '>'}${n[p.cells[2 * i + 2]!]}-${n[p.cells[2 * i + 3]!]}`;
  return text;
}

/** Identifies a move: the end cells and the set of men taken. */
function keyOf(p: Path): number {
  const [t1, t2 = -1] = p.takes;
  const end = p.cells.length - 2;
  const lo = Math.min(t1!, t2);
  const hi = Math.max(t1!, t2);
  return ((p.cells[end]! * 256 + p.cells[end + 1]!) * 256 + lo + 1) * 256 + hi + 1;
}

/** Returns the Barricade's moves: its paths, one per end cells and captures, each with its shortest, smallest text. */
function barricadeMoves(v: Variant, st: State, a: number, align: BarricadeAlignment): Move[] {
  const best = new Map<number, Path>();
  forEachPath(v, st, a, align, (p) => {
    const key = keyOf(p);
    const old = best.get(key);
    if (
      !old ||
      p.takes.length < old.takes.length ||
      (p.takes.length === old.takes.length && pathText(v, p) < pathText(v, old))
    )
      best.set(key, p);
    return false;
  });
  const piece = codeKind(st.board[a]!);
  return [...best.values()].map((p) => {
    const path: number[][] = [];
    for (let i = 0; i < p.cells.length; i += 2) path.push([p.cells[i]!, p.cells[i + 1]!]);
    const extra: MultiCellMove = { path, takes: p.takes };
    return {
      from: a,
      to: path[path.length - 1]![0]!,
      piece,
      capture: p.takes.find((t) => t >= 0) ?? -1,
      promo: -1,
      flags: MoveFlag.MULTI,
      extra,
    };
  });
}

/** True when a path ends on `to` or captures the man on `to`. */
const touches = (st: State, p: Path, to: number): boolean =>
  p.cells.at(-1) === to || p.cells.at(-2) === to || p.takes.some((t) => t >= 0 && (t === to || st.link[t] === to));

/** Returns a copy of the state with only the men on `keep` (and their other cells) left on the board. */
function only(st: State, keep: readonly number[]): State {
  const s = st.clone();
  s.board.fill(0);
  s.link.fill(-1);
  for (const c of keep) {
    if (c < 0 || st.board[c] === 0) continue;
    for (const x of [c, st.link[c]!]) {
      if (x < 0) continue;
      s.board[x] = st.board[x]!;
      s.link[x] = st.link[x]!;
    }
  }
  return s;
}

/** Why the Barricade on `from` (its first cell) does or does not reach `to` (§3.8). */
function explainBarricade(ctx: ExplainContext, from: number, to: number, align: BarricadeAlignment): Verdict {
  const { v, st } = ctx;
  if (forEachPath(v, st, from, align, (p) => touches(st, p, to))) return 'reach';
  const other = st.link[from]!;
  const line = `${ctx.name(from)}–${ctx.name(other)}`;
  const occ = st.board[to]!;
  if (occ !== 0 && codeColor(occ) === ctx.color && st.link[to]! < 0) return undefined; // own man: the caller's
  // The same Barricade with nothing else around it, but for the man on `to`.
  const bare = only(st, [from, to]);
  const paths: Path[] = [];
  forEachPath(v, bare, from, align, (p) => {
    if (touches(bare, p, to)) paths.push(p);
    return false;
  });
  if (!paths.length) {
    if (occ === 0) return undefined;
    const empty = only(st, [from]);
    if (!forEachPath(v, empty, from, align, (p) => touches(empty, p, to))) return undefined;
    if (st.link[to]! >= 0) return barricadeImmune(ctx, geo(v.board), to);
    return why(
      'no-capture',
      `${ctx.Me} captures only by advancing along its own line (${line}); it cannot capture on ${ctx.name(to)}.`,
      to,
    );
  }
  const inWay = new Set<number>();
  for (const p of paths)
    for (const c of p.cells) if (c !== from && c !== other && c !== to && st.board[c] !== 0) inWay.add(c);
  const cells = [...inWay].sort((x, y) => x - y);
  return why(
    'blocked',
    cells.length
      ? `${ctx.Me} cannot get to ${ctx.name(to)}: ${cells.map((c) => ctx.man(c)).join(' and ')} ${cells.length > 1 ? 'are' : 'is'} in the way.`
      : `${ctx.Me} cannot get to ${ctx.name(to)} from here in one or two steps.`,
    ...cells,
  );
}

/** The Barricade's atom kind for one reading of §6 item 11. */
export function barricadeKind(align: BarricadeAlignment): AtomKind {
  return {
    describe: () =>
      'stands on two cells and moves one or two steps: a rotation (one end turns into a cell touching both ends) or an advance along its own line, which may capture',
    explain: (ctx, from, to) => explainBarricade(ctx, Math.min(from, ctx.st.link[from]!), to, align),
    unmoved: (ctx) =>
      why(
        'rule',
        `${ctx.Me} may not end its move on the cells it started from: two steps may lead straight back only when the first one captured.`,
      ),
    generate(ctx, from) {
      if (ctx.st.link[from]! < from) return; // generated once, from its first cell
      for (const m of barricadeMoves(ctx.v, ctx.st, from, align))
        ctx.push(from, m.to, m.piece, m.capture, m.flags, m.extra);
    },
    attacks(v, st, from, target) {
      const other = st.link[from]!;
      if (other < from) return false;
      const g = geo(v.board);
      // Every capture lands within two cells of one of its ends.
      if (distance(g, from, target) > 2 && distance(g, other, target) > 2) return false;
      return forEachPath(v, st, from, align, (p) => p.takes.includes(target));
    },
  };
}

/**
 * Finds the legal Barricade move written as any of its paths (`readMove` hook): the start cells name the
 * Barricade, each pair may be in either order, and the path must be one the Barricade can walk.
 */
export function readBarricadeMove(
  v: Variant,
  st: State,
  text: string,
  legal: readonly Move[],
  align: BarricadeAlignment,
): Move | undefined {
  const m = /^([a-z0-9]+)-([a-z0-9]+)((?:[>x][a-z0-9]+-[a-z0-9]+){1,2})$/.exec(text);
  if (!m) return undefined;
  const x = v.board.index(m[1]!);
  const y = v.board.index(m[2]!);
  if (x < 0 || y < 0 || st.link[x] !== y || codeColor(st.board[x]!) !== st.turn) return undefined;
  const a = Math.min(x, y);
  const order = (s: string) =>
    s.replace(/([a-z0-9]+)-([a-z0-9]+)/g, (all, p: string, q: string) =>
      v.board.index(p) > v.board.index(q) ? `${q}-${p}` : all,
    );
  const want = order(text);
  let found: Path | undefined;
  forEachPath(v, st, a, align, (p) => (found = pathText(v, p) === want ? p : undefined) !== undefined);
  if (!found) return undefined;
  const key = keyOf(found);
  return legal.find(
    (mv) => mv.flags & MoveFlag.MULTI && mv.from === a && keyOf(asPath(mv.extra as MultiCellMove)) === key,
  );
}

const asPath = (mm: MultiCellMove): Path => ({ cells: mm.path.flat(), takes: mm.takes });
