// The teacher's lock (issue #45: anyone with the code could add seats without end, 2 900 a second, until the teacher's
// page froze): once the class is in, the teacher closes it to new students. Over two processes on one Redis and on
// one process alone (the memory store): a new student is refused with words that say why; a student whose browser has
// a seat takes it back, by a new page (its browser key) or after a reconnection (its seat token); only the teacher can
// lock; the lock is in the teacher's state after a reload; opened again, the class takes new students. Run with
// `node --import tsx --test test/live/lock.live.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ask, connect, fakeSite, startBalancer, startLive, startRedis, student } from './harness.mjs';

let site, redis, a, b, lb, solo;
const closing = [];

before(async () => {
  site = fakeSite();
  redis = await startRedis();
  [a, b, solo] = await Promise.all([
    startLive(site.dir, { REDIS_URL: redis.url }),
    startLive(site.dir, { REDIS_URL: redis.url }),
    startLive(site.dir),
  ]);
  lb = await startBalancer([a.port, b.port]);
});

after(async () => {
  for (const s of closing) s.close();
  await lb?.close();
  await Promise.all([a?.stop(), b?.stop(), solo?.stop()]);
  await redis?.stop();
  site?.remove();
});

const DEVICE = 'a1'.repeat(16);

for (const [name, teacherUrl, studentUrl] of [
  ['two processes on Redis', () => b.url, () => lb.url],
  ['one process, memory', () => solo.url, () => solo.url],
])
  test(`the teacher closes the class to new students: ${name}`, async () => {
    const teacher = connect(teacherUrl());
    closing.push(teacher);
    const { code, token } = await ask(teacher, 'teacher:create', { variant: 'glinski' });
    const eve = student(studentUrl(), code, 'Eve', DEVICE);
    closing.push(eve.socket);
    await eve.join();

    // Only the teacher locks; a wrong token or a message without `locked` changes nothing.
    const stranger = connect(studentUrl());
    closing.push(stranger);
    assert.equal((await ask(stranger, 'teacher:lock', { code, token: 'f'.repeat(43), locked: true })).ok, false);
    assert.equal((await ask(teacher, 'teacher:lock', { code, token })).ok, false);
    const late = student(studentUrl(), code, 'Late');
    closing.push(late.socket);
    await late.join();

    const locked = await ask(teacher, 'teacher:lock', { code, token, locked: true });
    assert.deepEqual(locked, { ok: true, locked: true });

    // New students are refused, with words a student understands; the class keeps its seats.
    const flood = connect(studentUrl());
    closing.push(flood);
    const refused = await ask(flood, 'student:join', { code, nickname: 'Mallory' });
    assert.equal(refused.ok, false);
    assert.match(refused.error, /closed this class to new students/);
    // A student whose browser has a seat takes it back: a new page with the browser's key, and by its seat token.
    const evePage2 = student(studentUrl(), code, 'Eve', DEVICE);
    closing.push(evePage2.socket);
    const back = await evePage2.join();
    assert.equal(back.state.seat, eve.seat, 'the same seat');
    const rejoin = await ask(late.socket, 'student:rejoin', { code, seat: late.seat, token: late.token });
    assert.equal(rejoin.ok, true);

    // The teacher's page, reloaded, shows the lock; the roster has the two students, no more.
    const again = connect(teacherUrl());
    closing.push(again);
    const resumed = await ask(again, 'teacher:resume', { code, token });
    assert.equal(resumed.state.locked, true);
    assert.deepEqual(resumed.state.seats.map((s) => s.nickname).sort(), ['Eve', 'Late']);

    // Opened again, the class takes new students.
    assert.deepEqual(await ask(teacher, 'teacher:lock', { code, token, locked: false }), { ok: true, locked: false });
    const joined = await ask(flood, 'student:join', { code, nickname: 'Mallory' });
    assert.equal(joined.ok, true);
    assert.equal((await ask(again, 'teacher:state', { code, token })).state.locked, undefined);
  });
