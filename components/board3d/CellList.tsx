'use client';
/**
 * The accessible twin of the 3-D picture (CONVENTIONS.md §7): one focusable button per cell with `data-cell`, an
 * aria-label ("e3, white knight"), `data-dest="true"` on legal destinations; arrow keys move the focus between
 * neighbouring cells (PageUp/PageDown between levels), Enter or Space selects. Visually hidden: the focused cell
 * is outlined in the scene instead.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { BoardView } from '@/engine';
import { neighbourInDirection, type Direction } from './layout3d';
import { cellLabel } from '@/components/board/labels';
import css from './board3d.module.css';

const KEYS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  PageUp: 'levelUp',
  PageDown: 'levelDown',
};

interface CellListProps {
  readonly view: BoardView;
  readonly dests: ReadonlySet<string>;
  readonly flipped: boolean;
  /** Cells not drawn (another level shown alone): left out of the list too. */
  readonly hiddenLevels: ReadonlySet<number>;
  onPick(cell: string): void;
  onFocusCell(cell: string | undefined): void;
}

/** Renders the list of cells in board order with a roving tab stop. */
export function CellList({ view, dests, flipped, hiddenLevels, onPick, onFocusCell }: CellListProps) {
  const cells = view.cells.filter((c) => !hiddenLevels.has(c.level));
  const [active, setActive] = useState<string | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);
  const stop = active && cells.some((c) => c.name === active) ? active : cells[0]?.name;
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, name: string) => {
    const dir = KEYS[e.key];
    if (!dir) return;
    e.preventDefault();
    const next = neighbourInDirection(cells, name, dir, flipped);
    if (!next) return;
    setActive(next);
    list.current?.querySelector<HTMLButtonElement>(`[data-cell="${CSS.escape(next)}"]`)?.focus();
  };
  return (
    <ul ref={list} className={css.cellList} aria-label={`Cells of the ${view.title} board`}>
      {cells.map((c) => (
        <li key={c.name}>
          <button
            type="button"
            data-cell={c.name}
            data-dest={dests.has(c.name) ? 'true' : undefined}
            aria-label={cellLabel(
              view,
              c.name,
              view.pieces.find((p) => p.cell === c.name),
            )}
            tabIndex={c.name === stop ? 0 : -1}
            onKeyDown={(e) => onKey(e, c.name)}
            onFocus={() => {
              setActive(c.name);
              onFocusCell(c.name);
            }}
            onBlur={() => onFocusCell(undefined)}
            onClick={() => onPick(c.name)}
          >
            {c.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
