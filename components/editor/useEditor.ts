'use client';
/**
 * The board editor's state: the position as plain data (the engine's `Setup`), the tool in hand (a piece of
 * either side, or the eraser), the first cell of a two-cell man being placed, the position text being typed, and
 * what to announce. Every edit asks the engine (`inspectSetup`) for the picture and for what is wrong; the address
 * keeps `?position=` in step, so that a copied link reopens the editor on the same position.
 *
 * Undo and Redo (buttons, Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z) walk the editor's own undo stack (undoStack.ts, kept in
 * sessionStorage for a reload), never the browser's history, so no number of quick presses leaves the page. Every
 * edit on the board or a control is also a new entry of the browser's history (pushState, the position in the
 * address), so that Back and Forward step through the edits instead of leaving the editor; an entry carries its
 * step of the stack, and Undo and Redo rewrite the entry they stand on. Typing or pasting in the position text makes
 * one entry for the whole typing session (the field keeps its own undo).
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
import {
  canRedo,
  canUndo,
  current,
  jumpTo,
  pushEntry,
  readStack,
  redoStep,
  replaceCurrent,
  stackText,
  startStack,
  stepOfStack,
  undoStep,
  type UndoStack,
} from './undoStack';

/** The editor's mark in `history.state`: the absolute step of the undo stack this entry shows. */
const STEP_KEY = 'hexplore.editorStep';
const stepOf = (state: unknown): number => {
  const n = state && typeof state === 'object' ? (state as Record<string, unknown>)[STEP_KEY] : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** The undo stack of a variant's editor in this tab (sessionStorage: a reload keeps Undo). */
const stackKey = (variant: string) => `hexplore.editor.undo.${variant}`;
function storeStack(variant: string, s: UndoStack) {
  try {
    window.sessionStorage.setItem(stackKey(variant), stackText(s));
  } catch {
    /* blocked or full: Undo still works until a reload */
  }
}
function storedStack(variant: string): UndoStack | undefined {
  try {
    return readStack(window.sessionStorage.getItem(stackKey(variant)));
  } catch {
    return undefined;
  }
}

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
  /** The undo stack (undoStack.ts); the ref is read by presses that come faster than renders. */
  const [stack, setStackState] = useState<UndoStack>(() => startStack(must(printSetup(variant, start))));
  const live = useRef(stack);
  const setStack = (next: UndoStack) => {
    live.current = next;
    setStackState(next);
    storeStack(variant, next);
  };
  const textOf = (next: Setup) => must(printSetup(variant, next));

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
    push(textOf(next));
  };
  /** Whether the current entry was begun by typing (further typing changes it rather than adding entries). */
  const typed = useRef(false);
  /** A new position on the undo stack and a new history entry (its address follows in the effect below). */
  const push = (text: string, byTyping = false) => {
    typed.current = byTyping;
    const next = pushEntry(live.current, text);
    setStack(next);
    window.history.pushState(
      { ...(window.history.state ?? {}), [STEP_KEY]: stepOfStack(next) },
      '',
      window.location.href,
    );
  };

  // The address: read once, then kept in step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once per variant
  useEffect(() => {
    const text = positionFromSearch(window.location.search);
    const n = stepOf(window.history.state);
    let shown = start;
    if (text !== undefined) {
      const r = parseSetup(variant, text);
      if (r.ok) {
        show(r.value);
        shown = r.value;
      } else {
        setDraft(text);
        setTextError(r.error.message);
      }
    }
    // The stack this tab had before a reload, when it stands on this entry's position.
    const kept = storedStack(variant);
    const here = textOf(shown);
    setStack(kept && stepOfStack(kept) === n && current(kept) === here ? kept : startStack(here, n));
    setReady(true);
  }, [variant]);
  useEffect(() => {
    if (!ready || textError) return;
    const url =
      window.location.pathname + searchWithPosition(window.location.search, check.text) + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash)
      window.history.replaceState(window.history.state, '', url);
  }, [ready, check.text, textError]);

  // Back and Forward: show the entry's position, and stand there on the undo stack.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once per variant; reads the address itself
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      typed.current = false;
      const text = positionFromSearch(window.location.search);
      const r = parseSetup(variant, text ?? must(printSetup(variant, start)));
      if (r.ok) {
        show(r.value);
        setStack(jumpTo(live.current, stepOf(e.state), textOf(r.value)));
      } else {
        setDraft(text ?? '');
        setTextError(r.error.message);
      }
      setUi(({ half: _h, ...u }) => u);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [variant]);

  /** Stands on another position of the stack: shown, and written into the history entry the editor is on. */
  const standOn = (next: UndoStack) => {
    typed.current = false;
    setStack(next);
    const r = parseSetup(variant, current(next));
    if (r.ok) show(r.value);
    setUi(({ half: _h, ...u }) => u);
    window.history.replaceState(
      { ...(window.history.state ?? {}), [STEP_KEY]: stepOfStack(next) },
      '',
      window.location.href,
    );
  };
  const undo = () => {
    const prev = undoStep(live.current);
    if (!prev) return say('Nothing to undo.');
    standOn(prev);
    say('Undone.');
  };
  const redo = () => {
    const next = redoStep(live.current);
    if (!next) return say('Nothing to redo.');
    standOn(next);
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
    /** Undo and Redo: along the editor's own undo stack. */
    undo,
    redo,
    canUndo: canUndo(stack),
    canRedo: canRedo(stack),
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
        // The first readable text of a typing session is a new entry (Undo goes back before it); then it changes.
        if (!typed.current) push(textOf(r.value), true);
        else setStack(replaceCurrent(live.current, textOf(r.value)));
        setSetup(r.value);
        setTextError(undefined);
      } else setTextError(r.error.message);
    },
  };
}

export type EditorState = ReturnType<typeof useEditor>;
