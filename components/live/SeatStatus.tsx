/**
 * Where a student's seat stands when it is not simply taken: being taken back, refused for now (and when it is sent
 * again), gone from the class, or the class lost (`data-live-lost`). Each with its one action: take the seat again
 * now, join again with the same nickname, or join the teacher's new class.
 */
import { useEffect, useState } from 'react';
import css from './live.module.css';
import type { SeatPhase } from './useSeat';

type Shown = Exclude<SeatPhase, { kind: 'none' } | { kind: 'seated' }>;

/** Seconds until `at`, counted down once a second. */
function useSecondsUntil(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [at]);
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export default function SeatStatus({ phase, onAct }: { phase: Shown; onAct: () => void }) {
  const seconds = useSecondsUntil(phase.kind === 'wait' ? phase.at : undefined);
  if (phase.kind === 'taking')
    return (
      <p className={css.status} role="status" data-live-retaking="">
        Taking your seat back…
      </p>
    );
  if (phase.kind === 'lost')
    return (
      <div className={css.alert} role="alert" data-live-lost={phase.why}>
        <p>
          {phase.why === 'restart'
            ? `Class ${phase.code} was lost when the server restarted.`
            : `Class ${phase.code} is no longer running.`}{' '}
          {phase.next
            ? `Your teacher started a new class, ${phase.next}.`
            : 'When your teacher starts a new one, this page offers to join it; or enter its code below.'}
        </p>
        {phase.next && (
          <button type="button" className={css.primary} onClick={onAct} data-live-follow={phase.next}>
            Join class {phase.next} as {phase.nickname}
          </button>
        )}
      </div>
    );
  if (phase.kind === 'seat-gone')
    return (
      <div className={css.alert} role="alert" data-live-seat-gone="">
        <p>{phase.error}</p>
        <button type="button" className={css.primary} onClick={onAct} data-live-rejoin="">
          Join class {phase.code} again as {phase.nickname}
        </button>
      </div>
    );
  return (
    <div className={css.alert} role="alert" data-live-refused={phase.kind}>
      <p>
        Your seat in class {phase.code} is not back yet: {phase.error}
        {phase.kind === 'wait' ? ` Trying again in ${seconds} s.` : ''}
      </p>
      <button type="button" className={css.primary} onClick={onAct} data-live-retry="">
        Take my seat again
      </button>
    </div>
  );
}
