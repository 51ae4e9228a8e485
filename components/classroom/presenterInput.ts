/**
 * Presenter mode's input (browser only): its keys (a clicker's Page Up/Down included) and, on a touch screen, a
 * sideways swipe for the next or previous step. A key or touch that belongs to what it lands on (a field, a button's
 * Space, a board's drags and arrows) is left to it.
 */
import { useEffect } from 'react';
import { keyAction, type PresentAction } from './steps';

/** A swipe on a touch screen: left is the next step, right the previous; a board's own drags are its own. */
function swipeAction(start: Touch, end: Touch, ms: number, target: EventTarget | null): PresentAction | undefined {
  const dx = end.clientX - start.clientX;
  const dy = end.clientY - start.clientY;
  if (ms > 1500 || Math.abs(dx) < 60 || Math.abs(dx) < 1.5 * Math.abs(dy) || ownsTouch(target)) return undefined;
  return dx < 0 ? 'next' : 'prev';
}

/** True for a touch that belongs to what it started on: a board (it drags men and arrows), a field, the bar. */
const ownsTouch = (target: EventTarget | null) =>
  target instanceof Element &&
  !!target.closest('[data-board-root], canvas, input, select, textarea, [data-present-bar]');

/** True for a clicker's Page Up/Down on a flat board's cell: the cell list takes them for levels, a flat board has
 *  none, so the presenter moves on. */
function clickerOnFlatBoard(e: KeyboardEvent): boolean {
  const t = e.target instanceof Element ? e.target : null;
  const root = t?.closest('[data-cell]') ? t.closest('[data-board-root]') : null;
  return (e.key === 'PageUp' || e.key === 'PageDown') && !!root && !root.querySelector('[data-level-maps]');
}

/** True when a key on this element belongs to the element (typing, a button's Space, a link). */
function ownsKey(el: Element | null, key: string): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el.matches('input, select, textarea'))
    return key !== 'Escape' && key !== 'PageUp' && key !== 'PageDown';
  return key === ' ' && el.matches('button, a, summary, [role="button"]');
}

/** While presenting, turns the presenter's keys and swipes into actions. */
export function usePresenterInput(active: boolean, act: (a: PresentAction) => void) {
  useEffect(() => {
    if (!active) return;
    // A key a focused control uses for itself (the board's arrows, a button's Space) is its own.
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.defaultPrevented && !clickerOnFlatBoard(e)) return;
      const a = keyAction(e.key);
      if (!a || ownsKey(e.target as Element | null, e.key)) return;
      e.preventDefault();
      act(a);
    };
    let touch: { t: Touch; at: number } | undefined;
    const onTouchStart = (e: TouchEvent) => {
      touch = e.touches.length === 1 ? { t: e.touches[0]!, at: e.timeStamp } : undefined;
    };
    // A sideways drag is the presenter's: not the browser's back or forward.
    const onTouchMove = (e: TouchEvent) => {
      const m = e.touches[0];
      if (!touch || !m || ownsTouch(e.target)) return;
      if (Math.abs(m.clientX - touch.t.clientX) > Math.abs(m.clientY - touch.t.clientY)) e.preventDefault();
    };
    const onTouchEnd = (e: TouchEvent) => {
      const end = e.changedTouches[0];
      const a = touch && end ? swipeAction(touch.t, end, e.timeStamp - touch.at, e.target) : undefined;
      touch = undefined;
      if (a) act(a);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    document.addEventListener('touchend', onTouchEnd);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [active, act]);
}
