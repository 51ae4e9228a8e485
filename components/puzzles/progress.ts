'use client';
/**
 * Puzzle progress, kept in this browser only (localStorage; nothing is sent anywhere). A puzzle is `solved`
 * (without help), `helped` (solved after a hint) or `seen` (the solution was shown). Survives reloads; shared by
 * every puzzle on the page and across tabs.
 */
import { useSyncExternalStore } from 'react';

type PuzzleStatus = 'solved' | 'helped' | 'seen';
type Progress = Readonly<Record<string, PuzzleStatus>>;

const PROGRESS_KEY = 'hexplore.puzzles.v1';
const STATUSES = new Set<string>(['solved', 'helped', 'seen']);
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Progress } = { raw: null, value: {} };

/** Reads stored progress; anything unreadable counts as no progress. */
function parseProgress(raw: string | null): Progress {
  if (!raw) return {};
  try {
    const j: unknown = JSON.parse(raw);
    if (!j || typeof j !== 'object' || Array.isArray(j)) return {};
    return Object.fromEntries(
      Object.entries(j).filter(([k, v]) => k.length < 100 && typeof v === 'string' && STATUSES.has(v)),
    ) as Progress;
  } catch {
    return {};
  }
}

function read(): Progress {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PROGRESS_KEY);
  } catch {
    raw = null; // storage blocked: progress lives for this page only
  }
  if (raw !== cache.raw) cache = { raw, value: parseProgress(raw) };
  return cache.value;
}

function write(p: Progress) {
  const raw = JSON.stringify(p);
  try {
    window.localStorage.setItem(PROGRESS_KEY, raw);
  } catch {
    /* storage blocked or full: keep it in memory */
  }
  cache = { raw, value: p };
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
