/**
 * The live class's safety parts, without Socket.IO: join codes and secret tokens from the system's random source,
 * token hashes compared in constant time, the follow tag of a class and a token bucket per connection (messages).
 * limits.ts counts failures and new classes.
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

/**
 * What a class's students keep to follow its teacher to a new class if the class is lost (a restart without Redis):
 * derived from the teacher's secret token, so only that teacher can lead them (a student knows the tag, not the token).
 */
export const followTag = (code: string, token: string): string =>
  createHash('sha256').update(`follow ${code} ${token}`).digest('hex').slice(0, 32);

/**
 * What the store keeps of a browser's key in class `code` (the key itself is never kept, and the same browser is not
 * the same entry in two classes).
 */
export const deviceHash = (code: string, device: string): string =>
  createHash('sha256').update(`device ${code} ${device}`).digest('hex');

/** True when `token` hashes to `hash` (compared in constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
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
