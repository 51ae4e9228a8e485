/**
 * The rules of King and Queen that are not movement (docs/rules/king-and-queen.md §5, §6): promotion upon
 * capture, captured men to the captor's hand, and drops into one's own castle, never on two turns in a row.
 * The `dropped` key holds the sides whose own previous turn was a drop: '-', 'w', 'b' or 'wb'.
 */
import { why } from '../../rules/atomKinds';
import { MoveFlag, type Move } from '../../rules/move';
import type { State } from '../../rules/state';
import { codeKind, pieceCode, type ExtraKey, type Variant, type VariantHooks } from '../../rules/variant';
import { other, SIDES, type Color } from '../../types';

/**
 * Promotion upon capture (§5, §10.3): 'compulsory' (recommended) = the capturing man flips at once, and the
 * move text has no mark; 'optional' = a capture by an unpromoted man may flip it (`e4xe5=+P`) or not (`e4xe5`).
 * The other listed alternative (the player flips any one of their men) is not implemented.
 */
const PROMOTION_ON_CAPTURE: PromotionReading = 'compulsory';
type PromotionReading = 'compulsory' | 'optional';
const optional = (PROMOTION_ON_CAPTURE as PromotionReading) === 'optional';
/** The reading of promotion upon capture in plain words, for the variant's notes. */
export const PROMOTION_NOTE = optional
  ? 'Promotion upon capture is read as optional: the man that captures may be flipped, the royal included.'
  : 'Promotion upon capture is our reading: the man that captures is flipped at once, the royal included.';

/** The `dropped` position key (§9.2). */
export const droppedKey: ExtraKey = {
  default: '-',
  values: ['-', 'w', 'b', 'wb'],
  check: (value) => (/^(?:-|w|b|wb)$/.test(value) ? undefined : `"${value}" is not -, w, b or wb`),
};

interface Tables {
  /** Kind of the promoted form of each kind, or -1 (already promoted). */
  readonly promoted: Int16Array;
  /** Kind of the unpromoted form of each kind. */
  readonly base: Int16Array;
  /** Kinds that may be dropped (unpromoted, not royal). */
  readonly droppable: readonly number[];
  /** Cells of each side's castle, in board order. */
  readonly castle: readonly [readonly number[], readonly number[]];
}

const cache = new WeakMap<Variant, Tables>();

function tables(v: Variant): Tables {
  let t = cache.get(v);
  if (t) return t;
  const n = v.kinds.length;
  const promoted = new Int16Array(n).fill(-1);
  const base = new Int16Array(n);
  for (const k of v.kinds) {
    const plain = k.letter.replace('+', '');
    base[k.index] = v.kindByLetter.get(plain)!;
    if (!k.letter.startsWith('+')) promoted[k.index] = v.kindByLetter.get(`+${plain}`) ?? -1;
  }
  const castle = v.regions.get('castle')!;
  const cells = (c: Color) => [...castle[c].keys()].filter((i) => castle[c][i] === 1);
  t = {
    promoted,
    base,
    droppable: v.kinds.filter((k) => !k.letter.startsWith('+') && !k.def.royal).map((k) => k.index),
    castle: [cells(0), cells(1)],
  };
  cache.set(v, t);
  return t;
}

const hasDropped = (st: State, c: Color) => st.extra.dropped!.includes(SIDES[c]);

export const kqHooks: VariantHooks = {
  /** Drops (§6): one man from hand onto an empty cell of one's own castle, unless one's last turn was a drop. */
  extraMoves(v: Variant, st: State, out: Move[]) {
    const us = st.turn;
    const t = tables(v);
    if (optional) {
      for (let i = 0, n = out.length; i < n; i++) {
        const m = out[i]!;
        if (m.capture >= 0 && t.promoted[m.piece]! >= 0) out.push({ ...m, promo: t.promoted[m.piece]! });
      }
    }
    if (hasDropped(st, us)) return;
    const hand = us * v.kinds.length;
    for (const piece of t.droppable) {
      if (st.hand[hand + piece]! <= 0) continue;
      for (const to of t.castle[us]) {
        if (st.board[to] === 0) out.push({ from: -1, to, piece, capture: -1, promo: -1, flags: MoveFlag.DROP });
      }
    }
  },
  /** Why a drop on the empty cell `to` is not allowed, by the rules `extraMoves` applies. */
  explainDrop(ctx, _kind, to) {
    const t = tables(ctx.v);
    if (!t.castle[ctx.color].includes(to))
      return why('confined', `${ctx.Me} may be dropped only into its own castle; ${ctx.name(to)} is outside it.`);
    if (hasDropped(ctx.st, ctx.color))
      return why('rule', `${ctx.Me} may not be dropped now: a side may not drop on two turns in a row.`);
    return undefined;
  },
  /** Keeps the `dropped` flags; a capture sends the man, unpromoted, to the captor's hand and flips the captor (§5). */
  afterMove(v, st, move, captured, m) {
    const mover = other(st.turn);
    const dropped = (move.flags & MoveFlag.DROP) !== 0;
    if (hasDropped(st, mover) !== dropped) {
      const w = mover === 0 ? dropped : hasDropped(st, 0);
      const b = mover === 1 ? dropped : hasDropped(st, 1);
      m.setExtra('dropped', `${w ? 'w' : ''}${b ? 'b' : ''}` || '-');
    }
    if (captured === 0) return;
    const t = tables(v);
    const kind = codeKind(captured);
    if (!v.kinds[kind]!.def.royal) m.addHand(mover, t.base[kind]!, 1);
    const promo = t.promoted[codeKind(st.board[move.to]!)]!;
    if (!optional && promo >= 0) m.set(move.to, pieceCode(promo, mover));
  },
};
