/**
 * The live classes in Redis, shared by every server process of the site (REDIS_URL). Keys, each expiring IDLE_MS
 * after the class's last write:
 *   hx:live:<code>             the class (JSON of ClassMeta), created with SET NX
 *   hx:live:<code>:seats       hash seat id -> JSON of SeatRecord
 *   hx:live:<code>:a:<q>       hash seat id -> JSON of Answer, written with HSETNX (one answer per seat and question)
 * No Socket.IO here; the adapter (server/live.ts) carries the messages.
 */
import type { RedisClientType } from 'redis';
import type { Answer } from './protocol';
import { IDLE_MS } from './protocol';
import type { ClassMeta, SeatRecord, Store } from './store';

const TTL_S = Math.round(IDLE_MS / 1000);
const key = (code: string) => `hx:live:${code}`;
const seatsKey = (code: string) => `hx:live:${code}:seats`;
const answersKey = (code: string, q: number) => `hx:live:${code}:a:${q}`;

// biome-ignore lint/suspicious/noExplicitAny: node-redis's client type is generic over modules and RESP versions
type Client = RedisClientType<any, any, any, any, any>;

const parse = <T>(s: string | null | undefined): T | undefined => (s ? (JSON.parse(s) as T) : undefined);

export class RedisStore implements Store {
  readonly #r: Client;
  constructor(client: Client) {
    this.#r = client;
  }

  /** Pushes the expiry of the class's keys IDLE_MS ahead (every write does). */
  async #touch(code: string, q?: number) {
    const m = this.#r.multi().expire(key(code), TTL_S).expire(seatsKey(code), TTL_S);
    if (q !== undefined) m.expire(answersKey(code, q), TTL_S);
    await m.exec();
  }

  async create(meta: ClassMeta) {
    const r = await this.#r.set(key(meta.code), JSON.stringify(meta), { NX: true, EX: TTL_S } as never);
    return r === 'OK';
  }
  async meta(code: string) {
    return parse<ClassMeta>((await this.#r.get(key(code))) as string | null);
  }
  async saveMeta(meta: ClassMeta) {
    await this.#r.set(key(meta.code), JSON.stringify(meta), { XX: true, EX: TTL_S } as never);
    await this.#touch(meta.code, meta.question?.id);
  }
  async addSeat(code: string, seat: SeatRecord) {
    await this.#r.hSet(seatsKey(code), seat.id, JSON.stringify(seat));
    await this.#touch(code);
  }
  async seat(code: string, id: string) {
    return parse<SeatRecord>((await this.#r.hGet(seatsKey(code), id)) as string | null);
  }
  async seats(code: string) {
    const all = (await this.#r.hGetAll(seatsKey(code))) as Record<string, string>;
    return Object.values(all).map((s) => JSON.parse(s) as SeatRecord);
  }
  async addAnswer(code: string, answer: Answer) {
    const k = answersKey(code, answer.questionId);
    // One round trip: the answer unless the seat has one, and the expiry pushed ahead.
    const [stored] = await this.#r.multi().hSetNX(k, answer.seat, JSON.stringify(answer)).expire(k, TTL_S).exec();
    return Number(stored) === 1;
  }
  async answer(code: string, questionId: number, seat: string) {
    return parse<Answer>((await this.#r.hGet(answersKey(code, questionId), seat)) as string | null);
  }
  async answers(code: string, questionId: number) {
    const all = (await this.#r.hGetAll(answersKey(code, questionId))) as Record<string, string>;
    return Object.values(all).map((s) => JSON.parse(s) as Answer);
  }
  async allAnswers(code: string) {
    const last = (await this.meta(code))?.question?.id ?? 0;
    const out: Answer[] = [];
    for (let q = 1; q <= last; q++) out.push(...(await this.answers(code, q)));
    return out;
  }
  async remove(code: string) {
    const last = (await this.meta(code))?.question?.id ?? 0;
    const keys = [key(code), seatsKey(code)];
    for (let q = 1; q <= last; q++) keys.push(answersKey(code, q));
    await this.#r.del(keys);
  }
  async count() {
    let n = 0;
    for await (const keys of this.#r.scanIterator({ MATCH: 'hx:live:??????', COUNT: 1000 })) {
      n += Array.isArray(keys) ? keys.length : 1;
    }
    return n;
  }
  async close() {
    await this.#r.quit();
  }
}
