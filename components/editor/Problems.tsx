'use client';
/**
 * What the engine says is wrong with the position (each with its cells marked on the board), and where the
 * position can go: the free board (if the engine can load it), the play page (if it is a legal position) and a
 * link to this editor.
 */
import type { ProblemLevel, VariantId } from '@/engine';
import CopyLink from '@/components/board/CopyLink';
import { positionHref } from '@/components/board/core/address';
import { liveHref } from '@/components/live/links';
import type { EditorState } from './useEditor';
import styles from './editor.module.css';

const HEADINGS: Record<ProblemLevel, string> = {
  refused: 'The engine cannot load this position',
  illegal: 'Not a legal position',
  unreachable: 'Cannot arise in a game (you can still explore and play it)',
};

/** Renders the problems and the links. */
export default function Problems({ ed }: { ed: EditorState }) {
  const { problems, text } = ed.check;
  const id = ed.variant as VariantId;
  const loads = !problems.some((p) => p.level === 'refused');
  const legal = loads && !problems.some((p) => p.level === 'illegal');
  return (
    <div className={styles.problems}>
      {problems.length === 0 ? (
        <p className={styles.good} data-problems="0">
          The engine finds nothing wrong with this position.
        </p>
      ) : (
        (['refused', 'illegal', 'unreachable'] as const).map((level) => {
          const list = problems.filter((p) => p.level === level);
          if (!list.length) return null;
          return (
            <div key={level} className={level === 'unreachable' ? styles.note : styles.bad} data-problem-level={level}>
              <p className={styles.h}>{HEADINGS[level]}:</p>
              <ul>
                {list.map((p) => (
                  <li key={p.message} data-problem={p.code}>
                    {p.message}
                    {p.cells.length > 0 && <span className={styles.cells}> (marked: {p.cells.join(', ')})</span>}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      <div className={styles.buttons}>
        {loads ? (
          <a className={styles.button} href={positionHref(id, 'explore', text)} data-explore-link="">
            Explore this position
          </a>
        ) : (
          <button type="button" disabled title="Fix the problems marked first">
            Explore this position
          </button>
        )}
        {legal ? (
          <a className={styles.button} href={positionHref(id, 'play', text)} data-play-link="">
            Play from here
          </a>
        ) : (
          <button type="button" disabled title="Only a legal position can be played">
            Play from here
          </button>
        )}
        {legal && (
          <a className={styles.button} href={liveHref(id, text)} data-live-link="">
            Ask the class
          </a>
        )}
        <CopyLink href={() => positionHref(id, 'editor', text)} />
      </div>
    </div>
  );
}
