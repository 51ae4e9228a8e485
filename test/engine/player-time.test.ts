/**
 * The play page's worker answers with a time limit at every strength, on the largest boards too: the search reads
 * the clock every few nodes and returns its last completed answer. How long it takes is not asserted here (a unit
 * test that fails because the machine is busy is a broken test): the speed budgets (scripts/speed-budget.ts, "the
 * worker answers on time") hold the same requests to LIMIT + 1 500 ms.
 */
import { describe, expect, it } from 'vitest';
import { answerRequest, STRENGTHS } from '@/engine';
import { pos } from './helpers';

const LIMIT = 300;

describe('the worker answers with a time limit', () => {
  it.each(STRENGTHS.flatMap((s) => ['panoply', 'lengthleaper', 'fullhouse'].map((id) => [s, id] as const)))(
    '%s in %s answers with a move',
    (strength, id) => {
      const r = answerRequest({ id: 1, variant: id, position: pos(id).toString(), strength, timeMs: LIMIT, seed: 1 });
      expect(r.ok).toBe(true);
      if (r.ok) expect(pos(id).parseMove(r.move).ok, r.move).toBe(true);
    },
  );
});
