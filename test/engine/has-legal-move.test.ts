/**
 * `hasLegalMove`, the search's cheap "can the side to move move at all" (it stops at the first legal move, a man at
 * a time, drops last), must agree with the full legal move list everywhere: in random games of every variant, in
 * every position one move away from them, and after the mating move of every `mate` puzzle of the site (where the
 * answer is no).
 */
import { describe, expect, it } from 'vitest';
import { Position, puzzlePosition, seededRandom } from '@/engine';
import { PUZZLES } from '@/content/puzzles/index';
import { hasLegalMove, legalMoves } from '@/engine/rules/movegen';
import { allVariants } from '@/engine/variants/index';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const agree = (p: Position) => {
  const st = p.cloneState();
  return { fast: hasLegalMove(p.variant, st), full: legalMoves(p.variant, st).length > 0 };
};

describe.each(Object.entries(VARIANTS))('%s: hasLegalMove agrees with the legal move list', (id, v) => {
  it('in random games and one move away from them', () => {
    const random = seededRandom(id.length * 104729);
    let checked = 0;
    for (let g = 0; g < 3; g++) {
      let p = Position.start(v!);
      for (let ply = 0; ply < 60 && !p.outcome(); ply++) {
        const moves = p.legalMoves();
        // Every child on the small boards; on the large ones a spread of 40 (Panoply's men have 100-200 moves).
        const step = Math.max(1, Math.floor(moves.length / 40));
        for (let i = 0; i < moves.length; i += step) {
          const next = p.play(moves[i]!);
          const a = agree(next);
          expect(a.fast, `${id}: ${next.toString()}`).toBe(a.full);
          checked++;
        }
        p = p.play(moves[Math.floor(random() * moves.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('after the mating move of a mate-in-one puzzle, the side to move has no legal move', () => {
  const ones = PUZZLES.filter((p) => p.goal.type === 'mate' && p.goal.moves === 1);
  it.each(ones.map((p) => [p.id, p] as const))('%s', (_id, def) => {
    const pos = puzzlePosition(def);
    const mates = pos
      .legalMoves()
      .map((m) => pos.play(m))
      .filter((n) => n.outcome()?.status === 'checkmate');
    expect(mates.length).toBeGreaterThan(0);
    for (const n of mates) expect(agree(n)).toEqual({ fast: false, full: false });
  });
});
