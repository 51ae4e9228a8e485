'use client';
/**
 * The teacher's board: a free board of the class's variant (play or set up to any position, or load one of the
 * variant's puzzles) and "Ask the class" (`data-live-ask`), which asks about the position on it: as the puzzle,
 * judged against its goal, while the loaded puzzle is untouched; otherwise as a free position, where every legal
 * move counts. Once asked, the class's moves are drawn as arrows on the board (the commonest six), counted in the
 * legend beside it; after Reveal, the correct moves.
 */
import { useEffect, useMemo, useState } from 'react';
import { parsePosition, type Position, type PuzzleDef } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import Hand from '@/components/board/Hand';
import { useBoard } from '@/components/board/useBoard';
import type { Question, Reveal } from '@/server/protocol';
import type { Tally } from '@/server/tally';
import css from './live.module.css';

interface TeacherBoardProps {
  readonly variant: string;
  readonly start: Position;
  /** The puzzle the board starts with (`start` is its position), loaded as if picked. */
  readonly puzzle?: PuzzleDef;
  readonly puzzles: readonly PuzzleDef[];
  readonly question?: Question;
  readonly tally: Tally;
  readonly reveal?: Reveal;
  readonly disabled: boolean;
  onAsk(position: string, puzzleId: string | undefined): void;
}

const arrowOf = (m: { from?: string; to: string }) => (m.from ? [[m.from, m.to] as const] : []);

export default function TeacherBoard({ variant, start, puzzles, question, tally, reveal, ...p }: TeacherBoardProps) {
  const st = useBoard(start);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [puzzle, setPuzzle] = useState<PuzzleDef | undefined>(p.puzzle);
  // After a reload, the class's current question comes back from the server: put its position on the untouched board.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per question
  useEffect(() => {
    if (!question || st.game.moves.length || st.view.position === question.position) return;
    const pos = parsePosition(question.variant, question.position);
    if (!pos.ok) return;
    setPuzzle(puzzles.find((x) => x.id === question.puzzleId));
    st.load(pos.value);
  }, [question?.id]);
  const untouched = puzzle && st.game.moves.length === 0 && st.view.position === puzzle.position;
  const onQuestion = question && st.view.position === question.position;
  const arrows = useMemo(() => {
    if (!onQuestion) return undefined;
    if (reveal?.questionId === question.id && reveal.moves.length) return reveal.moves.flatMap(arrowOf);
    return tally.moves.slice(0, 6).flatMap(arrowOf);
  }, [onQuestion, question, reveal, tally]);

  const pick = (id: string) => {
    const pz = puzzles.find((x) => x.id === id);
    const pos = parsePosition(variant, pz?.position);
    if (!pos.ok) return;
    setPuzzle(pz);
    st.load(pos.value, undefined, pz ? `Puzzle loaded: ${pz.title}.` : 'The start position.');
  };

  return (
    <section className={css.boardColumn} aria-labelledby="live-board">
      <h2 id="live-board">Your board</h2>
      <div className={css.askRow}>
        <label>
          Puzzle:{' '}
          <select value={puzzle?.id ?? ''} onChange={(e) => pick(e.target.value)} data-live-puzzle="">
            <option value="">None: the start position</option>
            {puzzles.map((pz, i) => (
              <option key={pz.id} value={pz.id}>
                {i + 1}. {pz.title}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={css.primary}
          disabled={p.disabled}
          onClick={() => p.onAsk(st.view.position, untouched ? puzzle.id : undefined)}
          data-live-ask=""
        >
          Ask the class
        </button>
      </div>
      <p className={css.small}>
        {untouched
          ? 'Asks the puzzle: answers are judged against its goal.'
          : 'Asks about the position on the board: every legal move counts; compare the moves chosen.'}
      </p>
      <PlayableBoard st={{ ...st, ready: mounted }} arrows={arrows} />
      <Hand view={st.view} selected={st.selected} onSelect={st.select} />
      <p className={css.sr} aria-live="polite">
        {st.message}
      </p>
      {st.explanation && <p className={css.small}>Not possible: {st.explanation.reason}</p>}
      {st.game.moves.length > 0 && (
        <button type="button" onClick={() => st.undo()}>
          Take back
        </button>
      )}
    </section>
  );
}
