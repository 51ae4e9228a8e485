/** The words of a puzzle's goal, from the engine's own names of sides and pieces. */
import type { Position } from '../rules/position';
import { sideName } from '../rules/outcome';
import { other } from '../types';
import type { PuzzleGoal } from './types';

const times = (n: number) => (n === 1 ? 'in one move' : `in ${n} moves`);

/** "White to play: checkmate in 2 moves." */
export function goalSentence(pos: Position, goal: PuzzleGoal): string {
  const side = sideName(pos.variant, pos.color);
  switch (goal.type) {
    case 'mate':
      return `${side} to play: checkmate ${times(goal.moves)}.`;
    case 'win':
      return `${side} to play: win the game ${times(goal.moves)}.`;
    case 'capture': {
      const kind = pos.variant.kinds.find((k) => k.letter === goal.piece);
      const enemy = other(pos.color);
      const name = kind ? (kind.def.sideNames?.[enemy] ?? kind.def.name) : goal.piece;
      return `${side} to play: win the ${sideName(pos.variant, enemy).toLowerCase()} ${name} ${times(goal.moves)}.`;
    }
    case 'promote':
      return `${side} to play: promote a man ${times(goal.moves)}.`;
    case 'only-move':
      return `${side} to play: find the only move that does not lose${goal.depth > 1 ? ` within ${goal.depth} moves` : ''}.`;
  }
}
