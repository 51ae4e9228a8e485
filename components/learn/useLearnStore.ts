'use client';
/**
 * The path's progress in this browser (progress.ts) as React state: read once the page runs in the browser (nothing
 * on the server), kept again on every change, followed across tabs (the `storage` event), with the storage's refusal
 * (full, blocked) or an unreadable stored text reported for a notice.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { KeptStorage, StorageProblem } from '@/components/webStorage';
import {
  EMPTY_PROGRESS,
  learnStorageKey,
  readLearn,
  resetLearn,
  summarize,
  writeLearn,
  type LearnProgress,
  type LearnSummary,
} from './progress';

/** The page's localStorage, or undefined where the browser blocks it. */
function pageStorage(): KeptStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Follows one variant's stored progress (undefined on the server and before the first read). */
function useStored(variant: string): string | null | undefined {
  const subscribe = useCallback(
    (l: () => void) => {
      const on = (e: StorageEvent) => (e.key === null || e.key === learnStorageKey(variant)) && l();
      window.addEventListener('storage', on);
      window.addEventListener('hexplore-learn', l);
      return () => {
        window.removeEventListener('storage', on);
        window.removeEventListener('hexplore-learn', l);
      };
    },
    [variant],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return pageStorage()?.getItem(learnStorageKey(variant)) ?? null;
      } catch {
        return null;
      }
    },
    () => undefined,
  );
}

/** A variant's progress, summarized against its path's keys (undefined on the server and before the first read). */
export function useLearnSummary(variant: string, steps: readonly string[], exercises: readonly string[]) {
  const raw = useStored(variant);
  if (raw === undefined) return undefined;
  return summarize(readLearn(pageStorage(), variant).value, steps, exercises) satisfies LearnSummary;
}

/** The path's progress: read, changed (kept at once), reset; and what went wrong with the storage. */
export function useLearnProgress(variant: string) {
  const [progress, setProgress] = useState<LearnProgress>(EMPTY_PROGRESS);
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<StorageProblem | 'unread'>();
  useEffect(() => {
    const r = readLearn(pageStorage(), variant);
    setProgress(r.value);
    if (r.unread !== undefined) setProblem('unread');
    setLoaded(true);
  }, [variant]);
  const update = useCallback(
    (change: (p: LearnProgress) => LearnProgress) => {
      setProgress((p) => {
        const next = change(p);
        if (next === p) return p;
        const w = writeLearn(pageStorage(), variant, next);
        if (!w.ok) setProblem(w.problem);
        window.dispatchEvent(new Event('hexplore-learn'));
        return next;
      });
    },
    [variant],
  );
  const reset = useCallback(() => {
    const w = resetLearn(pageStorage(), variant);
    setProblem(w.ok ? undefined : w.problem);
    setProgress(EMPTY_PROGRESS);
    window.dispatchEvent(new Event('hexplore-learn'));
  }, [variant]);
  return { progress, loaded, problem, update, reset, dismissProblem: () => setProblem(undefined) };
}
