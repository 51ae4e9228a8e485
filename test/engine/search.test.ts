/** The search behind the computer player and the puzzle solver. */
import { describe, expect, it } from 'vitest';
import { Position } from '@/engine';
import { allVariants } from '@/engine/variants/index';
import { MATE, search, winningMoves } from '@/engine/search/search';
import { evalTables, evaluate } from '@/engine/search/evaluate';
import { pos } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

describe('search', () => {
  it('finds a mate in one and scores it as a mate', () => {
    // White: Qe7; the queen to f9 mates the king on f11 (G11).
    const p = pos('glinski', 'w: Ka1 Qe7; b: Kf11; turn: w');
    const wins = winningMoves(p, 1).map((m) => p.printMove(m));
    expect(wins).toContain('e7-f9');
    expect(search(p, { depth: 2 }).score).toBeGreaterThanOrEqual(MATE - 1);
  });
  it('takes a free queen', () => {
    const p = pos('glinski', 'w: Ka1 Rf2; b: Kl6 Qf8; turn: w');
    expect(p.printMove(search(p, { depth: 2 }).best!)).toBe('f2xf8');
  });
  // The capture search leaves out captures that lose a worthier man on a defended cell, and keeps the rest.
  it('does not take a defended pawn with the queen, and takes a defended queen with a rook', () => {
    const pawn = pos('glinski', 'w: Ka1 Qf2 Pb1; b: Kl6 Pf8 Rf10 Pk7; turn: w');
    const r = search(pawn, { depth: 1, quiescence: 4, exactRoot: true });
    expect(pawn.printMove(r.best!)).not.toBe('f2xf8');
    expect(r.scored.find((x) => pawn.printMove(x.move) === 'f2xf8')!.score).toBeLessThan(-500);
    const queen = pos('glinski', 'w: Ka1 Rf2 Pb1; b: Kl6 Qf8 Rf10 Pk7; turn: w');
    expect(queen.printMove(search(queen, { depth: 1, quiescence: 4 }).best!)).toBe('f2xf8');
  });
  it('reports no move when the game is over', () => {
    expect(search(pos('glinski', 'w: Ka1 Qf9; b: Kf11; turn: b'), { depth: 2 }).best).toBeUndefined();
  });
  it.each(Object.keys(VARIANTS))('%s: plays a legal move from the start within a node budget', (id) => {
    const p = pos(id);
    const r = search(p, { depth: 3, nodes: 20_000 });
    expect(r.best).toBeDefined();
    expect(p.legalMoves().map((m) => p.printMove(m))).toContain(p.printMove(r.best!));
  });
  it.each(Object.keys(VARIANTS))('%s: gives every non-royal piece a positive value', (id) => {
    const v = VARIANTS[id as keyof typeof VARIANTS]!;
    for (const k of v.kinds) if (!k.def.royal) expect(evalTables(v).value[k.index], k.def.name).toBeGreaterThan(0);
  });
  // The boards where plain minimax over Position objects stays fast (the large prism and Panoply take far longer).
  it.each(['peanut', 'king-and-queen', 'glinski', 'fullhouse'])(
    '%s: scores the start exactly as plain minimax does at depth 2 (move ordering changes no score)',
    (id) => {
      const p = pos(id);
      const minimax = (q: typeof p, d: number): number => {
        if (q.outcome()) throw new Error('no game ends this early');
        if (d === 0) return evaluate(q.variant, q.cloneState());
        return Math.max(...q.legalMoves().map((m) => -minimax(q.play(m), d - 1)));
      };
      expect(search(p, { depth: 2, quiescence: 0 }).score).toBe(minimax(p, 2));
    },
  );
  it('stops on time and still answers', () => {
    const p = Position.start(VARIANTS.fullhouse!);
    const r = search(p, { depth: 20, timeMs: 200 });
    expect(r.best).toBeDefined();
    expect(r.depth).toBeLessThan(20);
  });
});

describe('the evaluation converts a won game', () => {
  /** The static score for White, with Black to move (so that Black may stand in check). */
  const score = (id: keyof typeof VARIANTS, text: string) =>
    -evaluate(VARIANTS[id]!, pos(id, `${text}; turn: b`).cloneState());
  it.each([
    ['glinski', 'w: Kf9 Qa5 Rl5; b: Kf1', 'w: Kf9 Qa5 Rl5; b: Kf5'],
    ['lengthleaper', 'w: K9b5 Q9c5 R9d5; b: K1a1', 'w: K9b5 Q9c5 R9d5; b: K5b3'],
  ] as const)('%s: the lone king is worse off at the edge than in the middle', (id, edge, middle) => {
    expect(score(id, edge)).toBeGreaterThan(score(id, middle));
  });
  it('the side ahead gains by bringing its king and its men near the lone king', () => {
    expect(score('glinski', 'w: Kf3 Qc3; b: Kf1')).toBeGreaterThan(score('glinski', 'w: Kf10 Qc3; b: Kf1'));
    expect(score('glinski', 'w: Kf10 Qe2; b: Kf1')).toBeGreaterThan(score('glinski', 'w: Kf10 Qe8; b: Kf1'));
  });
  it('the same lead counts for more with fewer men left (the side ahead trades down)', () => {
    const more = score('glinski', 'w: Kf6 Rb1 Qd1 Nh1; b: Kf10 Rb7 Qd7');
    const fewer = score('glinski', 'w: Kf6 Rb1 Nh1; b: Kf10 Rb7');
    expect(fewer).toBeGreaterThan(more);
  });
  it('a lead fades as the move clock nears its draw', () => {
    const fresh = score('glinski', 'w: Kf6 Rb1 Nh1; b: Kf10 Rb7');
    const late = score('glinski', 'w: Kf6 Rb1 Nh1; b: Kf10 Rb7; clock: 90');
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(fresh);
  });
});

describe('the game before the searched position', () => {
  // White is a queen up (no mate in sight); its best move leads to `after`. Told that `after` came before (one ply
  // earlier, within the move clock), the search scores that move as a repetition: a draw.
  const ahead = pos('glinski', 'w: Kf1 Qd1; b: Kf11; turn: w; clock: 10');
  const best = (p: Position, history?: Position[]) => search(p, { depth: 3, ...(history ? { history } : {}) });
  it('the side ahead does not walk back into an earlier position', () => {
    const first = best(ahead);
    expect(first.score).toBeLessThan(MATE / 2);
    const after = ahead.play(first.best!);
    const again = best(ahead, [after]);
    expect(ahead.printMove(again.best!)).not.toBe(ahead.printMove(first.best!));
    expect(again.score).toBeGreaterThan(500);
    expect(Math.abs(again.scored.find((x) => ahead.printMove(x.move) === ahead.printMove(first.best!))!.score)).toBe(0);
  });
  it('the side behind walks into it: a draw is better than its loss', () => {
    const behind = pos('glinski', 'w: Kf1; b: Kf11 Qe9; turn: w; clock: 10');
    const moves = behind.legalMoves();
    const target = behind.play(moves[0]!);
    const r = best(behind, [target]);
    expect(Math.abs(r.score)).toBe(0);
    expect(behind.printMove(r.best!)).toBe(behind.printMove(moves[0]!));
  });
  it('with contempt, a draw costs the side to move at the root: minus for it, plus for the other side', () => {
    const first = best(ahead);
    const after = ahead.play(first.best!);
    const r = search(ahead, { depth: 3, history: [after], contempt: 40 });
    const repeat = r.scored.find((x) => ahead.printMove(x.move) === ahead.printMove(first.best!))!;
    expect(repeat.score).toBe(-40);
    // The side behind still takes the draw, now worth less to it than a draw without contempt but more than a loss.
    const behind = pos('glinski', 'w: Kf1; b: Kf11 Qe9; turn: w; clock: 10');
    const moves = behind.legalMoves();
    const drawn = search(behind, { depth: 3, history: [behind.play(moves[0]!)], contempt: 40 });
    expect(drawn.score).toBe(-40);
    expect(behind.printMove(drawn.best!)).toBe(behind.printMove(moves[0]!));
  });
  it('an earlier position beyond the move clock (an irreversible move since) is not a repetition', () => {
    const fresh = pos('glinski', 'w: Kf1 Qd1; b: Kf11; turn: w; clock: 0');
    const first = best(fresh);
    const again = best(fresh, [fresh.play(first.best!)]);
    expect(again.score).toBe(first.score);
  });
});
