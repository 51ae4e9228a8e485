/** components/live/batch.ts: a burst of events becomes one flush; the next burst another. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batcher } from '@/components/live/batch';

describe('batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('hands a burst to one flush, in order, after the window; then starts a new batch', () => {
    const flushed: number[][] = [];
    const add = batcher<number>((b) => flushed.push(b), 100);
    for (let i = 0; i < 2900; i++) add(i);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(99);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed.length).toBe(1);
    expect(flushed[0]).toEqual(Array.from({ length: 2900 }, (_, i) => i));
    add(7);
    add(8);
    vi.advanceTimersByTime(100);
    expect(flushed).toEqual([flushed[0], [7, 8]]);
  });
});
