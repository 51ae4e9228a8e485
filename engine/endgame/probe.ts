/**
 * The endgame tables at play: when one side has only its king and the other its king and one or two men the tables
 * can solve (engine/endgame/model.ts), the Strong player plays from a table (engine/endgame/solve.ts) instead of searching.
 * With the men it plays the fastest mate, so a won ending is won well within the fifty-move rule; alone, the
 * longest resistance. Where the table says the ending is not won, the search plays as before.
 *
 * A table is built the first time its ending is met (on Gliński's board two knights take a few seconds, one man a
 * fraction of a second) and kept for the rest of the session; one two-man table at a time.
 */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { codeColor, codeKind, type Variant } from '../rules/variant';
import { type Color, colorOf } from '../types';
import { setKey } from '../rules/zobrist';
import { type Man, manOf, symmetries, symmetryOf } from './model';
import { indexOf, isStepper, MAX_POSITIONS, solve, solving, type Table, tableSize } from './solve';

/** A lone king against a king and men: who has the men, and where everything stands. */
export interface Ending {
  readonly strong: Color;
  readonly wk: number;
  readonly bk: number;
  /** The strong side's men besides its king: kind and cell, in kind order. */
  readonly men: readonly { readonly kind: number; readonly cell: number }[];
}

/** The ending a position is, if it is one the tables cover (kings alone but for one or two men, nothing in hand). */
export function endingOf(pos: Position): Ending | undefined {
  const v = pos.variant;
  if (v.def.rules.facing || v.hooks.outcome) return undefined;
  const kings: (number | undefined)[] = [undefined, undefined];
  const men: { kind: number; cell: number; color: Color }[] = [];
  const st = pos.cloneState();
  for (let c = 0; c < v.board.size; c++) {
    const code = st.board[c]!;
    if (!code) continue;
    const kind = codeKind(code);
    const color = codeColor(code);
    if (v.kinds[kind]!.def.royal) {
      if (kings[color] !== undefined) return undefined;
      kings[color] = c;
    } else men.push({ kind, cell: c, color });
  }
  if (st.hand.some((x) => x > 0) || kings[0] === undefined || kings[1] === undefined) return undefined;
  if (men.length < 1 || men.length > 2 || men.some((m) => m.color !== men[0]!.color)) return undefined;
  const strong = men[0]!.color;
  men.sort((a, b) => a.kind - b.kind || a.cell - b.cell);
  return {
    strong,
    wk: kings[strong]!,
    bk: kings[strong ^ 1]!,
    men: men.map(({ kind, cell }) => ({ kind, cell })),
  };
}

const manCache = new WeakMap<Variant, Map<number, Man | null>>();

/** A kind's moves and captures in a variant, or null when the tables cannot have it (`manOf`). */
function manOfKind(v: Variant, kind: number): Man | null {
  let m = manCache.get(v);
  if (!m) manCache.set(v, (m = new Map()));
  if (!m.has(kind)) {
    const man = manOf(v, kind);
    m.set(kind, typeof man === 'string' ? null : man);
  }
  return m.get(kind)!;
}

/** The one-man tables by variant and kind; the two-man table last built, or being built. */
const single = new WeakMap<Variant, Map<number, Table | null>>();
let pair: { v: Variant; kinds: string; table: Table | null; building?: Generator<void, Table | undefined> } | undefined;

/**
 * The table of a king and these men (kind indices, sorted) against a king; null if there is none. A one-man table
 * is built at once. A two-man table is built until `deadline` (a `performance.now()` time; by default to the end)
 * and then left to go on at the next call: undefined while it is not ready.
 */
export function tableOf(v: Variant, kinds: readonly number[], deadline = Infinity): Table | null | undefined {
  const king = v.kinds.findIndex((k) => k.def.royal);
  const kr = manOfKind(v, king);
  if (!kr || !isStepper(kr) || kinds.some((k) => !manOfKind(v, k))) return null;
  const stalemateLoses = v.def.rules.stalemate === 'loss';
  /** The symmetries that keep the king's and these men's moves. */
  const symmetryFor = (ks: readonly number[]) =>
    symmetryOf(
      symmetries(
        v,
        [kr, ...ks.map((k) => manOfKind(v, k)!)].flatMap((m) => [m.move, m.attack]),
      ),
    );
  const one = (k: number): Table | null => {
    let m = single.get(v);
    if (!m) single.set(v, (m = new Map()));
    if (!m.has(k)) m.set(k, solve(kr, [manOfKind(v, k)!], symmetryFor([k]), { stalemateLoses }) ?? null);
    return m.get(k)!;
  };
  if (kinds.length === 1) return one(kinds[0]!);
  const key = kinds.join(',');
  if (pair?.v !== v || pair.kinds !== key) {
    const sym = symmetryFor(kinds);
    const [a, b] = [one(kinds[0]!), one(kinds[1]!)];
    pair = { v, kinds: key, table: null };
    if (a && b && tableSize(sym, 2) <= MAX_POSITIONS)
      pair.building = solving(kr, [manOfKind(v, kinds[0]!)!, manOfKind(v, kinds[1]!)!], sym, {
        stalemateLoses,
        alike: kinds[0] === kinds[1],
        after: [b, a],
      });
  }
  const p = pair;
  while (p.building) {
    const r = p.building.next();
    if (r.done) {
      p.table = r.value ?? null;
      p.building = undefined;
    } else if (performance.now() >= deadline) return undefined;
  }
  return p.table;
}

/**
 * The value of an ending from the tables, with `toMove` to move: the plies to mate if the strong side wins (positive
 * for the strong side to move, negative for the weak), 0 if it does not; undefined if no table covers it, or its
 * table is not ready by `deadline` (see `tableOf`).
 */
export function endingValue(v: Variant, e: Ending, toMove: Color, deadline = Infinity): number | undefined {
  if (e.men.length === 0) return 0;
  const t = tableOf(
    v,
    e.men.map((m) => m.kind),
    deadline,
  );
  if (!t) return undefined;
  const i = indexOf(t, e.wk, e.bk, e.men[0]!.cell, e.men[1]?.cell ?? -1);
  return toMove === e.strong ? t.strong[i]! : 0 - t.weak[i]!;
}

/** The table's choice in a position: the move, and the plies to mate (positive: the side to move mates). */
export interface TableMove {
  readonly move: Move;
  readonly plies: number;
}

/**
 * The move the tables choose in `pos`, or undefined when they do not cover it, its table is not ready by `deadline`
 * (`tableOf`), or the strong side cannot force mate (then the search plays): with the men, the fastest mate that does not return to a position of `history` (the
 * game's earlier positions: a third time would draw), or the fastest if every one does; for the lone king, the
 * longest way to be mated.
 */
export function tableMove(
  pos: Position,
  history: readonly Position[] = [],
  deadline = Infinity,
): TableMove | undefined {
  const e = endingOf(pos);
  const v = pos.variant;
  if (!e) return undefined;
  const toMove = colorOf(pos.turn);
  const now = endingValue(v, e, toMove, deadline);
  if (!now) return undefined;
  const seen = new Set(history.map(keyOf));
  let best: TableMove | undefined;
  let fresh: TableMove | undefined;
  for (const move of pos.legalMoves()) {
    // The tables know plain moves and captures only.
    if (move.flags !== 0 || move.promo >= 0 || move.from < 0) return undefined;
    const after = pos.play(move);
    const ea = endingOf(after) ?? (move.capture >= 0 ? { ...e, men: [] } : undefined);
    if (!ea) return undefined;
    const w = endingValue(v, ea, (toMove ^ 1) as Color);
    if (w === undefined) return undefined;
    if (toMove === e.strong) {
      // A lost weak position (w < 0) is mated in -w - 1 plies after this move.
      if (w >= 0) continue;
      if (!best || -w < best.plies) best = { move, plies: -w };
      if ((!fresh || -w < fresh.plies) && !seen.has(keyOf(after))) fresh = { move, plies: -w };
    } else {
      if (w <= 0) return undefined; // an escape: the table's value was wrong, or a capture left a draw
      if (!best || w > -best.plies) best = { move, plies: -w };
    }
  }
  return fresh ?? best;
}

/** A position's identity for repetition (its Zobrist key: the men and the side to move). */
function keyOf(p: Position): string {
  const st = p.cloneState();
  setKey(p.variant, st);
  return `${st.keyLo},${st.keyHi}`;
}
