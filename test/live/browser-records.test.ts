// @vitest-environment jsdom
/**
 * What a live page keeps in the browser (issue #44): the browser's key, made once and shared by its tabs, which a
 * student's join sends so that a closed tab opened again takes the same seat.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceKey } from '@/components/live/connection';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the browser’s key', () => {
  it('is 32 hex digits, made once and kept in localStorage (every tab reads the same)', () => {
    const key = deviceKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('hexplore-live-device') ?? '""')).toBe(key);
    expect(deviceKey()).toBe(key);
  });
  it('is made again when what is kept is not a key', () => {
    localStorage.setItem('hexplore-live-device', JSON.stringify('../not-a-key'));
    const key = deviceKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('hexplore-live-device') ?? '""')).toBe(key);
  });
});
