// Issue #44, "the live class in one window", against real server processes: two processes sharing one real
// redis-server (the teacher's page on one, students on either). A presenter's long step heading reaches the students
// in full; a browser's key takes its seat again; nicknames are told apart; the teacher's roster (and nothing of it
// for the students); the LAN join addresses printed and given to the teacher's page. Run with `node --import tsx --test test/live/one-window.live.test.mjs` (the `live` step of npm test).
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
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
  // The step's key points and its board reach the students (through the other process); a board of another
  // variant's cells is refused.
  const board = 'w: Kg1 Nf6; b: Kg10';
  const full = await ask(teacher, 'teacher:step', {
    code,
    token,
    n: 7,
    heading: 'Knight',
    points: ['It leaps'],
    position: board,
  });
  assert.equal(full.ok, true);
  await until(() => s.steps.length === 2, 'the student to get the step with its board');
  assert.deepEqual(s.steps[1].points, ['It leaps']);
  assert.equal(s.steps[1].position, board);
  const bad = await ask(teacher, 'teacher:step', { code, token, n: 8, heading: 'x', position: 'w: Kz99' });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /The step’s board cannot be shown/);
  const after = await ask(teacher, 'teacher:state', { code, token });
  assert.equal(after.state.step.n, 7, 'a refused board changes nothing');
});

test('a student who closes the tab and joins again from the same browser takes the same seat, answer included', async () => {
  const { teacher, code, token } = await newClass();
  const device = '0123456789abcdef0123456789abcdef';
  const others = [kid(a.url, code, 'Ada'), kid(b.url, code, 'Bo')];
  for (const s of others) await s.join();
  const eve = kid(a.url, code, 'Eve', device);
  await eve.join();
  const asked = await ask(teacher, 'teacher:ask', { code, token, variant: 'glinski', position: 'w: Kf1 Qe4; b: Kf10' });
  assert.equal(asked.ok, true, asked.error);
  const move = 'e4-e5';
  const answered = await ask(eve.socket, 'student:answer', { questionId: asked.question.id, move });
  assert.equal(answered.ok, true, answered.error);
  eve.socket.close(); // the tab is closed: its seat token is gone with it
  const again = kid(b.url, code, 'Eve', device);
  const r = await again.join();
  assert.equal(r.state.seat, eve.seat, 'the same seat');
  assert.equal(r.state.nickname, 'Eve');
  assert.equal(r.state.answer?.move, move, 'with the answer given before');
  const st = await ask(teacher, 'teacher:state', { code, token });
  assert.equal(st.state.seats.length, 3, 'joined stays at 3');
  const old = await ask(page(a.url), 'student:rejoin', { code, seat: eve.seat, token: eve.token });
  assert.equal(old.ok, false, 'the closed tab’s token no longer takes the seat');
});

test('students of the same nickname are told apart, even joining at once on two processes', async () => {
  const { teacher, code, token } = await newClass();
  const eves = Array.from({ length: 8 }, (_, i) => kid(i % 2 ? a.url : b.url, code, i % 3 ? 'Eve' : 'eve'));
  const joined = await Promise.all(eves.map((s) => s.join()));
  const names = joined.map((r) => r.state.nickname);
  assert.equal(new Set(names.map((n) => n.toLowerCase())).size, 8, `every name differs: ${names}`);
  for (const n of names) assert.match(n, /^[Ee]ve( [2-8])?$/);
  const st = await ask(teacher, 'teacher:state', { code, token });
  assert.deepEqual(
    st.state.seats.map((s) => s.nickname).toSorted(),
    names.toSorted(),
    'the teacher sees the same names',
  );
});

test('the teacher’s roster: who joined, who is connected; students never hear of each other', async () => {
  const { teacher, code, token } = await newClass();
  const seen = [];
  teacher.on('teacher:seat', (x) => seen.push(x));
  const [ada, bo, cy] = [kid(b.url, code, 'Ada'), kid(a.url, code, 'Bo'), kid(b.url, code, 'Cy')];
  const heard = [];
  cy.socket.onAny((event, ...args) => heard.push([event, JSON.stringify(args)]));
  for (const s of [ada, bo, cy]) await s.join();
  await until(() => seen.length === 3, 'three seats at the teacher');
  assert.deepEqual(
    seen.map((x) => [x.nickname, x.connected]),
    [
      ['Ada', true],
      ['Bo', true],
      ['Cy', true],
    ],
  );
  const asked = await ask(teacher, 'teacher:ask', { code, token, variant: 'glinski', position: 'w: Kf1 Qe4; b: Kf10' });
  assert.equal((await ask(bo.socket, 'student:answer', { questionId: asked.question.id, move: 'e4-e5' })).ok, true);
  ada.socket.close(); // Ada's phone goes to sleep
  await until(() => seen.length === 4, 'Ada to be seen leaving');
  assert.deepEqual(seen[3], { id: ada.seat, nickname: 'Ada', connected: false });
  const st = (await ask(teacher, 'teacher:state', { code, token })).state;
  const roster = Object.fromEntries(st.seats.map((x) => [x.nickname, x.connected]));
  assert.deepEqual(roster, { Ada: false, Bo: true, Cy: true });
  assert.deepEqual(
    st.answers.map((x) => x.nickname),
    ['Bo'],
  );
  // Ada comes back (a new connection, her seat's token): connected again, still one seat.
  const back = page(a.url);
  const r = await ask(back, 'student:rejoin', { code, seat: ada.seat, token: ada.token });
  assert.equal(r.ok, true);
  await until(() => seen.length === 5, 'Ada to be seen again');
  assert.deepEqual(seen[4], { id: ada.seat, nickname: 'Ada', connected: true });
  await ask(teacher, 'teacher:step', { code, token, n: 2, heading: 'A step' });
  await until(() => cy.steps.length === 1, 'Cy to get the step');
  assert.deepEqual([...new Set(heard.map(([e]) => e))], ['class:ask', 'class:step'], 'a student hears no roster');
  for (const [, args] of heard) assert.doesNotMatch(args, /Ada|"Bo"/, 'nor another student’s name or answer');
});

test('the server prints its LAN join addresses, and gives them to the teacher’s page', async () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((n) => n && n.family === 'IPv4' && !n.internal)
    .map((n) => `http://${n.address}:${a.port}/join/`);
  const { created } = await newClass();
  assert.deepEqual(created.state.room, { urls: lan, reachable: false }, 'HOST=127.0.0.1: phones cannot reach it');
  if (lan.length) {
    assert.match(a.log(), /phones cannot open 127\.0\.0\.1: start the server with HOST=0\.0\.0\.0/);
    for (const u of lan) assert.ok(a.log().includes(u), `${u} is printed`);
  }
  const wide = await startLive(site.dir, { HOST: '0.0.0.0' });
  try {
    const t = page(wide.url);
    const r = await ask(t, 'teacher:create', { variant: 'glinski' });
    assert.deepEqual(r.state.room.reachable, true);
    if (lan.length) assert.match(wide.log(), /students join at http:\/\//);
    const back = await ask(t, 'teacher:resume', { code: r.code, token: r.token });
    assert.deepEqual(back.state.room, r.state.room, 'a reloaded page is told them too');
  } finally {
    await wide.stop();
  }
});

test('a choice question: the phones get its answers but not the right one, answer by number, and Reveal names it', async () => {
  const { teacher, code, token } = await newClass();
  const s = kid(b.url, code, 'Ada');
  await s.join();
  const choice = {
    text: '1. Why does each side need three bishops?',
    choices: ['Colours', 'Luck', 'Tradition'],
    correct: 0,
  };
  const r = await ask(teacher, 'teacher:ask', { code, token, variant: 'glinski', choice, seconds: 60 });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.question.correct, 0, 'the teacher knows the right answer');
  await until(() => s.asked.length === 1, 'the student to be asked (through the other process)');
  assert.deepEqual(s.asked[0].choices, choice.choices);
  assert.equal('correct' in s.asked[0], false, 'the phone is not told the right answer');
  assert.equal(s.asked[0].seconds, 60, 'the phone is told the time limit');
  const rejoined = await ask(s.socket, 'student:rejoin', { code, seat: s.seat, token: s.token });
  assert.equal('correct' in rejoined.state.question, false, 'nor when it takes its seat again');
  const bad = await ask(s.socket, 'student:answer', { questionId: r.question.id, move: '7' });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /Choose one of the offered answers/);
  const good = await ask(s.socket, 'student:answer', { questionId: r.question.id, move: '1' });
  assert.equal(good.ok, true, good.error);
  assert.equal(good.answer.move, 'Luck');
  assert.equal(good.answer.correct, false);
  const shown = await ask(teacher, 'teacher:reveal', { code, token });
  assert.equal(shown.reveal.text, 'The answer: Colours');
});
