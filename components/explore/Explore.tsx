'use client';
/**
 * The explore page's interactive part (the free board): the board with its controls, the live region that
 * announces moves, the side panel and the position field, all driven by `useExplore`.
 */
import ExploreBoard from './ExploreBoard';
import MovePanel from './MovePanel';
import PositionField from './PositionField';
import { useExplore } from './useExplore';
import styles from './explore.module.css';

/** Renders the free board of one variant. */
export default function Explore({ variant }: { variant: string }) {
  const st = useExplore(variant);
  return (
    <div className={styles.explore} data-explore={variant}>
      {st.urlError && (
        <p className={styles.error} role="alert" data-url-error="">
          The position in this page’s address could not be read: {st.urlError.message}. Showing the start position
          instead; the text is in the position field below, to correct it.
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.boardColumn}>
          <ExploreBoard st={st} />
          <p className={styles.live} role="status" aria-live="polite" data-announce="">
            {st.message}
          </p>
        </div>
        <div className={styles.side}>
          <MovePanel st={st} />
          <PositionField text={st.urlError && !st.game.moves.length && st.view.position === st.startText ? st.urlError.text : st.view.position} onLoad={st.load} />
        </div>
      </div>
    </div>
  );
}
