/**
 * One man's pseudo-legal moves: walk its compiled atoms (rules/variant.ts); the variant's own atom kinds
 * (VariantDef `atomKinds`) append theirs through a `GenContext`. Used by whole-side generation (movegen.ts), by
 * attack detection for men no probe describes (attacks.ts), and by the queries about one man.
 */
import type { Color } from '../types';
import { isFrozen } from './freeze';
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
  /** Only captures and promotions are wanted (the search's quiescence): other moves are not even built. */
  noisy = false;

  /** GenContext's form, for registered atom kinds. */
  push(_from: number, to: number, _kind: number, capture: number, flags = 0, extra?: unknown): void {
    this.emit(to, capture, flags, extra);
  }

  /** Adds a move of the current man to `to`, applying confinement, de-duplication and promotion. */
  emit(to: number, capture: number, flags: number, extra?: unknown): void {
    if (this.noisy && capture < 0 && !this.promotes) return;
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

/**
 * Appends every pseudo-legal move of the man of `color` on `from` to `out` (with `only`: of the atoms it accepts;
 * with `noisy`: its captures and a pawn's moves, for the search's quiescence, which keeps the captures and
 * promotions).
 */
export function pieceMoves(
  v: Variant,
  st: State,
  from: number,
  out: Move[],
  seen: Int32Array,
  stamp: number,
  only?: (ca: CompiledAtom) => boolean,
  noisy = false,
): void {
  if (v.freezers !== undefined && isFrozen(v, st, from)) return; // an immobilised man has no moves
  const e = (emitters[depth] ??= new Emitter());
  depth++;
  try {
    generate(v, st, from, out, seen, stamp, e, only, noisy);
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
  only: ((ca: CompiledAtom) => boolean) | undefined,
  noisy: boolean,
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
  e.noisy = noisy;
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
      default:
        ca.custom!.generate(e, from, ca); // defineVariant resolved every other kind in the variant's `atomKinds`
    }
  }
}
