'use client';
/**
 * Puzzle progress, kept in this browser only (localStorage; nothing is sent anywhere). A puzzle is `solved`
 * (without help), `helped` (solved after a hint) or `seen` (the solution was shown). Survives reloads; shared by
 * every puzzle on the page and across tabs.
 */
import { useSyncExternalStore } from 'react';

export type PuzzleStatus = 'solved' | 'helped' | 'seen';
type Progress = Readonly<Record<string, PuzzleStatus>>;

const PROGRESS_KEY = 'hexplore.puzzles.v1';
const STATUSES = new Set<string>(['solved', 'helped', 'seen']);
const listeners = new Set<() => void>();

/** What is stored, read: the progress this page understands, and what it does not, kept as it was. */
interface StoredProgress {
  readonly value: Progress;
  /** Entries this page does not understand (another version's statuses, other keys), written back untouched. */
  readonly kept: Readonly<Record<string, unknown>>;
  /** The stored text when it is not a JSON object at all (written back under `KEPT_KEY` before replacing it). */
  readonly unreadable?: string;
}
/** Where unreadable stored progress is set aside, not deleted, before new progress is written. */
const KEPT_KEY = `${PROGRESS_KEY}.unread`;

let cache: { raw: string | null; stored: StoredProgress } = { raw: null, stored: { value: {}, kept: {} } };

/** Reads stored progress: what it understands, and the rest kept aside (never thrown away). */
export function readStoredProgress(raw: string | null): StoredProgress {
  if (!raw) return { value: {}, kept: {} };
  let j: unknown;
  try {
    j = JSON.parse(raw);
  } catch {
    return { value: {}, kept: {}, unreadable: raw };
  }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return { value: {}, kept: {}, unreadable: raw };
  const value: Record<string, PuzzleStatus> = {};
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(j)) {
    if (k.length < 100 && typeof v === 'string' && STATUSES.has(v)) value[k] = v as PuzzleStatus;
    else kept[k] = v;
  }
  return { value, kept };
}

/** Reads stored progress; anything it does not understand counts as no progress (and is kept, see above). */
export const parseProgress = (raw: string | null): Progress => readStoredProgress(raw).value;

/** How many stored entries the page ignored (an unreadable store counts as one), for the notice. */
export const ignoredCount = (s: StoredProgress): number => Object.keys(s.kept).length + (s.unreadable ? 1 : 0);

function readStored(): StoredProgress {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PROGRESS_KEY);
  } catch {
    raw = null; // storage blocked: progress lives for this page only
  }
  if (raw !== cache.raw) cache = { raw, stored: readStoredProgress(raw) };
  return cache.stored;
}
const read = (): Progress => readStored().value;

/** The text to store for `p`, with the entries this page did not understand put back as they were. */
export const progressText = (p: Progress, s: StoredProgress): string => JSON.stringify({ ...s.kept, ...p });

function write(p: Progress) {
  const s = readStored();
  const raw = progressText(p, s);
  try {
    if (s.unreadable !== undefined && window.localStorage.getItem(KEPT_KEY) === null)
      window.localStorage.setItem(KEPT_KEY, s.unreadable);
    window.localStorage.setItem(PROGRESS_KEY, raw);
  } catch {
    /* storage blocked or full: keep it in memory */
  }
  cache = { raw, stored: { value: p, kept: s.kept } };
  for (const l of listeners) l();
}

/** A better result replaces a worse one, never the other way round. */
const RANK: Record<PuzzleStatus, number> = { seen: 0, helped: 1, solved: 2 };
function merged(old: PuzzleStatus | undefined, now: PuzzleStatus): PuzzleStatus {
  return old && RANK[old] >= RANK[now] ? old : now;
}

export function recordPuzzle(id: string, status: PuzzleStatus) {
  const p = read();
  const next = merged(p[id], status);
  if (p[id] !== next) write({ ...p, [id]: next });
}

/** Forgets the progress of these puzzles. */
export function resetPuzzles(ids: readonly string[]) {
  const p = { ...read() };
  for (const id of ids) delete p[id];
  write(p);
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === PROGRESS_KEY && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: Progress = {};
/** The stored progress (empty while rendering on the server). */
export const useProgress = (): Progress => useSyncExternalStore(subscribe, read, () => EMPTY);
/** How many stored entries this page ignored (0 while rendering on the server). */
export const useIgnoredProgress = (): number =>
  useSyncExternalStore(
    subscribe,
    () => ignoredCount(readStored()),
    () => 0,
  );
