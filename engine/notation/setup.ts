/**
 * A position as plain data (`Setup`): the men, the side to move and the other fields of the position text, with
 * cells by name. It is what the board editor edits; nothing here checks setup rules (two kings, a pawn on its
 * last rank...): `parseSetup` checks only what the text says, as the position parser's first stage, and
 * `rules/validate.ts` says what is wrong with the position.
 *
 *   parseSetup(v, 'w: Kg1 ...; turn: b')  ->  { men: [{ letter: 'K', side: 'w', cell: 'g1' }, ...], turn: 'b', ... }
 *   printSetup(v, setup)                 ->  the position text, printed as the engine prints it
 */
import { err, ok, type Result } from '../result';
import type { Variant } from '../rules/variant';
import { SIDES, type Side } from '../types';

/** One man: its letter (`+P` for a promoted one), side and cell (and its other cell, for a man on two cells). */
export interface SetupMan {
  readonly letter: string;
  readonly side: Side;
  readonly cell: string;
  readonly other?: string;
}

/** A position as plain data, cells by name. */
export interface Setup {
  /** In the order of the text (the printer sorts them into board order). */
  readonly men: readonly SetupMan[];
  readonly turn: Side;
  /** Men in hand or pool per side, by letter. */
  readonly hand: Readonly<Record<Side, Readonly<Record<string, number>>>>;
  /** The en-passant cell, or '-'. */
  readonly ep: string;
  readonly clock: number;
  readonly move: number;
  /** The variant's own keys (docs/CONVENTIONS.md §4 "other keys"), every one, defaults filled in. */
  readonly extra: Readonly<Record<string, string>>;
}

const CORE_KEYS = ['w', 'b', 'turn', 'hand', 'ep', 'clock', 'move'];

/** Returns a man's token as the position text writes it: `Kg1`, `+Pc3`, `Xf2-g2`. */
export const setupToken = (m: SetupMan): string => `${m.letter}${m.cell}${m.other ? `-${m.other}` : ''}`;

/** Returns an empty setup of `v`: no men, White to move, the variant's keys at their defaults. */
export function emptySetup(v: Variant): Setup {
  const extra: Record<string, string> = {};
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {})) extra[key] = spec.default;
  return { men: [], turn: 'w', hand: { w: {}, b: {} }, ep: '-', clock: 0, move: 1, extra };
}

/**
 * The most men one side's hand or pool may hold: the board's cell count. No game of a variant ever has more men
 * than its board has cells, and every man in hand was once on the board, so a larger count is a typing or a
 * pasting error (and would overflow the state's counters).
 */
export const handLimit = (v: Variant): number => v.board.size;

/** Reads position text as data: every error names the field and the token; setup rules are not checked. */
export function parseSetup(v: Variant, text: string): Result<Setup> {
  const men: SetupMan[] = [];
  const hand: Record<Side, Record<string, number>> = { w: {}, b: {} };
  const extra: Record<string, string> = {};
  let turn: Side = 'w';
  let ep = '-';
  let clock = 0;
  let move = 1;
  const seen = new Set<string>();
  const boardName = `the ${v.id} board`;
  for (const raw of text.split(';')) {
    const field = raw.trim();
    if (field === '') continue;
    const colon = field.indexOf(':');
    if (colon < 0) return err('ERR_FIELD', `field "${field}" has no ":" (expected key: value)`);
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 1).trim();
    if (seen.has(key)) return err('ERR_FIELD', `field "${key}" appears twice`);
    seen.add(key);
    if (key === 'w' || key === 'b') {
      for (const token of value.split(/\s+/).filter(Boolean)) {
        const m = /^(\+?[A-Z])([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(token);
        if (!m) return err('ERR_PIECE', `${key}: "${token}" is not a man (letter then cell, e.g. Kg1)`);
        const kind = v.kindByLetter.get(m[1]!);
        if (kind === undefined)
          return err('ERR_PIECE', `${key}: piece letter "${m[1]}" in "${token}" is not a ${v.id} piece`);
        if (v.board.index(m[2]!) < 0) return err('ERR_CELL', `${key}: cell "${m[2]}" does not exist on ${boardName}`);
        const pdef = v.kinds[kind]!.def;
        if ((pdef.cells === 2) !== (m[3] !== undefined))
          return err(
            'ERR_PIECE',
            `${key}: "${token}": a ${pdef.name} stands on ${pdef.cells === 2 ? `two cells, written ${m[1]}${m[2]}-<cell>` : 'one cell'}`,
          );
        if (m[3] !== undefined && v.board.index(m[3]) < 0)
          return err('ERR_CELL', `${key}: cell "${m[3]}" does not exist on ${boardName}`);
        men.push({ letter: m[1]!, side: key, cell: m[2]!, ...(m[3] !== undefined ? { other: m[3] } : {}) });
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') return err('ERR_FIELD', `turn: "${value}" is not w or b`);
      turn = value;
    } else if (key === 'hand') {
      for (const part of value.split(/\s+/).filter(Boolean)) {
        const m = /^([wb]):((?:\+?[A-Z])*)$/.exec(part);
        if (!m) return err('ERR_FIELD', `hand: "${part}" is not side:letters (e.g. w:NR)`);
        const side = m[1] as Side;
        const letters = m[2]!.match(/\+?[A-Z]/g) ?? [];
        const held = Object.values(hand[side]).reduce((a, b) => a + b, 0) + letters.length;
        if (held > handLimit(v))
          return err(
            'ERR_FIELD',
            `hand: ${side} holds ${held} men; a hand holds at most ${handLimit(v)} (the cells of ${boardName})`,
          );
        for (const letter of letters) {
          if (!v.kindByLetter.has(letter))
            return err('ERR_PIECE', `hand: piece letter "${letter}" is not a ${v.id} piece`);
          hand[side][letter] = (hand[side][letter] ?? 0) + 1;
        }
      }
    } else if (key === 'ep') {
      if (value !== '-' && v.board.index(value) < 0)
        return err('ERR_CELL', `ep: cell "${value}" does not exist on ${boardName}`);
      ep = value;
    } else if (key === 'clock' || key === 'move') {
      if (!/^\d{1,6}$/.test(value)) return err('ERR_FIELD', `${key}: "${value}" is not a whole number`);
      const n = Number(value);
      if (key === 'move' && n < 1) return err('ERR_FIELD', `move: "${value}" must be at least 1`);
      if (key === 'clock') clock = n;
      else move = n;
    } else {
      const spec = v.def.extraKeys?.[key];
      if (!spec) return err('ERR_FIELD', `unknown field "${key}" for ${v.id}`);
      const problem = spec.check?.(value);
      if (problem) return err('ERR_FIELD', `${key}: ${problem}`);
      extra[key] = value;
    }
  }
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {})) if (!(key in extra)) extra[key] = spec.default;
  return ok({ men, turn, hand, ep, clock, move, extra });
}

/**
 * Prints a setup as position text, as the engine prints a position (docs/CONVENTIONS.md §4): keys in order, men in
 * board order (a man on two cells by its first cell in board order), fields at their default left out.
 */
export function printSetup(v: Variant, s: Setup): string {
  const fields: string[] = [];
  const at = (name: string) => v.board.index(name);
  for (const side of SIDES) {
    const men = s.men
      .filter((m) => m.side === side)
      .map((m) => (m.other !== undefined && at(m.other) < at(m.cell) ? { ...m, cell: m.other, other: m.cell } : m))
      .sort((a, b) => at(a.cell) - at(b.cell));
    if (men.length) fields.push(`${side}: ${men.map(setupToken).join(' ')}`);
  }
  if (s.turn !== 'w') fields.push('turn: b');
  const hand = SIDES.map((side) => {
    let letters = '';
    for (const k of v.kinds) letters += k.letter.repeat(Math.max(0, s.hand[side][k.letter] ?? 0));
    return letters ? `${side}:${letters}` : '';
  }).filter(Boolean);
  if (hand.length) fields.push(`hand: ${hand.join(' ')}`);
  if (s.ep !== '-') fields.push(`ep: ${s.ep}`);
  if (s.clock !== 0) fields.push(`clock: ${s.clock}`);
  if (s.move !== 1) fields.push(`move: ${s.move}`);
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {}))
    if (!CORE_KEYS.includes(key) && s.extra[key] !== undefined && s.extra[key] !== spec.default)
      fields.push(`${key}: ${s.extra[key]}`);
  return fields.join('; ');
}
