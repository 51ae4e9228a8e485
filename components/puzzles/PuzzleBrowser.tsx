'use client';
/**
 * The puzzles page (issue #30): one puzzle at a time, its board filling the window, like lichess' puzzle page. Each
 * puzzle has its own address, `#<puzzle-id>` (a static export with trailing slashes serves one page for all of them;
 * an unknown or unreadable fragment shows the first puzzle); previous and next are links, so Back and Forward step
 * through the puzzles seen. The pager says "solved x of n" from the stored progress and opens the list of all
 * puzzles (with each one's state and the progress reset) in one click. Only the shown puzzle is on the page.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PuzzleDef } from '@/engine';
import Puzzle from './Puzzle';
import { liveHref } from '@/components/live/links';
import { resetOutcomes } from './outcome';
import { resetPuzzles, useIgnoredProgress, useProgress, type PuzzleStatus } from './progress';
import css from './puzzles.module.css';
import pg from './pager.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
/** The address's fragment, decoded ('' when it cannot be read: a hostile link shows the first puzzle). */
function readHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

const isDone = (s?: PuzzleStatus) => s === 'solved' || s === 'helped';
const stateWords = (s?: PuzzleStatus) => (s ? ` (${s === 'seen' ? 'solution seen' : 'solved'})` : '');

/** Renders a variant's puzzles one at a time. */
export default function PuzzleBrowser({ puzzles }: { puzzles: readonly PuzzleDef[] }) {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  const index = Math.max(
    0,
    puzzles.findIndex((p) => p.id === hash),
  );
  const current = puzzles[index]!;
  const prev = puzzles[index - 1];
  const next = puzzles[index + 1];
  const progress = useProgress();
  const ignored = useIgnoredProgress();
  const done = puzzles.filter((p) => isDone(progress[p.id])).length;
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDetailsElement>(null);

  // Another puzzle chosen (a link, Back or Forward): the pager in view, the list closed, the focus on the new
  // puzzle's heading, unless it is in the new puzzle already.
  const moved = useRef(false);
  useEffect(() => {
    const onHash = () => {
      moved.current = true;
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown puzzle changes
  useEffect(() => {
    const r = root.current;
    if (!moved.current || !r) return;
    moved.current = false;
    if (list.current) list.current.open = false;
    if (r.getBoundingClientRect().top < 0) r.scrollIntoView({ block: 'start' });
    const article = r.querySelector<HTMLElement>('[data-puzzle-id]');
    if (article?.contains(document.activeElement)) return;
    const h = article?.querySelector<HTMLElement>('h2');
    h?.setAttribute('tabindex', '-1');
    h?.focus({ preventScroll: true });
  }, [current.id]);

  return (
    <div ref={root} className={css.browser} data-puzzle-set="" data-puzzle-browser="">
      {ignored > 0 && (
        <p className={css.ignored} role="status" data-progress-ignored={ignored}>
          Some stored puzzle progress ({ignored} {ignored === 1 ? 'entry' : 'entries'}) was written by another version
          of this site and is ignored here. It is kept in this browser, not deleted.
        </p>
      )}
      <nav className={pg.pager} aria-label="Puzzles">
        {prev ? (
          <a href={`#${prev.id}`} rel="prev" data-puzzle-prev="" aria-label={`Previous puzzle: ${prev.title}`}>
            ‹ Prev
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
        <details ref={list} className={pg.all} data-all-puzzles="">
          <summary>
            <span data-puzzle-index={index + 1}>
              Puzzle {index + 1} of {puzzles.length}
            </span>{' '}
            <span className={css.progress} data-progress={done}>
              Solved {done} of {puzzles.length}
            </span>{' '}
            <span className={pg.allLabel}>All puzzles</span>
          </summary>
          <div className={pg.allPanel}>
            <div className={css.setHead}>
              <progress className={css.meter} max={puzzles.length} value={done} aria-label="Puzzles solved" />
              <button
                type="button"
                className={css.reset}
                data-action="reset-progress"
                disabled={!puzzles.some((p) => progress[p.id])}
                onClick={() => {
                  if (window.confirm('Forget your progress on these puzzles? It is kept only in this browser.')) {
                    resetPuzzles(puzzles.map((p) => p.id));
                    resetOutcomes(puzzles.map((p) => p.id));
                  }
                }}
              >
                Reset progress
              </button>
            </div>
            <ol className={css.list} aria-label="All puzzles">
              {puzzles.map((p, i) => (
                <li key={p.id}>
                  <a
                    href={`#${p.id}`}
                    data-status={progress[p.id] ?? 'new'}
                    aria-current={i === index ? 'page' : undefined}
                    aria-label={`${i + 1}. ${p.title}${stateWords(progress[p.id])}`}
                  >
                    {i + 1}. {p.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </details>
        {next ? (
          <a href={`#${next.id}`} rel="next" data-puzzle-next="" aria-label={`Next puzzle: ${next.title}`}>
            Next ›
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
      </nav>
      <ErrorBoundary key={current.id} what={`puzzle ${index + 1}`}>
        <Puzzle
          key={current.id}
          def={current}
          number={index + 1}
          anchor={false}
          onNext={
            next
              ? () => {
                  window.location.hash = next.id;
                }
              : undefined
          }
        />
      </ErrorBoundary>
      <p className={css.askClass}>
        <a href={liveHref(current.variant, undefined, current.id)} data-live-link="">
          Ask the class
        </a>{' '}
        this puzzle in a live class (the class already running in this browser, or a new one)
      </p>
    </div>
  );
}
