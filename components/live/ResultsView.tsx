/**
 * The results of a live question for the projector (issue #44 item 5): the whole screen, readable from the back of
 * the room (no type under 32 px at 1920x1080): how many answered and how many were right, a bar for each move played
 * (the right ones marked), and the commonest wrong move with the engine's reason, drawn as an arrow on the question's
 * board (`data-live-results-board`). Escape or Close leaves it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { parsePosition } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import { useBoard } from '@/components/board/useBoard';
import type { Question } from '@/server/protocol';
import type { Tally } from '@/server/tally';
import css from './presenter-live.module.css';

interface ResultsViewProps {
  readonly question: Question;
  readonly tally: Tally;
  readonly joined: number;
  onClose(): void;
}

export default function ResultsView({ question, tally, joined, onClose }: ResultsViewProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      onClose();
    };
    // Before presenter mode's own Escape (which leaves presenter mode).
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  const top = Math.max(1, ...tally.moves.map((m) => m.count));
  const wrong = tally.moves.find((m) => !m.correct);
  return (
    <div className={css.results} role="dialog" aria-modal="true" aria-label="Results" data-live-results-view="">
      <p className={css.resultsGoal}>{question.goal}</p>
      <p className={css.resultsCounts}>
        {tally.answered} of {joined} answered · {tally.correct} right
      </p>
      {tally.moves.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <ol className={css.resultsBars}>
          {tally.moves.slice(0, 6).map((m) => (
            <li key={m.move} data-move={m.move} data-count={m.count} data-correct={m.correct ? 'true' : 'false'}>
              <span className={question.choices ? css.resultsChoice : css.resultsMove}>
                {m.correct ? '✓' : '✗'} {m.move}
              </span>
              <span className={css.resultsTrack}>
                <span
                  className={m.correct ? css.resultsRight : css.resultsWrong}
                  style={{ width: `${(100 * m.count) / top}%` }}
                />
              </span>
              <span className={css.resultsCount}>{m.count}</span>
            </li>
          ))}
        </ol>
      )}
      {wrong?.from && !question.choices && <WrongOnBoard question={question} from={wrong.from} to={wrong.to} />}
      {wrong && (
        <p className={css.resultsWhy} data-live-commonest-wrong={wrong.move}>
          {question.choices
            ? `Commonest wrong answer: ${wrong.move} (${wrong.count}).`
            : `Commonest wrong move: ${wrong.move} (${wrong.count}). ${wrong.reason ?? 'It does not reach the goal.'}`}
        </p>
      )}
      <button ref={close} type="button" onClick={onClose} className={css.resultsClose} data-live-results-close="">
        Close
      </button>
    </div>
  );
}

/** The question's position with the commonest wrong move drawn on it as an arrow (a board to look at, not to play). */
function WrongOnBoard({ question, from, to }: { question: Question; from: string; to: string }) {
  const start = useMemo(() => parsePosition(question.variant, question.position), [question]);
  if (!start.ok) return null;
  return <Shown start={start.value} arrow={[from, to]} />;
}

function Shown({ start, arrow }: { start: Parameters<typeof useBoard>[0]; arrow: readonly [string, string] }) {
  const st = useBoard(start, { free: true });
  return (
    <div className={css.resultsBoard} data-live-results-board={`${arrow[0]}-${arrow[1]}`}>
      <PlayableBoard st={{ ...st, ready: true }} arrows={[arrow]} />
    </div>
  );
}
