/**
 * The live class over Socket.IO (docs/CONVENTIONS.md §9): the teacher creates a class, asks, reveals and ends it (each with
 * the class's secret token); students join with the code and a nickname, take their seat again with the seat's
 * token after any reconnection (to whichever process), and answer once per question. Every message is checked
 * (protocol.ts) before it is read; every reply is an acknowledgement `{ ok: true, ... }` or `{ ok: false, error }`.
 * Rooms: `c:<code>` every student of a class, `t:<code>` its teacher's pages. The state lives in a Store (memory or
 * Redis), so any process can answer any message.
 */
import type { Server, Socket } from 'socket.io';
import { VARIANT_IDS } from '../engine/index';
import { Bucket, hashToken, newCode, newSeatId, newToken, tokenMatches, WindowLimit } from './guard';
import { Judge, makeQuestion } from './judge';
import {
  type Answer,
  checkAnswer,
  checkAsk,
  checkCreate,
  checkJoin,
  checkRejoin,
  checkStep,
  checkTeacher,
  type StudentState,
  type TeacherAuth,
  type TeacherState,
} from './protocol';
import type { ClassMeta, Store } from './store';

type Reply = (r: Record<string, unknown>) => void;
type Handler = (socket: Socket, msg: unknown) => Promise<Record<string, unknown>>;

interface LiveOptions {
  readonly store: Store;
  /** Join (and rejoin, and class creation) attempts per address per minute. */
  readonly joinsPerMinute?: number;
  /** Attempts with a wrong code or seat token per address per minute. */
  readonly failuresPerMinute?: number;
  /** Read the client's address from X-Forwarded-For (behind a load balancer). */
  readonly trustProxy?: boolean;
}

interface SocketData {
  code?: string;
  seat?: string;
  nickname?: string;
  bucket: Bucket;
  dropped: number;
}

const refuse = (error: string) => ({ ok: false, error });
const NO_CLASS = 'No class with that code is running.';

export function attachLive(io: Server, opts: LiveOptions) {
  const { store } = opts;
  const judge = new Judge();
  const joins = new WindowLimit(opts.joinsPerMinute ?? 240, 60_000);
  const failures = new WindowLimit(opts.failuresPerMinute ?? 30, 60_000);

  const address = (s: Socket) =>
    (opts.trustProxy &&
      String(s.handshake.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()) ||
    s.handshake.address;

  /** The class, when `auth` is its teacher's. */
  async function asTeacher(auth: TeacherAuth): Promise<ClassMeta | undefined> {
    const meta = await store.meta(auth.code);
    return meta && !meta.ended && tokenMatches(auth.token, meta.teacherHash) ? meta : undefined;
  }

  async function teacherState(meta: ClassMeta): Promise<TeacherState> {
    const [seats, answers] = await Promise.all([
      store.seats(meta.code),
      meta.question ? store.answers(meta.code, meta.question.id) : Promise.resolve([]),
    ]);
    return {
      code: meta.code,
      variant: meta.variant,
      ...(meta.step ? { step: meta.step } : {}),
      ...(meta.question ? { question: meta.question } : {}),
      ...(meta.reveal ? { reveal: meta.reveal } : {}),
      seats: seats.map((s) => ({ id: s.id, nickname: s.nickname })),
      answers,
    };
  }

  async function studentState(meta: ClassMeta, seat: string, nickname: string): Promise<StudentState> {
    const answer = meta.question ? await store.answer(meta.code, meta.question.id, seat) : undefined;
    return {
      code: meta.code,
      variant: meta.variant,
      seat,
      nickname,
      ...(meta.step ? { step: meta.step } : {}),
      ...(meta.question ? { question: meta.question } : {}),
      ...(meta.reveal ? { reveal: meta.reveal } : {}),
      ...(answer ? { answer } : {}),
    };
  }

  /** Counts an attempt from the socket's address; a refusal when over the limit. */
  const limited = (s: Socket) =>
    !joins.hit(address(s)) || failures.blocked(address(s)) ? refuse('Too many attempts: wait a minute.') : undefined;
  const failed = (s: Socket, error: string) => {
    failures.hit(address(s));
    return refuse(error);
  };

  const handlers: Record<string, Handler> = {
    'teacher:create': async (s, msg) => {
      const m = checkCreate(msg);
      if (!m.ok) return refuse(m.error);
      if (!(VARIANT_IDS as readonly string[]).includes(m.value.variant)) return refuse('No such variant.');
      const over = limited(s);
      if (over) return over;
      const token = newToken();
      for (let i = 0; i < 20; i++) {
        const meta: ClassMeta = {
          code: newCode(),
          variant: m.value.variant,
          teacherHash: hashToken(token),
          created: Date.now(),
        };
        if (await store.create(meta)) {
          await s.join(`t:${meta.code}`);
          return { ok: true, code: meta.code, token, state: await teacherState(meta) };
        }
      }
      return refuse('No free join code: try again.');
    },
    'teacher:resume': async (s, msg) => {
      const m = checkTeacher(msg);
      if (!m.ok) return refuse(m.error);
      const over = limited(s);
      if (over) return over;
      const meta = await asTeacher(m.value);
      if (!meta) return failed(s, NO_CLASS);
      await s.join(`t:${meta.code}`);
      return { ok: true, state: await teacherState(meta) };
    },
    'teacher:state': async (_s, msg) => {
      const m = checkTeacher(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      return meta ? { ok: true, state: await teacherState(meta) } : refuse(NO_CLASS);
    },
    'teacher:ask': async (_s, msg) => {
      const m = checkAsk(msg);
      if (!m.ok) return refuse(m.error);
      const meta = await asTeacher(m.value);
      if (!meta) return refuse(NO_CLASS);
      const { variant, position, puzzleId } = m.value;
      if (variant !== meta.variant) return refuse('This class plays another variant.');
      const q = makeQuestion((meta.question?.id ?? 0) + 1, variant, position, puzzleId);
      if (!q.ok) return refuse(q.error);
      const { reveal: _r, ...rest } = meta;
      await store.saveMeta({ ...rest, question: q.value });
      io.to(`c:${meta.code}`).emit('class:ask', q.value);
      setImmediate(() => judge.reveal(meta.code, q.value)); // works out the accepted moves before the answers come
      return { ok: true, question: q.value };
    },
    'teacher:step': async (_s, msg) => {
      const m = checkStep(msg);
      if (!m.ok) return refuse(m.error);
      const meta = await asTeacher(m.value);
      if (!meta) return refuse(NO_CLASS);
      await store.saveMeta({ ...meta, step: m.value.step });
      io.to(`c:${meta.code}`).emit('class:step', m.value.step);
      return { ok: true };
    },
    'teacher:reveal': async (_s, msg) => {
      const m = checkTeacher(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      if (!meta) return refuse(NO_CLASS);
      if (!meta.question) return refuse('Ask the class first.');
      const reveal = judge.reveal(meta.code, meta.question);
      await store.saveMeta({ ...meta, reveal });
      io.to(`c:${meta.code}`).to(`t:${meta.code}`).emit('class:reveal', reveal);
      return { ok: true, reveal };
    },
    'teacher:export': async (_s, msg) => {
      const m = checkTeacher(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      if (!meta) return refuse(NO_CLASS);
      return { ok: true, answers: await store.allAnswers(meta.code) };
    },
    'teacher:end': async (_s, msg) => {
      const m = checkTeacher(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      if (!meta) return refuse(NO_CLASS);
      await store.remove(meta.code);
      io.to(`c:${meta.code}`).to(`t:${meta.code}`).emit('class:end');
      return { ok: true };
    },
    'student:join': async (s, msg) => {
      const m = checkJoin(msg);
      if (!m.ok) return refuse(m.error);
      const over = limited(s);
      if (over) return over;
      const meta = await store.meta(m.value.code);
      if (!meta || meta.ended) return failed(s, NO_CLASS);
      const token = newToken();
      const seat = { id: newSeatId(), nickname: m.value.nickname, tokenHash: hashToken(token), joined: Date.now() };
      await store.addSeat(meta.code, seat);
      Object.assign(s.data as SocketData, { code: meta.code, seat: seat.id, nickname: seat.nickname });
      await s.join(`c:${meta.code}`);
      io.to(`t:${meta.code}`).emit('teacher:joined', { id: seat.id, nickname: seat.nickname });
      return { ok: true, token, state: await studentState(meta, seat.id, seat.nickname) };
    },
    'student:rejoin': async (s, msg) => {
      const m = checkRejoin(msg);
      if (!m.ok) return refuse(m.error);
      const over = limited(s);
      if (over) return over;
      const meta = await store.meta(m.value.code);
      const seat = meta && !meta.ended ? await store.seat(meta.code, m.value.seat) : undefined;
      if (!meta || !seat || !tokenMatches(m.value.token, seat.tokenHash)) return failed(s, NO_CLASS);
      Object.assign(s.data as SocketData, { code: meta.code, seat: seat.id, nickname: seat.nickname });
      await s.join(`c:${meta.code}`);
      return { ok: true, state: await studentState(meta, seat.id, seat.nickname) };
    },
    'student:answer': async (s, msg) => {
      const m = checkAnswer(msg);
      if (!m.ok) return refuse(m.error);
      const { code, seat, nickname } = s.data as SocketData;
      if (!code || !seat || !nickname) return refuse('Join the class first.');
      const meta = await store.meta(code);
      if (!meta) return refuse(NO_CLASS);
      const q = meta.question;
      if (!q || q.id !== m.value.questionId) return refuse('That question is no longer asked.');
      if (meta.reveal?.questionId === q.id) return refuse('The answer has been shown: wait for the next question.');
      const v = judge.judge(code, q, m.value.move);
      if (!v.ok) return refuse(v.error);
      const answer: Answer = { seat, nickname, questionId: q.id, ...v.value, at: Date.now() };
      if (!(await store.addAnswer(code, answer)))
        return { ok: true, answer: await store.answer(code, q.id, seat), already: true };
      io.to(`t:${code}`).emit('teacher:answer', answer);
      return { ok: true, answer };
    },
  };

  io.on('connection', (socket) => {
    Object.assign(socket.data as SocketData, { bucket: new Bucket(20, 10), dropped: 0 });
    for (const [event, handle] of Object.entries(handlers)) {
      socket.on(event, (msg: unknown, reply: unknown) => {
        if (typeof reply !== 'function') return; // every message expects an acknowledgement
        const ack = reply as Reply;
        const d = socket.data as SocketData;
        if (!d.bucket.take()) {
          if (++d.dropped > 100) socket.disconnect(true);
          ack(refuse('Too many messages: slow down.'));
          return;
        }
        handle(socket, msg).then(ack, (e: unknown) => {
          console.error(`live: ${event}: ${e instanceof Error ? e.message : String(e)}`);
          ack(refuse('The server could not do that.'));
        });
      });
    }
  });
}
