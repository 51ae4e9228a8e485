import { describe, expect, test } from 'vitest';
import type { KeptStorage } from '@/components/webStorage';
import { progressKeys, variantPath } from '@/components/learn/variantPath';
import { VARIANT_IDS } from '@/engine';
import {
  packKeys,
  unpackKeys,
  EMPTY_PROGRESS,
  learnStorageKey,
  parseLearnProgress,
  readLearn,
  resetLearn,
  summarize,
  summaryWords,
  withDone,
  withSeen,
  writeLearn,
} from '@/components/learn/progress';

// A lesson path's progress kept in the browser (components/learn/progress.ts), with a Map for the storage.

/** A storage over a Map; `full` makes every write throw a quota error, `blocked` every call a security error. */
function storage(opts: { full?: boolean; blocked?: boolean } = {}): KeptStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const deny = () => {
    if (opts.blocked) throw Object.assign(new Error('denied'), { name: 'SecurityError' });
  };
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => {
      deny();
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      deny();
      if (opts.full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      map.set(k, v);
    },
    removeItem: (k) => {
      deny();
      map.delete(k);
    },
  };
}

describe('the path’s progress', () => {
  test('steps seen, the last step, and the fewest moves of each exercise', () => {
    let p = withSeen(EMPTY_PROGRESS, 'board.1');
    p = withSeen(p, 'board.2');
    p = withSeen(p, 'board.1');
    expect(p).toEqual({ seen: ['board.1', 'board.2'], done: {}, last: 'board.1' });
    p = withDone(p, 'rook-1', 4);
    p = withDone(p, 'rook-1', 3);
    expect(withDone(p, 'rook-1', 5)).toBe(p);
    expect(p.done).toEqual({ 'rook-1': 3 });
  });

  test('is summed against the path as it is now, in words for the home page', () => {
    const p = { seen: ['a.1', 'a.2', 'gone.1'], done: { 'x-1': 2, old: 1 }, last: 'a.2' };
    const s = summarize(p, ['a.1', 'a.2', 'a.3', 'q.1'], ['x-1', 'x-2']);
    expect(s).toEqual({ seen: 2, steps: 4, solved: 1, exercises: 2 });
    expect(summaryWords(s)).toBe('2 of 4 steps, 1 of 2 exercises');
    expect(summaryWords({ ...s, exercises: 0 })).toBe('2 of 4 steps');
  });

  test('round-trips through the storage under a versioned key per variant', () => {
    const st = storage();
    const p = withDone(withSeen(EMPTY_PROGRESS, 'pawns.1'), 'pawn-1', 2);
    expect(writeLearn(st, 'peanut', p)).toEqual({ ok: true });
    expect(learnStorageKey('peanut')).toBe('hexplore.learn.v1.peanut');
    expect(readLearn(st, 'peanut').value).toEqual(p);
    expect(readLearn(st, 'panoply').value).toEqual(EMPTY_PROGRESS);
    expect(resetLearn(st, 'peanut')).toEqual({ ok: true });
    expect(readLearn(st, 'peanut').value).toEqual(EMPTY_PROGRESS);
  });

  test('a stored text it cannot read counts as none and is set aside, not thrown away', () => {
    for (const raw of ['{not json', '[1,2]', '"text"', '{"seen":"x","done":{}}', '{"seen":[]}'])
      expect(parseLearnProgress(raw)).toEqual({ value: EMPTY_PROGRESS, unread: raw });
    // What it can read of a good shape is kept; bad entries are left out.
    expect(parseLearnProgress('{"seen":["a.1",3,"a.1","<b>"],"done":{"x":2,"y":-1,"z":"3"},"last":7}')).toEqual({
      value: { seen: ['a.1'], done: { x: 2 } },
    });
    const st = storage();
    st.map.set('hexplore.learn.v1.peanut', 'foreign');
    expect(readLearn(st, 'peanut')).toEqual({ value: EMPTY_PROGRESS, unread: 'foreign' });
    writeLearn(st, 'peanut', withSeen(EMPTY_PROGRESS, 'a.1'));
    expect(st.map.get('hexplore.learn.v1.peanut.unread')).toBe('foreign');
    expect(readLearn(st, 'peanut').value.seen).toEqual(['a.1']);
  });

  test('a full or blocked storage is reported, never thrown', () => {
    const p = withSeen(EMPTY_PROGRESS, 'a.1');
    expect(writeLearn(storage({ full: true }), 'peanut', p)).toEqual({ ok: false, problem: 'full' });
    expect(writeLearn(storage({ blocked: true }), 'peanut', p)).toEqual({ ok: false, problem: 'blocked' });
    expect(writeLearn(undefined, 'peanut', p)).toEqual({ ok: false, problem: 'blocked' });
    expect(readLearn(storage({ blocked: true }), 'peanut').value).toEqual(EMPTY_PROGRESS);
    expect(resetLearn(storage({ blocked: true }), 'peanut')).toEqual({ ok: false, problem: 'blocked' });
  });
});

describe('the keys the variant lists carry', () => {
  test('a run of numbered keys packs to one token and unpacks to the same list', () => {
    const keys = ['opening.1', 'the-board.1', 'the-board.2', 'the-board.3', 'q.2', 'rook-1', 'rook-2', 'king', 'x.1'];
    expect(packKeys(keys)).toBe('opening.1 the-board.*3 q.2 rook-*2 king x.1');
    expect(unpackKeys(packKeys(keys))).toEqual(keys);
    expect(unpackKeys(packKeys([]))).toEqual([]);
  });
  test('every path’s keys survive the round trip', () => {
    for (const id of VARIANT_IDS) {
      const { steps, exercises } = progressKeys(variantPath(id).plan);
      expect(unpackKeys(packKeys(steps))).toEqual(steps);
      expect(unpackKeys(packKeys(exercises))).toEqual(exercises);
    }
  });
});
