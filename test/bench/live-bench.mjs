// `npm run bench:live`: the live class under load (issue #35; a measurement, not a test). A real redis-server, two
// server processes sharing it, 300 simulated students (Socket.IO clients) behind a round-robin load balancer and a
// teacher on one process. Each student answers a Gliński puzzle; the latency is from the student's send to the
// teacher's receipt of that answer (one clock: the clients all live in this process). Two rounds: answers spread
// over 3 s (a class thinking), then all 300 at once (the worst case). Then the memory a class costs: its Redis keys
// (MEMORY USAGE) and, in one process's memory store, the heap per class of 30 students and 10 questions. Last (issue
// #45), a bystander's round trip to one server process, alone and while three other sockets each ask the heaviest
// Panoply puzzles of the site again and again, as fast as their limit allows (10 s).
// `-- --only memory,class,heavy` runs some of the three parts.
import { createClient } from 'redis';
import { PUZZLES } from '../../content/puzzles/index.ts';
import { acceptedMoves, parsePosition } from '../../engine/index.ts';
import { hashToken } from '../../server/guard.ts';
import { MemoryStore } from '../../server/store.ts';
import { ask, connect, fakeSite, startBalancer, startLive, startRedis, student, until } from '../live/harness.mjs';

const N = Number(process.env.STUDENTS ?? 300);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : undefined;
const part = (name) => !only || only.includes(name);
const PUZZLE = PUZZLES.find((p) => p.variant === 'glinski' && p.goal.type === 'mate' && p.goal.moves === 1);
const pos = parsePosition(PUZZLE.variant, PUZZLE.position).value;
const right = acceptedMoves(pos, PUZZLE.goal).map((m) => pos.printMove(m));
const legal = pos.legalMoves().map((m) => pos.printMove(m));
const pct = (xs, p) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;

/** One process's memory store: the heap per class of 30 students answering 10 questions. */
async function memoryPart() {
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
    await store.create({
      code,
      variant: 'glinski',
      teacherHash: hashToken(code),
      followTag: code,
      created: Date.now(),
    });
    for (let s = 0; s < 30; s++) {
      const seat = `${c}-${s}`.padStart(16, '0');
      await store.takeSeat(code, { id: seat, tokenHash: hashToken(seat), joined: Date.now() }, [`Student ${s}`]);
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
  return `memory per class in one process: ${(per / 1024).toFixed(1)} kB (30 students, 10 questions; ${CLASSES} classes${globalThis.gc ? '' : ', without --expose-gc'})`;
}

/** 300 students over two processes and Redis: joins, answers to the teacher's tally, memory per class in Redis. */
async function classPart() {
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
    for await (const keys of r.scanIterator({ MATCH: `hx:live2:${code}*` }))
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
}

/** The heaviest stored puzzles of a variant: their proofs took seconds on the event loop until issue #45. */
const HEAVY = ['panoply-herald-net', 'panoply-skirmisher-net', 'panoply-skirmisher-withdraws', 'panoply-freeze-two'];

/**
 * A bystander's round trip (a teacher's state of its own class, every 150 ms) to one server process: 3 s alone, then
 * 10 s while three sockets, each the teacher and a student of its own Panoply class, ask the heavy puzzles in turn as
 * fast as their limit lets them (10 messages a second) and answer each with another wrong move (whose reason the
 * engine works out).
 */
async function heavyPart() {
  const site = fakeSite();
  const server = await startLive(site.dir);
  const sockets = [];
  const open = () => {
    const s = connect(server.url);
    sockets.push(s);
    return s;
  };
  try {
    const bystander = open();
    const mine = await ask(bystander, 'teacher:create', { variant: 'glinski' });
    const trips = async (seconds) => {
      const out = [];
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        const t = performance.now();
        const r = await ask(bystander, 'teacher:state', { code: mine.code, token: mine.token });
        if (!r.ok) throw new Error(r.error);
        out.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 150)); // within its own limit of 10 messages a second
      }
      return out;
    };
    const line = (what, xs) =>
      console.log(
        `${what}: ${xs.length} round trips, p50 ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))}, max ${ms(Math.max(...xs))}`,
      );
    line('bystander alone', await trips(3));
    let asked = 0;
    let refused = 0;
    let answered = 0;
    let stop = false;
    // Each heavy puzzle's legal moves that do not solve it, for the wrong answers.
    const wrong = new Map(
      HEAVY.map((id) => {
        const def = PUZZLES.find((p) => p.id === id);
        const p = parsePosition(def.variant, def.position).value;
        const solving = new Set(acceptedMoves(p, def.goal).map((m) => p.printMove(m)));
        return [
          id,
          p
            .legalMoves()
            .map((m) => p.printMove(m))
            .filter((t) => !solving.has(t)),
        ];
      }),
    );
    const attackers = await Promise.all(
      [0, 1, 2].map(async () => {
        const s = open();
        const c = await ask(s, 'teacher:create', { variant: 'panoply' });
        if (!c.ok) throw new Error(c.error);
        const j = await ask(s, 'student:join', { code: c.code, nickname: 'Attacker' });
        if (!j.ok) throw new Error(j.error);
        return { s, ...c };
      }),
    );
    const pace = () => new Promise((r) => setTimeout(r, 100)); // at the limit of 10 messages a second
    const flood = attackers.map(async ({ s, code, token }, k) => {
      for (let i = k; !stop; i++) {
        const puzzleId = HEAVY[i % HEAVY.length];
        const r = await ask(s, 'teacher:ask', { code, token, variant: 'panoply', position: 'x', puzzleId });
        if (r.ok) asked++;
        else refused++;
        await pace();
        if (!r.ok || stop) continue;
        const moves = wrong.get(puzzleId);
        await ask(s, 'student:answer', { questionId: r.question.id, move: moves[(7 * i) % moves.length] });
        answered++;
        await pace();
      }
    });
    const during = await trips(10);
    stop = true;
    await Promise.all(flood);
    line(
      `bystander while 3 sockets asked heavy puzzles (${asked} asks, ${refused} refused, ${answered} wrong answers)`,
      during,
    );
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    site.remove();
  }
}

let memoryLine = '';
if (part('memory')) memoryLine = await memoryPart();
if (part('class')) await classPart();
if (memoryLine) console.log(memoryLine);
if (part('heavy')) await heavyPart();
