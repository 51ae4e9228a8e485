// The 3-D board's pure logic: board plane to world space, prism shapes that tile, camera fitting, leaps,
// keyboard neighbours, destination markers and cell tints. The scene itself is checked in Chromium
// (test/e2e/board3d.e2e.test.mjs).
import { describe, expect, test } from 'vitest';
import { CylinderGeometry } from 'three';
import type { BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import {
  boardBounds,
  cameraPreset,
  cellTop,
  DIMS,
  fitDistance,
  isStep,
  levelTop,
  neighbourInDirection,
  prismShape,
  viewPoints,
  presetAngles,
  type Vec3,
} from '@/components/board3d/layout3d';
import { cellColors, destinationMarks, outlinedCells } from '@/components/board3d/marks';
import { boardModel } from '@/components/board/core/model';
import { mixHex, shadeColor } from '@/components/board3d/palette';

const view = (id: string, position?: string): BoardView => {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cellOf = (v: BoardView, name: string) => v.cells.find((c) => c.name === name)!;

describe('board plane to world space', () => {
  test('y towards Black becomes -z, so White looks from +z; a flat board lies with its top at 0', () => {
    expect(cellTop({ xy: [2, 3], level: 0 }, 1, 5)).toEqual([2, 0, -3]);
  });

  test('stacked levels rise from level 0 (d, the lowest) by plate thickness, the least gap and the spread', () => {
    expect(levelTop(0, 4, 1.5)).toBe(0);
    expect(levelTop(3, 4, 1.5)).toBeCloseTo(3 * (DIMS.levelThickness + DIMS.minGap + 1.5));
    // Spread 0 still parts the levels: a plate's top and the next one's bottom are the least gap apart.
    expect(levelTop(1, 4, 0) - DIMS.levelThickness - levelTop(0, 4, 0)).toBeCloseTo(DIMS.minGap);
    expect(DIMS.minGap).toBeGreaterThan(0.3);
    const v = view('lengthleaper');
    expect(cellTop(cellOf(v, '5a3'), v.levels, 1)[1]).toBeGreaterThan(cellTop(cellOf(v, '5d3'), v.levels, 1)[1]);
  });

  test.each(['glinski', 'panoply', 'peanut', 'lengthleaper'])(
    'the prisms of %s tile: an edge faces every neighbour',
    (id) => {
      const v = view(id);
      const shape = prismShape(v.layout);
      expect(shape.kind).toBe('hex');
      // three's six-sided cylinder, turned by the shape's yaw. Six-fold angles: every corner has the same one,
      // and the direction to a neighbour (halfway between two corners, 30 degrees off) has the opposite one.
      const pos = new CylinderGeometry(1, 1, 1, 6).getAttribute('position');
      const six = (x: number, z: number, turn: number) => [
        Math.cos(6 * (Math.atan2(x, z) + turn)),
        Math.sin(6 * (Math.atan2(x, z) + turn)),
      ];
      const corners: number[][] = [];
      for (let i = 0; i < pos.count; i++)
        if (Math.hypot(pos.getX(i), pos.getZ(i)) > 0.99) corners.push(six(pos.getX(i), pos.getZ(i), shape.yaw));
      expect(corners.length).toBeGreaterThanOrEqual(6);
      for (const c of corners) expect(Math.hypot(c[0]! - corners[0]![0]!, c[1]! - corners[0]![1]!)).toBeLessThan(1e-6);
      const a = v.cells[0]!;
      const near = v.cells.filter(
        (c) => c.level === a.level && Math.abs(Math.hypot(c.xy[0] - a.xy[0], c.xy[1] - a.xy[1]) - 1) < 1e-6,
      );
      expect(near.length).toBeGreaterThan(0);
      for (const n of near) {
        const [ax, , az] = cellTop(a, v.levels, 0),
          [nx, , nz] = cellTop(n, v.levels, 0);
        const d = six(nx - ax, nz - az, 0);
        expect(d[0]).toBeCloseTo(-corners[0]![0]!, 6);
        expect(d[1]).toBeCloseTo(-corners[0]![1]!, 6);
      }
    },
  );

  test('squares are boxes with no turn, hex prisms fill most of a cell', () => {
    expect(prismShape('square')).toMatchObject({ kind: 'box', yaw: 0 });
    expect(prismShape('hex-flat').yaw).toBeCloseTo(Math.PI / 6);
    expect(prismShape('hex-pointy').radius).toBeLessThan(1 / Math.sqrt(3));
  });
});

describe('camera', () => {
  /** Normalised device coordinates of p seen from `position` looking at `target` (camera up is world up). */
  function ndc(p: Vec3, position: Vec3, target: Vec3, fovDeg: number, aspect: number): [number, number] {
    const sub = (a: Vec3, b: Vec3) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]] as const;
    const norm = (a: readonly number[]) => {
      const l = Math.hypot(...a);
      return a.map((x) => x / l);
    };
    const f = norm(sub(target, position)); // forward
    const r = norm([f[1]! * 0 - f[2]! * 1, f[2]! * 0 - f[0]! * 0, f[0]! * 1 - f[1]! * 0]); // forward x up
    const u = [r[1]! * f[2]! - r[2]! * f[1]!, r[2]! * f[0]! - r[0]! * f[2]!, r[0]! * f[1]! - r[1]! * f[0]!];
    const q = sub(p, position);
    const dot = (a: readonly number[]) => q[0] * a[0]! + q[1] * a[1]! + q[2] * a[2]!;
    const t = Math.tan((fovDeg * Math.PI) / 360);
    return [dot(r) / (dot(f) * t * aspect), dot(u) / (dot(f) * t)];
  }

  test.each([
    ['glinski', 'white'],
    ['peanut', 'black'],
    ['king-and-queen', 'white'],
    ['lengthleaper', 'side'],
  ] as const)('the %s board fits the %s view tightly', (id, name) => {
    const v = view(id);
    const points = viewPoints(v.cells, v.levels, 2);
    const framing = { bounds: boardBounds(v.cells, v.levels, 2), points, prism: v.levels > 1 };
    const { position, target } = cameraPreset(name, framing, false, 40, 4 / 3);
    const seen = points.map((p) => ndc(p, position, target, 40, 4 / 3));
    const extents = seen.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y)));
    expect(Math.max(...extents)).toBeLessThanOrEqual(0.96 + 1e-6);
    expect(Math.max(...extents)).toBeGreaterThan(0.95);
    // Centred: as much room left as right, above as below.
    for (const k of [0, 1]) {
      const vals = seen.map((x) => x[k]!);
      expect(Math.abs(Math.min(...vals) + Math.max(...vals)) / 2).toBeLessThan(0.03);
    }
  });

  test('a level shown alone is framed on its own height', () => {
    const v = view('lengthleaper');
    const top = v.cells.filter((c) => c.level === 3);
    expect(boardBounds(top, v.levels, 2).centre[1]).toBeCloseTo(levelTop(3, v.levels, 2) + 0.3);
  });

  test('Black’s view looks from the other side; flipping turns the top view', () => {
    expect(presetAngles('black', false).theta - presetAngles('white', false).theta).toBeCloseTo(Math.PI);
    expect(presetAngles('top', true).theta).toBeCloseTo(Math.PI);
    expect(fitDistance([[0, 0, 0]], [0, 0, 0], 0, 1, 40, 1)).toBeGreaterThan(0);
  });
});

describe('steps, leaps and keyboard neighbours', () => {
  const g = view('glinski');
  test('one orthogonal or diagonal step is a step; a knight’s jump or a change of level is not', () => {
    expect(isStep(cellOf(g, 'f6'), cellOf(g, 'f7'))).toBe(true);
    expect(isStep(cellOf(g, 'f6'), cellOf(g, 'g7'))).toBe(true);
    expect(isStep(cellOf(g, 'f6'), cellOf(g, 'h6'))).toBe(false); // a diagonal step on Gliński's board
    expect(isStep(cellOf(g, 'f6'), cellOf(g, 'g8'))).toBe(false);
    const l = view('lengthleaper');
    expect(isStep(cellOf(l, '5a3'), cellOf(l, '5b3'))).toBe(false);
  });

  test('arrow keys move to the neighbour in that direction, mirrored when Black is at the bottom', () => {
    expect(neighbourInDirection(g.cells, 'f6', 'up')).toBe('f7');
    expect(neighbourInDirection(g.cells, 'f6', 'down')).toBe('f5');
    expect(neighbourInDirection(g.cells, 'f6', 'up', true)).toBe('f5');
    const right = neighbourInDirection(g.cells, 'f6', 'right')!;
    expect(cellOf(g, right).xy[0]).toBeGreaterThan(cellOf(g, 'f6').xy[0]);
    expect(neighbourInDirection(g.cells, 'f11', 'up')).toBeUndefined();
    const l = view('lengthleaper');
    expect(neighbourInDirection(l.cells, '5b3', 'levelUp')).toBe('5a3');
    expect(neighbourInDirection(l.cells, '5a3', 'levelUp')).toBeUndefined();
  });
});

describe('marks', () => {
  test('a knight’s destinations are quiet discs and each gets a leap arc', () => {
    const knight = view('glinski').pieces.find((p) => p.color === 'w' && p.kind === 'knight')!;
    const m = destinationMarks(boardModel(view('glinski'), { selected: knight.cell }));
    expect(m.quiet.length).toBeGreaterThan(0);
    expect(m.capture).toEqual([]);
    expect(m.leaps.map(([, to]) => to).sort()).toEqual([...m.quiet].sort());
    expect([...m.dests].sort()).toEqual([...m.quiet].sort());
  });

  test('a rook’s capture is a ring; hovering it shows the path and the man taken', () => {
    const v = view('glinski', 'w: Kg1 Rf5; b: Kg10 Pf8; turn: w');
    const m = destinationMarks(boardModel(v, { selected: 'f5', hovered: 'f8' }));
    expect(m.capture).toEqual(['f8']);
    expect(m.quiet).not.toContain('f8');
    expect(m.path).toEqual(['f6', 'f7']);
    expect(m.taken).toEqual(['f8']);
    expect(m.leaps).toEqual([]);
    expect(destinationMarks(boardModel(v, { selected: 'f5', hovered: 'f6' })).path).toEqual([]);
    expect(destinationMarks(boardModel(v)).dests.size).toBe(0);
  });

  test('a pawn’s double step passes a cell and is not a leap', () => {
    const m = destinationMarks(boardModel(view('glinski'), { selected: 'b1', hovered: 'b3' }));
    expect([...m.dests].sort()).toEqual(['b2', 'b3']);
    expect(m.path).toEqual(['b2']);
    expect(m.leaps).toEqual([]);
  });

  test('cell colours: the board’s shades, tinted where the page marks cells; castles and the selection get rims', () => {
    const v = view('peanut');
    const plain = cellColors(boardModel(v));
    const promo = new Set(v.regions.filter((r) => r.name === 'promotion').flatMap((r) => r.cells));
    v.cells.forEach((c, k) => {
      if (promo.has(c.name)) expect(plain[k]).not.toBe(shadeColor(v.layout, c.shade));
      else expect(plain[k]).toBe(shadeColor(v.layout, c.shade));
    });
    const i = v.cells.findIndex((c) => c.name === 'c5');
    const marked = cellColors(boardModel(v, { selected: 'c5' }));
    expect(marked[i]).not.toBe(plain[i]);
    const rims = outlinedCells(boardModel(v, { selected: 'c5' }));
    expect(rims.filter((r) => r.cell !== 'c5').length).toBe(12); // both castles
    expect(rims.find((r) => r.cell === 'c5')).toBeDefined();
  });

  test('mixHex blends colours', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#102030', '#102030', 0.7)).toBe('#102030');
  });
});
