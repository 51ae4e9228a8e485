'use client';
/**
 * The board editor's state: the position as plain data (the engine's `Setup`), the tool in hand (a piece of
 * either side, or the eraser), the first cell of a two-cell man being placed, the position text being typed, and
 * what to announce. Every edit asks the engine (`inspectSetup`) for the picture and for what is wrong; the address
 * keeps `?position=` in step, so that a copied link reopens the editor on the same position.
 *
 * History: every edit on the board or a control is a new entry of the browser's history (pushState, the position
 * in the address), so that Back and Forward step through the edits instead of leaving the editor, and Undo and
 * Redo (buttons, Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z) are Back and Forward within the editor's own entries. Typing or
 * pasting in the position text makes one entry for the whole typing session (the field keeps its own undo).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  emptySetup,
  epCells,
  inspectSetup,
  partnerCells,
  parsePosition,
  parseSetup,
  setupOptions,
  printSetup,
  type Result,
  type Setup,
} from '@/engine';
import { positionFromSearch, searchWithPosition } from '@/components/board/core/address';
import { reduceEdit, type EditAction, type EditState, type Tool } from './edits';

/** The editor's mark in `history.state`: how many edits this entry is from the first one of the editor. */
const STEP_KEY = 'hexplore.editorStep';
const stepOf = (state: unknown): number => {
  const n = state && typeof state === 'object' ? (state as Record<string, unknown>)[STEP_KEY] : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** True when a key press belongs to a text field (which has its own undo). */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** The value of an answer about the editor's own variant (an unknown variant is a programming error). */
const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Holds and edits one variant's position. */
export function useEditor(id: string) {
  const variant = id;
  const options = useMemo(() => must(setupOptions(variant)), [variant]);
  const start = useMemo(() => must(parseSetup(variant, must(parsePosition(variant)).toString())), [variant]);
  const [setup, setSetup] = useState<Setup>(start);
  const [draft, setDraft] = useState(() => must(printSetup(variant, start)));
  const [textError, setTextError] = useState<string>();
  // The tool in hand, a two-cell man's first cell and what to announce: changed by `reduceEdit` (edits.ts).
  const [ui, setUi] = useState<Omit<EditState, 'variant' | 'setup'>>(() => ({
    tool: { letter: options.palette[0]!.letter, side: 'w' },
    message: '',
  }));
  const { tool, half, message } = ui;
  const [ready, setReady] = useState(false);
  const say = (s: string) => setUi((u) => ({ ...u, message: u.message === s ? `${s}\u00a0` : s }));
  /** This entry's place in the editor's history, and the last entry pushed (for Redo). */
  const [step, setStep] = useState(0);
  const [top, setTop] = useState(0);
  const live = useRef({ step, top });
  live.current = { step, top };

  const check = useMemo(() => {
    const r = inspectSetup(id, setup);
    if (!r.ok) throw new Error(r.error.message); // a setup read by parseSetup always draws
    return r.value;
  }, [id, setup]);

  /** Shows a setup without touching the history (reading the address, Back and Forward). */
  const show = (next: Setup) => {
    setSetup(next);
    setDraft(must(printSetup(variant, next)));
    setTextError(undefined);
  };
  /** Replaces the setup from an edit on the board or a control (the text follows): a new history entry. */
  const commit = (next: Setup) => {
    if (next === setup) return;
    show(next);
    push();
  };
  /** Whether the current entry was begun by typing (further typing changes it rather than adding entries). */
  const typed = useRef(false);
  /** Starts a new history entry (its address follows in the effect below). */
  const push = (byTyping = false) => {
    typed.current = byTyping;
    const n = live.current.step + 1;
    // The address follows in the effect below (replaceState on this new entry).
    window.history.pushState({ ...(window.history.state ?? {}), [STEP_KEY]: n }, '', window.location.href);
    live.current = { step: n, top: n };
    setStep(n);
    setTop(n);
  };

  // The address: read once, then kept in step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once per variant
  useEffect(() => {
    const text = positionFromSearch(window.location.search);
    const n = stepOf(window.history.state);
    setStep(n);
    setTop(n);
    if (text !== undefined) {
      const r = parseSetup(variant, text);
      if (r.ok) show(r.value);
      else {
        setDraft(text);
        setTextError(r.error.message);
      }
    }
    setReady(true);
  }, [variant]);
  useEffect(() => {
    if (!ready || textError) return;
    const url =
      window.location.pathname + searchWithPosition(window.location.search, check.text) + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash)
      window.history.replaceState(window.history.state, '', url);
  }, [ready, check.text, textError]);

  // Back and Forward (and Undo and Redo, which use them): show the entry's position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once per variant; reads the address itself
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      typed.current = false;
      const n = stepOf(e.state);
      live.current = { step: n, top: Math.max(n, live.current.top) };
      setStep(n);
      setTop(live.current.top);
      const text = positionFromSearch(window.location.search);
      const r = parseSetup(variant, text ?? must(printSetup(variant, start)));
      if (r.ok) show(r.value);
      else {
        setDraft(text ?? '');
        setTextError(r.error.message);
      }
      setUi(({ half: _h, ...u }) => u);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [variant]);

  const undo = () => {
    if (live.current.step <= 0) return say('Nothing to undo.');
    window.history.back();
    say('Undone.');
  };
  const redo = () => {
    if (live.current.step >= live.current.top) return say('Nothing to redo.');
    window.history.forward();
    say('Redone.');
  };
  // Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes (Cmd on a Mac); a text field keeps its own undo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: undo and redo read live state through a ref
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || typing(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if (k === 'y' || (k === 'z' && e.shiftKey)) redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** A click, a key, a tap or a drag, through the editor's one transition (edits.ts); a changed position is an edit. */
  const edit = (action: EditAction) => {
    const next = reduceEdit({ variant, setup, ...ui }, action, {
      ...options,
      sideNames: check.view.sideNames,
      cells: check.view.cells,
    });
    const { variant: _v, setup: after, ...rest } = next;
    setUi(rest);
    commit(after);
  };

  return {
    variant,
    options,
    setup,
    check,
    tool,
    half,
    message,
    ready,
    draft,
    textError,
    /** Cells a two-cell man's second half may take, while its first cell is chosen. */
    partners: half && tool !== 'erase' ? must(partnerCells(variant, tool.letter, half)) : [],
    /** Cells that could be the en-passant cell. */
    epChoices: options.enPassant ? must(epCells(variant, setup)) : [],
    /** A click, Enter or Space on a cell: place the tool's piece there (a two-cell man takes two), or erase. */
    activate: (cell: string) => edit({ type: 'activate', cell }),
    /** A man dragged from `from` to `to` (off the board: removed); a two-cell man keeps its shape. */
    move: (from: string, to: string | undefined) => edit({ type: 'move', from, to }),
    say,
    /** Undo and Redo: through the editor's entries of the browser's history. */
    undo,
    redo,
    canUndo: step > 0,
    canRedo: step < top,
    setTool: (t: Tool) => edit({ type: 'tool', tool: t }),
    /** Changes fields other than the men (turn, hand, ep, clock, move, variant keys). */
    update: (patch: Partial<Setup>) => commit({ ...setup, ...patch }),
    startPosition: () => {
      commit(start);
      say('Start position.');
    },
    clearBoard: () => {
      if (setup.men.length === 0) return say('The board is already empty.');
      commit({ ...must(emptySetup(variant)), turn: setup.turn });
      say('Board cleared. Undo (Ctrl+Z) brings the men back.');
    },
    /** The position text as typed: read at once when it can be; otherwise the engine's message, board unchanged. */
    type: (text: string) => {
      setDraft(text);
      const r = parseSetup(variant, text);
      if (r.ok) {
        if (!typed.current) push(true); // the first readable text of a typing session: Undo goes back before it
        setSetup(r.value);
        setTextError(undefined);
      } else setTextError(r.error.message);
    },
  };
}

export type EditorState = ReturnType<typeof useEditor>;
