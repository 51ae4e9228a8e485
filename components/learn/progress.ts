/**
 * A student's progress on a lesson's path (issue #43), kept in this browser only: the steps seen, the exercises
 * solved (the fewest moves each took) and the step where the student stopped, under one key per variant,
 * `hexplore.learn.v1.<variant>` (versioned like the play page's `hexplore.play.v2.*`). Nothing is sent anywhere and
 * there is no account. A stored text this version cannot read (another version's, or anything else) is set aside under
 * `<key>.unread` before new progress is written, never thrown away; a full or blocked storage is reported, and the
 * progress then lives for the page only. Pure: the storage is passed in (localStorage in the page, a Map in tests).
 */
import { problemOf, type KeptStorage, type StorageProblem } from '@/components/webStorage';

/** What is kept of one lesson's path. */
export interface LearnProgress {
  /** The keys of the steps seen (components/learn/plan.ts `LearnStep.key`). */
  readonly seen: readonly string[];
  /** Each solved exercise's id and the fewest moves it took. */
  readonly done: Readonly<Record<string, number>>;
  /** The key of the step the student was on last. */
  readonly last?: string;
}

export const EMPTY_PROGRESS: LearnProgress = { seen: [], done: {} };

const PREFIX = 'hexplore.learn.v1.';
/** The storage key of a variant's path progress. */
export const learnStorageKey = (variant: string): string => `${PREFIX}${variant}`;
/** Where a stored text this version cannot read is set aside. */
const unreadKey = (variant: string): string => `${learnStorageKey(variant)}.unread`;

const KEY = /^[a-z0-9.-]{1,80}$/;

/** Reads stored progress: its value, or the text it could not read (`unread`). Never throws. */
export function parseLearnProgress(raw: string | null): { value: LearnProgress; unread?: string } {
  if (raw === null) return { value: EMPTY_PROGRESS };
  let j: unknown;
  try {
    j = JSON.parse(raw);
  } catch {
    return { value: EMPTY_PROGRESS, unread: raw };
  }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return { value: EMPTY_PROGRESS, unread: raw };
  const o = j as Record<string, unknown>;
  if (!Array.isArray(o.seen) || !o.done || typeof o.done !== 'object' || Array.isArray(o.done))
    return { value: EMPTY_PROGRESS, unread: raw };
  const seen = [...new Set(o.seen.filter((k): k is string => typeof k === 'string' && KEY.test(k)))];
  const done: Record<string, number> = {};
  for (const [k, v] of Object.entries(o.done))
    if (KEY.test(k) && typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 10_000) done[k] = v;
  const last = typeof o.last === 'string' && KEY.test(o.last) ? o.last : undefined;
  return { value: { seen, done, ...(last ? { last } : {}) } };
}

/** The text stored for `p`. */
const learnProgressText = (p: LearnProgress): string =>
  JSON.stringify({ seen: p.seen, done: p.done, ...(p.last ? { last: p.last } : {}) });

/** Progress with step `key` seen and the student on it. */
export function withSeen(p: LearnProgress, key: string): LearnProgress {
  if (p.last === key && p.seen.includes(key)) return p;
  return { ...p, seen: p.seen.includes(key) ? p.seen : [...p.seen, key], last: key };
}

/** Progress with exercise `id` solved in `moves` moves (the fewest it ever took is kept). */
export function withDone(p: LearnProgress, id: string, moves: number): LearnProgress {
  const best = p.done[id];
  if (best !== undefined && best <= moves) return p;
  return { ...p, done: { ...p.done, [id]: moves } };
}

/** What the home page and the variant index say of a path: steps seen and exercises solved, of how many. */
export interface LearnSummary {
  readonly seen: number;
  readonly steps: number;
  readonly solved: number;
  readonly exercises: number;
}

/** Counts a path's progress against its steps (`steps`: the keys of its lesson and question steps) and exercises. */
export function summarize(p: LearnProgress, steps: readonly string[], exercises: readonly string[]): LearnSummary {
  const seen = new Set(p.seen);
  return {
    seen: steps.filter((k) => seen.has(k)).length,
    steps: steps.length,
    solved: exercises.filter((id) => p.done[id] !== undefined).length,
    exercises: exercises.length,
  };
}

/** The summary in words: "14 of 25 steps, 9 of 12 exercises" (no exercises: the steps alone). */
export function summaryWords(s: LearnSummary): string {
  const steps = `${s.seen} of ${s.steps} steps`;
  return s.exercises ? `${steps}, ${s.solved} of ${s.exercises} exercises` : steps;
}

/** Reads a variant's progress from `storage` (a blocked storage reads as none). */
export function readLearn(
  storage: KeptStorage | undefined,
  variant: string,
): { value: LearnProgress; unread?: string } {
  try {
    return parseLearnProgress(storage?.getItem(learnStorageKey(variant)) ?? null);
  } catch {
    return { value: EMPTY_PROGRESS };
  }
}

/** What a write did: written, or refused by the storage (full or blocked). */
type LearnWrite = { readonly ok: true } | { readonly ok: false; readonly problem: StorageProblem };

/** Keeps a variant's progress; a stored text this version cannot read is set aside first (once). */
export function writeLearn(storage: KeptStorage | undefined, variant: string, p: LearnProgress): LearnWrite {
  if (!storage) return { ok: false, problem: 'blocked' };
  try {
    const old = parseLearnProgress(storage.getItem(learnStorageKey(variant)));
    if (old.unread !== undefined && storage.getItem(unreadKey(variant)) === null)
      storage.setItem(unreadKey(variant), old.unread);
    storage.setItem(learnStorageKey(variant), learnProgressText(p));
    return { ok: true };
  } catch (e) {
    return { ok: false, problem: problemOf(e) };
  }
}

/** Forgets a variant's progress (what was set aside as unreadable stays). */
export function resetLearn(storage: KeptStorage | undefined, variant: string): LearnWrite {
  if (!storage) return { ok: false, problem: 'blocked' };
  try {
    storage.removeItem(learnStorageKey(variant));
    return { ok: true };
  } catch (e) {
    return { ok: false, problem: problemOf(e) };
  }
}

/**
 * A list of keys in few characters, for the pages that list every variant's path (its keys travel in the page): a run
 * `x.1 x.2 … x.n` (or `x-1 … x-n`) is written `x.*n`; any other key as it is; space separated. `unpackKeys` gives the
 * list back.
 */
export function packKeys(keys: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < keys.length; ) {
    const m = /^(.*[.-])1$/.exec(keys[i]!);
    let n = 1;
    if (m) while (keys[i + n] === `${m[1]}${n + 1}`) n++;
    out.push(m && n > 1 ? `${m[1]}*${n}` : keys[i]!);
    i += m ? n : 1;
  }
  return out.join(' ');
}

/** The keys `packKeys` wrote. */
export function unpackKeys(text: string): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .flatMap((t) => {
      const m = /^(.*[.-])\*(\d+)$/.exec(t);
      return m ? Array.from({ length: Number(m[2]) }, (_, i) => `${m[1]}${i + 1}`) : [t];
    });
}
