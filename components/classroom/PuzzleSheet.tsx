/**
 * A printable puzzle sheet for one variant: every puzzle's 2-D diagram (turned so the side to move plays up the
 * page, as on the puzzle page) with its goal, which names the side to move, and ruled lines for the answer; then,
 * on a page of their own, the answers: the stored solution line and why it works. Server component: static SVG
 * boards, no board code in the browser.
 */
import { Fragment } from 'react';
import BoardSvg from '@/components/board/BoardSvg';
import LevelMaps from '@/components/board/LevelMaps';
import {
  boardView,
  goalSentence,
  otherSide,
  parsePosition,
  SIDES,
  type ByColor,
  type PuzzleDef,
  type Side,
} from '@/engine';
import css from './sheet.module.css';

const LEVELS = { 1: 'first steps', 2: 'practice', 3: 'hard' } as const;

/** What the sheet shows of one puzzle, read through the engine. */
function readPuzzle(def: PuzzleDef) {
  const pos = parsePosition(def.variant, def.position);
  if (!pos.ok) return undefined;
  const view = boardView(pos.value);
  const mover = pos.value.turn;
  const held = SIDES.flatMap((s) => {
    const men = Object.entries(view.hand[s]).map(
      ([letter, n]) => `${view.legend.find((l) => l.letter === letter)?.names[s] ?? letter}${n > 1 ? ` ×${n}` : ''}`,
    );
    return men.length ? [`${view.sideNames[s]} holds: ${men.join(', ')}.`] : [];
  });
  return { view, mover, goal: goalSentence(pos.value, def.goal), held };
}

/** Writes the stored line with whose move each is: "White g8-d8" or "1. White e9-e10, Black f10-g10; 2. …". */
function solutionLine(def: PuzzleDef, sides: ByColor<string>, mover: Side): string {
  const moves = def.solution;
  if (moves.length === 1) return `${sides[mover]} ${moves[0]}`;
  const rounds: string[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    const reply = moves[i + 1];
    rounds.push(`${i / 2 + 1}. ${sides[mover]} ${moves[i]}${reply ? `, ${sides[otherSide(mover)]} ${reply}` : ''}`);
  }
  return rounds.join('; ');
}

/** Renders the sheet: the puzzles, then the answers on a new page. */
export default function PuzzleSheet({ puzzles }: { puzzles: readonly PuzzleDef[] }) {
  const read = puzzles.map((p) => ({ def: p, r: readPuzzle(p) }));
  return (
    <>
      <ol className={css.puzzles} data-sheet-puzzles="">
        {read.map(({ def, r }, i) => (
          <li key={def.id} className={css.puzzle} data-sheet-puzzle={def.id} data-box="">
            <h2 className={css.title}>
              {i + 1}. {def.title} <span className={css.level}>({LEVELS[def.level]})</span>
            </h2>
            {r ? (
              <>
                <p className={css.goal} data-goal="">
                  {r.goal}
                </p>
                <figure className={css.figure}>
                  {r.view.levels > 1 ? (
                    // A stacked board prints as its labelled level maps (ranks and files on each), not a slanted tower.
                    <div role="img" aria-label={`Puzzle ${i + 1}: ${r.goal}`} className={css.maps} data-sheet-board="">
                      <LevelMaps view={r.view} flipped={r.mover === 'b'} columns={4} />
                    </div>
                  ) : (
                    <BoardSvg
                      view={r.view}
                      flipped={r.mover === 'b'}
                      noHitLayer
                      label={`Puzzle ${i + 1}: ${r.goal}`}
                      className={css.board}
                    />
                  )}
                  {r.held.length > 0 && <figcaption>{r.held.join(' ')}</figcaption>}
                </figure>
                <p className={css.answer}>Your answer:</p>
                <div className={css.lines} aria-hidden="true" data-answer-lines="" />
              </>
            ) : (
              <p className={css.error} role="alert">
                This puzzle’s position does not parse.
              </p>
            )}
          </li>
        ))}
      </ol>
      <section className={css.answers} aria-labelledby="answers" data-sheet-answers="">
        <h2 id="answers">Answers</h2>
        <dl>
          {read.map(({ def, r }, i) => (
            <Fragment key={def.id}>
              <dt>
                {i + 1}. {def.title}
              </dt>
              <dd>
                <p className={css.solution} data-solution="">
                  {r ? solutionLine(def, r.view.sideNames, r.mover) : def.solution.join(' ')}
                </p>
                <p>{def.explanation}</p>
                <p className={css.teaches}>Teaches: {def.rule}.</p>
              </dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </>
  );
}
