/**
 * The exercise screen's rules of interaction (components/learn/ExerciseStep.tsx), pure, tested without a browser: a
 * move the board played goes to the engine's exercise rules (exerciseMove), which count it and collect its stars;
 * the screen says what happened, and at the end how many stars the student earned (three for the proved minimum).
 */
import { exerciseDone, exerciseMove, starsEarned, type ExerciseState } from '@/engine';

/** What the screen shows after a move. */
interface AfterMove {
  readonly state: ExerciseState;
  /** The sentence for the status line (said by the live region). */
  readonly note: string;
  /** Once every star is collected: the stars earned, 1 to 3. */
  readonly earned?: 1 | 2 | 3;
}

/** Applies the move `text` (long move text, as the board played it) to an exercise whose proved minimum is `min`. */
export function afterMove(state: ExerciseState, text: string, min: number): AfterMove {
  const r = exerciseMove(state, text);
  if (!r.ok) return { state, note: `Not possible: ${r.why.reason}` };
  const s = r.state;
  const left = s.stars.length;
  if (!exerciseDone(s)) {
    const toGo = `${left} ${left === 1 ? 'star' : 'stars'} to go.`;
    return { state: s, note: r.collected.length ? `Star taken! ${toGo}` : toGo };
  }
  const earned = starsEarned(s.moves, min);
  const moves = `${s.moves} ${s.moves === 1 ? 'move' : 'moves'}`;
  return {
    state: s,
    earned,
    note:
      earned === 3
        ? `Solved in ${moves}, the fewest possible: three stars!`
        : `Solved in ${moves}. It can be done in ${min}: Retry for three stars.`,
  };
}

/** The rating as the eye reads it ("★★☆") and as a screen reader says it ("2 stars of 3"). */
export function ratingWords(n: number): { shown: string; words: string } {
  return { shown: '★'.repeat(n) + '☆'.repeat(3 - n), words: `${n} ${n === 1 ? 'star' : 'stars'} of 3` };
}
