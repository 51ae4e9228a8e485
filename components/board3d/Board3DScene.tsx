'use client';
/**
 * The 3-D board (loaded lazily by Board3DLazy): a view of the page's one WebGL canvas (sharedCanvas.tsx, drei's
 * View) drawn on demand, with the cells, men and marks of `view` and the camera rig (ViewScene.tsx); around it the
 * pointer's picking, the keyboard's orbit, the tool bar and the test hooks (testHooks.ts). Until its first frame is
 * drawn it keeps the page's 2-D picture in its place.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { View } from '@react-three/drei';
import type { LevelOptions } from '@/components/board/core/types';
import type { Board3DProps } from './Board3DLazy';
import type { RigApi } from './CameraRig';
import { boardModel, hiddenLevelsOf } from '@/components/board/core/model';
import type { HitsAt } from './PointerCell';
import { useScenePointer } from './useScenePointer';
import { useWheel } from './useWheel';
import { useFullscreen } from './useFullscreen';
import { leapSentence } from '@/components/board/core/leap';
import { boardBounds, DEFAULT_SPREAD, viewPoints, type Framing } from './layout3d';
import { destinationMarks } from './marks';
import { useSharedCanvas } from './sharedCanvas';
import { ViewBoundary, ViewScene, type FrameProbe } from './ViewScene';
import { useTestHooks } from './testHooks';
import { Toolbar } from './Toolbar';
import { fadedLevels } from './visibility';
import { edgeLabels3d, labelledLevel, levelLabels3d, nameLabel3d } from './labels3d';
import css from './board3d.module.css';

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
  const shared = useSharedCanvas();
  // The view's box on the page, and its size (the camera fits the board to it).
  const box = useRef<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      setSize((s) => (s.width === r.width && s.height === r.height ? s : { width: r.width, height: r.height }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const cellAt = useRef<HitsAt | null>(null);
  // Worked out once per board, not per move (a board's positions share one cell list): above all the framing.
  const { cells: cellList, layout, levels: levelCount } = view;
  const cells = useMemo(() => new Map(cellList.map((c) => [c.name, c] as const)), [cellList]);

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
  const shape = { cells: cellList, layout, levels: levelCount };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape is its three parts, listed
  const edges = useMemo(
    () => edgeLabels3d(shape, edgeLevel, spread, flipped),
    [cellList, layout, levelCount, edgeLevel, spread, flipped],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape is its three parts, listed
  const levelNames = useMemo(
    () => levelLabels3d(shape, spread, (l) => !hidden.has(l)),
    [cellList, levelCount, spread, hidden],
  );
  const named = cells.get(focus ?? pointed ?? '');
  const man = named && view.pieces.some((p) => p.cell === named.name);
  const nameLabel = named && !hidden.has(named.level) ? nameLabel3d(named, view.levels, spread, !!man) : undefined;
  // The camera frames the cells on show (one level alone, or all of them) and their men: the board gets the room
  // (the labels beside it may go to the edge of the picture from above).
  const framing = useMemo<Framing>(() => {
    const shown = cellList.filter((c) => !hidden.has(c.level));
    const points = viewPoints(shown, levelCount, spread);
    return { bounds: boardBounds(shown, levelCount, spread), points, prism };
  }, [cellList, levelCount, spread, prism, hidden]);
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
  const handlers = useRef({ onCellClick, onCellHover, onCellSelect: props.onCellSelect });
  handlers.current = { onCellClick, onCellHover, onCellSelect: props.onCellSelect };
  const hover = useCallback((cell: string | undefined) => {
    setPointed(cell);
    if (cell === lastHover.current) return;
    lastHover.current = cell;
    handlers.current.onCellHover?.(cell);
  }, []);
  const drawn = useCallback(() => {
    setReady(true);
    onReady?.();
  }, [onReady]);

  // When the board closes, the page's 2-D picture and cell list are back.
  const gone = useRef(props.onGone);
  gone.current = props.onGone;
  useEffect(() => () => gone.current?.(), []);
  // This board's objects failed to build (its view closed; the canvas and the other boards go on).
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const broken = failed || shared.failed;

  // The test hooks (testHooks.ts): window.__board3d (the last mounted board wins) and docs/CONVENTIONS.md §7.2's
  // hexploreProject on the root and the board's root.
  const probe = useRef<FrameProbe>({ frames: 0, selected: undefined }).current;
  const live = useRef({ view, cells, spread, ready, hidden, model, selected });
  live.current = { view, cells, spread, ready, hidden, model, selected };
  const root = useRef<HTMLDivElement>(null);
  // Clicks, taps and hovers on the picture (gesture.ts, pick.ts).
  const { hoverAt, ...pointer } = useScenePointer({ cellAt, rig, live, handlers, hover });
  useTestHooks(root, box, rig, live, probe, hoverAt);

  // The wheel scrolls the page over a board in a page of text; Ctrl or ⌘ zooms (useWheel.ts).
  const frame = useRef<HTMLDivElement>(null);
  const wheel = props.wheel ?? 'scroll';
  const wheelHint = useWheel(frame, wheel);
  // The full-screen control: the scene alone with its tool bar (useFullscreen.ts).
  const [full, toggleFull] = useFullscreen();

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Escape' && selected !== undefined && props.onEscape) {
      e.preventDefault();
      props.onEscape();
      return;
    }
    if (!rig.current) return;
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
      className={full ? `${css.root} ${css.full}` : css.root}
      data-full={full ? '' : undefined}
      data-view="3d"
      data-board-ready={ready ? 'true' : undefined}
      data-scene-ready={ready ? 'true' : undefined}
      data-board3d={view.variant}
      data-faded-levels={[...faded].sort().join('') || undefined}
      data-label-level={prism ? edgeLevel : undefined}
    >
      <div
        ref={frame}
        className={css.frame}
        data-board3d-frame=""
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
          const cell = cellAt.current?.(e.clientX, e.clientY)?.hits.find((h) => !h.seeThrough)?.cell;
          if (cell) e.currentTarget.dataset.c = cell;
          else delete e.currentTarget.dataset.c;
          hover(cell);
          if (!cell) return;
          rig.current?.enable(false);
          window.addEventListener('pointerup', () => rig.current?.enable(true), { once: true, capture: true });
        }}
        {...pointer}
      >
        <View ref={box} className={css.view} visible={ready && !shared.lost && !broken} data-board3d-view="">
          <ViewBoundary onFail={fail}>
            <ViewScene
              content={{
                view,
                cells,
                model,
                props,
                marks,
                spread,
                hidden,
                faded,
                focus,
                cellAt,
                labels: { edges, levels: levelNames, name: nameLabel },
                onHover: hover,
                onDrawn: drawn,
              }}
              probe={probe}
              selected={selected}
              ready={ready}
              box={box}
              size={size}
              framing={framing}
              flipped={flipped}
              rig={rig}
              camera={props.camera}
              onOrbit={props.onOrbit}
            />
          </ViewBoundary>
        </View>
        {(!ready || broken) && (
          <div className={css.cover} data-board3d-note={broken ? 'failed' : undefined}>
            {fallback}
            {broken && (
              <p className={css.lost} role="status">
                3-D view needs WebGL; showing the 2-D board.
              </p>
            )}
          </div>
        )}
        {wheelHint && (
          <p className={css.wheelHint} role="status" data-wheel-hint="">
            Ctrl + wheel to zoom
          </p>
        )}
        {shared.lost && !broken && (
          <div className={css.cover} data-board3d-note="lost">
            {fallback}
            <p className={css.lost} role="status">
              The 3-D view lost its graphics context.{' '}
              <button type="button" onClick={shared.restart}>
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
        wheel={wheel}
        full={full}
        onFull={toggleFull}
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
