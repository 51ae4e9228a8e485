'use client';
/**
 * Between questions, a student's phone follows the teacher (issue #44): the step presenter mode shows, its heading in
 * full (`data-live-step-heading`), its key points, and its board as it stands, moves included (`data-live-follow`,
 * docs/CONVENTIONS.md §9), on the site's playable board (a prism one level at a time with tabs on a phone). The
 * student may select a man and see its moves, in 2-D or 3-D, but not play: the board is the teacher's.
 */
import { useEffect, useMemo, useRef } from 'react';
import { parsePosition, type Position } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import { gated, useBoard } from '@/components/board/useBoard';
import { movesByTarget } from '@/components/board/core/targets';
import type { Step } from '@/server/protocol';
import css from './live.module.css';

const LOOK_ONLY = 'This is the teacher’s board: look at the moves; the teacher plays them.';

export default function FollowStep({ step, variant }: { step: Step; variant: string }) {
  const board = useMemo(
    () => (step.position ? parsePosition(variant, step.position) : undefined),
    [variant, step.position],
  );
  return (
    <section className={css.follow} aria-label={`Step ${step.n}`}>
      <StepLine step={step} />
      {step.points && step.points.length > 0 && (
        <ul className={css.points} data-live-step-points="">
          {step.points.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the step's points, in order
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {board?.ok && <TeacherView start={board.value} />}
    </section>
  );
}

/** The step's number and its heading in full (`data-live-step`, `data-live-step-heading`). */
export function StepLine({ step }: { step: Step }) {
  return (
    <p className={css.step} data-live-step={step.n}>
      Step {step.n}
      {step.heading && (
        <>
          : <span data-live-step-heading="">{step.heading}</span>
        </>
      )}
    </p>
  );
}

/** The teacher's board: a man can be selected to see its moves; a move is refused with a word why. */
function TeacherView({ start }: { start: Position }) {
  const reducer = useMemo(
    () =>
      gated((s, a) => {
        if (a.type === 'drop' || a.type === 'choose') return LOOK_ONLY;
        if (a.type === 'activate' && s.selected && movesByTarget(s.view, s.selected).has(a.cell)) return LOOK_ONLY;
        return undefined;
      }),
    [],
  );
  const st = useBoard(start, { reducer, free: true });
  // The teacher moved on the slide's board: the new position replaces the shown one.
  const shown = useRef(start);
  useEffect(() => {
    if (shown.current === start) return;
    shown.current = start;
    st.load(start);
  }, [start, st.load]);
  return (
    <div className={css.followBoard} data-live-follow="">
      <PlayableBoard st={{ ...st, ready: true }} initialFlipped={false} />
      <p className={css.sr} aria-live="polite">
        {st.message}
      </p>
      {st.message === LOOK_ONLY && (
        <p className={css.small} data-live-look-only="">
          {LOOK_ONLY}
        </p>
      )}
    </div>
  );
}
