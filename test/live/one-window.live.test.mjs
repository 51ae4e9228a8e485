// Issue #44, "the live class in one window", against real server processes: two processes sharing one real
// redis-server (the teacher's page on one, students on either). A presenter's long step heading reaches the students
// in full. Run with `node --import tsx --test test/live/one-window.live.test.mjs` (the `live` step of npm test).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ask, connect, fakeSite, startLive, startRedis, student, until } from './harness.mjs';

let redis, a, b, site;
const closing = [];
/** A Socket.IO client on `url`, closed after the tests. */
const page = (url) => {
  const s = connect(url);
  closing.push(s);
  return s;
};
/** A student like the join page on `url`, closed after the tests. */
const kid = (url, code, nickname, device) => {
  const s = student(url, code, nickname, device);
  closing.push(s.socket);
  return s;
};
/** A new class on process A: its teacher's socket, code and token. */
async function newClass() {
  const teacher = page(a.url);
  const r = await ask(teacher, 'teacher:create', { variant: 'glinski' });
  assert.equal(r.ok, true, r.error);
  return { teacher, code: r.code, token: r.token, created: r };
}

before(async () => {
  site = fakeSite();
  redis = await startRedis();
  [a, b] = await Promise.all([
    startLive(site.dir, { REDIS_URL: redis.url }),
    startLive(site.dir, { REDIS_URL: redis.url }),
  ]);
});

after(async () => {
  for (const s of closing) s.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  site?.remove();
});

test('a step heading longer than a nickname reaches the students in full', async () => {
  const { teacher, code, token } = await newClass();
  const s = kid(b.url, code, 'Ada');
  await s.join();
  const heading = 'How the Knight leaps over the pieces in between, in all twelve directions';
  const r = await ask(teacher, 'teacher:step', { code, token, n: 5, heading });
  assert.equal(r.ok, true);
  assert.equal(r.step.heading, heading, 'the teacher is told what the students see');
  await until(() => s.steps.length === 1, 'the student to get the step');
  assert.equal(s.steps[0].heading, heading);
  assert.equal(s.steps[0].n, 5);
  const tooLong = await ask(teacher, 'teacher:step', { code, token, n: 6, heading: 'x'.repeat(201) });
  assert.equal(tooLong.ok, false);
  assert.match(tooLong.error, /at most 200 characters/);
  const st = await ask(teacher, 'teacher:state', { code, token });
  assert.equal(st.state.step.n, 5, 'a refused step changes nothing');
});
