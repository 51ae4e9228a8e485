'use client';
/**
 * A Try-it question of the lesson as a step of the path: the question as the lesson writes it, a link to the free
 * board to work it out (set up with the question's position when it asks for a count), the offered answers
 * (components/learn/questions.ts: a wrong one is marked and the student tries again; the right one shows the teacher's
 * guide's answer, content/guides/<id>.ts), and the answer on request.
 */
import { useState, type ReactNode } from 'react';
import type { LearnQuestion } from './variantPath';
import css from './screens.module.css';

/** The inline Markdown of a question (`*em*`, `**strong**`, `` `code` ``) as React nodes. */
function inlineMarkdown(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const t = m[0];
    const key = `${m.index}`;
    if (t.startsWith('**')) out.push(<strong key={key}>{t.slice(2, -2)}</strong>);
    else if (t.startsWith('*')) out.push(<em key={key}>{t.slice(1, -1)}</em>);
    else out.push(<code key={key}>{t.slice(1, -1)}</code>);
    at = m.index + t.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export default function QuestionStep({
  number,
  question,
  explore,
}: {
  number: number;
  question: LearnQuestion;
  /** The variant's free board, where the question can be worked out. */
  explore: string;
}) {
  const [shown, setShown] = useState(false);
  // The offered answers tried so far, in order; the question is answered once the right one is among them.
  const [tried, setTried] = useState<number[]>([]);
  const { ask } = question;
  const right = ask !== undefined && tried.includes(ask.correct);
  const last = tried.at(-1);
  const board = ask?.count
    ? `${explore}?position=${encodeURIComponent(ask.count.position)}&select=${ask.count.cell}`
    : explore;
  const state = right ? 'right' : last !== undefined ? 'wrong' : 'open';
  return (
    <section
      className={css.screen}
      data-learn-screen=""
      data-learn-question={number}
      data-learn-question-state={ask ? state : undefined}
      aria-label={`Question ${number}`}
    >
      <p className={css.question}>
        <span className={css.qNumber}>Question {number}.</span> {inlineMarkdown(question.text)}
      </p>
      <p className={css.hint}>
        Work it out in your head, on paper, or on the{' '}
        <a href={board} target="_blank" rel="noopener">
          free board{ask?.count ? ' (set up for you)' : ''}
        </a>
        {ask ? '; then choose.' : '; then compare.'}
      </p>
      {ask && (
        <div className={css.choices} role="group" aria-label="Answers">
          {ask.choices.map((c, i) => {
            // Once answered, the right answer stays alone: the guide's answer takes the room of the others.
            if (right && i !== ask.correct) return null;
            const mark = tried.includes(i) ? (i === ask.correct ? 'right' : 'wrong') : undefined;
            return (
              <button
                key={c}
                type="button"
                className={css.choice}
                data-learn-choice={i}
                data-mark={mark}
                aria-pressed={mark ? 'true' : 'false'}
                disabled={right || mark === 'wrong'}
                onClick={() => setTried((t) => (t.includes(i) ? t : [...t, i]))}
              >
                {mark === 'right' ? '✓ ' : mark === 'wrong' ? '✗ ' : ''}
                {c}
              </button>
            );
          })}
        </div>
      )}
      {ask && (
        <p className={css.verdict} aria-live="polite" data-learn-verdict={state}>
          {right
            ? ask.count
              ? `Right: ${ask.count.moves} moves, as the site’s rules engine counts them.`
              : 'Right.'
            : last !== undefined
              ? 'Not that one: try another.'
              : ''}
        </p>
      )}
      {question.answer && (
        <>
          {!right && (
            <button type="button" onClick={() => setShown((s) => !s)} aria-expanded={shown} data-learn-answer-button="">
              {shown ? 'Hide the answer' : 'Show the answer'}
            </button>
          )}
          <p className={css.answer} hidden={!(shown || right)} data-learn-answer="">
            {shown || right ? question.answer : ''}
          </p>
        </>
      )}
    </section>
  );
}
