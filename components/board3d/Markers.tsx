'use client';
/**
 * Marks drawn over the board: destination discs (quiet moves) and rings (captures), the hovered move's path
 * beads and the cones over the men it takes (all instanced), arcs from the man to each leap target, and arrows.
 * None of them catches a pointer: a click goes to the cell or man underneath.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  QuadraticBezierCurve3,
  TubeGeometry,
  Vector3,
  type BufferGeometry,
  type InstancedMesh,
  type Material,
} from 'three';
import type { CellView } from '@/engine';
import { cellTop, type Vec3 } from './layout3d';
import { CARD } from './Men';
import { GEO, LEAP_TO_LEVEL, MARK_MAT, MARK_ORDER, noRaycast, placeInstances, type Placement } from './shared';
import { levelLetter } from '@/components/board/core/labels';

interface MarkSetProps {
  readonly geometry: BufferGeometry;
  readonly material: Material;
  readonly at: readonly Vec3[];
  readonly capacity: number;
}

/** One kind of marker as a single InstancedMesh over the given points. */
function MarkSet({ geometry, material, at, capacity }: MarkSetProps) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    if (ref.current)
      placeInstances(
        ref.current,
        at.map<Placement>((p) => ({ p })),
      );
  }, [at]);
  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      args={[geometry, material, Math.max(1, capacity)]}
      raycast={noRaycast}
      frustumCulled={false}
      renderOrder={MARK_ORDER}
    />
  );
}

/** An arc from one point to another, rising `lift` above the higher end, as a tube; optionally with a head. */
function Arc({
  from,
  to,
  lift,
  material,
  head,
}: {
  from: Vec3;
  to: Vec3;
  lift: number;
  material: Material;
  head?: boolean;
}) {
  const key = `${from.join()}|${to.join()}|${lift}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the end points' values change, not on every new array
  const { tube, headAt, headQuat } = useMemo(() => {
    const a = new Vector3(...from),
      b = new Vector3(...to);
    const mid = a.clone().add(b).multiplyScalar(0.5);
    mid.y = Math.max(a.y, b.y) + lift;
    const curve = new QuadraticBezierCurve3(a, mid, b);
    const tangent = curve.getTangent(1);
    const headQuat = quatFrom(new Vector3(0, 1, 0), tangent);
    return {
      tube: new TubeGeometry(curve, 32, 0.03, 8, false),
      headAt: b.clone().addScaledVector(tangent, -0.12),
      headQuat,
    };
  }, [key]);
  useLayoutEffect(() => () => tube.dispose(), [tube]);
  return (
    <group>
      <mesh geometry={tube} material={material} raycast={noRaycast} />
      {head && (
        <mesh
          geometry={GEO.arrowHead}
          material={material}
          position={headAt}
          quaternion={headQuat}
          raycast={noRaycast}
        />
      )}
    </group>
  );
}

/** Returns the rotation taking `a` onto `b` as [x, y, z, w]. */
function quatFrom(a: Vector3, b: Vector3): [number, number, number, number] {
  const c = new Vector3().crossVectors(a, b);
  const w = 1 + a.dot(b);
  const n = Math.hypot(c.x, c.y, c.z, w) || 1;
  return [c.x / n, c.y / n, c.z / n, w / n];
}

interface MarkersProps {
  readonly cells: ReadonlyMap<string, CellView>;
  readonly levels: number;
  readonly spread: number;
  readonly occupied: ReadonlySet<string>;
  readonly quiet: readonly string[];
  readonly capture: readonly string[];
  readonly path: readonly string[];
  readonly taken: readonly string[];
  readonly leaps: readonly (readonly [string, string])[];
  readonly arrows: readonly (readonly [string, string])[];
  readonly hidden: ReadonlySet<number>;
  /** The column of a selected man whose level is not shown: from its cell's top to the shown level. */
  readonly trace?: readonly [Vec3, Vec3];
}

/** A thin upright post from `from` to `to` (same x and z) with a bead at `from`: a selected man's column. */
function Trace({ from, to }: { from: Vec3; to: Vec3 }) {
  const lo = Math.min(from[1], to[1]),
    hi = Math.max(from[1], to[1]) + 0.4;
  return (
    <group>
      <mesh
        geometry={GEO.post}
        material={MARK_MAT.trace}
        position={[from[0], (lo + hi) / 2, from[2]]}
        scale={[1.6, hi - lo, 1.6]}
        raycast={noRaycast}
        renderOrder={MARK_ORDER}
      />
      <mesh
        geometry={GEO.bead}
        material={MARK_MAT.trace}
        position={[...from]}
        raycast={noRaycast}
        renderOrder={MARK_ORDER}
      />
      <mesh
        geometry={GEO.ring}
        material={MARK_MAT.trace}
        position={[to[0], to[1] + 0.04, to[2]]}
        scale={[0.7, 1, 0.7]}
        raycast={noRaycast}
        renderOrder={MARK_ORDER}
      />
    </group>
  );
}

/** Every mark of the current selection, hover and annotations. */
export function Markers(p: MarkersProps) {
  const capacity = p.cells.size;
  const top = (name: string, dy: number): Vec3 | undefined => {
    const c = p.cells.get(name);
    if (!c || p.hidden.has(c.level)) return undefined;
    const t = cellTop(c, p.levels, p.spread);
    return [t[0], t[1] + dy, t[2]];
  };
  const pts = (names: readonly string[], dy: number) => names.map((n) => top(n, dy)).filter((v): v is Vec3 => !!v);
  // Arcs start and end at the height of a man's card, or just over an empty cell.
  const end = (name: string) => top(name, p.occupied.has(name) ? CARD.y * 0.55 : 0.08);
  const arcs = (list: readonly (readonly [string, string])[]) =>
    list
      .map(([a, b]) => [a, b, end(a), end(b)] as const)
      .filter((x): x is readonly [string, string, Vec3, Vec3] => !!x[2] && !!x[3]);
  const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[2] - b[2]);
  // On a prism an arc takes the colour of the level it leaps to (its destination's letter has it too).
  const leapMaterial = (to: string) => {
    const c = p.cells.get(to);
    return (p.levels > 1 && c && LEAP_TO_LEVEL[levelLetter(c.level, p.levels)]) || MARK_MAT.leap;
  };
  return (
    <group>
      {p.trace && <Trace from={p.trace[0]} to={p.trace[1]} />}
      <MarkSet geometry={GEO.disc} material={MARK_MAT.quiet} at={pts(p.quiet, 0.03)} capacity={capacity} />
      <MarkSet geometry={GEO.ring} material={MARK_MAT.capture} at={pts(p.capture, 0.06)} capacity={capacity} />
      <MarkSet geometry={GEO.bead} material={MARK_MAT.path} at={pts(p.path, 0.16)} capacity={capacity} />
      <MarkSet geometry={GEO.cone} material={MARK_MAT.taken} at={pts(p.taken, CARD.y + 0.55)} capacity={capacity} />
      {arcs(p.leaps).map(([a, b, from, to]) => (
        <Arc
          key={`leap-${a}-${b}`}
          from={from}
          to={to}
          lift={0.35 + 0.22 * dist(from, to)}
          material={leapMaterial(b)}
        />
      ))}
      {arcs(p.arrows).map(([a, b, from, to]) => (
        <Arc
          key={`arrow-${a}-${b}`}
          from={from}
          to={to}
          lift={0.25 + 0.12 * dist(from, to)}
          material={MARK_MAT.arrow}
          head
        />
      ))}
    </group>
  );
}
