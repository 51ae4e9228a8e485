/**
 * Where the scene writes its labels (pure, no three): file and rank labels along the edges of one level (the same
 * places as the 2-D board's, components/board/core/labels.ts), level letters beside each level of a prism, and the
 * pointed cell's name above it.
 */
import type { BoardView, CellView } from '@/engine';
import { boardGeometry, UNIT } from '@/components/board/core/geometry';
import { edgeLabels, levelLetter } from '@/components/board/core/labels';
import { cellTop, levelTop, type Vec3 } from './layout3d';
import type { LabelStyle } from './textures';

export interface SceneLabel {
  readonly text: string;
  readonly at: Vec3;
}

/**
 * File and rank labels of `level`, just above its plane, on the side of the player the board is seen from (Black's
 * or Red's side when `flipped`, as on the 2-D board turned), so they never crowd the far corner of the board.
 */
export function edgeLabels3d(
  view: Pick<BoardView, 'cells' | 'layout' | 'levels'>,
  level: number,
  spread: number,
  flipped = false,
) {
  const g = boardGeometry(view, { level });
  const y = levelTop(level, view.levels, spread) + 0.06;
  return edgeLabels(g, level, flipped).map<SceneLabel>((l) => ({ text: l.text, at: [l.x / UNIT, y, l.y / UNIT] }));
}

/** A level letter beside each level (left of its cells as White sees it), at the level's height; each a little
 *  further towards White than the one above, so that seen from the top they stand in a column, a to d. */
export function levelLabels3d(
  view: Pick<BoardView, 'cells' | 'levels'>,
  spread: number,
  shown: (level: number) => boolean,
): SceneLabel[] {
  if (view.levels < 2) return [];
  const xs = view.cells.map((c) => c.xy[0]);
  const zs = view.cells.map((c) => -c.xy[1]);
  const x = Math.min(...xs) - 1.6;
  const z = (Math.min(...zs) + Math.max(...zs)) / 2;
  const out: SceneLabel[] = [];
  for (let l = 0; l < view.levels; l++)
    if (shown(l))
      out.push({
        text: levelLetter(l, view.levels),
        at: [x, levelTop(l, view.levels, spread) + 0.1, z + 0.75 * (view.levels - 1 - l - (view.levels - 1) / 2)],
      });
  return out;
}

/** The name of a cell, above it (above its man's card when one stands there). */
export function nameLabel3d(cell: CellView, levels: number, spread: number, occupied: boolean): SceneLabel {
  const t = cellTop(cell, levels, spread);
  const text = levels > 1 ? `${cell.name} · level ${levelLetter(cell.level, levels)}` : cell.name;
  return { text, at: [t[0], t[1] + (occupied ? 1.02 : 0.5), t[2]] };
}

/** The level whose edges carry the coordinates: the one in focus, else the one shown alone, else the top one. */
export function labelledLevel(levels: number, focus: number | undefined, solo: number | undefined): number {
  return focus ?? solo ?? levels - 1;
}

/** The least size a label is written at, CSS px (issue #46: legible at the default framing). */
export const LABEL_MIN_PX = 12;
/** Each kind of label's size as a share of its view's height: they grow with the view. */
const LABEL_SHARE: Record<LabelStyle, number> = { edge: 0.024, level: 0.032, name: 0.028, leap: 0.03, dest: 0.026 };

/** The font size (CSS px) of a label of `style` in a view `viewHeight` px tall: a share of the view, at least 12 px. */
export function labelFontPx(style: LabelStyle, viewHeight: number): number {
  return Math.max(LABEL_MIN_PX, viewHeight * LABEL_SHARE[style]);
}

/**
 * The scale of a sprite drawn at a fixed size on screen (no size attenuation) that is `px` CSS pixels tall in a view
 * `viewHeight` px tall whose camera's vertical field of view is `fovDeg`: three's sprite shader draws such a sprite
 * `scale / tan(fov / 2)` of the view's half height tall, at any distance.
 */
export function fixedSpriteScale(px: number, viewHeight: number, fovDeg: number): number {
  return (px / Math.max(1, viewHeight)) * 2 * Math.tan((fovDeg * Math.PI) / 360);
}

/** The height in CSS px at which a fixed-size sprite of `scale` is drawn (the inverse of `fixedSpriteScale`). */
export function fixedSpritePx(scale: number, viewHeight: number, fovDeg: number): number {
  return (scale * viewHeight) / (2 * Math.tan((fovDeg * Math.PI) / 360));
}
