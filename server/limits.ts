/**
 * The live class's limits that stop attackers, not schools (issue #45). A school's phones share one address, so no
 * limit here counts a class's honest traffic by address alone:
 *   - wrong join codes and wrong tokens are counted per socket, per guessed code and per address (past a hundred in
 *     ten minutes: more than a school's typos); past a few, the refusal is held back for a growing delay
 *     (`failureDelay`), and a socket sends one message at a time (live.ts), so one socket can guess only slowly. A
 *     right code or a right token is checked and answered at once, from any address; a page taking its seat or class
 *     back after a restart (the first such attempt of a socket) is not counted;
 *   - new classes are counted per address (an hour's window; a school's teachers start a few) and refused while the
 *     process is loaded (`LoadMeter`: the event loop's lag, the proofs waiting) or keeps too many classes.
 * Counters that outlive a socket are kept in Redis when the classes are (`RedisCounters`), so that every process
 * counts the same hits. No Socket.IO here.
 */
import type { RedisClientType } from 'redis';

/** Counters in fixed windows, shared by the processes when kept in Redis. */
export interface Counters {
  /** Adds one to `key` and returns its count in the window that began with its first hit (`windowMs` long). */
  hit(key: string, windowMs: number): Promise<number>;
}

/** One process's counters (at most `max` keys: the oldest windows go first). */
export class MemoryCounters implements Counters {
  readonly #hits = new Map<string, { start: number; n: number; windowMs: number }>();
  constructor(
    readonly now: () => number = Date.now,
    readonly max = 100_000,
  ) {}

  async hit(key: string, windowMs: number) {
    const t = this.now();
    let w = this.#hits.get(key);
    if (!w || t - w.start >= w.windowMs) {
      this.#hits.delete(key);
      if (this.#hits.size >= this.max) this.#prune(t);
      this.#hits.set(key, (w = { start: t, n: 0, windowMs }));
    }
    return ++w.n;
  }

  #prune(t: number) {
    for (const [k, w] of this.#hits) if (t - w.start >= w.windowMs) this.#hits.delete(k);
    while (this.#hits.size >= this.max) this.#hits.delete(this.#hits.keys().next().value!);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: node-redis's client type is generic over modules and RESP versions
type Client = RedisClientType<any, any, any, any, any>;

/** The counters in Redis (`hx:live2:n:<key>`, INCR with an expiry set by the first hit), one round trip a hit. */
export class RedisCounters implements Counters {
  readonly #r: Client;
  constructor(client: Client) {
    this.#r = client;
  }
  async hit(key: string, windowMs: number) {
    const k = `hx:live2:n:${key}`;
    const [n] = await this.#r.multi().incr(k).pExpire(k, windowMs, 'NX').exec();
    return Number(n);
  }
}

/**
 * How long a refusal after the `n`-th failure is held back: nothing for the first `free`, then `baseMs` doubling with
 * each failure, at most `maxMs`.
 */
export function failureDelay(n: number, free: number, baseMs: number, maxMs: number): number {
  if (n <= free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, n - free - 1));
}

/** Failures of one socket: 3 free, then 0.5 s doubling to 30 s. */
export const socketDelay = (n: number) => failureDelay(n, 3, 500, 30_000);
/** Failures on one guessed code, from anywhere in 10 minutes: 10 free, then 0.25 s doubling to 5 s. */
export const codeDelay = (n: number) => failureDelay(n, 10, 250, 5_000);
const CODE_WINDOW_MS = 10 * 60_000;
/**
 * Failures from one address (addressKey; a school's phones share one), in 10 minutes: 100 free, then 1 s doubling to
 * 30 s. Without it a new socket every third guess went round the socket's delay: 3 400 wrong codes a second from one
 * address (issue #45's adversarial run); held back, at most its 1 000 connections wait at once.
 */
export const addressDelay = (n: number) => failureDelay(n, 100, 1000, 30_000);

/**
 * How long the refusal of a socket's `failures`-th wrong code or token is held back: the largest of the socket's
 * delay, the guessed code's (`code`, from anywhere) and the address's (over all its sockets).
 */
export async function failureHold(counters: Counters, failures: number, code: string | undefined, address: string) {
  const [onCode, onAddress] = await Promise.all([
    code ? counters.hit(`fail:${code}`, CODE_WINDOW_MS) : 0,
    counters.hit(`fail@${address}`, CODE_WINDOW_MS),
  ]);
  return Math.max(socketDelay(failures), codeDelay(onCode), addressDelay(onAddress));
}

/** A socket past this many failures is disconnected. */
export const MAX_SOCKET_FAILURES = 50;

/**
 * How loaded the process is: the event loop's lag (a timer every 100 ms that fires late), the largest of the last
 * two seconds.
 */
export class LoadMeter {
  #lag = [0, 0];
  #at = performance.now();
  #slot = 0;
  readonly #timer: ReturnType<typeof setInterval>;
  constructor() {
    let ticks = 0;
    this.#timer = setInterval(() => {
      const t = performance.now();
      const late = t - this.#at - 100;
      this.#at = t;
      if (++ticks % 10 === 0) this.#lag[(this.#slot = 1 - this.#slot)] = 0;
      this.#lag[this.#slot] = Math.max(this.#lag[this.#slot]!, late);
    }, 100);
    this.#timer.unref();
  }
  /** The largest lag of the event loop in the last one to two seconds, in ms. */
  get lagMs() {
    return Math.max(...this.#lag);
  }
  stop() {
    clearInterval(this.#timer);
  }
}
