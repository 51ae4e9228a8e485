'use client';
/**
 * The explore page's state: the shared playable board (`useBoardGame`: a `Game` with undo and redo, the
 * selection, a pending choice, the last explanation, what to announce), started from the variant's start
 * position or from `?position=` in the address, with the address kept in step (history.replaceState).
 */
import { useEffect, useMemo, useState } from 'react';
import { getVariant, Position } from '@/engine';
import { useBoardGame } from './useBoardGame';
import { positionFromSearch, searchWithPosition } from './url';

export type { Choice, Explanation } from './useBoardGame';

/** Holds and changes everything the explore page shows. */
export function useExplore(id: string) {
  const variant = useMemo(() => {
    const v = getVariant(id);
    if (!v.ok) throw new Error(v.error.message);
    return v.value;
  }, [id]);
  const start = useMemo(() => Position.start(variant), [variant]);
  const board = useBoardGame(id, start);
  const { game, setPosition, say, clear } = board;
  const [urlError, setUrlError] = useState<{ text: string; message: string }>();
  const [ready, setReady] = useState(false);
  const text = game.position.toString();

  useEffect(() => {
    const fromUrl = positionFromSearch(window.location.search);
    if (fromUrl !== undefined) {
      const r = Position.parse(variant, fromUrl);
      if (r.ok) setPosition(r.value);
      else setUrlError({ text: fromUrl, message: r.error.message });
    }
    setReady(true);
  }, [variant]); // read the address once per variant

  useEffect(() => {
    if (!ready || (urlError && !game.moves.length && text === start.toString())) return;
    const search = searchWithPosition(window.location.search, text === start.toString() ? undefined : text);
    const url = window.location.pathname + search + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash) window.history.replaceState(window.history.state, '', url);
  }, [ready, text, start, urlError, game]);

  return {
    ...board,
    variant,
    urlError,
    ready,
    startText: start.toString(),
    /** Loads a position text; returns the engine's message when it cannot be read (the board is unchanged). */
    load: (t: string): string | undefined => {
      const r = Position.parse(variant, t.trim());
      if (!r.ok) return r.error.message;
      setPosition(r.value);
      setUrlError(undefined);
      clear();
      say('Position loaded.');
      return undefined;
    },
  };
}

export type ExploreState = ReturnType<typeof useExplore>;
