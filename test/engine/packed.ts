/**
 * Packed positions for the search tests (#34): every cell filled, both kings legal, built from a seed; and a
 * material look of two plies that judges a move without the engine's search.
 */
import type { Position } from '@/engine';
import { attackerOf } from '@/engine/rules/attacks';
import { codeKind } from '@/engine/rules/variant';
import { evalTables } from '@/engine/search/evaluate';
import { seededRandom } from '@/engine/search/player';
import { pos, variant } from './helpers';

/** A packed position of the variant from `seed`, or undefined when the parser refuses it after repairs. */
export function packed(id: string, seed: number): Position | undefined {
  const v = variant(id);
  const kinds = v.kinds.filter((k) => !k.def.royal && !k.letter.startsWith('+') && k.def.cells !== 2);
  const king = v.kinds.find((k) => k.def.royal)!;
  const rnd = seededRandom(seed);
  const n = v.board.size;
  const man: { letter: string; side: 'w' | 'b' }[] = [];
  // A king confined to a region (Peanut's castle) on one of its cells.
  const allowed = (color: 0 | 1) =>
    [...Array(n).keys()].filter((c) => !king.def.confined || v.regions.get(king.def.confined)![color][c] === 1);
  const pick = (cells: number[]) => cells[Math.floor(rnd() * cells.length)]!;
  const kw = pick(allowed(0));
  const kb = pick(allowed(1).filter((c) => c !== kw));
  for (let c = 0; c < n; c++) {
    if (c === kw || c === kb) man.push({ letter: king.letter, side: c === kw ? 'w' : 'b' });
    else man.push({ letter: kinds[Math.floor(rnd() * kinds.length)]!.letter, side: rnd() < 0.5 ? 'w' : 'b' });
  }
  const text = () =>
    (['w', 'b'] as const)
      .map((s) => `${s}: ${man.flatMap((m, c) => (m.side === s ? [m.letter + v.board.names[c]!] : [])).join(' ')}`)
      .join('; ');
  for (let repair = 0; repair < 100; repair++) {
    let r: ReturnType<typeof pos> | undefined;
    let message = '';
    try {
      r = pos(id, `${text()}; turn: w`);
    } catch (e) {
      message = (e as Error).message;
    }
    if (r && !r.outcome()) return r;
    if (r) {
      // White mated on the packed board: an attacker of its king joins White.
      const st = r.cloneState();
      const at = st.royal[0]! >= 0 ? attackerOf(v, st, st.royal[0]!, 1) : -1;
      if (at < 0 || man[at]!.letter === king.letter) return undefined;
      man[at]!.side = 'w';
      continue;
    }
    // Black's king attacked with White to move: the attacker joins Black. A pawn where none may stand: a
    // man of another kind.
    const on = /attacked by the [\w\s-]+? on (\S+?)\)/.exec(message)?.[1];
    const pawn = /"[A-Z]([^"]+)": a pawn cannot stand/.exec(message)?.[1];
    const cell = v.board.index(on ?? pawn ?? '');
    if (cell < 0 || man[cell]!.letter === king.letter) return undefined;
    if (on !== undefined) man[cell]!.side = 'b';
    else man[cell]!.letter = kinds.find((k) => !k.def.pawn)!.letter;
  }
  return undefined;
}

/** Material for White less Black's, by the search's own values. */
function material(p: Position): number {
  const { value, hand } = evalTables(p.variant);
  const st = p.cloneState();
  let sum = 0;
  for (const code of st.board) if (code !== 0) sum += (code & 1 ? 1 : -1) * value[codeKind(code)]!;
  // Men in hand or pool (King and Queen, Peanut) at the search's share of their worth: a drop is no gain.
  const kinds = value.length;
  for (let k = 0; k < kinds; k++) sum += (st.hand[k]! - st.hand[kinds + k]!) * hand[k]!;
  return sum;
}

export type Move = ReturnType<Position['legalMoves']>[number];

export const WIN = 1e6;
/** Whether the game is over in `p` with White the winner. */
export const whiteWon = (p: Position) => p.outcome()?.score.w === 1;

/**
 * A two-ply look by material alone, for White to move: what a move gains once Black has answered with its best
 * capture (WIN for a mate in one, -WIN when Black mates at once).
 */
export function twoPly(p: Position, m: Move): number {
  const after = p.play(m);
  const o = after.outcome();
  if (o) return o.score.w === 1 ? WIN : o.score.w === 0 ? -WIN : 0;
  let worst = material(after);
  for (const r of after.legalMoves()) {
    const next = after.play(r);
    if (next.inCheck() && next.outcome()?.score.b === 1) return -WIN;
    worst = Math.min(worst, material(next));
  }
  return worst - material(p);
}

/** The legal move of `p` written `text`. */
export function moveOf(p: Position, text: string): Move {
  const m = p.parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
