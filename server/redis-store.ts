/**
 * The live classes in Redis, shared by every server process of the site (REDIS_URL). Keys, each expiring IDLE_MS
 * after the class's last write:
 *   hx:live2:<code>            hash: `class` (JSON of ClassRecord, written with HSETNX: the code is taken once),
 *                              `q` (the current question's number) and `question`, `reveal`, `sv` (the step's
 *                              number) and `step`, `locked` ('1' when closed to new students): each written by its
 *                              own command or script, so that an ask, a
 *                              step and a reveal never undo each other (issue #45)
 *   hx:live2:<code>:seats      hash seat id -> JSON of SeatRecord
 *   hx:live2:<code>:devices    hash browser key hash -> seat id (a browser takes its seat again)
 *   hx:live2:<code>:names      hash nickname in lower case -> seat id (no two seats share a name)
 *   hx:live2:<code>:a:<q>      hash seat id -> JSON of Answer, written with HSETNX (one answer per seat and question)
 *   hx:live2:<code>:next:<tag> the class its teacher started after this one was lost
 *   hx:live2:classes           sorted set code -> when the class expires (ms): the count of classes without a scan
 * The keys of issue #35 (`hx:live:<code>`, one JSON record) are not read. No Socket.IO here; the adapter
 * (server/live.ts) carries the messages.
 */
import type { RedisClientType } from 'redis';
import type { Answer, Question, Reveal, Step } from './protocol';
import { IDLE_MS } from './protocol';
import {
  type ClassMeta,
  type ClassRecord,
  type NewQuestion,
  type NewSeat,
  type NewStep,
  nameKey,
  type SeatRecord,
  type Store,
  type TakenSeat,
} from './store';

const TTL_S = Math.round(IDLE_MS / 1000);
const P = 'hx:live2:';
const key = (code: string) => `${P}${code}`;
const seatsKey = (code: string) => `${P}${code}:seats`;
const devicesKey = (code: string) => `${P}${code}:devices`;
const namesKey = (code: string) => `${P}${code}:names`;
const answersKey = (code: string, q: number) => `${P}${code}:a:${q}`;
const nextKey = (code: string, tag: string) => `${P}${code}:next:${tag}`;
const CLASSES = `${P}classes`;

// biome-ignore lint/suspicious/noExplicitAny: node-redis's client type is generic over modules and RESP versions
type Client = RedisClientType<any, any, any, any, any>;

const parse = <T>(s: string | null | undefined): T | undefined => (s ? (JSON.parse(s) as T) : undefined);

/**
 * A numbered write to a class that exists: KEYS[1] the class, ARGV[1] the counter field, ARGV[2] the field, ARGV[3]
 * its JSON, ARGV[4] a field to delete (or ''), ARGV[5] the expiry in seconds. Returns the new number, or false.
 */
const NUMBERED = `
if redis.call('HEXISTS', KEYS[1], 'class') == 0 then return false end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
if ARGV[4] ~= '' then redis.call('HDEL', KEYS[1], ARGV[4]) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
return n`;

/** The reveal (ARGV[1]) of question ARGV[2], kept only while that is the class's question. Returns 1 or 0. */
const REVEAL = `
if redis.call('HGET', KEYS[1], 'q') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'reveal', ARGV[1])
return 1`;

/**
 * A seat taken (Store.takeSeat): KEYS the class, its seats, devices and names; ARGV[1] the device's hash or '',
 * ARGV[2] the new seat's JSON without its nickname, ARGV[3] the expiry in seconds, then pairs of a name's key and the
 * name. Returns {'old' or 'new', the seat's JSON}, {'taken'}, {'locked'} (closed to new students) or {'no-class'}.
 */
const TAKE_SEAT = `
if redis.call('HEXISTS', KEYS[1], 'class') == 0 then return {'no-class'} end
if ARGV[1] ~= '' then
  local id = redis.call('HGET', KEYS[3], ARGV[1])
  local old = id and redis.call('HGET', KEYS[2], id)
  if old then
    local seat = cjson.decode(old)
    seat.tokenHash = cjson.decode(ARGV[2]).tokenHash
    local json = cjson.encode(seat)
    redis.call('HSET', KEYS[2], id, json)
    return {'old', json}
  end
end
if redis.call('HGET', KEYS[1], 'locked') == '1' then return {'locked'} end
local seat = cjson.decode(ARGV[2])
for i = 4, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[4], ARGV[i], seat.id) == 1 then
    seat.nickname = ARGV[i + 1]
    local json = cjson.encode(seat)
    redis.call('HSET', KEYS[2], seat.id, json)
    if ARGV[1] ~= '' then redis.call('HSET', KEYS[3], ARGV[1], seat.id) end
    for k = 2, 4 do redis.call('EXPIRE', KEYS[k], ARGV[3]) end
    return {'new', json}
  end
end
return {'taken'}`;

/** The teacher's lock (Store.lock): KEYS the class; ARGV[1] '1' or '0'. Returns 1, or 0 when there is no class. */
const LOCK = `
if redis.call('HEXISTS', KEYS[1], 'class') == 0 then return 0 end
redis.call('HSET', KEYS[1], 'locked', ARGV[1])
return 1`;

export class RedisStore implements Store {
  readonly #r: Client;
  readonly #now: () => number;
  constructor(client: Client, now: () => number = Date.now) {
    this.#r = client;
    this.#now = now;
  }

  /** Pushes the expiry of the class's keys IDLE_MS ahead (every write does), and its entry in the count. */
  async #touch(code: string, q?: number) {
    const m = this.#r
      .multi()
      .expire(key(code), TTL_S)
      .expire(seatsKey(code), TTL_S)
      .expire(devicesKey(code), TTL_S)
      .expire(namesKey(code), TTL_S)
      .zAdd(CLASSES, { score: this.#now() + IDLE_MS, value: code }, { XX: true } as never);
    if (q !== undefined) m.expire(answersKey(code, q), TTL_S);
    await m.exec();
  }

  async create(record: ClassRecord) {
    const [taken] = await this.#r
      .multi()
      .hSetNX(key(record.code), 'class', JSON.stringify(record))
      .expire(key(record.code), TTL_S)
      .zAdd(CLASSES, { score: this.#now() + IDLE_MS, value: record.code })
      .exec();
    return Number(taken) === 1;
  }
  async meta(code: string): Promise<ClassMeta | undefined> {
    const h = (await this.#r.hGetAll(key(code))) as Record<string, string>;
    const record = parse<ClassRecord>(h.class);
    if (!record) return undefined;
    const question = parse<NewQuestion>(h.question);
    const step = parse<NewStep>(h.step);
    const reveal = parse<Reveal>(h.reveal);
    return {
      ...record,
      ...(question ? { question: { id: Number(h.q), ...question } } : {}),
      ...(step ? { step: { ...step, seq: Number(h.sv) } } : {}),
      ...(reveal && reveal.questionId === Number(h.q) ? { reveal } : {}),
      ...(h.locked === '1' ? { locked: true } : {}),
    };
  }
  async #numbered(code: string, counter: string, field: string, json: string, drop: string) {
    const n = await this.#r.eval(NUMBERED, {
      keys: [key(code)],
      arguments: [counter, field, json, drop, String(TTL_S)],
    });
    return typeof n === 'number' ? n : undefined;
  }
  async ask(code: string, question: NewQuestion): Promise<Question | undefined> {
    const id = await this.#numbered(code, 'q', 'question', JSON.stringify(question), 'reveal');
    if (id === undefined) return undefined;
    await this.#touch(code, id);
    return { id, ...question };
  }
  async step(code: string, step: NewStep): Promise<Step | undefined> {
    const seq = await this.#numbered(code, 'sv', 'step', JSON.stringify(step), '');
    if (seq === undefined) return undefined;
    await this.#touch(code);
    return { ...step, seq };
  }
  async reveal(code: string, reveal: Reveal) {
    const r = await this.#r.eval(REVEAL, {
      keys: [key(code)],
      arguments: [JSON.stringify(reveal), String(reveal.questionId)],
    });
    return Number(r) === 1;
  }
  async lock(code: string, locked: boolean) {
    const r = await this.#r.eval(LOCK, { keys: [key(code)], arguments: [locked ? '1' : '0'] });
    if (Number(r) !== 1) return false;
    await this.#touch(code);
    return true;
  }
  async takeSeat(code: string, seat: NewSeat, names: readonly string[], device?: string): Promise<TakenSeat> {
    const r = (await this.#r.eval(TAKE_SEAT, {
      keys: [key(code), seatsKey(code), devicesKey(code), namesKey(code)],
      arguments: [device ?? '', JSON.stringify(seat), String(TTL_S), ...names.flatMap((n) => [nameKey(n), n])],
    })) as string[];
    if (r[0] === 'no-class' || r[0] === 'taken' || r[0] === 'locked') return r[0];
    await this.#touch(code);
    return { seat: JSON.parse(r[1]!) as SeatRecord, existing: r[0] === 'old' };
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
    const keys = [key(code), seatsKey(code), devicesKey(code), namesKey(code)];
    for (let q = 1; q <= last; q++) keys.push(answersKey(code, q));
    await this.#r.multi().del(keys).zRem(CLASSES, code).exec();
  }
  async follow(code: string, tag: string, next: string) {
    await this.#r.set(nextKey(code, tag), next, { EX: TTL_S } as never);
  }
  async next(code: string, tag: string) {
    return ((await this.#r.get(nextKey(code, tag))) as string | null) ?? undefined;
  }
  async count() {
    const now = this.#now();
    // The expired entries go first (a few at a time: their classes' keys have expired), then the rest is counted.
    const [, n] = await this.#r.multi().zRemRangeByScore(CLASSES, '-inf', now).zCount(CLASSES, now, '+inf').exec();
    return Number(n);
  }
  async close() {
    await this.#r.quit();
  }
}
