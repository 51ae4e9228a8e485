'use client';
/**
 * The accessible side of a board (docs/CONVENTIONS.md §7): one focusable button per cell with `data-cell`, an
 * `aria-label` such as "e3, white knight", and `data-dest="true"` on the selected man's legal destinations, with
 * `data-moves`: the long texts of the moves activating it leads to (§7.1). One button is in the tab order at a time (roving tabindex); arrow keys move to the neighbouring cell in that
 * screen direction, PageUp / PageDown one level up or down on a prism, Enter or Space selects or plays, Escape
 * drops the selection. The list is visually hidden: the board draws the focus ring on its own cell (2-D and 3-D).
 * It draws the board model (model.ts) like the pictures do: labels, destinations and neighbours come from there.
 * Cells of a hidden level are left out.
 */
import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import type { BoardView } from '@/engine';
import { leapSentence } from './core/leap';
import type { BoardModel } from './core/model';
import { arrowDirection } from './core/neighbours';
import styles from './board.module.css';

interface CellListProps {
  readonly model: BoardModel;
  /** The cell that holds the tab stop (and the focus ring while the list has focus). */
  readonly focusCell: string;
  /** Disable the buttons (e.g. while another control takes the choice). */
  readonly disabled?: boolean;
  onFocusCell(cell: string): void;
  /** Enter, Space or a click on a cell. */
  onActivate(cell: string): void;
  onEscape?(): void;
  /** Called when the focus enters (true) or leaves (false) the list. */
  onListFocus?(focused: boolean): void;
}

/** One cell's button. Memoised: a new selection re-renders only the buttons whose words or state change. */
const CellButton = memo(function CellButton(p: {
  readonly name: string;
  readonly dest?: string;
  /** The long texts of the moves activating it can lead to (docs/CONVENTIONS.md §7.1), space separated. */
  readonly moves?: string;
  readonly label: string;
  readonly pressed: boolean;
  /** A drawn capture of the selected man takes the man here (docs/CONVENTIONS.md §7). */
  readonly taken?: boolean;
  readonly description?: string;
  readonly disabled?: boolean;
  readonly stop: boolean;
  onFocusCell(cell: string): void;
  onClick(cell: string): void;
}) {
  return (
    <button
      type="button"
      data-cell={p.name}
      data-dest={p.dest ? 'true' : undefined}
      data-moves={p.moves}
      data-taken={p.taken ? 'true' : undefined}
      aria-label={p.label}
      aria-pressed={p.pressed}
      aria-description={p.description}
      aria-disabled={p.disabled || undefined}
      tabIndex={p.stop ? 0 : -1}
      onFocus={() => p.onFocusCell(p.name)}
      onClick={() => p.onClick(p.name)}
    />
  );
});

/** The cell that holds the tab stop before the user has moved it: the first man that can move. */
export function defaultFocus(view: BoardView): string {
  const mover = view.pieces.find((p) => p.color === view.turn && view.moves.has(p.cell));
  return mover?.cell ?? view.cells[0]!.name;
}

/**
 * Renders the cell buttons and handles keyboard movement between them. Memoised: a playable board in 3-D hands it
 * the model a moment after the scene has drawn a change, unless the keyboard is in the list (PlayableBoard).
 */
export default memo(function CellList(props: CellListProps) {
  const { model } = props;
  const { view } = model;
  const ref = useRef<HTMLDivElement>(null);
  // The buttons' handlers stay the same functions from render to render (so unchanged buttons skip rendering) and
  // always reach the latest props.
  const latest = useRef(props);
  latest.current = props;
  const onFocusCell = useCallback((cell: string) => latest.current.onFocusCell(cell), []);
  const onClick = useCallback((cell: string) => {
    if (!latest.current.disabled) latest.current.onActivate(cell);
  }, []);
  const shown = model.cells.filter((c) => !c.hidden);
  const stop = shown.some((c) => c.name === props.focusCell) ? props.focusCell : shown[0]?.name;

  const moveTo = (cell: string | undefined) => {
    if (!cell) return;
    const el = ref.current?.querySelector<HTMLButtonElement>(`[data-cell="${cell}"]`);
    el?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = (e.target as HTMLElement).dataset.cell;
    if (!from) return;
    const dir = arrowDirection(e.key);
    if (dir) moveTo(model.neighbour(from, dir));
    else if (e.key === 'PageUp' || e.key === 'PageDown')
      moveTo(model.neighbour(from, e.key === 'PageUp' ? 'levelUp' : 'levelDown'));
    else if (e.key === 'Escape' && props.onEscape) props.onEscape();
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${view.title}: board cells. Arrow keys move between cells${view.levels > 1 ? ', Page Up and Page Down between levels' : ''}; Enter selects a man or plays to a cell.`}
      className={styles.cellList}
      onKeyDown={onKeyDown}
      onFocus={() => props.onListFocus?.(true)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) props.onListFocus?.(false);
      }}
    >
      {shown.map((c) => {
        const leap = model.hoveredLeap?.to === c.name ? `; ${leapSentence(model.hoveredLeap)}` : '';
        return (
          <CellButton
            key={c.name}
            name={c.name}
            dest={c.dest}
            moves={c.dest ? c.moves.map((m) => m.text).join(' ') : undefined}
            label={c.label}
            pressed={model.selectedCells.includes(c.name)}
            taken={c.taken}
            description={
              c.dest
                ? `${c.dest === 'move' ? 'legal move' : 'legal move, capture'}${leap}${c.taken ? '; can be taken' : ''}`
                : c.taken
                  ? 'can be taken'
                  : undefined
            }
            disabled={props.disabled}
            stop={c.name === stop}
            onFocusCell={onFocusCell}
            onClick={onClick}
          />
        );
      })}
    </div>
  );
});
