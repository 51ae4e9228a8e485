'use client';
/**
 * What a 3-D board tells tests and measurement scripts: `window.__board3d` (the last mounted board: a cell's man in
 * view pixels, camera presets, orbit, frames drawn) and, on the view's root and the board's root, docs/CONVENTIONS.md §7.2's
 * `hexploreProject(cell)` (where a cell's destination marker is drawn, in client pixels, and whether it is on screen).
 */
import { useEffect, type RefObject } from 'react';
import type { BoardView } from '@/engine';
import { cellTop, type PresetName, type Vec3 } from './layout3d';
import type { DrawnLabel, RigApi } from './CameraRig';
import { CARD } from './Men';
import type { FrameProbe } from './ViewScene';

/** The test hook: view coordinates of a cell's man (or the cell), camera presets, readiness. */
interface Board3DHook {
  project(cell: string): { x: number; y: number } | undefined;
  preset(name: PresetName | 'reset'): void;
  /** Turns the camera as a drag does (scripts/measure-3d.mjs orbits with it). */
  orbit(dTheta: number, dPhi: number): void;
  readonly ready: boolean;
  /** Frames drawn so far, and the selection the last one drew (scripts/measure-3d.mjs). */
  readonly frames: number;
  readonly drawnSelection: string | undefined;
  /** The board's first click has been rehearsed (Rehearsal.tsx). */
  readonly rehearsed: boolean;
  /** The cell a pointer resting at a client point names (the hover's pick, pick.ts), without moving the pointer: the
   *  picking rules checked at many points in one go, on the scene as drawn. */
  pickAt(clientX: number, clientY: number): string | undefined;
  /** The scene's labels as drawn: text, kind, font size in CSS px, whether in view (issue #46: at least 12 px). */
  labels(): DrawnLabel[];
}
declare global {
  interface Window {
    __board3d?: Board3DHook;
  }
}

/** Where a cell's destination marker is drawn (docs/CONVENTIONS.md §7.2): client pixels, and whether it is on screen. */
interface ProjectedCell {
  readonly x: number;
  readonly y: number;
  readonly visible: boolean;
}
interface Projecting {
  hexploreProject?: (cell: string) => ProjectedCell;
}

/** What the hooks read when asked (kept current by the board). */
export interface LiveScene {
  readonly view: BoardView;
  readonly spread: number;
  readonly ready: boolean;
  readonly hidden: ReadonlySet<number>;
}

/** Installs both hooks for the board whose view is `box` (inside `root`). */
export function useTestHooks(
  root: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
  rig: RefObject<RigApi | null>,
  live: RefObject<LiveScene>,
  probe: FrameProbe,
  pick: (clientX: number, clientY: number) => string | undefined,
) {
  useEffect(() => {
    const el = root.current;
    const board = el?.closest<HTMLElement>('[data-board-root]');
    const project = (cell: string): ProjectedCell => {
      const { view: v, spread: sp, hidden: hid } = live.current;
      const c = v.cells.find((x) => x.name === cell);
      const r = box.current?.getBoundingClientRect();
      if (!c || !rig.current || !r) return { x: Number.NaN, y: Number.NaN, visible: false };
      const [x, y, z] = cellTop(c, v.levels, sp);
      const p = rig.current.project([x, y + 0.04, z]);
      const [cx, cy] = [r.left + p.x, r.top + p.y];
      // On screen: inside the view and inside the window.
      const inside =
        p.x >= 0 &&
        p.y >= 0 &&
        p.x <= r.width &&
        p.y <= r.height &&
        cx >= 0 &&
        cy >= 0 &&
        cx <= window.innerWidth &&
        cy <= window.innerHeight;
      return { x: cx, y: cy, visible: inside && !hid.has(c.level) };
    };
    const targets = [el, board].filter((t): t is HTMLElement => !!t) as (HTMLElement & Projecting)[];
    for (const t of targets) t.hexploreProject = project;
    return () => {
      for (const t of targets) if (t.hexploreProject === project) delete t.hexploreProject;
    };
  }, [root, box, rig, live]);

  useEffect(() => {
    const hook: Board3DHook = {
      project(cell) {
        const { view: v, spread: sp } = live.current;
        const c = v.cells.find((x) => x.name === cell);
        if (!c || !rig.current) return undefined;
        const man = v.pieces.find((p) => p.cell === cell);
        const [x, y, z] = cellTop(c, v.levels, sp);
        const lift = man ? (man.other ? 0.2 : CARD.y) : 0;
        return rig.current.project([x, y + lift, z] as Vec3);
      },
      preset: (name) => (name === 'reset' ? rig.current?.reset() : rig.current?.preset(name)),
      orbit: (dTheta, dPhi) => rig.current?.rotate(dTheta, dPhi),
      get ready() {
        return live.current.ready;
      },
      get frames() {
        return probe.frames;
      },
      get drawnSelection() {
        return probe.selected;
      },
      get rehearsed() {
        return !!probe.rehearsed;
      },
      pickAt: pick,
      labels: () => rig.current?.labels() ?? [],
    };
    window.__board3d = hook;
    return () => {
      if (window.__board3d === hook) delete window.__board3d;
    };
  }, [probe, rig, live, pick]);
}
