/**
 * "Why can't it go there?": the engine's answer, in words, with the cells a diagram should mark.
 * Components never guess a reason; they ask this. The reasons come from the same compiled atoms and
 * attack probes that generate the moves.
 */
import { attackerOf } from '../rules/attacks';
import { make, unmake } from '../rules/make';
import { pieceMoves } from '../rules/generate';
import type { Position } from '../rules/position';
import { sideName } from '../rules/outcome';
import { codeColor, codeKind, type Variant } from '../rules/variant';
import type { Color } from '../types';

export interface Explanation {
  readonly legal: boolean;
  /** A sentence for the reader. */
  readonly reason: string;
  /** Cells to mark: the blocker, the attacker, the screen... */
  readonly cells: readonly string[];
}

const yes = (reason = 'That move is legal.'): Explanation => ({ legal: true, reason, cells: [] });
const no = (reason: string, ...cells: string[]): Explanation => ({ legal: false, reason, cells });

/** Names a man for a sentence: "the white rook on d8". */
function manName(v: Variant, code: number, cell: number, color?: Color): string {
  const def = v.kinds[codeKind(code)]!.def;
  const c = color ?? codeColor(code);
  const name = def.sideNames?.[c] ?? def.name;
  return `the ${sideName(v, c).toLowerCase()} ${name} on ${v.board.names[cell]}`;
}

/** Explains whether the man on `fromName` may move to `toName`, and if not, why. */
export function explainMove(pos: Position, fromName: string, toName: string): Explanation {
  const v = pos.variant;
  const from = v.board.index(fromName);
  const to = v.board.index(toName);
  if (from < 0) return no(`There is no cell ${fromName} on this board.`);
  if (to < 0) return no(`There is no cell ${toName} on this board.`);
  const st = pos.cloneState();
  const code = st.board[from]!;
  if (code === 0) return no(`There is no man on ${fromName}.`, fromName);
  const color = codeColor(code);
  const me = manName(v, code, from);
  const Me = me[0]!.toUpperCase() + me.slice(1);
  if (color !== st.turn) return no(`It is ${sideName(v, st.turn)}'s turn, not ${sideName(v, color)}'s.`);
  if (pos.movesFrom(from).some((m) => m.to === to)) return yes();
  const pseudo: Parameters<typeof pieceMoves>[3] = [];
  pieceMoves(v, st, from, pseudo, new Int32Array(st.board.length), 1);
  const candidate = pseudo.find((m) => m.to === to);
  if (candidate) {
    const u = make(v, st, candidate);
    const royal = st.royal[color]!;
    const attacker = royal >= 0 ? attackerOf(v, st, royal, (color ^ 1) as Color) : -1;
    const hook = v.hooks.illegalAfter?.(v, st, color);
    const why =
      attacker >= 0
        ? no(
            `${Me} may not go to ${toName}: ${royal === to ? 'it' : 'the ' + v.kinds[codeKind(st.board[royal]!)]!.def.name} would be attacked by ${manName(v, st.board[attacker]!, attacker)}.`,
            v.board.names[attacker]!,
          )
        : no(`${Me} may not go to ${toName}: ${hook ?? 'the move would break a rule of the game'}.`);
    unmake(st, u);
    return why;
  }
  const info = v.kinds[codeKind(code)]!;
  const target = st.board[to]!;
  if (target !== 0 && codeColor(target) === color)
    return no(`${Me} cannot go to ${toName}: ${manName(v, target, to)} stands there.`, toName);
  if (info.confine && info.confine[color][to] === 0)
    return no(`${Me} may never leave its ${info.def.confined}; ${toName} is outside it.`);
  for (const ca of info.atoms[color]) {
    const lines = ca.lines[from]!;
    for (let li = 0; li < lines.length; li++) {
      const line = lines[li]!;
      const i = line.indexOf(to);
      if (i < 0) continue;
      const a = ca.atom;
      if (ca.fromMask && ca.fromMask[from] === 0) return no(`${Me} may move like that only from its start cells.`);
      if (a.kind === 'lame') {
        const leg = ca.legs![from]![li]!;
        if (leg >= 0 && st.board[leg] !== 0)
          return no(`${Me} is blocked: ${v.board.names[leg]} is occupied.`, v.board.names[leg]!);
      }
      const between = [...line.slice(0, i)].filter((c) => st.board[c] !== 0);
      if (a.kind === 'hop') {
        if (target === 0 && between.length)
          return no(
            `${Me} moves to an empty cell only when no man stands between.`,
            ...between.map((c) => v.board.names[c]!),
          );
        if (target !== 0 && between.length === 0)
          return no(`${Me} needs a screen: exactly one man between it and the man it captures.`);
        if (target !== 0 && between.length > 1)
          return no(
            `${Me} may jump over only one man; ${between.length} stand between.`,
            ...between.map((c) => v.board.names[c]!),
          );
      } else if (a.kind === 'slide' && between.length) {
        return no(`${Me} is blocked on ${v.board.names[between[0]!]}.`, v.board.names[between[0]!]!);
      }
      if (target === 0 && a.mode === 'capture') return no(`${Me} moves that way only to capture.`);
      if (target !== 0 && a.mode === 'move') return no(`${Me} cannot capture that way.`, toName);
    }
  }
  return no(`${Me} does not move that way.`);
}
