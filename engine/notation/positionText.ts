/**
 * Position text (docs/CONVENTIONS.md §4): fields separated by `;`, each `key: value`.
 *
 *   w: Kg1 Qe1 ...; b: Kg10 ...; turn: w; hand: w:NR b:P; ep: e6; clock: 0; move: 1; <variant keys>
 *
 * A man is its letter (`+` first for a promoted man) and its cell; a two-cell man names both cells joined
 * by `-`. The printer writes keys in that order, men in board order, and leaves out fields at their default.
 * Errors name the field and the token.
 */
import { err, ok, type Result } from '../result';
import { attackerOf } from '../rules/attacks';
import { canTakeEnPassant } from '../rules/make';
import { sideName } from '../rules/outcome';
import { State } from '../rules/state';
import { codeColor, codeKind, pieceCode, type SetupIssue, type Variant } from '../rules/variant';
import { SIDES, type Color } from '../types';
import { parseSetup, setupToken, type Setup } from './setup';

const CORE_KEYS = ['w', 'b', 'turn', 'hand', 'ep', 'clock', 'move'];

/** Parses position text for `v` into a fresh state. */
export function parseState(v: Variant, text: string): Result<State> {
  const s = parseSetup(v, text);
  return s.ok ? buildState(v, s.value) : s;
}

/**
 * Builds the state of a setup, checking the setup rules: no cell taken twice, a two-cell man on adjacent cells,
 * one royal man a side at most, the `ep` cell, and the variant's `checkSetup`. Strict (no `issues`): the first
 * breach is the error. Lenient (`issues` given): every breach is added to `issues` and the state is built as far
 * as it can be (a man on a taken cell is left out; a second royal man stands, untracked), for the board editor.
 */
export function buildState(v: Variant, s: Setup, issues?: SetupIssue[]): Result<State> {
  const st = new State(v.board.size, v.kinds.length);
  /** Fails (strict) or records the breach (lenient: returns undefined, and the caller carries on). */
  const breach = (code: string, message: string, cells: number[], side?: Color): Result<never> | undefined => {
    if (!issues) return err('ERR_SETUP', message);
    issues.push({ code, message, cells, ...(side !== undefined ? { side } : {}) });
    return undefined;
  };
  for (const man of s.men) {
    const color: Color = man.side === 'w' ? 0 : 1;
    const kind = v.kindByLetter.get(man.letter)!;
    const cell = v.board.index(man.cell);
    const token = setupToken(man);
    if (st.board[cell] !== 0) {
      const e = breach('occupied', `${man.side}: cell "${man.cell}" is occupied twice`, [cell], color);
      if (e) return e;
      continue;
    }
    if (man.other !== undefined) {
      const cell2 = v.board.index(man.other);
      if (st.board[cell2] !== 0 || cell2 === cell) {
        const e = breach('occupied', `${man.side}: cell "${man.other}" is occupied twice`, [cell2], color);
        if (e) return e;
        continue;
      }
      if (!v.kinds[kind]!.def.joins!.some((vec) => v.board.step(cell, vec) === cell2)) {
        const e = breach(
          'two-cells',
          `${man.side}: the two cells of "${token}" are not adjacent`,
          [cell, cell2],
          color,
        );
        if (e) return e;
      }
      st.board[cell2] = pieceCode(kind, color);
      st.link[cell] = cell2;
      st.link[cell2] = cell;
    }
    st.board[cell] = pieceCode(kind, color);
    if (v.kinds[kind]!.def.royal) {
      if (st.royal[color]! >= 0) {
        const e = breach(
          'two-royals',
          `${man.side}: "${token}" is a second royal man; a side has at most one`,
          [st.royal[color]!, cell],
          color,
        );
        if (e) return e;
      } else st.royal[color] = cell;
    }
  }
  st.turn = s.turn === 'w' ? 0 : 1;
  for (const color of [0, 1] as const)
    for (const [letter, n] of Object.entries(s.hand[SIDES[color]]))
      st.hand[color * v.kinds.length + v.kindByLetter.get(letter)!] = n;
  st.clock = s.clock;
  st.moveNo = s.move;
  Object.assign(st.extra, s.extra);
  if (s.ep !== '-') {
    const ep = v.board.index(s.ep);
    const victim = st.board[ep] !== 0 ? -1 : epVictim(v, st, ep);
    if (st.board[ep] !== 0) {
      const e = breach('ep', `ep: cell "${s.ep}" is occupied`, [ep]);
      if (e) return e;
    } else if (victim < 0) {
      const e = breach('ep', `ep: no ${SIDES[st.turn ^ 1]} pawn has just skipped "${s.ep}"`, [ep]);
      if (e) return e;
    } else {
      st.ep = ep;
      st.epVictim = victim;
    }
  }
  if (issues) {
    const hook = v.hooks.setupProblems
      ? v.hooks.setupProblems(v, st)
      : [v.hooks.checkSetup?.(v, st)]
          .filter((m) => m !== undefined)
          .map((message) => ({ code: 'setup', message, cells: [] }));
    issues.push(...hook);
  } else {
    const problem = v.hooks.checkSetup?.(v, st) ?? checkOfSideNotToMove(v, st);
    if (problem) return err('ERR_SETUP', problem);
  }
  // An ep that no pawn of the side to move can use is not kept (docs/CONVENTIONS.md §4): the position is the one
  // without it, with the same key and text.
  if (st.ep >= 0 && !canTakeEnPassant(v, st)) {
    st.ep = -1;
    st.epVictim = -1;
  }
  return ok(st);
}

/**
 * The side not to move in check cannot arise in a game: its own last move would have been illegal, and the side
 * to move could take its royal. Returns the message. (Royals facing each other is left to the board editor's
 * checks: neither royal could be taken.)
 */
function checkOfSideNotToMove(v: Variant, st: State): string | undefined {
  const them = (st.turn ^ 1) as Color;
  const k = st.royal[them]!;
  if (k < 0) return undefined;
  const a = attackerOf(v, st, k, st.turn);
  const name = (cell: number) => {
    const def = v.kinds[codeKind(st.board[cell]!)]!.def;
    return `${def.sideNames?.[codeColor(st.board[cell]!)] ?? def.name} on ${v.board.names[cell]}`;
  };
  return a < 0
    ? undefined
    : `${sideName(v, them)} is in check (the ${name(k)} is attacked by the ${name(a)}), but it is ${sideName(v, st.turn)}'s turn: no game reaches this position`;
}

/** Finds the pawn of the side that just moved which skipped `ep` with a double step, or -1. */
export function epVictim(v: Variant, st: State, ep: number): number {
  const mover = (st.turn ^ 1) as Color;
  for (const kind of v.kinds) {
    for (const ca of kind.atoms[mover]) {
      if (!ca.atom.setsEp) continue;
      const vecs = ca.atom.relative && mover === 1 ? ca.atom.vectors.map(v.def.mirror) : ca.atom.vectors;
      for (const vec of vecs) {
        const c = v.board.step(ep, vec);
        const back = v.board.step(ep, [-vec[0], -vec[1], -vec[2]]);
        if (c >= 0 && back >= 0 && st.board[c] === pieceCode(kind.index, mover) && st.board[back] === 0) return c;
      }
    }
  }
  return -1;
}

/** Returns a man's token: its letter and cell (and `-` and its other cell, for a man on two cells). */
const manToken = (v: Variant, code: number, cell: number, other = -1): string =>
  `${v.kinds[codeKind(code)]!.letter}${v.board.names[cell]}${other >= 0 ? `-${v.board.names[other]}` : ''}`;

/** Prints a state as position text. */
export function printState(v: Variant, st: State): string {
  const fields: string[] = [];
  for (const color of [0, 1] as const) {
    const men: string[] = [];
    st.board.forEach((code, cell) => {
      const other = st.link[cell]!; // a man on two cells is printed once, at its first cell in board order
      if (code !== 0 && codeColor(code) === color && (other < 0 || other > cell))
        men.push(manToken(v, code, cell, other));
    });
    if (men.length) fields.push(`${SIDES[color]}: ${men.join(' ')}`);
  }
  if (st.turn !== 0) fields.push('turn: b');
  const hand = ([0, 1] as const)
    .map((color) => {
      let letters = '';
      for (const k of v.kinds) letters += k.letter.repeat(st.hand[color * v.kinds.length + k.index]!);
      return letters ? `${SIDES[color]}:${letters}` : '';
    })
    .filter(Boolean);
  if (hand.length) fields.push(`hand: ${hand.join(' ')}`);
  if (st.ep >= 0) fields.push(`ep: ${v.board.names[st.ep]}`);
  if (st.clock !== 0) fields.push(`clock: ${st.clock}`);
  if (st.moveNo !== 1) fields.push(`move: ${st.moveNo}`);
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {}))
    if (!CORE_KEYS.includes(key) && st.extra[key] !== undefined && st.extra[key] !== spec.default)
      fields.push(`${key}: ${st.extra[key]}`);
  return fields.join('; ');
}
