// Nothing hides a destination (issue #16 item 2): in the Lengthleaper and Full House start positions, for every
// man with a move and from every camera preset, rays cast with three's Raycaster from the camera to each marker
// meet no solid token before it. Markers ignore depth, so they are painted over whatever lies in front; a token
// that would stand in front turns see-through (coveringMen; opacity 0.22), so the marker is never painted over a
// solid man. The selected man alone stays solid, so the learner sees which man moves; markers are painted over
// it. The scene is rebuilt from the same pure layout the 3-D board draws (placeMen, cameraPreset, coveringMen,
// fadedLevels), with the real token geometries (base, post, camera-facing card); no WebGL.
import { describe, expect, test } from 'vitest';
import { Group, Mesh, PerspectiveCamera, Raycaster, Scene, Sprite, SpriteMaterial, Vector3 } from 'three';
import type { BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import {
  boardBounds,
  cameraPreset,
  cellTop,
  DEFAULT_SPREAD,
  fieldOfView,
  viewPoints,
  type PresetName,
  type Vec3,
} from '@/components/board3d/layout3d';
import { destinationMarks } from '@/components/board3d/marks';
import { boardModel } from '@/components/board/core/model';
import { CARD, placeMen } from '@/components/board3d/Men';
import { GEO, MARK_MAT } from '@/components/board3d/shared';
import { coveringMen, fadedLevels, type MarkerSpot } from '@/components/board3d/visibility';

const view = (id: string, position?: string): BoardView => {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const ASPECT = 4 / 3;

/** The camera of a preset around the whole board at the default spread. */
function presetCamera(v: BoardView, name: PresetName, spread: number): PerspectiveCamera {
  const framing = {
    bounds: boardBounds(v.cells, v.levels, spread),
    points: viewPoints(v.cells, v.levels, spread),
    prism: v.levels > 1,
  };
  const fov = fieldOfView(framing.prism);
  const { position, target } = cameraPreset(name, framing, false, fov, ASPECT);
  const cam = new PerspectiveCamera(fov, ASPECT, 0.05, 500);
  cam.position.set(...position);
  cam.lookAt(...target);
  cam.updateMatrixWorld();
  return cam;
}

/** Returns the destinations of `selected` that some solid token hides from `cam`, as the board draws them. */
function hiddenMarkers(v: BoardView, selected: string, cam: PerspectiveCamera, spread: number): string[] {
  const marks = destinationMarks(boardModel(v, { selected }));
  const byName = new Map(v.cells.map((c) => [c.name, c] as const));
  const spots: MarkerSpot[] = [...marks.dests].map((n) => {
    const t = cellTop(byName.get(n)!, v.levels, spread);
    return { cell: n, at: [t[0], t[1] + 0.04, t[2]] as Vec3 };
  });
  const places = placeMen(v, v.levels, spread);
  const cleared = coveringMen(
    [cam.position.x, cam.position.y, cam.position.z],
    spots,
    places.map((p) => ({ key: p.man.cell, at: p.at, cells: p.cells.map((c) => c.name) })),
    selected,
  );
  const faded = fadedLevels(v.levels, byName.get(selected)!.level, false);
  const keep = new Set([...marks.dests, selected]);
  const scene = new Scene();
  for (const p of places) {
    // Faded men are see-through (opacity 0.22) and hide nothing.
    if (faded.has(p.level) && !p.cells.some((c) => keep.has(c.name))) continue;
    // Men turned see-through hide nothing; markers are painted over the selected man.
    if (cleared.has(p.man.cell) || p.cells.some((c) => c.name === selected)) continue;
    const g = new Group();
    g.position.set(...p.at);
    g.userData.cells = p.cells.map((c) => c.name);
    const base = new Mesh(GEO.base);
    base.position.y = 0.06;
    const post = new Mesh(GEO.post);
    post.position.y = (CARD.y - 0.2) / 2 + 0.1;
    post.scale.set(1, CARD.y - 0.2, 1);
    const card = new Sprite(new SpriteMaterial());
    card.position.y = CARD.y;
    card.scale.set(CARD.size, CARD.size, 1);
    g.add(base, post, card);
    scene.add(g);
  }
  scene.updateMatrixWorld(true);
  const ray = new Raycaster();
  ray.camera = cam;
  const out: string[] = [];
  for (const s of spots) {
    const to = new Vector3(...s.at);
    const dist = to.distanceTo(cam.position);
    ray.set(cam.position, to.clone().sub(cam.position).normalize());
    ray.far = dist - 0.02;
    const hits = ray
      .intersectObjects(scene.children, true)
      .filter((h) => !((h.object.parent?.userData.cells ?? []) as string[]).includes(s.cell));
    if (hits.length) out.push(`${s.cell} (behind the man on ${hits[0]!.object.parent!.userData.cells[0]})`);
  }
  return out;
}

describe('nothing hides a destination', () => {
  test('markers ignore depth and are drawn after plates and tokens, so no level plate hides them', () => {
    for (const m of [MARK_MAT.quiet, MARK_MAT.capture]) {
      expect(m.depthTest).toBe(false);
      expect(m.transparent).toBe(true);
    }
  });

  test.each([
    ['lengthleaper', ['white', 'black', 'top', 'side']],
    ['fullhouse', ['white', 'black', 'top']],
  ] as const)('%s start: every destination of every man with a move is in sight from every preset', (id, presets) => {
    const v = view(id);
    const movers = [...v.moves.keys()].filter((k) => v.cells.some((c) => c.name === k) && v.moves.get(k)!.length);
    expect(movers.length).toBeGreaterThan(3);
    const problems: string[] = [];
    let checked = 0;
    for (const name of presets) {
      const cam = presetCamera(v, name, DEFAULT_SPREAD);
      for (const sel of movers) {
        checked += destinationMarks(boardModel(v, { selected: sel })).dests.size;
        for (const h of hiddenMarkers(v, sel, cam, DEFAULT_SPREAD)) problems.push(`${name} view, ${sel} -> ${h}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  test('without the cover check, tokens would hide destinations (the check is doing the work)', () => {
    const v = view('fullhouse');
    const cam = presetCamera(v, 'white', DEFAULT_SPREAD);
    const spots = (sel: string): MarkerSpot[] =>
      [...destinationMarks(boardModel(v, { selected: sel })).dests].map((n) => {
        const c = v.cells.find((x) => x.name === n)!;
        const t = cellTop(c, v.levels, DEFAULT_SPREAD);
        return { cell: n, at: [t[0], t[1] + 0.04, t[2]] };
      });
    const men = placeMen(v, v.levels, DEFAULT_SPREAD).map((p) => ({
      key: p.man.cell,
      at: p.at,
      cells: p.cells.map((c) => c.name),
    }));
    const movers = [...v.moves.keys()].filter((k) => v.moves.get(k)!.length);
    const cleared = movers.reduce(
      (n, sel) => n + coveringMen([cam.position.x, cam.position.y, cam.position.z], spots(sel), men).size,
      0,
    );
    expect(cleared).toBeGreaterThan(0);
    // The selected man itself always stays solid.
    for (const sel of movers)
      expect(coveringMen([cam.position.x, cam.position.y, cam.position.z], spots(sel), men, sel).has(sel)).toBe(false);
  });

  test('level focus fades the levels above the focused one (or all others on request), never the focused one', () => {
    expect([...fadedLevels(4, 1, false)].sort()).toEqual([2, 3]);
    expect([...fadedLevels(4, 3, false)]).toEqual([]);
    expect([...fadedLevels(4, 1, true)].sort()).toEqual([0, 2, 3]);
    expect(fadedLevels(4, undefined, true).size).toBe(0);
    expect(fadedLevels(1, 0, true).size).toBe(0);
  });
});
