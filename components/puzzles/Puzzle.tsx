'use client';
/**
 * One puzzle (issue #8): the goal in words, the playable board, the engine's verdict on each move, the hint
 * ladder, the solution and the way on. The element carries `data-puzzle-id` (docs/CONVENTIONS.md §8) and its state in
 * `data-phase` and `data-status` for tests.
 */
import { useEffect, useMemo, useRef } from 'react';
import { goalSentence, parsePosition, type PuzzleDef } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import Hand from '@/components/board/Hand';
import { outcomeWords, useOutcomes } from './outcome';
import { useProgress } from './progress';
import { usePuzzle } from './usePuzzle';
import explore from '@/components/board/playable.module.css';
import css from './puzzles.module.css';

const LEVELS = { 1: 'First steps', 2: 'Practice', 3: 'Hard' } as const;

interface PuzzleProps {
  readonly def: PuzzleDef;
  /** Its number in the set (shown before the title). */
  readonly number: number;
  /** Goes to the next puzzle (absent for the last one). */
  readonly onNext?: () => void;
  readonly headingLevel?: 2 | 3;
  /** Give the element its id as an anchor (`#<puzzle-id>`); the puzzles page, whose fragment chooses the shown
   *  puzzle, does not want the browser to scroll to it. */
  readonly anchor?: boolean;
}

export default function Puzzle({ def, number, onNext, headingLevel = 2, anchor = true }: PuzzleProps) {
  const start = useMemo(() => {
    const r = parsePosition(def.variant, def.position);
    if (!r.ok) throw new Error(`puzzle ${def.id}: ${r.error.message}`);
    return r.value;
  }, [def]);
  const pz = usePuzzle(def, start);
  const status = useProgress()[def.id];
  const outcome = useOutcomes()[def.id];
  const H = headingLevel === 2 ? 'h2' : 'h3';
  // The engine's verdict in view when it comes (on a phone the panel is under the board): scrolled up to, no further.
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const el = message.current;
    if (!pz.note || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: reduce ? 'instant' : 'smooth' });
  }, [pz.note]);
  const headingId = `puzzle-${def.id}`;
  return (
    <article
      className={`${explore.explore} ${css.puzzle}`}
      data-puzzle-id={def.id}
      data-phase={pz.phase}
      data-status={status ?? 'new'}
      aria-labelledby={headingId}
      id={anchor ? def.id : undefined}
    >
      <header className={css.head}>
        <H id={headingId} className={css.title}>
          {number}. {def.title}
        </H>
        <span className={css.level}>{LEVELS[def.level]}</span>
        {status && (
          <span className={`${css.badge} ${css[status]}`} data-badge="">
            {outcomeWords(status, outcome)}
          </span>
        )}
      </header>
      <p className={css.goal} data-goal="">
        {goalSentence(start, def.goal)}
      </p>
      <p className={css.rule}>Teaches: {def.rule}</p>
      <div className={css.body}>
        <div className={css.board} data-puzzle-board="">
          <PlayableBoard st={pz.st} highlights={pz.highlights} arrows={pz.arrows} initialFlipped={start.turn === 'b'} />
          <Hand view={pz.st.view} selected={pz.st.selected} onSelect={pz.st.select} />
        </div>
        <div className={css.panel}>
          <p
            ref={message}
            className={`${css.note} ${pz.note ? css[pz.note.tone] : ''}`}
            role="status"
            aria-live="polite"
            data-puzzle-message=""
          >
            {pz.note?.text ?? (pz.left > 1 ? `${pz.left} moves of yours left.` : 'Your move.')}
          </p>
          {pz.st.explanation && pz.phase === 'play' && (
            <p className={css.why} data-why="">
              Not possible: {pz.st.explanation.reason}
            </p>
          )}
          {pz.hintText && (
            <p className={css.hint} data-hint={pz.hint}>
              {pz.hintText}
            </p>
          )}
          {(pz.wrong > 0 || pz.hintsUsed > 0) && (
            <p className={css.rule} data-help-count="">
              So far: {pz.wrong === 1 ? '1 wrong move' : `${pz.wrong} wrong moves`},{' '}
              {pz.hintsUsed === 1 ? '1 hint' : `${pz.hintsUsed} hints`}.
            </p>
          )}
          <p className={css.sr} aria-live="polite">
            {pz.st.message}
          </p>
          <div className={css.buttons}>
            <button
              type="button"
              onClick={pz.nextHint}
              disabled={(pz.phase !== 'play' && pz.phase !== 'wrong') || pz.hint >= 3}
              data-action="hint"
            >
              {pz.hint === 0 ? 'Hint' : pz.hint < 3 ? 'Another hint' : 'No more hints'} ({pz.hint}/3)
            </button>
            <button type="button" onClick={pz.showSolution} disabled={pz.phase === 'solution'} data-action="solution">
              Show the solution
            </button>
            <button type="button" onClick={pz.restart} data-action="restart">
              Try again
            </button>
            {onNext && (
              <button
                type="button"
                onClick={onNext}
                data-action="next"
                className={pz.phase === 'solved' ? css.primary : undefined}
              >
                Next puzzle
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
