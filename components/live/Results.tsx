/**
 * The teacher's view of a question's answers: the counts (`data-live-joined`, `data-live-answered`,
 * `data-live-correct` hold numbers only, docs/CONVENTIONS.md §9), each move played with how many chose it, and the
 * commonest wrong moves with the engine's reason.
 */
import type { Tally } from '@/server/tally';
import css from './live.module.css';

interface ResultsProps {
  readonly joined: number;
  readonly tally: Tally;
  readonly asked: boolean;
  /** Show the three counts (presenter mode's panel shows them in its head instead). */
  readonly counts?: boolean;
}

export default function Results({ joined, tally, asked, counts = true }: ResultsProps) {
  const wrong = tally.moves.filter((m) => !m.correct).slice(0, 3);
  return (
    <section aria-labelledby="live-results" className={css.results}>
      <h2 id="live-results">The class</h2>
      {counts && (
        <dl className={css.counts}>
          <div>
            <dt>Joined</dt>
            <dd data-live-joined="">{joined}</dd>
          </div>
          <div>
            <dt>Answered</dt>
            <dd data-live-answered="">{tally.answered}</dd>
          </div>
          <div>
            <dt>Correct</dt>
            <dd data-live-correct="">{tally.correct}</dd>
          </div>
        </dl>
      )}
      {asked && tally.moves.length > 0 && (
        <>
          <h3>Moves played</h3>
          <ol className={css.moves} data-live-moves="">
            {tally.moves.slice(0, 8).map((m) => (
              <li key={m.move} data-move={m.move} data-count={m.count}>
                <span className={m.correct ? css.good : css.bad}>{m.correct ? '✓' : '✗'}</span> <code>{m.move}</code>:{' '}
                {m.count}
                <span className={css.bar} style={{ width: `${(100 * m.count) / tally.answered}%` }} aria-hidden />
              </li>
            ))}
          </ol>
        </>
      )}
      {wrong.length > 0 && (
        <>
          <h3>Commonest wrong moves</h3>
          <ul className={css.wrong} data-live-wrong="">
            {wrong.map((m) => (
              <li key={m.move}>
                <code>{m.move}</code> ({m.count}): {m.reason ?? 'not a solution'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
