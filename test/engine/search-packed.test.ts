/**
 * The computer never plays blind (#34): on a board packed with men, where a capture search at every leaf does not
 * end in any time, the search still completes depth 1 (every root move made once, mates in one judged by the
 * rules, the rest by the static score and a one-move exchange) before the clock or a node limit may stop it.
 *
 * The positions are built here from a seed: every cell filled (both kings, the rest men of random kind and side;
 * kings and pawns only where the setup rules allow; the Panoply Barricade, a man on two cells, left out), the first seed whose
 * position the parser accepts as legal (the side not to move is not in check and the side to move not mated: an
 * attacker of the king changes side until none is left) and that has what the test needs, a mate in one or a capture that wins material.
 * No time is asserted: the budgets are node counts (1 node: nothing past the first look; 40 000: the search goes on
 * as far as it gets), so the answers are the same on any machine.
 */
import { describe, expect, it } from 'vitest';
import { answerRequest, type Position, VARIANT_IDS } from '@/engine';
import { moveOf, packed, twoPly, WIN, whiteWon } from './packed';

const ask = (p: Position, nodes: number, timeMs?: number) => {
  const r = answerRequest({
    id: 1,
    variant: p.variant.id,
    position: p.toString(),
    strength: 'strong',
    nodes,
    ...(timeMs === undefined ? {} : { timeMs }),
    seed: 1,
  });
  if (!r.ok) throw new Error(r.error);
  return r;
};

/**
 * Per variant, the first seed (from 1) whose packed position has a mate in one, and the first whose has no mate in
 * one, 2 to 120 legal moves, and a move that wins at least two pawns' worth at two plies where the first legal
 * move is worse by three (found by scanning the seeds once; each test checks that its position still has it).
 */
const SEEDS: Readonly<Record<string, { mate: number; material: number }>> = {
  peanut: { mate: 24, material: 5 },
  panoply: { mate: 9, material: 159 },
  fullhouse: { mate: 606, material: 16 },
  'king-and-queen': { mate: 12, material: 25 },
  lengthleaper: { mate: 38, material: 1042 },
  'lengthleaper-birds': { mate: 67, material: 144 },
  glinski: { mate: 109, material: 9 },
};

describe('packed boards: depth 1 before any answer', () => {
  it('has a seed for every variant', () => {
    expect(Object.keys(SEEDS).sort()).toEqual([...VARIANT_IDS].sort());
  });

  it.each(VARIANT_IDS)('%s: mates in one on a packed board, at a node limit of 1 and of 40 000 and in 1 ms', (id) => {
    const p = packed(id, SEEDS[id]!.mate);
    expect(p, 'a legal packed position').toBeDefined();
    if (!p) return;
    expect(
      p.legalMoves().some((m) => whiteWon(p.play(m))),
      'a mate in one',
    ).toBe(true);
    for (const nodes of [1, 40_000]) {
      const r = ask(p, nodes);
      expect(r.depth, p.toString()).toBeGreaterThanOrEqual(1);
      expect(whiteWon(p.play(moveOf(p, r.move))), `${r.move} in ${p}`).toBe(true);
    }
    // A budget of one millisecond: the clock stops only what comes after depth 1.
    const r = ask(p, 40_000, 1);
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect(whiteWon(p.play(moveOf(p, r.move))), `${r.move} in ${p}`).toBe(true);
  });

  it.each(VARIANT_IDS)('%s: wins material on a packed board where a capture does', (id) => {
    const p = packed(id, SEEDS[id]!.material);
    expect(p, 'a legal packed position').toBeDefined();
    if (!p) return;
    const moves = p.legalMoves();
    expect(
      moves.some((m) => whiteWon(p.play(m))),
      'no mate in one',
    ).toBe(false);
    const looks = moves.map((m) => twoPly(p, m));
    const best = Math.max(...looks);
    const first = looks[0]!;
    expect(best, 'a move that wins material').toBeGreaterThanOrEqual(200);
    expect(best).toBeLessThan(WIN);
    expect(first, 'the first legal move worse').toBeLessThanOrEqual(best - 300);
    for (const nodes of [1, 40_000]) {
      const r = ask(p, nodes);
      expect(r.depth).toBeGreaterThanOrEqual(1);
      // Better than the first legal move by the two-ply look. Not asserted: that it is the look's best (the search
      // sees recaptures and threats the look does not; at 40 000 nodes it looks deeper still).
      expect(twoPly(p, moveOf(p, r.move)), `${nodes}: ${r.move} in ${p}`).toBeGreaterThan(first);
    }
  });
});
