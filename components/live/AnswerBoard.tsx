'use client';
/**
 * A student's board for one question: the asked position on the site's playable board (the same board, "why not?"
 * and leap words as everywhere, docs/CONVENTIONS.md §7); the first legal move played is the answer, sent in long move
 * text (the server reads it again with the engine). Then the board takes no more moves; after Reveal it shows the
 * correct moves as arrows and whether the answer was one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { parsePosition, type Position } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import Hand from '@/components/board/Hand';
import { gated, useBoard } from '@/components/board/useBoard';
import type { Answer, Question, Reveal } from '@/server/protocol';
import Countdown, { useTimeLeft } from './Countdown';
import css from './live.module.css';

interface AnswerBoardProps {
  readonly question: Question;
  readonly answer?: Answer;
  readonly reveal?: Reveal;
  /** Sends the move; resolves to an error message, or undefined once the server has it. */
  onAnswer(move: string): Promise<string | undefined>;
}

export default function AnswerBoard({ question, answer, reveal, onAnswer }: AnswerBoardProps) {
  const start = useMemo(() => parsePosition(question.variant, question.position), [question]);
  if (!start.ok) return <p className={css.alert}>This position cannot be shown: {start.error.message}</p>;
  return <Board question={question} start={start.value} answer={answer} reveal={reveal} onAnswer={onAnswer} />;
}

function Board({ question, start, answer, reveal, onAnswer }: AnswerBoardProps & { start: Position }) {
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  const shown = reveal?.questionId === question.id;
  const left = useTimeLeft(question);
  const locked = useRef<string>(undefined);
  locked.current =
    answer || sent || shown ? 'Your answer is in: wait for the teacher.' : left === 0 ? 'Time is up.' : undefined;
  const reducer = useMemo(() => gated(() => locked.current), []);
  const st = useBoard(start, { reducer });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const played = st.game.moveTexts()[0];
  // An answer given before a reload or a reconnection is put back on the board.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server's answer arrives
  useEffect(() => {
    if (answer && !played) st.playText(answer.move);
  }, [answer]);
  // The server has an answer (sent again, or taken back with the seat): an earlier "Not sent" no longer holds.
  useEffect(() => {
    if (answer) setError(undefined);
  }, [answer]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the first move is played
  useEffect(() => {
    if (!played || answer || sent) return;
    setError(undefined);
    setSent(played);
    onAnswer(played).then((e) => {
      if (!e) return;
      setError(e);
      setSent(undefined);
      st.undo();
    });
  }, [played]);
  const mine = answer?.move ?? sent;
  const arrows = shown ? reveal.moves.flatMap((m) => (m.from ? [[m.from, m.to] as const] : [])) : undefined;
  return (
    <section className={css.answer} aria-labelledby="live-asked" data-live-question={question.id}>
      <h2 id="live-asked">Question {question.id}</h2>
      <p className={css.goal}>{question.goal}</p>
      {!answer && !sent && !shown && <Countdown left={left} />}
      <PlayableBoard st={{ ...st, ready: mounted }} arrows={arrows} initialFlipped={start.turn === 'b'} />
      <Hand view={st.view} selected={st.selected} onSelect={st.select} />
      <p className={css.sr} aria-live="polite">
        {st.message}
      </p>
      {st.explanation && !mine && <p className={css.why}>Not possible: {st.explanation.reason}</p>}
      <p className={css.note} role="status" data-live-answer={mine ?? ''}>
        {error
          ? `Not sent: ${error} Try again.`
          : mine
            ? `Your answer: ${mine}. ${shown ? '' : 'The teacher will show the answer.'}`
            : 'Play your answer on the board: your first move counts.'}
      </p>
      {shown && (
        <p
          className={answer?.correct ? css.good : css.bad}
          data-live-reveal-shown=""
          data-live-correct-answer={answer ? String(answer.correct) : ''}
        >
          {answer ? (answer.correct ? 'Right! ' : `Not this one: ${answer.reason ?? 'not a solution'} `) : ''}
          {reveal.text}
        </p>
      )}
    </section>
  );
}
