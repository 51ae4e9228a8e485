/**
 * A wrong puzzle answer says what the move fails to do, in the position right after it, and names a refutation
 * (`reply`) only when there is a real one: checked on stored puzzles of every variant and goal, then on a few wrong
 * first moves of every stored puzzle.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptedMoves,
  goalMoves,
  judgeMove,
  puzzlePosition,
  type MoveJudgement,
  type Position,
  type PuzzleDef,
  type PuzzleGoal,
} from '@/engine';
import { PUZZLES } from '@/content/puzzles/index';

type Move = ReturnType<Position['legalMoves']>[number];

const puzzle = (id: string): PuzzleDef => {
  const p = PUZZLES.find((q) => q.id === id);
  if (!p) throw new Error(`no stored puzzle ${id}`);
  return p;
};

function move(p: Position, text: string): Move {
  const m = p.parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Plays the wrong first move `text` of a stored puzzle (or of its position with another goal) and judges it. */
function wrong(id: string, text: string, goal?: PuzzleGoal) {
  const def = puzzle(id);
  const pos = puzzlePosition(def);
  const g = goal ?? def.goal;
  const m = move(pos, text);
  const j: MoveJudgement = judgeMove(pos, g, goalMoves(g), m);
  if (j.kind !== 'wrong') throw new Error(`${id}: ${text} is judged ${j.kind}`);
  const after = pos.play(m);
  return { j, after, reply: j.reply && after.printMove(j.reply) };
}

/** The refutation is a legal move after the wrong move and the sentence names it. */
function expectNamedReply(w: ReturnType<typeof wrong>) {
  expect(w.j.reply, w.j.reason).toBeDefined();
  expect(w.after.legalMoves()).toContainEqual(w.j.reply);
  expect(w.j.reason).toContain(w.reply);
}

describe('mate in 1', () => {
  it.each([
    ['glinski-three-bishops', 'd6-e8'],
    ['peanut-rook-reach', 'b2-b1'],
    ['king-and-queen-capture-promotes', 'e1-e2'],
    ['lengthleaper-bishop-three-levels', '1b1-1b2'],
  ])('%s: a move that gives no check (%s) says so and names no reply', (id, text) => {
    const w = wrong(id, text);
    expect(w.after.inCheck()).toBe(false);
    expect(w.j.reason).toBe('That does not give check, so it is not checkmate.');
    expect(w.j.reply).toBeUndefined();
  });
  it.each([
    ['glinski-knight-promotion', 'g9-g10=Q', 'That gives check, but Black takes the queen with d9xg10.'],
    ['king-and-queen-pegasus', 'd6xd7', "That gives check, but Red's King escapes with e7-e6."],
    ['fullhouse-sailor-step', 'h7-h9', "That gives check, but Black's king escapes with f11-e10."],
    ['panoply-withdraw-and-uncover', 'g5-i5', 'That gives check, but Black answers e9-g7.'],
  ])('%s: a check that does not mate (%s) names the answer', (id, text, sentence) => {
    const w = wrong(id, text);
    expect(w.after.inCheck()).toBe(true);
    expect(w.j.reason).toBe(sentence);
    expectNamedReply(w);
  });
  it('a stalemate is not the checkmate asked for (3/4 in Gliński)', () => {
    const w = wrong('glinski-rook-edge', 'a4-a5');
    expect(w.j.reason).toBe('That stalemates Black: only 3/4 for White.');
    expect(w.j.reply).toBeUndefined();
  });
});

describe('other goals', () => {
  it('capture in 1: names the man that is not won, and no reply', () => {
    const w = wrong('panoply-skirmisher-withdraws', 'g1-g2');
    expect(w.j.reason).toBe('That does not win the rider.');
    expect(w.j.reply).toBeUndefined();
  });
  it('capture in 2: names the man and the defence that saves it', () => {
    const w = wrong('fullhouse-pegasus-fork', 'f1-g1');
    expect(w.j.reason).toBe("That does not win the queen: Black's queen escapes with c5-c6.");
    expectNamedReply(w);
  });
  it('promotion in 2: names the defence', () => {
    const w = wrong('peanut-feed-the-pool', 'c3-c2');
    expect(w.j.reason).toBe('That does not force a promotion: Black defends with d6-d5.');
    expectNamedReply(w);
  });
  it('win in 1: a quiet move does not win', () => {
    const w = wrong('panoply-freeze-two', 'm1-m2');
    expect(w.j.reason).toBe('That does not win the game.');
    expect(w.j.reply).toBeUndefined();
  });
  it('mate in 2: the named defence truly refutes (no mate in 1 after it)', () => {
    const def = puzzle('glinski-quiet-queen');
    const w = wrong(def.id, 'l2-l3');
    expect(w.j.reason).toBe('That does not force checkmate in 2 moves: Black defends with f11-g10.');
    expectNamedReply(w);
    expect(acceptedMoves(w.after.play(w.j.reply!), def.goal, 1)).toEqual([]);
  });
});

describe('a move that lets the opponent win at once', () => {
  it.each([
    ['panoply-freeze-the-checker', 'i3-k1', 'Black', 'g1xk1'],
    ['king-and-queen-queen-takes', 'e3-f3', 'Red', 'd1-e3'],
  ])('%s (only move): %s lets %s mate in 1 with %s, which mates', (id, text, side, mate) => {
    const w = wrong(id, text);
    expect(w.j.reason).toBe(`That lets ${side} mate in 1 with ${mate}.`);
    expectNamedReply(w);
    expect(w.after.play(w.j.reply!).outcome()?.status).toBe('checkmate');
  });
  it('the threat takes precedence in a mate goal too (the only-move position of King and Queen)', () => {
    const w = wrong('king-and-queen-queen-takes', 'e3-f3', { type: 'mate', moves: 1 });
    expect(w.j.reason).toMatch(/^That lets Red mate in 1 with /);
    expect(w.after.play(w.j.reply!).outcome()?.status).toBe('checkmate');
  });
  it('a win that is not checkmate is called a win (Peanut: the bare king takes the last man)', () => {
    const w = wrong('peanut-bare-back', 'b1-c1');
    expect(w.j.reason).toBe('That lets Black win at once with g9xg7.');
    expectNamedReply(w);
    expect(w.after.play(w.j.reply!).outcome()?.winner).toBe('b');
  });
});

describe('every stored puzzle: wrong first moves', () => {
  // Up to 5 wrong first moves per puzzle: the checking ones first (they carry a reply), then others spread over the
  // list. Every stored puzzle is 1 or 2 moves deep, so all of them are checked (a few seconds in all).
  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s', (_id, def) => {
    const pos = puzzlePosition(def);
    const ok = new Set(acceptedMoves(pos, def.goal));
    const bad = pos.legalMoves().filter((m) => !ok.has(m));
    const checks = bad.filter((m) => pos.play(m).inCheck()).slice(0, 2);
    const rest = bad.filter((m) => !checks.includes(m));
    const step = Math.max(1, Math.floor(rest.length / (5 - checks.length)));
    const picked = [...checks, ...rest.filter((_, i) => i % step === 0)].slice(0, 5);
    expect(picked.length).toBeGreaterThan(0);
    for (const m of picked) {
      const text = pos.printMove(m);
      const j = judgeMove(pos, def.goal, goalMoves(def.goal), m);
      expect(j.kind, text).toBe('wrong');
      if (j.kind !== 'wrong') continue;
      expect(j.reason, text).toMatch(/^That .{8,}\.$/);
      expect(j.reason, text).not.toMatch(/taken back|take it back|undo/i);
      const after = pos.play(m);
      if (j.reply) {
        expect(after.legalMoves(), `${text}: ${j.reason}`).toContainEqual(j.reply);
        expect(j.reason, text).toContain(after.printMove(j.reply));
      }
      if (def.goal.type === 'mate' && def.goal.moves === 1 && !after.inCheck() && !/lets/.test(j.reason))
        expect(j.reply, `${text}: ${j.reason}`).toBeUndefined();
    }
  });
});
