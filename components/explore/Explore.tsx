'use client';
/**
 * The explore page's interactive part (the free board): the board with its controls, the live region that
 * announces moves, the side panel and the position field, all driven by `useExplore`.
 */
import { useState } from 'react';
import PlayableBoard from '@/components/board/PlayableBoard';
import { wordsStore } from './LeapWords';
import MovePanel from './MovePanel';
import PositionField from './PositionField';
import { useExplore } from './useExplore';
import { positionHref } from '@/components/board/core/address';
import { liveHref } from '@/components/live/links';
import type { VariantId } from '@/engine';
import styles from '@/components/board/playable.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

/** Renders the free board of one variant. */
export default function Explore({ variant }: { variant: string }) {
  const st = useExplore(variant);
  const [leapWords] = useState(wordsStore);
  return (
    <div className={styles.explore} data-explore={variant} data-board-view={st.display.mode}>
      {st.urlError && (
        <p className={styles.error} role="alert" data-url-error="">
          The position in this page’s address could not be read: {st.urlError.message}. Showing the start position
          instead; the text is in the position field below, to correct it.
        </p>
      )}
      {st.linkProblems.length > 0 && (
        <div className={styles.error} role="alert" data-link-error="">
          Part of this page’s address could not be read: the board shows the rest, and the address keeps what was
          written.
          <ul>
            {st.linkProblems.map((p) => (
              <li key={`${p.param}=${p.value}`}>
                <code>{p.param}</code> = “{p.value}”: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.boardColumn}>
          <ErrorBoundary what="the board">
            <PlayableBoard
              st={st}
              display={st.display}
              onDisplay={st.setDisplay}
              annotations={st.annotations}
              onLeapWords={leapWords.set}
              wheel="zoom"
            />
          </ErrorBoundary>
          <p className={styles.live} role="status" aria-live="polite" data-announce="">
            {st.message}
          </p>
        </div>
        <div className={styles.side}>
          <ErrorBoundary what="the move list">
            <MovePanel st={st} leapWords={leapWords} />
          </ErrorBoundary>
          <PositionField
            text={
              st.urlError && !st.game.moves.length && st.view.position === st.startText
                ? st.urlError.text
                : st.view.position
            }
            onLoad={st.loadText}
          />
          <p className={styles.small}>
            <a href={positionHref(variant as VariantId, 'editor', st.view.position)} data-edit-link="">
              Set up this position in the board editor
            </a>
            {' · '}
            <a
              href={liveHref(variant, st.view.position)}
              title="Ask a live class about this position"
              data-live-link=""
            >
              Ask the class
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
