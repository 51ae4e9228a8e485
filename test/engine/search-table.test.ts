/**
 * The search with its transposition table: it finds the site's mates and wins in one and two moves in every
 * variant that has such puzzles, and the table changes no score of a fixed-depth search on sample positions
 * (the middle-game fixtures and random positions); the evaluation's data (search/values.ts) is used.
 */
import { describe, expect, it } from 'vitest';
import { acceptedMoves, Position, puzzlePosition, seededRandom } from '@/engine';
import type { Variant } from '@/engine/rules/variant';
import { allVariants } from '@/engine/variants/index';
import { PUZZLES } from '@/content/puzzles/index';
import { MATE, search } from '@/engine/search/search';
import { evalTables, evaluate } from '@/engine/search/evaluate';
import { EVAL_DATA } from '@/engine/search/values';
import { pos } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const forced = PUZZLES.filter((p) => (p.goal.type === 'mate' || p.goal.type === 'win') && p.goal.moves <= 2);

// The exact search (no pruning) finds each at its horizon, 2n - 1 plies. The selective search, as the computer
// player and `best` use it, may prune a quiet mating move at the horizon itself (futility, late-move pruning, a
// static score taken for the node's): given two plies more it must find every one.
describe('the search finds the puzzles’ mates and wins', () => {
  it.each(forced.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const position = puzzlePosition(p);
    const n = p.goal.type === 'only-move' ? 1 : p.goal.moves;
    const accepted = acceptedMoves(position, p.goal).map((m) => position.printMove(m));
    for (const [depth, prune] of [
      [2 * n - 1, false],
      [2 * n + 1, true],
    ] as const) {
      const r = search(position, { depth, prune });
      expect(accepted, `depth ${depth}, prune ${prune}`).toContain(position.printMove(r.best!));
      expect(r.score).toBeGreaterThanOrEqual(MATE - (2 * n - 1));
    }
  });
});

/** Positions after a few random plies from the start (seeded). */
function samples(v: Variant, count: number, plies: number): Position[] {
  const random = seededRandom(v.board.size * 31 + count);
  const out: Position[] = [];
  while (out.length < count) {
    let p = Position.start(v);
    for (let i = 0; i < plies && !p.outcome(); i++) {
      const ms = p.legalMoves();
      p = p.play(ms[Math.floor(random() * ms.length)]!);
    }
    if (!p.outcome()) out.push(p);
  }
  return out;
}

describe('the transposition table changes no score at a fixed depth', () => {
  it.each(Object.keys(VARIANTS))('%s', (id) => {
    const v = VARIANTS[id as keyof typeof VARIANTS]!;
    // Three plies where the tree stays small (few kinds, at most 91 cells), two on the larger boards.
    const depth = v.kinds.length <= 6 && v.board.size <= 91 ? 3 : 2;
    for (const p of samples(v, depth === 3 ? 2 : 1, 8)) {
      // Without the selective parts: late-move pruning depends on the order of the moves, which the table's
      // move changes by design, so with them two correct searches may differ.
      const withTable = search(p, { depth, quiescence: 1, exactRoot: true, prune: false });
      const without = search(p, { depth, quiescence: 1, exactRoot: true, prune: false, table: false });
      expect(withTable.score, p.toString()).toBe(without.score);
      // Every root move gets the same score.
      const byText = (r: typeof without) => new Map(r.scored.map((s) => [p.printMove(s.move), s.score]));
      expect(byText(withTable)).toEqual(byText(without));
    }
  });
});

describe('the evaluation knows each variant', () => {
  it('reads piece values from the table where a definition gives none', () => {
    const v = VARIANTS.panoply!;
    const t = evalTables(v);
    for (const [letter, worth] of Object.entries(EVAL_DATA.panoply!.pieces!))
      expect(t.value[v.kindByLetter.get(letter)!], letter).toBe(Math.round(worth * 100));
  });
  it('values a man in a King and Queen hand near its worth on the board, a man in a Peanut pool little', () => {
    const kq = pos('king-and-queen');
    const peanut = pos('peanut');
    for (const [p, lo, hi] of [
      [kq, 0.7, 1],
      [peanut, 0, 0.2],
    ] as const) {
      const t = evalTables(p.variant);
      for (const k of p.variant.kinds)
        if (t.value[k.index]! > 0) {
          expect(t.hand[k.index]! / t.value[k.index]!).toBeGreaterThanOrEqual(lo);
          expect(t.hand[k.index]! / t.value[k.index]!).toBeLessThanOrEqual(hi);
        }
    }
  });
  it('in Peanut (bare king loses) a side’s last man is worth more than its value', () => {
    const one = pos('peanut', 'w: Kb1 Rd4; b: Kh10 Nd7');
    const none = pos('peanut', 'w: Kb1 Rd4; b: Kh10');
    const knight = evalTables(one.variant).value[one.variant.kindByLetter.get('N')!]!;
    expect(evaluate(none.variant, none.cloneState()) - evaluate(one.variant, one.cloneState())).toBeGreaterThan(
      knight + 100,
    );
  });
});
