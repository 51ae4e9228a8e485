'use client';
/**
 * How each puzzle was solved, beside its status (progress.ts): the wrong moves and the hints of the best result, so
 * the badge can say what happened ("Solved after a wrong move, with 2 hints"). Kept under its own key in this
 * browser only, so the status data of progress.ts stays as it was; a status without an outcome (stored before the
 * outcome existed) keeps its old words.
 */
import { useSyncExternalStore } from 'react';
import type { PuzzleStatus } from './progress';

interface Outcome {
  readonly wrong: number;
  readonly hints: number;
  /** The solution had been shown before this solve. */
  readonly seen?: boolean;
}
type Outcomes = Readonly<Record<string, Outcome>>;

const OUTCOME_KEY = 'hexplore.puzzles.outcome.v1';
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Outcomes } = { raw: null, value: {} };

const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1000 ? n : undefined);

/** Reads stored outcomes; anything unreadable is left out. */
export function parseOutcomes(raw: string | null): Outcomes {
  if (!raw) return {};
  try {
    const j: unknown = JSON.parse(raw);
    if (!j || typeof j !== 'object' || Array.isArray(j)) return {};
    const out: Record<string, Outcome> = {};
    for (const [k, v] of Object.entries(j)) {
      if (k.length >= 100 || !v || typeof v !== 'object') continue;
      const wrong = count((v as Record<string, unknown>).wrong);
      const hints = count((v as Record<string, unknown>).hints);
      const seen = (v as Record<string, unknown>).seen === true;
      if (wrong !== undefined && hints !== undefined) out[k] = seen ? { wrong, hints, seen } : { wrong, hints };
    }
    return out;
  } catch {
    return {};
  }
}

function read(): Outcomes {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(OUTCOME_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, value: parseOutcomes(raw) };
  return cache.value;
}

function write(o: Outcomes) {
  const raw = JSON.stringify(o);
  try {
    window.localStorage.setItem(OUTCOME_KEY, raw);
  } catch {
    /* storage blocked or full: keep it in memory */
  }
  cache = { raw, value: o };
  for (const l of listeners) l();
}

/** Keeps a solve's outcome when it is the first, or needed less help than the one stored. */
export function recordOutcome(id: string, o: Outcome) {
  const all = read();
  const old = all[id];
  const help = (x: Outcome) => x.wrong + x.hints + (x.seen ? 100 : 0);
  if (old && help(old) <= help(o)) return;
  write({ ...all, [id]: o });
}

/** Forgets the outcomes of these puzzles. */
export function resetOutcomes(ids: readonly string[]) {
  const o = { ...read() };
  for (const id of ids) delete o[id];
  write(o);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The badge's words: what happened, as far as it is known. */
export function outcomeWords(status: PuzzleStatus, o: Outcome | undefined): string {
  if (status === 'seen') return 'Solution seen';
  if (status === 'solved') return 'Solved first try';
  if (!o || (o.wrong === 0 && o.hints === 0 && !o.seen)) return 'Solved with help';
  const how = [
    o.seen ? 'after seeing the solution' : '',
    o.wrong ? (o.wrong === 1 ? 'after a wrong move' : `after ${o.wrong} wrong moves`) : '',
    o.hints ? `with ${plural(o.hints, 'hint')}` : '',
  ].filter(Boolean);
  return `Solved ${how.join(', ')}`;
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === OUTCOME_KEY && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: Outcomes = {};
/** The stored outcomes (empty while rendering on the server). */
export const useOutcomes = (): Outcomes => useSyncExternalStore(subscribe, read, () => EMPTY);
