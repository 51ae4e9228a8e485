/**
 * The live class inside presenter mode (issue #44: one window): a panel at the side of the slide with the join code
 * and the counts always in sight (`data-live-code`, `data-live-joined`, `data-live-answered`, docs/CONVENTIONS.md
 * §9), and on demand the join link and its QR code, "Ask the class" about the board of the slide on screen
 * (`data-live-ask`) or one of the lesson's Try-it questions with its offered answers (`data-live-ask-question`), the
 * roster, the answers as they come, Reveal, Export CSV and End class. The class itself is the live page's
 * (Teacher.tsx's TeacherClass): presenter mode's steps reach it as they reach a second window. The projector's view
 * of the results is ResultsView.
 */
import { useState, type ReactNode } from 'react';
import type { Question, Reveal, RoomAccess, Step } from '@/server/protocol';
import { joinAddress, LocalWarning } from './JoinPanel';
import type { ClassQuestion } from '@/components/learn/questions';
import type { Tally } from '@/server/tally';
import QrCode from './QrCode';
import Results from './Results';
import ResultsView from './ResultsView';
import Countdown, { useTimeLeft } from './Countdown';
import css from './presenter-live.module.css';

interface PresenterPanelProps {
  readonly code?: string;
  readonly joined: number;
  readonly tally: Tally;
  readonly question?: Question;
  readonly reveal?: Reveal;
  readonly connected: boolean;
  /** What the panel must say first: the connection, an error, a lost class (already drawn by the class). */
  readonly alerts: ReactNode;
  /** The roster of the class, when the page has one. */
  readonly roster?: ReactNode;
  /** The teacher's lock on new students (LockButton.tsx). */
  readonly lock?: ReactNode;
  /** The server's addresses on the room's network (a page opened on 127.0.0.1 offers them). */
  readonly room?: RoomAccess;
  /** The step the students see. */
  readonly step?: Step;
  /** Asks about the slide's board, with a time limit in seconds when the teacher chose one. */
  onAsk(seconds?: number): void;
  /** The lesson's Try-it questions, and asking one of them as a choice. */
  readonly questions?: readonly ClassQuestion[];
  onAskQuestion?(q: ClassQuestion, seconds?: number): void;
  onReveal(): void;
  onExport(): void;
  onEnd(): void;
}

export default function PresenterPanel(props: PresenterPanelProps) {
  const { code, joined, tally, question, reveal, connected } = props;
  const [open, setOpen] = useState(true);
  const [qr, setQr] = useState(false);
  const [results, setResults] = useState(false);
  const [pick, setPick] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const timed = seconds || undefined;
  const left = useTimeLeft(question);
  const questions = props.questions ?? [];
  const join = code ? joinAddress(code, props.room) : undefined;
  return (
    <aside className={css.panel} aria-label="Live class" data-present-live-panel={open ? 'open' : 'closed'}>
      <div className={css.head}>
        <p className={css.code}>
          <span className={css.label}>Code</span> <strong data-live-code="">{code ?? '…'}</strong>
        </p>
        <p className={css.badge} aria-live="polite">
          <span>
            <strong data-live-joined="">{joined}</strong> joined
          </span>
          <span>
            <strong data-live-answered="">{tally.answered}</strong> answered
          </span>
          <span>
            <strong data-live-correct="">{tally.correct}</strong> right
          </span>
        </p>
        <button type="button" onClick={() => setOpen((v) => !v)} aria-expanded={open} data-present-live-toggle="">
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <div className={css.body}>
          {props.alerts}
          <div className={css.buttons}>
            <button
              type="button"
              className={css.primary}
              onClick={() => props.onAsk(timed)}
              disabled={!code || !connected}
              data-live-ask=""
              title="Ask every student to play a move on the board of this slide, as it stands"
            >
              Ask the class about this board
            </button>
            <button type="button" onClick={() => setQr((v) => !v)} aria-pressed={qr} disabled={!code}>
              Join link
            </button>
            <select
              value={seconds}
              onChange={(e) => setSeconds(Number(e.target.value))}
              aria-label="Time to answer"
              data-live-timer-choice=""
            >
              <option value={0}>No time limit</option>
              {[20, 30, 60, 120].map((n) => (
                <option key={n} value={n}>
                  {n < 60 ? `${n} s` : `${n / 60} min`} to answer
                </option>
              ))}
            </select>
          </div>
          {questions.length > 0 && (
            <div className={css.buttons}>
              <select
                value={pick}
                onChange={(e) => setPick(Number(e.target.value))}
                aria-label="Try-it question"
                data-live-try-it=""
              >
                {questions.map((q, i) => (
                  <option key={q.text} value={i}>
                    {q.text.length > 60 ? `${q.text.slice(0, 59)}…` : q.text}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => questions[pick] && props.onAskQuestion?.(questions[pick], timed)}
                disabled={!code || !connected}
                data-live-ask-question=""
                title="Ask the class this question of the lesson's Try it, with its offered answers"
              >
                Ask this question
              </button>
            </div>
          )}
          {join?.local && <LocalWarning room={props.room} />}
          {qr && code && join && (
            <div className={css.join} data-live-join-link="">
              <p>
                Open <strong>{join.joinPage.replace(/^https?:\/\//, '')}</strong> and enter <strong>{code}</strong>, or
                scan:
              </p>
              <QrCode text={join.link} size={180} />
            </div>
          )}
          {props.step && (
            <p className={css.small} data-live-students-see={props.step.n}>
              Students see step {props.step.n}
              {props.step.heading ? `: ${props.step.heading}` : ''}
            </p>
          )}
          {question && !reveal && <Countdown left={left} />}
          {question && (
            <p className={css.small} data-live-question={question.id}>
              Question {question.id}: {question.goal}
            </p>
          )}
          {question && <Results joined={joined} tally={tally} asked counts={false} />}
          {reveal && (
            <p className={css.small} data-live-revealed="">
              Shown to the class: {reveal.text}
            </p>
          )}
          {props.roster}
          <div className={css.buttons}>
            <button type="button" onClick={() => setResults(true)} disabled={!question} data-live-results-button="">
              Results for the room
            </button>
            <button type="button" onClick={props.onReveal} disabled={!question} data-live-reveal="">
              Reveal the answer
            </button>
            {props.lock}
            <button type="button" onClick={props.onExport} disabled={!code} data-live-export="">
              Export CSV
            </button>
            <button type="button" onClick={props.onEnd} disabled={!code} data-live-end="">
              End class
            </button>
          </div>
        </div>
      )}
      {results && question && (
        <ResultsView question={question} tally={tally} joined={joined} onClose={() => setResults(false)} />
      )}
    </aside>
  );
}
