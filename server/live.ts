/**
 * The live class over Socket.IO (docs/CONVENTIONS.md §9): the teacher creates a class, asks, reveals, closes it to new
 * students (lock) and ends it (each with
 * the class's secret token); students join with the code and a nickname, take their seat again with the seat's
 * token after any reconnection (to whichever process), and answer once per question. Every message is checked
 * (protocol.ts) before it is read; every reply is an acknowledgement `{ ok: true, ... }` or a Refusal, which says
 * whether to send again later (`retry`) or that the class is lost (`lost`, with the teacher's new class in `next`).
 * Rooms: `c:<code>` every student of a class, `s:<code>:<seat>` one seat's pages (roster.ts: the teacher's roster),
 * `t:<code>` its teacher's pages, `f:<code>:<tag>` the students of a lost class waiting for their teacher's new one.
 * The state lives in a Store (memory or Redis), so any process can answer any message. What one socket can cost:
 * dispatch.ts; wrong codes are held back and new classes counted by address (limits.ts, serve.mjs addressKey).
 * Over 300 lines: one table of handlers, one per message of §9, each a few lines beside the state they share.
 */
import type { Server, Socket } from 'socket.io';
import { parsePosition, VARIANT_IDS } from '../engine/index';
import { clientAddress } from './config';
import { addressKey } from './serve.mjs';
import { data, type Handler, refuse, serve } from './dispatch';
import { deviceHash, followTag, hashToken, newCode, newSeatId, newToken, tokenMatches } from './guard';
import { choiceQuestion, type Judge, makeQuestion } from './judge';
import { connectedSeats, seatTaken, watchLeaving } from './roster';
import { type Counters, failureHold, MAX_SOCKET_FAILURES } from './limits';
import {
  type Answer,
  checkAnswer,
  checkAsk,
  checkCreate,
  checkJoin,
  checkLock,
  checkRejoin,
  checkResume,
  checkStep,
  checkTeacher,
  forStudents,
  timeIsUp,
  type Refusal,
  type RoomAccess,
  type StudentState,
  type TeacherAuth,
  type TeacherState,
} from './protocol';
import { type ClassMeta, type ClassRecord, nicknameChoices, type Store } from './store';

interface LiveOptions {
  readonly store: Store;
  readonly counters: Counters;
  readonly judge: Judge;
  /** How many proxies stand in front (config.ts, clientAddress). */
  readonly trustProxy: number;
  readonly classesPerHour: number;
  readonly maxClasses: number;
  /** True when the classes outlive this process (Redis); otherwise a class it does not know was lost by a restart. */
  readonly shared: boolean;
  readonly startedAt: number;
  /** True while the process is too loaded to take a new class. */
  readonly busy: () => boolean;
  /** Where a room's phones reach this server (lan.ts). */
  readonly room: RoomAccess;
}

const NO_CLASS = 'No class with that code is running.';
const LOCKED = 'The teacher has closed this class to new students: ask your teacher to open it.';
const LOST_RESTART = 'The class was lost when the server restarted: start a new one.';
const LOST_GONE = 'This class is no longer running: it ended, or it was idle for 3 hours.';
const HOUR = 3_600_000;
const MAX_JOINS = 20;

export function attachLive(io: Server, opts: LiveOptions) {
  const { store, judge, counters } = opts;
  const address = (s: Socket) =>
    addressKey(clientAddress(s.handshake.address, s.handshake.headers['x-forwarded-for'], opts.trustProxy));

  /** The class, when `auth` is its teacher's. */
  async function asTeacher(auth: TeacherAuth): Promise<ClassMeta | undefined> {
    const meta = await store.meta(auth.code);
    return meta && tokenMatches(auth.token, meta.teacherHash) ? meta : undefined;
  }

  async function teacherState(meta: ClassMeta): Promise<TeacherState> {
    const [seats, answers, here] = await Promise.all([
      store.seats(meta.code),
      meta.question ? store.answers(meta.code, meta.question.id) : Promise.resolve([]),
      connectedSeats(io, meta.code),
    ]);
    return {
      code: meta.code,
      room: opts.room,
      variant: meta.variant,
      since: meta.created,
      ...(meta.step ? { step: meta.step } : {}),
      ...(meta.question ? { question: meta.question } : {}),
      ...(meta.reveal ? { reveal: meta.reveal } : {}),
      ...(meta.locked ? { locked: true } : {}),
      seats: seats.map((s) => ({ id: s.id, nickname: s.nickname, connected: here.has(s.id) })),
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
      since: meta.created,
      follow: meta.followTag,
      ...(meta.step ? { step: meta.step } : {}),
      ...(meta.question ? { question: forStudents(meta.question) } : {}),
      ...(meta.reveal ? { reveal: meta.reveal } : {}),
      ...(answer ? { answer } : {}),
    };
  }

  /**
   * A wrong code or token: counted for the socket, its address and, when `code` is given, for the guessed code; the
   * refusal is held back (failureHold). Never consulted before a check: a right code is answered at once.
   */
  async function wrong(s: Socket, code: string | undefined, error: string, extra: Omit<Refusal, 'ok' | 'error'> = {}) {
    const d = data(s);
    d.failures++;
    if (d.failures > MAX_SOCKET_FAILURES) setImmediate(() => s.disconnect(true));
    return { ...refuse(error, extra), hold: await failureHold(counters, d.failures, code, address(s)) };
  }

  /** The class `code` is not kept: lost by a restart since `since`, or gone. A socket's first such reply is free. */
  function lost(s: Socket, since: number | undefined, next: string | undefined) {
    const restart = !opts.shared && since !== undefined && since < opts.startedAt;
    const extra = { lost: restart ? 'restart' : 'gone', ...(next ? { next } : {}) } as const;
    const error = restart ? LOST_RESTART : LOST_GONE;
    const d = data(s);
    if (!d.retook) {
      d.retook = true;
      return refuse(error, extra);
    }
    return wrong(s, undefined, error, extra);
  }

  const handlers: Record<string, Handler> = {
    'teacher:create': async (s, msg) => {
      const m = checkCreate(msg);
      if (!m.ok) return refuse(m.error);
      if (!(VARIANT_IDS as readonly string[]).includes(m.value.variant)) return refuse('No such variant.');
      if (opts.busy()) return refuse('The server is busy: try again in a minute.', { retry: true, retryAfter: 30_000 });
      if ((await store.count()) >= opts.maxClasses)
        return refuse('The server keeps as many classes as it can: try again later.', {
          retry: true,
          retryAfter: 60_000,
        });
      if ((await counters.hit(`create:${address(s)}`, HOUR)) > opts.classesPerHour)
        return refuse(`This network started ${opts.classesPerHour} classes in the last hour: try again later.`, {
          retry: true,
          retryAfter: 600_000,
        });
      const token = newToken();
      for (let i = 0; i < 20; i++) {
        const code = newCode();
        const record: ClassRecord = {
          code,
          variant: m.value.variant,
          teacherHash: hashToken(token),
          followTag: followTag(code, token),
          created: Date.now(),
        };
        if (!(await store.create(record))) continue;
        await s.join(`t:${code}`);
        const old = m.value.replaces;
        if (old && !(await store.meta(old.code))) {
          // The teacher's lost class: its students, who hold this tag, may follow to the new one.
          const tag = followTag(old.code, old.token);
          await store.follow(old.code, tag, code);
          io.to(`f:${old.code}:${tag}`).emit('class:moved', { code });
        }
        return { ok: true, code, token, state: await teacherState(record) };
      }
      return refuse('No free join code: try again.', { retry: true });
    },
    'teacher:resume': async (s, msg) => {
      const m = checkResume(msg);
      if (!m.ok) return refuse(m.error);
      const meta = await store.meta(m.value.code);
      if (!meta) return lost(s, m.value.since, undefined);
      if (!tokenMatches(m.value.token, meta.teacherHash)) return wrong(s, meta.code, 'Not the teacher of this class.');
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
      const { variant, position, puzzleId, choice, seconds } = m.value;
      if (variant !== meta.variant) return refuse('This class plays another variant.');
      const made = choice ? choiceQuestion(variant, choice) : makeQuestion(variant, position, puzzleId);
      if (!made.ok) return refuse(made.error);
      const q = await store.ask(meta.code, seconds ? { ...made.value, seconds, askedAt: Date.now() } : made.value);
      if (!q) return refuse(NO_CLASS);
      io.to(`c:${meta.code}`).emit('class:ask', forStudents(q));
      judge.prepare(q); // works out the solving moves before the answers come
      return { ok: true, question: q };
    },
    'teacher:step': async (_s, msg) => {
      const m = checkStep(msg);
      if (!m.ok) return refuse(m.error);
      const meta = await asTeacher(m.value);
      const board = meta && m.value.step.position ? parsePosition(meta.variant, m.value.step.position) : undefined;
      if (board && !board.ok) return refuse(`The step’s board cannot be shown: ${board.error.message}`);
      const step = meta ? await store.step(meta.code, m.value.step) : undefined;
      if (!meta || !step) return refuse(NO_CLASS);
      io.to(`c:${meta.code}`).to(`t:${meta.code}`).emit('class:step', step);
      return { ok: true, step };
    },
    'teacher:reveal': async (_s, msg) => {
      const m = checkTeacher(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      if (!meta) return refuse(NO_CLASS);
      if (!meta.question) return refuse('Ask the class first.');
      const reveal = await judge.reveal(meta.question);
      if (!(await store.reveal(meta.code, reveal))) return refuse('A new question was asked meanwhile.');
      io.to(`c:${meta.code}`).to(`t:${meta.code}`).emit('class:reveal', reveal);
      return { ok: true, reveal };
    },
    'teacher:lock': async (_s, msg) => {
      const m = checkLock(msg);
      const meta = m.ok ? await asTeacher(m.value) : undefined;
      if (!m.ok || !meta || !(await store.lock(meta.code, m.value.locked))) return refuse(NO_CLASS);
      io.to(`t:${meta.code}`).emit('class:lock', { locked: m.value.locked });
      return { ok: true, locked: m.value.locked };
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
      const d = data(s);
      if (d.joins >= MAX_JOINS) return refuse('This page has joined too often: reload it.');
      const meta = await store.meta(m.value.code);
      if (!meta) return wrong(s, m.value.code, NO_CLASS);
      d.joins++;
      const token = newToken();
      const { nickname, device } = m.value;
      const got = await store.takeSeat(
        meta.code,
        { id: newSeatId(), tokenHash: hashToken(token), joined: Date.now() },
        nicknameChoices(nickname),
        device === undefined ? undefined : deviceHash(meta.code, device),
      );
      if (got === 'no-class') return refuse(LOST_GONE, { lost: 'gone' });
      if (got === 'locked') return refuse(LOCKED);
      if (got === 'taken')
        return refuse(`Too many students in this class are called “${nickname}”: choose another name.`);
      const { seat } = got;
      await seatTaken(io, s, meta.code, seat);
      return { ok: true, token, state: await studentState(meta, seat.id, seat.nickname) };
    },
    'student:rejoin': async (s, msg) => {
      const m = checkRejoin(msg);
      if (!m.ok) return refuse(m.error);
      const { code, follow } = m.value;
      const meta = await store.meta(code);
      if (!meta) {
        // Told where the teacher went when that is known, and in the room that hears it otherwise.
        if (follow) await s.join(`f:${code}:${follow}`);
        return lost(s, m.value.since, follow ? await store.next(code, follow) : undefined);
      }
      const seat = await store.seat(code, m.value.seat);
      if (!seat || !tokenMatches(m.value.token, seat.tokenHash))
        return wrong(s, code, 'Your seat is not in this class any more: join it again.', { seat: 'gone' });
      await seatTaken(io, s, code, seat);
      return { ok: true, state: await studentState(meta, seat.id, seat.nickname) };
    },
    'student:answer': async (s, msg) => {
      const m = checkAnswer(msg);
      if (!m.ok) return refuse(m.error);
      const { code, seat, nickname } = data(s);
      if (!code || !seat || !nickname) return refuse('Join the class first.', { retry: true });
      const meta = await store.meta(code);
      if (!meta) return refuse(LOST_GONE, { lost: 'gone' });
      const q = meta.question;
      if (!q || q.id !== m.value.questionId) return refuse('That question is no longer asked.');
      if (meta.reveal?.questionId === q.id) return refuse('The answer has been shown: wait for the next question.');
      if (timeIsUp(q, Date.now())) return refuse('Time is up.');
      const v = await judge.judge(q, m.value.move);
      if (!v.ok) return refuse(v.error);
      const answer: Answer = { seat, nickname, questionId: q.id, ...v.value, at: Date.now() };
      if (!(await store.addAnswer(code, answer)))
        return { ok: true, answer: await store.answer(code, q.id, seat), already: true };
      io.to(`t:${code}`).emit('teacher:answer', answer);
      return { ok: true, answer };
    },
  };

  serve(io, handlers);
  watchLeaving(io);
}
