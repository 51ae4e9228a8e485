'use client';
/**
 * Buttons under the 3-D board: camera presets (White's view, Black's view, top view, and the side view along the
 * levels of a prism), reset, and — when the page does not control them — the prism's level controls: spread the
 * levels apart, show one level alone, fade the others.
 */
import type { ByColor } from '@/engine';
import type { LevelOptions } from '@/components/board/types';
import type { PresetName } from './layout3d';
import css from './board3d.module.css';

interface ToolbarProps {
  readonly sideNames: ByColor<string>;
  readonly levelCount: number;
  /** The level controls' state, or undefined to show none (flat board, or the page owns them). */
  readonly levels?: LevelOptions;
  onLevels(next: LevelOptions): void;
  onPreset(name: PresetName): void;
  onReset(): void;
}

/** Level letters of the prism: a is the top level (index levels - 1), d the bottom (index 0). */
const levelLetter = (level: number, count: number) => String.fromCharCode(97 + (count - 1 - level));

/** Renders the tool bar. */
export function Toolbar({ sideNames, levelCount, levels, onLevels, onPreset, onReset }: ToolbarProps) {
  const presets: [PresetName, string][] = [
    ['white', `${sideNames.w}’s view`],
    ['black', `${sideNames.b}’s view`],
    ['top', 'Top view'],
    ...(levelCount > 1 ? ([['side', 'Side view']] as [PresetName, string][]) : []),
  ];
  return (
    <div className={css.tools}>
      <div className={css.group} role="group" aria-label="Camera">
        {presets.map(([name, label]) => (
          <button key={name} type="button" data-preset={name} onClick={() => onPreset(name)}>
            {label}
          </button>
        ))}
        <button type="button" data-preset="reset" onClick={onReset}>
          Reset view
        </button>
      </div>
      {levels && (
        <div className={css.group} role="group" aria-label="Levels">
          <label>
            Spread
            <input
              type="range"
              min={0}
              max={3}
              step={0.1}
              value={levels.spread}
              data-control="spread"
              onChange={(e) => onLevels({ ...levels, spread: Number(e.target.value) })}
            />
          </label>
          <label>
            Show
            <select
              data-control="solo"
              value={levels.solo ?? ''}
              onChange={(e) =>
                onLevels({ ...levels, solo: e.target.value === '' ? undefined : Number(e.target.value) })
              }
            >
              <option value="">all levels</option>
              {Array.from({ length: levelCount }, (_, i) => levelCount - 1 - i).map((l) => (
                <option key={l} value={l}>
                  level {levelLetter(l, levelCount)} only{l === levelCount - 1 ? ' (top)' : l === 0 ? ' (bottom)' : ''}
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
            />
            Fade other levels
          </label>
        </div>
      )}
      <span className={css.hint}>
        Drag to turn, scroll or pinch to zoom; with the board focused, arrow keys turn and + / − zoom.
      </span>
    </div>
  );
}
