/**
 * The board model: one pure function from the engine's board view and the board's UI state (selection, hover or
 * keyboard focus, last move, marks, annotations, shown levels) to what every cell shows. The 2-D SVG, the 3-D
 * scene, the level maps and the accessible cell list draw this model and work out nothing on their own, so they
 * cannot disagree. In the spirit of chessground: the board knows no rules; every move comes from the engine's view.
 * Pure, no React.
 */
import type { BoardView, MoveView, PieceView } from '@/engine';
import type { Annotations, Arrow } from './annotations';
import { cellLabel } from './labels';
import { gridOf, type Leap, moveLeap } from './leap';
import { type Direction, levelNeighbour, neighbourInDirection } from './neighbours';
import { cellsOfMan, isCapture, movesByTarget } from './targets';

/** What the board shows besides the position: everything a page or a display passes in. */
interface BoardUi {
  /** The selected cell (or `@L` hand piece): its man's moves come from `view.moves`. */
  readonly selected?: string;
  /** The cell under the pointer or the keyboard focus: when it is a destination, its path is drawn. */
  readonly hovered?: string;
  /** The cell holding the keyboard focus (drawn with a ring when the cell list has the focus). */
  readonly focus?: string;
  readonly flipped?: boolean;
  /** The last move's cells. */
  readonly lastMove?: readonly string[];
  /** Cells marked by a lesson, a puzzle hint or a teacher. */
  readonly highlights?: readonly string[];
  /** Cells an explanation points at. */
  readonly flagged?: readonly string[];
  /** Arrows a lesson draws. */
  readonly arrows?: readonly (readonly [string, string])[];
  /** A teacher's arrows and marked cells, and the arrow being drawn. */
  readonly annotations?: Annotations;
  readonly annotationPreview?: Arrow;
  /** Levels not drawn (a prism showing one level alone). */
  readonly hiddenLevels?: ReadonlySet<number>;
  /** Cells a practice exercise asks the mover to reach (components/learn/), each drawn with a star. */
  readonly stars?: readonly string[];
}

/** A legal destination of the selected man: a quiet move, a capture, or a capture without moving. */
type DestKind = 'move' | 'capture' | 'stay';

/** A cell's tints, in drawing order (later ones on top). */
export type Tint = 'last' | 'highlight' | 'flagged' | 'check' | 'selected' | 'hovered';

/** What one cell shows. */
export interface CellModel {
  readonly name: string;
  readonly level: number;
  readonly xy: readonly [number, number];
  readonly shade: number;
  /** The man on it (a two-cell man is on both of its cells). */
  readonly man?: PieceView;
  /** Its accessible name: "e3, white knight". */
  readonly label: string;
  readonly tints: readonly Tint[];
  /** When the selected man can be played by a click here: how. */
  readonly dest?: DestKind;
  /** The moves a click here plays (several: promotions or two-cell landings to choose from). */
  readonly moves: readonly MoveView[];
  /** The hovered move passes over it. */
  readonly onPath: boolean;
  /** The hovered move takes the man on it. */
  readonly captured: boolean;
  /** A capture of the selected man drawn on the board takes the man on it (`data-taken`, docs/CONVENTIONS.md §7). */
  readonly taken: boolean;
  /** Not drawn (its level is hidden). */
  readonly hidden: boolean;
  /** A star of a practice exercise stands on it. */
  readonly star: boolean;
}

/** Keyboard directions over the board; `levelUp` / `levelDown` on a prism. */
type KeyDirection = Direction | 'levelUp' | 'levelDown';

/** What the whole board shows. */
export interface BoardModel {
  readonly view: BoardView;
  readonly cells: readonly CellModel[];
  readonly byName: ReadonlyMap<string, CellModel>;
  /** The cells the selected man stands on (two for a man on two cells). */
  readonly selectedCells: readonly string[];
  /** The selected man stands on two cells (its destinations are two-cell landings). */
  readonly twoCell: boolean;
  /** The cells that play a move of the selected man, in board order, and the moves each plays. */
  readonly targets: ReadonlyMap<string, readonly MoveView[]>;
  /** The hovered cell when it is a destination, and the moves it plays. */
  readonly hovered?: string;
  readonly hoveredMoves: readonly MoveView[];
  /** The hovered move's path (cells passed) and the men it takes. */
  readonly path: readonly string[];
  readonly captured: readonly string[];
  /** The men the selected man's captures take, in board order: each marked as taken. */
  readonly taken: readonly string[];
  /**
   * For each drawn arrow that is a capture taking a man off its landing cell (a withdrawal, a Catapult's leap, a
   * Panoply Pawn's jump): the arrow's start and each man it takes, so the picture says what the move takes.
   */
  readonly takes: readonly (readonly [string, string])[];
  /** Single leaps of the selected man (leap.ts: a leap atom's move that does not join touching cells): from, to. */
  readonly leaps: readonly (readonly [string, string])[];
  /** The hovered destination's leap (or a rider's leaps), explained in leap.ts. */
  readonly hoveredLeap?: Leap;
  readonly arrows: readonly (readonly [string, string])[];
  readonly ui: BoardUi;
  /** The cell next to `from` in a direction of the keys, as the board is seen; undefined at the edge. */
  neighbour(from: string, dir: KeyDirection): string | undefined;
}

/** Returns the destination kind of a cell from the moves that a click on it plays. */
function destKind(moves: readonly MoveView[]): DestKind | undefined {
  if (!moves.length) return undefined;
  if (!moves.some(isCapture)) return 'move';
  return moves.every((m) => m.kind === 'stay') ? 'stay' : 'capture';
}

/** The levels a prism hides when it shows one level alone (`solo`) or some of them (`shown`); none on a flat board. */
export function hiddenLevelsOf(
  levelCount: number,
  shown: { readonly solo?: number; readonly shown?: readonly number[] } | undefined,
): ReadonlySet<number> {
  const out = new Set<number>();
  const on = shown?.solo !== undefined ? [shown.solo] : shown?.shown;
  if (levelCount > 1 && on) for (let l = 0; l < levelCount; l++) if (!on.includes(l)) out.add(l);
  return out;
}

/**
 * Returns the board model of `view` with `ui`, computed afresh: a playable board builds it once per change and hands
 * the same model to its picture, its level maps, its 3-D scene and its one cell list.
 */
export function boardModel(view: BoardView, ui: BoardUi = {}): BoardModel {
  const targets = movesByTarget(view, ui.selected);
  const selectedCells = ui.selected?.startsWith('@') ? [] : cellsOfMan(view, ui.selected);
  const hoveredMoves = (ui.hovered && targets.get(ui.hovered)) || [];
  const hovered = hoveredMoves.length ? ui.hovered : undefined;
  const path = [...new Set(hoveredMoves.flatMap((m) => m.path))];
  const captured = [...new Set(hoveredMoves.flatMap((m) => m.captures))];
  const men = new Map<string, PieceView>();
  for (const p of view.pieces) men.set(p.cell, p);
  const sets: [Tint, ReadonlySet<string>][] = [
    ['last', new Set(ui.lastMove ?? [])],
    ['highlight', new Set(ui.highlights ?? [])],
    ['flagged', new Set(ui.flagged ?? [])],
    ['check', new Set(view.check ? [view.check] : [])],
    ['selected', new Set(selectedCells)],
    ['hovered', new Set(hovered ? [hovered] : [])],
  ];
  const onPath = new Set(path);
  const stars = new Set(ui.stars ?? []);
  const hoveredTaken = new Set(captured);
  const selectedMoves = ui.selected ? [...targets.values()].flat() : [];
  const takenSet = new Set(selectedMoves.flatMap((m) => m.captures));
  const cells = view.cells.map<CellModel>((c) => {
    const man = men.get(c.name);
    const moves = targets.get(c.name) ?? [];
    return {
      name: c.name,
      level: c.level,
      xy: c.xy,
      shade: c.shade,
      man,
      label: stars.has(c.name) ? `${cellLabel(view, c.name, man)}, star` : cellLabel(view, c.name, man),
      tints: sets.filter(([, s]) => s.has(c.name)).map(([t]) => t),
      dest: destKind(moves),
      moves,
      onPath: onPath.has(c.name),
      captured: hoveredTaken.has(c.name),
      taken: takenSet.has(c.name),
      hidden: !!ui.hiddenLevels?.has(c.level),
      star: stars.has(c.name),
    };
  });
  const byName = new Map(cells.map((c) => [c.name, c] as const));
  // Order the targets as the board lists its cells, so every display walks them alike.
  const ordered = new Map(cells.filter((c) => c.dest).map((c) => [c.name, c.moves] as const));
  const from = ui.selected ? byName.get(ui.selected) : undefined;
  const grid = gridOf(view.layout);
  const leapOf = (moves: readonly MoveView[]) =>
    from ? moves.map((m) => moveLeap(byName, from.name, m, grid)).find((l) => l) : undefined;
  const leaps: (readonly [string, string])[] = [];
  for (const moves of ordered.values()) {
    const l = leapOf(moves);
    if (l?.count === 1) leaps.push([l.from, l.to]);
  }
  const hoveredLeap = leapOf(hoveredMoves);
  return {
    view,
    cells,
    byName,
    selectedCells,
    twoCell: selectedCells.length > 1,
    targets: ordered,
    hovered,
    hoveredMoves,
    path,
    captured,
    taken: cells.filter((c) => c.taken).map((c) => c.name),
    takes: arrowTakes(view, ui.arrows ?? []),
    leaps,
    ...(hoveredLeap ? { hoveredLeap } : {}),
    arrows: ui.arrows ?? [],
    ui,
    neighbour(cell, dir) {
      if (dir === 'levelUp' || dir === 'levelDown') return levelNeighbour(view.cells, cell, dir === 'levelUp' ? 1 : -1);
      return neighbourInDirection(view.cells, cell, dir, ui.flipped, view.layout);
    },
  };
}

/** The men taken off their landing cells by the drawn arrows that are captures: [arrow's start, man taken]. */
function arrowTakes(view: BoardView, arrows: readonly (readonly [string, string])[]): [string, string][] {
  const out: [string, string][] = [];
  for (const [from, to] of arrows) {
    const move = view.moves.get(from)?.find((m) => m.land.includes(to) && m.captures.length > 0);
    for (const c of move?.captures ?? []) if (!move!.land.includes(c)) out.push([from, c]);
  }
  return out;
}

/** Returns the destination cells of the selected man, in board order (what `data-dest` marks). */
export const destinations = (m: BoardModel): string[] => [...m.targets.keys()];

/** Returns the cells carrying a tint, in board order. */
export const tinted = (m: BoardModel, t: Tint): string[] =>
  m.cells.filter((c) => c.tints.includes(t)).map((c) => c.name);
