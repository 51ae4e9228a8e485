'use client';
/**
 * The lazily loaded 3-D view of a board. three, react-three-fiber and drei load only after hydration, through
 * next/dynamic with ssr: false, so they are not in a page's first-load JavaScript. Until the scene has drawn —
 * and for good when WebGL is missing or the scene fails — it shows `fallback` (the same-size 2-D picture).
 */
import dynamic from 'next/dynamic';
import {
  Component,
  createContext,
  memo,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { BoardDisplayProps, LevelOptions } from '@/components/board/core/types';
import type { CameraView, Orbit, PresetName } from './layout3d';
import css from './board3d.module.css';

export interface Board3DProps extends BoardDisplayProps {
  /** The 2-D picture shown while the 3-D code loads and when WebGL is missing. */
  readonly fallback: ReactNode;
  /**
   * Prism controls (Lengthleaper); ignored on flat boards. When left out, the board shows its own; with `onLevels`
   * too, the board shows controls for these and reports each change.
   */
  readonly levels?: LevelOptions;
  onLevels?(l: LevelOptions): void;
  /** Width / height of the picture (default 4 / 3); the fallback is centred in the same box. */
  readonly aspect?: number;
  /** The cell the page's cell list has the keyboard focus on: the scene outlines it and shows its level. */
  readonly focus?: string;
  /** Called once the scene has drawn its first frame. */
  onReady?(): void;
  /** Called when the scene closes: the page's 2-D picture and cell list are back. */
  onGone?(): void;
  /** The camera preset or free orbit to start from (default: the side at the bottom's view). */
  readonly camera?: CameraView;
  /** Called when the viewer leaves the camera at a free orbit (by dragging, zooming). */
  onOrbit?(o: Orbit): void;
  /**
   * Selects a man without activating his cell (a second click on the same spot reaching the man behind: pick.ts); the
   * board falls back to `onCellClick` without it.
   */
  onCellSelect?(cell: string): void;
  /** Escape on the picture: drop the selection. */
  onEscape?(): void;
  /**
   * What the mouse wheel does over the picture: `zoom` (a page where the board is the app: explore, play) or, by
   * default, scroll the page, zooming only with Ctrl or ⌘ held (or a pinch), and say so once.
   */
  readonly wheel?: 'zoom' | 'scroll';
  /** Called when a camera preset is chosen (undefined: Reset view, back to the default). */
  onCamera?(name: PresetName | undefined): void;
}

const FallbackContext = createContext<ReactNode>(null);

/** The fallback in the box the scene will occupy. */
function FallbackBox() {
  return (
    <div className={css.fallbackBox} data-board3d-fallback-box="">
      {useContext(FallbackContext)}
    </div>
  );
}

const Scene = dynamic(() => import('./Board3DScene'), { ssr: false, loading: FallbackBox });

let probed: boolean | undefined;

/** Tries once per page whether WebGL works, and gives the test context straight back. */
function probeWebGL(): boolean {
  if (probed !== undefined) return probed;
  try {
    const c = document.createElement('canvas');
    const gl = c.getContext('webgl2') ?? c.getContext('webgl');
    probed = !!gl;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = false;
  }
  return probed;
}

/** Returns whether this browser can create a WebGL context (undefined before the first effect). */
function useWebGL(): boolean | undefined {
  const [ok, setOk] = useState<boolean | undefined>(probed);
  useEffect(() => setOk(probeWebGL()), []);
  return ok;
}

/** Shows the fallback with a polite note if the scene throws (a lost or refused WebGL context). */
class SceneBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <NoWebGL fallback={this.props.fallback} /> : this.props.children;
  }
}

/** The 2-D picture and the one-line note. */
function NoWebGL({ fallback }: { fallback: ReactNode }) {
  return (
    <div data-board3d-fallback="true">
      <div className={css.fallbackBox} data-board3d-fallback-box="">
        {fallback}
      </div>
      <p className={css.note} role="status">
        3-D view needs WebGL; showing the 2-D board.
      </p>
    </div>
  );
}

/**
 * Renders the 3-D board, or the fallback until it can. Memoised: the board's later render of its level maps and cell
 * list (PlayableBoard) must not draw the scene a second time.
 */
export default memo(function Board3DLazy(props: Board3DProps) {
  const gl = useWebGL();
  const style = { '--board3d-aspect': String(props.aspect ?? 4 / 3) } as CSSProperties;
  return (
    <div style={style}>
      {gl === false ? (
        <NoWebGL fallback={props.fallback} />
      ) : gl === undefined ? (
        <FallbackBox0 fallback={props.fallback} />
      ) : (
        <SceneBoundary fallback={props.fallback}>
          <FallbackContext.Provider value={props.fallback}>
            <Scene {...props} />
          </FallbackContext.Provider>
        </SceneBoundary>
      )}
    </div>
  );
});

/** The fallback before the WebGL check has run (also what the static HTML holds). */
function FallbackBox0({ fallback }: { fallback: ReactNode }) {
  return (
    <div className={css.fallbackBox} data-board3d-fallback-box="">
      {fallback}
    </div>
  );
}
