'use client';
/**
 * A Try-it question of the lesson as a step of the path: the question as the lesson writes it, a link to the free
 * board to work it out, and the teacher's guide's answer when the student asks for it (content/guides/<id>.ts).
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
  return (
    <section className={css.screen} data-learn-screen="" data-learn-question={number} aria-label={`Question ${number}`}>
      <p className={css.question}>
        <span className={css.qNumber}>Question {number}.</span> {inlineMarkdown(question.text)}
      </p>
      <p className={css.hint}>
        Work it out in your head, on paper, or on the{' '}
        <a href={explore} target="_blank" rel="noopener">
          free board
        </a>
        ; then compare.
      </p>
      {question.answer && (
        <>
          <button type="button" onClick={() => setShown((s) => !s)} aria-expanded={shown} data-learn-answer-button="">
            {shown ? 'Hide the answer' : 'Show the answer'}
          </button>
          <p className={css.answer} hidden={!shown} aria-live="polite" data-learn-answer="">
            {shown ? question.answer : ''}
          </p>
        </>
      )}
    </section>
  );
}
