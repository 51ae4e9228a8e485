'use client';
/**
 * Everything inside the canvas except the camera: the levels of cells with their tints and rims, the men, the
 * marks, and the signal that the first complete frame (symbols drawn) is on screen.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import type { BoardView, CellView } from '@/engine';
import type { BoardModel } from '@/components/board/core/model';
import type { Board3DProps } from './Board3DLazy';
import { CellLevel, CellRims } from './Cells';
import { cellColors, outlinedCells, type DestMarks } from './marks';
import { Markers } from './Markers';
import { CARD, Men } from './Men';
import { symbolsLoaded } from './textures';
import { cellTop, type Vec3 } from './layout3d';
import type { MarkerSpot } from './visibility';
import { Labels } from './Labels';
import { Annotations3D } from './Annotations3D';
import { PointerCell, type HitsAt } from './PointerCell';
import { leapParts, leapShort } from '@/components/board/core/leap';
import { levelLetter } from '@/components/board/core/labels';
import type { SceneLabel } from './labels3d';

interface ContentProps {
  readonly view: BoardView;
  readonly cells: ReadonlyMap<string, CellView>;
  /** The board model (components/board/core/model.ts): tints, destinations, path, leaps, arrows. */
  readonly model: BoardModel;
  readonly props: Board3DProps;
  readonly marks: DestMarks;
  readonly spread: number;
  readonly hidden: ReadonlySet<number>;
  readonly faded: ReadonlySet<number>;
  readonly focus?: string;
  /** Filled with a function casting the ray through a client point (PointerCell.tsx). */
  readonly cellAt: RefObject<HitsAt | null>;
  /** The view's box on the page: the pointer's ray is cast through it. */
  readonly box: RefObject<HTMLElement | null>;
  readonly labels: { edges: readonly SceneLabel[]; levels: readonly SceneLabel[]; name?: SceneLabel };
  /** The cell under the pointer while an annotation is drawn. */
  onHover(cell: string | undefined): void;
  onDrawn(): void;
}

/** Renders the board's objects. */
export function BoardContent({
  view,
  cells,
  model,
  props,
  marks,
  spread,
  hidden,
  faded,
  focus,
  cellAt,
  box,
  labels,
  onHover,
  onDrawn,
}: ContentProps) {
  const { selected } = props;
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
  // The destinations on show (the cover check keeps tokens out of their way), and the men that stay solid.
  const markerSpots = useMemo<MarkerSpot[]>(
    () =>
      [...marks.dests].flatMap((n) => {
        const c = cells.get(n);
        if (!c || hidden.has(c.level)) return [];
        const t = cellTop(c, view.levels, spread);
        return [{ cell: n, at: [t[0], t[1] + 0.04, t[2]] as Vec3 }];
      }),
    [marks, cells, hidden, view.levels, spread],
  );
  // The hovered leap explained beside its arc: its length and parts ("√13: 3 across, 2 down").
  const hovered = props.hovered;
  const leapLabel = useMemo<SceneLabel | undefined>(() => {
    const leap = marks.leaps.find(([, to]) => to === hovered);
    const a = leap && cells.get(leap[0]),
      b = leap && cells.get(leap[1]);
    if (!a || !b || hidden.has(a.level) || hidden.has(b.level)) return undefined;
    const ta = cellTop(a, view.levels, spread),
      tb = cellTop(b, view.levels, spread);
    const flat = Math.hypot(ta[0] - tb[0], ta[2] - tb[2]);
    // The arc's top (Markers: it rises 0.35 + 0.22 x its flat length over the higher end), and a little above.
    const y = Math.max(ta[1], tb[1]) + (0.35 + 0.22 * flat) / 2 + 0.75;
    return { text: leapShort(leapParts(a, b)), at: [(ta[0] + tb[0]) / 2, y, (ta[2] + tb[2]) / 2] };
  }, [marks, hovered, cells, hidden, view.levels, spread]);
  // On a prism, each destination says its level: its letter over the marker (over the man for a capture).
  const destLetters = useMemo<SceneLabel[]>(() => {
    if (!prism) return [];
    return markerSpots.map((m) => {
      const c = cells.get(m.cell)!;
      const lift = occupied.has(m.cell) ? CARD.y + 0.5 : 0.34;
      return { text: levelLetter(c.level, view.levels), at: [m.at[0], m.at[1] + lift, m.at[2]] };
    });
  }, [prism, markerSpots, cells, occupied, view.levels]);
  const keep = useMemo(() => new Set([...marks.dests, ...(selected ? [selected] : [])]), [marks, selected]);
  // A selected man on a level not shown leaves its column: from its cell up or down to the level on show.
  const trace = useMemo<readonly [Vec3, Vec3] | undefined>(() => {
    const c = selected ? cells.get(selected) : undefined;
    if (!c || !hidden.has(c.level)) return undefined;
    const shown = view.cells.find((x) => !hidden.has(x.level));
    if (!shown) return undefined;
    return [cellTop(c, view.levels, spread), cellTop({ xy: c.xy, level: shown.level }, view.levels, spread)];
  }, [selected, cells, hidden, view, spread]);
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
          />
        ))}
      <CellRims rims={rims} layout={view.layout} levels={view.levels} spread={spread} capacity={view.cells.length} />
      <Men
        view={view}
        levels={view.levels}
        spread={spread}
        hidden={hidden}
        faded={faded}
        keep={keep}
        markers={markerSpots}
        selected={selected}
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
        trace={trace}
      />
      <Annotations3D
        cells={cells}
        levels={view.levels}
        spread={spread}
        occupied={occupied}
        hidden={hidden}
        annotations={props.annotations}
        preview={props.annotationPreview}
      />
      <PointerCell onCell={onHover} atRef={cellAt} box={box} />
      <Labels
        edges={labels.edges}
        levels={labels.levels}
        name={labels.name}
        leap={leapLabel}
        dests={destLetters}
        box={box}
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
