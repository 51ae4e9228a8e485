'use client';
/**
 * One WebGL canvas for the whole page (issue #29). Every 3-D board is a drei `View`: a box in the page that the one
 * canvas, fixed over the window and letting the pointer through, draws into with a scissor. So any number of 3-D
 * diagrams is live at once on one context, no board waits for another's, and the shared geometries and materials
 * only ever know one renderer.
 *
 * The canvas lives in a React root of its own, made when the first board asks for it and kept for the page's life
 * (a board that closes leaves nothing behind in it). Its state (a lost context, a failed start) is a tiny store the
 * boards read.
 */
import { Component, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { AdaptiveDpr, View } from '@react-three/drei';
import css from './board3d.module.css';

/** What the boards need to know of the canvas. */
export interface CanvasState {
  /** The context is lost (a GPU reset): the boards show their 2-D pictures and offer a restart. */
  readonly lost: boolean;
  /** The canvas could not start (WebGL refused): the boards show their 2-D pictures for good. */
  readonly failed: boolean;
}

let state: CanvasState = { lost: false, failed: false };
let generation = 0;
const listeners = new Set<() => void>();
function update(next: Partial<CanvasState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}
function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The pixel ratio while the camera turns with software WebGL (a 0.36 share of the pixels). */
const MOVING_DPR = 0.6;

let software: boolean | undefined;
/** Whether WebGL runs in software (SwiftShader, llvmpipe): then the canvas draws without multisampling and at one
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
    // No WebGL here: the boards show their pictures.
  }
  return software;
}

/** Clears the whole canvas before the views draw (a view that moved leaves nothing where it was). */
function ClearFrame() {
  useFrame(({ gl }) => {
    gl.setScissorTest(false);
    gl.setClearColor(0x000000, 0);
    gl.clear(true, true, true);
  }, 0);
  return null;
}

/**
 * Draws again whenever the boards may have moved on screen: a scroll (of the page or of any box), a resize, a change
 * of the page's shape, a flag on the root element (presenter mode, a theme). Not at every element added or removed
 * (a lesson hydrating its boards adds thousands): those that move a board change the body's size.
 */
function FollowPage() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const redraw = () => invalidate();
    window.addEventListener('scroll', redraw, { capture: true, passive: true });
    window.addEventListener('resize', redraw);
    const shape = new ResizeObserver(redraw);
    shape.observe(document.body);
    const flags = new MutationObserver(redraw);
    flags.observe(document.documentElement, { attributes: true });
    return () => {
      window.removeEventListener('scroll', redraw, { capture: true });
      window.removeEventListener('resize', redraw);
      shape.disconnect();
      flags.disconnect();
    };
  }, [invalidate]);
  return null;
}

/** Marks the canvas failed if it throws (then every board keeps its 2-D picture). */
class CanvasBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    update({ failed: true });
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The canvas and the port its views draw through. */
function Host() {
  const [soft] = useState(softwareGL);
  const key = useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  );
  return (
    <CanvasBoundary key={key}>
      <Canvas
        style={{ pointerEvents: 'none' }}
        onCreated={({ gl }) => {
          gl.domElement.addEventListener('webglcontextlost', (e) => {
            e.preventDefault();
            update({ lost: true });
          });
          gl.domElement.addEventListener('webglcontextrestored', () => update({ lost: false }));
        }}
        frameloop="demand"
        gl={{ preserveDrawingBuffer: true, antialias: !soft, alpha: true }}
        dpr={soft ? 1 : [1, 2]}
        performance={{ current: 1, min: soft ? MOVING_DPR : 1, max: 1, debounce: 250 }}
      >
        <ClearFrame />
        <FollowPage />
        <AdaptiveDpr />
        <View.Port />
      </Canvas>
    </CanvasBoundary>
  );
}

let root: Root | undefined;
/** Makes the page's canvas, once. */
function ensureCanvas() {
  if (root) return;
  const el = document.createElement('div');
  el.className = css.sharedCanvas!;
  el.dataset.board3dCanvas = '';
  el.setAttribute('aria-hidden', 'true');
  document.body.appendChild(el);
  root = createRoot(el);
  root.render(<Host />);
}

/** A new context after a loss the browser did not repair ("Restart 3-D view"): every board's view draws again. */
function restart() {
  generation++;
  update({ lost: false, failed: false });
}

/** The page's canvas, made on a board's first use: its state, and the restart. */
export function useSharedCanvas(): CanvasState & { restart(): void } {
  useEffect(ensureCanvas, []);
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { ...s, restart };
}
