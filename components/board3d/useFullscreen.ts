'use client';
/**
 * The 3-D view's full-screen control (issue #46): the scene alone with its tool bar over the whole screen. It asks
 * the browser for full screen (the Fullscreen API, on the page: the scene is drawn in the page's one canvas, which
 * must stay on show) and lays the board over the page; where the browser refuses, the board still covers the
 * window. Escape leaves (the browser's own Escape, or ours when it kept the key), and so does the control again.
 */
import { useCallback, useEffect, useState } from 'react';

/** Returns whether the view is full screen and a function that turns it on or off. */
export function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(false);
  const leave = useCallback(() => {
    setFull(false);
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
  }, []);
  const toggle = useCallback(() => {
    if (full) return leave();
    setFull(true);
    document.documentElement.requestFullscreen?.().catch(() => {});
  }, [full, leave]);
  useEffect(() => {
    if (!full) return;
    // The browser left full screen (its Escape, or the page lost it): the board goes back into the page.
    let entered = !!document.fullscreenElement;
    const changed = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) setFull(false);
    };
    // Escape that reached the page and was not taken by the picture (which drops a selection first).
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) leave();
    };
    document.addEventListener('fullscreenchange', changed);
    window.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      window.removeEventListener('keydown', key);
    };
  }, [full, leave]);
  // A board that closes while full screen gives the screen back.
  useEffect(() => () => void (document.fullscreenElement && document.exitFullscreen?.().catch(() => {})), []);
  return [full, toggle];
}
