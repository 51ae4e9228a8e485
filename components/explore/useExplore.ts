'use client';
/**
 * The explore page's state: the shared playable board (`useBoard`, the board controller: a `Game` with undo and
 * redo, the selection, a pending choice, the last explanation, what to announce), the view (2-D or 3-D, flipped, camera
 * preset) and a teacher's annotations, started from the variant's start position or from the address
 * (url.ts: `?position=...&arrows=...&select=...&view=3d&camera=top&flip=1`), with the address kept in step
 * (history.replaceState) so that a copied link shows exactly what is on the screen. A parameter the page could not
 * read keeps the sender's text in the address until the reader changes what it sets (a link with a bad move keeps
 * every move written, and the board shows the moves before it).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { parsePosition } from '@/engine';
import { useAnnotations } from '@/components/board/useAnnotations';
import type { BoardDisplay } from '@/components/board/PlayableBoard';
import { useBoard } from '@/components/board/useBoard';
import { keptText, openExploreLink, stillKept, writeExploreLink, type KeptText, type LinkProblem } from './url';

/** Runs `fn` once, right after the next frame is drawn or after 100 ms, whichever comes first; `cancel` stops it. */
function afterNextFrame(fn: () => void): { cancel(): void } {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  let soon: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    soon = setTimeout(once, 0);
  });
  const latest = setTimeout(once, 100);
  return {
    cancel() {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(soon);
      clearTimeout(latest);
    },
  };
}

/** Holds and changes everything the explore page shows. */
export function useExplore(id: string) {
  const start = useMemo(() => {
    const r = parsePosition(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [id]);
  const board = useBoard(start);
  const { game, say } = board;
  const [urlError, setUrlError] = useState<{ text: string; message: string }>();
  const [linkProblems, setLinkProblems] = useState<readonly LinkProblem[]>([]);
  const [display, setDisplay] = useState<BoardDisplay>({ mode: '2d', flipped: false });
  const [ready, setReady] = useState(false);
  /** The sender's text of the parameters that could not be read, kept in the address (url.ts KeptText). */
  const keep = useRef<{ params: string[]; text?: KeptText }>({ params: [] });
  // The address's parameters other than the selection, as last written (a change of the selection alone waits).
  const written = useRef<string>(undefined);
  const selectedNow = useRef(board.selected);
  selectedNow.current = board.selected;
  const annotations = useAnnotations({ say, escapeClears: () => !selectedNow.current });

  // Opens the address once per variant (url.ts: openExploreLink); `load` and `setAnnotations` never change.
  const { load } = board;
  const { setAnnotations } = annotations;
  useEffect(() => {
    const opened = openExploreLink(window.location.search, start);
    if (opened.positionError) setUrlError(opened.positionError);
    if (opened.load) load(opened.load.game, opened.load.select);
    setAnnotations(opened.annotations);
    setDisplay(opened.display);
    setLinkProblems(opened.problems);
    keep.current = { params: [...opened.kept] };
    setReady(true);
  }, [start, load, setAnnotations]);

  const { arrows, marks } = annotations.annotations;
  const { selected } = board;
  useEffect(() => {
    if (!ready) return;
    const from = game.positions[0]!.toString();
    const lv = display.levels;
    const count = board.view.levels;
    const shownLevels = lv?.solo !== undefined ? [lv.solo] : lv?.shown;
    const now = {
      position: from === start.toString() ? undefined : from,
      // The moves played and those taken back, without replaying them (a redo per move made each step of a long
      // game's link cost the whole game again).
      moves: game.lineTexts(),
      ply: game.moves.length,
      spread: lv && lv.spread !== 1.5 ? lv.spread : undefined,
      levels: shownLevels
        ?.map((l) => 'abcdefgh'[count - 1 - l])
        .sort()
        .join(''),
      fade: lv?.fadeOthers,
      arrows,
      marks,
      select: selected,
      view: display.mode,
      camera: display.camera,
      flip: display.flipped,
    };
    // On the first write the sender's text of what could not be read is set aside; a change of it forgets it.
    const k = keep.current;
    k.text = k.text ? stillKept(k.text, now) : keptText(window.location.search, k.params, now);
    const search = writeExploreLink(window.location.search, now, k.text);
    const url = window.location.pathname + search + window.location.hash;
    if (url === window.location.pathname + window.location.search + window.location.hash) return;
    const write = () => window.history.replaceState(window.history.state, '', url);
    // A click on a man changes only the selection: written a moment later, when the picture of it is on screen
    // (a replaceState costs milliseconds the click's picture waits for otherwise).
    const rest = JSON.stringify({ ...now, select: undefined, kept: k.text });
    const selectionOnly = rest === written.current;
    written.current = rest;
    if (selectionOnly) {
      const t = setTimeout(write, 200);
      return () => clearTimeout(t);
    }
    // A move entered through the cell list (docs/CONVENTIONS.md §7.1), and any move in 2-D, is in the address at
    // once. In 3-D a click on the scene's move is written once its picture is on screen: after the next frame (100 ms
    // at most, as in a tab in the background, which draws no frames); under load a replaceState can take tens of ms.
    if (display.mode !== '3d' || document.activeElement?.closest('[data-cell]')) return write();
    const later = afterNextFrame(write);
    return later.cancel;
  }, [ready, start, game, arrows, marks, selected, display, board.view.levels]);

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
    loadText: (t: string): string | undefined => {
      const r = parsePosition(id, t.trim());
      if (!r.ok) return r.error.message;
      board.load(r.value);
      setUrlError(undefined);
      say('Position loaded.');
      return undefined;
    },
  };
}

export type ExploreState = ReturnType<typeof useExplore>;
