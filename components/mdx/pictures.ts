/**
 * The static pictures of a lesson's boards (diagrams, piece cards, the puzzles of "Try it yourself"): SVG files
 * drawn at build time by scripts/lesson-boards.tsx into public/lessons/boards/, named by a hash of what they show,
 * and shown with <img> until the board is made interactive (components/mdx/LazyBoard.tsx). A prism board has one
 * file for its tower and one per level map. Pure (no React, no Node): the server-rendered lesson computes the same
 * names as the script.
 */
import { boardView, parsePosition, type BoardView, type PuzzleDef } from '@/engine';
import { svgGeometry } from '@/components/board/BoardSvg';
import { componentFilter, type DiagramBoardSpec } from './diagramSpec';

/** Where the pictures are written (relative to the project) and served from. */
export const PICTURE_DIR = 'public/lessons/boards';
const PICTURE_URL = '/lessons/boards';

/** What one picture shows: a position with a selected man, marks and arrows, maybe turned. */
export interface PictureSpec {
  readonly variant: string;
  readonly position: string;
  readonly selected?: string;
  readonly highlights?: readonly string[];
  readonly arrows?: readonly (readonly [string, string])[];
  /** Lengthleaper: the selected man's moves narrowed to one component's cells. */
  readonly componentCells?: readonly string[];
  readonly flipped?: boolean;
}

/** The picture of a diagram's board: its position as it opens, with its selection and marks. */
export function diagramPicture(spec: DiagramBoardSpec): PictureSpec {
  const { variant, startText, selected, highlights, arrows, componentCells } = spec;
  return { variant, position: startText, selected, highlights, arrows, componentCells };
}

/** The picture of a puzzle's board: its position, seen from the side to move. */
export function puzzlePicture(def: PuzzleDef): PictureSpec {
  const pos = parsePosition(def.variant, def.position);
  return { variant: def.variant, position: def.position, flipped: pos.ok && pos.value.turn === 'b' };
}

/** One file of a picture: the whole board (level undefined) or one level map of a prism. */
interface PictureFile {
  readonly src: string;
  readonly file: string;
  readonly level?: number;
  readonly width: number;
  readonly height: number;
}

/** A short stable hash (FNV-1a, 2 × 32 bits) of a string, in base 36. */
function hash(s: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

/** The key of a picture: the same spec always gives the same file names. */
export function pictureKey(spec: PictureSpec): string {
  const { variant, position, selected, highlights, arrows, componentCells, flipped } = spec;
  return `${variant}-${hash(JSON.stringify([position, selected, highlights, arrows, componentCells, !!flipped]))}`;
}

/** The board view a picture draws (the engine's, narrowed to a component when the spec names one). */
export function pictureView(spec: PictureSpec): BoardView {
  const pos = parsePosition(spec.variant, spec.position);
  if (!pos.ok) throw new Error(`${spec.variant} picture: ${pos.error.message}`);
  const view = boardView(pos.value);
  const filter = componentFilter(spec.componentCells, spec.selected);
  return filter ? filter(view) : view;
}

/** The files of a picture, the whole board first, then a prism's level maps from the top level down. */
export function pictureFiles(spec: PictureSpec, view: BoardView): PictureFile[] {
  const key = pictureKey(spec);
  const levels: (number | undefined)[] = [undefined];
  for (let l = view.levels - 1; view.levels > 1 && l >= 0; l--) levels.push(l);
  return levels.map((level) => {
    const { box } = svgGeometry({ view, flipped: spec.flipped, level });
    const file = `${key}${level === undefined ? '' : `-${level}`}.svg`;
    return { src: `${PICTURE_URL}/${file}`, file, level, width: round(box.w), height: round(box.h) };
  });
}

const round = (x: number) => Math.round(x * 100) / 100;

/** A text alternative for a picture: the board, whose turn, the men of each side, the selected man. */
export function pictureAlt(view: BoardView, selected?: string): string {
  const side = (c: 'w' | 'b') => view.sideNames[c];
  const men = (c: 'w' | 'b') => {
    const seen = new Set<string>();
    const list = view.pieces
      .filter((p) => p.color === c && !seen.has(p.other ?? '') && seen.add(p.cell))
      .map((p) => `${p.name.toLowerCase()} ${p.other ? `${p.cell}-${p.other}` : p.cell}`);
    return list.length ? `${side(c)}: ${list.join(', ')}.` : `${side(c)}: no men.`;
  };
  const sel = selected ? ` The man on ${selected} is selected and its moves are marked.` : '';
  return `${view.title} board, ${side(view.turn)} to move. ${men('w')} ${men('b')}${sel}`;
}
