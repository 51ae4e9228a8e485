'use client';
/**
 * The play page's interactive part: the game's settings (opponent, the computer's side and strength), the shared
 * board (PlayableBoard, turned for the player's side), the live region, and the side panel with the status, the
 * end-of-game banner, the controls, the move list and the links, and the games kept in this browser (KeptGames).
 */
import { useEffect, useState } from 'react';
import PlayableBoard, { type BoardDisplay } from '@/components/board/PlayableBoard';
import PlayPanel from './PlayPanel';
import PlaySettings from './PlaySettings';
import KeptGames, { KeptNotices } from './KeptGames';
import { usePlay } from './usePlay';
import explore from '@/components/board/playable.module.css';
import styles from './play.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

/** Renders a game of one variant. */
export default function Play({ variant }: { variant: string }) {
  const st = usePlay(variant);
  // The player's side at the bottom: turned when the computer takes the first player's side.
  const playerBelow = st.opponent === 'computer' && st.computer === 'w';
  const [flipped, setFlipped] = useState(playerBelow);
  useEffect(() => setFlipped(playerBelow), [playerBelow]);
  // The view (2-D or 3-D) and the camera: the page's, so that a 3-D board may take the room (app/fit.css).
  const [display, setDisplay] = useState<BoardDisplay>({ mode: '2d', flipped: false });
  return (
    <div className={explore.explore} data-play={variant} data-board-view={display.mode}>
      {st.urlError && (
        <p className={explore.error} role="alert" data-url-error="">
          The position in this page’s address could not be read: {st.urlError.message}. The game starts from the usual
          start position instead.
        </p>
      )}
      {st.restored && 'moves' in st.restored && (
        <p className={styles.notice} role="status" data-restored={st.restored.moves}>
          Your game was restored from this browser ({st.restored.moves} {st.restored.moves === 1 ? 'move' : 'moves'}
          ).{' '}
          <button type="button" onClick={st.newGame} data-action="restored-new-game">
            New game
          </button>{' '}
          <button type="button" onClick={st.dismissRestored}>
            Keep playing
          </button>
        </p>
      )}
      {st.restored && 'error' in st.restored && (
        <p className={explore.error} role="alert" data-restore-error="">
          A game stored in this browser could not be restored ({st.restored.error}); it stays kept, in the list of kept
          games, until you discard it.
        </p>
      )}
      <KeptNotices st={st} />
      <div className={explore.layout}>
        <div className={explore.boardColumn}>
          <ErrorBoundary what="the board">
            <PlayableBoard
              st={st.boardState}
              flipped={flipped}
              onFlip={() => setFlipped((f) => !f)}
              display={display}
              onDisplay={setDisplay}
              wheel="zoom"
            />
          </ErrorBoundary>
          <p className={explore.live} role="status" aria-live="polite" data-announce="">
            {st.message}
          </p>
        </div>
        <div className={explore.side}>
          <ErrorBoundary what="the game settings">
            <PlaySettings st={st} />
          </ErrorBoundary>
          <ErrorBoundary what="the game panel">
            <PlayPanel st={st} />
          </ErrorBoundary>
          <ErrorBoundary what="the list of kept games">
            <KeptGames st={st} />
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
