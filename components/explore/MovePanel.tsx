'use client';
/**
 * The explore page's side panel: whose turn it is (or how the game ended), the last "why can't it go there?"
 * answer, the hovered or focused leap in words (components/board/core/leap.ts), undo / redo / start again, the men in hand, and the moves played in long move text.
 */
import Hand from '@/components/board/Hand';
import { gamePlies, moveRows } from '@/components/board/core/moveList';
import PlyCell from '@/components/board/PlyCell';
import LeapWords, { type WordsStore } from './LeapWords';
import type { ExploreState } from './useExplore';
import styles from '@/components/board/playable.module.css';

/** Renders the panel. */
export default function MovePanel({ st, leapWords }: { st: ExploreState; leapWords: WordsStore }) {
  const { view, game, outcome, explanation } = st;
  const side = (s: 'w' | 'b') => view.sideNames[s];
  const first = game.positions[0]!;
  const firstNumber = Number(/(?:^|;)\s*move:\s*(\d+)/.exec(first.toString())?.[1] ?? 1);
  const rows = moveRows(gamePlies(game, view), firstNumber, first.turn === 'b');
  return (
    <div className={styles.panel}>
      {outcome ? (
        <p className={styles.over} data-outcome={outcome.status}>
          <strong>Game over.</strong> {outcome.reason.charAt(0).toUpperCase() + outcome.reason.slice(1)}.
        </p>
      ) : (
        <p className={styles.turn} data-turn={view.turn}>
          <strong>{side(view.turn)}</strong> to move{view.check ? ': check!' : '.'}
        </p>
      )}
      {explanation && (
        <div
          className={styles.explanation}
          data-explanation=""
          data-why-code={explanation.code}
          role="note"
          aria-label="Why not"
        >
          <strong>
            Why not {explanation.from} to {explanation.to}?
          </strong>{' '}
          {explanation.reason}
          {explanation.cells.length > 0 && (
            <span className={styles.small}> (marked on the board: {explanation.cells.join(', ')})</span>
          )}
        </div>
      )}
      <LeapWords store={leapWords} />
      <div className={styles.buttons}>
        <button type="button" onClick={st.undo} disabled={!game.moves.length}>
          Undo
        </button>
        <button type="button" onClick={st.redo} disabled={!game.undone.length}>
          Redo
        </button>
        <button type="button" onClick={() => st.loadText(st.startText)}>
          Start position
        </button>
      </div>
      <Hand view={view} selected={st.selected} onSelect={st.select} />
      <h2 className={styles.h}>Moves</h2>
      {rows.length ? (
        <ol className={styles.moves} data-move-list="">
          {rows.map(([n, a, b]) => (
            <li key={n}>
              <span className={styles.num}>{n}.</span> <PlyCell ply={a} /> <PlyCell ply={b} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.small} data-move-list="">
          No moves yet. Click a man, then one of the marked cells; or drag it.
        </p>
      )}
    </div>
  );
}
