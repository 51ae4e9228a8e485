'use client';
/**
 * The mouse wheel over a 3-D board's picture (gesture.ts's `wheelMeans`): a turn that should scroll the page is kept
 * from the orbit controls (they listen on the view inside the picture and would zoom and hold the page still), and the
 * first one on the page shows the hint for a few seconds.
 */
import { useEffect, useState, type RefObject } from 'react';
import { wheelMeans } from './gesture';

/** Whether the page has shown the hint (once per page, not once per board: a lesson has many). */
let hinted = false;
const HINT_MS = 2500;

/** Listens on `frame` (the picture) and returns whether the hint is on show. */
export function useWheel(frame: RefObject<HTMLElement | null>, mode: 'zoom' | 'scroll'): boolean {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wheel = (e: WheelEvent) => {
      const means = wheelMeans(e, mode, hinted);
      if (means === 'zoom') return;
      // Caught on the way down: the controls on the view never see it, nothing cancels it, the page scrolls.
      e.stopPropagation();
      if (means !== 'hint') return;
      hinted = true;
      setHint(true);
      timer = setTimeout(() => setHint(false), HINT_MS);
    };
    el.addEventListener('wheel', wheel, { capture: true, passive: true });
    return () => {
      el.removeEventListener('wheel', wheel, { capture: true });
      clearTimeout(timer);
    };
  }, [frame, mode]);
  return hint;
}
