'use client';
/**
 * Makes a lesson's board interactive when it comes near the viewport: until then its static picture (the
 * server-rendered children: BoardPicture.tsx) is shown, and the board's code (the engine, the board, the puzzles)
 * is not part of the page's first load. The first board of the page starts at once; the others when they come
 * within two and a half screens (IntersectionObserver), one at a time, nearest first, each rendered in a
 * transition, so scrolling stays smooth. Focusing or clicking the picture's "Play on this board" button starts
 * the board at once and puts the focus on its cells. `data-board-state` is `picture`, `loading` or `live`.
 * A diagram gets its board's code from BoardCode.tsx, which it renders while it loads. On a lesson it is the code the
 * layout's BoardCode preloaded (Next's preload) and has already brought, so nothing suspends and the board is handed
 * over before the next paint; on any other page this BoardCode brings it. The first board is drawn as soon as the
 * code is here, with no transition for it.
 */
import { startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PuzzleDef } from '@/engine';
import BoardCode, { type DiagramBoardComponent } from './BoardCode';
import type { DiagramBoardSpec, LevelPicture } from './diagramSpec';

type PuzzlesModule = typeof import('@/components/puzzles/PuzzleSet');
let puzzlesCode: Promise<PuzzlesModule> | undefined;
const loadPuzzles = () => (puzzlesCode ??= import('@/components/puzzles/PuzzleSet'));

/** What to load: a diagram's board, or the puzzles of "Try it yourself". */
type LazyBoardWhat =
  | { readonly kind: 'diagram'; readonly spec: DiagramBoardSpec; readonly levels?: readonly LevelPicture[] }
  | { readonly kind: 'puzzles'; readonly puzzles: readonly PuzzleDef[]; readonly headingLevel?: 2 | 3 };

/** Boards waiting to start, and whether one is starting now (they start one at a time). */
const waiting = new Map<Element, () => void>();
let starting: Element | undefined;
let guard: ReturnType<typeof setTimeout> | undefined;

/** Starts the waiting board nearest the viewport, unless one is starting. */
function pump() {
  if (starting || !waiting.size) return;
  const mid = window.innerHeight / 2;
  const dist = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.bottom < 0 ? -r.bottom : Math.max(0, r.top - mid);
  };
  const [el, go] = [...waiting].sort((a, b) => dist(a[0]) - dist(b[0]))[0]!;
  waiting.delete(el);
  starting = el;
  // A board that never reports (an error) does not hold up the others.
  guard = setTimeout(() => release(el), 4000);
  go();
}

/**
 * How long the boards below wait after the page's first board has started: a reader who taps the first board at once
 * (it is in the first screen) gets its answer before the next board's drawing takes the main thread.
 */
const AFTER_FIRST_MS = 400;
let firstDone = false;

/** Called when a board has started (or gone): the next one may start. */
function release(el: Element) {
  waiting.delete(el);
  if (starting !== el) return;
  starting = undefined;
  clearTimeout(guard);
  setTimeout(pump, firstDone ? 0 : AFTER_FIRST_MS);
  firstDone = true;
}

/** Calls `onMount` once the board has committed (it is on the page). */
function Mounted({ onMount }: { onMount(): void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

/** The board's code, once loaded: the diagram's board or the puzzle set. */
type Loaded = { readonly diagram: DiagramBoardComponent } | { readonly puzzles: PuzzlesModule['default'] };

/** Shows the static picture, then the interactive board once it is near (or focused, or clicked). */
export default function LazyBoard({ what, children }: { what: LazyBoardWhat; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'picture' | 'loading' | 'live'>('picture');
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState<unknown>();
  const focusAfter = useRef(false);
  const asked = useRef(false);
  const urgent = useRef(false);
  const { kind } = what;

  /**
   * Draws the board once its code is here: at once for the page's first board or one the reader asked for, in a
   * transition for the others (scrolling stays smooth).
   */
  const show = useCallback((l: Loaded) => (urgent.current ? setLoaded(l) : startTransition(() => setLoaded(l))), []);
  const showDiagram = useCallback((diagram: DiagramBoardComponent) => show({ diagram }), [show]);

  /**
   * Asks for the board's code: a diagram's comes through the BoardCode rendered below while loading, the puzzles'
   * by their own import.
   */
  const load = useCallback(
    (now: boolean) => {
      if (asked.current) return;
      asked.current = true;
      urgent.current = now;
      setState('loading');
      if (kind === 'puzzles')
        loadPuzzles().then(
          (m) => show({ puzzles: m.default }),
          (e: unknown) => setFailed(() => e),
        );
    },
    [kind, show],
  );
  // Set up once: `load` stays the same for the board's life.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const first = document.querySelector('[data-board-state]') === el;
    const go = () => load(first);
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        waiting.set(el, go);
        pump();
      },
      { rootMargin: '250% 0px' },
    );
    if (first) {
      waiting.set(el, go);
      if (starting) go();
      else pump();
    } else io.observe(el);
    return () => {
      io.disconnect();
      release(el);
    };
  }, [load]);

  /** Starts this board now (a keyboard user reached its button, or a reader clicked it). */
  const now = (focus: boolean) => {
    if (state !== 'picture') return;
    focusAfter.current ||= focus;
    waiting.delete(root.current!);
    load(true);
  };
  const onMount = () => {
    setState('live');
    release(root.current!);
    if (focusAfter.current) {
      focusAfter.current = false;
      const cell =
        root.current?.querySelector<HTMLElement>('[data-cell][tabindex="0"]') ??
        root.current?.querySelector<HTMLElement>('[data-cell], button');
      cell?.focus();
    }
  };

  // The board's element is made once: this wrapper's own state changes (live) do not draw the board again (`what`
  // comes from the server and does not change).
  const board = useMemo(
    () =>
      !loaded ? null : 'diagram' in loaded ? (
        <loaded.diagram
          spec={(what as Extract<LazyBoardWhat, { kind: 'diagram' }>).spec}
          levels={(what as Extract<LazyBoardWhat, { kind: 'diagram' }>).levels}
        />
      ) : (
        <loaded.puzzles
          puzzles={(what as Extract<LazyBoardWhat, { kind: 'puzzles' }>).puzzles}
          headingLevel={(what as Extract<LazyBoardWhat, { kind: 'puzzles' }>).headingLevel}
          showProgress={false}
        />
      ),
    [loaded, what],
  );
  // The error boundary around the board says so when its code cannot be fetched (a diagram's: BoardCode throws).
  if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the picture's own button is the keyboard's way in
    <div
      ref={root}
      data-board-state={state}
      onFocus={state === 'picture' ? (e) => now((e.target as HTMLElement).hasAttribute('data-activate')) : undefined}
      onClick={state === 'picture' ? () => now(false) : undefined}
    >
      {!loaded ? (
        <>
          {children}
          {state === 'loading' && kind === 'diagram' && (
            <Suspense fallback={null}>
              <BoardCode onCode={showDiagram} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          {board}
          <Mounted onMount={onMount} />
        </>
      )}
    </div>
  );
}
