/**
 * The puzzle solver, checked against a deliberately naive solver written here from the Position API only
 * (play every move, ask `outcome`, recurse), on positions from random games in every variant.
 */
import { describe, expect, it } from 'vitest';
import { acceptedMoves, judgeMove, provePuzzle, seededRandom, type Position, type PuzzleGoal } from '@/engine';
import { allVariants } from '@/engine/variants/index';
import { pos } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

type Forced = Exclude<PuzzleGoal, { type: 'only-move' }>;

/** Naive: did the mover's move reach the goal (true), end the game otherwise (false), or neither (undefined)? */
function reached(before: Position, after: Position, printMove: string, goal: Forced): boolean | undefined {
  const end = after.outcome();
  if (end) return end.score[before.turn] === 1 && (goal.type !== 'mate' || end.status === 'checkmate');
  if (goal.type === 'promote') return printMove.includes('=');
  if (goal.type === 'capture') {
    const count = (p: Position) =>
      p
        .toString()
        .split(';')
        [before.turn === 'w' ? 1 : 0]!.split(/[ ,]/)
        .filter((t) => new RegExp(`^${goal.piece.replace(/[+*?^$()[\]{}|.\\]/g, '\\$&')}[a-z0-9]`).test(t)).length;
    return count(after) < count(before) ? true : undefined;
  }
  return undefined;
}

/** Naive: can the side to move force the goal within n moves? */
function naiveForce(p: Position, goal: Forced, n: number): boolean {
  return p.legalMoves().some((m) => naiveSolves(p, m, goal, n));
}

function naiveSolves(p: Position, m: Parameters<Position['play']>[0], goal: Forced, n: number): boolean {
  const after = p.play(m);
  const r = reached(p, after, p.printMove(m), goal);
  if (r !== undefined) return r;
  return n > 1 && after.legalMoves().every((d) => naiveForce(after.play(d), goal, n - 1));
}

/** Positions along seeded random games (the same every run). */
function randomPositions(id: string, count: number, seed: number, maxMen = 99): Position[] {
  const rand = seededRandom(seed);
  const out: Position[] = [];
  for (let game = 0; out.length < count && game < 200; game++) {
    let p = pos(id);
    for (let ply = 0; ply < 120 && !p.outcome(); ply++) {
      const ms = p.legalMoves();
      // Prefer captures so the games thin out and reach positions with mates.
      const caps = ms.filter((m) => m.capture >= 0);
      const pool = caps.length && rand() < 0.7 ? caps : ms;
      p = p.play(pool[Math.floor(rand() * pool.length)]!);
      if (ply > 20 && ply % 7 === 0 && (p.toString().match(/[A-Z][a-z]?\d/g)?.length ?? 0) <= maxMen) out.push(p);
    }
  }
  return out.slice(0, count);
}

function move(p: Position, text: string) {
  const m = p.parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
const after = (p: Position, text: string) => p.play(move(p, text));
const texts = (p: Position, ms: readonly Parameters<Position['play']>[0][]) => ms.map((m) => p.printMove(m)).sort();

describe('puzzle solver agrees with a naive solver', () => {
  it.each(Object.keys(VARIANTS))('%s: win in 1 and capture in 1 on positions from random games', (id) => {
    const ps = randomPositions(id, ['panoply', 'lengthleaper', 'lengthleaper-birds'].includes(id) ? 3 : 6, 7);
    expect(ps.length).toBeGreaterThan(0);
    let solutions = 0;
    for (const p of ps) {
      // The kind of the first man some move captures (a kind that can be won here), else the first non-royal kind.
      const taken = p
        .legalMoves()
        .find((m) => m.capture >= 0 && !p.variant.kinds[p.pieceAt(m.capture)!.kind]!.def.royal);
      const kind = taken ? p.pieceAt(taken.capture)!.kind : p.variant.kinds.findIndex((k) => !k.def.royal);
      const letter = p.variant.kinds[kind]!.letter;
      for (const goal of [
        { type: 'win', moves: 1 },
        { type: 'capture', piece: letter, moves: 1 },
      ] as Forced[]) {
        const naive = texts(
          p,
          p.legalMoves().filter((m) => naiveSolves(p, m, goal, 1)),
        );
        expect(texts(p, acceptedMoves(p, goal)), `${goal.type} in ${p.toString()}`).toEqual(naive);
        solutions += naive.length;
      }
    }
    expect(solutions, 'the sample holds some solvable goals').toBeGreaterThan(0);
  });
  it.each(['glinski', 'peanut', 'king-and-queen'])('%s: win in 2 on thinned-out positions', (id) => {
    const ps = randomPositions(id, 3, 11, 9);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      const goal: Forced = { type: 'win', moves: 2 };
      const naive = texts(
        p,
        p.legalMoves().filter((m) => naiveSolves(p, m, goal, 2)),
      );
      expect(texts(p, acceptedMoves(p, goal)), p.toString()).toEqual(naive);
    }
  });
});

describe('judging a move', () => {
  // Gliński: the queen mates from f9 (G11 of the rules reference); the king's step to d7 stalemates.
  const p = pos('glinski', 'w: Kc5 Qh8; b: Kf11; turn: w');
  const goal: PuzzleGoal = { type: 'mate', moves: 1 };
  it('accepts the mate and every other mate', () => {
    const acc = texts(p, acceptedMoves(p, goal));
    expect(acc).toContain('h8-f9');
    for (const t of acc) expect(after(p, t).outcome()?.status, t).toBe('checkmate');
    expect(judgeMove(p, goal, 1, move(p, 'h8-f9')).kind).toBe('solved');
  });
  it('does not take a stalemate (worth 3/4 in Gliński) for a mate', () => {
    const stalemates = p.legalMoves().filter((m) => p.play(m).outcome()?.status === 'stalemate');
    expect(stalemates.length).toBeGreaterThan(0);
    for (const m of stalemates) expect(judgeMove(p, goal, 1, m).kind).toBe('wrong');
  });
  it('calls a quiet move wrong and says why', () => {
    const j = judgeMove(p, goal, 1, move(p, 'c5-c4'));
    expect(j.kind).toBe('wrong');
    expect(j.kind === 'wrong' && j.reason).toMatch(/checkmate/);
  });
  it('in a mate in 2, answers a correct first move with a defence and refutes a wrong one', () => {
    const q = pos('glinski', 'w: Kg2 Pk2 Pb3 Pc5 Pf5; b: Re2 Ri3 Bg4 Pb7 Pc7 Pd7 Pg7 Kg9; turn: b; move: 35');
    const g2: PuzzleGoal = { type: 'mate', moves: 2 };
    expect(texts(q, acceptedMoves(q, g2))).toEqual(['i3-g3']);
    const good = judgeMove(q, g2, 2, move(q, 'i3-g3'));
    expect(good.kind).toBe('continue');
    expect(good.kind === 'continue' && good.left).toBe(1);
    const bad = judgeMove(q, g2, 2, move(q, 'e2-e1'));
    expect(bad.kind).toBe('wrong');
    expect(bad.kind === 'wrong' && bad.reply).toBeDefined();
  });
});

describe('the proof refuses a position no game could reach', () => {
  it('the side not to move in check (a king could be taken)', () => {
    const proof = provePuzzle({
      id: 'glinski-bad',
      variant: 'glinski',
      title: 'Bad',
      level: 1,
      rule: 'none',
      hint: 'None.',
      explanation: 'None.',
      position: 'w: Ka1 Qf8; b: Kf11',
      goal: { type: 'mate', moves: 1 },
      solution: ['f8-f10'],
    });
    expect(proof.errors.join(' ')).toMatch(/check/);
  });
});

describe('a mate goal ends in checkmate', () => {
  // Panoply: after e3-e7, Black's pawn blocks on c9 or d8, and the withdrawal that takes it leaves Black without a
  // move: a win (stalemate loses in Panoply), but not checkmate (issue 18).
  const net = pos('panoply', 'w: Km1 Se3 Hb13; b: Pb10 Pb12 Ka13');
  it('a stalemate that wins does not solve a mate goal', () => {
    expect(acceptedMoves(net, { type: 'win', moves: 2 }).map((m) => net.printMove(m))).toContain('e3-e7');
    expect(acceptedMoves(net, { type: 'mate', moves: 2 })).toEqual([]);
  });
  it('checkmate itself does', () => {
    const after = pos('panoply', 'w: Km1 Se7 Hb13; b: Pb9 Pb12 Ka13; turn: w');
    expect(acceptedMoves(after, { type: 'mate', moves: 1 }).map((m) => after.printMove(m))).toEqual(['e7-a11']);
  });
});
