'use client';
/**
 * Over 300 lines: the class's state, its actions and its two views (the live page's, and presenter mode's panel when
 * `presenter` is given) are one component, so that the two views cannot drift apart.
 *
 * The teacher's page of a live class (`/live/?variant=<id>`, docs/CONVENTIONS.md §9): creates the class on load (or
 * takes back the class of this variant already running in this browser: the code and the secret token are kept in
 * localStorage, so that a reload, or "Ask the class" from a board in another tab, finds it), shows the join code,
 * link and QR code, has its own free board of the variant (a stored puzzle or `?position=` to start from) with "Ask
 * the class", and the answers as they come: counts, arrows on the board weighted in the legend, the commonest wrong moves with the
 * engine's reason, Reveal, Export CSV and End class. Follows presenter mode's steps in another window of this browser
 * (components/classroom/follow.ts) and tells the students which step is on screen (the latest one, one message at a
 * time, sent again after a reconnection). A class the server no longer has is said plainly (`data-live-lost`): after a
 * restart without Redis, "Start a new class" makes one that the students on the join page can follow; a server that
 * cannot answer yet is asked again after a growing delay.
 */
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { Position, PuzzleDef, VariantId } from '@/engine';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles';
import { openFollow } from '@/components/classroom/follow';
import type { Answer, Question, Reveal, RoomAccess, SeatView, Step, TeacherState } from '@/server/protocol';
import { tally } from '@/server/tally';
import TeacherBoard from './TeacherBoard';
import { browserRecord, send, useLive } from './connection';
import { retake } from './retake';
import { readAddress } from './address';
import { answersCsv, download } from './csv';
import JoinPanel from './JoinPanel';
import LiveStatusLine from './LiveStatusLine';
import LostClass from './LostClass';
import Results from './Results';
import Roster from './Roster';
import LockButton from './LockButton';
import { batcher } from './batch';
import type { ClassQuestion } from '@/components/learn/questions';
import css from './live.module.css';

// Presenter mode's panel, loaded where it is used: the live page's own code stays as it was.
const PresenterPanel = dynamic(() => import('./PresenterPanel'));

interface Held {
  readonly code: string;
  readonly token: string;
  readonly variant: string;
  /** The class's `since` (TeacherState): tells a restart's loss from an ended class. */
  readonly since?: number;
}

/** The same step as presenter mode shows it: number, heading, key points and board (the store's number aside). */
const sameStep = (a: Step, b: Step | undefined): boolean =>
  !!b &&
  a.n === b.n &&
  a.heading === b.heading &&
  a.position === b.position &&
  (a.points ?? []).join('\n') === (b.points ?? []).join('\n');

/** A class the server no longer has: lost by a restart, or gone. */
interface Lost {
  readonly why: 'restart' | 'gone';
  readonly old: Held;
}

export default function Teacher() {
  const [addr, setAddr] = useState<ReturnType<typeof readAddress>>();
  useEffect(() => setAddr(readAddress()), []);
  if (!addr) return <p>Loading…</p>;
  if ('error' in addr)
    return (
      <p className={css.alert} role="alert" data-live-error="">
        {addr.error} Start a live class from a variant’s presenter mode or teacher’s guide, or from the{' '}
        <a href="/variants/">list of variants</a>.
      </p>
    );
  return <TeacherClass {...addr} />;
}

/** Presenter mode's hold on the class (PresenterClass.tsx): the board of the slide on screen, and its leaving. */
export interface PresenterHooks {
  slide(): { readonly position: string; readonly puzzleId?: string } | undefined;
  /** The lesson's Try-it questions, asked as choices. */
  readonly questions: readonly ClassQuestion[];
  onEnded(): void;
}

interface ClassProps {
  readonly variant: VariantId;
  readonly start: Position;
  readonly puzzle?: PuzzleDef;
  readonly problem?: string;
  /** In presenter mode: the class in a panel beside the slide (PresenterPanel.tsx), asking about the slide's board. */
  readonly presenter?: PresenterHooks;
}

export function TeacherClass({ variant, start, puzzle, problem, presenter }: ClassProps) {
  // One class per variant in this browser: "Ask the class" from a board in another tab joins it, never starts another.
  const held = useMemo(() => browserRecord<Held>(`hexplore-live-teacher.${variant}`), [variant]);
  const [cls, setCls] = useState<Held>();
  const [error, setError] = useState<string>();
  const [seats, setSeats] = useState<ReadonlyMap<string, SeatView>>(new Map());
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [question, setQuestion] = useState<Question>();
  const [reveal, setReveal] = useState<Reveal>();
  const [step, setStep] = useState<Step>();
  const [room, setRoom] = useState<RoomAccess>();
  const [ended, setEnded] = useState(false);
  const [locked, setLocked] = useState(false);
  const [lost, setLost] = useState<Lost>();
  /** The question the answers count for (read by the socket's handler). */
  const asked = useRef<number>(undefined);
  asked.current = question?.id;
  /** The step presenter mode shows, and whether it is being sent (one at a time: the latest wins). */
  const wanted = useRef<Step>(undefined);
  const sending = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const take = useCallback((st: TeacherState) => {
    setSeats(new Map(st.seats.map((s) => [s.id, s])));
    setAnswers(new Map(st.answers.map((a) => [a.seat, a])));
    setQuestion(st.question);
    setReveal(st.reveal);
    setStep(st.step);
    setRoom(st.room);
    setLocked(!!st.locked);
  }, []);

  /** Sends the wanted step unless one is on its way; after each answer, the newer one if presenter mode moved on. */
  const sendStep = useCallback(async (socket: Socket, c: Held) => {
    if (sending.current || !wanted.current) return;
    sending.current = true;
    const step = wanted.current;
    const r = await send(socket, 'teacher:step', { code: c.code, token: c.token, ...step });
    sending.current = false;
    if (r.ok && wanted.current !== step) sendStep(socket, c);
    else if (!r.ok && r.retry && socket.connected) setTimeout(() => sendStep(socket, c), 2000);
  }, []);

  /** Creates a class (following `replaces`, the lost one); a refusal for now is sent again after a growing delay. */
  const startClass = useCallback(
    async (socket: Socket, replaces?: Held, attempt = 0): Promise<void> => {
      clearTimeout(retryTimer.current);
      const r = await send<{ code: string; token: string; state: TeacherState }>(socket, 'teacher:create', {
        variant,
        ...(replaces ? { replaces: { code: replaces.code, token: replaces.token } } : {}),
      });
      if (!r.ok) {
        const next = retake(r, attempt);
        if (next.kind !== 'wait') return setError(r.error);
        setError(`${r.error} Trying again in ${Math.ceil(next.ms / 1000)} s.`);
        retryTimer.current = setTimeout(() => socket.connected && startClass(socket, replaces, attempt + 1), next.ms);
        return;
      }
      const next = { code: r.code, token: r.token, variant, since: r.state.since };
      held.write(next);
      setCls(next);
      setLost(undefined);
      setError(undefined);
      take(r.state);
    },
    [held, take, variant],
  );

  const onConnect = useCallback(
    async (socket: Socket, attempt = 0) => {
      clearTimeout(retryTimer.current);
      const before = held.read();
      if (before?.variant !== variant) return startClass(socket);
      const r = await send<{ state: TeacherState }>(socket, 'teacher:resume', before);
      if (r.ok) {
        setCls(before);
        setLost(undefined);
        setError(undefined);
        take(r.state);
        // A step presenter mode moved to while the connection was down is sent now.
        const mine = wanted.current;
        if (mine && !sameStep(mine, r.state.step)) {
          setStep(mine);
          sendStep(socket, before);
        }
        return;
      }
      const next = retake(r, attempt);
      if (next.kind === 'wait') {
        setError(`${next.error} Trying again in ${Math.ceil(next.ms / 1000)} s.`);
        retryTimer.current = setTimeout(() => socket.connected && onConnect(socket, attempt + 1), next.ms);
      } else if (next.kind === 'lost') {
        setCls(undefined);
        setLost({ why: next.why, old: before });
      } else startClass(socket); // not this class's teacher any more: a class of its own
    },
    [held, take, variant, startClass, sendStep],
  );
  const { status, socket } = useLive(onConnect);

  useEffect(() => {
    if (!socket) return;
    // Seats and answers arrive in bursts (a class joining at once, a flood): one redraw for each tenth of a second.
    const seat = batcher<SeatView>(
      (batch) => setSeats((m) => new Map([...m, ...batch.map((s) => [s.id, s] as const)])),
      100,
    );
    const answer = batcher<Answer>((batch) => {
      const now = batch.filter((a) => asked.current === a.questionId);
      if (now.length) setAnswers((m) => new Map([...now.map((a) => [a.seat, a] as const), ...m]));
    }, 100);
    socket.on('teacher:seat', seat);
    socket.on('teacher:answer', answer);
    socket.on('class:reveal', setReveal);
    socket.on('class:end', () => setEnded(true));
    socket.on('class:lock', (m: { locked: boolean }) => setLocked(m.locked === true));
    return () => {
      socket.off('teacher:seat').off('teacher:answer').off('class:reveal').off('class:end').off('class:lock');
    };
  }, [socket]);

  // Presenter mode in another window of this browser says which step it shows: the students see it too.
  useEffect(() => {
    if (!socket || !cls) return;
    const ch = openFollow((m) => {
      if (m.type !== 'step' || m.variant !== variant) return;
      const next: Step = {
        n: m.step + 1,
        heading: m.section ?? '',
        ...(m.points?.length ? { points: m.points } : {}),
        ...(m.position ? { position: m.position } : {}),
      };
      if (sameStep(next, wanted.current)) return; // the same step said again (a follower asked)
      wanted.current = next;
      setStep(next);
      sendStep(socket, cls);
    });
    ch?.postMessage({ type: 'ask', variant });
    return () => ch?.close();
  }, [socket, cls, variant, sendStep]);

  const counts = useMemo(() => tally(answers.values()), [answers]);

  const act = async (event: string, extra: Record<string, unknown> = {}) => {
    if (!socket || !cls) return undefined;
    const r = await send<Record<string, unknown>>(socket, event, { code: cls.code, token: cls.token, ...extra });
    setError(r.ok ? undefined : r.error);
    return r.ok ? r : undefined;
  };
  /** Asks the class (a position, a puzzle or a choice question); the answers count for it from now on. */
  const askWith = async (what: Record<string, unknown>) => {
    const r = await act('teacher:ask', { variant, ...what });
    if (!r) return;
    const q = r.question as Question;
    asked.current = q.id;
    setQuestion(q);
    setAnswers(new Map());
    setReveal(undefined);
  };
  const ask = (position: string, puzzleId: string | undefined, seconds?: number) =>
    askWith({ position, ...(puzzleId ? { puzzleId } : {}), ...(seconds ? { seconds } : {}) });
  const exportCsv = async () => {
    const r = await act('teacher:export');
    if (r && cls) download(`hexplore-class-${cls.code}.csv`, answersCsv(cls.code, r.answers as Answer[]));
  };
  const toggleLock = async () => {
    const r = await act('teacher:lock', { locked: !locked });
    if (r) setLocked(r.locked === true);
  };
  const lockButton = <LockButton locked={locked} disabled={!cls || status !== 'connected'} onToggle={toggleLock} />;
  const end = async () => {
    if (!window.confirm('End the class for everyone? Export the answers first if you want to keep them.')) return;
    if (await act('teacher:end')) {
      held.write(undefined);
      setEnded(true);
    }
  };

  const askChoice = (c: ClassQuestion, seconds?: number) => askWith({ choice: c, ...(seconds ? { seconds } : {}) });
  const askSlide = (seconds?: number) => {
    const board = presenter?.slide();
    if (board) ask(board.position, board.puzzleId, seconds);
    else setError('This step shows no board: go to a step with a board or a puzzle to ask about it.');
  };
  const alerts = (
    <>
      <LiveStatusLine status={status} />
      {lost && (
        <LostClass
          why={lost.why}
          code={lost.old.code}
          disabled={status !== 'connected'}
          onNew={() => socket && startClass(socket, lost.old)}
        />
      )}
      {error && (
        <p className={css.alert} role="alert" data-live-error="">
          {error}
        </p>
      )}
    </>
  );
  if (presenter && ended)
    return (
      <aside className={css.status} role="status" data-live-ended="" aria-label="Live class">
        The class has ended and its answers are forgotten.{' '}
        <button type="button" onClick={presenter.onEnded}>
          Close
        </button>
      </aside>
    );
  if (presenter)
    return (
      <PresenterPanel
        code={cls?.code}
        joined={seats.size}
        tally={counts}
        question={question}
        reveal={reveal}
        connected={status === 'connected'}
        alerts={alerts}
        onAsk={askSlide}
        questions={presenter.questions}
        onAskQuestion={askChoice}
        onReveal={() => act('teacher:reveal')}
        onExport={exportCsv}
        onEnd={end}
        lock={lockButton}
        room={room}
        step={step}
        roster={<Roster seats={seats.values()} answers={answers} asked={!!question} />}
      />
    );
  if (ended)
    return (
      <p className={css.status} role="status" data-live-ended="">
        The class has ended and its answers are forgotten. <a href={`/live/?variant=${variant}`}>Start a new class</a>.
      </p>
    );
  return (
    <div className={css.teacher} data-live-teacher={variant}>
      {alerts}
      {problem && (
        <p className={css.alert} role="alert">
          The position or puzzle in this page’s address could not be read: {problem}. The board shows the start
          position.
        </p>
      )}
      {cls && <JoinPanel code={cls.code} step={step} room={room} />}
      <div className={css.work}>
        <TeacherBoard
          variant={variant}
          start={start}
          puzzle={puzzle}
          puzzles={PUZZLES_BY_VARIANT[variant]}
          question={question}
          tally={counts}
          reveal={reveal}
          disabled={!cls || status !== 'connected'}
          onAsk={ask}
        />
        <div className={css.side}>
          <Results joined={seats.size} tally={counts} asked={!!question} />
          <Roster seats={seats.values()} answers={answers} asked={!!question} />
          {question && (
            <p className={css.small} data-live-question={question.id}>
              Question {question.id}: {question.goal}
            </p>
          )}
          {reveal && (
            <p className={css.reveal} data-live-revealed="">
              Shown to the class: {reveal.text}
            </p>
          )}
          <div className={css.buttons}>
            <button type="button" onClick={() => act('teacher:reveal')} disabled={!question} data-live-reveal="">
              Reveal the answer
            </button>
            {lockButton}
            <button type="button" onClick={exportCsv} disabled={!cls} data-live-export="">
              Export CSV
            </button>
            <button type="button" onClick={end} disabled={!cls} data-live-end="">
              End class
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
