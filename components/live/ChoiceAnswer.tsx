'use client';
/**
 * A student's answer to a choice question (a lesson's Try-it question asked in class, issue #44): the question and its
 * offered answers; a tap chooses one (`aria-pressed`) and Send (`data-live-send`) commits it, so that a slip of the
 * finger sends nothing. Once sent the choice stands (`data-live-answer` holds its text); Reveal says the right one.
 */
import { useEffect, useState } from 'react';
import type { Answer, Question, Reveal } from '@/server/protocol';
import Countdown, { useTimeLeft } from './Countdown';
import css from './live.module.css';

interface ChoiceAnswerProps {
  readonly question: Question;
  readonly answer?: Answer;
  readonly reveal?: Reveal;
  /** Sends the chosen answer's number; resolves to an error message, or undefined once the server has it. */
  onAnswer(choice: string): Promise<string | undefined>;
}

export default function ChoiceAnswer({ question, answer, reveal, onAnswer }: ChoiceAnswerProps) {
  const [chosen, setChosen] = useState<number>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (answer) setError(undefined);
  }, [answer]);
  const choices = question.choices ?? [];
  const shown = reveal?.questionId === question.id;
  const mine = answer?.move;
  const left = useTimeLeft(question);
  const over = left === 0;
  const send = async () => {
    if (chosen === undefined || sending) return;
    setSending(true);
    setError(await onAnswer(String(chosen)));
    setSending(false);
  };
  return (
    <section className={css.answer} aria-labelledby="live-asked" data-live-question={question.id}>
      <h2 id="live-asked">Question {question.id}</h2>
      <p className={css.goal}>{question.goal}</p>
      {!mine && !shown && <Countdown left={left} />}
      <div className={css.choices} role="group" aria-label="Answers">
        {choices.map((c, i) => (
          <button
            key={c}
            type="button"
            className={css.choice}
            aria-pressed={mine ? mine === c : chosen === i}
            disabled={!!mine || shown || over}
            onClick={() => setChosen(i)}
            data-live-choice={i}
          >
            {c}
          </button>
        ))}
      </div>
      {!mine && !shown && (
        <button
          type="button"
          className={css.primary}
          onClick={send}
          disabled={chosen === undefined || sending || over}
          data-live-send=""
        >
          {chosen === undefined ? 'Choose an answer' : 'Send'}
        </button>
      )}
      <p className={css.note} role="status" data-live-answer={mine ?? ''}>
        {error
          ? `Not sent: ${error} Try again.`
          : mine
            ? `Your answer: ${mine}. ${shown ? '' : 'The teacher will show the answer.'}`
            : 'Choose an answer, then Send.'}
      </p>
      {shown && (
        <p
          className={answer?.correct ? css.good : css.bad}
          data-live-reveal-shown=""
          data-live-correct-answer={answer ? String(answer.correct) : ''}
        >
          {answer ? (answer.correct ? 'Right! ' : 'Not this one. ') : ''}
          {reveal.text}
        </p>
      )}
    </section>
  );
}
