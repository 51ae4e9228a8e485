'use client';
/**
 * The teacher's page of a live class (`/live/?variant=<id>`, docs/CONVENTIONS.md §9): creates the class on load (or
 * takes it back after a reload: the code and the secret token are kept in this tab), shows the join code, link and QR
 * code, has its own free board of the variant (a stored puzzle or `?position=` to start from) with "Ask the class", and
 * the answers as they come: counts, arrows on the board weighted in the legend, the commonest wrong moves with the
 * engine's reason, Reveal, Export CSV and End class. Follows presenter mode's steps in another window of this browser
 * (components/classroom/follow.ts) and tells the students which step is on screen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { parsePosition, type Position, type VariantId } from '@/engine';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles';
import { openFollow } from '@/components/classroom/follow';
import { positionFromSearch } from '@/components/board/core/address';
import type { Answer, Question, Reveal, SeatView, Step, TeacherState } from '@/server/protocol';
import { tally } from '@/server/tally';
import TeacherBoard from './TeacherBoard';
import { send, tabRecord, useLive } from './connection';
import { answersCsv, download } from './csv';
import JoinPanel from './JoinPanel';
import LiveStatusLine from './LiveStatusLine';
import Results from './Results';
import css from './live.module.css';

interface Held {
  readonly code: string;
  readonly token: string;
  readonly variant: string;
}

/** Reads `?variant=` and `?position=`: the start position, or a message. */
function readAddress(): { variant: VariantId; start: Position; problem?: string } | { error: string } {
  const q = new URLSearchParams(window.location.search);
  const variant = q.get('variant') ?? '';
  const start = parsePosition(variant);
  if (!start.ok) return { error: variant ? `There is no variant “${variant}”.` : 'Choose a variant first.' };
  const text = positionFromSearch(window.location.search);
  if (text === undefined) return { variant: variant as VariantId, start: start.value };
  const pos = parsePosition(variant, text);
  return pos.ok
    ? { variant: variant as VariantId, start: pos.value }
    : { variant: variant as VariantId, start: start.value, problem: pos.error.message };
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
  return <TeacherClass variant={addr.variant} start={addr.start} problem={addr.problem} />;
}

function TeacherClass({ variant, start, problem }: { variant: VariantId; start: Position; problem?: string }) {
  const held = useMemo(() => tabRecord<Held>('hexplore-live-teacher'), []);
  const [cls, setCls] = useState<Held>();
  const [error, setError] = useState<string>();
  const [seats, setSeats] = useState<ReadonlyMap<string, SeatView>>(new Map());
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [question, setQuestion] = useState<Question>();
  const [reveal, setReveal] = useState<Reveal>();
  const [step, setStep] = useState<Step>();
  const [ended, setEnded] = useState(false);
  /** The question the answers count for (read by the socket's handler). */
  const asked = useRef<number>(undefined);
  asked.current = question?.id;

  const take = useCallback((st: TeacherState) => {
    setSeats(new Map(st.seats.map((s) => [s.id, s])));
    setAnswers(new Map(st.answers.map((a) => [a.seat, a])));
    setQuestion(st.question);
    setReveal(st.reveal);
    setStep(st.step);
  }, []);

  const onConnect = useCallback(
    async (socket: Socket) => {
      const before = held.read();
      if (before?.variant === variant) {
        const r = await send<{ state: TeacherState }>(socket, 'teacher:resume', before);
        if (r.ok) {
          setCls(before);
          take(r.state);
          return;
        }
      }
      const r = await send<{ code: string; token: string; state: TeacherState }>(socket, 'teacher:create', {
        variant,
      });
      if (!r.ok) return setError(r.error);
      const next = { code: r.code, token: r.token, variant };
      held.write(next);
      setCls(next);
      take(r.state);
    },
    [held, take, variant],
  );
  const { status, socket } = useLive(onConnect);

  useEffect(() => {
    if (!socket) return;
    socket.on('teacher:joined', (s: SeatView) => setSeats((m) => new Map(m).set(s.id, s)));
    socket.on('teacher:answer', (a: Answer) => {
      if (asked.current === a.questionId) setAnswers((m) => (m.has(a.seat) ? m : new Map(m).set(a.seat, a)));
    });
    socket.on('class:reveal', setReveal);
    socket.on('class:end', () => setEnded(true));
    return () => {
      socket.off('teacher:joined').off('teacher:answer').off('class:reveal').off('class:end');
    };
  }, [socket]);

  // Presenter mode in another window of this browser says which step it shows: the students see it too.
  useEffect(() => {
    if (!socket || !cls) return;
    const ch = openFollow((m) => {
      if (m.type !== 'step' || m.variant !== variant) return;
      const next = { n: m.step + 1, heading: m.section ?? '' };
      setStep(next);
      send(socket, 'teacher:step', { code: cls.code, token: cls.token, ...next });
    });
    ch?.postMessage({ type: 'ask', variant });
    return () => ch?.close();
  }, [socket, cls, variant]);

  const counts = useMemo(() => tally(answers.values()), [answers]);

  const act = async (event: string, extra: Record<string, unknown> = {}) => {
    if (!socket || !cls) return undefined;
    const r = await send<Record<string, unknown>>(socket, event, { code: cls.code, token: cls.token, ...extra });
    setError(r.ok ? undefined : r.error);
    return r.ok ? r : undefined;
  };
  const ask = async (position: string, puzzleId: string | undefined) => {
    const r = await act('teacher:ask', { variant, position, ...(puzzleId ? { puzzleId } : {}) });
    if (!r) return;
    const q = r.question as Question;
    asked.current = q.id;
    setQuestion(q);
    setAnswers(new Map());
    setReveal(undefined);
  };
  const exportCsv = async () => {
    const r = await act('teacher:export');
    if (r && cls) download(`hexplore-class-${cls.code}.csv`, answersCsv(cls.code, r.answers as Answer[]));
  };
  const end = async () => {
    if (!window.confirm('End the class for everyone? Export the answers first if you want to keep them.')) return;
    if (await act('teacher:end')) {
      held.write(undefined);
      setEnded(true);
    }
  };

  if (ended)
    return (
      <p className={css.status} role="status" data-live-ended="">
        The class has ended and its answers are forgotten. <a href={`/live/?variant=${variant}`}>Start a new class</a>.
      </p>
    );
  return (
    <div className={css.teacher} data-live-teacher={variant}>
      <LiveStatusLine status={status} />
      {problem && (
        <p className={css.alert} role="alert">
          The position in this page’s address could not be read: {problem}. The board shows the start position.
        </p>
      )}
      {error && (
        <p className={css.alert} role="alert" data-live-error="">
          {error}
        </p>
      )}
      {cls && <JoinPanel code={cls.code} step={step} />}
      <div className={css.work}>
        <TeacherBoard
          variant={variant}
          start={start}
          puzzles={PUZZLES_BY_VARIANT[variant]}
          question={question}
          tally={counts}
          reveal={reveal}
          disabled={!cls || status !== 'connected'}
          onAsk={ask}
        />
        <div className={css.side}>
          <Results joined={seats.size} tally={counts} asked={!!question} />
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
