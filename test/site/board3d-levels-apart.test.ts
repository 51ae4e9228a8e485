// The Lengthleaper tower from its default view (White's preset at the default spread): its four levels stand apart
// on screen, men included (issue #29: "the Lengthleaper default shows its four levels apart on screen").
import { describe, expect, test } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { viewOfText } from '../engine/helpers';
import {
  boardBounds,
  cameraPreset,
  cellTop,
  DEFAULT_SPREAD,
  fieldOfView,
  viewPoints,
} from '@/components/board3d/layout3d';
import { CARD } from '@/components/board3d/Men';

const FOV = fieldOfView(true);

describe('the Lengthleaper tower from its default view', () => {
  for (const [id, aspect] of [
    ['lengthleaper', 4 / 3],
    ['lengthleaper', 16 / 9],
    ['lengthleaper-birds', 4 / 3],
  ] as const)
    test(`${id} at ${aspect.toFixed(2)}: the four levels, with their men, do not overlap on screen`, () => {
      const r = viewOfText(id);
      if (!r.ok) throw new Error(r.error.message);
      const v = r.value;
      const spread = DEFAULT_SPREAD;
      const framing = {
        bounds: boardBounds(v.cells, v.levels, spread),
        points: viewPoints(v.cells, v.levels, spread),
        prism: true,
      };
      for (const side of [false, true]) {
        const { position, target } = cameraPreset(side ? 'black' : 'white', framing, side, FOV, aspect);
        const cam = new PerspectiveCamera(FOV, aspect, 0.05, 500);
        cam.position.set(...position);
        cam.lookAt(new Vector3(...target));
        cam.updateMatrixWorld();
        // Each level's extent up the screen: its cells' tops, and the tops of the cards of the men on it.
        const men = new Set(v.pieces.map((p) => p.cell));
        const spans = Array.from({ length: v.levels }, (_, level) => {
          const ys = v.cells
            .filter((c) => c.level === level)
            .flatMap((c) => {
              const [x, y, z] = cellTop(c, v.levels, spread);
              const lifts = men.has(c.name) ? [0, CARD.y + CARD.size / 2] : [0];
              return lifts.map((dy) => new Vector3(x, y + dy, z).project(cam).y);
            });
          return { lo: Math.min(...ys), hi: Math.max(...ys) };
        });
        for (let l = 1; l < v.levels; l++)
          expect(spans[l]!.lo, `level ${l} clears level ${l - 1} (${side ? 'Black' : 'White'})`).toBeGreaterThan(
            spans[l - 1]!.hi,
          );
      }
    });
});
