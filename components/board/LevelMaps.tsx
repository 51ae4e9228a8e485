/**
 * Lengthleaper's four levels as a row of flat maps, level a (top) on the left, each labelled, in step with the
 * main board: the same selection, destinations, path, marks and focus, and clickable. No hooks (server-safe).
 */
import type { ReactNode } from 'react';
import type { BoardDisplayProps } from './core/types';
import BoardSvg from './BoardSvg';
import { levelLetter } from './core/labels';
import styles from './board.module.css';

interface LevelMapsProps extends BoardDisplayProps {
  /** The cell with keyboard focus. */
  readonly focusCell?: string;
  /** Maps per row: 4 (a row, below a board) or 2 (two rows, beside a board). */
  readonly columns?: 2 | 4;
  /** Drawn instead of each level's map (a static picture of it, while the board first appears). */
  readonly placeholder?: (level: number) => ReactNode;
}

const POSITION = ['bottom', 'lower middle', 'upper middle', 'top'];

/** Renders one flat map per level of a prism board (nothing on a flat board). */
export default function LevelMaps(props: LevelMapsProps) {
  const { view, columns, placeholder, ...display } = props;
  if (view.levels < 2) return null;
  const levelOf = (cell?: string) => view.cells.find((c) => c.name === cell)?.level;
  const active = levelOf(props.selected) ?? levelOf(props.focusCell);
  const order = Array.from({ length: view.levels }, (_, i) => view.levels - 1 - i);
  return (
    <div
      className={styles.levelMaps}
      data-level-maps=""
      style={{ gridTemplateColumns: `repeat(${columns ?? 4}, minmax(0, 1fr))` }}
    >
      {order.map((l) => {
        const letter = levelLetter(l, view.levels);
        const where = view.levels === 4 ? POSITION[l] : `${l + 1} of ${view.levels}`;
        return (
          <figure
            key={l}
            className={`${styles.levelMap} ${l === active ? styles.levelMapActive : ''}`}
            data-level={letter}
          >
            {placeholder ? placeholder(l) : <BoardSvg {...display} view={view} level={l} decorative />}
            <figcaption>
              Level {letter} ({where})
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
