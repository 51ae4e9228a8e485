'use client';
/**
 * Presenter mode's state: on or off, the course (the 45-minute class or the longer course), the step, the theme, a
 * notice about a bad address; keeps the address (`?present=1&step=N&theme=dark&course=full`), the marks on the lesson's blocks and the `<html>` attributes the presenter's
 * styles key on in step with it. Its other concerns are beside it: fitting a step to the screen (presenterFit.ts),
 * keys and swipes (presenterInput.ts), full screen (useFullscreen.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { clearSteps, readSteps, showStep, stepNotes, stepOfId, type LessonSteps } from './dom';
import { clearFit, fitStep, useRefit } from './presenterFit';
import { usePresenterInput } from './presenterInput';
import {
  courseSteps,
  presentSearch,
  readHashId,
  readPresentParams,
  type PresentAction,
  type PresentTheme,
  type Step,
} from './steps';
import { useFullscreen } from './useFullscreen';

export interface PresenterState {
  readonly active: boolean;
  readonly step: number;
  readonly count: number;
  /** The id of the step's section (undefined before the first heading), and its heading. */
  readonly section?: string;
  readonly title?: string;
  /** Other sections whose text is in the step's notes (their guide notes apply too). */
  readonly also?: readonly string[];
  /** The lesson's text for the step's speaker notes (its prose, and a caption kept off the slide). */
  readonly prose: readonly string[];
  readonly theme: PresentTheme;
  /** True for the longer course, false for the 45-minute class. */
  readonly full: boolean;
  /** Steps of the other course (to name it on its button). */
  readonly otherCount: number;
  readonly notice?: string;
  readonly fullscreen: boolean;
  /** Switches between the 45-minute class and the longer course, staying on the same part of the lesson. */
  setFull(full: boolean): void;
  enter(): void;
  leave(): void;
  go(step: number): void;
  act(a: PresentAction): void;
  dismissNotice(): void;
}

const html = () => document.documentElement;

/** Writes the presenter's state into the address, other parameters kept (undefined: presenter mode left). */
function writeAddress(state: { step: number; theme: PresentTheme; full: boolean } | undefined) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${presentSearch(search, state)}`);
}

/** Keeps presenter mode for the lesson inside `anchor`'s `[data-lesson]` article, cut into `steps` at build time. */
export function usePresenter(anchor: RefObject<HTMLElement | null>, steps: readonly Step[]): PresenterState {
  const lesson = useRef<LessonSteps | null>(null);
  const stage = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(false);
  const [step, setStep] = useState(0);
  const [count, setCount] = useState(0);
  const [theme, setTheme] = useState<PresentTheme>('light');
  const [full, setFullState] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [prose, setProse] = useState<string[]>([]);
  const plan = useMemo(() => courseSteps(steps, full), [steps, full]);
  const other = useMemo(() => courseSteps(steps, !full).length, [steps, full]);
  /** The lesson's elements with the steps of the course shown. */
  const course = useCallback(
    (): LessonSteps | null => (lesson.current ? { elements: lesson.current.elements, steps: plan } : null),
    [plan],
  );

  const body = () => anchor.current?.closest('[data-lesson]')?.querySelector<HTMLElement>('[data-lesson-body]') ?? null;

  // Find the lesson's blocks (by the numbers stamped on them) once it is in the page, then read the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the lesson and the address once, after the lesson is in the page
  useEffect(() => {
    const b = body();
    if (!b) return;
    stage.current = b;
    const ls = readSteps(b, steps);
    lesson.current = ls;
    const core = courseSteps(steps, false).length;
    const req = readPresentParams(window.location.search, core, steps.length);
    setCount(req.full ? steps.length : core);
    setTheme(req.theme);
    setFullState(req.full);
    if (!req.present) return;
    const hash = req.step === undefined ? readHashId(window.location.hash) : {};
    setNotice([req.notice, hash.notice].filter(Boolean).join(' ') || undefined);
    const asked = { elements: ls.elements, steps: courseSteps(steps, req.full) };
    setStep(req.step ?? (hash.id !== undefined ? stepOfId(asked, hash.id) : undefined) ?? 0);
    setActive(true);
  }, []);

  // Show the step: marks, <html> attributes, the address, and the focus when it was in a block now hidden.
  useEffect(() => {
    const ls = course();
    if (!ls || !active) return;
    const s = Math.min(step, ls.steps.length - 1);
    showStep(ls, s);
    setProse(stepNotes(ls, s));
    const root = html();
    root.toggleAttribute('data-present-points', !!ls.steps[s]?.points);
    // A step only the longer course shows (the slides' tests check those at one size).
    root.toggleAttribute('data-present-extra', !!ls.steps[s]?.full);
    stage.current?.setAttribute('role', 'region');
    stage.current?.setAttribute('aria-label', 'Lesson step');
    root.setAttribute('data-presenting', '');
    root.setAttribute('data-present-theme', theme);
    root.toggleAttribute('data-present-first', s === 0);
    writeAddress({ step: s, theme, full });
    const b = stage.current;
    if (b) b.scrollTop = 0;
    fitStep(b);
    const focused = document.activeElement;
    if (
      !focused ||
      focused === document.body ||
      (b?.contains(focused) && !(focused as HTMLElement).checkVisibility?.())
    )
      b?.focus({ preventScroll: true });
  }, [active, step, theme, full, course]);

  /** Presenter mode off: the marks, attributes and address cleared, the reader back where the step was. */
  const off = useCallback(() => {
    const ls = course();
    if (!ls) return false;
    const first = ls.elements[ls.steps[step]?.blocks[0] ?? -1];
    clearSteps(ls);
    for (const a of [
      'data-presenting',
      'data-present-theme',
      'data-present-first',
      'data-present-points',
      'data-present-extra',
    ])
      html().removeAttribute(a);
    clearFit();
    stage.current?.removeAttribute('role');
    stage.current?.removeAttribute('aria-label');
    writeAddress(undefined);
    setActive(false);
    setNotice(undefined);
    requestAnimationFrame(() => {
      first?.scrollIntoView({ block: 'start' });
      anchor.current?.querySelector<HTMLElement>('[data-present-button]')?.focus({ preventScroll: true });
    });
    return true;
  }, [step, anchor, course]);

  // Leaving full screen with the browser's own Escape leaves presenter mode too; the F key only toggles it.
  const fullscreen = useFullscreen(active, off);
  const leave = useCallback(() => {
    if (off()) fullscreen.exit();
  }, [off, fullscreen.exit]);

  const enter = useCallback(() => {
    if (!lesson.current) return;
    setActive(true);
    setNotice(undefined);
    fullscreen.enter(); // optional: refused or missing, the presenter fills the window
    requestAnimationFrame(() => stage.current?.focus({ preventScroll: true }));
  }, [fullscreen.enter]);

  const go = useCallback(
    (s: number) => {
      setStep(Math.max(0, Math.min(s, plan.length - 1)));
      setNotice(undefined);
    },
    [plan],
  );

  const setFull = useCallback(
    (f: boolean) => {
      if (f === full) return;
      const next = courseSteps(steps, f);
      // The same part of the lesson: the step that shows the current step's first block, else the next one after it.
      const at = plan[step]?.blocks.at(-1) ?? 0;
      const same = next.findIndex((x) => x.blocks.includes(at));
      const after = next.findIndex((x) => Math.max(...x.blocks) >= at);
      setFullState(f);
      setCount(next.length);
      setStep(same >= 0 ? same : after >= 0 ? after : next.length - 1);
    },
    [full, steps, plan, step],
  );

  const act = useCallback(
    (a: PresentAction) => {
      if (a === 'next') go(step + 1);
      else if (a === 'prev') go(step - 1);
      else if (a === 'first') go(0);
      else if (a === 'last') go(count - 1);
      else if (a === 'leave') leave();
      else if (a === 'theme') setTheme((t) => (t === 'dark' ? 'light' : 'dark'));
      else fullscreen.toggle();
    },
    [go, step, count, leave, fullscreen.toggle],
  );

  usePresenterInput(active, act);
  useRefit(active, stage, () => lesson.current?.elements ?? []);

  const now = plan[step];
  return {
    active,
    step,
    count,
    section: now?.section,
    title: now?.title,
    also: now?.also,
    prose,
    theme,
    full,
    otherCount: other,
    setFull,
    notice,
    fullscreen: fullscreen.on,
    enter,
    leave,
    go,
    act,
    dismissNotice: () => setNotice(undefined),
  };
}
