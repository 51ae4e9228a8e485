'use client';
/**
 * The play page's kept games in this browser (gameStore.ts does the reading and writing): the game this tab plays
 * (its id in sessionStorage, so that a reload finds it), the list of every game kept for the variant (kept up to date
 * when another tab writes), a conflict when another tab moved on in this tab's game (nothing is written over it
 * until the reader keeps both or takes the other tab's), a full or blocked storage, the games let go past the limit,
 * and a discarded game that Undo puts back.
 */
import { useEffect, useRef, useState } from 'react';
import {
  beyondLimit,
  discardKept,
  KEPT_MAX,
  keptKey,
  listKept,
  migrateV1,
  newGameId,
  setTabGame,
  summarize,
  tabGame,
  writeKept,
  type KeptStorage,
  type KeptSummary,
  type StorageProblem,
} from './gameStore';
import type { SavedGame } from './savedGame';

/** The browser's storage of that name, or undefined where it is blocked. */
function webStorage(name: 'localStorage' | 'sessionStorage'): KeptStorage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

/** Holds the kept games of one variant for the play page. */
export function useKeptGames(variant: string) {
  const [list, setList] = useState<readonly KeptSummary[]>([]);
  const [currentId, setCurrentId] = useState<string>();
  const [conflict, setConflict] = useState<KeptSummary>();
  const [problem, setProblem] = useState<StorageProblem>();
  const [dropped, setDropped] = useState<readonly KeptSummary[]>([]);
  const [discarded, setDiscarded] = useState<KeptSummary>();
  /** This tab's game: its id and the revision this tab last wrote or read; set while a conflict waits. */
  const me = useRef<{ id?: string; rev?: number; conflict?: boolean }>({});

  const refresh = () => {
    const s = webStorage('localStorage');
    try {
      setList(s ? listKept(s, variant) : []);
    } catch {
      setList([]);
    }
  };

  // Another tab kept, changed or discarded a game: the list follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads only the variant
  useEffect(() => {
    const prefix = keptKey(variant, '');
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith(prefix)) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [variant]);

  /** Makes `id` (at revision `rev`) this tab's game. */
  const adopt = (id: string, rev: number | undefined) => {
    me.current = { id, rev };
    setCurrentId(id);
    setConflict(undefined);
    setTabGame(webStorage('sessionStorage'), variant, id);
  };

  /** Keeps this tab's game after a change (`undefined`: a game with no move, nothing to keep). */
  const save = (saved: SavedGame | undefined) => {
    if (me.current.conflict) return; // the notice waits for the reader's choice
    const s = webStorage('localStorage');
    if (!saved) {
      const { id, rev } = me.current;
      if (id !== undefined && rev !== undefined && s && discardKept(s, variant, id, rev)) {
        me.current = { id };
        refresh();
      }
      return;
    }
    if (!s) return setProblem('blocked');
    const id = me.current.id ?? newGameId(Date.now(), Math.random);
    const r = writeKept(s, variant, id, saved, me.current.rev, Date.now());
    if (!r.ok) {
      if ('conflict' in r) {
        me.current = { ...me.current, conflict: true };
        setConflict(r.conflict);
      } else setProblem(r.problem);
      return refresh();
    }
    setProblem(undefined);
    if (me.current.id === undefined) adopt(id, r.rev);
    else me.current = { id, rev: r.rev };
    if (!r.written) return;
    if (r.rev === 1) {
      // A new game: past the limit, the oldest others are let go (and the page says which).
      const past = beyondLimit(listKept(s, variant), KEPT_MAX, id);
      for (const g of past) discardKept(s, variant, g.id);
      if (past.length) setDropped(past);
    }
    refresh();
  };

  return {
    /** Every game kept for the variant, newest first. */
    list,
    /** The id of the game this tab keeps (undefined before its first move). */
    currentId,
    conflict,
    problem,
    dropped,
    discarded,
    /**
     * On opening the page: moves the first version's game under its own key, and returns the game this tab played
     * before a reload (its id and stored text), or that first version's game; undefined when there is none.
     */
    open(): { id: string; raw: string } | undefined {
      const s = webStorage('localStorage');
      if (!s) return undefined;
      const migrated = migrateV1(s, variant, newGameId(Date.now(), Math.random), Date.now());
      const id = tabGame(webStorage('sessionStorage'), variant) ?? migrated;
      let raw: string | null = null;
      try {
        raw = id === undefined ? null : s.getItem(keptKey(variant, id));
      } catch {
        raw = null;
      }
      refresh();
      return id !== undefined && raw !== null ? { id, raw } : undefined;
    },
    /** Makes a stored game (read from `raw`) this tab's game. */
    adopt: (id: string, raw: string) => adopt(id, summarize(id, raw).rev),
    /** This tab plays a game not kept yet (a new game, or a game from another address). */
    leave() {
      me.current = {};
      setCurrentId(undefined);
      setConflict(undefined);
      setTabGame(webStorage('sessionStorage'), variant, undefined);
    },
    save,
    /** After a conflict: keeps this tab's game as a game of its own, beside the other tab's. */
    keepBoth(saved: SavedGame | undefined) {
      me.current = {};
      setConflict(undefined);
      setTabGame(webStorage('sessionStorage'), variant, undefined);
      setCurrentId(undefined);
      if (saved) save(saved);
    },
    /** The stored text of a kept game, if it is still there. */
    read(id: string): string | undefined {
      try {
        return webStorage('localStorage')?.getItem(keptKey(variant, id)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    /** Removes a kept game (Undo puts it back). */
    discard(id: string) {
      const s = webStorage('localStorage');
      const g = list.find((x) => x.id === id);
      if (!s || !g || !discardKept(s, variant, id)) return refresh();
      setDiscarded(g);
      refresh();
    },
    /** Puts the last discarded game back. */
    undoDiscard() {
      const s = webStorage('localStorage');
      if (!s || !discarded) return;
      try {
        s.setItem(keptKey(variant, discarded.id), discarded.raw);
        setDiscarded(undefined);
      } catch {
        setProblem('full');
      }
      refresh();
    },
    dismissDropped: () => setDropped([]),
    dismissDiscarded: () => setDiscarded(undefined),
  };
}
