'use client';
/**
 * The 3-D board (loaded lazily by Board3DLazy): a react-three-fiber canvas drawn on demand, with the cells, men and
 * marks of `view`, the camera rig, the tool bar, the accessible cell list, and a test hook `window.__board3d`.
 * Until its first frame is drawn it keeps the page's 2-D picture over the canvas.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import type { LevelOptions } from '@/components/board/core/types';
import type { Board3DProps } from './Board3DLazy';
import { CameraRig, type RigApi } from './CameraRig';
import { boardModel, hiddenLevelsOf } from '@/components/board/core/model';
import { BoardContent } from './BoardContent';
import type { HitsAt } from './PointerCell';
import { pickCell, type LastPick, type MarkerOnScreen } from './pick';
import { leapSentence } from '@/components/board/core/leap';
import { boardBounds, cellTop, DEFAULT_SPREAD, viewPoints, type Framing, type PresetName, type Vec3 } from './layout3d';
import { destinationMarks } from './marks';
import { releaseShared } from './release';
import { BACKGROUND } from './palette';
import { CARD } from './Men';
import { Toolbar } from './Toolbar';
import { fadedLevels } from './visibility';
import { edgeLabels3d, labelledLevel, levelLabels3d, nameLabel3d } from './labels3d';
import css from './board3d.module.css';

/** The test hook: canvas coordinates of a cell's man (or the cell), camera presets, readiness. */
export interface Board3DHook {
  project(cell: string): { x: number; y: number } | undefined;
  preset(name: PresetName | 'reset'): void;
  /** Turns the camera as a drag does (scripts/measure-3d.mjs orbits with it). */
  orbit(dTheta: number, dPhi: number): void;
  readonly ready: boolean;
  /** Frames drawn so far, and the selection the last one drew (scripts/measure-3d.mjs). */
  readonly frames: number;
  readonly drawnSelection: string | undefined;
}

/**
 * Draws at the device pixel ratio times the scene's performance factor: below 1 while the camera is being turned
 * (CameraRig calls `regress`; only with software WebGL, where every pixel costs), back to 1 when it rests.
 */
function AdaptiveDpr({ base }: { base: number }) {
  const factor = useThree((s) => s.performance.current);
  const setDpr = useThree((s) => s.setDpr);
  useEffect(() => setDpr(base * factor), [base, factor, setDpr]);
  return null;
}

/** Where a cell's destination marker is drawn (CONVENTIONS §7.2): client pixels, and whether it is on screen. */
interface ProjectedCell {
  readonly x: number;
  readonly y: number;
  readonly visible: boolean;
}
interface Projecting {
  hexploreProject?: (cell: string) => ProjectedCell;
}

/** Counts the frames drawn and notes the selection each one shows (for the measurement script). */
interface FrameProbe {
  frames: number;
  selected: string | undefined;
}
function FrameCounter({ probe, selected }: { probe: FrameProbe; selected?: string }) {
  useFrame(() => {
    probe.frames++;
    probe.selected = selected;
  });
  return null;
}
declare global {
  interface Window {
    __board3d?: Board3DHook;
  }
}

const FOV = 40;
/** A destination marker's reach around its cell's centre (world units) and its least size on screen (px). */
const MARKER_REACH = 0.42;
const MIN_MARKER_PX = 10;
/** The pixel ratio while the camera turns with software WebGL (a 0.36 share of the pixels). */
const MOVING_DPR = 0.6;

let software: boolean | undefined;
/** Whether WebGL runs in software (SwiftShader, llvmpipe): then the scene draws without multisampling and at one
 *  device pixel per CSS pixel, which more than doubles its frame rate there. Asked once per page; the probe's
 *  context is released at once. */
function softwareGL(): boolean {
  if (software !== undefined) return software;
  software = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    software = /swiftshader|llvmpipe|software/i.test(name);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    // No WebGL here: the fallback shows instead.
  }
  return software;
}

/** Renders the scene, the tool bar and the cell list. */
export default function Board3DScene(props: Board3DProps) {
  const { view, selected, hovered, flipped = false, fallback, onReady, onCellClick, onCellHover } = props;
  const prism = view.levels > 1;
  const [ownLevels, setOwnLevels] = useState<LevelOptions>({ spread: DEFAULT_SPREAD, fadeOthers: false });
  const levels = props.levels ?? ownLevels;
  const spread = prism ? levels.spread : 0;
  const [ready, setReady] = useState(false);
  // The cell the page's cell list has the focus on (the scene outlines it).
  const { focus } = props;
  const rig = useRef<RigApi | null>(null);
  const [soft] = useState(softwareGL);
  const cellAt = useRef<HitsAt | null>(null);
  const cells = useMemo(() => new Map(view.cells.map((c) => [c.name, c] as const)), [view]);

  const hidden = useMemo(() => hiddenLevelsOf(view.levels, levels), [view.levels, levels]);
  const { highlights, flagged, lastMove, arrows } = props;
  // The page's model (one per change, shared with its cell list); a bare scene (the 3-D test bench) builds its own.
  const own = useMemo(
    () =>
      props.model
        ? undefined
        : boardModel(view, { selected, hovered, flipped, highlights, flagged, lastMove, arrows, hiddenLevels: hidden }),
    [props.model, view, selected, hovered, flipped, highlights, flagged, lastMove, arrows, hidden],
  );
  const model = props.model ?? own!;
  const marks = useMemo(() => destinationMarks(model), [model]);
  // The hovered (or focused) leap in words, over the picture's corner.
  const leapWords = model.hoveredLeap && leapSentence(model.hoveredLeap);
  // Labels: coordinates along the edges of the level in focus (or shown alone, or the top one), level letters.
  const [pointed, setPointed] = useState<string | undefined>(undefined);
  const focusLevel = cells.get(selected ?? focus ?? '')?.level;
  const edgeLevel = labelledLevel(view.levels, hidden.size ? undefined : focusLevel, prism ? levels.solo : undefined);
  const edges = useMemo(() => edgeLabels3d(view, edgeLevel, spread), [view, edgeLevel, spread]);
  const levelNames = useMemo(() => levelLabels3d(view, spread, (l) => !hidden.has(l)), [view, spread, hidden]);
  const named = cells.get(focus ?? pointed ?? '');
  const nameLabel =
    named && !hidden.has(named.level)
      ? nameLabel3d(
          named,
          view.levels,
          spread,
          view.pieces.some((p) => p.cell === named.name),
        )
      : undefined;
  // The camera frames the cells on show (one level alone, or all of them) and their labels.
  const framing = useMemo<Framing>(() => {
    const shown = view.cells.filter((c) => !hidden.has(c.level));
    const points = [...viewPoints(shown, view.levels, spread), ...levelNames.map((l) => l.at)];
    return { bounds: boardBounds(shown, view.levels, spread), points, prism };
  }, [view, spread, prism, hidden, levelNames]);
  // Level focus: the selected man's level (or the focused cell's) comes into view, the levels covering it fade.
  const faded = useMemo(() => {
    const at = cells.get(selected ?? focus ?? '')?.level;
    return fadedLevels(view.levels, hidden.size ? undefined : at, levels.fadeOthers);
  }, [levels.fadeOthers, cells, selected, focus, view.levels, hidden]);

  // Report the pointer's cell when it changes (and again after the page has set another `hovered`).
  const lastHover = useRef<string | undefined>(undefined);
  useEffect(() => {
    lastHover.current = hovered;
  }, [hovered]);
  // The page's handlers are read live, so the scene's own handlers never change and its men need not redraw.
  const handlers = useRef({ onCellClick, onCellHover });
  handlers.current = { onCellClick, onCellHover };
  const hover = useCallback((cell: string | undefined) => {
    setPointed(cell);
    if (cell === lastHover.current) return;
    lastHover.current = cell;
    handlers.current.onCellHover?.(cell);
  }, []);
  // An orbit drag never selects, even one that comes back to where it started.
  const drag = useRef({ x: 0, y: 0, moved: 0, down: false });
  const lastPick = useRef<LastPick | undefined>(undefined);
  /** The selected man's destination markers as drawn now, in canvas pixels (pick.ts: a marker wins the pointer). */
  const markersOnScreen = (): MarkerOnScreen[] => {
    const r = rig.current;
    const { model: m, spread: sp, hidden: hid } = live.current;
    if (!r) return [];
    const out: MarkerOnScreen[] = [];
    for (const name of m.targets.keys()) {
      const c = cells.get(name);
      if (!c || hid.has(c.level)) continue;
      const [x, y, z] = cellTop(c, view.levels, sp);
      const at = r.project([x, y + 0.04, z]);
      const edge = r.project([x + MARKER_REACH, y + 0.04, z]);
      out.push({ cell: name, x: at.x, y: at.y, r: Math.max(MIN_MARKER_PX, Math.hypot(edge.x - at.x, edge.y - at.y)) });
    }
    return out;
  };
  /** The cell a click (with `last`) or a hover at a client point means (pick.ts). */
  const pickAt = (clientX: number, clientY: number, last?: LastPick) => {
    const ray = cellAt.current?.(clientX, clientY);
    if (!ray) return undefined;
    const cell = pickCell({ ...ray, markers: markersOnScreen(), ...(last ? { last } : {}) });
    return cell ? { cell, x: ray.x, y: ray.y } : undefined;
  };

  const drawn = useCallback(() => {
    setReady(true);
    onReady?.();
  }, [onReady]);

  // When the board closes, its renderer must not stay reachable from the shared materials (release.ts); three and
  // R3F tear the renderer down in callbacks after the unmount, so the release waits a moment.
  const gone = useRef(props.onGone);
  gone.current = props.onGone;
  useEffect(
    () => () => {
      setTimeout(releaseShared, 1000);
      gone.current?.();
    },
    [],
  );

  // A lost context (the GPU reset, or the browser took it for another page) is said on the board; the browser may
  // give it back (three then rebuilds everything), and "Restart 3-D view" makes a new one.
  const [lost, setLost] = useState(false);
  const [generation, setGeneration] = useState(0);
  const onCreated = useCallback(({ gl }: { gl: { domElement: HTMLCanvasElement } }) => {
    gl.domElement.addEventListener('webglcontextlost', (e) => {
      e.preventDefault();
      setLost(true);
    });
    gl.domElement.addEventListener('webglcontextrestored', () => setLost(false));
  }, []);

  // The test hook (the last mounted board wins).
  const probe = useRef<FrameProbe>({ frames: 0, selected: undefined }).current;
  const live = useRef({ view, spread, ready, model, hidden });
  live.current = { view, spread, ready, model, hidden };
  // CONVENTIONS §7.2: the root (and the board's root) answers where a cell's destination marker is drawn, in client
  // pixels, and whether it is on screen.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const board = el?.closest<HTMLElement>('[data-board-root]');
    const project = (cell: string): ProjectedCell => {
      const { view: v, spread: sp, hidden: hid } = live.current;
      const c = v.cells.find((x) => x.name === cell);
      const canvas = el?.querySelector('canvas')?.getBoundingClientRect();
      if (!c || !rig.current || !canvas) return { x: Number.NaN, y: Number.NaN, visible: false };
      const [x, y, z] = cellTop(c, v.levels, sp);
      const p = rig.current.project([x, y + 0.04, z]);
      const [cx, cy] = [canvas.left + p.x, canvas.top + p.y];
      // On screen: inside the canvas and inside the window.
      const inside =
        p.x >= 0 &&
        p.y >= 0 &&
        p.x <= canvas.width &&
        p.y <= canvas.height &&
        cx >= 0 &&
        cy >= 0 &&
        cx <= window.innerWidth &&
        cy <= window.innerHeight;
      return { x: cx, y: cy, visible: inside && !hid.has(c.level) };
    };
    const targets = [el, board].filter((t): t is HTMLElement => !!t) as (HTMLElement & Projecting)[];
    for (const t of targets) t.hexploreProject = project;
    return () => {
      for (const t of targets) if (t.hexploreProject === project) delete t.hexploreProject;
    };
  }, []);
  useEffect(() => {
    const hook: Board3DHook = {
      project(cell) {
        const { view: v, spread: sp } = live.current;
        const c = v.cells.find((x) => x.name === cell);
        if (!c || !rig.current) return undefined;
        const man = v.pieces.find((p) => p.cell === cell);
        const [x, y, z] = cellTop(c, v.levels, sp);
        const lift = man ? (man.other ? 0.2 : CARD.y) : 0;
        return rig.current.project([x, y + lift, z] as Vec3);
      },
      preset: (name) => (name === 'reset' ? rig.current?.reset() : rig.current?.preset(name)),
      orbit: (dTheta, dPhi) => rig.current?.rotate(dTheta, dPhi),
      get ready() {
        return live.current.ready;
      },
      get frames() {
        return probe.frames;
      },
      get drawnSelection() {
        return probe.selected;
      },
    };
    window.__board3d = hook;
    return () => {
      if (window.__board3d === hook) delete window.__board3d;
    };
  }, [probe]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || !rig.current) return;
    const turn: Record<string, [number, number]> = {
      ArrowLeft: [-0.15, 0],
      ArrowRight: [0.15, 0],
      ArrowUp: [0, -0.1],
      ArrowDown: [0, 0.1],
    };
    if (turn[e.key]) rig.current.rotate(...turn[e.key]!);
    else if (e.key === '+' || e.key === '=') rig.current.zoom(0.85);
    else if (e.key === '-' || e.key === '_') rig.current.zoom(1 / 0.85);
    else return;
    e.preventDefault();
    props.onOrbit?.(rig.current.orbit());
  };

  return (
    <div
      ref={root}
      className={css.root}
      data-view="3d"
      data-board-ready={ready ? 'true' : undefined}
      data-scene-ready={ready ? 'true' : undefined}
      data-board3d={view.variant}
      data-faded-levels={[...faded].sort().join('') || undefined}
      data-label-level={prism ? edgeLevel : undefined}
    >
      <div
        className={css.frame}
        tabIndex={0}
        role="img"
        aria-label={`3-D view of the ${view.title} board. Arrow keys turn it, plus and minus zoom; the list of cells follows.`}
        onKeyDown={onKey}
        data-c={pointed}
        onPointerLeave={() => hover(undefined)}
        onPointerDownCapture={(e) => {
          // A right-button press on a cell, or any press in Draw mode, draws an annotation (the page's handlers,
          // which find the cell in data-c): the camera holds still until the button is let go.
          const drawing = !!e.currentTarget.closest('[data-drawing="true"]');
          if (!(e.button === 2 || drawing)) return;
          // The cell under the press itself (the hover may lag behind a fast pointer, and a touch has none).
          const cell = cellAt.current?.(e.clientX, e.clientY)?.hits[0];
          if (cell) e.currentTarget.dataset.c = cell;
          else delete e.currentTarget.dataset.c;
          hover(cell);
          if (!cell) return;
          rig.current?.enable(false);
          window.addEventListener('pointerup', () => rig.current?.enable(true), { once: true, capture: true });
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, moved: 0, down: true };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d.down) d.moved = Math.max(d.moved, Math.hypot(e.clientX - d.x, e.clientY - d.y));
          else if (e.pointerType === 'mouse' || e.pointerType === 'pen') hover(pickAt(e.clientX, e.clientY)?.cell);
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          d.down = false;
          if (d.moved > 4 || e.button !== 0 || e.currentTarget.closest('[data-drawing="true"]')) return;
          // A click or a tap: the cell it means (a destination marker first, the next man behind on a second click
          // on the same spot), as the board controller's `activate`.
          const p = pickAt(e.clientX, e.clientY, lastPick.current);
          lastPick.current = p;
          if (p) handlers.current.onCellClick?.(p.cell);
        }}
      >
        <Canvas
          key={generation}
          onCreated={onCreated}
          frameloop="demand"
          gl={{ preserveDrawingBuffer: true, antialias: !soft }}
          dpr={soft ? 1 : [1, 2]}
          performance={{ current: 1, min: soft ? MOVING_DPR : 1, max: 1, debounce: 250 }}
          camera={{ fov: FOV, near: 0.05, far: 500 }}
        >
          <color attach="background" args={[BACKGROUND]} />
          <FrameCounter probe={probe} selected={selected} />
          {soft && <AdaptiveDpr base={1} />}
          <hemisphereLight args={['#ffffff', '#8a7a5a', 1.6]} />
          <directionalLight position={[4, 12, 7]} intensity={1.7} />
          <directionalLight position={[-6, 5, -8]} intensity={0.5} />
          <BoardContent
            view={view}
            cells={cells}
            model={model}
            props={props}
            marks={marks}
            spread={spread}
            hidden={hidden}
            faded={faded}
            focus={focus}
            cellAt={cellAt}
            labels={{ edges, levels: levelNames, name: nameLabel }}
            onHover={hover}
            onDrawn={drawn}
          />
          <CameraRig framing={framing} flipped={flipped} apiRef={rig} initial={props.camera} onOrbit={props.onOrbit} />
        </Canvas>
        {!ready && <div className={css.cover}>{fallback}</div>}
        {lost && (
          <div className={css.cover} data-board3d-note="lost">
            {fallback}
            <p className={css.lost} role="status">
              The 3-D view lost its graphics context.{' '}
              <button
                type="button"
                onClick={() => {
                  setLost(false);
                  setReady(false);
                  setGeneration((g) => g + 1);
                }}
              >
                Restart 3-D view
              </button>
            </p>
          </div>
        )}
      </div>
      {/* The hovered leap in words, under the picture (never over the board), one line kept for it. */}
      <p className={css.leapWords} data-leap-words="">
        {leapWords}
      </p>
      <Toolbar
        sideNames={view.sideNames}
        levelCount={view.levels}
        levels={prism && (!props.levels || props.onLevels) ? levels : undefined}
        onLevels={props.onLevels ?? setOwnLevels}
        onPreset={(n) => {
          rig.current?.preset(n);
          props.onCamera?.(n);
        }}
        onReset={() => {
          rig.current?.reset();
          props.onCamera?.(undefined);
        }}
      />
    </div>
  );
}
