'use client';
/**
 * Presenter mode's live class (issue #44: one window): the live page's class (Teacher.tsx) drawn as a panel beside
 * the slides, loaded only when the teacher starts it (the Socket.IO client stays out of the lesson's first load). It
 * follows presenter mode's steps as a second window would (components/classroom/follow.ts), and asks the class about
 * the board of the slide on screen (components/classroom/slide.ts).
 */
import { useMemo } from 'react';
import { parsePosition, type VariantId } from '@/engine';
import { slideBoard } from '@/components/classroom/slide';
import type { ClassQuestion } from '@/components/learn/questions';
import { TeacherClass, type PresenterHooks } from './Teacher';

export default function PresenterClass({
  variant,
  questions,
  onEnded,
}: {
  variant: VariantId;
  /** The lesson's Try-it questions, which the class can be asked as choices. */
  questions?: readonly ClassQuestion[];
  onEnded(): void;
}) {
  const start = useMemo(() => {
    const r = parsePosition(variant);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [variant]);
  const hooks = useMemo<PresenterHooks>(
    () => ({ slide: () => slideBoard(), questions: questions ?? [], onEnded }),
    [onEnded, questions],
  );
  return <TeacherClass variant={variant} start={start} presenter={hooks} />;
}
