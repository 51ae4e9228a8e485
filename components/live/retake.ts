/**
 * What a live page does with the server's answer when it takes its seat (or its class) back after a reload or a
 * reconnection (issue #45: a refusal deleted the seat and showed nothing). Pure: no React, no Socket.IO, so the
 * live tests' simulated students (test/live/harness.mjs) follow the same rules as the pages.
 *   - back in: the state the server sent;
 *   - `wait`: the server could not answer now (no answer in time, its store slow, too busy): send again after a
 *     delay that grows with each attempt, with jitter, so that a room of phones does not come back all at once;
 *   - `seat-gone`: the class runs but the seat is not in it: join again with the same nickname;
 *   - `lost`: there is no class with that code: lost by a restart (`restart`) or ended or forgotten (`gone`); `next`
 *     is the class the teacher started instead, when known;
 *   - `refused`: anything else, shown as it is, with one action to try again.
 */
import type { Refusal } from '@/server/protocol';

/** A refusal as the server sends it (server/protocol.ts), or a page's own when the server did not answer. */
export type RefusalLike = Refusal;

export type Retake =
  | { readonly kind: 'wait'; readonly ms: number; readonly error: string }
  | { readonly kind: 'seat-gone'; readonly error: string }
  | { readonly kind: 'lost'; readonly why: 'restart' | 'gone'; readonly next?: string; readonly error: string }
  | { readonly kind: 'refused'; readonly error: string };

/** The first delay before sending again, and the longest. */
const BASE_MS = 500;
const MAX_MS = 15_000;

/**
 * The delay before the `attempt`-th retry (0, 1, 2, ...): BASE_MS doubling to MAX_MS, then a random point in its upper
 * half ("equal jitter"), never below what the server asked for (`retryAfter`).
 */
export function backoff(attempt: number, random: () => number = Math.random, retryAfter = 0): number {
  const cap = Math.min(MAX_MS, BASE_MS * 2 ** Math.min(20, attempt));
  return Math.max(retryAfter, Math.round(cap / 2 + (random() * cap) / 2));
}

/** What to do after a refusal of the `attempt`-th try (0 for the first). */
export function retake(r: RefusalLike, attempt: number, random: () => number = Math.random): Retake {
  if (r.lost) return { kind: 'lost', why: r.lost, ...(r.next ? { next: r.next } : {}), error: r.error };
  if (r.seat === 'gone') return { kind: 'seat-gone', error: r.error };
  if (r.retry) return { kind: 'wait', ms: backoff(attempt, random, r.retryAfter), error: r.error };
  return { kind: 'refused', error: r.error };
}

/** A page's own refusal when the server did not acknowledge a message in time: to be sent again. */
export const NO_ANSWER: RefusalLike = {
  ok: false,
  error: 'The server did not answer: check the connection.',
  retry: true,
};
