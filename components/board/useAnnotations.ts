'use client';
/**
 * Drawing annotations on any 2-D board (BoardSvg's hit layer, `[data-c]`): with the mouse, a right-button drag
 * from cell to cell draws an arrow and a right-click marks a cell (Shift, Alt, Shift+Alt change the brush); in
 * Draw mode (touch, pen, or a left-handed mouse) the left button or a finger does the same; with the keyboard,
 * in Draw mode, Enter on one cell then on another draws an arrow (twice on one cell marks it). `x` clears them,
 * and so does Escape when nothing is selected. Returns the state and the handlers for the element around the SVG.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  arrowWords,
  brushOf,
  describeAnnotations,
  isEmpty,
  markWords,
  MAX_ARROWS,
  MAX_MARKS,
  mergeAnnotations,
  NO_ANNOTATIONS,
  toggleArrow,
  toggleMark,
  type Annotations,
  type Arrow,
  type Brush,
} from './core/annotations';

interface AnnotationOptions {
  /** Announces a change (the page's live region). */
  say?(message: string): void;
  /** True when Escape should clear the annotations (nothing is selected); read when the key is pressed. */
  escapeClears?(): boolean;
}

/** Returns the board cell name under a screen point, if any. */
function cellAt(x: number, y: number): string | undefined {
  return document.elementFromPoint(x, y)?.closest<SVGElement>('[data-c]')?.dataset.c ?? undefined;
}

/** True when a key press belongs to a text field or a control that reads keys. */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** Holds a board's annotations and the drawing in progress. */
export function useAnnotations(opts: AnnotationOptions = {}) {
  const [annotations, setAnnotations] = useState<Annotations>(NO_ANNOTATIONS);
  const [drawMode, setDrawMode] = useState(false);
  const [brush, setBrush] = useState<Brush>('g');
  const [preview, setPreview] = useState<Arrow>();
  const start = useRef<{ cell: string; brush: Brush; id: number } | null>(null);
  /** The first cell of an arrow drawn with the keyboard. */
  const [pending, setPending] = useState<Arrow>();
  const live = useRef({ opts, annotations });
  live.current = { opts, annotations };

  /** Ends a drawing from `from` to `to` (the same cell: a mark). */
  const finish = (from: string, to: string, b: Brush) => {
    const a = live.current.annotations;
    const adds =
      from === to ? !a.marks.some((m) => m.cell === from) : !a.arrows.some((x) => x.from === from && x.to === to);
    const full = from === to ? a.marks.length >= MAX_MARKS : a.arrows.length >= MAX_ARROWS;
    if (adds && full) {
      live.current.opts.say?.(
        from === to
          ? `A board shows at most ${MAX_MARKS} marks: remove one first.`
          : `A board shows at most ${MAX_ARROWS} arrows: remove one first.`,
      );
      return;
    }
    if (from === to) {
      const next = toggleMark(a, { cell: from, brush: b });
      setAnnotations(next);
      const on = next.marks.some((m) => m.cell === from);
      live.current.opts.say?.(on ? `${markWords({ cell: from, brush: b })}.` : `Mark on ${from} removed.`);
    } else {
      const next = toggleArrow(a, { from, to, brush: b });
      setAnnotations(next);
      const on = next.arrows.some((x) => x.from === from && x.to === to);
      live.current.opts.say?.(
        on ? `Drew an ${arrowWords({ from, to, brush: b })}.` : `Arrow from ${from} to ${to} removed.`,
      );
    }
  };

  const clear = () => {
    setPending(undefined);
    setPreview(undefined);
    if (isEmpty(live.current.annotations)) return;
    setAnnotations(NO_ANNOTATIONS);
    live.current.opts.say?.('Annotations cleared.');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: installed once; the handler reads the latest state through `live`
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'x' || e.key === 'X' || (e.key === 'Escape' && (live.current.opts.escapeClears?.() ?? true))) {
        if (e.key === 'Escape' && isEmpty(live.current.annotations)) return;
        clear();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** Starts drawing on a right-button press, or any press in Draw mode; true when it did. */
  const onPointerDown = (e: PointerEvent<HTMLElement>): boolean => {
    if (!(e.button === 2 || (drawMode && e.button === 0))) return false;
    const cell = (e.target as Element).closest<SVGElement>('[data-c]')?.dataset.c;
    if (!cell) return false;
    const b = brushOf(e, brush);
    start.current = { cell, brush: b, id: e.pointerId };
    setPreview({ from: cell, to: cell, brush: b });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.preventDefault();
    return true;
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>): boolean => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return false;
    const to = cellAt(e.clientX, e.clientY) ?? s.cell;
    setPreview((p) => (p && p.to === to ? p : { from: s.cell, to, brush: s.brush }));
    return true;
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>): boolean => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return false;
    start.current = null;
    setPreview(undefined);
    finish(s.cell, cellAt(e.clientX, e.clientY) ?? s.cell, s.brush);
    return true;
  };
  const onPointerCancel = (): boolean => {
    if (!start.current) return false;
    start.current = null;
    setPreview(undefined);
    return true;
  };

  /** Sets the annotations from outside (a link, a lesson), duplicates merged. */
  const setMerged = useCallback((a: Annotations) => setAnnotations(mergeAnnotations(a)), []);

  return {
    annotations,
    /** Replaces every annotation (from an address). */
    setAnnotations: setMerged,
    drawMode,
    setDrawMode: (on: boolean) => {
      setDrawMode(on);
      setPending(undefined);
      live.current.opts.say?.(
        on ? 'Draw mode on: drag from cell to cell for an arrow, tap a cell to mark it.' : 'Draw mode off.',
      );
    },
    brush,
    setBrush,
    /** The arrow being drawn, or the first cell chosen with the keyboard. */
    preview: preview ?? pending,
    clear,
    describe: () => describeAnnotations(annotations),
    /** Enter or Space on a cell in Draw mode: the first cell of an arrow, then its end (the same cell: a mark). */
    keyActivate(cell: string) {
      if (!pending) {
        setPending({ from: cell, to: cell, brush });
        live.current.opts.say?.(
          `Drawing from ${cell}: press Enter on the arrow's end, or on ${cell} again to mark it.`,
        );
        return;
      }
      setPending(undefined);
      finish(pending.from, cell, pending.brush);
    },
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      /** No browser menu over the board's cells: the right button draws. */
      onContextMenu: (e: MouseEvent<HTMLElement>) => {
        if ((e.target as Element).closest('[data-c]')) e.preventDefault();
      },
    },
  };
}

export type AnnotationsState = ReturnType<typeof useAnnotations>;

/** A drag-and-drop's pointer handlers (useBoardDrag), with the annotations' first: a press they take is theirs. */
interface PointerHandlers<E extends HTMLElement> {
  onPointerDown(e: PointerEvent<E>): unknown;
  onPointerMove(e: PointerEvent<E>): unknown;
  onPointerUp(e: PointerEvent<E>): unknown;
  onPointerCancel(e: PointerEvent<E>): unknown;
}

/** The picture's pointer handlers: the annotations first (right button, Draw mode), then `other`. */
export function withAnnotations<E extends HTMLElement>(ann: AnnotationsState, other: PointerHandlers<E>) {
  return {
    onPointerDown: (e: PointerEvent<E>) => ann.handlers.onPointerDown(e) || other.onPointerDown(e),
    onPointerMove: (e: PointerEvent<E>) => ann.handlers.onPointerMove(e) || other.onPointerMove(e),
    onPointerUp: (e: PointerEvent<E>) => ann.handlers.onPointerUp(e) || other.onPointerUp(e),
    onPointerCancel: (e: PointerEvent<E>) => ann.handlers.onPointerCancel() || other.onPointerCancel(e),
    onContextMenu: ann.handlers.onContextMenu,
  };
}
