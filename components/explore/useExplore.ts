'use client';
/**
 * The explore page's state: the shared playable board (`useBoardGame`: a `Game` with undo and redo, the
 * selection, a pending choice, the last explanation, what to announce), the view (2-D or 3-D, flipped, camera
 * preset) and a teacher's annotations, started from the variant's start position or from the address
 * (url.ts: `?position=...&arrows=...&select=...&view=3d&camera=top&flip=1`), with the address kept in step
 * (history.replaceState) so that a copied link shows exactly what is on the screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { boardView, parsePosition } from '@/engine';
import { useAnnotations } from '@/components/board/useAnnotations';
import type { BoardDisplay } from './ExploreBoard';
import { useBoardGame } from './useBoardGame';
import { readExploreLink, writeExploreLink, type LinkProblem } from './url';

/** Holds and changes everything the explore page shows. */
export function useExplore(id: string) {
  const start = useMemo(() => {
    const r = parsePosition(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [id]);
  const board = useBoardGame(start);
  const { game, setPosition, say, clear } = board;
  const [urlError, setUrlError] = useState<{ text: string; message: string }>();
  const [linkProblems, setLinkProblems] = useState<readonly LinkProblem[]>([]);
  const [display, setDisplay] = useState<BoardDisplay>({ mode: '2d', flipped: false });
  const [ready, setReady] = useState(false);
  const text = game.position.toString();
  const selectedNow = useRef(board.selected);
  selectedNow.current = board.selected;
  const annotations = useAnnotations({ say, escapeClears: () => !selectedNow.current });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once per variant
  useEffect(() => {
    const names = new Set(board.view.cells.map((c) => c.name));
    const { link, problems } = readExploreLink(window.location.search, (n) => names.has(n));
    const found = [...problems];
    let pos = start;
    if (link.position !== undefined) {
      const r = parsePosition(id, link.position);
      if (r.ok) pos = r.value;
      else setUrlError({ text: link.position, message: r.error.message });
    }
    let sel = link.select;
    const men = boardView(pos, { play: false }).pieces;
    if (sel !== undefined && !sel.startsWith('@') && !men.some((m) => m.cell === sel)) {
      found.push({ param: 'select', value: sel, message: `no man stands on ${sel}` });
      sel = undefined;
    }
    if (pos !== start || sel !== undefined) setPosition(pos, sel);
    annotations.setAnnotations({ arrows: link.arrows ?? [], marks: link.marks ?? [] });
    setDisplay({
      mode: link.view ?? '2d',
      flipped: link.flip ?? false,
      ...(link.camera ? { camera: link.camera } : {}),
    });
    setLinkProblems(found);
    setReady(true);
  }, [id]); // read the address once per variant

  const { arrows, marks } = annotations.annotations;
  const { selected } = board;
  useEffect(() => {
    if (!ready) return;
    const keepBad = urlError && !game.moves.length && text === start.toString();
    const search = writeExploreLink(window.location.search, {
      position: keepBad ? urlError.text : text === start.toString() ? undefined : text,
      arrows,
      marks,
      select: selected,
      view: display.mode,
      camera: display.camera,
      flip: display.flipped,
    });
    const url = window.location.pathname + search + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash)
      window.history.replaceState(window.history.state, '', url);
  }, [ready, text, start, urlError, game, arrows, marks, selected, display]);

  return {
    ...board,
    urlError,
    linkProblems,
    display,
    setDisplay,
    annotations,
    ready,
    startText: start.toString(),
    /** Loads a position text; returns the engine's message when it cannot be read (the board is unchanged). */
    load: (t: string): string | undefined => {
      const r = parsePosition(id, t.trim());
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
