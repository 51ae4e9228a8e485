'use client';
/** The controls above the explore board: 2-D or 3-D view, flip, and the prism's level controls in 3-D. */
import type { ReactNode } from 'react';
import type { LevelOptions } from '@/components/board/types';
import styles from './explore.module.css';

interface BoardToolbarProps {
  readonly mode: '2d' | '3d';
  onMode(mode: '2d' | '3d'): void;
  readonly flipped: boolean;
  onFlip(): void;
  /** True on a stacked board (Lengthleaper): shows the level controls in 3-D. */
  readonly prism: boolean;
  readonly levels: LevelOptions;
  onLevels(levels: LevelOptions): void;
  /** Extra controls after the standard ones (a lesson diagram's Reset). */
  readonly children?: ReactNode;
}

const LETTERS = ['d', 'c', 'b', 'a'];

/** Renders the view toggle, the flip button and (3-D prism only) spread, solo level and fading. */
export default function BoardToolbar({
  mode,
  onMode,
  flipped,
  onFlip,
  prism,
  levels,
  onLevels,
  children,
}: BoardToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label="View" className={styles.segmented}>
        <button type="button" aria-pressed={mode === '2d'} onClick={() => onMode('2d')}>
          2-D
        </button>
        <button type="button" aria-pressed={mode === '3d'} onClick={() => onMode('3d')}>
          3-D
        </button>
      </div>
      <button type="button" aria-pressed={flipped} onClick={onFlip}>
        Flip board
      </button>
      {prism && mode === '3d' && (
        <>
          <label>
            Spread{' '}
            <input
              type="range"
              min={0}
              max={3}
              step={0.25}
              value={levels.spread}
              onChange={(e) => onLevels({ ...levels, spread: Number(e.target.value) })}
            />
          </label>
          <label>
            Show{' '}
            <select
              value={levels.solo === undefined ? 'all' : String(levels.solo)}
              onChange={(e) =>
                onLevels({ ...levels, solo: e.target.value === 'all' ? undefined : Number(e.target.value) })
              }
            >
              <option value="all">all levels</option>
              {[3, 2, 1, 0].map((l) => (
                <option key={l} value={l}>
                  level {LETTERS[l]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={levels.fadeOthers}
              onChange={(e) => onLevels({ ...levels, fadeOthers: e.target.checked })}
            />{' '}
            Fade other levels
          </label>
        </>
      )}
      {children}
    </div>
  );
}
