/**
 * Position text (docs/CONVENTIONS.md §4) for the reference generators whose positions are men, turn, en-passant cell,
 * clock and move number (Gliński, Full House, Lengthleaper): one reader and one writer, given the variant's
 * letters, its cells and its board order. Written from the conventions alone; imports nothing from engine/.
 */
export type Side = 'w' | 'b';
export interface Man {
  side: Side;
  type: string;
}
/** The fields every such position has. */
export interface TextState {
  board: Map<string, Man>;
  turn: Side;
  ep: string | null;
  clock: number;
  move: number;
}
export interface TextRules {
  /** The variant's name, for messages. */
  readonly name: string;
  /** The piece letters of the variant. */
  readonly letters: string;
  readonly hasCell: (name: string) => boolean;
  /** Board order (docs/CONVENTIONS.md §6): negative when `a` comes first. */
  readonly order: (a: string, b: string) => number;
}

/** Reads position text; throws with a message on any mistake. */
export function parseText(rules: TextRules, text: string): TextState {
  const state: TextState = { board: new Map(), turn: 'w', ep: null, clock: 0, move: 1 };
  const seen = new Set<string>();
  for (const raw of text.split(';')) {
    const field = raw.trim();
    if (field === '') continue;
    const colon = field.indexOf(':');
    if (colon < 0) throw new Error(`field "${field}" has no "key: value" form`);
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 1).trim();
    if (seen.has(key)) throw new Error(`field "${key}" is given twice`);
    seen.add(key);
    if (key === 'w' || key === 'b') {
      for (const token of value.split(/\s+/).filter((t) => t !== '')) {
        const letter = token.slice(0, 1);
        const cell = token.slice(1);
        if (!/^[A-Z]$/.test(letter) || !rules.letters.includes(letter))
          throw new Error(`${key}: bad piece "${token}" for ${rules.name}`);
        if (!rules.hasCell(cell)) throw new Error(`${key}: cell "${cell}" does not exist on the ${rules.name} board`);
        if (state.board.has(cell)) throw new Error(`${key}: cell "${cell}" is occupied twice`);
        state.board.set(cell, { side: key, type: letter });
      }
    } else if (key === 'turn') {
      if (value !== 'w' && value !== 'b') throw new Error(`turn: bad value "${value}"`);
      state.turn = value;
    } else if (key === 'ep') {
      if (value !== '-' && !rules.hasCell(value)) throw new Error(`ep: cell "${value}" does not exist`);
      state.ep = value === '-' ? null : value;
    } else if (key === 'clock' || key === 'move') {
      if (!/^\d+$/.test(value)) throw new Error(`${key}: bad number "${value}"`);
      state[key] = Number(value);
    } else throw new Error(`unknown field "${key}"`);
  }
  return state;
}

/** Prints position text: every field but those at their default (the turn always printed). */
export function printText(rules: TextRules, state: TextState): string {
  const cells = [...state.board.keys()].sort(rules.order);
  const list = (side: Side) =>
    cells
      .filter((c) => state.board.get(c)!.side === side)
      .map((c) => state.board.get(c)!.type + c)
      .join(' ');
  const fields = [`w: ${list('w')}`, `b: ${list('b')}`, `turn: ${state.turn}`];
  if (state.ep) fields.push(`ep: ${state.ep}`);
  if (state.clock !== 0) fields.push(`clock: ${state.clock}`);
  if (state.move !== 1) fields.push(`move: ${state.move}`);
  return fields.join('; ');
}
