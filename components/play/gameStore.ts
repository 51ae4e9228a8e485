/**
 * The games kept on the play page (issue #33): each game under its own key, `hexplore.play.v2.<variant>.<id>`,
 * holding its start position, its moves, its settings, when it was last kept and a revision. Opening a link never
 * removes another game; a write checks that the stored game is still the one this tab last kept (another tab may
 * have moved on in it) and reports a conflict instead of writing over it; a full or blocked storage is reported,
 * never swallowed. The tab's own game id sits in sessionStorage, so that a reload finds it. Pure: the storage is
 * passed in (localStorage and sessionStorage in the page, a Map in the tests).
 */
import { problemOf, type KeptStorage, type StorageProblem } from '@/components/webStorage';
import { savedGameText, type SavedGame } from './savedGame';

export { problemOf, type KeptStorage, type StorageProblem };

/** The most games kept per variant; a newer game lets the oldest go (and the page says so). */
export const KEPT_MAX = 20;

const PREFIX = 'hexplore.play.v2.';
/** The storage key of one kept game. */
export const keptKey = (variant: string, id: string): string => `${PREFIX}${variant}.${id}`;
/** The key of the one game per variant that the first version kept (read once, then moved under its own key). */
export const v1Key = (variant: string): string => `hexplore.play.v1.${variant}`;
/** The sessionStorage key of the game this tab is playing. */
const tabKey = (variant: string): string => `hexplore.play.tab.${variant}`;

/** A kept game as the list shows it: read without the engine (Resume checks the moves). */
export interface KeptSummary {
  readonly id: string;
  readonly updated: number;
  readonly rev: number;
  /** The text as stored (what a conflict or Resume reads). */
  readonly raw: string;
  readonly opening?: string;
  readonly moves?: number;
  /** The last move (long move text), to tell games apart. */
  readonly last?: string;
  readonly opponent?: string;
  /** Why it cannot be resumed, when its shape is wrong. */
  readonly error?: string;
}

/** A new game id: the time and a random part, in base 36 (letters and digits only). */
export function newGameId(now: number, random: () => number): string {
  const r = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${Math.max(0, Math.floor(now)).toString(36)}${r}`;
}

const ID = /^[a-z0-9]{1,40}$/;

/** Reads what the list shows of a stored game (never throws). */
export function summarize(id: string, raw: string): KeptSummary {
  let j: unknown;
  try {
    j = JSON.parse(raw);
  } catch {
    return { id, updated: 0, rev: 0, raw, error: 'the stored text is not a saved game' };
  }
  if (!j || typeof j !== 'object' || Array.isArray(j))
    return { id, updated: 0, rev: 0, raw, error: 'the stored text is not a game' };
  const o = j as Record<string, unknown>;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);
  const base = { id, updated: num(o.updated), rev: num(o.rev), raw };
  if (typeof o.opening !== 'string') return { ...base, error: 'the saved game has no opening position' };
  if (!Array.isArray(o.moves) || !o.moves.every((m) => typeof m === 'string'))
    return { ...base, error: 'the saved game has no readable move list' };
  return {
    ...base,
    opening: o.opening,
    moves: o.moves.length,
    ...(o.moves.length ? { last: String(o.moves.at(-1)).slice(0, 40) } : {}),
    opponent: o.opponent === 'friend' ? 'friend' : 'computer',
  };
}

/** Every game kept for `variant`, newest first (an unreadable one included, with its error). */
export function listKept(storage: KeptStorage, variant: string): KeptSummary[] {
  const prefix = keptKey(variant, '');
  const out: KeptSummary[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (!k?.startsWith(prefix)) continue;
    const id = k.slice(prefix.length);
    if (!ID.test(id)) continue; // another variant whose id begins with this one's (`lengthleaper-birds`)
    const raw = storage.getItem(k);
    if (raw !== null) out.push(summarize(id, raw));
  }
  return out.sort((a, b) => b.updated - a.updated || (a.id < b.id ? 1 : -1));
}

/** What a write did. */
type WriteOutcome =
  | { readonly ok: true; readonly rev: number; readonly written: boolean }
  /** Another tab kept this game since this tab last did: nothing was written. */
  | { readonly ok: false; readonly conflict: KeptSummary }
  /** The storage refused: full (quota) or blocked. */
  | { readonly ok: false; readonly problem: StorageProblem };

/** The fields that make a game (the revision and the time left out), to tell a real change from a repeat. */
const sameGame = (a: SavedGame, raw: string): boolean => {
  try {
    const { updated: _u, rev: _r, ...rest } = JSON.parse(raw) as Record<string, unknown>;
    return JSON.stringify(rest) === savedGameText(a);
  } catch {
    return false;
  }
};

/**
 * Keeps a game under its id. `knownRev` is the revision this tab last wrote or read (undefined for a game it has
 * never kept): when the stored game has another revision, another tab changed it and nothing is written.
 */
export function writeKept(
  storage: KeptStorage,
  variant: string,
  id: string,
  saved: SavedGame,
  knownRev: number | undefined,
  now: number,
): WriteOutcome {
  const key = keptKey(variant, id);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (e) {
    return { ok: false, problem: problemOf(e) };
  }
  let rev = knownRev ?? 0;
  if (raw !== null) {
    const stored = summarize(id, raw);
    if (stored.rev !== knownRev) return { ok: false, conflict: stored };
    if (sameGame(saved, raw)) return { ok: true, rev: stored.rev, written: false };
    rev = stored.rev;
  }
  try {
    storage.setItem(key, JSON.stringify({ ...saved, updated: now, rev: rev + 1 }));
  } catch (e) {
    return { ok: false, problem: problemOf(e) };
  }
  return { ok: true, rev: rev + 1, written: true };
}

/** Removes a kept game; with `onlyRev`, only while it is still that revision (this tab's own, unchanged). */
export function discardKept(storage: KeptStorage, variant: string, id: string, onlyRev?: number): boolean {
  try {
    const key = keptKey(variant, id);
    const raw = storage.getItem(key);
    if (raw === null) return false;
    if (onlyRev !== undefined && summarize(id, raw).rev !== onlyRev) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The games past the limit, oldest last in the list: they are let go, never `keep` (the game being played). */
export function beyondLimit(list: readonly KeptSummary[], max: number, keep: string | undefined): KeptSummary[] {
  const others = list.filter((g) => g.id !== keep);
  const room = keep !== undefined && list.some((g) => g.id === keep) ? max - 1 : max;
  return others.slice(Math.max(0, room));
}

/**
 * Moves the first version's one game of a variant under its own key (rev 1) and removes the old key; returns the new
 * id, or undefined when there was none or it could not be moved (then the old key stays).
 */
export function migrateV1(storage: KeptStorage, variant: string, id: string, now: number): string | undefined {
  try {
    const raw = storage.getItem(v1Key(variant));
    if (raw === null) return undefined;
    const o = JSON.parse(raw) as Record<string, unknown>;
    if (!o || typeof o !== 'object' || Array.isArray(o)) return undefined;
    storage.setItem(keptKey(variant, id), JSON.stringify({ ...o, updated: now, rev: 1 }));
    storage.removeItem(v1Key(variant));
    return id;
  } catch {
    return undefined;
  }
}

/** The id of the game this tab plays (sessionStorage), if any. */
export function tabGame(session: KeptStorage | undefined, variant: string): string | undefined {
  try {
    const id = session?.getItem(tabKey(variant));
    return id && ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Records (or forgets) the game this tab plays. */
export function setTabGame(session: KeptStorage | undefined, variant: string, id: string | undefined) {
  try {
    if (id === undefined) session?.removeItem(tabKey(variant));
    else session?.setItem(tabKey(variant), id);
  } catch {
    /* a blocked session storage: a reload starts afresh, and the game is in the list */
  }
}
