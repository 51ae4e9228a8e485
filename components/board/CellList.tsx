'use client';
/**
 * The accessible side of a board (CONVENTIONS.md §7): one focusable button per cell with `data-cell`, an
 * `aria-label` such as "e3, white knight", and `data-dest="true"` on the selected man's legal destinations.
 * One button is in the tab order at a time (roving tabindex); arrow keys move to the neighbouring cell in that
 * screen direction, PageUp / PageDown one level up or down on a prism, Enter or Space selects or plays, Escape
 * drops the selection. The list is visually hidden: the board draws the focus ring on its own cell (2-D and 3-D).
 * It draws the board model (model.ts) like the pictures do: labels, destinations and neighbours come from there.
 * Cells of a hidden level are left out.
 */
import { useRef, type KeyboardEvent } from 'react';
import { leapSentence } from './leap';
import type { BoardModel } from './model';
import { arrowDirection } from './neighbours';
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

/** Renders the cell buttons and handles keyboard movement between them. */
export default function CellList(props: CellListProps) {
  const { model } = props;
  const { view } = model;
  const ref = useRef<HTMLDivElement>(null);
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
        const isSel = model.selectedCells.includes(c.name);
        const leap = model.hoveredLeap?.to === c.name ? `; ${leapSentence(model.hoveredLeap)}` : '';
        return (
          <button
            key={c.name}
            type="button"
            data-cell={c.name}
            data-dest={c.dest ? 'true' : undefined}
            aria-label={c.label}
            aria-pressed={isSel}
            aria-description={c.dest ? `${c.dest === 'move' ? 'legal move' : 'legal move, capture'}${leap}` : undefined}
            aria-disabled={props.disabled || undefined}
            tabIndex={c.name === stop ? 0 : -1}
            onFocus={() => props.onFocusCell(c.name)}
            onClick={() => !props.disabled && props.onActivate(c.name)}
          />
        );
      })}
    </div>
  );
}
