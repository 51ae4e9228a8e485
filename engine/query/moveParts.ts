/** A move's parts in names, for sentences and hints: its text, the cells it leaves and reaches, the man's name. */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { colorOf } from '../types';

export interface MoveParts {
  /** Long move text. */
  readonly text: string;
  /** The cell it leaves (undefined for a drop). */
  readonly from?: string;
  readonly to: string;
  /** The moving man's name for the side to move ("knight"; in King and Queen "Soldier"). */
  readonly piece: string;
}

/** Returns the parts of a legal move of `pos`. */
export function moveParts(pos: Position, m: Move): MoveParts {
  const v = pos.variant;
  const def = v.kinds[m.piece]!.def;
  return {
    text: pos.printMove(m),
    ...(m.from >= 0 ? { from: v.board.names[m.from]! } : {}),
    to: v.board.names[m.to]!,
    piece: def.sideNames?.[colorOf(pos.turn)] ?? def.name,
  };
}
