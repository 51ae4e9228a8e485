/**
 * A lesson diagram's props read against the engine: the position to start from, the man to select, the marks
 * to draw, and every mistake in them by prop name. Used by `Diagram`, `PieceCard` and scripts/check-content.ts,
 * so what the checker accepts is exactly what the diagram draws. Pure, no React.
 */
import type { OutlineElement } from './outline';
import { boardView, componentDests, parsePosition, setupOptions, type BoardView, type Game } from '@/engine';

/** The string props of a `<Diagram>` (components/mdx/README.md). */
export interface DiagramProps {
  readonly variant: string;
  readonly position?: string;
  readonly select?: string;
  readonly highlight?: string;
  readonly arrows?: string;
  readonly moves?: string;
  readonly component?: string;
  readonly view?: string;
  readonly caption?: string;
  /** Free play: the moving side keeps the move and the game never ends (piece cards). */
  readonly free?: boolean;
}

/** A `<Diagram>`'s props as its outline reads them, as MDX passes them (a bare `free` is true; an expression prop
 *  that is not a plain string is left out). */
export function diagramProps(e: OutlineElement): DiagramProps {
  const props: Record<string, string | boolean> = {};
  for (const [k, p] of e.props) if (p.value !== undefined) props[k] = p.value;
  return props as unknown as DiagramProps;
}

/** One mistake: the prop it is in and the engine's message. */
interface SpecError {
  readonly field: string;
  readonly message: string;
}

/** What a diagram draws first, and what its Reset returns to. */
interface DiagramSetup {
  /** The variant's id. */
  readonly variant: string;
  /** Position text the board starts from (the lesson's, with the turn given to the selected man's side). */
  readonly startText: string;
  readonly selected?: string;
  readonly highlights: readonly string[];
  readonly arrows: readonly (readonly [string, string])[];
  /** With `component`: the cells that component reaches (the selected man's moves are narrowed to them). */
  readonly componentCells?: readonly string[];
}

const words = (s: string | undefined): string[] => (s ?? '').trim().split(/\s+/).filter(Boolean);

/** Reads a diagram's props; returns the setup and every mistake found (the setup is undefined when fatal). */
export function readDiagram(p: DiagramProps): { setup?: DiagramSetup; errors: SpecError[] } {
  const errors: SpecError[] = [];
  const s = parsePosition(p.variant);
  if (!s.ok) return { errors: [{ field: 'variant', message: s.error.message }] };
  const variant = p.variant;
  let pos = s.value;
  if (p.position !== undefined) {
    const r = parsePosition(variant, p.position);
    if (!r.ok) return { errors: [{ field: 'position', message: r.error.message }] };
    pos = r.value;
  }
  const text = pos.toString();
  const view: BoardView = boardView(pos);
  const cells = new Set(view.cells.map((c) => c.name));
  const has = (c: string) => cells.has(c);
  const noCell = (c: string) => `cell "${c}" does not exist on the ${variant} board`;

  const highlights: string[] = [];
  for (const c of words(p.highlight))
    has(c) ? highlights.push(c) : errors.push({ field: 'highlight', message: noCell(c) });

  const arrows: [string, string][] = [];
  for (const a of words(p.arrows)) {
    const parts = a.split('-');
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      errors.push({ field: 'arrows', message: `"${a}" is not a from-to pair` });
      continue;
    }
    const bad = parts.filter((c) => !has(c));
    if (bad.length) for (const c of bad) errors.push({ field: 'arrows', message: noCell(c) });
    else arrows.push([parts[0], parts[1]]);
  }

  const all = [...view.moves.values()].flat();
  for (const m of words(p.moves)) {
    const mv = all.find((x) => x.text === m);
    const from = [...view.moves].find(([, ms]) => ms.some((x) => x.text === m))?.[0];
    if (!mv || from === undefined) {
      const legal = pos.parseMove(m);
      errors.push({
        field: 'moves',
        message: legal.ok ? `"${m}" is not written as the engine writes it` : `"${m}": ${legal.error.message}`,
      });
      continue;
    }
    const to = mv.kind === 'stay' ? mv.captures[0] : (mv.land.find((c) => c !== from) ?? mv.land[0]);
    if (from.startsWith('@')) highlights.push(...mv.land);
    else if (to && !arrows.some(([f, t]) => f === from && t === to)) arrows.push([from, to]);
  }

  let startText = text;
  let selected: string | undefined;
  let componentCells: string[] | undefined;
  if (p.select !== undefined) {
    const man = view.pieces.find((x) => x.cell === p.select);
    if (!has(p.select)) errors.push({ field: 'select', message: noCell(p.select) });
    else if (!man) errors.push({ field: 'select', message: `there is no man on ${p.select}` });
    else {
      selected = p.select;
      if (man.color !== view.turn) startText = pos.withTurn(man.color).toString();
    }
  }
  if (p.component !== undefined) {
    if (!selected)
      errors.push({ field: 'component', message: '`component` needs `select` (the man whose component to show)' });
    else {
      const r = componentDests(pos, selected, p.component);
      if (!r.ok) errors.push({ field: 'component', message: r.error.message });
      else componentCells = [...r.value];
    }
  }
  if (p.view !== undefined && p.view !== '2d' && p.view !== '3d')
    errors.push({ field: 'view', message: `"${p.view}" is not 2d or 3d` });
  return { setup: { variant, startText, selected, highlights, arrows, componentCells }, errors };
}

/**
 * What a diagram's board needs, as plain data (sent from the server-rendered lesson to the lazily loaded board):
 * the setup without the engine's variant object, the view it opens in, and free play.
 */
export interface DiagramBoardSpec {
  readonly variant: string;
  readonly startText: string;
  readonly selected?: string;
  readonly highlights: readonly string[];
  readonly arrows: readonly (readonly [string, string])[];
  readonly componentCells?: readonly string[];
  readonly view: '2d' | '3d';
  readonly free: boolean;
}

/** The static picture of one level map of a diagram's board (components/mdx/pictures.ts). */
export interface LevelPicture {
  readonly level: number;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** The plain-data spec of a setup (see DiagramBoardSpec). */
export function boardSpecOf(setup: DiagramSetup, view: '2d' | '3d', free: boolean): DiagramBoardSpec {
  const { variant, startText, selected, highlights, arrows, componentCells } = setup;
  return { variant, startText, selected, highlights, arrows, componentCells, view, free };
}

/**
 * Narrows the selected man's moves to one component's cells while the lesson's position is on the board (no move
 * played yet); undefined when the diagram shows no component.
 */
export function componentFilter(
  cells: readonly string[] | undefined,
  sel: string | undefined,
): ((view: BoardView, game?: Game) => BoardView) | undefined {
  if (!cells || !sel) return undefined;
  return (view, game) => {
    if (game?.moves.length) return view;
    const moves = new Map(view.moves);
    const mine = (moves.get(sel) ?? []).filter(
      (m) => m.land.some((c) => cells.includes(c)) || m.captures.some((c) => cells.includes(c)),
    );
    moves.set(sel, mine);
    const dests = new Map(view.dests);
    dests.set(
      sel,
      mine.map((m) => m.token),
    );
    return { ...view, moves, dests };
  };
}

/** The string props of a `<PieceCard>`. */
export interface PieceCardProps {
  readonly variant: string;
  readonly letter: string;
  readonly cell: string;
}

/** Returns the lone-man position of a piece card (`w: Nf6`), or the mistakes in its props. */
export function readPieceCard(p: PieceCardProps): { position?: string; errors: SpecError[] } {
  const start = parsePosition(p.variant);
  const options = setupOptions(p.variant);
  if (!start.ok) return { errors: [{ field: 'variant', message: start.error.message }] };
  if (!options.ok) return { errors: [{ field: 'variant', message: options.error.message }] };
  const palette = options.value.palette;
  const royal = (letter: string) => palette.find((e) => e.letter === letter)?.royal === true;
  if (!palette.some((e) => e.letter === p.letter)) {
    const known = palette.map((e) => e.letter).join(' ');
    return { errors: [{ field: 'letter', message: `no piece "${p.letter}" in ${p.variant} (its letters: ${known})` }] };
  }
  const startView = boardView(start.value);
  const cells = new Set(startView.cells.map((c) => c.name));
  const bad = (p.cell ?? '').split('-').filter((c) => !cells.has(c));
  if (!p.cell || bad.length)
    return { errors: [{ field: 'cell', message: `cell "${bad[0] ?? ''}" does not exist on the ${p.variant} board` }] };
  const lone = `w: ${p.letter}${p.cell}`;
  const loneR = parsePosition(p.variant, lone);
  if (loneR.ok) return { position: lone, errors: [] };
  // Variants that insist on one royal man a side (Panoply) get both from the start position, away from `cell`.
  const royals: Record<'w' | 'b', string[]> = { w: [], b: [] };
  for (const m of startView.pieces)
    if (
      royal(m.letter) &&
      !(m.color === 'w' && m.letter === p.letter) &&
      !p.cell.split('-').includes(m.cell) &&
      !royals[m.color].some((x) => x.endsWith(m.cell))
    )
      royals[m.color].push(`${m.letter}${m.cell}`);
  const withRoyals = `w: ${p.letter}${p.cell} ${royals.w.join(' ')}; b: ${royals.b.join(' ')}`;
  const r = parsePosition(p.variant, withRoyals);
  if (!r.ok) return { errors: [{ field: 'cell', message: loneR.error.message }] };
  return { position: withRoyals, errors: [] };
}
