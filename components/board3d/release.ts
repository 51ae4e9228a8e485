/**
 * Letting a closed 3-D board go. Geometries, materials and textures are shared by every board (shared.ts,
 * textures.ts); each renderer that draws one adds a `dispose` listener to it, and three removes that listener only
 * when the object is disposed. Without this, the listeners of a shared material keep every closed board's renderer
 * (and with it its canvas, its React tree and its DOM) alive. Disposing the shared objects when a board closes
 * runs and removes every renderer's listener; the boards still open upload them again on their next frame.
 */
import { CELL_MAT, GEO, MAN_MAT, MARK_MAT } from './shared';
import { annotationResources } from './Annotations3D';
import { labelResources, symbolResources } from './textures';

/** Disposes every shared geometry, material and texture (they stay usable: a renderer re-uploads them). */
export function releaseShared(): void {
  for (const group of [GEO, CELL_MAT, MAN_MAT, MARK_MAT]) for (const o of Object.values(group)) o.dispose();
  for (const o of [...symbolResources(), ...labelResources(), ...annotationResources()]) o.dispose();
}
