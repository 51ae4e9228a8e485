'use client';
/**
 * A student's page of a live class (`/join/`, docs/CONVENTIONS.md §9): a form with the code (`?code=` fills it) and a
 * nickname, sent by Enter; then the teacher's step and, once asked, the board to answer on. No account: the seat's
 * token is kept in this tab only, so that a reload or a dropped connection takes the same seat again with the
 * answers already given (useSeat.ts). The page always says where it stands: the connection, a seat being taken back
 * (and why not yet), a seat or a class that is gone, each with one action to get back in; a lost class is marked
 * `data-live-lost`.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  type Answer,
  NICKNAME_MAX,
  newerStep,
  type Question,
  type Reveal,
  type Step,
  type StudentState,
} from '@/server/protocol';
import AnswerBoard from './AnswerBoard';
import { send, useLive } from './connection';
import LiveStatusLine from './LiveStatusLine';
import css from './live.module.css';
import SeatStatus from './SeatStatus';
import { useSeat } from './useSeat';
import FollowStep, { StepLine } from './FollowStep';
import ChoiceAnswer from './ChoiceAnswer';

export default function Student() {
  const [joined, setJoined] = useState<StudentState>();
  const [question, setQuestion] = useState<Question>();
  const [answer, setAnswer] = useState<Answer>();
  const [reveal, setReveal] = useState<Reveal>();
  const [step, setStep] = useState<Step>();
  // Between questions the phone follows the teacher's steps: a question asks, a later step follows again.
  const [following, setFollowing] = useState(true);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [nickname, setNickname] = useState('');
  useEffect(() => setCode(new URLSearchParams(window.location.search).get('code')?.slice(0, 12) ?? ''), []);

  const take = useCallback((st: StudentState) => {
    setJoined(st);
    setQuestion(st.question);
    setAnswer(st.answer);
    setReveal(st.reveal);
    setStep(st.step);
    setFollowing(!st.question);
    setEnded(false);
  }, []);
  const seat = useSeat(take);
  const { status, socket } = useLive(seat.onConnect);
  const follow = following && !!step;
  // A seat or class that is gone: the form comes back with the nickname the student had.
  const gone = seat.phase.kind === 'lost' || seat.phase.kind === 'seat-gone';
  useEffect(() => {
    const held = seat.held()?.nickname;
    if (gone && held) setNickname((n) => n || held);
  }, [gone, seat.held]);

  useEffect(() => {
    if (!socket) return;
    socket.on('class:ask', (q: Question) => {
      setFollowing(false);
      setQuestion(q);
      setAnswer(undefined);
      setReveal(undefined);
    });
    socket.on('class:step', (s: Step) =>
      setStep((shown) => {
        if (!newerStep(shown, s)) return shown;
        // Another step (not the same one said again with its board as it stands) ends an open question's screen.
        if (s.n !== shown?.n) setFollowing(true);
        return s;
      }),
    );
    socket.on('class:reveal', setReveal);
    socket.on('class:moved', (m: { code: string }) => seat.moved(m.code));
    socket.on('class:end', () => {
      seat.forget();
      setEnded(true);
    });
    return () => {
      socket.off('class:ask').off('class:step').off('class:reveal').off('class:moved').off('class:end');
    };
  }, [socket, seat.moved, seat.forget]);

  const join = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    const problem = await seat.join(f.get('code'), f.get('nickname'));
    setBusy(false);
    setError(problem);
  };

  const sendAnswer = async (move: string) => {
    if (!socket || !question) return 'Not connected.';
    const r = await send<{ answer: Answer }>(socket, 'student:answer', { questionId: question.id, move });
    if (!r.ok) return r.error;
    setAnswer(r.answer);
    return undefined;
  };

  if (ended)
    return (
      <p className={css.status} role="status" data-live-ended="">
        The class has ended. Thank you for playing!
      </p>
    );
  const phase = seat.phase;
  return (
    <div className={css.student} data-live-student="" data-live-seat-phase={phase.kind}>
      <LiveStatusLine status={status} />
      {phase.kind !== 'none' && phase.kind !== 'seated' && <SeatStatus phase={phase} onAct={seat.act} />}
      {!joined || gone ? (
        <form className={css.form} onSubmit={join} data-live-join="">
          <label>
            Join code
            <input
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              required
            />
          </label>
          <label>
            Your nickname
            <input
              name="nickname"
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX}
              required
            />
          </label>
          <button type="submit" className={css.primary} disabled={status !== 'connected' || busy}>
            Join
          </button>
          <p className={css.small}>
            No account: only your nickname is kept, and only while the class lasts (at most 3 hours after its last
            move).
          </p>
          {error && (
            <p className={css.alert} role="alert" data-live-error="">
              {error}
            </p>
          )}
        </form>
      ) : (
        <>
          <p className={css.small} data-live-joined-as={joined.nickname}>
            Class {joined.code} · you are <strong>{joined.nickname}</strong>
          </p>
          {step && follow && <FollowStep step={step} variant={joined.variant} />}
          {step && !follow && <StepLine step={step} />}
          {question && !follow && question.choices ? (
            <ChoiceAnswer key={question.id} question={question} answer={answer} reveal={reveal} onAnswer={sendAnswer} />
          ) : question && !follow ? (
            <AnswerBoard key={question.id} question={question} answer={answer} reveal={reveal} onAnswer={sendAnswer} />
          ) : (
            <p className={css.status} role="status" data-live-waiting="">
              You are in. Wait for the teacher’s question.
            </p>
          )}
        </>
      )}
    </div>
  );
}
