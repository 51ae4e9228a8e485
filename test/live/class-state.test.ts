/**
 * The live class's state without Socket.IO: message checks, the tally, the memory store (each write atomic), the
 * guards and limits, the settings, the judge.
 */
import { describe, expect, it } from 'vitest';
import { answersCsv } from '@/components/live/csv';
import { PUZZLES } from '@/content/puzzles';
import { acceptedMoves, parsePosition } from '@/engine';
import { Bucket, hashToken, newCode, newToken, tokenMatches } from '@/server/guard';
import { Judge, makeQuestion } from '@/server/judge';
import { addressDelay, codeDelay, failureDelay, failureHold, MemoryCounters, socketDelay } from '@/server/limits';
import { InlineProver, type Job } from '@/server/proofs';
import {
  type Answer,
  CODE_ALPHABET,
  checkAnswer,
  checkAsk,
  checkJoin,
  checkRejoin,
  checkStep,
  cleanNickname,
  IDLE_MS,
  normalizeCode,
} from '@/server/protocol';
import { tally } from '@/server/tally';
import { MemoryStore } from '@/server/store';

const answer = (seat: string, move: string, correct: boolean, questionId = 1): Answer => ({
  seat,
  nickname: `n${seat}`,
  questionId,
  move,
  to: move.slice(-2),
  correct,
  at: 1,
});

describe('join codes and tokens', () => {
  it('codes have 6 symbols of an alphabet without 0 O 1 I L', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  });
  it('a typed code is read in any case, with spaces and dashes', () => {
    expect(normalizeCode(' abc-def ')).toBe('ABCDEF');
    expect(normalizeCode('ABCDEL')).toBe(undefined); // L is not a symbol of a code
    expect(normalizeCode('abc-dfg')).toBe('ABCDFG');
    expect(normalizeCode('ABCDF0')).toBe(undefined);
    expect(normalizeCode('ABCDFGH')).toBe(undefined);
    expect(normalizeCode(42)).toBe(undefined);
  });
  it('tokens are 128 bits and only their own hash matches', () => {
    const t = newToken();
    expect(t).toMatch(/^[0-9a-f]{32}$/);
    expect(tokenMatches(t, hashToken(t))).toBe(true);
    expect(tokenMatches(newToken(), hashToken(t))).toBe(false);
  });
});

describe('message checks', () => {
  it('nicknames are plain text of 1 to 24 characters', () => {
    expect(cleanNickname('  Ada \n Lovelace ')).toBe('Ada Lovelace');
    expect(cleanNickname('<b>x</b>')).toBe('<b>x</b>'); // kept as text: React never renders it as HTML
    expect(cleanNickname('a\u202eb\u0000c')).toBe('abc');
    expect(cleanNickname('x'.repeat(24))).toHaveLength(24);
    expect(cleanNickname('x'.repeat(25))).toBe(undefined);
    expect(cleanNickname('   ')).toBe(undefined);
    expect(cleanNickname({})).toBe(undefined);
  });
  it('refuses every malformed message', () => {
    expect(checkJoin({ code: 'ABCDFG', nickname: 'Ada' }).ok).toBe(true);
    for (const bad of [null, [], 'x', { code: 'ABCDFG' }, { code: 'ABCDFG', nickname: 'x'.repeat(99) }])
      expect(checkJoin(bad).ok).toBe(false);
    expect(checkAnswer({ questionId: 1, move: 'e2-e4' }).ok).toBe(true);
    for (const bad of [
      { questionId: '1', move: 'a' },
      { questionId: 0, move: 'a' },
      { questionId: 1, move: 'x'.repeat(65) },
    ])
      expect(checkAnswer(bad).ok).toBe(false);
    const auth = { code: 'ABCDFG', token: newToken() };
    expect(checkAsk({ ...auth, variant: 'glinski', position: 'w: Kg1' }).ok).toBe(true);
    expect(checkAsk({ ...auth, variant: 'glinski', position: 'x'.repeat(2001) }).ok).toBe(false);
    expect(checkAsk({ ...auth, token: 'nope', variant: 'glinski', position: 'w: Kg1' }).ok).toBe(false);
    expect(checkRejoin({ code: 'ABCDFG', seat: '0123456789abcdef', token: newToken() }).ok).toBe(true);
    expect(checkRejoin({ code: 'ABCDFG', seat: '../x', token: newToken() }).ok).toBe(false);
    const step = checkStep({ ...auth, n: 3, heading: 'The <knight>' });
    expect(step.ok && step.value.step).toEqual({ n: 3, heading: 'The <knight>' });
    expect(checkStep({ ...auth, n: -1 }).ok).toBe(false);
  });
});

describe('tally', () => {
  it('counts one answer per seat, the commonest move first', () => {
    const t = tally([
      answer('a', 'e2-e4', true),
      answer('b', 'e2-e4', true),
      answer('c', 'f1-f2', false),
      answer('a', 'f1-f2', false), // a second answer of seat a: ignored
    ]);
    expect(t.answered).toBe(3);
    expect(t.correct).toBe(2);
    expect(t.moves.map((m) => [m.move, m.count])).toEqual([
      ['e2-e4', 2],
      ['f1-f2', 1],
    ]);
  });
});

describe('memory store', () => {
  const meta = { code: 'ABCDFG', variant: 'glinski', teacherHash: hashToken('t'), followTag: 'f', created: 0 };
  it('keeps one answer per seat and question', async () => {
    const s = new MemoryStore();
    expect(await s.create(meta)).toBe(true);
    expect(await s.create(meta)).toBe(false);
    expect(await s.addAnswer('ABCDFG', answer('a', 'e2-e4', true))).toBe(true);
    expect(await s.addAnswer('ABCDFG', answer('a', 'f1-f2', false))).toBe(false);
    expect(await s.addAnswer('ABCDFG', answer('a', 'f1-f2', false, 2))).toBe(true);
    expect((await s.answer('ABCDFG', 1, 'a'))?.move).toBe('e2-e4');
    expect(await s.allAnswers('ABCDFG')).toHaveLength(2);
  });
  it('forgets a class idle for 3 hours, not one in use', async () => {
    let now = 0;
    const s = new MemoryStore(() => now);
    await s.create(meta);
    await s.create({ ...meta, code: 'ZZZZZZ' });
    now = IDLE_MS - 1;
    await s.meta('ZZZZZZ'); // used: its clock starts again
    now = IDLE_MS + 1;
    expect(s.sweep()).toBe(1);
    expect(await s.meta('ABCDFG')).toBe(undefined);
    expect(await s.count()).toBe(1);
  });
});

describe('rate limits', () => {
  it('a window counts hits per key', async () => {
    let now = 0;
    const w = new MemoryCounters(() => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await w.hit('ip', 1000));
    expect(hits).toEqual([1, 2, 3, 4]);
    expect(await w.hit('other', 1000)).toBe(1);
    now = 1000;
    expect(await w.hit('ip', 1000)).toBe(1);
  });
  it('keeps at most its number of keys', async () => {
    const w = new MemoryCounters(() => 0, 3);
    for (const k of ['a', 'b', 'c', 'd']) await w.hit(k, 1000);
    expect(await w.hit('a', 1000)).toBe(1); // the oldest went
    expect(await w.hit('d', 1000)).toBe(2);
  });
  it('failures are held back for a growing delay after the free ones', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => failureDelay(n, 3, 500, 3000))).toEqual([0, 0, 0, 500, 1000, 2000]);
    expect(failureDelay(50, 3, 500, 3000)).toBe(3000);
    expect(failureDelay(5000, 3, 500, 3000)).toBe(3000);
    expect(socketDelay(3)).toBe(0);
    expect(socketDelay(100)).toBe(30_000);
    expect(codeDelay(10)).toBe(0);
    expect(codeDelay(1000)).toBe(5000);
    expect(addressDelay(100)).toBe(0);
    expect(addressDelay(101)).toBe(1000);
    expect(addressDelay(10_000)).toBe(30_000);
  });
  it('a socket’s first wrong codes from an address past a hundred are held back; other addresses are not', async () => {
    const c = new MemoryCounters(() => 0);
    // New sockets (each at its first failure), new codes: only the address counts them.
    const held: number[] = [];
    for (let i = 0; i < 102; i++) held.push(await failureHold(c, 1, `CODE${i}`, '203.0.113.5'));
    expect(held.slice(0, 100).every((h) => h === 0)).toBe(true);
    expect(held.slice(100)).toEqual([1000, 2000]);
    expect(await failureHold(c, 1, 'OTHER1', '198.51.100.7')).toBe(0);
  });
  it('a bucket allows a burst, then its rate', () => {
    let now = 0;
    const b = new Bucket(5, 10, () => now);
    expect(Array.from({ length: 6 }, () => b.take())).toEqual([true, true, true, true, true, false]);
    now = 100;
    expect(b.take()).toBe(true);
    expect(b.take()).toBe(false);
  });
});

describe('the judge', () => {
  const pz = PUZZLES.find((p) => p.variant === 'glinski' && p.goal.type === 'mate' && p.goal.moves === 1)!;
  const pos = parsePosition(pz.variant, pz.position);
  if (!pos.ok) throw new Error(pos.error.message);
  const right = acceptedMoves(pos.value, pz.goal).map((m) => pos.value.printMove(m));
  const wrong = pos.value
    .legalMoves()
    .map((m) => pos.value.printMove(m))
    .find((t) => !right.includes(t))!;
  it('judges a puzzle against its goal, a wrong move with the engine’s reason', async () => {
    const made = makeQuestion(pz.variant, 'ignored for a puzzle', pz.id);
    if (!made.ok) throw new Error(made.error);
    const q = { id: 1, ...made.value };
    expect(q.goal).toMatch(/checkmate/);
    const prover = new InlineProver();
    const j = new Judge(prover);
    const r = await j.judge(q, right[0]!);
    expect(r.ok && r.value.correct).toBe(true);
    const w = await j.judge(q, wrong);
    expect(w.ok && !w.value.correct && (w.value.reason ?? '').length).toBeGreaterThan(10);
    expect((await j.judge(q, 'z9-z10')).ok).toBe(false);
    expect((await j.reveal(q)).moves.map((m) => m.move)).toEqual(right.slice(0, 12));
  });
  it('works a puzzle out once, however often it is asked and answered', async () => {
    class Counting extends InlineProver {
      runs: string[] = [];
      protected override async run(job: Job) {
        this.runs.push(job.kind);
        return super.run(job);
      }
    }
    const prover = new Counting();
    const j = new Judge(prover);
    const made = makeQuestion(pz.variant, '', pz.id);
    if (!made.ok) throw new Error(made.error);
    for (let id = 1; id <= 5; id++) {
      j.prepare({ id, ...made.value }); // each ask, in any class
      await j.judge({ id, ...made.value }, wrong);
      await j.judge({ id, ...made.value }, right[0]!);
    }
    await j.reveal({ id: 6, ...made.value });
    expect(prover.runs).toEqual(['solve', 'reason']);
  });
  it('a free position counts every legal move; bad questions are refused', async () => {
    const made = makeQuestion(pz.variant, pos.value.toString(), undefined);
    if (!made.ok) throw new Error(made.error);
    const r = await new Judge(new InlineProver()).judge({ id: 2, ...made.value }, wrong);
    expect(r.ok && r.value.correct).toBe(true);
    expect(makeQuestion('glinski', 'w: Zz99', undefined).ok).toBe(false);
    expect(makeQuestion('peanut', '', pz.id).ok).toBe(false); // a Gliński puzzle in a Peanut class
  });
});

describe('CSV export', () => {
  it('quotes fields and neutralises formulas', () => {
    const csv = answersCsv('ABCDFG', [
      { ...answer('a', 'e2-e4', false), nickname: '=HYPERLINK("x")', reason: 'a "b"' },
    ]);
    const [head, row] = csv.trim().split('\r\n');
    expect(head).toBe('"class","question","nickname","move","correct","reason","time"');
    expect(row).toContain('"\'=HYPERLINK(""x"")"');
    expect(row).toContain('"a ""b"""');
  });
});
