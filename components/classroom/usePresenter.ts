'use client';
/**
 * Presenter mode's state: on or off, the step, the theme, a notice about a bad address; keeps the address
 * (`?present=1&step=N&theme=dark`), the marks on the lesson's blocks and the `<html>` attributes the presenter's
 * styles key on in step with it; handles the keys and the Fullscreen API (asked only when the user enters, and
 * optional: refused or absent, the presenter fills the window instead).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { clearSteps, readSteps, showStep, stepOfId, type LessonSteps } from './dom';
import {
  keyAction,
  presentSearch,
  readHashId,
  readPresentParams,
  type PresentAction,
  type PresentTheme,
} from './steps';

export interface PresenterState {
  readonly active: boolean;
  readonly step: number;
  readonly count: number;
  readonly section?: string;
  readonly theme: PresentTheme;
  readonly notice?: string;
  readonly fullscreen: boolean;
  enter(): void;
  leave(): void;
  go(step: number): void;
  act(a: PresentAction): void;
  dismissNotice(): void;
}

const html = () => document.documentElement;

/** The boards a step may show: a diagram's or piece card's, or a puzzle's (one puzzle per step). */
const BOARD = ':is([data-diagram-board], [data-puzzle-board])';

/**
 * Sizes the board column to the shown board's shape (`--p-board-w`: a tall board leaves more room to the text) and
 * tells the styles whether the step shows a board (`data-present-kind`).
 */
function fitBoard(stage: HTMLElement | null) {
  const board = [...(stage?.querySelectorAll<HTMLElement>(`[data-present-on] ${BOARD}`) ?? [])].find((e) =>
    e.checkVisibility(),
  );
  html().setAttribute('data-present-kind', board ? 'board' : 'text');
  const svg = [...(board?.querySelectorAll<SVGSVGElement>('svg[data-board-svg]') ?? [])].find(
    (e) => !e.closest('[data-level-maps]'),
  );
  const box = svg?.viewBox.baseVal;
  const maps = !!board?.querySelector('[data-level-maps]');
  // presenter.css sizes the column from the board's shape and the window, so a resize needs no script: a flat
  // board as wide as its picture at the window's height, between 38 % and 50 % of the width; level maps 55 %.
  const root = html().style;
  root.setProperty('--p-board-ratio', maps || !box?.height ? '99' : (box.width / box.height).toFixed(3));
  root.setProperty('--p-board-max', maps ? '55vw' : '50vw');
}

/**
 * Fits the step's text to the screen: the steps are cut so that they fit at the presenter's text size
 * (steps.ts), and a step that still does not (a long box, a narrow window) gets a smaller text (`--p-fit`, down to
 * 60 %) rather than a scroll bar.
 */
function fitText(stage: HTMLElement | null) {
  if (!stage) return;
  const root = html();
  let fit = 1;
  root.style.setProperty('--p-fit', '1');
  while (stage.scrollHeight > stage.clientHeight + 1 && fit > 0.62) {
    fit -= 0.04;
    root.style.setProperty('--p-fit', fit.toFixed(2));
  }
}

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

/** Keeps presenter mode for the lesson inside `anchor`'s `[data-lesson]` article. */
export function usePresenter(anchor: RefObject<HTMLElement | null>): PresenterState {
  const lesson = useRef<LessonSteps | null>(null);
  const stage = useRef<HTMLElement | null>(null);
  const toggling = useRef(false);
  const [active, setActive] = useState(false);
  const [step, setStep] = useState(0);
  const [count, setCount] = useState(0);
  const [theme, setTheme] = useState<PresentTheme>('light');
  const [notice, setNotice] = useState<string>();
  const [fullscreen, setFullscreen] = useState(false);
  const leaving = useRef(false);

  const body = () => anchor.current?.closest('[data-lesson]')?.querySelector<HTMLElement>('[data-lesson-body]') ?? null;

  // Read the steps once the lesson is in the page, then what the address asks for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the lesson and the address once, after the lesson is in the page
  useEffect(() => {
    const b = body();
    if (!b) return;
    stage.current = b;
    const ls = readSteps(b);
    lesson.current = ls;
    setCount(ls.steps.length);
    const req = readPresentParams(window.location.search, ls.steps.length);
    setTheme(req.theme);
    if (!req.present) return;
    const hash = req.step === undefined ? readHashId(window.location.hash) : {};
    setNotice([req.notice, hash.notice].filter(Boolean).join(' ') || undefined);
    setStep(req.step ?? (hash.id !== undefined ? stepOfId(ls, hash.id) : undefined) ?? 0);
    setActive(true);
  }, []);

  // Show the step: marks, <html> attributes, the address, and the focus when it was in a block now hidden.
  useEffect(() => {
    const ls = lesson.current;
    if (!ls || !active) return;
    const s = Math.min(step, ls.steps.length - 1);
    showStep(ls, s);
    const root = html();
    stage.current?.setAttribute('role', 'region');
    stage.current?.setAttribute('aria-label', 'Lesson step');
    root.setAttribute('data-presenting', '');
    root.setAttribute('data-present-theme', theme);
    root.toggleAttribute('data-present-first', s === 0);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${presentSearch(window.location.search, { step: s, theme })}`,
    );
    const b = stage.current;
    if (b) b.scrollTop = 0;
    fitBoard(b);
    fitText(b);
    const focused = document.activeElement;
    if (
      !focused ||
      focused === document.body ||
      (b?.contains(focused) && !(focused as HTMLElement).checkVisibility?.())
    )
      b?.focus({ preventScroll: true });
  }, [active, step, theme]);

  const leave = useCallback(() => {
    const ls = lesson.current;
    if (!ls) return;
    const first = ls.elements[ls.steps[step]?.blocks[0] ?? -1];
    clearSteps(ls);
    const root = html();
    for (const a of ['data-presenting', 'data-present-theme', 'data-present-kind', 'data-present-first'])
      root.removeAttribute(a);
    root.style.removeProperty('--p-board-ratio');
    root.style.removeProperty('--p-board-max');
    root.style.removeProperty('--p-fit');
    stage.current?.removeAttribute('role');
    stage.current?.removeAttribute('aria-label');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${presentSearch(window.location.search, undefined)}`,
    );
    setActive(false);
    setNotice(undefined);
    if (document.fullscreenElement) {
      leaving.current = true;
      document.exitFullscreen().catch(() => undefined);
    }
    requestAnimationFrame(() => {
      first?.scrollIntoView({ block: 'start' });
      anchor.current?.querySelector<HTMLElement>('[data-present-button]')?.focus({ preventScroll: true });
    });
  }, [step, anchor]);

  const enter = useCallback(() => {
    if (!lesson.current) return;
    setActive(true);
    setNotice(undefined);
    // Optional: a refused or missing Fullscreen API leaves the presenter filling the window.
    html()
      .requestFullscreen?.()
      .catch(() => undefined);
    requestAnimationFrame(() => stage.current?.focus({ preventScroll: true }));
  }, []);

  const go = useCallback((s: number) => {
    setStep(Math.max(0, Math.min(s, (lesson.current?.steps.length ?? 1) - 1)));
    setNotice(undefined);
  }, []);

  const act = useCallback(
    (a: PresentAction) => {
      if (a === 'next') go(step + 1);
      else if (a === 'prev') go(step - 1);
      else if (a === 'first') go(0);
      else if (a === 'last') go(count - 1);
      else if (a === 'leave') leave();
      else if (a === 'theme') setTheme((t) => (t === 'dark' ? 'light' : 'dark'));
      else {
        toggling.current = true;
        const done = () => (toggling.current = false);
        if (document.fullscreenElement) document.exitFullscreen().catch(done);
        else (html().requestFullscreen?.() ?? Promise.reject(new Error('no Fullscreen API'))).catch(done);
      }
    },
    [go, step, count, leave],
  );

  // Keys while presenting. A key a focused control uses for itself (the board's arrows, a button's Space) is its own.
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.defaultPrevented && !clickerOnFlatBoard(e)) return;
      const a = keyAction(e.key);
      if (!a || ownsKey(e.target as Element | null, e.key)) return;
      e.preventDefault();
      act(a);
    };
    const onResize = () => {
      fitBoard(stage.current);
      fitText(stage.current);
    };
    // A board that comes to life, or a puzzle's message, changes the step's height: fit it again.
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(onResize);
    });
    for (const e of lesson.current?.elements ?? []) ro.observe(e);
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
    window.addEventListener('resize', onResize);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    document.addEventListener('touchend', onTouchEnd);
    return () => {
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [active, act]);

  // Leaving full screen with the browser's own Escape leaves presenter mode too; the F key only toggles it.
  useEffect(() => {
    const onChange = () => {
      const on = !!document.fullscreenElement;
      setFullscreen(on);
      if (!on && active && !leaving.current && !toggling.current) leave();
      leaving.current = false;
      toggling.current = false;
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [active, leave]);

  const section = lesson.current?.steps[step]?.section;
  return {
    active,
    step,
    count,
    section,
    theme,
    notice,
    fullscreen,
    enter,
    leave,
    go,
    act,
    dismissNotice: () => setNotice(undefined),
  };
}
