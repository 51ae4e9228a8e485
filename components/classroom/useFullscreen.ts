/**
 * Presenter mode's full screen (browser only): asked for when the presenter enters and toggled by F, optional (a
 * refused or absent Fullscreen API leaves the presenter filling the window). Leaving full screen by the browser's own
 * Escape leaves presenter mode too; leaving presenter mode leaves full screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const html = () => document.documentElement;

interface Fullscreen {
  /** True while the page is full screen. */
  readonly on: boolean;
  /** Asks for full screen (entering presenter mode); a refusal is quiet. */
  enter(): void;
  /** Leaves full screen (presenter mode is being left). */
  exit(): void;
  /** Toggles full screen (the F key), staying in presenter mode either way. */
  toggle(): void;
}

/** Keeps full screen in step with presenter mode: `onExit` runs when the browser leaves it while `active`. */
export function useFullscreen(active: boolean, onExit: () => void): Fullscreen {
  const [on, setOn] = useState(false);
  /** Full screen is being left or toggled by the presenter itself, not by the browser's Escape. */
  const ours = useRef(false);

  useEffect(() => {
    const onChange = () => {
      const now = !!document.fullscreenElement;
      setOn(now);
      if (!now && active && !ours.current) onExit();
      ours.current = false;
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [active, onExit]);

  const enter = useCallback(() => {
    html()
      .requestFullscreen?.()
      .catch(() => undefined);
  }, []);
  const exit = useCallback(() => {
    if (!document.fullscreenElement) return;
    ours.current = true;
    document.exitFullscreen().catch(() => undefined);
  }, []);
  const toggle = useCallback(() => {
    ours.current = true;
    const done = () => (ours.current = false);
    if (document.fullscreenElement) document.exitFullscreen().catch(done);
    else (html().requestFullscreen?.() ?? Promise.reject(new Error('no Fullscreen API'))).catch(done);
  }, []);
  return { on, enter, exit, toggle };
}
