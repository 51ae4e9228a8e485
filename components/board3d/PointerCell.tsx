'use client';
/**
 * The ray through the pointer: what it meets, front to back (for picking, pick.ts), and the cell under the pointer
 * while an annotation is drawn. A drawing holds the pointer (pointer capture on the
 * page's picture), so react-three-fiber's own hover no longer runs; this listens on the window before anyone
 * else, casts a ray into the scene and reports the cell it meets (a level's cell, or a man's cell). It only
 * works while the right button is held, or any button in Draw mode (the picture carries data-drawing).
 */
import { useEffect, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { Raycaster, Vector2, type Object3D } from 'three';
import type { RayHit } from './pick';

const ray = new Raycaster();
const ndc = new Vector2();

/**
 * Returns the cell named by a hit object (or its ancestors): `userData.cell` (a man) or `userData.cells[i]` (a
 * level's cell), whether it is a man, and whether he is drawn see-through (`userData.seeThrough`: pick.ts lets a first
 * click through him, and a second click on the same spot reaches him).
 */
function cellOfHit(object: Object3D, instanceId: number | undefined): Omit<RayHit, 'distance'> | undefined {
  for (let o: Object3D | null = object; o; o = o.parent) {
    const d = o.userData as { cell?: string; cells?: readonly string[]; seeThrough?: boolean };
    if (d.cell) return { cell: d.cell, man: true, seeThrough: !!d.seeThrough };
    if (d.cells && instanceId !== undefined) {
      const cell = d.cells[instanceId];
      return cell ? { cell, man: false } : undefined;
    }
  }
  return undefined;
}

/** What the ray through a client point meets, front to back (a man's cell for a man). */
interface RayHits {
  /** The point in canvas pixels. */
  readonly x: number;
  readonly y: number;
  readonly hits: readonly RayHit[];
}

/** Casts the ray through a client point of the canvas (undefined outside it). */
export type HitsAt = (clientX: number, clientY: number) => RayHits | undefined;

export function PointerCell({
  onCell,
  atRef,
  box,
}: {
  onCell(cell: string | undefined): void;
  atRef: RefObject<HitsAt | null>;
  /** The board's view on the page (its box in the shared canvas). */
  box: RefObject<HTMLElement | null>;
}) {
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const at: HitsAt = (x, y) => {
      const r = el.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return undefined;
      ndc.set(((x - r.left) / r.width) * 2 - 1, -((y - r.top) / r.height) * 2 + 1);
      ray.setFromCamera(ndc, camera);
      const hits: RayHit[] = [];
      for (const hit of ray.intersectObjects(scene.children, true)) {
        const c = cellOfHit(hit.object, hit.instanceId);
        if (c) hits.push({ ...c, distance: hit.distance });
      }
      return { x: x - r.left, y: y - r.top, hits };
    };
    atRef.current = at;
    const move = (e: PointerEvent) => {
      const drawing = !!el.closest('[data-drawing="true"]');
      if (!(e.buttons & 2) && !(drawing && e.buttons)) return;
      const cell = at(e.clientX, e.clientY)?.hits.find((h) => !h.seeThrough)?.cell;
      if (cell) onCell(cell);
    };
    window.addEventListener('pointermove', move, { capture: true });
    return () => window.removeEventListener('pointermove', move, { capture: true });
  }, [box, camera, scene, onCell, atRef]);
  return null;
}
