/**
 * What the pages that keep things in the browser (the play page's games, the path's progress) need of Web Storage,
 * and how a refusal is named. Pure, and free of the engine: the home page's progress imports it.
 */

/** What a page needs of a Web Storage object. */
export interface KeptStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageProblem = 'full' | 'blocked';

/** Names a storage exception: a full storage (quota) or any other refusal. */
export function problemOf(e: unknown): StorageProblem {
  const name = e && typeof e === 'object' && 'name' in e ? String((e as { name: unknown }).name) : '';
  const code = e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined;
  return /quota/i.test(name) || code === 22 || code === 1014 ? 'full' : 'blocked';
}
