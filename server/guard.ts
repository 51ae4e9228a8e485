/**
 * The live class's safety parts, without Socket.IO: join codes and secret tokens from the system's random source,
 * token hashes compared in constant time, a fixed-window counter per address (join attempts) and a token bucket per
 * connection (messages).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from './protocol';

/** A join code: CODE_LENGTH symbols of the unambiguous alphabet (31^6, about 887 million codes). */
export function newCode(): string {
  let c = '';
  for (let i = 0; i < CODE_LENGTH; i++) c += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return c;
}

/** A secret: 128 random bits as 32 hex digits. */
export const newToken = (): string => randomBytes(16).toString('hex');
/** A seat's public id: 64 random bits as 16 hex digits. */
export const newSeatId = (): string => randomBytes(8).toString('hex');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** True when `token` hashes to `hash` (compared in constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** At most `limit` hits per key in each window of `windowMs`. */
export class WindowLimit {
  readonly #hits = new Map<string, { start: number; n: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; false when the key is over its limit in this window. */
  hit(key: string): boolean {
    const t = this.now();
    let w = this.#hits.get(key);
    if (!w || t - w.start >= this.windowMs) {
      if (this.#hits.size > 10_000) this.#prune(t);
      this.#hits.set(key, (w = { start: t, n: 0 }));
    }
    w.n++;
    return w.n <= this.limit;
  }

  /** True when the key is over its limit now (without counting). */
  blocked(key: string): boolean {
    const w = this.#hits.get(key);
    return !!w && this.now() - w.start < this.windowMs && w.n >= this.limit;
  }

  #prune(t: number) {
    for (const [k, w] of this.#hits) if (t - w.start >= this.windowMs) this.#hits.delete(k);
  }
}

/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export class Bucket {
  #tokens: number;
  #at: number;
  constructor(
    readonly burst: number,
    readonly perSecond: number,
    readonly now: () => number = Date.now,
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  take(): boolean {
    const t = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((t - this.#at) / 1000) * this.perSecond);
    this.#at = t;
    if (this.#tokens < 1) return false;
    this.#tokens--;
    return true;
  }
}
