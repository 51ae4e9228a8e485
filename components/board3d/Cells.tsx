'use client';
/**
 * The board's cells as instanced prisms (one InstancedMesh per level: a flat board has one), their per-instance
 * colours, and the raised rims of castles, the selection, flagged cells and the keyboard focus.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import type { CellView } from '@/engine';
import { levelTop, prismHeight, prismShape, type CellLayout } from './layout3d';
import { CELL_MAT, GEO, noRaycast, placeInstances, type Placement } from './shared';

interface LevelProps {
  readonly cells: readonly CellView[];
  readonly colors: readonly string[];
  readonly layout: CellLayout;
  readonly levels: number;
  readonly spread: number;
  readonly look: 'flat' | 'level' | 'faded';
}

/**
 * One level of cells: a single InstancedMesh whose instance i is `cells[i]` (its `userData.cells` names them for the
 * ray of Picker: the scene picks, pick.ts).
 */
export function CellLevel({ cells, colors, layout, levels, spread, look }: LevelProps) {
  const ref = useRef<InstancedMesh>(null);
  const items = useMemo<Placement[]>(() => {
    const shape = prismShape(layout);
    const h = prismHeight(levels);
    const s: [number, number, number] =
      shape.kind === 'hex' ? [shape.radius, h, shape.radius] : [2 * shape.radius, h, 2 * shape.radius];
    return cells.map((c) => ({ p: [c.xy[0], levelTop(c.level, levels, spread) - h / 2, -c.xy[1]], s, yaw: shape.yaw }));
  }, [cells, layout, levels, spread]);
  useLayoutEffect(() => {
    if (ref.current) placeInstances(ref.current, items, colors);
  }, [items, colors]);
  return (
    <instancedMesh
      key={cells.length}
      ref={ref}
      args={[layout === 'square' ? GEO.box : GEO.hex, undefined, cells.length]}
      material={CELL_MAT[look]}
      userData={{ cells: cells.map((c) => c.name) }}
      renderOrder={look === 'flat' ? 0 : 1}
    />
  );
}

interface RimProps {
  readonly rims: readonly { cell: CellView; color: string }[];
  readonly layout: CellLayout;
  readonly levels: number;
  readonly spread: number;
  readonly capacity: number;
}

/** Raised outlines around cells (castles, selection, flagged cells, focus), one InstancedMesh. */
export function CellRims({ rims, layout, levels, spread, capacity }: RimProps) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const shape = prismShape(layout);
    const r = shape.kind === 'hex' ? shape.radius * 0.96 : shape.radius * 0.94;
    const items: Placement[] = rims.map(({ cell }) => ({
      p: [cell.xy[0], levelTop(cell.level, levels, spread) + 0.01, -cell.xy[1]],
      s: [r, 1, r],
      yaw: shape.yaw,
    }));
    placeInstances(
      ref.current,
      items,
      rims.map((x) => x.color),
    );
  }, [rims, layout, levels, spread]);
  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      args={[layout === 'square' ? GEO.boxRim : GEO.hexRim, CELL_MAT.rim, Math.max(1, capacity)]}
      raycast={noRaycast}
      frustumCulled={false}
    />
  );
}
