'use client';
/**
 * A variant's puzzles, in order: a progress line with a reset, a list of links (with each puzzle's state), and
 * every puzzle. "Next puzzle" moves the focus to the next one. `startAt`: the first puzzle shown (lessons show a
 * few first puzzles with a link to the rest).
 */
import { useRef } from 'react';
import type { PuzzleDef } from '@/engine';
import Puzzle from './Puzzle';
import { resetOutcomes } from './outcome';
import { resetPuzzles, useIgnoredProgress, useProgress } from './progress';
import css from './puzzles.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

export default function PuzzleSet({
  puzzles,
  headingLevel = 2,
  showProgress = true,
}: {
  puzzles: readonly PuzzleDef[];
  headingLevel?: 2 | 3;
  showProgress?: boolean;
}) {
  const progress = useProgress();
  const ignored = useIgnoredProgress();
  const root = useRef<HTMLDivElement>(null);
  const done = puzzles.filter((p) => progress[p.id] === 'solved' || progress[p.id] === 'helped').length;
  const goTo = (id: string) => {
    const el = root.current?.querySelector<HTMLElement>(`[data-puzzle-id="${id}"]`);
    el?.scrollIntoView({ block: 'start' });
    el?.querySelector<HTMLElement>('h2, h3')?.setAttribute('tabindex', '-1');
    el?.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  };
  return (
    <div ref={root} data-puzzle-set="">
      {ignored > 0 && (
        <p className={css.ignored} role="status" data-progress-ignored={ignored}>
          Some stored puzzle progress ({ignored} {ignored === 1 ? 'entry' : 'entries'}) was written by another version
          of this site and is ignored here. It is kept in this browser, not deleted.
        </p>
      )}
      {showProgress && (
        <div className={css.setHead}>
          <span className={css.progress} data-progress={done}>
            Solved {done} of {puzzles.length}
          </span>
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
      )}
      {showProgress && (
        <nav aria-label="Puzzles in this set">
          <ol className={css.list}>
            {puzzles.map((p, i) => (
              <li key={p.id}>
                <a
                  href={`#${p.id}`}
                  data-status={progress[p.id] ?? 'new'}
                  aria-label={`${i + 1}. ${p.title}${progress[p.id] ? ` (${progress[p.id] === 'seen' ? 'solution seen' : 'solved'})` : ''}`}
                >
                  {i + 1}. {p.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {puzzles.map((p, i) => (
        <ErrorBoundary key={p.id} what={`puzzle ${i + 1}`}>
          <Puzzle
            def={p}
            number={i + 1}
            headingLevel={headingLevel}
            onNext={i + 1 < puzzles.length ? () => goTo(puzzles[i + 1]!.id) : undefined}
          />
        </ErrorBoundary>
      ))}
    </div>
  );
}
