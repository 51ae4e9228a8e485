/**
 * Over 300 lines: every message of the live class and its checker stand in one file, so that none is read unchecked
 * and the server and the pages share one shape of each (the texts' rules are in plain.ts).
 *
 * The live class's messages and their checks (docs/CONVENTIONS.md §9), shared by the server and the pages: the limits, the
 * join code's alphabet, one checker per incoming message (types and lengths; a message that fails is refused, never
 * half-read) and the shape of a refusal (tally.ts counts a question's answers). Pure: no Node, no Socket.IO, no DOM.
 */
import * as plain from './plain';

export const { cleanNickname, HEADING_MAX, NICKNAME_MAX } = plain;

/** Join codes: no 0/O, 1/I/L, so a code read from the back of the room is never ambiguous. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
const POSITION_MAX = 2000;
const MOVE_MAX = 64;
const ID_MAX = 80;
/** A class with no message for this long is forgotten (its Redis keys expire; the memory store sweeps). */
export const IDLE_MS = 3 * 60 * 60 * 1000;

export interface Step {
  readonly n: number;
  readonly heading: string;
  /** The step's key points (at most plain.POINTS_MAX of at most plain.POINT_MAX characters), shown on the phones. */
  readonly points?: readonly string[];
  /** The step's board as it stands (position text of the class's variant), shown on the phones. */
  readonly position?: string;
  /**
   * The store's number of this step of the class (1, 2, ...), in the order the server took them: a page shows a step
   * only if its number is higher than the one it shows, so that a late message never takes a page back (issue #45).
   */
  readonly seq?: number;
}

/** True when `next` is newer than `shown` (a step without a number, the page's own, counts as the newest). */
export const newerStep = (shown: Step | undefined, next: Step): boolean =>
  !shown || shown.seq === undefined || next.seq === undefined || next.seq > shown.seq;

/** What the class is asked: a position of a variant, and for a puzzle its id (judged against the puzzle's goal). */
export interface Question {
  readonly id: number;
  readonly variant: string;
  readonly position: string;
  readonly puzzleId?: string;
  /** The goal in words ("White to move: mate in 2"), or "Play a legal move" for a free position; a choice's question. */
  readonly goal: string;
  /** A choice question (a lesson's Try-it question): the offered answers; a phone answers with one's number. */
  readonly choices?: readonly string[];
  /** A choice question's right answer (its number): kept by the server and the teacher, never sent to a phone. */
  readonly correct?: number;
  /** A time limit in seconds (the teacher's choice), counted from `askedAt` (the server's clock). */
  readonly seconds?: number;
  readonly askedAt?: number;
}

/** An answer this late after a timed question's end still counts (the phones' clocks, the network's delay). */
export const LATE_MS = 2000;
/** True when a timed question's time (and LATE_MS) is over at `now`. */
export const timeIsUp = (q: Question, now: number): boolean =>
  !!q.seconds && now > (q.askedAt ?? 0) + q.seconds * 1000 + LATE_MS;

/** A question as the phones get it: a choice question without its right answer (Reveal says it). */
export const forStudents = (q: Question): Question => {
  const { correct: _c, ...rest } = q;
  return rest;
};

export interface Reveal {
  readonly questionId: number;
  /** The moves judged correct (long text, at most 12), each with its cells for an arrow. */
  readonly moves: readonly { readonly move: string; readonly from?: string; readonly to: string }[];
  readonly text: string;
}

/** One student's answer to one question, as the server judged it. */
export interface Answer {
  readonly seat: string;
  readonly nickname: string;
  readonly questionId: number;
  /** The move in the engine's long text (re-printed by the engine, not the student's text). */
  readonly move: string;
  readonly from?: string;
  readonly to: string;
  readonly correct: boolean;
  /** For a wrong move: the engine's reason. */
  readonly reason?: string;
  readonly at: number;
}

/** A seat as the teacher's roster shows it: `connected` while a page of the student holds it. */
export interface SeatView {
  readonly id: string;
  readonly nickname: string;
  readonly connected: boolean;
}

/** What a student's page needs after joining or rejoining. */
export interface StudentState {
  readonly code: string;
  readonly variant: string;
  readonly seat: string;
  readonly nickname: string;
  /** When the class was created (the server's clock): a rejoin says whether a restart since then lost it. */
  readonly since: number;
  /** What the student sends to follow its teacher to a new class if this one is lost (guard.ts, followTag). */
  readonly follow: string;
  readonly step?: Step;
  readonly question?: Question;
  readonly reveal?: Reveal;
  readonly answer?: Answer;
  readonly ended?: boolean;
}

/** The join addresses on the room's network (server/lan.ts), and whether the server listens there (HOST). */
export interface RoomAccess {
  readonly urls: readonly string[];
  readonly reachable: boolean;
}

/** What the teacher's page needs: every seat and the current question's answers (the tally is built from them). */
export interface TeacherState {
  readonly code: string;
  readonly room: RoomAccess;
  readonly variant: string;
  readonly since: number;
  readonly step?: Step;
  readonly question?: Question;
  readonly reveal?: Reveal;
  readonly seats: readonly SeatView[];
  readonly answers: readonly Answer[];
  readonly ended?: boolean;
  /** The teacher has closed the class to new students (a seat already taken is still taken back). */
  readonly locked?: boolean;
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
const TOKEN = /^[0-9a-f]{32}$/;
const SEAT = /^[0-9a-f]{16}$/;

/** A join code as typed: upper case, spaces and dashes dropped; undefined unless it has the code's shape. */
export function normalizeCode(x: unknown): string | undefined {
  if (typeof x !== 'string' || x.length > 40) return undefined;
  const c = x.toUpperCase().replace(/[\s-]/g, '');
  return c.length === CODE_LENGTH && [...c].every((ch) => CODE_ALPHABET.includes(ch)) ? c : undefined;
}

interface JoinMessage {
  readonly code: string;
  readonly nickname: string;
  /** The browser's key (32 hex digits, kept in its localStorage): the same key takes the same seat again. */
  readonly device?: string;
}
export function checkJoin(x: unknown): Checked<JoinMessage> {
  if (!isObject(x)) return fail('Send a code and a nickname.');
  const code = normalizeCode(x.code);
  if (!code) return fail(`A join code has ${CODE_LENGTH} letters and digits.`);
  const nickname = cleanNickname(x.nickname);
  if (!nickname) return fail(`A nickname has 1 to ${NICKNAME_MAX} characters.`);
  if (x.device === undefined) return { ok: true, value: { code, nickname } };
  if (typeof x.device !== 'string' || !TOKEN.test(x.device))
    return fail('This browser’s key cannot be read: reload the page.');
  return { ok: true, value: { code, nickname, device: x.device } };
}

/**
 * Why a message was refused, beside the words: `retry` (the server could not do it now: send it again later, after
 * `retryAfter` ms when given), `lost` (no class with that code: `restart` when the server has restarted since
 * `since`, with classes in its memory only; `gone` otherwise) with `next`, the class its teacher started instead,
 * and `seat: 'gone'` (the class runs, but the seat is not in it: join it again).
 */
export interface Refusal {
  readonly ok: false;
  readonly error: string;
  readonly retry?: boolean;
  readonly retryAfter?: number;
  readonly lost?: 'restart' | 'gone';
  readonly next?: string;
  readonly seat?: 'gone';
}

/** What a page sends to be told whether its lost class was lost by a restart, and where its teacher went. */
interface Since {
  /** The class's `since` (StudentState, TeacherState). */
  readonly since?: number;
}
const since = (x: Record<string, unknown>): Since =>
  typeof x.since === 'number' && Number.isSafeInteger(x.since) && x.since > 0 ? { since: x.since } : {};

interface RejoinMessage extends Since {
  readonly code: string;
  readonly seat: string;
  readonly token: string;
  /** The class's follow tag (StudentState.follow). */
  readonly follow?: string;
}
export function checkRejoin(x: unknown): Checked<RejoinMessage> {
  if (!isObject(x)) return fail('Send the seat to take again.');
  const code = normalizeCode(x.code);
  if (!code || typeof x.seat !== 'string' || !SEAT.test(x.seat) || typeof x.token !== 'string' || !TOKEN.test(x.token))
    return fail('That seat cannot be taken again.');
  if (x.follow !== undefined && (typeof x.follow !== 'string' || !TOKEN.test(x.follow)))
    return fail('That seat cannot be taken again.');
  return {
    ok: true,
    value: { code, seat: x.seat, token: x.token, ...since(x), ...(x.follow ? { follow: x.follow } : {}) },
  };
}

interface AnswerMessage {
  readonly questionId: number;
  readonly move: string;
}
export function checkAnswer(x: unknown): Checked<AnswerMessage> {
  if (!isObject(x)) return fail('Send a move.');
  const { questionId, move } = x;
  if (typeof questionId !== 'number' || !Number.isSafeInteger(questionId) || questionId < 1)
    return fail('Which question?');
  if (!str(move, MOVE_MAX)) return fail('A move is at most 64 characters of move text.');
  return { ok: true, value: { questionId, move } };
}

/** The teacher's credentials, on every message that only the teacher may send. */
export interface TeacherAuth {
  readonly code: string;
  readonly token: string;
}
function checkAuth(x: unknown): Checked<TeacherAuth> {
  if (!isObject(x)) return fail('Not the teacher of this class.');
  const code = normalizeCode(x.code);
  if (!code || typeof x.token !== 'string' || !TOKEN.test(x.token)) return fail('Not the teacher of this class.');
  return { ok: true, value: { code, token: x.token } };
}
export const checkTeacher = checkAuth;

/** The teacher closing the class to new students, or opening it again. */
export function checkLock(x: unknown): Checked<TeacherAuth & { readonly locked: boolean }> {
  const auth = checkAuth(x);
  if (!auth.ok) return auth;
  const { locked } = x as Record<string, unknown>;
  return typeof locked === 'boolean' ? { ok: true, value: { ...auth.value, locked } } : fail('Lock or open the class?');
}

/** A teacher's page taking its class back (after a reload or a reconnection). */
export function checkResume(x: unknown): Checked<TeacherAuth & Since> {
  const auth = checkAuth(x);
  return auth.ok ? { ok: true, value: { ...auth.value, ...since(x as Record<string, unknown>) } } : auth;
}

interface AskMessage extends TeacherAuth {
  readonly variant: string;
  readonly position: string;
  readonly puzzleId?: string;
  /** A time limit in seconds, 10 to 600. */
  readonly seconds?: number;
  /** Instead of a position: a choice question (plain.cleanChoice). */
  readonly choice?: { readonly text: string; readonly choices: readonly string[]; readonly correct: number };
}
export function checkAsk(x: unknown): Checked<AskMessage> {
  const auth = checkAuth(x);
  if (!auth.ok) return auth;
  const m = x as Record<string, unknown>;
  if (!str(m.variant, ID_MAX)) return fail('Which variant?');
  const { seconds } = m;
  if (seconds !== undefined && !(Number.isInteger(seconds) && (seconds as number) >= 10 && (seconds as number) <= 600))
    return fail('A time limit is 10 to 600 seconds.');
  const timed = seconds === undefined ? {} : { seconds: seconds as number };
  if (m.choice !== undefined) {
    const choice = plain.cleanChoice(m.choice);
    if (!choice)
      return fail(
        `A choice question is a text of at most ${plain.QUESTION_MAX} characters, 2 to ${plain.CHOICES_MAX} different answers of at most ${plain.CHOICE_MAX}, and the right one's number.`,
      );
    return { ok: true, value: { ...auth.value, ...timed, variant: m.variant, position: '', choice } };
  }
  if (!str(m.position, POSITION_MAX)) return fail(`A position is 1 to ${POSITION_MAX} characters of text.`);
  if (m.puzzleId !== undefined && !str(m.puzzleId, ID_MAX)) return fail('Which puzzle?');
  return {
    ok: true,
    value: {
      ...auth.value,
      ...timed,
      variant: m.variant,
      position: m.position,
      ...(m.puzzleId === undefined ? {} : { puzzleId: m.puzzleId }),
    },
  };
}

interface StepMessage extends TeacherAuth {
  readonly step: Step;
}
export function checkStep(x: unknown): Checked<StepMessage> {
  const auth = checkAuth(x);
  if (!auth.ok) return auth;
  const m = x as Record<string, unknown>;
  const n = m.n;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 10_000) return fail('Which step?');
  const heading = plain.cleanHeading(m.heading);
  if (heading === undefined) return fail(`A step heading is text of at most ${HEADING_MAX} characters.`);
  const points = plain.cleanPoints(m.points);
  if (points === undefined)
    return fail(`A step's key points are at most ${plain.POINTS_MAX} texts of ${plain.POINT_MAX} characters.`);
  if (m.position !== undefined && !str(m.position, POSITION_MAX)) return fail('A step’s board is a position text.');
  const position = m.position as string | undefined;
  return {
    ok: true,
    value: {
      ...auth.value,
      step: { n, heading, ...(points.length ? { points } : {}), ...(position ? { position } : {}) },
    },
  };
}

interface CreateMessage {
  readonly variant: string;
  /** The teacher's lost class, whose students may follow to the new one. */
  readonly replaces?: TeacherAuth;
}
export function checkCreate(x: unknown): Checked<CreateMessage> {
  if (!isObject(x) || !str(x.variant, ID_MAX)) return fail('Which variant?');
  if (x.replaces === undefined) return { ok: true, value: { variant: x.variant } };
  const old = checkAuth(x.replaces);
  return old.ok ? { ok: true, value: { variant: x.variant, replaces: old.value } } : old;
}
