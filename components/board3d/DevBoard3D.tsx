'use client';
/**
 * The dev page's board (app/dev/board3d/): a select of variant ids, the 3-D board of the chosen start position
 * with the 2-D board as its fallback, and the page-side logic a real page owns (selection, moves, hover), shown
 * as text for the end-to-end test. `?variant=ID` preselects a variant.
 */
import { useEffect, useMemo, useState } from 'react';
import { boardView, parsePosition, VARIANT_IDS } from '@/engine';
import BoardSvg from '@/components/board/BoardSvg';
import Board3DLazy from './Board3DLazy';

/** Plays the first legal move from `from` that lands on (or, staying, takes on) `to`; returns the new position. */
function playTo(
  variant: string,
  position: string | undefined,
  moves: readonly { text: string; land: readonly string[]; captures: readonly string[]; kind: string }[],
  to: string,
): string | undefined {
  const m = moves.find((x) => (x.kind === 'stay' ? x.captures : x.land).includes(to));
  const pos = parsePosition(variant, position);
  if (!m || !pos.ok) return undefined;
  const next = pos.value.playText(m.text);
  return next.ok ? next.value.toString() : undefined;
}

/** Renders the controls, the board and the state read-outs. */
export default function DevBoard3D() {
  const [variant, setVariant] = useState<string>('glinski');
  const [position, setPosition] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [hovered, setHovered] = useState<string | undefined>(undefined);
  const [lastMove, setLastMove] = useState<string[] | undefined>(undefined);
  const [flipped, setFlipped] = useState(false);
  const [sample, setSample] = useState(false);
  const [clicks, setClicks] = useState(0);
  const [lastClick, setLastClick] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('variant');
    if (id && (VARIANT_IDS as readonly string[]).includes(id)) setVariant(id);
  }, []);

  const result = useMemo(() => parsePosition(variant, position), [variant, position]);
  if (!result.ok) return <p role="alert">{result.error.message}</p>;
  const view = boardView(result.value);

  // Sample annotations, to see how highlights, flagged cells and arrows look: the middle cell and its neighbour.
  const mid = view.cells[Math.floor(view.cells.length / 2)]!.name;
  const next = view.cells[Math.floor(view.cells.length / 2) + 1]!.name;
  const firstMan = view.pieces.find((p) => p.color === view.turn)?.cell ?? mid;
  const marks = sample ? { highlights: [mid], flagged: [next], arrows: [[firstMan, mid]] as [string, string][] } : {};

  const choose = (id: string) => {
    setVariant(id);
    setPosition(undefined);
    setSelected(undefined);
    setLastMove(undefined);
    setReady(false);
  };
  const onCellClick = (cell: string) => {
    setClicks((n) => n + 1);
    setLastClick(cell);
    const moves = selected ? view.moves.get(selected) : undefined;
    const next = selected && moves ? playTo(variant, position, moves, cell) : undefined;
    if (next && selected) {
      setPosition(next);
      setLastMove([selected, cell]);
      setSelected(undefined);
      return;
    }
    setSelected(cell === selected || !view.moves.has(cell) ? undefined : cell);
  };

  return (
    <div>
      <p>
        <label>
          Variant{' '}
          <select data-testid="variant" value={variant} onChange={(e) => choose(e.target.value)}>
            {VARIANT_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>{' '}
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
        <button type="button" onClick={() => choose(variant)}>
          Start position
        </button>
      </p>
      <Board3DLazy
        key={variant}
        view={view}
        selected={selected}
        hovered={hovered}
        flipped={flipped}
        lastMove={lastMove}
        {...marks}
        onCellClick={onCellClick}
        onCellHover={setHovered}
        onReady={() => setReady(true)}
        fallback={<BoardSvg view={view} decorative />}
      />
      <p data-testid="state">
        <span data-testid="selected">selected: {selected ?? 'none'}</span> ·{' '}
        <span data-testid="hovered">hovered: {hovered ?? 'none'}</span> ·{' '}
        <span data-testid="clicks">clicks: {clicks}</span> ·{' '}
        <span data-testid="last-click">last click: {lastClick ?? 'none'}</span> ·{' '}
        <span data-testid="ready">ready: {ready ? 'yes' : 'no'}</span>
      </p>
      <p className="note" data-testid="position">
        {view.position}
      </p>
    </div>
  );
}
