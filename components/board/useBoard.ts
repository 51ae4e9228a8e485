'use client';
/**
 * The thin React side of the board controller (core/controller.ts): holds a `BoardState` and changes it only through
 * a reducer, `reduce` or a page's wrapper of it (a play page refusing moves while the computer thinks, a puzzle
 * while it answers). The reducer is read when an action is dispatched, so a wrapper may close over the page's
 * latest state. The handle's fields are the state's; its functions dispatch actions.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  initialState,
  reduce,
  type BoardAction,
  type BoardConfig,
  type BoardState,
  type Input,
} from './core/controller';
import type { Game, Position } from '@/engine';

type BoardReducer = (s: BoardState, a: BoardAction) => BoardState;

/** Actions that come from the reader's hand on the board (as opposed to the page's own moves and loads). */
const HAND: ReadonlySet<BoardAction['type']> = new Set(['activate', 'select', 'drop', 'choose', 'explain']);

/**
 * Wraps `reduce` so that the reader's actions are refused, with `gate`'s message said instead, whenever `gate`
 * returns one (the page's own moves, undo and loads still go through).
 */
export const gated =
  (gate: (s: BoardState, a: BoardAction) => string | undefined, inner: BoardReducer = reduce): BoardReducer =>
  (s, a) => {
    const refusal = HAND.has(a.type) ? gate(s, a) : undefined;
    return refusal ? inner(s, { type: 'say', text: refusal }) : inner(s, a);
  };

/** Holds a playable board from `start`; `reducer` (default `reduce`) makes every change. */
export function useBoard(
  start: Position | Game,
  opts: BoardConfig & { readonly selected?: string; readonly reducer?: BoardReducer } = {},
) {
  const { selected, reducer, ...config } = opts;
  const [state, setState] = useState(() => initialState(start, config, selected));
  const latest = useRef<BoardReducer>(reduce);
  latest.current = reducer ?? reduce;
  const dispatch = useCallback((a: BoardAction) => setState((s) => latest.current(s, a)), []);
  const actions = useMemo(
    () => ({
      dispatch,
      activate: (cell: string, input?: Input) => dispatch({ type: 'activate', cell, ...(input ? { input } : {}) }),
      select: (cell: string) => dispatch({ type: 'select', cell }),
      drop: (from: string, to: string | undefined) => dispatch({ type: 'drop', from, to }),
      choose: (text: string) => dispatch({ type: 'choose', text }),
      clear: () => dispatch({ type: 'clear' }),
      say: (text: string) => dispatch({ type: 'say', text }),
      playText: (text: string, say?: string) => dispatch({ type: 'play', text, ...(say ? { say } : {}) }),
      // A button's handler may pass its click event: only a number counts as plies.
      undo: (plies?: unknown) => dispatch({ type: 'undo', ...(typeof plies === 'number' ? { plies } : {}) }),
      redo: (plies?: unknown) => dispatch({ type: 'redo', ...(typeof plies === 'number' ? { plies } : {}) }),
      load: (game: Game | Position, sel?: string, say?: string) =>
        dispatch({ type: 'load', game, ...(sel ? { selected: sel } : {}), ...(say ? { say } : {}) }),
    }),
    [dispatch],
  );
  return { ...state, lastMove: state.view.last?.cells ?? [], ...actions };
}

export type BoardHandle = ReturnType<typeof useBoard>;
