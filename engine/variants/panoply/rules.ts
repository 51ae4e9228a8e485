/**
 * Panoply's rules that are not movement (docs/rules/panoply.md §4.5, §5.3): which moves are irreversible for
 * the fifty-turn clock, and the setup checks the position text cannot make.
 *
 * Irreversible (I1-I5): a Pawn move; a capture; a Herald set next to an enemy Herald it did not touch before
 * (a new lock); a man ending next to an enemy Herald that one of the mover's Heralds holds; a check all of
 * whose answers are irreversible by I1-I4 (one ply ahead, no recursion).
 */
import { make, unmake } from '../../rules/make';
import { MoveFlag, type Move, type MultiCellMove } from '../../rules/move';
import { pieceMoves } from '../../rules/generate';
import { leftInCheck } from '../../rules/attacks';
import { inCheck } from '../../rules/movegen';
import type { State } from '../../rules/state';
import { codeColor, codeKind, type SetupIssue, type Variant } from '../../rules/variant';
import { other, type Color } from '../../types';
import { geo } from './board';

const isHerald = (v: Variant, code: number): boolean =>
  code !== 0 && v.kinds[codeKind(code)]!.def.freezes !== undefined;

/** Returns true when a Herald of side `color` stands next to `cell` (and, with `not`, is not also next to `not`). */
function heraldNext(v: Variant, st: State, cell: number, color: Color, test?: (h: number) => boolean): boolean {
  const g = geo(v.board);
  for (let d = 0; d < 6; d++) {
    const h = g.step[d]![cell]!;
    if (h >= 0 && isHerald(v, st.board[h]!) && codeColor(st.board[h]!) === color && (!test || test(h))) return true;
  }
  return false;
}

const adjacent = (v: Variant, a: number, b: number): boolean => geo(v.board).step.some((t) => t[a] === b);

/** I3 and I4 for `move`, just made by the side that is no longer to move. */
function heraldContact(v: Variant, st: State, move: Move): boolean {
  const mover = other(st.turn);
  const them = st.turn;
  const cells = move.flags & MoveFlag.MULTI ? (move.extra as MultiCellMove).path.at(-1)! : [move.to];
  const herald = isHerald(v, st.board[cells[0]!]!);
  for (const c of cells) {
    // I3: a new lock, my Herald next to theirs.
    if (herald && heraldNext(v, st, c, them, (h) => !adjacent(v, move.from, h))) return true;
    // I4: next to their Herald that one of mine holds.
    if (heraldNext(v, st, c, them, (h) => heraldNext(v, st, h, mover))) return true;
  }
  return false;
}

/** I1-I4. */
function plainIrreversible(v: Variant, st: State, move: Move, captured: number): boolean {
  return captured !== 0 || move.capture >= 0 || v.kinds[move.piece]!.def.pawn === true || heraldContact(v, st, move);
}

let lookingAhead = false;

/** The `irreversible` hook: I1-I4, else I5 (the opponent, in check, has legal answers, all irreversible by I1-I4). */
export function irreversible(v: Variant, st: State, move: Move, captured: number): boolean {
  if (plainIrreversible(v, st, move, captured)) return true;
  if (lookingAhead || !inCheck(v, st)) return false;
  lookingAhead = true;
  try {
    // Man by man, the King first: its moves are the usual reversible answer to a check.
    const king = st.royal[st.turn]!;
    const seen = new Int32Array(st.board.length);
    let answers = 0;
    for (let i = -1; i < st.board.length; i++) {
      const cell = i < 0 ? king : i;
      if (cell < 0 || (i >= 0 && cell === king) || st.board[cell] === 0 || codeColor(st.board[cell]!) !== st.turn)
        continue;
      const moves: Move[] = [];
      pieceMoves(v, st, cell, moves, seen, i + 2);
      for (const m of moves) {
        const a = answer(v, st, m);
        if (a === 'reversible') return false;
        if (a === 'irreversible') answers++;
      }
    }
    return answers > 0;
  } finally {
    lookingAhead = false;
  }
}

/** Plays and takes back a move of the side to move: is it illegal, or legal and (ir)reversible by I1-I4? */
function answer(v: Variant, st: State, m: Move): 'illegal' | 'irreversible' | 'reversible' {
  const them = st.turn;
  const got = m.capture >= 0 ? st.board[m.capture]! : 0;
  const u = make(v, st, m);
  const result = leftInCheck(v, st, them)
    ? 'illegal'
    : plainIrreversible(v, st, m, got)
      ? 'irreversible'
      : 'reversible';
  unmake(st, u);
  return result;
}

/** The setup rules (§5.3): one King a side, at most two Barricades a side, no Pawn on its last rank. */
export function setupProblems(v: Variant, st: State): SetupIssue[] {
  const sides = ['w', 'b'] as const;
  const barricades: [number[], number[]] = [[], []];
  const last = v.regions.get('promotion')!;
  const out: SetupIssue[] = [];
  for (let c = 0; c < st.board.length; c++) {
    const code = st.board[c]!;
    if (code === 0) continue;
    const color = codeColor(code);
    const def = v.kinds[codeKind(code)]!.def;
    if (def.cells === 2) barricades[color].push(c);
    if (def.pawn && last[color][c] === 1)
      out.push({
        code: 'pawn-zone',
        message: `${sides[color]}: a Pawn on ${v.board.names[c]} stands on its last rank`,
        cells: [c],
        side: color,
      });
  }
  for (const color of [0, 1] as const) {
    if (st.royal[color]! < 0)
      out.push({
        code: 'no-royal',
        message: `${sides[color]}: a side needs exactly one King (K)`,
        cells: [],
        side: color,
      });
    // Each Barricade has two cells.
    if (barricades[color].length > 4)
      out.push({
        code: 'too-many',
        message: `${sides[color]}: a side has at most two Barricades`,
        cells: barricades[color],
        side: color,
      });
  }
  return out;
}

/** The `checkSetup` hook: the first of `setupProblems`, or undefined. */
export const checkSetup = (v: Variant, st: State): string | undefined => setupProblems(v, st)[0]?.message;
