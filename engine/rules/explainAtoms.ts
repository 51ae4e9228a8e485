/**
 * "Why not?" per movement atom: beside the generator of each generic kind (rules/generate.ts: `slide`, `hop`,
 * `lame`), the same rule in words; registered kinds give their own `explain` (rules/atomKinds.ts). Each answers
 * for one (from, to) with a `Verdict`; query/explain.ts picks the man's answer from its atoms' verdicts.
 */
import type { Vec } from '../types';
import { why, type ExplainContext, type Verdict } from './atomKinds';
import { codeColor, type CompiledAtom } from './variant';

/** Returns the atom's vectors as the mover sees them (forward-relative ones mirrored for Black). */
function atomVectors(ctx: ExplainContext, ca: CompiledAtom): readonly Vec[] {
  const a = ca.atom;
  return a.relative && ctx.color === 1 ? a.vectors.map(ctx.v.def.mirror) : a.vectors;
}

/** Returns k >= 1 with to - from = k * vec, or 0. */
function multiple(d: Vec, vec: Vec): number {
  let k = 0;
  for (let i = 0; i < 3; i++) {
    if (vec[i] === 0) {
      if (d[i] !== 0) return 0;
    } else {
      const q = d[i]! / vec[i]!;
      if (!Number.isInteger(q) || q < 1 || (k !== 0 && q !== k)) return 0;
      k = q;
    }
  }
  return k;
}

const diff = (ctx: ExplainContext, from: number, to: number): Vec => {
  const a = ctx.v.board.coords[from]!;
  const b = ctx.v.board.coords[to]!;
  return [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
};

/** The atom's target restriction (a region the target must lie in or outside), as the generator applies it. */
const targetAllowed = (ca: CompiledAtom, t: number): boolean =>
  (ca.targetMask === undefined || ca.targetMask[t] === 1) &&
  (ca.targetExclude === undefined || ca.targetExclude[t] === 0);

/** The verdict on the cell a movement lands on, once its path is open: by the atom's mode and what stands there. */
function landing(ctx: ExplainContext, to: number, ca: CompiledAtom): Verdict {
  const a = ca.atom;
  const occ = ctx.st.board[to]!;
  if (occ === 0) {
    if (a.enPassant && to === ctx.st.ep && ctx.st.epVictim >= 0) return 'reach';
    if (a.mode === 'capture' || a.stay)
      return why('capture-only', `${ctx.Me} moves that way only to capture, and ${ctx.name(to)} is empty.`);
    return 'reach';
  }
  if (codeColor(occ) === ctx.color) return undefined; // own men: the caller's `own-man`
  if (a.mode === 'move') return why('no-capture', `${ctx.Me} cannot capture that way.`, to);
  return 'reach';
}

/** `slide` (a leap when its range is 1): along one vector, up to its range, stopping at the first man. */
function explainSlide(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): Verdict {
  const d = diff(ctx, from, to);
  const board = ctx.v.board;
  const c0 = board.coords[from]!;
  for (const vec of atomVectors(ctx, ca)) {
    const k = multiple(d, vec);
    if (k === 0 || k > ca.atom.range || !targetAllowed(ca, to)) continue;
    for (let i = 1; i < k; i++) {
      const c = board.at(c0[0] + i * vec[0], c0[1] + i * vec[1], c0[2] + i * vec[2]);
      if (c < 0)
        return why(
          'off-board',
          `${ctx.Me} cannot cross the gap in the board between ${ctx.name(from)} and ${ctx.name(to)}.`,
        );
      if (ctx.st.board[c] !== 0) return why('blocked', `${ctx.Me} is blocked on ${ctx.name(c)}.`, c);
    }
    return landing(ctx, to, ca);
  }
  return undefined;
}

/** `hop`: a cannon line: quiet moves up to the first man, captures the first man beyond exactly one screen. */
function explainHop(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): Verdict {
  const d = diff(ctx, from, to);
  const board = ctx.v.board;
  const c0 = board.coords[from]!;
  for (const vec of atomVectors(ctx, ca)) {
    const k = multiple(d, vec);
    if (k === 0 || k > ca.atom.range || !targetAllowed(ca, to)) continue;
    const between: number[] = [];
    for (let i = 1; i < k; i++) {
      const c = board.at(c0[0] + i * vec[0], c0[1] + i * vec[1], c0[2] + i * vec[2]);
      if (c < 0) return why('off-board', `${ctx.Me} cannot cross the gap in the board before ${ctx.name(to)}.`);
      if (ctx.st.board[c] !== 0) between.push(c);
    }
    const occ = ctx.st.board[to]!;
    if (occ === 0) {
      if (between.length)
        return why('screen', `${ctx.Me} moves to an empty cell only when no man stands between.`, ...between);
      return ca.atom.mode === 'capture' ? landing(ctx, to, ca) : 'reach';
    }
    if (codeColor(occ) === ctx.color) return undefined;
    if (ca.atom.mode === 'move') return why('no-capture', `${ctx.Me} cannot capture that way.`, to);
    if (between.length === 0)
      return why('screen', `${ctx.Me} needs a screen: exactly one man between it and the man it captures.`);
    if (between.length > 1)
      return why('screen', `${ctx.Me} may jump over only one man; ${between.length} stand between.`, ...between);
    return 'reach';
  }
  return undefined;
}

/** `lame`: a leap that passes through a leg cell, which must be empty (and, with `legMustExist`, on the board). */
function explainLame(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): Verdict {
  const d = diff(ctx, from, to);
  const vecs = atomVectors(ctx, ca);
  const a = ca.atom;
  const legs = a.relative && ctx.color === 1 ? a.legs!.map(ctx.v.def.mirror) : a.legs!;
  const c0 = ctx.v.board.coords[from]!;
  for (let i = 0; i < vecs.length; i++) {
    const vec = vecs[i]!;
    if (d[0] !== vec[0] || d[1] !== vec[1] || d[2] !== vec[2] || !targetAllowed(ca, to)) continue;
    const lv = legs[i]!;
    const leg = ctx.v.board.at(c0[0] + lv[0], c0[1] + lv[1], c0[2] + lv[2]);
    if (leg < 0 && a.legMustExist)
      return why('leg', `${ctx.Me} cannot reach ${ctx.name(to)}: the cell it must pass through is not on the board.`);
    if (leg >= 0 && ctx.st.board[leg] !== 0)
      return why('leg', `${ctx.Me} is blocked: ${ctx.name(leg)}, the cell it passes through, is occupied.`, leg);
    return landing(ctx, to, ca);
  }
  return undefined;
}

/**
 * How far along one of a ranged slide's lines `to` lies when that is beyond its range (the short rook's fifth cell),
 * or 0: for the `shape` answer, which then names the range. Start-cell atoms (a pawn's double step) are left out.
 */
export function beyondRange(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): number {
  const a = ca.atom;
  if (a.kind !== 'slide' || a.range < 2 || a.range === Infinity || a.from !== undefined) return 0;
  const d = diff(ctx, from, to);
  for (const vec of atomVectors(ctx, ca)) {
    const k = multiple(d, vec);
    if (k > a.range) return k;
  }
  return 0;
}

/** Returns the verdict of one compiled atom for the man on `from` and the cell `to` (start cells and zone aside). */
export function explainAtom(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom): Verdict {
  switch (ca.atom.kind) {
    case 'slide':
      return explainSlide(ctx, from, to, ca);
    case 'hop':
      return explainHop(ctx, from, to, ca);
    case 'lame':
      return explainLame(ctx, from, to, ca);
    default:
      return ca.custom?.explain?.(ctx, from, to, ca);
  }
}
