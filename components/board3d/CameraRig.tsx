'use client';
/**
 * The camera: OrbitControls (orbit, zoom, pan; touch by default), presets fitted to the board's bounding sphere,
 * brief animated moves between presets (a jump under prefers-reduced-motion), keyboard rotation and zoom, and
 * projection of world points to canvas pixels for the test hook. Nothing is allocated per frame.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { Spherical, TOUCH, Vector3, type PerspectiveCamera } from 'three';
import { fixedSpritePx } from './labels3d';
import { FONT_SHARE } from './textures';
import {
  cameraPreset,
  fitView,
  type CameraView,
  type Framing,
  type Orbit,
  type PresetName,
  type Vec3,
} from './layout3d';

/** What the page-side controls and the test hook may ask of the camera. */
export interface RigApi {
  preset(name: PresetName): void;
  reset(): void;
  rotate(dTheta: number, dPhi: number): void;
  zoom(factor: number): void;
  /** Turns the orbit controls on or off (off while an annotation is drawn). */
  enable(on: boolean): void;
  /** The free orbit the camera is at now. */
  orbit(): Orbit;
  /** Canvas pixel coordinates (CSS px from its top-left corner) of a world point. */
  project(p: Vec3): { x: number; y: number };
  /** How far a world point is from the camera (world units, as the ray measures its hits). */
  depth(p: Vec3): number;
  /** The scene's labels as drawn (Labels.tsx): text, kind, font size in CSS px, and whether the label is in view. */
  labels(): DrawnLabel[];
}

/** A label of the scene as drawn (the test hook's `labels`). */
export interface DrawnLabel {
  readonly text: string;
  readonly style: string;
  readonly px: number;
  readonly visible: boolean;
}

const DURATION = 0.45;
/** Touch: no one-finger gesture (the page scrolls), two fingers turn the board and pinch to zoom. */
const TOUCHES = { ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE };
const MAX_PHI = Math.PI / 2 - 0.02;

interface RigProps {
  readonly framing: Framing;
  readonly flipped: boolean;
  readonly apiRef: RefObject<RigApi | null>;
  /** The preset or free orbit of the first placement (default: the view of the side at the bottom). */
  readonly initial?: CameraView;
  /** Called when the viewer ends turning or zooming the camera by hand: the orbit it is left at. */
  onOrbit?(o: Orbit): void;
  /** The view's box on the page: the controls listen on it. */
  readonly box: RefObject<HTMLElement | null>;
  /** Its size in CSS pixels: the camera fits the board to it, and fits again when it changes. */
  readonly size: { readonly width: number; readonly height: number };
}

const DEG = 180 / Math.PI;

/** An orbit as text, for telling whether the camera moved between a press and its release. */
const sameOrbit = (o: Orbit) => `${o.az},${o.el},${o.dist}`;

/** Mounts the orbit controls and fills `apiRef`. */
export function CameraRig({ framing, flipped, apiRef, initial, onOrbit, box, size }: RigProps) {
  const bounds = framing.bounds;
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const scene = useThree((s) => s.scene);
  // While the viewer turns or zooms, the canvas may draw fewer pixels (Board3DScene's `performance` and
  // AdaptiveDpr: with software WebGL), sharp again a moment after the camera stops.
  const regress = useThree((s) => s.performance.regress);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  /** The orbit when the viewer pressed on the view (as `sameOrbit` writes it). */
  const pressedAt = useRef('');
  const w = useMemo(
    () => ({
      from: new Spherical(),
      to: new Spherical(),
      now: new Spherical(),
      fromT: new Vector3(),
      toT: new Vector3(),
      midT: new Vector3(),
      v: new Vector3(),
      t: 1,
    }),
    [],
  );
  const reduced = useMemo(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    [],
  );
  const live = useRef({ framing, flipped, size });
  live.current = { framing, flipped, size };

  /** Puts the camera at `s` around `target`. */
  const place = (s: Spherical, target: Vector3) => {
    const c = controls.current;
    w.v.setFromSpherical(s);
    camera.position.copy(target).add(w.v);
    camera.lookAt(target);
    if (c) {
      c.target.copy(target);
      c.update();
    }
    invalidate();
  };
  const current = (s: Spherical, target: Vector3) => {
    target.copy(controls.current?.target ?? new Vector3(...live.current.framing.bounds.centre));
    s.setFromVector3(w.v.copy(camera.position).sub(target));
  };

  /** Moves the camera to `position` looking at `target`, animated unless `jump` or reduced motion is preferred. */
  const moveTo = (position: Vec3, target: Vec3, jump: boolean) => {
    w.toT.set(...target);
    w.to.setFromVector3(w.v.set(...position).sub(w.toT));
    current(w.from, w.fromT);
    // A camera left at an impossible place (a bad number got through) jumps: a glide from it would stay there.
    if (!Number.isFinite(w.from.radius + w.from.phi + w.from.theta + w.fromT.x + w.fromT.y + w.fromT.z)) jump = true;
    const turn = w.to.theta - w.from.theta;
    w.to.theta -= Math.round(turn / (2 * Math.PI)) * 2 * Math.PI; // the short way round
    if (jump || reduced) {
      w.t = 1;
      place(w.to, w.toT);
    } else {
      w.t = 0;
      invalidate();
    }
  };
  /** Moves to a preset. */
  const go = (name: PresetName, jump: boolean) => {
    const { framing: fr, flipped: f, size: sz } = live.current;
    const { position, target } = cameraPreset(name, fr, f, camera.fov, sz.width / Math.max(1, sz.height));
    moveTo(position, target, jump);
  };
  /** Moves to a free orbit around the framing's centre. */
  const orbit = (o: Orbit) => {
    // Not a place (the address's parser names such a value; this keeps the board drawn whatever comes).
    if (![o.az, o.el, o.dist].every(Number.isFinite) || o.dist <= 0)
      return go(live.current.flipped ? 'black' : 'white', true);
    const { bounds: b } = live.current.framing;
    w.now.set(b.radius * o.dist, Math.PI / 2 - o.el / DEG, o.az / DEG);
    w.t = 1;
    place(w.now, w.midT.set(...b.centre));
  };
  /** The orbit the camera is at now (rounded: degrees to whole numbers, distance to two decimals). */
  const orbitNow = (): Orbit => {
    current(w.now, w.midT);
    const az = Math.round((((w.now.theta * DEG) % 360) + 360) % 360);
    const el = Math.round(90 - w.now.phi * DEG);
    return { az, el, dist: Math.round((w.now.radius / live.current.framing.bounds.radius) * 100) / 100 };
  };
  const api: RigApi = {
    preset: (name) => go(name, false),
    orbit: orbitNow,
    reset() {
      api.preset(live.current.flipped ? 'black' : 'white');
    },
    rotate(dTheta, dPhi) {
      regress();
      w.t = 1;
      current(w.now, w.fromT);
      w.now.theta += dTheta;
      w.now.phi = Math.min(MAX_PHI, Math.max(0.0001, w.now.phi + dPhi));
      place(w.now, w.fromT);
    },
    zoom(factor) {
      regress();
      w.t = 1;
      current(w.now, w.fromT);
      const r = live.current.framing.bounds.radius;
      w.now.radius = Math.min(r * 12, Math.max(r * 0.5, w.now.radius * factor));
      place(w.now, w.fromT);
    },
    enable(on) {
      if (controls.current) controls.current.enabled = on;
    },
    project(p) {
      w.v.set(p[0], p[1], p[2]).project(camera);
      const sz = live.current.size;
      return { x: ((w.v.x + 1) / 2) * sz.width, y: ((1 - w.v.y) / 2) * sz.height };
    },
    depth: (p) => camera.position.distanceTo(w.v.set(p[0], p[1], p[2])),
    labels() {
      const out: DrawnLabel[] = [];
      const sz = live.current.size;
      scene.traverse((o) => {
        const d = o.userData as { label?: string; labelStyle?: string };
        if (d.labelStyle === undefined || !o.visible) return;
        o.getWorldPosition(w.v).project(camera);
        const visible = Math.abs(w.v.x) <= 1 && Math.abs(w.v.y) <= 1 && w.v.z <= 1;
        const px = fixedSpritePx(o.scale.y, sz.height, camera.fov) * FONT_SHARE;
        out.push({ text: d.label ?? '', style: d.labelStyle, px, visible });
      });
      return out;
    },
  };
  apiRef.current = api;

  // The lens follows the box at once (the view also sets it before each frame): projections between frames agree.
  useLayoutEffect(() => {
    if (!size.width || !size.height) return;
    camera.aspect = size.width / size.height;
    camera.updateProjectionMatrix();
  }, [camera, size.width, size.height]);

  // First placement, once the box has a size; a change of side turns the camera.
  const placed = useRef(false);
  const lastFit = useRef({ framing, width: size.width, height: size.height });
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once the canvas has a size, and turned when the side changes; other values are read when it runs
  useLayoutEffect(() => {
    if (!size.width || !size.height) return;
    if (!placed.current) {
      placed.current = true;
      lastFit.current = { framing, width: size.width, height: size.height };
      if (typeof initial === 'object') orbit(initial);
      else go(initial ?? (flipped ? 'black' : 'white'), true);
    } else api.reset();
  }, [flipped, size.width > 0]);

  // When the board on show changes (levels spread apart, one level alone) or its box is resized, keep the direction
  // and fit again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits only when the framing or the box changes; the camera state lives in refs
  useEffect(() => {
    const last = lastFit.current;
    if (!placed.current || !size.width || !size.height) return;
    if (last.framing === framing && last.width === size.width && last.height === size.height) return;
    const resized = last.framing === framing;
    lastFit.current = { framing, width: size.width, height: size.height };
    current(w.now, w.midT);
    const sz = live.current.size;
    const { target, distance } = fitView(
      framing.points,
      framing.bounds.centre,
      w.now.theta,
      w.now.phi,
      camera.fov,
      sz.width / Math.max(1, sz.height),
    );
    w.now.radius = distance;
    w.v.setFromSpherical(w.now);
    moveTo([target[0] + w.v.x, target[1] + w.v.y, target[2] + w.v.z], target, resized);
  }, [framing, size.width, size.height]);

  useFrame((_, delta) => {
    if (w.t >= 1) return;
    // The canvas draws on demand, so the first frame's delta counts the idle time before it: cap it to one
    // frame's worth, or every glide would end in its first frame.
    w.t = Math.min(1, w.t + Math.min(delta, 1 / 30) / DURATION);
    const k = w.t * w.t * (3 - 2 * w.t);
    w.now.radius = w.from.radius + (w.to.radius - w.from.radius) * k;
    w.now.phi = w.from.phi + (w.to.phi - w.from.phi) * k;
    w.now.theta = w.from.theta + (w.to.theta - w.from.theta) * k;
    place(w.now, w.midT.lerpVectors(w.fromT, w.toT, k));
  });

  const r = bounds.radius;
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      domElement={box.current ?? undefined}
      enableDamping={false}
      minDistance={r * 0.5}
      maxDistance={r * 12}
      maxPolarAngle={MAX_PHI}
      // One finger is the page's (it scrolls; a tap picks); two fingers turn and pinch.
      touches={TOUCHES}
      onChange={regress}
      onStart={() => (pressedAt.current = sameOrbit(orbitNow()))}
      onEnd={() => {
        // The controls end every press, a click that picks a man as well: only a camera that moved is a new orbit
        // (else each click turned the preset into numbers in the address and drew the whole page again).
        const o = orbitNow();
        if (sameOrbit(o) !== pressedAt.current) onOrbit?.(o);
      }}
    />
  );
}
