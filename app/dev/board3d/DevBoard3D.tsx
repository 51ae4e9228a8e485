'use client';
/**
 * The dev page's board (app/dev/board3d/): a select of variant ids and the 3-D board of the chosen start position,
 * played through the same controller as every page (components/board/useBoard.ts), with its cell list, and the
 * clicks, selection and hover shown as text for the end-to-end test. `?variant=ID` preselects a variant.
 */
import { useEffect, useMemo, useState } from 'react';
import { parsePosition, VARIANT_IDS } from '@/engine';
import { useBoard } from '@/components/board/useBoard';
import CellList from '@/components/board/CellList';
import { boardModel, hiddenLevelsOf } from '@/components/board/core/model';
import type { LevelOptions } from '@/components/board/core/types';
import Board3DLazy from '@/components/board3d/Board3DLazy';
import { DEFAULT_SPREAD } from '@/components/board3d/layout3d';

/** The board of one variant's start position. */
function DevBoard({ variant }: { variant: string }) {
  const start = useMemo(() => {
    const r = parsePosition(variant);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [variant]);
  const board = useBoard(start);
  const [hovered, setHovered] = useState<string | undefined>(undefined);
  const [flipped, setFlipped] = useState(false);
  const [sample, setSample] = useState(false);
  const [clicks, setClicks] = useState(0);
  const [lastClick, setLastClick] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [focus, setFocus] = useState<string | undefined>(undefined);
  const [listFocused, setListFocused] = useState(false);
  const [levels, setLevels] = useState<LevelOptions>({ spread: DEFAULT_SPREAD, fadeOthers: false });
  const { view, selected } = board;

  // Sample annotations, to see how highlights, flagged cells and arrows look: the middle cell and its neighbour.
  const mid = view.cells[Math.floor(view.cells.length / 2)]!.name;
  const next = view.cells[Math.floor(view.cells.length / 2) + 1]!.name;
  const firstMan = view.pieces.find((p) => p.color === view.turn)?.cell ?? mid;
  const marks = sample ? { highlights: [mid], flagged: [next], arrows: [[firstMan, mid]] as [string, string][] } : {};
  const ring = listFocused ? focus : undefined;
  const shown = hovered ?? ring;
  const hiddenLevels = hiddenLevelsOf(view.levels, levels);
  const model = boardModel(view, {
    selected,
    hovered: shown,
    flipped,
    lastMove: board.lastMove,
    hiddenLevels,
    ...marks,
  });

  const onCellClick = (cell: string) => {
    setClicks((n) => n + 1);
    setLastClick(cell);
    board.activate(cell, 'pointer');
  };

  return (
    <>
      <p>
        <label>
          <input
            type="checkbox"
            data-testid="flipped"
            checked={flipped}
            onChange={(e) => setFlipped(e.target.checked)}
          />{' '}
          {view.sideNames.b} at the bottom
        </label>{' '}
        <label>
          <input
            type="checkbox"
            data-testid="sample-marks"
            checked={sample}
            onChange={(e) => setSample(e.target.checked)}
          />{' '}
          sample marks
        </label>{' '}
        <button type="button" onClick={() => board.load(start)}>
          Start position
        </button>
      </p>
      <div data-board-root="">
        <Board3DLazy
          view={view}
          selected={selected}
          hovered={shown}
          flipped={flipped}
          lastMove={board.lastMove}
          {...marks}
          model={model}
          focus={ring}
          levels={view.levels > 1 ? levels : undefined}
          onLevels={setLevels}
          onCellClick={onCellClick}
          onCellHover={setHovered}
          onReady={() => setReady(true)}
          fallback={<p>Loading the 3-D board…</p>}
        />
        <CellList
          model={model}
          focusCell={focus ?? view.cells[0]!.name}
          onFocusCell={setFocus}
          onActivate={(cell) => board.activate(cell, 'key')}
          onEscape={board.clear}
          onListFocus={setListFocused}
        />
      </div>
      <p data-testid="state">
        <span data-testid="selected">selected: {selected ?? 'none'}</span> ·{' '}
        <span data-testid="hovered">hovered: {shown ?? 'none'}</span> ·{' '}
        <span data-testid="clicks">clicks: {clicks}</span> ·{' '}
        <span data-testid="last-click">last click: {lastClick ?? 'none'}</span> ·{' '}
        <span data-testid="ready">ready: {ready ? 'yes' : 'no'}</span>
      </p>
      <p className="note" data-testid="position">
        {view.position}
      </p>
    </>
  );
}

/** Renders the variant select and the board. */
export default function DevBoard3D() {
  const [variant, setVariant] = useState<string>('glinski');
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('variant');
    if (id && (VARIANT_IDS as readonly string[]).includes(id)) setVariant(id);
  }, []);
  return (
    <div>
      <p>
        <label>
          Variant{' '}
          <select data-testid="variant" value={variant} onChange={(e) => setVariant(e.target.value)}>
            {VARIANT_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
      </p>
      <DevBoard key={variant} variant={variant} />
    </div>
  );
}
