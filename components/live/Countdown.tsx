'use client';
/**
 * A timed question's time left (issue #44: an optional timer), on the phones and the teacher's panel alike: counted
 * from when this page got the question (the server, which refuses a late answer, counts from when it was asked).
 * `data-live-timer` holds the whole seconds left.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Question } from '@/server/protocol';
import css from './live.module.css';

/** The whole seconds left of a timed question (undefined for an untimed one). */
export function useTimeLeft(question: Question | undefined): number | undefined {
  const seconds = question?.seconds;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new deadline for each question, not each render
  const deadline = useMemo(() => (seconds ? Date.now() + seconds * 1000 : undefined), [question?.id, seconds]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export default function Countdown({ left }: { left: number | undefined }) {
  if (left === undefined) return null;
  const words = left === 0 ? 'Time is up.' : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left`;
  return (
    <p className={left <= 5 ? `${css.timer} ${css.bad}` : css.timer} role="timer" data-live-timer={left}>
      {words}
    </p>
  );
}
