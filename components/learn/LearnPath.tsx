'use client';
/**
 * A student's path through a lesson (issue #43): the lesson rendered once (its compiled MDX, the children) and shown
 * one step at a time, as presenter mode shows it, with the practice exercises and the Try-it questions as steps of
 * their own; Back and Next, a sideways swipe, the keys (← → ↑ ↓, Page Up/Down, Home, End); the step in the address
 * (`?step=N`); the progress kept in this browser (useLearnStore.ts), the path opening where the student stopped.
 * Test hooks (docs/CONVENTIONS.md §7.3): the root's `data-learn`, `data-learn-step`, `data-learn-steps`; the Next
 * button's `data-learn-next`.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { bodyBlocks, fitStep, markStep } from './learnDom';
import {
  learnKey,
  learnSearch,
  readLearnAddress,
  stepAfter,
  swipeAction,
  type LearnAction,
  type LearnStep,
} from './plan';
import { withDone, withSeen } from './progress';
import type { Exercise } from '@/content/exercises/types';
import QuestionStep from './QuestionStep';
import type { LearnQuestion } from './variantPath';
import { useLearnProgress } from './useLearnStore';
import css from './learn.module.css';
import './learning.css';

// An exercise's board and the engine come after the path's first load (the lesson's text needs neither).
const ExerciseStep = dynamic(() => import('./ExerciseStep'), {
  loading: () => <p data-exercise-loading="">Loading the exercise…</p>,
});

interface LearnPathProps {
  readonly variant: string;
  readonly title: string;
  /** The lesson page's address (the path's close button leads there). */
  readonly lesson: string;
  readonly plan: readonly LearnStep[];
  readonly questions: readonly LearnQuestion[];
  /** The exercises of the plan, by id. */
  readonly exercises: Readonly<Record<string, Exercise>>;
  /** The lesson body (its compiled MDX, then the reconstructed-rules box). */
  readonly children: ReactNode;
}

/** True when a key or touch belongs to what it lands on: a field, a board (its cells take the arrows), a button's Space. */
const owns = (t: EventTarget | null) =>
  t instanceof Element && !!t.closest('input, select, textarea, [data-board-root], canvas, [role="dialog"]');

const PROBLEMS = {
  full: 'This browser’s storage is full: your progress is kept only until you leave this page.',
  blocked: 'This browser does not let the site keep anything: your progress is kept only until you leave this page.',
  unread: 'Progress kept here earlier could not be read; it is set aside, and the path starts again.',
} as const;

export default function LearnPath({ variant, title, lesson, plan, questions, exercises, children }: LearnPathProps) {
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const blocks = useRef<HTMLElement[]>([]);
  const [step, setStep] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const [more, setMore] = useState(false);
  const store = useLearnProgress(variant);
  const { progress, update } = store;
  const count = plan.length;
  const now = step === undefined ? undefined : plan[step];

  // Once the progress is read: pair the blocks, then open the step the address names, else where the student stopped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the path once, when the stored progress is known
  useEffect(() => {
    if (!store.loaded || step !== undefined || !body.current) return;
    blocks.current = bodyBlocks(body.current);
    const req = readLearnAddress(window.location.search, window.location.hash, plan);
    const resume = plan.findIndex((p) => p.key === progress.last);
    setNotice(req.notice);
    setStep(req.step ?? (resume >= 0 ? resume : 0));
    document.documentElement.setAttribute('data-learning', '');
  }, [store.loaded]);
  useEffect(() => () => document.documentElement.removeAttribute('data-learning'), []);

  // Show the step: its blocks, the address, the progress, the fit; the focus back on the stage when it was lost.
  useEffect(() => {
    if (step === undefined || !now) return;
    markStep(blocks.current, now);
    setMore(false);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${learnSearch(search, step)}`);
    if (now.kind !== 'exercise') update((p) => withSeen(p, now.key));
    else update((p) => (p.last === now.key ? p : { ...p, last: now.key }));
    const s = stage.current;
    if (s) s.scrollTop = 0;
    const refit = () => root.current && s && fitStep(root.current, s);
    refit();
    const f = document.activeElement;
    if (!f || f === document.body || (s?.contains(f) && !(f as HTMLElement).checkVisibility?.()))
      s?.focus({ preventScroll: true });
    // A board that comes to life, a chosen level, a message: fitted again, once a frame at most.
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refit);
    });
    for (const e of s?.querySelectorAll('[data-learn-on], [data-learn-screen]') ?? []) ro.observe(e);
    // A board that replaces its picture at the same size, a level map that replaces its image: a picture can be drawn
    // smaller only once it is there.
    const mo = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refit);
    });
    if (s) mo.observe(s, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-board-state'] });
    window.addEventListener('resize', refit);
    return () => {
      ro.disconnect();
      mo.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', refit);
    };
  }, [step, now, update]);

  const act = useCallback((a: LearnAction) => setStep((s) => (s === undefined ? s : stepAfter(a, s, count))), [count]);

  // Keys and swipes, unless they belong to a board, a field or a focused button.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || owns(e.target)) return;
      const a = learnKey(e.key);
      if (!a) return;
      e.preventDefault();
      act(a);
    };
    let start: { x: number; y: number; at: number } | undefined;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start =
        e.touches.length === 1 && t && !owns(e.target) ? { x: t.clientX, y: t.clientY, at: e.timeStamp } : undefined;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const a = start && t ? swipeAction(t.clientX - start.x, t.clientY - start.y, e.timeStamp - start.at) : undefined;
      start = undefined;
      if (a) act(a);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [act]);

  const n = (step ?? 0) + 1;
  const ready = step !== undefined;
  const heading = now?.kind === 'question' ? 'Try it yourself' : now?.kind === 'exercise' ? 'Practice' : now?.title;
  const hasNotes = now?.kind === 'lesson' && now.notes.length > 0;
  const startOver = () => {
    if (!window.confirm('Forget your progress on this lesson’s path (the steps seen and the exercises solved)?'))
      return;
    store.reset();
    setStep(0);
  };
  return (
    <article
      ref={root}
      className={`board-page ${css.path}`}
      data-page="learn"
      data-learn={variant}
      data-learn-ready={ready ? '' : undefined}
      data-learn-step={ready ? n : undefined}
      data-learn-steps={count}
      data-learn-kind={now?.kind}
      data-learn-caption={now?.kind === 'lesson' && now.caption ? '' : undefined}
      data-learn-more={more ? '' : undefined}
    >
      <header className={css.top}>
        <Link href={lesson} className={css.close} aria-label={`Leave the path: back to the lesson ${title}`}>
          ✕
        </Link>
        <div className={css.where}>
          <h1 className={css.title}>{title}</h1>
          <span className={css.count} data-learn-count="">
            {ready ? `${n} / ${count}` : `${count} steps`}
          </span>
        </div>
        <button type="button" className={css.small} onClick={startOver} data-learn-reset="">
          Start over
        </button>
      </header>
      <div
        className={css.progress}
        role="progressbar"
        aria-label="Path progress"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={n}
        aria-valuetext={`Step ${n} of ${count}`}
      >
        <div style={{ width: `${(100 * n) / Math.max(count, 1)}%` }} />
      </div>
      {(notice || store.problem) && (
        <p className={css.notice} role="status" data-learn-notice="">
          {[notice, store.problem && PROBLEMS[store.problem]].filter(Boolean).join(' ')}{' '}
          <button
            type="button"
            onClick={() => {
              setNotice(undefined);
              store.dismissProblem();
            }}
          >
            OK
          </button>
        </p>
      )}
      <div ref={stage} className={css.stage} tabIndex={-1} role="region" aria-label="Step" data-learn-stage="">
        {ready && now?.kind !== 'lesson' && <h2 className={css.screenTitle}>{heading}</h2>}
        {ready && now?.kind === 'lesson' && !now.section && <h2 className={css.screenTitle}>{title}</h2>}
        <div ref={body} className={css.body} data-lesson-body="">
          {children}
        </div>
        {now?.kind === 'exercise' && exercises[now.id] && (
          <ExerciseStep
            key={now.id}
            def={exercises[now.id]!}
            best={progress.done[now.id]}
            onSolved={(moves) => update((p) => withDone(p, now.id, moves))}
          />
        )}
        {now?.kind === 'question' && questions[now.index] && (
          <QuestionStep
            key={now.key}
            number={now.index + 1}
            question={questions[now.index]!}
            explore={`${lesson}explore/`}
          />
        )}
      </div>
      <nav className={css.bottom} aria-label="Steps">
        <button
          type="button"
          onClick={() => act('prev')}
          disabled={!ready || n <= 1}
          aria-keyshortcuts="ArrowLeft PageUp"
        >
          ← Back
        </button>
        {hasNotes && (
          <button type="button" onClick={() => setMore((m) => !m)} aria-pressed={more} data-learn-read="">
            {more ? 'The step' : 'Read more'}
          </button>
        )}
        {n < count || !ready ? (
          <button
            type="button"
            className={css.next}
            onClick={() => act('next')}
            disabled={!ready}
            aria-keyshortcuts="ArrowRight PageDown"
            data-learn-next=""
          >
            Next →
          </button>
        ) : (
          <Link href="/" className={css.next} data-learn-next="" data-learn-finish="">
            Finish ✓
          </Link>
        )}
      </nav>
      <p className={css.sr} aria-live="polite" data-learn-live="">
        {ready ? `Step ${n} of ${count}${heading ? `: ${heading}` : ''}` : ''}
      </p>
    </article>
  );
}
