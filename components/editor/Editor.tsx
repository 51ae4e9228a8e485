'use client';
/**
 * The board editor of one variant: the palette, the board (click, Enter on the cell list, or drag a man; off the
 * board removes it), the side to move and the variant's extra state, the position text (typed text is read as
 * you type; text the engine cannot read leaves the board as it was), and what the engine says is wrong.
 */
import { useId, useRef, useState } from 'react';
import BoardSvg from '@/components/board/BoardSvg';
import { boardModel } from '@/components/board/core/model';
import CellList from '@/components/board/CellList';
import LevelMaps from '@/components/board/LevelMaps';
import { useBoardDrag } from '@/components/board/useBoardDrag';
import Palette from './Palette';
import Problems from './Problems';
import SetupFields from './SetupFields';
import { useEditor } from './useEditor';
import explore from '@/components/board/playable.module.css';
import styles from './editor.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

/** Renders the editor of a variant. */
export default function Editor({ variant }: { variant: string }) {
  const ed = useEditor(variant);
  const { view, problems } = ed.check;
  const textId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [flipped, setFlipped] = useState(false);
  const [focus, setFocus] = useState<string>();
  const [listFocused, setListFocused] = useState(false);
  const [pointer, setPointer] = useState<string>();
  // The level a small screen shows alone (LevelMaps' tabs): the focused cell's while the list has the focus, else
  // the tab last chosen, else the top level.
  const [tab, setTab] = useState<number>();
  const focusCell = focus && view.cells.some((c) => c.name === focus) ? focus : view.cells[0]!.name;
  const dragging = useBoardDrag({
    canDrag: (c) => view.pieces.some((p) => p.cell === c),
    onStart: () => undefined,
    onOver: setPointer,
    onDrop: (from, to) => ed.move(from, to),
  });
  // Cells of what makes the position refused or illegal; the counts of an unreachable one are listed, not marked.
  const flagged = [...new Set(problems.filter((p) => p.level !== 'unreachable').flatMap((p) => p.cells))];
  const display = {
    view,
    flipped,
    selected: ed.half,
    highlights: ed.partners,
    flagged,
    hovered: pointer ?? (listFocused ? focusCell : undefined),
    onCellClick: (cell: string) => {
      if (dragging.justDragged.current) return;
      setFocus(cell);
      ed.activate(cell);
    },
    onCellHover: setPointer,
  };
  const first = problems[0];
  const levelOf = (cell?: string) => view.cells.find((c) => c.name === cell)?.level;
  const shownLevel = (listFocused ? levelOf(focusCell) : undefined) ?? tab ?? view.levels - 1;
  return (
    <div className={`${explore.explore} ${styles.editor}`} data-editor={variant}>
      <div className={`${explore.layout} ${styles.layout}`}>
        <div className={styles.paletteCell}>
          <ErrorBoundary what="the palette">
            <Palette ed={ed} />
          </ErrorBoundary>
        </div>
        <div
          className={`${explore.boardColumn} ${styles.boardCell}`}
          ref={root}
          data-board-root=""
          data-board-ready={ed.ready ? 'true' : undefined}
          data-variant={view.variant}
        >
          <ErrorBoundary what="the board">
            <div
              className={view.levels > 1 ? explore.prism : undefined}
              data-board-picture=""
              data-prism={view.levels > 1 ? '' : undefined}
            >
              <div className={`${explore.picture} ${view.levels > 1 ? explore.tower : ''}`} {...dragging.handlers}>
                <BoardSvg
                  {...display}
                  focusCell={listFocused ? focusCell : undefined}
                  drag={dragging.drag ?? undefined}
                  decorative
                  className={explore.boardSvg}
                />
              </div>
              <LevelMaps
                {...display}
                focusCell={listFocused ? focusCell : undefined}
                columns={view.levels > 1 ? 2 : 4}
                shown={shownLevel}
                onShow={setTab}
              />
            </div>
          </ErrorBoundary>
          <CellList
            model={boardModel(view, { selected: ed.half, flipped })}
            focusCell={focusCell}
            onFocusCell={setFocus}
            onActivate={(cell) => {
              setFocus(cell);
              ed.activate(cell);
            }}
            onListFocus={setListFocused}
          />
          <p className={explore.live} role="status" aria-live="polite" data-announce="">
            {ed.message}
            {ed.message && first
              ? ` ${problems.length === 1 ? 'Problem' : `${problems.length} problems`}: ${first.message}`
              : ''}
          </p>
        </div>
        <div className={`${explore.side} ${styles.sideCell}`}>
          <ErrorBoundary what="the position's settings">
            <SetupFields ed={ed} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />
          </ErrorBoundary>
          <div className={explore.position}>
            <label htmlFor={textId} className={explore.h}>
              Position text
            </label>
            <textarea
              id={textId}
              name="position"
              value={ed.draft}
              rows={4}
              spellCheck={false}
              data-position-text=""
              aria-invalid={ed.textError ? true : undefined}
              aria-describedby={ed.textError ? `${textId}-error` : undefined}
              onChange={(e) => ed.type(e.target.value)}
            />
            {ed.textError && (
              <p id={`${textId}-error`} className={explore.error} role="alert" data-position-error="">
                This text cannot be read: {ed.textError}. The board shows the last position that could.
              </p>
            )}
          </div>
          <ErrorBoundary what="the list of problems">
            <Problems ed={ed} />
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
