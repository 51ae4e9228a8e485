// The live class through faults (issue #45), with real server processes and a real redis-server: a Redis that stops
// answering for 15 s (SIGSTOP, then SIGCONT) while ten students reconnect (all ten were dropped: now every one takes
// its seat back, retrying with backoff); a Redis restart with its append-only file (README: Redis for several
// processes), after which the teacher, the students and their answers are all there; /live/health counting without a
// scan; and a restart of a server without Redis, where the class is lost: the teacher and every student are told so
// (not a new code in silence), the teacher starts a new class and the students follow it with their nicknames, and
// their attempts to take the lost class back are not counted as wrong codes. Run with
// `node --import tsx --test test/live/faults.live.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createClient } from 'redis';
import { PUZZLES } from '../../content/puzzles/index.ts';
import { acceptedMoves, parsePosition } from '../../engine/index.ts';
import { ask, connect, fakeSite, startBalancer, startLive, startRedis, student, until } from './harness.mjs';

const N = 10;
const PUZZLE = PUZZLES.find((p) => p.variant === 'glinski' && p.goal.type === 'mate' && p.goal.moves === 1);
const pos = parsePosition(PUZZLE.variant, PUZZLE.position).value;
const RIGHT = acceptedMoves(pos, PUZZLE.goal).map((m) => pos.printMove(m))[0];

let site, redis, a, b, lb, solo, teacher, code, token, question;
const students = [];
const closing = [];

before(async () => {
  site = fakeSite();
  redis = await startRedis({ appendOnly: true });
  [a, b] = await Promise.all([
    startLive(site.dir, { REDIS_URL: redis.url }),
    startLive(site.dir, { REDIS_URL: redis.url }),
  ]);
  lb = await startBalancer([a.port, b.port]);
  teacher = connect(b.url);
  ({ code, token } = await ask(teacher, 'teacher:create', { variant: PUZZLE.variant }));
  for (let i = 0; i < N; i++) students.push(student(lb.url, code, `Student ${i + 1}`));
  await Promise.all(students.map((s) => s.join()));
  question = (
    await ask(teacher, 'teacher:ask', { code, token, variant: PUZZLE.variant, position: 'x', puzzleId: PUZZLE.id })
  ).question;
  await until(() => students.every((s) => s.asked.length === 1), 'every student to be asked');
  const answered = await Promise.all(
    students.map((s) => ask(s.socket, 'student:answer', { questionId: question.id, move: RIGHT })),
  );
  assert.ok(answered.every((r) => r.ok));
});

after(async () => {
  for (const s of [...students.map((x) => x.socket), teacher, ...closing]) s?.close();
  await lb?.close();
  await Promise.all([a?.stop(), b?.stop(), solo?.stop()]);
  await redis?.stop();
  site?.remove();
});

const seatsBack = (what) =>
  until(
    () => students.every((s) => s.state?.seat === s.seat && s.state?.answer?.move === RIGHT && !s.lost),
    what,
    30_000,
  );

test('a 15 s Redis stall while ten students reconnect: every one takes its seat back', async () => {
  const rejoins = students.map((s) => s.rejoins);
  redis.pause();
  try {
    for (const s of students) s.state = undefined;
    for (const s of students) s.socket.io.engine.close(); // each page's connection drops and comes back
    await new Promise((r) => setTimeout(r, 15_000));
  } finally {
    redis.resume();
  }
  await seatsBack('every student to take its seat back');
  assert.deepEqual(
    students.map((s, i) => s.rejoins - rejoins[i]),
    students.map(() => 1),
  );
  assert.ok(
    students.every((s) => s.waits > 0),
    'each was told to wait while Redis did not answer',
  );
  const st = await ask(teacher, 'teacher:state', { code, token });
  assert.equal(st.state.seats.length, N);
});

test('a Redis restart with its append-only file loses nothing: teacher, seats, answers, and the class goes on', async () => {
  await redis.restart();
  const reloaded = connect(b.url);
  closing.push(reloaded);
  let resumed;
  await until(
    async () => (resumed = await ask(reloaded, 'teacher:resume', { code, token }).catch(() => undefined))?.ok,
    'the teacher to take the class back',
    30_000,
  );
  assert.equal(resumed.state.seats.length, N);
  assert.equal(resumed.state.answers.length, N);
  for (const s of students) s.state = undefined;
  for (const s of students) s.socket.io.engine.close();
  await seatsBack('every student to take its seat back after the restart');
  const next = await ask(reloaded, 'teacher:ask', { code, token, variant: PUZZLE.variant, position: pos.toString() });
  assert.equal(next.ok, true);
  await until(() => students.every((s) => s.asked.at(-1)?.id === next.question.id), 'every student to be asked again');
});

test('/live/health counts the classes without a scan of Redis', async () => {
  const r = createClient({ url: redis.url });
  await r.connect();
  try {
    const scans = async () => Number(/cmdstat_scan:calls=(\d+)/.exec(await r.info('commandstats'))?.[1] ?? 0);
    const before = await scans();
    for (let i = 0; i < 5; i++) {
      const h = await (await fetch(`${a.url}/live/health?i=${i}`)).json();
      assert.equal(h.classes, 1);
      await new Promise((done) => setTimeout(done, i === 2 ? 1100 : 0)); // past the one-second cache once
    }
    assert.equal(await scans(), before);
  } finally {
    await r.quit();
  }
});

test('a restart without Redis: the lost class is said plainly, and the students follow the teacher’s new class', async () => {
  solo = await startLive(site.dir);
  const t = connect(solo.url);
  closing.push(t);
  const old = await ask(t, 'teacher:create', { variant: 'glinski' });
  const kids = Array.from({ length: 4 }, (_, i) => student(solo.url, old.code, `Kid ${i + 1}`));
  closing.push(...kids.map((k) => k.socket));
  await Promise.all(kids.map((k) => k.join()));
  const late = kids[3];
  late.socket.io.reconnection(false);
  await solo.stop('SIGKILL');
  solo = await startLive(site.dir, { PORT: String(solo.port) });
  // The pages connect again by themselves: each student is told the class was lost by the restart.
  await until(() => kids.slice(0, 3).every((k) => k.lost?.why === 'restart'), 'the students to be told', 20_000);
  assert.match(kids[0].lost.error, /lost when the server restarted/);
  await until(() => t.connected, 'the teacher’s page to connect again');
  const resumed = await ask(t, 'teacher:resume', { code: old.code, token: old.token, since: old.state.since });
  assert.equal(resumed.ok, false);
  assert.equal(resumed.lost, 'restart');
  assert.match(resumed.error, /lost when the server restarted: start a new one/);
  // "Start a new class": the students waiting are told its code and join it under the same nicknames.
  const fresh = await ask(t, 'teacher:create', { variant: 'glinski', replaces: { code: old.code, token: old.token } });
  assert.equal(fresh.ok, true);
  await until(() => kids.slice(0, 3).every((k) => k.moved === fresh.code), 'the students to hear of the new class');
  late.socket.io.reconnection(true);
  late.socket.connect(); // a page that comes back later is told where the class went when it asks
  await until(() => late.moved === fresh.code, 'the late student to hear of the new class', 20_000);
  const joined = [];
  t.on('teacher:seat', (s) => joined.push(s.nickname));
  await Promise.all(kids.map((k) => k.join(k.moved)));
  await until(() => joined.length === 4, 'four students in the new class');
  assert.deepEqual(joined.toSorted(), ['Kid 1', 'Kid 2', 'Kid 3', 'Kid 4']);
  // A stranger's new class "replacing" the lost one with another token leads nobody: only the teacher's tag counts.
  const stranger = connect(solo.url);
  closing.push(stranger);
  const other = await ask(stranger, 'teacher:create', {
    variant: 'glinski',
    replaces: { code: old.code, token: '0'.repeat(32) },
  });
  assert.equal(other.ok, true);
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(kids.every((k) => k.moved === fresh.code));
  // Taking the lost class back was not counted as a wrong code: three wrong codes are still answered at once.
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await ask(kids[0].socket, 'student:join', { code: 'ZZZZZZ', nickname: 'x' });
    assert.equal(r.ok, false);
    assert.ok(performance.now() - t0 < 400, 'not held back');
  }
});
