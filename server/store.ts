/**
 * Where the live classes are kept: the Store interface, and the in-memory store of a single process (a sweep forgets
 * classes idle for IDLE_MS). redis-store.ts keeps the same records in Redis for several processes. No Socket.IO.
 * Every write changes one part of a class and nothing else, atomically (issue #45: a whole record read, changed and
 * written back undid a concurrent write): `ask` numbers the question and clears the reveal in one step, `step`
 * numbers the step, `reveal` is kept only for the current question, and an answer is stored only if its seat has
 * none yet for that question (`addAnswer` returns false otherwise): one answer per seat and question, whichever
 * process receives it.
 */
import type { Answer, Question, Reveal, Step } from './protocol';
import { IDLE_MS, NICKNAME_MAX } from './protocol';

/** What a class is when created; it never changes. */
export interface ClassRecord {
  readonly code: string;
  readonly variant: string;
  /** sha256 of the teacher's token (hex). */
  readonly teacherHash: string;
  /** What the students keep to follow the teacher to a new class if this one is lost (guard.ts, followTag). */
  readonly followTag: string;
  readonly created: number;
}

/** A class with what its teacher did last. */
export interface ClassMeta extends ClassRecord {
  readonly step?: Step;
  readonly question?: Question;
  readonly reveal?: Reveal;
  /** Closed to new students by the teacher. */
  readonly locked?: boolean;
}

export interface SeatRecord {
  readonly id: string;
  readonly nickname: string;
  /** sha256 of the seat's token (hex). */
  readonly tokenHash: string;
  readonly joined: number;
}

export type NewQuestion = Omit<Question, 'id'>;
export type NewStep = Omit<Step, 'seq'>;
/** A seat about to be taken: its nickname is chosen by `takeSeat`. */
export type NewSeat = Omit<SeatRecord, 'nickname'>;
/** What `takeSeat` did: the seat (`existing` when the device had it already), or why not. */
export type TakenSeat =
  | { readonly seat: SeatRecord; readonly existing: boolean }
  | 'no-class'
  | 'taken'
  /** The class is closed to new students and this browser has no seat in it. */
  | 'locked';

/** How many forms of one nickname a class tells apart ("Eve", "Eve 2", ... "Eve 100"). */
const NAME_CHOICES = 100;

/**
 * The names a student who typed `nickname` may get, in order: the nickname, then "nickname 2", "nickname 3", ...,
 * each cut so that it stays within NICKNAME_MAX characters (code points).
 */
export function nicknameChoices(nickname: string): string[] {
  const chars = [...nickname];
  const out = [nickname];
  for (let i = 2; i <= NAME_CHOICES; i++) {
    const suffix = ` ${i}`;
    out.push(
      `${chars
        .slice(0, NICKNAME_MAX - suffix.length)
        .join('')
        .trimEnd()}${suffix}`,
    );
  }
  return out;
}

/** Two nicknames are the same name when they differ only in case. */
export const nameKey = (nickname: string): string => nickname.toLowerCase();

export interface Store {
  /** Stores a new class; false when its code is taken. */
  create(record: ClassRecord): Promise<boolean>;
  meta(code: string): Promise<ClassMeta | undefined>;
  /** Asks the class: the question gets the next number and the reveal goes; undefined when there is no class. */
  ask(code: string, question: NewQuestion): Promise<Question | undefined>;
  /** The teacher's step, numbered (`seq`) in the order the store took them; undefined when there is no class. */
  step(code: string, step: NewStep): Promise<Step | undefined>;
  /** Keeps the reveal if its question is still the class's question; false otherwise. */
  reveal(code: string, reveal: Reveal): Promise<boolean>;
  /** Closes the class to new students, or opens it; false when there is no class. */
  lock(code: string, locked: boolean): Promise<boolean>;
  /**
   * Seats a student, atomically: when `device` (the hash of the browser's key for this class) already has a seat in
   * the class, that seat, its token hash replaced by `seat`'s (`existing`); otherwise `seat` under the first of `names`
   * that no seat of the class has (case aside). 'taken' when every name is; 'locked' when the class is closed to new
   * students and the device has no seat; 'no-class' when there is no class.
   */
  takeSeat(code: string, seat: NewSeat, names: readonly string[], device?: string): Promise<TakenSeat>;
  seat(code: string, id: string): Promise<SeatRecord | undefined>;
  seats(code: string): Promise<SeatRecord[]>;
  /** Stores the seat's answer to the question unless it has one; true when stored. */
  addAnswer(code: string, answer: Answer): Promise<boolean>;
  answer(code: string, questionId: number, seat: string): Promise<Answer | undefined>;
  answers(code: string, questionId: number): Promise<Answer[]>;
  /** Every answer of every question (the teacher's export). */
  allAnswers(code: string): Promise<Answer[]>;
  remove(code: string): Promise<void>;
  /** Records that the class `code` was lost and its teacher (known by `tag`) started `next` instead. */
  follow(code: string, tag: string, next: string): Promise<void>;
  /** The class the teacher of the lost class `code` started instead, if any. */
  next(code: string, tag: string): Promise<string | undefined>;
  /** How many classes are kept (a counter, not a scan). */
  count(): Promise<number>;
  close(): Promise<void>;
}

const MAX_FOLLOWS = 10_000;

interface MemoryClass {
  meta: ClassMeta;
  steps: number;
  seats: Map<string, SeatRecord>;
  /** The browsers' key hashes -> their seat ids, and the names taken (nameKey) -> seat ids. */
  devices: Map<string, string>;
  names: Map<string, string>;
  answers: Map<number, Map<string, Answer>>;
  touched: number;
}

/** One process's classes, in a Map; `sweep` (run every minute by `startSweeping`) forgets idle ones. */
export class MemoryStore implements Store {
  readonly #classes = new Map<string, MemoryClass>();
  /** Lost class and teacher's tag -> the teacher's new class (only after a restart: kept IDLE_MS, at most MAX_FOLLOWS). */
  readonly #follows = new Map<string, { next: string; at: number }>();
  readonly #now: () => number;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #get(code: string): MemoryClass | undefined {
    const c = this.#classes.get(code);
    if (!c) return undefined;
    if (this.#now() - c.touched > IDLE_MS) {
      this.#classes.delete(code);
      return undefined;
    }
    c.touched = this.#now();
    return c;
  }

  async create(record: ClassRecord) {
    if (this.#get(record.code)) return false;
    this.#classes.set(record.code, {
      meta: record,
      steps: 0,
      seats: new Map(),
      devices: new Map(),
      names: new Map(),
      answers: new Map(),
      touched: this.#now(),
    });
    return true;
  }
  async meta(code: string) {
    return this.#get(code)?.meta;
  }
  // Each write below runs without an await between its read and its write: atomic in one process.
  async ask(code: string, question: NewQuestion) {
    const c = this.#get(code);
    if (!c) return undefined;
    const { reveal: _r, ...rest } = c.meta;
    const q: Question = { id: (c.meta.question?.id ?? 0) + 1, ...question };
    c.meta = { ...rest, question: q };
    return q;
  }
  async step(code: string, step: NewStep) {
    const c = this.#get(code);
    if (!c) return undefined;
    const s: Step = { ...step, seq: ++c.steps };
    c.meta = { ...c.meta, step: s };
    return s;
  }
  async reveal(code: string, reveal: Reveal) {
    const c = this.#get(code);
    if (!c || c.meta.question?.id !== reveal.questionId) return false;
    c.meta = { ...c.meta, reveal };
    return true;
  }
  async lock(code: string, locked: boolean) {
    const c = this.#get(code);
    if (!c) return false;
    c.meta = { ...c.meta, locked };
    return true;
  }
  async takeSeat(code: string, seat: NewSeat, names: readonly string[], device?: string): Promise<TakenSeat> {
    const c = this.#get(code);
    if (!c) return 'no-class';
    const mine = device === undefined ? undefined : c.seats.get(c.devices.get(device) ?? '');
    if (mine) {
      const renewed = { ...mine, tokenHash: seat.tokenHash };
      c.seats.set(mine.id, renewed);
      return { seat: renewed, existing: true };
    }
    if (c.meta.locked) return 'locked';
    const nickname = names.find((n) => !c.names.has(nameKey(n)));
    if (nickname === undefined) return 'taken';
    const taken = { ...seat, nickname };
    c.names.set(nameKey(nickname), seat.id);
    c.seats.set(seat.id, taken);
    if (device !== undefined) c.devices.set(device, seat.id);
    return { seat: taken, existing: false };
  }
  async seat(code: string, id: string) {
    return this.#get(code)?.seats.get(id);
  }
  async seats(code: string) {
    return [...(this.#get(code)?.seats.values() ?? [])];
  }
  async addAnswer(code: string, answer: Answer) {
    const c = this.#get(code);
    if (!c) return false;
    let q = c.answers.get(answer.questionId);
    if (!q) c.answers.set(answer.questionId, (q = new Map()));
    if (q.has(answer.seat)) return false;
    q.set(answer.seat, answer);
    return true;
  }
  async answer(code: string, questionId: number, seat: string) {
    return this.#get(code)?.answers.get(questionId)?.get(seat);
  }
  async answers(code: string, questionId: number) {
    return [...(this.#get(code)?.answers.get(questionId)?.values() ?? [])];
  }
  async allAnswers(code: string) {
    const c = this.#get(code);
    return c ? [...c.answers.values()].flatMap((q) => [...q.values()]) : [];
  }
  async remove(code: string) {
    this.#classes.delete(code);
  }
  async follow(code: string, tag: string, next: string) {
    if (this.#follows.size >= MAX_FOLLOWS) this.#follows.delete(this.#follows.keys().next().value!);
    this.#follows.set(`${code}:${tag}`, { next, at: this.#now() });
  }
  async next(code: string, tag: string) {
    const f = this.#follows.get(`${code}:${tag}`);
    return f && this.#now() - f.at <= IDLE_MS ? f.next : undefined;
  }
  async count() {
    return this.#classes.size;
  }
  /** Forgets every class idle for longer than IDLE_MS; returns how many. */
  sweep(): number {
    for (const [k, f] of this.#follows) if (this.#now() - f.at > IDLE_MS) this.#follows.delete(k);
    let n = 0;
    for (const [code, c] of this.#classes)
      if (this.#now() - c.touched > IDLE_MS) {
        this.#classes.delete(code);
        n++;
      }
    return n;
  }
  startSweeping(everyMs = 60_000) {
    this.#timer ??= setInterval(() => this.sweep(), everyMs);
    this.#timer.unref();
  }
  async close() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
