/**
 * Cheaper legality: which moves cannot leave the mover's royal man attacked, told without playing them. When the
 * royal man is not in check, a move of another man can expose it only by leaving a cell between it and an enemy
 * slider that reaches it along the line but for that man (a pinned man), by entering, leaving or capturing on a
 * line along which an enemy hopper stands (a cannon's screen can be made as well as removed), or by leaving the leg
 * cell of an enemy lame leaper aimed at the royal; an en-passant capture takes a second man. `safeCells` finds
 * those cells in the position, so that perft and the move generator need not make and probe the other moves.
 * Only for variants whose attacks the probes describe completely (no man-by-man probes, no immobilisers, no
 * facing royals, no legality or after-move hooks); otherwise every move is probed as before.
 */
import type { Color } from '../types';
import { attackerOf, probesFor } from './attacks';
import { MoveFlag, type Move } from './move';
import type { State } from './state';
import type { Variant } from './variant';

const covered = new WeakMap<Variant, boolean>();

function isCovered(v: Variant): boolean {
  let c = covered.get(v);
  if (c === undefined) {
    c =
      !probesFor(v, 0).anySlow &&
      !probesFor(v, 1).anySlow &&
      v.freezers === undefined &&
      v.def.rules.facing === undefined &&
      v.hooks.illegalAfter === undefined &&
      v.hooks.afterMove === undefined;
    covered.set(v, c);
  }
  return c;
}

/** The cells of a position that a move must not leave (`from`) or touch (`any`) to be safe without a probe. */
interface SafeCells {
  readonly from: number[];
  readonly any: number[];
}

/**
 * Returns the cells that matter for the side to move's royal man, or undefined when every move must be probed:
 * the variant is not covered, the side has no single royal man, or it is in check.
 */
export function safeCells(v: Variant, st: State): SafeCells | undefined {
  if (!isCovered(v)) return undefined;
  const color = st.turn;
  const king = st.royal[color]!;
  const them = (color ^ 1) as Color;
  if (king < 0 || attackerOf(v, st, king, them) >= 0) return undefined;
  const p = probesFor(v, them);
  const board = st.board;
  const from: number[] = [];
  const any: number[] = [];
  for (const probe of p.lines) {
    const t = probe.table;
    let c = t[king]!;
    let d = 1;
    while (c >= 0 && board[c] === 0 && d < probe.maxReach) {
      c = t[c]!;
      d++;
    }
    if (c < 0 || board[c] === 0 || ((board[c]! - 1) & 1) !== color) continue; // no man of ours, or an enemy
    const own = c;
    for (c = t[c]!, d++; c >= 0 && d <= probe.maxReach; c = t[c]!, d++) {
      const code = board[c]!;
      if (code === 0) continue;
      if (probe.reach[code]! >= d) from.push(own);
      break;
    }
  }
  for (const probe of p.hops) {
    const t = probe.table;
    let hopper = false;
    for (let c = t[king]!; c >= 0; c = t[c]!) if (probe.reach[board[c]!]! > 0) hopper = true;
    if (hopper) for (let c = t[king]!; c >= 0; c = t[c]!) any.push(c);
  }
  for (const probe of p.lame) {
    const a = probe.back[king]!;
    if (a < 0 || probe.codes[board[a]!] !== 1) continue;
    const leg = probe.leg[a]!;
    if (leg >= 0) from.push(leg);
  }
  return { from, any };
}

const UNSAFE = MoveFlag.EP | MoveFlag.MULTI | MoveFlag.STAY;

/** Returns true when `move` cannot leave the royal man attacked (`cells` from `safeCells` of the same position). */
export function isSafe(v: Variant, cells: SafeCells, move: Move): boolean {
  if ((move.flags & UNSAFE) !== 0 || v.kinds[move.piece]!.def.royal === true) return false;
  if (move.capture >= 0 && move.capture !== move.to) return false;
  if (cells.from.length && cells.from.includes(move.from)) return false;
  return !cells.any.length || (!cells.any.includes(move.from) && !cells.any.includes(move.to));
}
