/**
 * Lengthleaper's four levels as a row of flat maps, level a (top) on the left, each labelled, in step with the
 * main board: the same selection, destinations, path, marks and focus, and clickable. No hooks (server-safe).
 * With `onShow` (a playable board), a small screen shows one level at a time at full width, chosen by a row of
 * tabs that count the selected man's destinations on each level (board.module.css; issue #30) and mark the levels
 * that hold a practice exercise's stars (issue #43).
 */
import { memo, type ReactNode } from 'react';
import type { BoardDisplayProps } from './core/types';
import BoardSvg from './BoardSvg';
import { boardModel } from './core/model';
import { levelLetter } from './core/labels';
import styles from './board.module.css';

interface LevelMapsProps extends BoardDisplayProps {
  /** The cell with keyboard focus. */
  readonly focusCell?: string;
  /** Maps per row: 4 (a row, below a board) or 2 (two rows, beside a board). */
  readonly columns?: 2 | 4;
  /** Drawn instead of each level's map (a static picture of it, while the board first appears). */
  readonly placeholder?: (level: number) => ReactNode;
  /** The level a small screen shows alone, and how a tab changes it (no tabs without it). */
  readonly shown?: number;
  onShow?(level: number): void;
}

const POSITION = ['bottom', 'lower middle', 'upper middle', 'top'];

/**
 * Renders one flat map per level of a prism board (nothing on a flat board). Memoised: a playable board in 3-D hands
 * it the model a moment after the scene has drawn a change (PlayableBoard).
 */
export default memo(function LevelMaps(props: LevelMapsProps) {
  const { view, columns, placeholder, shown, onShow, ...display } = props;
  if (view.levels < 2) return null;
  const levelOf = (cell?: string) => view.cells.find((c) => c.name === cell)?.level;
  const active = levelOf(props.selected) ?? levelOf(props.focusCell);
  const order = Array.from({ length: view.levels }, (_, i) => view.levels - 1 - i);
  const where = (l: number) => (view.levels === 4 ? POSITION[l] : `${l + 1} of ${view.levels}`);
  const counts = new Array<number>(view.levels).fill(0);
  const stars = new Array<number>(view.levels).fill(0);
  if (onShow)
    for (const c of (props.model ?? boardModel(view, props)).cells) {
      if (c.dest) counts[c.level]! += 1;
      if (c.star) stars[c.level]! += 1;
    }
  return (
    <div
      className={styles.levelMaps}
      data-level-maps=""
      data-one-level={onShow ? '' : undefined}
      style={{ gridTemplateColumns: `repeat(${columns ?? 4}, minmax(0, 1fr))` }}
    >
      {onShow && (
        <div className={styles.levelTabs} role="group" aria-label="Level shown" data-level-tabs="">
          {order.map((l) => {
            const letter = levelLetter(l, view.levels);
            const n = props.selected ? counts[l]! : undefined;
            const k = stars[l]!;
            const starWords = k ? `, ${k} ${k === 1 ? 'star' : 'stars'}` : '';
            return (
              <button
                key={l}
                type="button"
                aria-pressed={l === shown}
                aria-label={`Level ${letter} (${where(l)})${n === undefined ? '' : `: ${n} ${n === 1 ? 'move' : 'moves'}`}${starWords}`}
                data-level-tab={letter}
                data-dests={n}
                onClick={() => onShow(l)}
              >
                {letter}
                {n !== undefined && <span className={styles.tabCount}> · {n}</span>}
                {k > 0 && <span className={styles.tabCount}> ★{k > 1 ? k : ''}</span>}
              </button>
            );
          })}
        </div>
      )}
      {order.map((l) => {
        const letter = levelLetter(l, view.levels);
        return (
          <figure
            key={l}
            className={`${styles.levelMap} ${l === active ? styles.levelMapActive : ''}`}
            data-level={letter}
            data-shown={onShow && l === shown ? '' : undefined}
          >
            {placeholder ? placeholder(l) : <BoardSvg {...display} view={view} level={l} decorative />}
            <figcaption>
              Level {letter} ({where(l)})
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
});
