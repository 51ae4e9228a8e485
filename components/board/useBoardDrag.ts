'use client';
/**
 * Drag and drop on a 2-D board: press on a man, move more than a few pixels, release on a cell. Returns the
 * pointer handlers for the element around the SVG and the dragged man's position in SVG units (for BoardSvg's
 * `drag`). A press and release without movement stays a click, handled by the board's `onCellClick`.
 */
import { useRef, useState, type PointerEvent } from 'react';

interface DragOptions {
  /** True when the man on this cell may be dragged (its side is to move). */
  canDrag(cell: string): boolean;
  /** Called when a drag starts (select the man). */
  onStart(cell: string): void;
  /** Called with the cell under the pointer while dragging. */
  onOver(cell: string | undefined): void;
  /** Called on release over a cell (or outside the board: undefined). */
  onDrop(from: string, to: string | undefined): void;
}

interface DragState {
  readonly cell: string;
  readonly x: number;
  readonly y: number;
}

/** Returns the board cell name under a screen point, if any. */
function cellAt(x: number, y: number): string | undefined {
  const el = document.elementFromPoint(x, y)?.closest<SVGElement>('[data-c]');
  return el?.dataset.c ?? undefined;
}

/** Converts a pointer position to the SVG's user units. */
function toSvg(svg: SVGSVGElement, x: number, y: number): [number, number] {
  const m = svg.getScreenCTM();
  if (!m) return [0, 0];
  const p = new DOMPoint(x, y).matrixTransform(m.inverse());
  return [p.x, p.y];
}

const THRESHOLD = 5;

/** Tracks a drag over the board inside the returned handlers' element. */
export function useBoardDrag(opts: DragOptions) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const start = useRef<{ cell: string; x: number; y: number; svg: SVGSVGElement; moving: boolean } | null>(null);
  /** True right after a drag, so that the click the browser may send is ignored. */
  const justDragged = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const target = e.target as Element;
    const cell = target.closest<SVGElement>('[data-c]')?.dataset.c;
    const svg = target.closest('svg');
    if (!cell || !svg || !opts.canDrag(cell)) return;
    start.current = { cell, x: e.clientX, y: e.clientY, svg, moving: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    if (!s.moving) {
      if (Math.hypot(e.clientX - s.x, e.clientY - s.y) < THRESHOLD) return;
      s.moving = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      opts.onStart(s.cell);
    }
    const [x, y] = toSvg(s.svg, e.clientX, e.clientY);
    setDrag({ cell: s.cell, x, y });
    opts.onOver(cellAt(e.clientX, e.clientY));
  };
  const finish = (e: PointerEvent<HTMLElement>, drop: boolean) => {
    const s = start.current;
    start.current = null;
    if (!s?.moving) return;
    setDrag(null);
    justDragged.current = true;
    setTimeout(() => (justDragged.current = false), 0);
    if (drop) opts.onDrop(s.cell, cellAt(e.clientX, e.clientY));
  };
  return {
    drag,
    /** True while the click that ends a drag should be ignored. */
    justDragged,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: PointerEvent<HTMLElement>) => finish(e, true),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => finish(e, false),
    },
  };
}
