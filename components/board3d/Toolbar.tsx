'use client';
/**
 * Buttons under the 3-D board: camera presets (White's view, Black's view, top view and side view: every preset the
 * address's `camera` takes, on every board), reset, and — when the page does not control them — the prism's level
 * controls: spread the levels apart, show one level alone, fade the others.
 */
import type { ByColor } from '@/engine';
import type { LevelOptions } from '@/components/board/core/types';
import LevelControls from '@/components/controls/LevelControls';
import type { PresetName } from './layout3d';
import css from './board3d.module.css';

interface ToolbarProps {
  /** What the mouse wheel does over the picture (Board3DLazy's `wheel`). */
  readonly wheel: 'zoom' | 'scroll';
  /** Whether the view is full screen (useFullscreen.ts), and the control that turns it on or off. */
  readonly full: boolean;
  onFull(): void;
  readonly sideNames: ByColor<string>;
  readonly levelCount: number;
  /** The level controls' state, or undefined to show none (flat board, or the page owns them). */
  readonly levels?: LevelOptions;
  onLevels(next: LevelOptions): void;
  onPreset(name: PresetName): void;
  onReset(): void;
}

/** Renders the tool bar. */
export function Toolbar({
  wheel,
  full,
  onFull,
  sideNames,
  levelCount,
  levels,
  onLevels,
  onPreset,
  onReset,
}: ToolbarProps) {
  // Short words on the buttons, so that the camera's row fits one line under a tower at 1366x768 (issue #46); the
  // buttons' names (and their tips) say it whole ("White’s view"), and begin with the words shown.
  const presets: [PresetName, string, string][] = [
    ['white', sideNames.w, `${sideNames.w}’s view`],
    ['black', sideNames.b, `${sideNames.b}’s view`],
    ['top', 'Top', 'Top view'],
    ['side', 'Side', 'Side view'],
  ];
  return (
    <div className={css.tools}>
      <div className={css.group} role="group" aria-label="Camera" data-camera-row="">
        {presets.map(([name, label, whole]) => (
          <button
            key={name}
            type="button"
            data-preset={name}
            aria-label={whole}
            title={whole}
            onClick={() => onPreset(name)}
          >
            {label}
          </button>
        ))}
        <button type="button" data-preset="reset" aria-label="Reset view" title="Reset view" onClick={onReset}>
          Reset
        </button>
        <button
          type="button"
          data-fullscreen={full ? 'on' : 'off'}
          aria-pressed={full}
          title={full ? 'Back to the page (Escape)' : 'The 3-D view over the whole screen; Escape leaves'}
          onClick={onFull}
        >
          {full ? 'Leave full screen' : 'Full screen'}
        </button>
      </div>
      {levels && (
        <div className={css.group} role="group" aria-label="Levels">
          <LevelControls levels={levels} count={levelCount} onLevels={onLevels} />
        </div>
      )}
      <span className={css.hint} data-board3d-help="">
        Drag to turn, {wheel === 'zoom' ? 'scroll' : 'Ctrl (⌘) + scroll or pinch'} to zoom (on a touch screen: two
        fingers turn and pinch, one finger scrolls the page); with the board focused, arrow keys turn, + / − zoom and
        Escape lets the selected man go. A man hidden behind another: click the same spot again to select the next man
        behind it. A selected man’s destination answers the pointer where its marker shows, unless a man of the side to
        move stands solid in front of it.
      </span>
    </div>
  );
}
