/** Strong against Strong, played out: shared by the endgame tests (endgame.test.ts, tablebase.test.ts). */
import { Game } from '@/engine';
import { chooseMove } from '@/engine/search/player';
import { pos, variant } from './helpers';

/** Nodes per move: the winning side's and the defender's (enough for about 4 and 3 plies on these boards). */
const ATTACK = 10_000;
const DEFEND = 3_000;

/**
 * Plays Strong against Strong from `text` (node budgets, not the clock: the same moves on any machine) until the game
 * ends or the fifty-move rule's plies have passed; returns the game.
 */
export function playOut(id: string, text: string): Game {
  let g = Game.from(pos(id, text));
  const limit = variant(id).def.rules.fiftyMovePlies!;
  while (!g.outcome() && g.moves.length <= limit) {
    const p = g.position;
    const c = chooseMove(p, 'strong', {
      timeMs: 1e9,
      nodes: p.turn === 'w' ? ATTACK : DEFEND,
      history: g.positions.slice(-100, -1),
    });
    if (!c) break;
    g = g.play(c.move);
  }
  return g;
}
