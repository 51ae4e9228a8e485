/**
 * The pure parts of issue #45 (the live class holds in a real room): the server's settings and the client's address
 * behind proxies, the follow tag, the memory store's writes that never undo each other, the steps' order on a page,
 * and what a page does with a refusal when it takes its seat back (components/live/retake.ts).
 */
import { describe, expect, it } from 'vitest';
import { backoff, retake } from '@/components/live/retake';
import { clientAddress, readConfig } from '@/server/config';
import { followTag, hashToken, newToken } from '@/server/guard';
import { checkCreate, checkRejoin, newerStep } from '@/server/protocol';
import { MemoryStore } from '@/server/store';

describe('settings', () => {
  it('has defaults, and reads each variable', () => {
    const c = readConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', trustProxy: 0, maxConnections: 4000 });
    expect(c.connectionsPerAddress).toBe(1000);
    expect(readConfig({ PORT: '0', TRUST_PROXY: '2', LIVE_CLASSES_PER_HOUR: '5' })).toMatchObject({
      port: 0,
      trustProxy: 2,
      classesPerHour: 5,
      connectionsPerAddress: 0, // behind proxies: every connection comes from the proxy
    });
  });
  it('stops on a value it cannot read, naming the variable', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true: a whole number from 0 to 10/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ LIVE_MAX_CONNECTIONS: '0' })).toThrow(/LIVE_MAX_CONNECTIONS/);
    expect(() => readConfig({ LIVE_CLASSES_PER_HOUR: '1.5' })).toThrow(/LIVE_CLASSES_PER_HOUR/);
  });
});

describe('the client’s address behind proxies', () => {
  it('is the address the nearest trusted proxy saw, never what the client wrote', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.9', 2)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', ['6.6.6.6', '203.0.113.5'], 1)).toBe('203.0.113.5');
  });
  it('is the connection’s own without a proxy, or when the request did not pass every proxy', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6', 0)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '203.0.113.5', 2)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
  });
});

describe('following a lost class', () => {
  it('the tag comes from the teacher’s token: a student knows it, but cannot lead the class elsewhere', () => {
    const token = newToken();
    const tag = followTag('ABCDFG', token);
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(followTag('ABCDFG', newToken())).not.toBe(tag);
    expect(followTag('ABCDFH', token)).not.toBe(tag);
  });
  it('messages carry the tag and the time the class began, checked', () => {
    const rejoin = { code: 'ABCDFG', seat: '0123456789abcdef', token: newToken() };
    expect(checkRejoin({ ...rejoin, follow: 'x' }).ok).toBe(false);
    const r = checkRejoin({ ...rejoin, follow: followTag('ABCDFG', newToken()), since: 5, extra: 1 });
    expect(r.ok && r.value.since).toBe(5);
    const negative = checkRejoin({ ...rejoin, since: -1 });
    expect(negative.ok && negative.value).toEqual(rejoin); // a time it cannot read is left out
    expect(checkCreate({ variant: 'glinski', replaces: { code: 'abc-dfg', token: newToken() } }).ok).toBe(true);
    expect(checkCreate({ variant: 'glinski', replaces: { code: 'ABCDFG', token: 'x' } }).ok).toBe(false);
  });
});

describe('the memory store: each write changes its own part', () => {
  const record = { code: 'ABCDFG', variant: 'glinski', teacherHash: hashToken('t'), followTag: 'f', created: 1 };
  const question = { variant: 'glinski', position: 'w: Kg1; b: Kg10', goal: 'Play' };
  it('an ask, a step and a reveal sent together keep all three', async () => {
    const s = new MemoryStore();
    await s.create(record);
    const [q, st] = await Promise.all([s.ask('ABCDFG', question), s.step('ABCDFG', { n: 4, heading: 'Four' })]);
    expect(q?.id).toBe(1);
    expect(st).toEqual({ n: 4, heading: 'Four', seq: 1 });
    expect(await s.reveal('ABCDFG', { questionId: 1, moves: [], text: 'x' })).toBe(true);
    const [q2] = await Promise.all([
      s.ask('ABCDFG', question),
      s.step('ABCDFG', { n: 5, heading: '' }),
      s.reveal('ABCDFG', { questionId: 1, moves: [], text: 'late' }),
    ]);
    const m = await s.meta('ABCDFG');
    expect(m?.question?.id).toBe(2);
    expect(q2?.id).toBe(2);
    expect(m?.step?.seq).toBe(2);
    expect(m?.reveal).toBeUndefined(); // the reveal of question 1 came after question 2 was asked
    expect(await s.ask('NOPE22', question)).toBeUndefined();
  });
  it('remembers where a lost class’s teacher went, by the teacher’s tag', async () => {
    const s = new MemoryStore();
    await s.follow('ABCDFG', 'tag1', 'HJKMNP');
    expect(await s.next('ABCDFG', 'tag1')).toBe('HJKMNP');
    expect(await s.next('ABCDFG', 'tag2')).toBeUndefined();
  });
});

describe('the steps a page shows', () => {
  it('never go back to an older number; the page’s own step is kept until a newer one', () => {
    expect(newerStep(undefined, { n: 3, heading: '', seq: 2 })).toBe(true);
    expect(newerStep({ n: 3, heading: '', seq: 2 }, { n: 2, heading: '', seq: 3 })).toBe(true); // the presenter went back
    expect(newerStep({ n: 40, heading: '', seq: 9 }, { n: 37, heading: '', seq: 7 })).toBe(false); // a late message
  });
});

describe('taking a seat back', () => {
  it('waits longer after each refusal that says to try again, with jitter, never less than asked', () => {
    expect(backoff(0, () => 0)).toBe(250);
    expect(backoff(0, () => 1)).toBe(500);
    expect(backoff(3, () => 0)).toBe(2000);
    expect(backoff(30, () => 1)).toBe(15_000);
    expect(backoff(0, () => 0, 5000)).toBe(5000);
  });
  it('tells a lost class, a lost seat, a wait and any other refusal apart', () => {
    expect(retake({ ok: false, error: 'e', lost: 'restart', next: 'HJKMNP' }, 0)).toEqual({
      kind: 'lost',
      why: 'restart',
      next: 'HJKMNP',
      error: 'e',
    });
    expect(retake({ ok: false, error: 'e', seat: 'gone' }, 0).kind).toBe('seat-gone');
    expect(retake({ ok: false, error: 'e', retry: true }, 2, () => 0)).toEqual({ kind: 'wait', ms: 1000, error: 'e' });
    expect(retake({ ok: false, error: 'e' }, 0).kind).toBe('refused');
  });
});
