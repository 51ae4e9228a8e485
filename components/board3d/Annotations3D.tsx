'use client';
/**
 * A teacher's annotations in the scene, with the 2-D board's four brushes (components/board/core/annotations.ts): each
 * brush has its colour and its line (solid, dashed, dotted, dash-dot), drawn as tube pieces along an arc for an
 * arrow (across levels too) and as ring pieces around a marked cell. The arrow being drawn is shown the same way.
 * Geometries are built when the annotations change, never per frame; none catches a pointer.
 */
import { useLayoutEffect, useMemo } from 'react';
import {
  type BufferGeometry,
  Color,
  Curve,
  DoubleSide,
  MeshLambertMaterial,
  QuadraticBezierCurve3,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { CellView } from '@/engine';
import { BRUSHES, type Annotations, type Arrow, type Brush } from '@/components/board/core/annotations';
import { cellTop, type Vec3 } from './layout3d';
import { GEO, MARK_ORDER, noRaycast } from './shared';

/** One material per brush, shared by every board. */
const BRUSH_MAT = Object.fromEntries(
  (Object.keys(BRUSHES) as Brush[]).map((b) => [
    b,
    new MeshLambertMaterial({
      color: BRUSHES[b].color,
      emissive: new Color(BRUSHES[b].color),
      emissiveIntensity: 0.35,
      side: DoubleSide,
      transparent: true,
      depthTest: false,
      depthWrite: false,
    }),
  ]),
) as Record<Brush, MeshLambertMaterial>;

/** A stretch [a, b] (fractions of the length) of a curve, as a curve. */
class Stretch extends Curve<Vector3> {
  constructor(
    private readonly base: Curve<Vector3>,
    private readonly a: number,
    private readonly b: number,
  ) {
    super();
  }
  override getPoint(t: number, target = new Vector3()): Vector3 {
    return this.base.getPointAt(this.a + (this.b - this.a) * t, target);
  }
}

/** Splits [0, 1] of a line `length` long into the drawn pieces of a dash pattern (in cell spacings). */
export function dashPieces(length: number, dash: readonly number[] | undefined): [number, number][] {
  if (!dash?.length || length <= 0) return [[0, 1]];
  const out: [number, number][] = [];
  let at = 0,
    i = 0;
  while (at < length && out.length < 400) {
    const d = Math.max(dash[i % dash.length]!, 0.01);
    if (i % 2 === 0) out.push([at / length, Math.min(length, at + Math.max(d, 0.04)) / length]);
    at += d;
    i++;
  }
  return out;
}

/** Returns the tube of an arrow from `from` to `to` (an arc rising `lift` above the higher end) in a brush. */
function arrowGeometry(
  from: Vec3,
  to: Vec3,
  lift: number,
  brush: Brush,
): { tube: BufferGeometry; head: Vector3; dir: Vector3 } {
  const a = new Vector3(...from),
    b = new Vector3(...to);
  const mid = a.clone().add(b).multiplyScalar(0.5);
  mid.y = Math.max(a.y, b.y) + lift;
  const curve = new QuadraticBezierCurve3(a, mid, b);
  const len = curve.getLength();
  const pieces = dashPieces(len - 0.25, BRUSHES[brush].dash).map(([s, e]) => {
    const k = (len - 0.25) / len; // the last stretch is the head's
    return new TubeGeometry(new Stretch(curve, s * k, e * k), 12, 0.045, 6, false);
  });
  const tube = mergeGeometries(pieces) ?? pieces[0]!;
  for (const p of pieces) if (p !== tube) p.dispose();
  return { tube, head: curve.getPointAt(1 - 0.12 / len), dir: curve.getTangentAt(1) };
}

const rings = new Map<Brush, BufferGeometry>();
/** Returns the shared ring (in pieces for a dashed brush) that goes around a marked cell. */
function ringGeometry(brush: Brush): BufferGeometry {
  const hit = rings.get(brush);
  if (hit) return hit;
  const r = 0.36;
  const pieces = dashPieces(2 * Math.PI * r, BRUSHES[brush].dash).map(([s, e]) =>
    new TorusGeometry(r, 0.04, 6, 24, (e - s) * 2 * Math.PI).rotateZ(s * 2 * Math.PI).rotateX(Math.PI / 2),
  );
  const ring = mergeGeometries(pieces) ?? pieces[0]!;
  for (const p of pieces) if (p !== ring) p.dispose();
  rings.set(brush, ring);
  return ring;
}

function ArrowMesh({ from, to, brush }: { from: Vec3; to: Vec3; brush: Brush }) {
  const key = `${from.join()}|${to.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the end points' values change, not on every new array
  const g = useMemo(() => {
    const flat = Math.hypot(from[0] - to[0], from[2] - to[2]);
    const { tube, head, dir } = arrowGeometry(from, to, 0.3 + 0.12 * flat, brush);
    const c = new Vector3(0, 1, 0).cross(dir);
    const w = 1 + dir.y;
    const n = Math.hypot(c.x, c.y, c.z, w) || 1;
    return { tube, head, quat: [c.x / n, c.y / n, c.z / n, w / n] as [number, number, number, number] };
  }, [key, brush]);
  useLayoutEffect(() => () => g.tube.dispose(), [g]);
  const mat = BRUSH_MAT[brush];
  return (
    <group>
      <mesh geometry={g.tube} material={mat} raycast={noRaycast} renderOrder={MARK_ORDER} />
      <mesh
        geometry={GEO.arrowHead}
        material={mat}
        position={g.head}
        quaternion={g.quat}
        scale={1.3}
        raycast={noRaycast}
        renderOrder={MARK_ORDER}
      />
    </group>
  );
}

function MarkRing({ at, brush }: { at: Vec3; brush: Brush }) {
  return (
    <mesh
      geometry={ringGeometry(brush)}
      material={BRUSH_MAT[brush]}
      position={[...at]}
      raycast={noRaycast}
      renderOrder={MARK_ORDER}
    />
  );
}

interface Props {
  readonly cells: ReadonlyMap<string, CellView>;
  readonly levels: number;
  readonly spread: number;
  readonly occupied: ReadonlySet<string>;
  readonly hidden: ReadonlySet<number>;
  readonly annotations?: Annotations;
  readonly preview?: Arrow;
}

/** Every annotation arrow and mark, and the arrow being drawn. */
export function Annotations3D({ cells, levels, spread, occupied, hidden, annotations, preview }: Props) {
  const top = (name: string, dy: number): Vec3 | undefined => {
    const c = cells.get(name);
    if (!c || hidden.has(c.level)) return undefined;
    const t = cellTop(c, levels, spread);
    return [t[0], t[1] + dy, t[2]];
  };
  const end = (name: string) => top(name, occupied.has(name) ? 0.4 : 0.1);
  const arrows = [...(annotations?.arrows ?? []), ...(preview && preview.from !== preview.to ? [preview] : [])];
  const marks = [
    ...(annotations?.marks ?? []),
    ...(preview && preview.from === preview.to ? [{ cell: preview.from, brush: preview.brush }] : []),
  ];
  return (
    <group>
      {arrows.map((a) => {
        const from = end(a.from),
          to = end(a.to);
        return from && to ? (
          <ArrowMesh key={`${a.from}-${a.to}-${a.brush}`} from={from} to={to} brush={a.brush} />
        ) : null;
      })}
      {marks.map((m) => {
        const at = top(m.cell, 0.05);
        return at ? <MarkRing key={`${m.cell}-${m.brush}`} at={at} brush={m.brush} /> : null;
      })}
    </group>
  );
}
