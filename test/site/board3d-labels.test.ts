// The 3-D scene's labels (issue #16 item 3): coordinates along the edges for every variant, level letters beside
// each level of a prism, the pointed cell's name above it.
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, type BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import {
  edgeLabels3d,
  fixedSpritePx,
  fixedSpriteScale,
  LABEL_MIN_PX,
  labelFontPx,
  labelledLevel,
  levelLabels3d,
  nameLabel3d,
} from '@/components/board3d/labels3d';
import { cellTop, levelTop } from '@/components/board3d/layout3d';

const view = (id: string): BoardView => {
  const r = viewOfText(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('labels in the scene', () => {
  test.each([...VARIANT_IDS])('%s: every file and rank is named once, beside the board', (id) => {
    const v = view(id);
    const level = labelledLevel(v.levels, undefined, undefined);
    const labels = edgeLabels3d(v, level, 2);
    const cells = v.cells.filter((c) => c.level === level);
    // A flat board's files and ranks; a prism's ranks with their level's letter ("5b") and its columns ("3").
    const names = new Set(
      cells.flatMap((c) => {
        const m = /^([a-z]+)(\d+)$/.exec(c.name) ?? /^(\d+[a-z])(\d+)$/.exec(c.name);
        return m ? [m[1]!, m[2]!] : [];
      }),
    );
    expect(names.size).toBeGreaterThan(3);
    for (const n of names) expect(labels.some((l) => l.text === n)).toBe(true);
    for (const l of labels) {
      expect(l.at[1]).toBeCloseTo(levelTop(level, v.levels, 2) + 0.06);
      // Off the cells: no cell centre within half a spacing.
      const near = Math.min(...cells.map((c) => Math.hypot(c.xy[0] - l.at[0], -c.xy[1] - l.at[2])));
      expect(near).toBeGreaterThan(0.5);
    }
  });

  test('on a prism a rank label never reads like a column label, on every level alone', () => {
    const v = view('lengthleaper');
    for (let level = 0; level < v.levels; level++) {
      const texts = edgeLabels3d(v, level, 2).map((l) => l.text);
      const letter = 'dcba'[level];
      const ranks = texts.filter((t) => /^\d+[a-d]$/.test(t));
      const columns = texts.filter((t) => /^\d+$/.test(t));
      expect(ranks.length).toBeGreaterThan(3);
      expect(columns.length).toBeGreaterThan(3);
      expect(ranks.every((t) => t.endsWith(letter!))).toBe(true);
      expect(ranks.length + columns.length).toBe(texts.length);
    }
  });

  test('a prism names its levels a (top) to d (bottom) beside them; a flat board has no level letters', () => {
    const v = view('lengthleaper');
    const ls = levelLabels3d(v, 2, () => true);
    expect(ls.map((l) => l.text)).toEqual(['d', 'c', 'b', 'a']);
    for (const [i, l] of ls.entries()) expect(l.at[1]).toBeCloseTo(levelTop(i, v.levels, 2) + 0.1);
    expect(levelLabels3d(v, 2, (l) => l === 1).map((l) => l.text)).toEqual(['c']);
    expect(levelLabels3d(view('glinski'), 2, () => true)).toEqual([]);
  });

  test('the focused level carries the coordinates, else the one shown alone, else the top one', () => {
    expect(labelledLevel(4, 1, 2)).toBe(1);
    expect(labelledLevel(4, undefined, 2)).toBe(2);
    expect(labelledLevel(4, undefined, undefined)).toBe(3);
    expect(labelledLevel(1, undefined, undefined)).toBe(0);
  });

  test('the pointed cell’s name (on a prism, with its level) stands above it, above the card when a man is there', () => {
    const v = view('lengthleaper');
    const c = v.cells.find((x) => x.name === '7d4')!;
    const t = cellTop(c, v.levels, 2);
    expect(nameLabel3d(c, v.levels, 2, false)).toEqual({ text: '7d4 · level d', at: [t[0], t[1] + 0.5, t[2]] });
    const flat = view('glinski').cells.find((x) => x.name === 'f6')!;
    expect(nameLabel3d(flat, 1, 0, false).text).toBe('f6');
    expect(nameLabel3d(c, v.levels, 2, true).at[1]).toBeGreaterThan(t[1] + 1);
  });
});

describe('annotation brushes in the scene', () => {
  test('a solid brush is one piece; dashed, dotted and dash-dot lines are pieces following their pattern', async () => {
    const { dashPieces } = await import('@/components/board3d/Annotations3D');
    const { BRUSHES } = await import('@/components/board/core/annotations');
    expect(dashPieces(2, BRUSHES.g.dash)).toEqual([[0, 1]]);
    const red = dashPieces(2, BRUSHES.r.dash);
    expect(red.length).toBe(Math.ceil(2 / 0.39));
    expect(red[0]![1]).toBeCloseTo(0.13); // 0.26 of 2
    expect(red[1]![0]).toBeCloseTo(0.195); // after the 0.13 gap
    const dotted = dashPieces(2, BRUSHES.b.dash);
    expect(dotted.length).toBeGreaterThan(red.length);
    for (const [a, b] of [...red, ...dotted, ...dashPieces(2, BRUSHES.y.dash)]) {
      expect(b).toBeGreaterThan(a);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(1);
    }
  });
});

describe('labels in the scene, seen from the other side', () => {
  test.each([...VARIANT_IDS])('%s: turned, the same names sit on the other side of the board', (id) => {
    const v = view(id);
    const level = labelledLevel(v.levels, undefined, undefined);
    const near = edgeLabels3d(v, level, 2);
    const far = edgeLabels3d(v, level, 2, true);
    expect(new Set(far.map((l) => l.text))).toEqual(new Set(near.map((l) => l.text)));
    // The files are written nearer the second player's edge (larger z is White's side in the scene).
    const cells = v.cells.filter((c) => c.level === level);
    const mid = cells.reduce((s, c) => s + cellTop(c, v.levels, 2)[2], 0) / cells.length;
    const file = (ls: typeof near) => ls.filter((l) => /^[a-z]$/.test(l.text));
    const meanZ = (ls: typeof near) => ls.reduce((s, l) => s + l.at[2], 0) / ls.length;
    if (file(near).length) {
      expect(meanZ(file(near))).toBeGreaterThan(mid);
      expect(meanZ(file(far))).toBeLessThan(mid);
    }
  });
});

test("King and Queen: the file letters stand in one row from either side, none among the castle's rank numbers", () => {
  const v = view('king-and-queen');
  for (const flipped of [false, true]) {
    const files = edgeLabels3d(v, 0, 0, flipped).filter((l) => /^[a-z]$/.test(l.text));
    expect(files.map((l) => l.text).sort()).toEqual([...'abcdefghi']);
    expect(new Set(files.map((l) => l.at[2].toFixed(3))).size).toBe(1);
  }
});

// Issue #46: labels legible at the default framing, growing with the view.
describe('the size labels are drawn at', () => {
  test('a share of the view, never under 12 px, larger in a larger view', () => {
    for (const style of ['edge', 'level', 'name', 'leap', 'dest'] as const) {
      expect(labelFontPx(style, 100)).toBe(LABEL_MIN_PX);
      expect(labelFontPx(style, 0)).toBe(LABEL_MIN_PX);
      expect(labelFontPx(style, 1080)).toBeGreaterThan(labelFontPx(style, 600));
      expect(labelFontPx(style, 808)).toBeGreaterThan(16);
    }
    // Level letters stand out of the coordinates.
    expect(labelFontPx('level', 800)).toBeGreaterThan(labelFontPx('edge', 800));
  });
  test('a fixed-size sprite: its scale and its height on screen agree, whatever the lens', () => {
    for (const fov of [20, 40, 75])
      for (const h of [300, 496, 1080]) {
        const k = fixedSpriteScale(20, h, fov);
        expect(fixedSpritePx(k, h, fov)).toBeCloseTo(20, 9);
        // Half the view's height: tan(fov / 2) in scale.
        expect(fixedSpriteScale(h / 2, h, fov)).toBeCloseTo(Math.tan((fov * Math.PI) / 360), 9);
      }
  });
});
