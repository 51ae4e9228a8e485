'use client';
/**
 * The accessible side of a board (CONVENTIONS.md §7): one focusable button per cell with `data-cell`, an
 * `aria-label` such as "e3, white knight", and `data-dest="true"` on the selected man's legal destinations.
 * One button is in the tab order at a time (roving tabindex); arrow keys move to the neighbouring cell in that
 * screen direction, PageUp / PageDown one level up or down on a prism, Enter or Space selects or plays, Escape
 * drops the selection. The list is visually hidden: the board draws the focus ring on its own cell.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { BoardView } from '@/engine';
import { cellLabel } from './labels';
import { arrowDirection, levelNeighbour, neighbourInDirection } from './neighbours';
import { isCapture, movesByTarget } from './targets';
import styles from './board.module.css';

interface CellListProps {
  readonly view: BoardView;
  readonly selected?: string;
  /** The cell that holds the tab stop (and the focus ring while the list has focus). */
  readonly focusCell: string;
  readonly flipped?: boolean;
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
  const { view, selected, focusCell, flipped } = props;
  const ref = useRef<HTMLDivElement>(null);
  const targets = movesByTarget(view, selected);
  const men = new Map(view.pieces.map((p) => [p.cell, p]));

  const moveTo = (cell: string | undefined) => {
    if (!cell) return;
    const el = ref.current?.querySelector<HTMLButtonElement>(`[data-cell="${cell}"]`);
    el?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = (e.target as HTMLElement).dataset.cell;
    if (!from) return;
    const dir = arrowDirection(e.key);
    if (dir) moveTo(neighbourInDirection(view.cells, from, dir, flipped, view.layout));
    else if (e.key === 'PageUp' || e.key === 'PageDown')
      moveTo(levelNeighbour(view.cells, from, e.key === 'PageUp' ? 1 : -1));
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
      {view.cells.map((c) => {
        const moves = targets.get(c.name);
        const man = men.get(c.name);
        const isSel = !!selected && (selected === c.name || (!!man?.other && man.other === selected));
        return (
          <button
            key={c.name}
            type="button"
            data-cell={c.name}
            data-dest={moves ? 'true' : undefined}
            aria-label={cellLabel(view, c.name, man)}
            aria-pressed={isSel}
            aria-description={moves ? (moves.some(isCapture) ? 'legal move, capture' : 'legal move') : undefined}
            aria-disabled={props.disabled || undefined}
            tabIndex={c.name === focusCell ? 0 : -1}
            onFocus={() => props.onFocusCell(c.name)}
            onClick={() => !props.disabled && props.onActivate(c.name)}
          />
        );
      })}
    </div>
  );
}
