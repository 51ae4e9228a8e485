'use client';
/**
 * A playable board's setters of what the viewer chose about the picture (its levels, its camera, the level a small
 * screen shows alone). Each stays the same function from render to render, so that the parts that take one (the
 * level controls, the level maps, the 3-D scene) are memoised, and each acts on the latest display.
 */
import { useCallback, useRef } from 'react';
import { SPREAD, type LevelOptions } from './core/types';
import type { BoardDisplay } from './PlayableBoard';

/** The prism's level controls before the viewer changes them. */
export const DEFAULT_LEVELS: LevelOptions = { spread: SPREAD.initial, fadeOthers: false };

/** Returns the setters for the display `shown`, changed through `setDisplay`. */
export function useDisplaySetters(shown: BoardDisplay, setDisplay: (d: BoardDisplay) => void) {
  const latest = useRef({ shown, setDisplay });
  latest.current = { shown, setDisplay };
  const change = useCallback((f: (d: BoardDisplay) => BoardDisplay) => {
    const { shown, setDisplay } = latest.current;
    setDisplay(f(shown));
  }, []);
  return {
    setLevels: useCallback((levels: LevelOptions) => change((d) => ({ ...d, levels })), [change]),
    setCamera: useCallback((camera: BoardDisplay['camera']) => change((d) => ({ ...d, camera })), [change]),
    /** A small screen's level tab: that level alone. */
    showLevel: useCallback(
      (solo: number) => change((d) => ({ ...d, levels: { ...(d.levels ?? DEFAULT_LEVELS), shown: undefined, solo } })),
      [change],
    ),
  };
}
