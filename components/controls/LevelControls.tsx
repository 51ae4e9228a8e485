'use client';
/**
 * A prism's level controls, one component for the board's tool bar and the 3-D scene's: spread the levels apart,
 * show one level alone (or all; an address's several levels appear as a disabled choice), fade the others.
 */
import { memo } from 'react';
import { SPREAD, type LevelOptions } from '@/components/board/core/types';
import { levelLetter } from '@/components/board/core/labels';

interface LevelControlsProps {
  readonly levels: LevelOptions;
  /** How many levels the prism has. */
  readonly count: number;
  onLevels(next: LevelOptions): void;
}

/**
 * Renders the three controls (the caller wraps them in its group). Memoised: a move or a hover on the board leaves
 * them as they are (React sets an updated input's name and type again).
 */
export default memo(function LevelControls({ levels, count, onLevels }: LevelControlsProps) {
  const letters = (ls: readonly number[]) => ls.map((l) => levelLetter(l, count)).sort();
  return (
    <>
      <label>
        Spread{' '}
        <input
          type="range"
          min={0}
          max={SPREAD.max}
          step={0.25}
          value={levels.spread}
          data-control="spread"
          onChange={(e) => onLevels({ ...levels, spread: Number(e.target.value) })}
        />
      </label>
      <label>
        Show{' '}
        <select
          data-control="solo"
          value={levels.solo !== undefined ? String(levels.solo) : levels.shown ? 'some' : 'all'}
          onChange={(e) =>
            onLevels({
              ...levels,
              shown: undefined,
              solo: e.target.value === 'all' ? undefined : Number(e.target.value),
            })
          }
        >
          <option value="all">all levels</option>
          {levels.shown && (
            <option value="some" disabled>
              levels {letters(levels.shown).join(', ')}
            </option>
          )}
          {Array.from({ length: count }, (_, i) => count - 1 - i).map((l) => (
            <option key={l} value={l}>
              level {levelLetter(l, count)} only{l === count - 1 ? ' (top)' : l === 0 ? ' (bottom)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          data-control="fade"
          checked={levels.fadeOthers}
          onChange={(e) => onLevels({ ...levels, fadeOthers: e.target.checked })}
        />{' '}
        Fade other levels
      </label>
    </>
  );
});
