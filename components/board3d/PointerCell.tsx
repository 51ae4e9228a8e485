'use client';
/**
 * The cell under the pointer while an annotation is drawn. A drawing holds the pointer (pointer capture on the
 * page's picture), so react-three-fiber's own hover no longer runs; this listens on the window before anyone
 * else, casts a ray into the scene and reports the cell it meets (a level's cell, or a man's cell). It only
 * works while the right button is held, or any button in Draw mode (the picture carries data-drawing).
 */
import { useEffect, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { Raycaster, Vector2, type Object3D } from 'three';

const ray = new Raycaster();
const ndc = new Vector2();

/** Returns the cell named by the first hit object (or its ancestors): `userData.cell` or `userData.cells[i]`. */
function cellOfHit(object: Object3D, instanceId: number | undefined): string | undefined {
  for (let o: Object3D | null = object; o; o = o.parent) {
    const d = o.userData as { cell?: string; cells?: readonly string[] };
    if (d.cell) return d.cell;
    if (d.cells && instanceId !== undefined) return d.cells[instanceId];
  }
  return undefined;
}

/** Finds the cell at a client point of the canvas (for the press that starts a drawing). */
export type CellAt = (clientX: number, clientY: number) => string | undefined;

export function PointerCell({
  onCell,
  atRef,
}: {
  onCell(cell: string | undefined): void;
  atRef: RefObject<CellAt | null>;
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const el = gl.domElement;
    const at: CellAt = (x, y) => {
      const r = el.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return undefined;
      ndc.set(((x - r.left) / r.width) * 2 - 1, -((y - r.top) / r.height) * 2 + 1);
      ray.setFromCamera(ndc, camera);
      for (const hit of ray.intersectObjects(scene.children, true)) {
        const cell = cellOfHit(hit.object, hit.instanceId);
        if (cell) return cell;
      }
      return undefined;
    };
    atRef.current = at;
    const move = (e: PointerEvent) => {
      const drawing = !!el.closest('[data-drawing="true"]');
      if (!(e.buttons & 2) && !(drawing && e.buttons)) return;
      const cell = at(e.clientX, e.clientY);
      if (cell) onCell(cell);
    };
    window.addEventListener('pointermove', move, { capture: true });
    return () => window.removeEventListener('pointermove', move, { capture: true });
  }, [gl, camera, scene, onCell, atRef]);
  return null;
}
