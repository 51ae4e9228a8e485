'use client';
/**
 * A practice exercise on the path (issue #43; content/exercises/types.ts), in the manner of lichess Learn: the board
 * with the stars drawn on their cells, the goal, "moves: 2 / best 3", the engine's "why not" in words for a try it
 * refuses, and once every star is collected the rating (three stars for the proved minimum) and Retry. The board is
 * the playable board in free play (the mover keeps the move: the opponent never moves); the engine's exercise rules
 * (exerciseMove) count each move and collect the stars it reaches. Test hooks (docs/CONVENTIONS.md §7.3):
 * `[data-exercise]` with `data-exercise-piece`, `-position`, `-stars`, `-min`; `data-exercise-moves` and, once solved,
 * `data-exercise-rating`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { exerciseDone, exerciseStart, starsEarned, type ExerciseState } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import { gated, useBoard } from '@/components/board/useBoard';
import Hand from '@/components/board/Hand';
import type { Exercise } from '@/content/exercises/types';
import explore from '@/components/board/playable.module.css';
import { afterMove, ratingWords } from './exerciseFlow';
import css from './screens.module.css';

interface ExerciseProps {
  readonly def: Exercise;
  /** The fewest moves this browser's student has solved it in, if ever. */
  readonly best?: number;
  onSolved(moves: number): void;
}

/** An exercise, or what is wrong with its data (the content check keeps that from happening). */
export default function ExerciseStep(props: ExerciseProps) {
  const { def } = props;
  const start = useMemo(() => exerciseStart(def.variant, def.position, def.stars), [def]);
  if (!start.ok)
    return (
      <p role="alert" data-exercise-error="">
        This exercise cannot be set up: {start.error.message}
      </p>
    );
  return <Play {...props} start={start.value} />;
}

function Play({ def, best, onSolved, start }: ExerciseProps & { start: ExerciseState }) {
  const [ex, setEx] = useState(start);
  const [note, setNote] = useState<string>();
  const done = exerciseDone(ex);
  const doneRef = useRef(done);
  doneRef.current = done;
  const reducer = useMemo(() => gated(() => (doneRef.current ? 'Solved: Retry, or go on with Next.' : undefined)), []);
  const st = useBoard(start.position, { free: true, reducer });
  const handled = useRef(0);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // Each move the board plays is the exercise's next move: counted, its stars collected, the end told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: handles each new move once; `handled` keeps the count
  useEffect(() => {
    const n = st.game.moves.length;
    if (n <= handled.current) return;
    handled.current = n;
    const r = afterMove(ex, st.game.moveTexts()[n - 1]!, def.min);
    setEx(r.state);
    setNote(r.note);
    if (r.earned) onSolved(r.state.moves);
  }, [st.game]);

  const retry = () => {
    handled.current = 0;
    st.load(start.position, undefined, 'The exercise from the start.');
    setEx(start);
    setNote(undefined);
  };
  const earned = done ? starsEarned(ex.moves, def.min) : undefined;
  const why = !done && st.explanation ? `Not possible: ${st.explanation.reason}` : undefined;
  const r = earned ? ratingWords(earned) : undefined;
  return (
    <section
      className={`${css.screen} ${css.exercise}`}
      data-learn-screen=""
      data-exercise={def.id}
      data-exercise-piece={def.piece}
      data-exercise-position={def.position}
      data-exercise-stars={def.stars.join(' ')}
      data-exercise-min={def.min}
      data-exercise-moves={ex.moves}
      data-exercise-rating={earned}
      aria-label={`Exercise: ${def.goal}`}
    >
      <p className={css.goal} data-goal="">
        {def.goal}.{' '}
        <span className={css.counter} data-exercise-counter="">
          moves: {ex.moves} / best {def.min}
        </span>
        {best !== undefined && !done && <span className={css.best}> · solved before in {best}</span>}
      </p>
      <p
        className={`${css.status} ${why ? css.bad : ''}`}
        role="status"
        aria-live="polite"
        data-why={why ? '' : undefined}
      >
        {why ?? note ?? `Collect ${ex.stars.length === 1 ? 'the star' : `all ${ex.stars.length} stars`}.`}
      </p>
      <div className={`${explore.explore} ${css.exerciseBoard}`} data-exercise-board="">
        <PlayableBoard
          st={{ ...st, ready: mounted }}
          stars={ex.stars}
          initialFlipped={start.mover === 'b'}
          className={css.boardArea}
          extraControls={
            <button type="button" onClick={retry} data-exercise-retry="">
              Retry
            </button>
          }
        />
        <Hand view={st.view} selected={st.selected} onSelect={st.select} />
        {r && (
          <div className={css.result} data-exercise-result="">
            <p className={css.rating} role="img" aria-label={r.words}>
              {r.shown}
            </p>
            <p>{note}</p>
            {def.lesson && <p>{def.lesson}</p>}
            <button type="button" onClick={retry}>
              Retry
            </button>
          </div>
        )}
      </div>
      <p className={css.sr} aria-live="polite">
        {st.message}
      </p>
    </section>
  );
}
