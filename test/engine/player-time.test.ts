/**
 * The play page's worker answers within its time at every strength, on the largest boards too: the search reads
 * the clock every few nodes and returns its last completed answer.
 */
import { describe, expect, it } from 'vitest';
import { answerRequest, STRENGTHS } from '@/engine';
import { pos } from './helpers';

const LIMIT = 300;
/** Slack for a shared, busy machine: the clock is read every 32 nodes, and parsing and set-up come first. */
const SLACK = 1500;

describe('the worker answers on time', () => {
  it.each(STRENGTHS.flatMap((s) => ['panoply', 'lengthleaper', 'fullhouse'].map((id) => [s, id] as const)))(
    '%s in %s within its time',
    (strength, id) => {
      const t = performance.now();
      const r = answerRequest({ id: 1, variant: id, position: pos(id).toString(), strength, timeMs: LIMIT, seed: 1 });
      const took = performance.now() - t;
      expect(r.ok).toBe(true);
      expect(took).toBeLessThan(LIMIT + SLACK);
    },
  );
});
