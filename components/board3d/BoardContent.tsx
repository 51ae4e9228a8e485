'use client';
/**
 * Everything inside the canvas except the camera: the levels of cells with their tints and rims, the men, the
 * marks, and the signal that the first complete frame (symbols drawn) is on screen.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { BoardView, CellView } from '@/engine';
import type { BoardModel } from '@/components/board/model';
import { CellLevel, CellRims, type PickHandlers } from './Cells';
import { cellColors, outlinedCells, type DestMarks } from './marks';
import { Markers } from './Markers';
import { Men } from './Men';
import { symbolsLoaded } from './textures';

interface ContentProps extends PickHandlers {
  readonly view: BoardView;
  readonly cells: ReadonlyMap<string, CellView>;
  /** The board model (components/board/model.ts): tints, destinations, path, leaps, arrows. */
  readonly model: BoardModel;
  readonly marks: DestMarks;
  readonly spread: number;
  readonly hidden: ReadonlySet<number>;
  readonly faded: ReadonlySet<number>;
  readonly focus?: string;
  onDrawn(): void;
}

/** Renders the board's objects. */
export function BoardContent({
  view,
  cells,
  model,
  marks,
  spread,
  hidden,
  faded,
  focus,
  onPick,
  onHover,
  onDrawn,
}: ContentProps) {
  const colors = useMemo(() => cellColors(model), [model]);
  const perLevel = useMemo(() => {
    const out: { level: number; cells: CellView[]; colors: string[] }[] = [];
    for (let l = 0; l < view.levels; l++) out.push({ level: l, cells: [], colors: [] });
    view.cells.forEach((c, i) => {
      const slot = out[c.level];
      if (slot) {
        slot.cells.push(c);
        slot.colors.push(colors[i]!);
      }
    });
    return out;
  }, [view, colors]);
  const rims = useMemo(
    () =>
      outlinedCells(model, focus)
        .map(({ cell, color }) => ({ cell: cells.get(cell)!, color }))
        .filter((r) => r.cell && !hidden.has(r.cell.level)),
    [model, cells, focus, hidden],
  );
  const occupied = useMemo(() => new Set(view.pieces.map((p) => p.cell)), [view]);
  const prism = view.levels > 1;
  return (
    <group>
      {perLevel
        .filter((l) => !hidden.has(l.level) && l.cells.length)
        .map((l) => (
          <CellLevel
            key={l.level}
            cells={l.cells}
            colors={l.colors}
            layout={view.layout}
            levels={view.levels}
            spread={spread}
            look={!prism ? 'flat' : faded.has(l.level) ? 'faded' : 'level'}
            onPick={onPick}
            onHover={onHover}
          />
        ))}
      <CellRims rims={rims} layout={view.layout} levels={view.levels} spread={spread} capacity={view.cells.length} />
      <Men
        view={view}
        levels={view.levels}
        spread={spread}
        hidden={hidden}
        faded={faded}
        onPick={onPick}
        onHover={onHover}
      />
      <Markers
        cells={cells}
        levels={view.levels}
        spread={spread}
        occupied={occupied}
        hidden={hidden}
        quiet={marks.quiet}
        capture={marks.capture}
        path={marks.path}
        taken={marks.taken}
        leaps={marks.leaps}
        arrows={model.arrows}
      />
      <ReadySignal view={view} onDrawn={onDrawn} />
    </group>
  );
}

/** Calls `onDrawn` once, after the symbols of the first view are painted and a frame with them has been drawn. */
function ReadySignal({ view, onDrawn }: { view: BoardView; onDrawn(): void }) {
  const invalidate = useThree((s) => s.invalidate);
  const first = useRef({ view, onDrawn });
  first.current.onDrawn = onDrawn;
  useEffect(() => {
    let live = true;
    symbolsLoaded(first.current.view.pieces).then(() => {
      if (!live) return;
      invalidate();
      requestAnimationFrame(() => requestAnimationFrame(() => live && first.current.onDrawn()));
    });
    return () => {
      live = false;
    };
  }, [invalidate]);
  return null;
}
