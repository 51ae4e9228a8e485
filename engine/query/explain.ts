/**
 * "Why can't it go there?": the engine's answer (docs/CONVENTIONS.md §6, `why`): a reason code, a sentence and the
 * cells a diagram should mark. Components never guess a reason; they ask this. Each movement atom says why it
 * does not reach a cell (rules/explainAtoms.ts for the generic kinds, `explain` beside each registered kind's
 * generator, the `explainDrop` hook for drops); this module picks the man's answer from its atoms' verdicts by
 * the codes' order of precedence, and plays a pseudo-legal move to find what forbids it afterwards.
 */
import { REASON_CODES, why, type ExplainContext, type ReasonCode, type Verdict, type Why } from '../rules/atomKinds';
import { attackerOf, royalsFacing } from '../rules/attacks';
import { beyondRange, explainAtom } from '../rules/explainAtoms';
import { frozenBy } from '../rules/freeze';
import { make, unmake } from '../rules/make';
import { MoveFlag, type Move, type MultiCellMove } from '../rules/move';
import { pieceMoves } from '../rules/generate';
import { sideName } from '../rules/outcome';
import type { Position } from '../rules/position';
import type { State } from '../rules/state';
import { codeColor, codeKind, type CompiledAtom, type Variant } from '../rules/variant';
import type { Color } from '../types';

export type { ReasonCode } from '../rules/atomKinds';

export interface Explanation {
  readonly legal: boolean;
  /** `legal`, or the reason code (docs/CONVENTIONS.md §6). */
  readonly code: 'legal' | ReasonCode;
  /** A sentence for the reader. */
  readonly reason: string;
  /** Cells to mark: the blocker, the attacker, the screen, the freezing man... */
  readonly cells: readonly string[];
}

const LEGAL: Explanation = { legal: true, code: 'legal', reason: 'That move is legal.', cells: [] };
const no = (v: Variant, w: Why): Explanation => ({
  legal: false,
  code: w.code,
  reason: w.text,
  cells: [...new Set(w.cells)].map((c) => v.board.names[c]!),
});
const rank = (code: ReasonCode): number => REASON_CODES.indexOf(code);
const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** Names a man for a sentence: "the white rook on d8", "the black barricade on a12–b12". */
function manName(v: Variant, st: State, cell: number): string {
  const code = st.board[cell]!;
  const def = v.kinds[codeKind(code)]!.def;
  const c = codeColor(code);
  const name = def.sideNames?.[c] ?? def.name;
  const other = st.link[cell]!;
  const where =
    other >= 0
      ? `${v.board.names[Math.min(cell, other)]}–${v.board.names[Math.max(cell, other)]}`
      : v.board.names[cell];
  return `the ${sideName(v, c).toLowerCase()} ${name} on ${where}`;
}

function context(v: Variant, st: State, color: Color, me: string): ExplainContext {
  return {
    v,
    st,
    color,
    me,
    Me: cap(me),
    name: (c) => v.board.names[c]!,
    man: (c) => manName(v, st, c),
  };
}

/** Parses a cell, or a two-cell man's cells written `x-y`; returns the cells or undefined. */
function cellsOf(v: Variant, text: string): number[] | undefined {
  const parts = text.split('-');
  if (parts.length > 2) return undefined;
  const cells = parts.map((p) => v.board.index(p));
  return cells.every((c) => c >= 0) ? cells : undefined;
}

/** The cells a move's man ends on (two for a man on two cells). */
const endCells = (m: Move): readonly number[] =>
  m.flags & MoveFlag.MULTI ? (m.extra as MultiCellMove).path.at(-1)! : [m.to];

/** True when the move lands on `to` (or, for a pair, ends exactly on it) or captures the man on `to`. */
function matches(st: State, m: Move, to: readonly number[]): boolean {
  const ends = endCells(m);
  if (to.length === 2) return ends.length === 2 && to.every((c) => ends.includes(c));
  const t = to[0]!;
  if (ends.includes(t)) return true;
  if (m.capture < 0) return false;
  if (m.capture === t || st.link[m.capture] === t) return true;
  const takes = m.flags & MoveFlag.MULTI ? (m.extra as MultiCellMove).takes : [];
  return takes.some((c) => c >= 0 && (c === t || st.link[c] === t));
}

/** Writes a squared length as a length: 4 -> "2", 7 -> "√7". */
const lengthOf = (n: number): string => (Number.isInteger(Math.sqrt(n)) ? String(Math.sqrt(n)) : `√${n}`);

/**
 * The `shape` answer: the man's movement never leads there; a leaper defined by its length names both lengths, and a
 * slider of short range (Peanut's rook and bishop) its range.
 */
function shape(ctx: ExplainContext, from: number, to: number): Why {
  const info = ctx.v.kinds[codeKind(ctx.st.board[from]!)]!;
  const def = info.def;
  for (const ca of info.atoms[ctx.color]) {
    const k = beyondRange(ctx, from, to, ca);
    if (k)
      return why(
        'shape',
        `${ctx.Me} goes at most ${ca.atom.range} steps along one of its lines; ${ctx.name(to)} is ${k} steps away along that line.`,
      );
  }
  if (def.soll !== undefined) {
    const a = ctx.v.board.coords[from]!;
    const b = ctx.v.board.coords[to]!;
    const [dq, dr, dz] = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const asked = dz * dz + dq * dq + dq * dr + dr * dr; // geometry/prism.ts's squared length
    return why(
      'shape',
      `${ctx.Me} leaps only a length of ${lengthOf(def.soll)} (length² ${def.soll}); ${ctx.name(to)} is at a length of ${lengthOf(asked)} (length² ${asked}).`,
    );
  }
  return why(
    'shape',
    `${ctx.Me} does not move that way: ${ctx.name(to)} is not on any of its moves from ${ctx.name(from)}.`,
  );
}

/** The verdict of one atom, with its start-cell and zone limits applied (`first-move`, `confined`). */
function atomVerdict(ctx: ExplainContext, from: number, to: number, ca: CompiledAtom, zone?: Uint8Array): Verdict {
  let verdict = explainAtom(ctx, from, to, ca);
  if (verdict === undefined && ca.atom.kind !== 'slide' && ca.atom.kind !== 'hop' && ca.atom.kind !== 'lame') {
    // A registered kind without `explain`: its generator's moves decide.
    const out: Move[] = [];
    pieceMoves(ctx.v, ctx.st, from, out, new Int32Array(ctx.st.board.length), 1, (c) => c === ca);
    if (out.some((m) => matches(ctx.st, m, [to]))) verdict = 'reach';
  }
  if (verdict === undefined) return undefined;
  if (ca.fromMask && ca.fromMask[from] === 0)
    return why('first-move', `${ctx.Me} may move like that only from its start cells.`);
  const info = ctx.v.kinds[codeKind(ctx.st.board[from]!)]!;
  if (zone && zone[to] === 0 && !ca.atom.stay)
    return why('confined', `${ctx.Me} may never leave its ${info.def.confined}; ${ctx.name(to)} is outside it.`);
  return verdict;
}

/** What forbids a pseudo-legal move once it is made: the royal attacked (`self-check`) or another rule (`rule`). */
function afterMove(ctx: ExplainContext, m: Move, toName: string): Why {
  const { v, st, color } = ctx;
  const u = make(v, st, m);
  try {
    const royal = st.royal[color]!;
    let attacker = royal >= 0 ? attackerOf(v, st, royal, (color ^ 1) as Color) : -1;
    const facing = attacker < 0 && v.def.rules.facing !== undefined && royalsFacing(v, st);
    if (facing) attacker = st.royal[color ^ 1]!;
    if (attacker >= 0) {
      const rdef = v.kinds[codeKind(st.board[royal]!)]!.def;
      const whose = royal === m.to ? 'it' : `the ${rdef.sideNames?.[color] ?? rdef.name}`;
      const by = manName(v, st, attacker);
      return why(
        'self-check',
        facing
          ? `${ctx.Me} may not go to ${toName}: ${whose} would face ${by} along an open line, which the rules forbid.`
          : `${ctx.Me} may not go to ${toName}: ${whose} would be attacked by ${by}.`,
        attacker,
      );
    }
    const hook = v.hooks.illegalAfter?.(v, st, color);
    return why('rule', `${ctx.Me} may not go to ${toName}: ${hook ?? 'the move would break a rule of the game'}.`);
  } finally {
    unmake(st, u);
  }
}

/** Explains whether the man on `fromName` may move to `toName`, and if not, why (docs/CONVENTIONS.md §6). */
export function explainMove(pos: Position, fromName: string, toName: string): Explanation {
  const v = pos.variant;
  const drop = /^(\+?[A-Z])@$/.exec(fromName);
  if (drop) return explainDrop(pos, drop[1]!, toName);
  const fromCells = cellsOf(v, fromName);
  const to = cellsOf(v, toName);
  if (!fromCells) return no(v, why('no-cell', `There is no cell ${fromName} on this board.`));
  if (!to) return no(v, why('no-cell', `There is no cell ${toName} on this board.`));
  const st = pos.cloneState();
  let from = fromCells[0]!;
  const code = st.board[from]!;
  if (code === 0) return no(v, why('no-man', `There is no man on ${fromName}.`, from));
  if (fromCells.length === 2 && st.link[from] !== fromCells[1])
    return no(v, why('no-man', `No man stands on both ${fromName.replace('-', ' and ')}.`, from));
  if (st.link[from]! >= 0) from = Math.min(from, st.link[from]!);
  const color = codeColor(code);
  if (color !== st.turn)
    return no(v, why('not-turn', `It is ${sideName(v, st.turn)}'s turn, not ${sideName(v, color)}'s.`, from));
  if (pos.movesFrom(from).some((m) => matches(st, m, to))) return LEGAL;
  const ctx = context(v, st, color, manName(v, st, from));
  const t = to.find((c) => c !== from && c !== st.link[from]) ?? to[0]!;
  const target = st.board[t]!;
  if (target !== 0 && codeColor(target) === color && t !== from && t !== st.link[from])
    return no(v, why('own-man', `${ctx.Me} cannot go to ${toName}: ${manName(v, st, t)} stands there.`, t));

  const info = v.kinds[codeKind(code)]!;
  const judged = info.atoms[color]
    .map((ca) => [ca, atomVerdict(ctx, from, t, ca, info.confine?.[color])] as const)
    .filter((x): x is readonly [CompiledAtom, 'reach' | Why] => x[1] !== undefined);
  const verdicts = judged.map((x) => x[1]);
  if (!verdicts.length) return no(v, shape(ctx, from, t));
  const freezer = frozenBy(v, st, from);
  const frozen =
    freezer >= 0 ? why('frozen', `${ctx.Me} cannot move: ${manName(v, st, freezer)} freezes it.`, freezer) : undefined;
  // A man that never captures (Panoply's Herald) says so of an enemy man, wherever it stands.
  const neverCaptures = info.def.atoms.every((a) => a.mode === 'move' && !a.stay);
  if (neverCaptures && target !== 0 && codeColor(target) !== color) {
    const freezes = info.def.freezes ? ' (it only freezes the enemy men next to it)' : '';
    const there = manName(v, st, t).replace(/ on \S+$/, '');
    return no(
      v,
      frozen ??
        why(
          'no-capture',
          `${ctx.Me} cannot go to ${toName}: it never captures${freezes}, and ${there} stands there.`,
          t,
        ),
    );
  }
  if (verdicts.includes('reach')) {
    if (frozen) return no(v, frozen);
    const pseudo: Move[] = [];
    pieceMoves(v, st, from, pseudo, new Int32Array(st.board.length), 1);
    const m = pseudo.find((x) => matches(st, x, to));
    if (m) return no(v, afterMove(ctx, m, toName));
    const home = to.length === 2 && to.includes(from) && to.includes(st.link[from]!);
    const unmoved = home ? info.atoms[color].find((ca) => ca.custom?.unmoved)?.custom?.unmoved : undefined;
    if (unmoved) return no(v, unmoved(ctx, from));
    const promo = info.def.pawn && v.def.rules.promotion?.choices === 'pool';
    return no(
      v,
      why(
        'rule',
        promo
          ? `${ctx.Me} may not go to ${toName}: a pawn must promote there, and its side has no captured piece to promote to.`
          : `${ctx.Me} may not go to ${toName}: the move would break a rule of the game.`,
      ),
    );
  }
  let whys = verdicts as Why[];
  // A move to empty cells stopped by an enemy man yields to what the man's capturing movement says of the move, when
  // that movement would capture there but for something it names (a Pawn or a Catapult against a Barricade: the
  // Barricade rule; a Catapult's leap: its landing cell, since nothing between matters), not "blocked" on that man.
  const onCapture = judged.filter(([ca]) => ca.atom.mode !== 'move').map((x) => x[1] as Why);
  const quiet = new Set(judged.filter(([ca]) => ca.atom.mode === 'move').map((x) => x[1]));
  const yields = (w: Why): boolean =>
    quiet.has(w) &&
    w.code === 'blocked' &&
    st.board[w.cells[0]!] !== 0 &&
    codeColor(st.board[w.cells[0]!]!) !== color &&
    onCapture.some((c) => c.code !== 'capture-only');
  if (whys.some((w) => !yields(w))) whys = whys.filter((w) => !yields(w));
  // An atom usable only from the start cells is the reason only when no atom usable here leads to the cell.
  if (whys.some((w) => w.code !== 'first-move')) whys = whys.filter((w) => w.code !== 'first-move');
  // A mode answer ("only to capture", "cannot capture that way") yields to what stops another of the man's atoms.
  const modal = (w: Why) => w.code === 'capture-only' || w.code === 'no-capture';
  if (whys.some((w) => !modal(w))) whys = whys.filter((w) => !modal(w));
  if (frozen) whys.push(frozen);
  return no(
    v,
    whys.reduce((a, b) => (rank(b.code) < rank(a.code) ? b : a)),
  );
}

/** Explains whether the side to move may drop a man of letter `letter` on `toName`, and if not, why. */
function explainDrop(pos: Position, letter: string, toName: string): Explanation {
  const v = pos.variant;
  const to = v.board.index(toName);
  if (to < 0) return no(v, why('no-cell', `There is no cell ${toName} on this board.`));
  const kind = v.kindByLetter.get(letter);
  const st = pos.cloneState();
  const side = sideName(v, st.turn);
  if (kind === undefined || st.hand[st.turn * v.kinds.length + kind]! <= 0)
    return no(v, why('no-man', `${side} has no ${kind === undefined ? letter : v.kinds[kind]!.def.name} in hand.`));
  const legal = pos.legalMoves().find((m) => m.flags & MoveFlag.DROP && m.piece === kind && m.to === to);
  if (legal) return LEGAL;
  const name = v.kinds[kind]!.def.sideNames?.[st.turn] ?? v.kinds[kind]!.def.name;
  const ctx = context(v, st, st.turn, `the ${side.toLowerCase()} ${name} in hand`);
  if (st.board[to] !== 0)
    return no(
      v,
      codeColor(st.board[to]!) === st.turn
        ? why('own-man', `${ctx.Me} cannot be dropped on ${toName}: ${manName(v, st, to)} stands there.`, to)
        : why('no-capture', `A man is dropped only on an empty cell; ${manName(v, st, to)} stands on ${toName}.`, to),
    );
  const hook = v.hooks.explainDrop?.(ctx, kind, to);
  if (hook) return no(v, hook);
  if (!v.hooks.explainDrop) return no(v, why('rule', `There are no drops in ${v.title}.`));
  const out: Move[] = [];
  v.hooks.extraMoves?.(v, st, out);
  const m = out.find((x) => x.flags & MoveFlag.DROP && x.piece === kind && x.to === to);
  return no(v, m ? afterMove(ctx, m, toName) : why('rule', `${ctx.Me} may not be dropped on ${toName}.`));
}
