/**
 * Where the live classes are kept: the Store interface, and the in-memory store of a single process (a sweep forgets
 * classes idle for IDLE_MS). redis-store.ts keeps the same records in Redis for several processes. No Socket.IO.
 * An answer is stored only if its seat has none yet for that question (`addAnswer` returns false otherwise): one
 * answer per seat and question, whichever process receives it.
 */
import type { Answer, Question, Reveal, Step } from './protocol';
import { IDLE_MS } from './protocol';

export interface ClassMeta {
  readonly code: string;
  readonly variant: string;
  /** sha256 of the teacher's token (hex). */
  readonly teacherHash: string;
  readonly created: number;
  readonly step?: Step;
  readonly question?: Question;
  readonly reveal?: Reveal;
  readonly ended?: boolean;
}

export interface SeatRecord {
  readonly id: string;
  readonly nickname: string;
  /** sha256 of the seat's token (hex). */
  readonly tokenHash: string;
  readonly joined: number;
}

export interface Store {
  /** Stores a new class; false when its code is taken. */
  create(meta: ClassMeta): Promise<boolean>;
  meta(code: string): Promise<ClassMeta | undefined>;
  saveMeta(meta: ClassMeta): Promise<void>;
  addSeat(code: string, seat: SeatRecord): Promise<void>;
  seat(code: string, id: string): Promise<SeatRecord | undefined>;
  seats(code: string): Promise<SeatRecord[]>;
  /** Stores the seat's answer to the question unless it has one; true when stored. */
  addAnswer(code: string, answer: Answer): Promise<boolean>;
  answer(code: string, questionId: number, seat: string): Promise<Answer | undefined>;
  answers(code: string, questionId: number): Promise<Answer[]>;
  /** Every answer of every question (the teacher's export). */
  allAnswers(code: string): Promise<Answer[]>;
  remove(code: string): Promise<void>;
  /** How many classes are kept. */
  count(): Promise<number>;
  close(): Promise<void>;
}

interface MemoryClass {
  meta: ClassMeta;
  seats: Map<string, SeatRecord>;
  answers: Map<number, Map<string, Answer>>;
  touched: number;
}

/** One process's classes, in a Map; `sweep` (run every minute by `startSweeping`) forgets idle ones. */
export class MemoryStore implements Store {
  readonly #classes = new Map<string, MemoryClass>();
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

  async create(meta: ClassMeta) {
    if (this.#get(meta.code)) return false;
    this.#classes.set(meta.code, { meta, seats: new Map(), answers: new Map(), touched: this.#now() });
    return true;
  }
  async meta(code: string) {
    return this.#get(code)?.meta;
  }
  async saveMeta(meta: ClassMeta) {
    const c = this.#get(meta.code);
    if (c) c.meta = meta;
  }
  async addSeat(code: string, seat: SeatRecord) {
    this.#get(code)?.seats.set(seat.id, seat);
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
  async count() {
    this.sweep();
    return this.#classes.size;
  }
  /** Forgets every class idle for longer than IDLE_MS; returns how many. */
  sweep(): number {
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
