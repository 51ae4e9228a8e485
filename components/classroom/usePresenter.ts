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

/** Sizes the board column to the shown board's shape: a tall board leaves more room to the text (`--p-board-w`). */
function fitBoard(stage: HTMLElement | null) {
  const svg = [
    ...(stage?.querySelectorAll<SVGSVGElement>('[data-present-on] [data-diagram-board] svg[data-board-svg]') ?? []),
  ].find((e) => !e.closest('[data-level-maps]'));
  const box = svg?.viewBox.baseVal;
  const w = window.innerWidth;
  const maps = !!stage?.querySelector('[data-present-on] [data-level-maps]');
  // The picture's height is the window's less the bar, the board's tool bar and margins (about 150 px).
  const want = maps || !box?.height ? 0.6 * w : (box.width / box.height) * (window.innerHeight - 150) + 40;
  html().style.setProperty('--p-board-w', `${Math.round(Math.min(0.6 * w, Math.max(0.36 * w, want)))}px`);
}

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
    root.setAttribute('data-present-kind', ls.steps[s]?.board ? 'board' : 'text');
    root.toggleAttribute('data-present-first', s === 0);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${presentSearch(window.location.search, { step: s, theme })}`,
    );
    const b = stage.current;
    if (b) b.scrollTop = 0;
    fitBoard(b);
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
    root.style.removeProperty('--p-board-w');
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
    const onResize = () => fitBoard(stage.current);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
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
