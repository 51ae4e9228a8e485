/**
 * The puzzles of a lesson's "Try it yourself" as static pictures (title, goal, what it teaches, the board as a
 * picture), laid out like the playable puzzles (components/puzzles/Puzzle.tsx) that replace them when they come
 * near the viewport (LazyBoard.tsx). Server component.
 */
import { goalSentence, parsePosition, type PuzzleDef } from '@/engine';
import explore from '@/components/board/playable.module.css';
import pz from '@/components/puzzles/puzzles.module.css';
import BoardPicture from './BoardPicture';
import { puzzlePicture } from './pictures';

const LEVELS = { 1: 'First steps', 2: 'Practice', 3: 'Hard' } as const;

/** Renders each puzzle's static picture. */
export default function PuzzlePictures({ puzzles }: { puzzles: readonly PuzzleDef[] }) {
  return (
    <div>
      {puzzles.map((def, i) => {
        const start = parsePosition(def.variant, def.position);
        return (
          <article
            key={def.id}
            className={`${explore.explore} ${pz.puzzle}`}
            data-puzzle-id={def.id}
            aria-labelledby={`puzzle-${def.id}`}
            id={def.id}
          >
            <header className={pz.head}>
              <h3 id={`puzzle-${def.id}`} className={pz.title}>
                {i + 1}. {def.title}
              </h3>
              <span className={pz.level}>{LEVELS[def.level]}</span>
            </header>
            <p className={pz.goal} data-goal="">
              {start.ok ? goalSentence(start.value, def.goal) : ''}
            </p>
            <p className={pz.rule}>Teaches: {def.rule}</p>
            <div className={pz.body}>
              <div className={pz.board} data-puzzle-board="">
                <BoardPicture spec={puzzlePicture(def)} className={explore.boardArea} />
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
