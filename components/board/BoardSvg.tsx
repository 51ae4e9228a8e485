/**
 * The 2-D board: an SVG drawn from the engine's board view (cell `xy` and `layout`), scaled by its viewBox.
 * Flat-top hexes (Gliński, Full House), pointy-top hexes (Peanut, Panoply, Lengthleaper), squares (King and
 * Queen); a prism is drawn as its levels stacked in a tower, or one level as a flat map (`level`).
 * No hooks and no 'use client': it renders at build time in a server component and on the client alike. The
 * layers that a selection does not change (cells, regions, labels, men, hit areas) are memoised, and the geometry is
 * computed once per board view, so a click re-renders only the marks.
 */
import { memo } from 'react';
import type { BoardView, CellView, PieceView } from '@/engine';
import type { BoardDisplayProps } from './core/types';
import { boardGeometry, pointsOf, type BoardGeom } from './core/geometry';
import { BarricadePlank, PieceToken } from './PieceToken';
import { Arrows, CaptureMarks, CellMarks, DestMarks, FocusRing, MovePath, StarMarks } from './svgMarks';
import { TakeLines, TakenMarks } from './takenMarks';
import { Cells as CellsLayer, Defs as DefsLayer, Labels as LabelsLayer, Regions as RegionsLayer } from './svgLayers';
import { AnnotationLayer } from './svgAnnotations';
import { LeapLabel } from './svgLeap';
import { boardModel, tinted } from './core/model';
import { paintOf } from '@/components/pieces/palette';

interface BoardSvgProps extends BoardDisplayProps {
  /** The cell with keyboard focus (drawn with a focus ring). */
  readonly focusCell?: string;
  /** A man being dragged, drawn at (x, y) in the SVG's units instead of on its cell. */
  readonly drag?: { readonly cell: string; readonly x: number; readonly y: number };
  /** Draw this level only, as a flat map (prism boards). */
  readonly level?: number;
  /** Leave out the coordinate labels. */
  readonly noLabels?: boolean;
  /** The picture's accessible name (default: the variant's title and whose turn it is). */
  readonly label?: string;
  /** Leave out the click and hover targets (a static picture: the piece gallery). */
  readonly noHitLayer?: boolean;
  /** Hide the picture from assistive technology (when a cell list beside it describes the board). */
  readonly decorative?: boolean;
  readonly className?: string;
}

const Defs = memo(DefsLayer);
const Cells = memo(CellsLayer);
const Regions = memo(RegionsLayer);
const Labels = memo(LabelsLayer);

/** The men, back to front, two-cell men as one plank with a symbol on each cell. */
const Men = memo(function Men({
  g,
  pieces,
  sideNames,
  drag,
}: {
  g: BoardGeom;
  pieces: readonly PieceView[];
  /** The sides' names: King and Queen's Blue and Red men are drawn blue and red (palette.ts `paintOf`). */
  sideNames: BoardView['sideNames'];
  drag?: BoardSvgProps['drag'];
}) {
  const size = g.manR * 2;
  const shown = pieces
    .filter((p) => g.byName.has(p.cell))
    .sort((a, b) => g.byName.get(a.cell)!.y - g.byName.get(b.cell)!.y);
  const dragged = new Set(
    drag ? [drag.cell, ...shown.filter((p) => p.cell === drag.cell && p.other).map((p) => p.other!)] : [],
  );
  const planks = shown.filter((p) => p.other && p.cell < p.other && g.byName.has(p.other));
  return (
    <g data-men="">
      {planks.map((p) => {
        const a = g.byName.get(p.cell)!;
        const b = g.byName.get(p.other!)!;
        return (
          <BarricadePlank
            key={`x${p.cell}`}
            a={[a.x, a.y]}
            b={[b.x, b.y]}
            size={size}
            side={paintOf(p.color, sideNames)}
          />
        );
      })}
      {shown.map((p) => {
        const c = g.byName.get(p.cell)!;
        const lift = g.mode === 'tower' ? g.manR * 0.45 : 0;
        return (
          <PieceToken
            key={p.cell}
            kind={p.kind}
            letter={p.letter}
            side={paintOf(p.color, sideNames)}
            x={c.x}
            y={c.y - lift}
            size={size}
            opacity={dragged.has(p.cell) ? 0.3 : undefined}
          />
        );
      })}
    </g>
  );
});

/** Transparent hit areas (cell and, on a tower, the man standing up from it), front-most last. */
const HitLayer = memo(function HitLayer({
  g,
  pieces,
  onCellClick,
  onCellHover,
}: { g: BoardGeom; pieces: readonly PieceView[] } & Pick<BoardDisplayProps, 'onCellClick' | 'onCellHover'>) {
  const occupied = new Set(pieces.map((p) => p.cell));
  const order = [...g.cells].sort((a, b) => a.y - b.y);
  return (
    <g fill="transparent" data-hit="">
      {order.map((c) => (
        <g
          key={c.name}
          data-c={c.name}
          onClick={onCellClick && (() => onCellClick(c.name))}
          onPointerEnter={onCellHover && (() => onCellHover(c.name))}
          onPointerLeave={onCellHover && (() => onCellHover(undefined))}
        >
          <title>{c.name}</title>
          <polygon points={pointsOf(c)} />
          {g.mode === 'tower' && occupied.has(c.name) && <circle cx={c.x} cy={c.y - g.manR * 0.45} r={g.manR} />}
        </g>
      ))}
    </g>
  );
});

/** The geometry BoardSvg draws with (its `box` is the viewBox): for a page that sizes a picture of it. */
export function svgGeometry(props: Pick<BoardSvgProps, 'view' | 'flipped' | 'level' | 'noLabels'>): BoardGeom {
  const tower = props.view.levels > 1 && props.level === undefined;
  const key = `${props.flipped ? 1 : 0}|${props.level ?? ''}|${props.noLabels ? 1 : 0}|${props.view.layout}`;
  let byKey = geometries.get(props.view.cells);
  if (!byKey) geometries.set(props.view.cells, (byKey = new Map()));
  let g = byKey.get(key);
  if (!g)
    byKey.set(
      key,
      (g = boardGeometry(props.view, {
        flipped: props.flipped,
        level: props.level,
        mode: 'tower',
        margin: tower ? 1.05 : props.noLabels ? 0.25 : 0.75,
      })),
    );
  return g;
}
/** Geometries by the view's cells (one array per board view) and the drawing options. */
const geometries = new WeakMap<readonly CellView[], Map<string, BoardGeom>>();

/** Draws a board view with its selection, legal moves, path, marks, arrows and focus. */
export default function BoardSvg(props: BoardSvgProps) {
  const { view, selected, flipped, level, drag } = props;
  const g = svgGeometry(props);
  const id = `bd-${view.variant}-${level ?? 'all'}${flipped ? '-f' : ''}`;
  const model = props.model ?? boardModel(view, props);
  const turn = view.sideNames[view.turn];
  const name = props.label ?? `${view.title} board${level === undefined ? '' : `, level ${level}`}, ${turn} to move`;
  const interactive = !!props.onCellClick;
  return (
    <svg
      viewBox={`${g.box.x} ${g.box.y} ${g.box.w} ${g.box.h}`}
      width="100%"
      className={props.className}
      role={props.decorative ? undefined : 'img'}
      aria-label={props.decorative ? undefined : name}
      aria-hidden={props.decorative ? true : undefined}
      data-board-svg={view.variant}
      data-layout={view.layout}
      data-flipped={flipped ? 'true' : undefined}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      style={{
        touchAction: interactive ? 'none' : undefined,
        cursor: interactive ? 'pointer' : undefined,
        userSelect: 'none',
      }}
    >
      <Defs id={id} />
      <Cells g={g} />
      <Regions g={g} view={view} id={id} />
      <CellMarks
        g={g}
        id={id}
        lastMove={tinted(model, 'last')}
        highlights={tinted(model, 'highlight')}
        flagged={tinted(model, 'flagged')}
        check={view.check}
        selected={model.selectedCells}
        hovered={model.hovered}
      />
      {!props.noLabels && <Labels g={g} levels={view.levels} level={level} />}
      <MovePath g={g} from={selected} moves={model.hoveredMoves} />
      <Men g={g} pieces={view.pieces} sideNames={view.sideNames} drag={drag} />
      <StarMarks g={g} cells={model.cells} />
      <DestMarks g={g} cells={model.cells} />
      <CaptureMarks g={g} cells={model.captured} />
      <TakeLines g={g} takes={model.takes} />
      <Arrows g={g} id={id} arrows={model.arrows} />
      <TakenMarks g={g} cells={model.taken} />
      <AnnotationLayer g={g} id={id} annotations={props.annotations} preview={props.annotationPreview} />
      <LeapLabel g={g} leap={model.hoveredLeap} />
      <FocusRing g={g} cell={props.focusCell} />
      {!props.noHitLayer && (
        <HitLayer g={g} pieces={view.pieces} onCellClick={props.onCellClick} onCellHover={props.onCellHover} />
      )}
      {drag && <DragGhost view={view} drag={drag} size={g.manR * 2.2} />}
    </svg>
  );
}

/** The dragged man under the pointer. */
function DragGhost({
  view,
  drag,
  size,
}: {
  view: Pick<BoardView, 'pieces' | 'sideNames'>;
  drag: NonNullable<BoardSvgProps['drag']>;
  size: number;
}) {
  const man = view.pieces.find((p) => p.cell === drag.cell);
  if (!man) return null;
  return (
    <PieceToken
      kind={man.kind}
      letter={man.letter}
      side={paintOf(man.color, view.sideNames)}
      x={drag.x}
      y={drag.y}
      size={size}
      opacity={0.92}
    />
  );
}
