/**
 * Issue #44, "the live class in one window", without Socket.IO: step headings (their own rule, not the nickname's),
 * nicknames told apart and a device's seat taken again (the memory store).
 */
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '@/server/guard';
import { lanAddresses, roomAccess, roomLines } from '@/server/lan';
import {
  checkAsk,
  checkJoin,
  checkStep,
  forStudents,
  HEADING_MAX,
  LATE_MS,
  NICKNAME_MAX,
  timeIsUp,
} from '@/server/protocol';
import { POINT_MAX, POINTS_MAX } from '@/server/plain';
import { MemoryStore, nicknameChoices } from '@/server/store';

const auth = { code: 'ABCDFG', token: newToken() };

describe('step headings', () => {
  it('reach the students in full, far beyond a nickname’s 24 characters', () => {
    const heading = 'How the Knight leaps over the pieces in between';
    const step = checkStep({ ...auth, n: 5, heading });
    expect(step.ok && step.value.step).toEqual({ n: 5, heading });
  });
  it('lose their control and formatting characters, keep their text', () => {
    const step = checkStep({ ...auth, n: 2, heading: '  The\u0000 <Rook>\u202e\n moves   far ' });
    expect(step.ok && step.value.step.heading).toBe('The <Rook> moves far');
  });
  it(`are at most ${HEADING_MAX} characters: a longer one is refused with a message`, () => {
    const full = checkStep({ ...auth, n: 1, heading: 'é'.repeat(HEADING_MAX) });
    expect(full.ok && [...full.value.step.heading].length).toBe(HEADING_MAX);
    const long = checkStep({ ...auth, n: 1, heading: 'x'.repeat(HEADING_MAX + 1) });
    expect(long.ok).toBe(false);
    expect(!long.ok && long.error).toBe(`A step heading is text of at most ${HEADING_MAX} characters.`);
  });
  it('may be empty or absent (a step without a heading); any other type is refused', () => {
    expect(checkStep({ ...auth, n: 1 })).toMatchObject({ ok: true, value: { step: { n: 1, heading: '' } } });
    expect(checkStep({ ...auth, n: 1, heading: ' \n ' })).toMatchObject({ ok: true, value: { step: { heading: '' } } });
    expect(checkStep({ ...auth, n: 1, heading: 42 }).ok).toBe(false);
  });
});

describe('a step’s key points and board (what the phones follow)', () => {
  it('travel as plain lines, empty ones dropped, with the board’s position text', () => {
    const step = checkStep({
      ...auth,
      n: 3,
      heading: 'h',
      points: [' A\u0000 point ', '', 'Another'],
      position: 'w: Kb1',
    });
    expect(step.ok && step.value.step).toEqual({
      n: 3,
      heading: 'h',
      points: ['A point', 'Another'],
      position: 'w: Kb1',
    });
  });
  it(`are at most ${POINTS_MAX} points of ${POINT_MAX} characters and a position text: anything else is refused`, () => {
    const refused = (extra: Record<string, unknown>) => checkStep({ ...auth, n: 1, ...extra }).ok === false;
    expect(refused({ points: Array.from({ length: POINTS_MAX + 1 }, () => 'p') })).toBe(true);
    expect(refused({ points: ['x'.repeat(POINT_MAX + 1)] })).toBe(true);
    expect(refused({ points: 'not a list' })).toBe(true);
    expect(refused({ points: [42] })).toBe(true);
    expect(refused({ position: 42 })).toBe(true);
    expect(refused({ position: '' })).toBe(true);
    expect(refused({ points: Array.from({ length: POINTS_MAX }, () => 'x'.repeat(POINT_MAX)) })).toBe(false);
  });
});

describe('a choice question (a lesson’s Try-it question asked in class)', () => {
  const choice = { text: ' 1. Which side moves first? ', choices: ['Blue', 'Red', 'Both'], correct: 0 };
  it('is asked with its text, its answers and the right one’s number, as plain text', () => {
    const m = checkAsk({ ...auth, variant: 'king-and-queen', choice });
    expect(m.ok && m.value.choice).toEqual({
      text: '1. Which side moves first?',
      choices: ['Blue', 'Red', 'Both'],
      correct: 0,
    });
  });
  it('is refused with one answer, an answer twice, too many, a right answer out of range, or no text', () => {
    const refused = (c: unknown) => checkAsk({ ...auth, variant: 'glinski', choice: c }).ok === false;
    expect(refused({ ...choice, choices: ['Blue'] })).toBe(true);
    expect(refused({ ...choice, choices: ['Blue', ' Blue'] })).toBe(true);
    expect(refused({ ...choice, choices: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toBe(true);
    expect(refused({ ...choice, correct: 3 })).toBe(true);
    expect(refused({ ...choice, correct: 0.5 })).toBe(true);
    expect(refused({ ...choice, text: '  ' })).toBe(true);
    expect(refused('Blue')).toBe(true);
  });
  it('reaches the phones without its right answer', () => {
    const q = { id: 3, variant: 'glinski', position: '', goal: 'Which?', choices: ['a', 'b'], correct: 1 };
    expect(forStudents(q)).toEqual({ id: 3, variant: 'glinski', position: '', goal: 'Which?', choices: ['a', 'b'] });
    expect('correct' in forStudents(q)).toBe(false);
  });
});

describe('a time limit', () => {
  it('is 10 to 600 whole seconds, on a move or a choice question', () => {
    const ask = (seconds: unknown) => checkAsk({ ...auth, variant: 'glinski', position: 'w: Kg1; b: Kg10', seconds });
    expect(ask(30)).toMatchObject({ ok: true, value: { seconds: 30 } });
    expect(ask(undefined).ok && 'seconds' in (ask(undefined) as { value: object }).value).toBe(false);
    for (const bad of [9, 601, 30.5, '30', null]) expect(ask(bad).ok, String(bad)).toBe(false);
    const choice = { text: 'Which?', choices: ['a', 'b'], correct: 1 };
    expect(checkAsk({ ...auth, variant: 'glinski', choice, seconds: 20 })).toMatchObject({ value: { seconds: 20 } });
  });
  it('is over once its seconds and a little more for the network have passed since it was asked', () => {
    const q = { id: 1, variant: 'glinski', position: '', goal: 'g', seconds: 30, askedAt: 1_000_000 };
    expect(timeIsUp(q, 1_000_000 + 30_000)).toBe(false);
    expect(timeIsUp(q, 1_000_000 + 30_000 + LATE_MS)).toBe(false);
    expect(timeIsUp(q, 1_000_000 + 30_000 + LATE_MS + 1)).toBe(true);
    expect(timeIsUp({ ...q, seconds: undefined }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('seats: one per device, nicknames told apart (the memory store)', () => {
  const meta = { code: 'ABCDFG', variant: 'glinski', teacherHash: hashToken('t'), followTag: 'f', created: 0 };
  const fresh = (id: string) => ({ id, tokenHash: hashToken(id), joined: 1 });
  it('names a second Eve “Eve 2”, whatever her case, and keeps a long name within 24 characters', async () => {
    const s = new MemoryStore();
    await s.create(meta);
    const names = [];
    for (const [i, n] of ['Eve', 'eve', 'Eve', 'Eve 2'].entries()) {
      const r = await s.takeSeat(meta.code, fresh(`s${i}`), nicknameChoices(n));
      names.push(typeof r === 'object' && r.seat.nickname);
    }
    expect(names).toEqual(['Eve', 'eve 2', 'Eve 3', 'Eve 2 2']);
    const long = 'x'.repeat(NICKNAME_MAX);
    await s.takeSeat(meta.code, fresh('l1'), nicknameChoices(long));
    const second = await s.takeSeat(meta.code, fresh('l2'), nicknameChoices(long));
    expect(typeof second === 'object' && second.seat.nickname).toBe(`${'x'.repeat(NICKNAME_MAX - 2)} 2`);
    expect((await s.seats(meta.code)).map((x) => x.nickname)).toHaveLength(6);
  });
  it('gives a device its own seat back, with the new token, and makes no second seat', async () => {
    const s = new MemoryStore();
    await s.create(meta);
    const first = await s.takeSeat(meta.code, fresh('a1'), nicknameChoices('Eve'), 'dev-1');
    expect(first).toMatchObject({ existing: false, seat: { id: 'a1', nickname: 'Eve' } });
    const again = await s.takeSeat(meta.code, fresh('a2'), nicknameChoices('Evelyn'), 'dev-1');
    expect(again).toMatchObject({ existing: true, seat: { id: 'a1', nickname: 'Eve', tokenHash: hashToken('a2') } });
    expect((await s.seat(meta.code, 'a1'))?.tokenHash).toBe(hashToken('a2'));
    const other = await s.takeSeat(meta.code, fresh('b1'), nicknameChoices('Eve'), 'dev-2');
    expect(other).toMatchObject({ existing: false, seat: { id: 'b1', nickname: 'Eve 2' } });
    expect(await s.seats(meta.code)).toHaveLength(2);
  });
  it('says when there is no class, or when every choice of a nickname is taken', async () => {
    const s = new MemoryStore();
    expect(await s.takeSeat(meta.code, fresh('a'), nicknameChoices('Eve'))).toBe('no-class');
    await s.create(meta);
    expect(await s.takeSeat(meta.code, fresh('a'), ['Eve'])).toMatchObject({ existing: false });
    expect(await s.takeSeat(meta.code, fresh('b'), ['EVE'])).toBe('taken');
    expect(await s.seats(meta.code)).toHaveLength(1);
  });
  it('reads a device key of 32 hex digits on join, and refuses any other', () => {
    const device = newToken();
    expect(checkJoin({ code: 'ABCDFG', nickname: 'Eve', device })).toMatchObject({ ok: true, value: { device } });
    expect(checkJoin({ code: 'ABCDFG', nickname: 'Eve' })).toMatchObject({ ok: true });
    const bad = checkJoin({ code: 'ABCDFG', nickname: 'Eve', device: '../x' });
    expect(!bad.ok && bad.error).toBe('This browser’s key cannot be read: reload the page.');
  });
});

describe('the addresses a room’s phones can open', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
    wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
    docker0: undefined,
  } as unknown as Parameters<typeof lanAddresses>[0];
  it('are the IPv4 addresses of the network interfaces, not loopback or IPv6', () => {
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.7']);
  });
  it('are reachable when the server listens on every interface or on one of them', () => {
    expect(roomAccess('0.0.0.0', 3000, interfaces)).toEqual({
      urls: ['http://192.168.1.20:3000/join/', 'http://10.0.0.7:3000/join/'],
      reachable: true,
    });
    expect(roomAccess('192.168.1.20', 3000, interfaces).reachable).toBe(true);
    expect(roomAccess('127.0.0.1', 3000, interfaces).reachable).toBe(false);
    expect(roomAccess('localhost', 3000, interfaces).reachable).toBe(false);
  });
  it('are printed at start, with what to do when the server listens on this computer only', () => {
    expect(roomLines(roomAccess('0.0.0.0', 3000, interfaces))).toEqual([
      'live: students join at http://192.168.1.20:3000/join/ or http://10.0.0.7:3000/join/',
    ]);
    expect(roomLines(roomAccess('127.0.0.1', 3000, interfaces))).toEqual([
      'live: phones cannot open 127.0.0.1: start the server with HOST=0.0.0.0, then students join at http://192.168.1.20:3000/join/ or http://10.0.0.7:3000/join/',
    ]);
    expect(roomLines(roomAccess('0.0.0.0', 3000, {}))).toEqual([
      'live: this computer has no network address: connect it to the room’s network for phones to join',
    ]);
  });
});
