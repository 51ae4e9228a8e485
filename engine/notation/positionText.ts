/**
 * Position text (CONVENTIONS.md §4): fields separated by `;`, each `key: value`.
 *
 *   w: Kg1 Qe1 ...; b: Kg10 ...; turn: w; hand: w:NR b:P; ep: e6; clock: 0; move: 1; <variant keys>
 *
 * A man is its letter (`+` first for a promoted man) and its cell; a two-cell man names both cells joined
 * by `-`. The printer writes keys in that order, men in board order, and leaves out fields at their default.
 * Errors name the field and the token.
 */
import { err, ok, type Result } from '../result';
import { State } from '../rules/state';
import { codeColor, codeKind, pieceCode, type Variant } from '../rules/variant';
import { SIDE_LETTERS, type Color } from '../types';

const CORE_KEYS = ['w', 'b', 'turn', 'hand', 'ep', 'clock', 'move'];

/** Parses position text for `v` into a fresh state. */
export function parseState(v: Variant, text: string): Result<State> {
  const st = new State(v.board.size, v.kinds.length);
  const seen = new Set<string>();
  const boardName = `the ${v.id} board`;
  let epName = '-';
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
      const color: Color = key === 'w' ? 0 : 1;
      for (const token of value.split(/\s+/).filter(Boolean)) {
        const m = /^(\+?[A-Z])([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(token);
        if (!m) return err('ERR_PIECE', `${key}: "${token}" is not a man (letter then cell, e.g. Kg1)`);
        const kind = v.kindByLetter.get(m[1]!);
        if (kind === undefined) return err('ERR_PIECE', `${key}: piece letter "${m[1]}" in "${token}" is not a ${v.id} piece`);
        const cell = v.board.index(m[2]!);
        if (cell < 0) return err('ERR_CELL', `${key}: cell "${m[2]}" does not exist on ${boardName}`);
        if (st.board[cell] !== 0) return err('ERR_SETUP', `${key}: cell "${m[2]}" is occupied twice`);
        const pdef = v.kinds[kind]!.def;
        if ((pdef.cells === 2) !== (m[3] !== undefined))
          return err('ERR_PIECE', `${key}: "${token}": a ${pdef.name} stands on ${pdef.cells === 2 ? `two cells, written ${m[1]}${m[2]}-<cell>` : 'one cell'}`);
        if (m[3] !== undefined) {
          const cell2 = v.board.index(m[3]);
          if (cell2 < 0) return err('ERR_CELL', `${key}: cell "${m[3]}" does not exist on ${boardName}`);
          if (st.board[cell2] !== 0 || cell2 === cell) return err('ERR_SETUP', `${key}: cell "${m[3]}" is occupied twice`);
          if (!pdef.joins!.some((vec) => v.board.step(cell, vec) === cell2)) return err('ERR_SETUP', `${key}: the two cells of "${token}" are not adjacent`);
          st.board[cell2] = pieceCode(kind, color);
          st.link[cell] = cell2;
          st.link[cell2] = cell;
        }
        st.board[cell] = pieceCode(kind, color);
        if (v.kinds[kind]!.def.royal) {
          if (st.royal[color]! >= 0) return err('ERR_SETUP', `${key}: "${token}" is a second royal man; a side has at most one`);
          st.royal[color] = cell;
        }
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') return err('ERR_FIELD', `turn: "${value}" is not w or b`);
      st.turn = value === 'w' ? 0 : 1;
    } else if (key === 'hand') {
      for (const part of value.split(/\s+/).filter(Boolean)) {
        const m = /^([wb]):((?:\+?[A-Z])*)$/.exec(part);
        if (!m) return err('ERR_FIELD', `hand: "${part}" is not side:letters (e.g. w:NR)`);
        const color: Color = m[1] === 'w' ? 0 : 1;
        for (const letter of m[2]!.match(/\+?[A-Z]/g) ?? []) {
          const kind = v.kindByLetter.get(letter);
          if (kind === undefined) return err('ERR_PIECE', `hand: piece letter "${letter}" is not a ${v.id} piece`);
          st.hand[color * v.kinds.length + kind]!++;
        }
      }
    } else if (key === 'ep') {
      if (value !== '-' && v.board.index(value) < 0) return err('ERR_CELL', `ep: cell "${value}" does not exist on ${boardName}`);
      epName = value;
    } else if (key === 'clock' || key === 'move') {
      if (!/^\d{1,6}$/.test(value)) return err('ERR_FIELD', `${key}: "${value}" is not a whole number`);
      const n = Number(value);
      if (key === 'move' && n < 1) return err('ERR_FIELD', `move: "${value}" must be at least 1`);
      if (key === 'clock') st.clock = n;
      else st.moveNo = n;
    } else {
      const spec = v.def.extraKeys?.[key];
      if (!spec) return err('ERR_FIELD', `unknown field "${key}" for ${v.id}`);
      const problem = spec.check?.(value);
      if (problem) return err('ERR_FIELD', `${key}: ${problem}`);
      st.extra[key] = value;
    }
  }
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {})) if (!(key in st.extra)) st.extra[key] = spec.default;
  if (epName !== '-') {
    const ep = v.board.index(epName);
    if (st.board[ep] !== 0) return err('ERR_SETUP', `ep: cell "${epName}" is occupied`);
    const victim = epVictim(v, st, ep);
    if (victim < 0) return err('ERR_SETUP', `ep: no ${SIDE_LETTERS[st.turn ^ 1]} pawn has just skipped "${epName}"`);
    st.ep = ep;
    st.epVictim = victim;
  }
  const problem = v.hooks.checkSetup?.(v, st);
  if (problem) return err('ERR_SETUP', problem);
  return ok(st);
}

/** Finds the pawn of the side that just moved which skipped `ep` with a double step, or -1. */
function epVictim(v: Variant, st: State, ep: number): number {
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
export const manToken = (v: Variant, code: number, cell: number, other = -1): string =>
  `${v.kinds[codeKind(code)]!.letter}${v.board.names[cell]}${other >= 0 ? `-${v.board.names[other]}` : ''}`;

/** Prints a state as position text. */
export function printState(v: Variant, st: State): string {
  const fields: string[] = [];
  for (const color of [0, 1] as const) {
    const men: string[] = [];
    st.board.forEach((code, cell) => {
      const other = st.link[cell]!; // a man on two cells is printed once, at its first cell in board order
      if (code !== 0 && codeColor(code) === color && (other < 0 || other > cell)) men.push(manToken(v, code, cell, other));
    });
    if (men.length) fields.push(`${SIDE_LETTERS[color]}: ${men.join(' ')}`);
  }
  if (st.turn !== 0) fields.push('turn: b');
  const hand = ([0, 1] as const)
    .map((color) => {
      let letters = '';
      v.kinds.forEach((k) => (letters += k.letter.repeat(st.hand[color * v.kinds.length + k.index]!)));
      return letters ? `${SIDE_LETTERS[color]}:${letters}` : '';
    })
    .filter(Boolean);
  if (hand.length) fields.push(`hand: ${hand.join(' ')}`);
  if (st.ep >= 0) fields.push(`ep: ${v.board.names[st.ep]}`);
  if (st.clock !== 0) fields.push(`clock: ${st.clock}`);
  if (st.moveNo !== 1) fields.push(`move: ${st.moveNo}`);
  for (const [key, spec] of Object.entries(v.def.extraKeys ?? {}))
    if (!CORE_KEYS.includes(key) && st.extra[key] !== undefined && st.extra[key] !== spec.default) fields.push(`${key}: ${st.extra[key]}`);
  return fields.join('; ');
}
