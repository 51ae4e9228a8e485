/** The move list's plies and rows, shared by the explore panel and the play page. Pure, no React. */
import { moveParts, type BoardView, type Game } from '@/engine';
import { pieceName } from './announce';

/** One ply of the move list: its long move text, and the letter and name of the man that moved ('' for a drop). */
export interface Ply {
  readonly text: string;
  readonly letter: string;
  readonly name: string;
}

/** The plies of a game, each with the man that moved, so that a reader can tell which of many kinds it was. */
export function gamePlies(game: Game, view: Pick<BoardView, 'legend'>): Ply[] {
  return game.moves.map((m, i) => {
    const before = game.positions[i]!;
    const parts = moveParts(before, m);
    const letter = parts.from === undefined ? '' : parts.letter; // a drop's text names its man
    return { text: parts.text, letter, name: letter && pieceName(view, letter, before.turn) };
  });
}

/** Rows of the move list: [move number, first side's ply, second side's ply]; `…` stands for a ply not played. */
export function moveRows<T>(
  plies: readonly T[],
  firstNumber: number,
  blackFirst: boolean,
): [number, T | '…', T | ''][] {
  const all: (T | '…')[] = blackFirst ? ['…', ...plies] : [...plies];
  const rows: [number, T | '…', T | ''][] = [];
  for (let i = 0; i < all.length; i += 2)
    rows.push([firstNumber + i / 2, all[i]!, (all[i + 1] as T | undefined) ?? '']);
  return rows;
}
