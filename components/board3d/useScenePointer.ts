'use client';
/**
 * The pointer on a 3-D board's picture: each pointer event goes through the gesture interpreter (gesture.ts), which
 * asks what the scene shows under the pointer (`look`: the ray of PointerCell.tsx, the selected man's markers as drawn
 * now, the men of the side to move) and says what the event means: a hover, a cell to activate or a man to select.
 */
import { useRef, type PointerEvent, type RefObject } from 'react';
import type { BoardView, CellView } from '@/engine';
import type { BoardModel } from '@/components/board/core/model';
import type { RigApi } from './CameraRig';
import { interpret, hoverCell, type GestureState, type PointerIn } from './gesture';
import { markersOnScreen, type PickScene } from './pick';
import type { HitsAt } from './PointerCell';
import { cellTop } from './layout3d';

/** What `look` reads when asked (kept current by the board). */
interface LiveBoard {
  readonly view: BoardView;
  readonly cells: ReadonlyMap<string, CellView>;
  readonly model: BoardModel;
  readonly spread: number;
  readonly hidden: ReadonlySet<number>;
  readonly selected?: string;
}

interface PointerWiring {
  readonly cellAt: RefObject<HitsAt | null>;
  readonly rig: RefObject<RigApi | null>;
  readonly live: RefObject<LiveBoard>;
  /** The page's handlers, read live. */
  readonly handlers: RefObject<{ onCellClick?(cell: string): void; onCellSelect?(cell: string): void }>;
  hover(cell: string | undefined): void;
}

/** Returns the picture's pointer handlers and `hoverAt` (what a pointer resting at a client point names). */
export function useScenePointer({ cellAt, rig, live, handlers, hover }: PointerWiring) {
  const state = useRef<GestureState>({});
  /** What the scene shows under a client point (pick.ts's question), or undefined outside the view. */
  const look = (clientX: number, clientY: number): PickScene | undefined => {
    const ray = cellAt.current?.(clientX, clientY);
    if (!ray) return undefined;
    const { view, cells, model, spread, hidden, selected } = live.current;
    const r = rig.current;
    const top = (name: string) => {
      const c = cells.get(name);
      return c && !hidden.has(c.level) ? cellTop(c, view.levels, spread) : undefined;
    };
    const markers = r ? markersOnScreen(model.targets.keys(), top, r.project, r.depth) : [];
    const own = new Set(view.pieces.filter((p) => p.color === view.turn).map((p) => p.cell));
    return { ...ray, markers, own, ...(selected ? { selected } : {}) };
  };
  const lookRef = useRef(look);
  lookRef.current = look;

  const on = (type: PointerIn['type']) => (e: PointerEvent<HTMLElement>) => {
    const input: PointerIn = { type, x: e.clientX, y: e.clientY, pointerType: e.pointerType };
    const r = interpret(state.current, type === 'move' ? input : { ...input, button: e.button }, look);
    state.current = r.state;
    const out = r.out;
    // Draw mode: the page's annotation handlers have the press.
    if (!out || (out.type === 'pick' && e.currentTarget.closest('[data-drawing="true"]'))) return;
    if (out.type === 'hover') hover(out.cell);
    else if (out.action === 'select' && handlers.current.onCellSelect) handlers.current.onCellSelect(out.cell);
    else handlers.current.onCellClick?.(out.cell);
  };
  return {
    onPointerDown: on('down'),
    onPointerMove: on('move'),
    onPointerUp: on('up'),
    onPointerCancel: on('cancel'),
    /** The cell a pointer resting at a client point names (the test hook's `pickAt`). */
    hoverAt: useRef((x: number, y: number) => hoverCell(lookRef.current(x, y))).current,
  };
}
