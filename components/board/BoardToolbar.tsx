'use client';
/** The controls above the explore board: 2-D or 3-D view, flip, and the prism's level controls in 3-D. */
import type { ReactNode } from 'react';
import type { LevelOptions } from '@/components/board/core/types';
import LevelControls from '@/components/controls/LevelControls';
import styles from './playable.module.css';

interface BoardToolbarProps {
  readonly mode: '2d' | '3d';
  onMode(mode: '2d' | '3d'): void;
  readonly flipped: boolean;
  onFlip(): void;
  /** The board's level count: more than one (Lengthleaper) shows the level controls in 3-D. */
  readonly prism: number;
  readonly levels: LevelOptions;
  onLevels(levels: LevelOptions): void;
  /** False: no 2-D/3-D choice (a practice exercise's stars are drawn in 2-D only). */
  readonly views?: boolean;
  /** Extra controls after the standard ones (a lesson diagram's Reset). */
  readonly children?: ReactNode;
}

/** Renders the view toggle, the flip button and (3-D prism only) spread, solo level and fading. */
export default function BoardToolbar({
  mode,
  onMode,
  flipped,
  onFlip,
  prism,
  levels,
  onLevels,
  views = true,
  children,
}: BoardToolbarProps) {
  return (
    <div className={styles.toolbar} data-board-toolbar="">
      {views && (
        <div role="group" aria-label="View" className={styles.segmented}>
          <button type="button" aria-pressed={mode === '2d'} onClick={() => onMode('2d')}>
            2-D
          </button>
          <button type="button" aria-pressed={mode === '3d'} onClick={() => onMode('3d')}>
            3-D
          </button>
        </div>
      )}
      <button type="button" aria-pressed={flipped} onClick={onFlip}>
        Flip board
      </button>
      {prism > 1 && mode === '3d' && <LevelControls levels={levels} count={prism} onLevels={onLevels} />}
      {children}
    </div>
  );
}
