'use client';
/**
 * The playable board of the explore page, lesson diagrams, puzzles and play: the 2-D SVG (click or drag to move)
 * or the lazily loaded 3-D view with the SVG as its fallback, Lengthleaper's level maps, and the accessible cell
 * list, all drawing one board model (model.ts). Sets `data-board-ready` on its root once the position is drawn, and
 * `data-board-position`: the position as it stands, moves included (docs/CONVENTIONS.md §7).
 */
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { BoardView } from '@/engine';
import BoardSvg from '@/components/board/BoardSvg';
import { hiddenLevelsOf } from '@/components/board/core/model';
import { useBoardDisplay } from './useBoardDisplay';
import { leapSentence } from '@/components/board/core/leap';
import CellList, { defaultFocus } from '@/components/board/CellList';
import LevelMaps from '@/components/board/LevelMaps';
import type { LevelOptions } from '@/components/board/core/types';
import { cellsOfMan } from '@/components/board/core/targets';
import { useBoardDrag } from '@/components/board/useBoardDrag';
import Board3DLazy from '@/components/board3d/Board3DLazy';
import type { CameraView } from '@/components/board3d/layout3d';
import { AnnotationList, AnnotationTools } from '@/components/board/AnnotationTools';
import { withAnnotations, type AnnotationsState } from '@/components/board/useAnnotations';
import { usePrinting } from '@/components/classroom/usePrinting';
import BoardToolbar from './BoardToolbar';
import { DEFAULT_LEVELS, useDisplaySetters } from './useDisplaySetters';
import ChoicePicker from './ChoicePicker';
import type { BoardHandle } from './useBoard';
import styles from './playable.module.css';

interface PlayableBoardProps {
  /** The playable board's state (the explore page's or a lesson diagram's). */
  readonly st: BoardHandle & { readonly ready: boolean };
  /** Cells and arrows a lesson marks (shown until the first move). */
  readonly highlights?: readonly string[];
  readonly arrows?: readonly (readonly [string, string])[];
  /** A practice exercise's star cells (drawn in 2-D: a board with stars offers no 3-D view). */
  readonly stars?: readonly string[];
  /** The view shown first. */
  readonly initialMode?: '2d' | '3d';
  /** Extra controls at the end of the tool bar (a lesson's Reset button). */
  readonly extraControls?: ReactNode;
  /** The board root's class (the explore page's by default). */
  readonly className?: string;
  /** Start with the board turned (a puzzle for the second player is seen from its side). */
  readonly initialFlipped?: boolean;
  /** Controlled flip (the play page turns the board for the side the player takes); internal when left out. */
  readonly flipped?: boolean;
  onFlip?(): void;
  /** The view, side at the bottom and camera preset, when the page holds them (the explore page's address). */
  readonly display?: BoardDisplay;
  onDisplay?(d: BoardDisplay): void;
  /** A teacher's annotations (useAnnotations): drawn with the right button, or in Draw mode. */
  readonly annotations?: AnnotationsState;
  /** What stands for each level map while the board first appears (a lesson's picture of it; the maps follow). */
  readonly levelPlaceholder?: (level: number) => ReactNode;
  /** Where the hovered or focused leap is told in words (the explore page's move panel; else under the picture). */
  onLeapWords?(words: string | undefined): void;
  /** What the mouse wheel does over the 3-D picture (Board3DLazy's `wheel`): the page scrolls unless `zoom`. */
  readonly wheel?: 'zoom' | 'scroll';
}

/** What the viewer chose about the picture: 2-D or 3-D, flipped, the 3-D camera, the prism's level controls. */
export interface BoardDisplay {
  readonly mode: '2d' | '3d';
  readonly flipped: boolean;
  readonly camera?: CameraView;
  readonly levels?: LevelOptions;
}

/** Renders a playable board: the explore page's, or a lesson diagram's with its marks. */
export default function PlayableBoard({
  st,
  highlights,
  arrows,
  stars,
  initialMode = '2d',
  extraControls,
  className,
  annotations: ann,
  initialFlipped = false,
  ...props
}: PlayableBoardProps) {
  const { view, selected, preview } = st;
  const positionText = useMemo(() => st.game.position.toString(), [st.game]);
  const root = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState<BoardDisplay>({ mode: initialMode, flipped: initialFlipped });
  const held = props.display ?? own;
  const shown = props.flipped === undefined ? held : { ...held, flipped: props.flipped };
  // Printed, a 3-D board is its 2-D picture (components/classroom/print.css).
  const printing = usePrinting();
  const { flipped } = shown;
  const mode = printing ? '2d' : shown.mode;
  const setDisplay = (d: BoardDisplay) => (props.onDisplay ? props.onDisplay(d) : setOwn(d));
  const levels: LevelOptions = shown.levels ?? DEFAULT_LEVELS;
  const { setLevels, setCamera, showLevel } = useDisplaySetters(shown, setDisplay);
  const [focus, setFocus] = useState<string>();
  const [listFocused, setListFocused] = useState(false);
  const [pointer, setPointer] = useState<string>();
  const [over, setOver] = useState<string>();
  const [sceneReady, setSceneReady] = useState(false);
  // How the last press on the picture or a level map came: a touch previews a destination before a second tap plays it.
  const pressedBy = useRef<string>('mouse');
  // A prism's level maps are about half of a lesson board's elements: drawn a moment after the main board.
  const [mapsDrawn, setMapsDrawn] = useState(!props.levelPlaceholder);
  useEffect(() => {
    if (!mapsDrawn) startTransition(() => setMapsDrawn(true));
  }, [mapsDrawn]);

  const dragging = useBoardDrag({
    canDrag: (c) => !ann?.drawMode && !st.outcome && view.pieces.some((p) => p.cell === c && p.color === view.turn),
    onStart: (c) => {
      if (!cellsOfMan(view, selected).includes(c)) st.select(c);
    },
    onOver: setOver,
    onDrop: (from, to) => {
      setOver(undefined);
      if (to) setFocus(to);
      st.drop(from, to);
    },
  });

  // One function from render to render (the board's hit areas are memoised), always acting on the latest state.
  const click = useRef<(cell: string, select?: boolean) => void>(undefined);
  click.current = (cell, select) => {
    if (dragging.justDragged.current || ann?.drawMode) return;
    setFocus(cell);
    if (select) st.select(cell);
    else st.activate(cell, pressedBy.current === 'touch' ? 'touch' : 'pointer');
  };
  const onCellClick = useCallback((cell: string) => click.current?.(cell), []);
  // The 3-D picture's click again on the same spot selects the man behind (pick.ts), activating no cell.
  const onCellSelect = useCallback((cell: string) => click.current?.(cell, true), []);
  // The cell with the list's tab stop on a board view; its ring is drawn while the keyboard is in the list.
  const focusOn = (v: BoardView) => (focus && v.cells.some((c) => c.name === focus) ? focus : defaultFocus(v));
  const ring = listFocused ? focusOn(view) : undefined;
  const hovered = over ?? preview ?? pointer ?? ring;
  const hiddenLevels = useMemo(
    () => hiddenLevelsOf(mode === '3d' ? view.levels : 1, levels),
    [mode, view.levels, levels],
  );
  // One model per change, drawn by the picture, the level maps, the 3-D scene and the cell list alike.
  const display = useBoardDisplay({
    st,
    hovered,
    flipped,
    highlights,
    arrows,
    stars,
    annotations: ann,
    hiddenLevels,
    onCellClick,
    onCellHover: setPointer,
  });
  const { model } = display;
  // The picture first: in 3-D, a click or a hover on the scene draws the scene at once, and the level maps and the
  // cell list (the same model) follow a moment later, in a render of their own that a new input may interrupt. While
  // the keyboard is in the cell list, the list is what the reader follows: it changes at once.
  const late = useDeferredValue(display);
  const forLists = mode === '3d' && !listFocused ? late : display;
  const focusCell = ring ?? focusOn(forLists.view);
  // The hovered, focused or tapped leap in words (leap.ts), for the move panel or the line under the picture.
  const leapWords = model.hoveredLeap && leapSentence(model.hoveredLeap);
  const { onLeapWords } = props;
  useEffect(() => onLeapWords?.(leapWords), [onLeapWords, leapWords]);
  const noteInput = (e: PointerEvent<HTMLDivElement>) => {
    pressedBy.current = e.pointerType;
  };
  const pointerHandlers = ann ? withAnnotations(ann, dragging.handlers) : dragging.handlers;
  // A prism: its tower beside its four level maps (two by two), in 2-D and in 3-D alike.
  const prism = view.levels > 1;
  // The level a small screen shows alone (LevelMaps' tabs): the focused cell's while the list has the focus, the
  // tab last chosen (the address's `levels` on the explore page), the selected man's, the first man's that can move.
  const levelOf = (cell?: string) => forLists.view.cells.find((c) => c.name === cell)?.level;
  const shownLevel = (listFocused ? levelOf(focusCell) : undefined) ?? levels.solo ?? levelOf(forLists.selected);
  const drag = dragging.drag ?? undefined;
  const svg = useMemo(
    () => <BoardSvg {...display} focusCell={ring} drag={drag} decorative className={styles.boardSvg} />,
    [display, ring, drag],
  );
  const onSceneReady = useCallback(() => setSceneReady(true), []);
  const onSceneGone = useCallback(() => setSceneReady(false), []);
  const listActivate = useRef<(cell: string) => void>(undefined);
  listActivate.current = (cell) => {
    setFocus(cell);
    if (ann?.drawMode) ann.keyActivate(cell);
    else st.activate(cell, 'key');
  };
  const onListActivate = useCallback((cell: string) => listActivate.current?.(cell), []);

  return (
    <div
      ref={root}
      className={className ?? styles.boardArea}
      data-board-root=""
      data-board-ready={st.ready ? 'true' : undefined}
      data-board-preview={preview}
      data-board-position={positionText}
      data-scene-ready={mode === '3d' && sceneReady ? 'true' : undefined}
      data-view={mode}
      data-variant={view.variant}
    >
      <BoardToolbar
        mode={mode}
        onMode={(m) => {
          setDisplay({ ...shown, mode: m });
          setSceneReady(false);
        }}
        flipped={flipped}
        onFlip={props.onFlip ?? (() => setDisplay({ ...shown, flipped: !flipped, camera: undefined }))}
        prism={view.levels}
        levels={levels}
        onLevels={setLevels}
        views={!stars}
      >
        {ann && <AnnotationTools ann={ann} />}
        {extraControls}
      </BoardToolbar>
      {st.choice && (
        <ChoicePicker view={view} choice={st.choice} onPick={(m) => st.choose(m.text)} onCancel={st.clear} />
      )}
      <div
        className={prism ? styles.prism : undefined}
        data-board-picture=""
        data-prism={view.levels > 1 ? '' : undefined}
        onPointerDownCapture={noteInput}
      >
        <div
          className={`${styles.picture} ${view.levels > 1 ? styles.tower : ''}`}
          {...pointerHandlers}
          data-drawing={ann?.drawMode ? 'true' : undefined}
        >
          {mode === '3d' ? (
            <Board3DLazy
              {...display}
              fallback={svg}
              aspect={prism ? 3 / 4 : undefined}
              levels={view.levels > 1 ? levels : undefined}
              focus={ring}
              onReady={onSceneReady}
              onGone={onSceneGone}
              camera={shown.camera}
              onCamera={setCamera}
              onOrbit={setCamera}
              onCellSelect={onCellSelect}
              onEscape={st.clear}
              wheel={props.wheel}
            />
          ) : (
            svg
          )}
        </div>
        <LevelMaps
          {...forLists}
          focusCell={ring}
          columns={prism ? 2 : 4}
          placeholder={mapsDrawn ? undefined : props.levelPlaceholder}
          shown={shownLevel ?? levelOf(focusCell)}
          onShow={showLevel}
        />
      </div>
      {!onLeapWords && mode === '2d' && (
        <p className={styles.leapLine} data-leap-words="" aria-live="polite">
          {leapWords}
        </p>
      )}
      <CellList
        model={forLists.model}
        focusCell={focusCell}
        disabled={!!st.choice}
        onFocusCell={setFocus}
        onActivate={onListActivate}
        onEscape={st.clear}
        onListFocus={setListFocused}
      />
      {ann && <AnnotationList ann={ann} />}
    </div>
  );
}
