/**
 * Move generation, generic over the variant: walk each man's compiled atoms (rules/variant.ts), then keep
 * the moves after which the mover's royal man is not attacked. Attacks are found by looking outward from
 * the attacked cell ("super-piece" probes, rules/attacks.ts), so legality costs a few table walks per move.
 */
import type { Color } from '../types';
import { attackerOf, royalsFacing } from './attacks';
import { customKinds } from './atomKinds';
import { isFrozen } from './freeze';
import { make, unmake } from './make';
import { MoveFlag, type Move } from './move';
import type { State } from './state';
import { codeColor, codeKind, type CompiledAtom, type Variant } from './variant';

/** Context handed to custom atom kinds. */
export interface GenContext {
  readonly v: Variant;
  readonly st: State;
  readonly color: Color;
  /** Adds a normal (non-capturing or capturing) move, applying confinement and promotion. */
  push(from: number, to: number, kind: number, capture: number, flags?: number, extra?: unknown): void;
}

const NO_PROMO = -1;

/** Appends the promotion expansions (or the plain move) of a pawn move to `out`. */
function pushPawnMove(
  v: Variant,
  st: State,
  color: Color,
  out: Move[],
  from: number,
  to: number,
  piece: number,
  capture: number,
  flags: number,
) {
  const rule = v.def.rules.promotion!;
  const inZone = v.regions.get(rule.zone)![color][to] === 1;
  if (!inZone) {
    out.push({ from, to, piece, capture, promo: NO_PROMO, flags });
    return;
  }
  let choices: readonly number[];
  if (v.promoKinds) choices = v.promoKinds;
  else {
    const base = color * v.kinds.length;
    choices = v.kinds.filter((k) => !k.def.pawn && !k.def.royal && st.hand[base + k.index]! > 0).map((k) => k.index);
  }
  const zones = v.promoZones;
  for (const k of choices)
    if (!zones?.[k] || zones[k][color][to] === 1) out.push({ from, to, piece, capture, promo: k, flags });
  const forced =
    rule.when === 'always' || (rule.forcedIn !== undefined && v.regions.get(rule.forcedIn)![color][to] === 1);
  if (!forced) out.push({ from, to, piece, capture, promo: NO_PROMO, flags });
}

/**
 * The target of `push` while one man's moves are generated: what would otherwise be a closure per man (the
 * hot path of perft), kept as fields. One instance per nesting depth, reused.
 */
class Emitter implements GenContext {
  v!: Variant;
  st!: State;
  out!: Move[];
  seen!: Int32Array;
  stamp = 0;
  from = -1;
  kind = 0;
  color: Color = 0;
  confine: Uint8Array | undefined;
  promotes = false;

  /** GenContext's form, for registered atom kinds. */
  push(_from: number, to: number, _kind: number, capture: number, flags = 0, extra?: unknown): void {
    this.emit(to, capture, flags, extra);
  }

  /** Adds a move of the current man to `to`, applying confinement, de-duplication and promotion. */
  emit(to: number, capture: number, flags: number, extra?: unknown): void {
    if (this.confine !== undefined && !(flags & MoveFlag.STAY) && this.confine[to] === 0) return;
    // Duplicates are dropped per target cell; a capture of a man elsewhere than `to` (withdrawal, leap) and a
    // multi-cell move are told apart by more than their `to`, so they are never dropped here.
    if (!(flags & (MoveFlag.STAY | MoveFlag.EP | MoveFlag.MULTI)) && (capture < 0 || capture === to)) {
      if (this.seen[to] === this.stamp) return;
      this.seen[to] = this.stamp;
    }
    const { from, kind } = this;
    if (this.promotes && !(flags & MoveFlag.STAY))
      pushPawnMove(this.v, this.st, this.color, this.out, from, to, kind, capture, flags);
    else if (extra === undefined) this.out.push({ from, to, piece: kind, capture, promo: NO_PROMO, flags });
    else this.out.push({ from, to, piece: kind, capture, promo: NO_PROMO, flags, extra });
  }
}

const emitters: Emitter[] = [];
let depth = 0;

/** Appends every pseudo-legal move of the man of `color` on `from` to `out` (with `only`: of the atoms it accepts). */
export function pieceMoves(
  v: Variant,
  st: State,
  from: number,
  out: Move[],
  seen: Int32Array,
  stamp: number,
  only?: (ca: CompiledAtom) => boolean,
): void {
  if (v.freezers !== undefined && isFrozen(v, st, from)) return; // an immobilised man has no moves
  const e = (emitters[depth] ??= new Emitter());
  depth++;
  try {
    generate(v, st, from, out, seen, stamp, e, only);
  } finally {
    depth--;
  }
}

function generate(
  v: Variant,
  st: State,
  from: number,
  out: Move[],
  seen: Int32Array,
  stamp: number,
  e: Emitter,
  only?: (ca: CompiledAtom) => boolean,
): void {
  const code = st.board[from]!;
  const kind = codeKind(code);
  const color = codeColor(code);
  const info = v.kinds[kind]!;
  const board = st.board;
  e.v = v;
  e.st = st;
  e.out = out;
  e.seen = seen;
  e.stamp = stamp;
  e.from = from;
  e.kind = kind;
  e.color = color;
  e.confine = info.confine?.[color];
  e.promotes = info.def.pawn === true && v.def.rules.promotion !== undefined;
  for (const ca of info.atoms[color]) {
    if (ca.fromMask && ca.fromMask[from] === 0) continue;
    if (only !== undefined && !only(ca)) continue;
    const atom = ca.atom;
    const lines = ca.lines[from]!;
    const canMove = atom.mode !== 'capture';
    const canCapture = atom.mode !== 'move';
    const tm = ca.targetMask;
    const tx = ca.targetExclude;
    switch (atom.kind) {
      case 'slide':
        for (let li = 0; li < lines.length; li++) {
          const line = lines[li]!;
          for (let i = 0; i < line.length; i++) {
            const t = line[i]!;
            const occ = board[t]!;
            const ok = (tm === undefined || tm[t] === 1) && (tx === undefined || tx[t] === 0);
            if (occ === 0) {
              if (canMove && !atom.stay && ok) e.emit(t, -1, atom.setsEp && i === 1 ? MoveFlag.DOUBLE : 0);
              else if (atom.enPassant && t === st.ep && st.epVictim >= 0) e.emit(t, st.epVictim, MoveFlag.EP);
              continue;
            }
            if (canCapture && ok && codeColor(occ) !== color) e.emit(t, t, atom.stay ? MoveFlag.STAY : 0);
            break;
          }
        }
        break;
      case 'hop':
        for (const line of lines) {
          let i = 0;
          for (; i < line.length && board[line[i]!] === 0; i++) {
            const t = line[i]!;
            if (canMove && (tm === undefined || tm[t] === 1) && (tx === undefined || tx[t] === 0)) e.emit(t, -1, 0);
          }
          for (i++; i < line.length; i++) {
            const t = line[i]!;
            const occ = board[t]!;
            if (occ === 0) continue;
            if (
              canCapture &&
              codeColor(occ) !== color &&
              (tm === undefined || tm[t] === 1) &&
              (tx === undefined || tx[t] === 0)
            )
              e.emit(t, t, 0);
            break;
          }
        }
        break;
      case 'lame':
        for (let i = 0; i < lines.length; i++) {
          const leg = ca.legs![from]![i]!;
          if (leg >= 0 && board[leg] !== 0) continue;
          const t = lines[i]![0]!;
          const occ = board[t]!;
          const ok = (tm === undefined || tm[t] === 1) && (tx === undefined || tx[t] === 0);
          if (occ === 0) {
            if (canMove && ok) e.emit(t, -1, 0);
          } else if (canCapture && ok && codeColor(occ) !== color) e.emit(t, t, 0);
        }
        break;
      default: {
        const gen = customKinds.get(atom.kind);
        if (!gen) throw new Error(`${v.id}: unknown atom kind ${atom.kind}`);
        gen.generate(e, from, ca);
      }
    }
  }
}

let seenBuf = new Int32Array(256);
let stampCounter = 0;
function nextStamp(size: number): Int32Array {
  if (seenBuf.length < size) seenBuf = new Int32Array(size);
  if (++stampCounter > 0x3fffffff) {
    seenBuf.fill(0);
    stampCounter = 1;
  }
  return seenBuf;
}

/** Returns every pseudo-legal move of `color` (moves that may still leave its royal man attacked). */
export function pseudoMoves(v: Variant, st: State, color: Color = st.turn): Move[] {
  const out: Move[] = [];
  const board = st.board;
  for (let cell = 0; cell < board.length; cell++) {
    const code = board[cell]!;
    if (code === 0 || codeColor(code) !== color) continue;
    const seen = nextStamp(board.length);
    pieceMoves(v, st, cell, out, seen, stampCounter);
  }
  if (color === st.turn) v.hooks.extraMoves?.(v, st, out);
  return out;
}

/** Returns the cell of `color`'s royal man, or -1. */
export const royalCell = (st: State, color: Color): number => st.royal[color]!;

/** Returns true when the side that just moved left its royal man attacked, or broke a variant rule. */
export function leftInCheck(v: Variant, st: State, mover: Color): boolean {
  const k = st.royal[mover]!;
  if (k >= 0 && attackerOf(v, st, k, (mover ^ 1) as Color) >= 0) return true;
  if (v.def.rules.facing !== undefined && royalsFacing(v, st)) return true;
  return v.hooks.illegalAfter !== undefined && v.hooks.illegalAfter(v, st, mover) !== undefined;
}

/** Returns true when `move` (pseudo-legal) does not leave the mover's royal man attacked. */
export function isLegal(v: Variant, st: State, move: Move): boolean {
  const mover = st.turn;
  const u = make(v, st, move);
  const bad = leftInCheck(v, st, mover);
  unmake(st, u);
  return !bad;
}

/** Returns every legal move of the side to move. */
export function legalMoves(v: Variant, st: State): Move[] {
  return pseudoMoves(v, st).filter((m) => isLegal(v, st, m));
}

/** Returns true when the side to move is in check. */
export function inCheck(v: Variant, st: State): boolean {
  const k = st.royal[st.turn]!;
  return (
    k >= 0 &&
    (attackerOf(v, st, k, (st.turn ^ 1) as Color) >= 0 || (v.def.rules.facing !== undefined && royalsFacing(v, st)))
  );
}

export type { CompiledAtom };
