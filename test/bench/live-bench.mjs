// `npm run bench:live`: the live class under load (issue #35; a measurement, not a test). A real redis-server, two
// server processes sharing it, 300 simulated students (Socket.IO clients) behind a round-robin load balancer and a
// teacher on one process. Each student answers a Gliński puzzle; the latency is from the student's send to the
// teacher's receipt of that answer (one clock: the clients all live in this process). Two rounds: answers spread
// over 3 s (a class thinking), then all 300 at once (the worst case). Then the memory a class costs: its Redis keys
// (MEMORY USAGE) and, in one process's memory store, the heap per class of 30 students and 10 questions.
import { createClient } from 'redis';
import { PUZZLES } from '../../content/puzzles/index.ts';
import { acceptedMoves, parsePosition } from '../../engine/index.ts';
import { hashToken } from '../../server/guard.ts';
import { MemoryStore } from '../../server/store.ts';
import { ask, connect, fakeSite, startBalancer, startLive, startRedis, student, until } from '../live/harness.mjs';

const N = Number(process.env.STUDENTS ?? 300);
const PUZZLE = PUZZLES.find((p) => p.variant === 'glinski' && p.goal.type === 'mate' && p.goal.moves === 1);
const pos = parsePosition(PUZZLE.variant, PUZZLE.position).value;
const right = acceptedMoves(pos, PUZZLE.goal).map((m) => pos.printMove(m));
const legal = pos.legalMoves().map((m) => pos.printMove(m));
const pct = (xs, p) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;

// One process's memory store: the heap per class of 30 students answering 10 questions.
const CLASSES = 200;
/** The heap in use after full collections (a few, with pauses: weak references and finalizers need more than one). */
async function heap() {
  for (let i = 0; i < 4; i++) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
  return process.memoryUsage().heapUsed;
}
const store = new MemoryStore();
const h0 = await heap();
for (let c = 0; c < CLASSES; c++) {
  const code = `C${String(c).padStart(5, '0')}`;
  await store.create({ code, variant: 'glinski', teacherHash: hashToken(code), followTag: code, created: Date.now() });
  for (let s = 0; s < 30; s++) {
    const seat = `${c}-${s}`.padStart(16, '0');
    await store.addSeat(code, { id: seat, nickname: `Student ${s}`, tokenHash: hashToken(seat), joined: Date.now() });
    for (let q = 1; q <= 10; q++)
      await store.addAnswer(code, {
        seat,
        nickname: `Student ${s}`,
        questionId: q,
        move: legal[s % legal.length],
        to: 'f6',
        correct: s % 2 === 0,
        reason: 'That does not give checkmate.',
        at: Date.now(),
      });
  }
}
const per = ((await heap()) - h0) / CLASSES;
// Read the store after measuring, so that it is still alive when the heap is measured.
if ((await store.count()) !== CLASSES) throw new Error('the memory store lost classes');
const memoryLine = `memory per class in one process: ${(per / 1024).toFixed(1)} kB (30 students, 10 questions; ${CLASSES} classes${globalThis.gc ? '' : ', without --expose-gc'})`;

const site = fakeSite();
const redis = await startRedis();
const servers = await Promise.all([0, 1].map(() => startLive(site.dir, { REDIS_URL: redis.url })));
const lb = await startBalancer(servers.map((s) => s.port));
const students = [];
const teacher = connect(servers[1].url);
try {
  const sent = new Map();
  const lat = [];
  teacher.on('teacher:answer', (a) => lat.push(performance.now() - sent.get(a.seat)));
  const { code, token } = await ask(teacher, 'teacher:create', { variant: PUZZLE.variant });
  const t0 = performance.now();
  for (let i = 0; i < N; i++) students.push(student(lb.url, code, `S${i}`));
  await Promise.all(students.map((s) => s.join()));
  console.log(`${N} students joined over 2 processes in ${ms(performance.now() - t0)}`);

  for (const [round, spread] of [
    [1, 3000],
    [2, 0],
  ]) {
    lat.length = 0;
    sent.clear();
    const q = await ask(teacher, 'teacher:ask', {
      code,
      token,
      variant: PUZZLE.variant,
      position: pos.toString(),
      ...(round === 1 ? { puzzleId: PUZZLE.id } : {}),
    });
    await until(() => students.every((s) => s.asked.at(-1)?.id === q.question.id), 'every student asked');
    await new Promise((r) => setTimeout(r, 300)); // the processes work out the puzzle's answers once
    await Promise.all(
      students.map(async (s, i) => {
        await new Promise((r) => setTimeout(r, spread ? Math.random() * spread : 0));
        sent.set(s.seat, performance.now());
        await ask(s.socket, 'student:answer', {
          questionId: q.question.id,
          move: i % 3 === 2 ? legal[i % legal.length] : right[0],
        });
      }),
    );
    await until(() => lat.length === N, 'every answer at the teacher', 30_000);
    const what = spread ? `answers spread over ${spread / 1000} s` : 'all answers at once';
    console.log(
      `round ${round} (${what}): ${lat.length} answers tallied; student → teacher p50 ${ms(pct(lat, 50))}, p95 ${ms(pct(lat, 95))}, max ${ms(Math.max(...lat))}`,
    );
  }

  const r = createClient({ url: redis.url });
  await r.connect();
  let bytes = 0;
  for await (const keys of r.scanIterator({ MATCH: `hx:live:${code}*` }))
    for (const k of [keys].flat()) bytes += Number(await r.memoryUsage(k));
  await r.quit();
  console.log(`memory per class in Redis: ${(bytes / 1024).toFixed(1)} kB for ${N} students and 2 questions`);
} finally {
  for (const s of students) s.socket.close();
  teacher.close();
  await lb.close();
  await Promise.all(servers.map((s) => s.stop()));
  await redis.stop();
  site.remove();
}
console.log(memoryLine);
