/**
 * Coordinate labels along a board's edges, and the words that name cells and men for screen readers.
 * Labels are derived from the cell names (file letters + rank digits, or Lengthleaper's rank, level, column),
 * placed one step beyond the first cell of each file and rank. Pure, no React.
 */
import type { BoardView, PieceView } from '@/engine';
import { UNIT, type BoardGeom } from './geometry';

/** A cell name split into the line it lies on across the board (file) and along it (rank). */
interface NameParts {
  readonly file: string;
  readonly rank: string;
  readonly level?: string;
}

/** Splits a cell name: `e3` -> file e, rank 3; Lengthleaper `5b3` -> rank 5, level b, column 3. */
export function nameParts(name: string): NameParts | undefined {
  const flat = /^([a-z]+)(\d+)$/.exec(name);
  if (flat) return { file: flat[1]!, rank: flat[2]! };
  const prism = /^(\d+)([a-z])(\d+)$/.exec(name);
  if (prism) return { rank: prism[1]!, level: prism[2]!, file: prism[3]! };
  return undefined;
}

/** One label to draw. */
interface EdgeLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

const cmp = (a: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b));

/**
 * How far apart two labels' centres stay, in cells: a label is about a third of a cell high and two characters wide, so
 * nearer than half a cell two of them touch (King and Queen's file c under c3 and rank 2 beside d2 were 0.31 apart).
 */
export const LABEL_CLEAR = 0.5;

/**
 * Returns the file and rank labels of one level: each beyond the end cell of its line, away from the line's
 * next cell, pushed outwards until it clears every cell. On a prism both are numbers, so a rank's label carries its
 * level's letter ("5b", then a column "3" reads as the cell 5b3): a column's label never passes for a rank's.
 * With `fromFar`, each line is labelled from its other end (the last rank, the last file): the board as the second
 * player sees it, which the 3-D scene labels on that player's side.
 */
export function edgeLabels(g: BoardGeom, level: number, fromFar = false): EdgeLabel[] {
  const cells = g.cells.filter((c) => c.level === level);
  const lines = new Map<string, { kind: 'f' | 'r'; key: string; text: string; cells: typeof cells }>();
  for (const c of cells) {
    const p = nameParts(c.name);
    if (!p) continue;
    for (const [kind, key] of [
      ['f', p.file],
      ['r', p.rank],
    ] as const) {
      const id = kind + key;
      const text = kind === 'r' && p.level ? key + p.level : key;
      const line = lines.get(id) ?? { kind, key, text, cells: [] };
      line.cells.push(c);
      lines.set(id, line);
    }
  }
  const mid: [number, number] = [
    cells.reduce((s, c) => s + c.px, 0) / cells.length,
    cells.reduce((s, c) => s + c.py, 0) / cells.length,
  ];
  const placed: [number, number][] = [];
  const out: EdgeLabel[] = [];
  // The file labels (their index in out, where they were put, and which side of the board's middle).
  const files: { i: number; p: [number, number]; side: number }[] = [];
  // Clashes are judged on screen (a tower squashes its levels).
  const clash = (p: [number, number]) => {
    const [x, y] = g.project(p[0], p[1], level);
    return placed.some((q) => Math.hypot(x - q[0], y - q[1]) < LABEL_CLEAR * UNIT);
  };
  /** Where a label goes beyond `c0`, away from `c1`, clear of the cells (and, with `avoid`, of other labels). */
  const spot = (
    c0: (typeof cells)[number],
    c1: (typeof cells)[number] | undefined,
    avoid = false,
  ): [number, number] => {
    // A line of one cell points away from the middle of the board.
    let dx = c1 ? c0.px - c1.px : c0.px - mid[0];
    let dy = c1 ? c0.py - c1.py : c0.py - mid[1];
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    let t = 0.78;
    const at = (k: number): [number, number] => [c0.px + dx * k, c0.py + dy * k];
    while (
      t < 1.6 &&
      (cells.some((c) => Math.hypot(c.px - at(t)[0], c.py - at(t)[1]) < 0.62) || (avoid && clash(at(t))))
    )
      t += 0.1;
    return at(t);
  };
  // Ranks first; a file label that would sit on a rank label moves to the far end of its file.
  const ordered = [...lines.entries()].sort(([a], [b]) => (a[0] === b[0] ? 0 : a[0] === 'r' ? -1 : 1));
  for (const [, line] of ordered) {
    const sorted = [...line.cells].sort((a, b) => {
      const pa = nameParts(a.name)!;
      const pb = nameParts(b.name)!;
      const order = line.kind === 'f' ? cmp(pa.rank, pb.rank) : cmp(pa.file, pb.file);
      return fromFar ? -order : order;
    });
    let p = spot(sorted[0]!, sorted[1]);
    if (clash(p)) {
      const far = sorted.length > 1 ? spot(sorted[sorted.length - 1]!, sorted[sorted.length - 2]) : p;
      p = clash(far) ? spot(sorted[0]!, sorted[1], true) : far; // both ends taken: further out
    }
    const [x, y] = g.project(p[0], p[1], level);
    placed.push([x, y]);
    if (line.kind === 'f') files.push({ i: out.length, p, side: Math.sign(p[1] - mid[1]) });
    out.push({ text: line.text, x, y });
  }
  // On a square board the file letters stand in one row, even for a file that starts further in (King and Queen's
  // c and g beside the castle): there a letter between the castle's rank numbers read as one of them.
  if (g.layout === 'square')
    for (const f of files) {
      const row = files.filter((o) => o.side === f.side).map((o) => o.p[1]);
      const [x, y] = g.project(f.p[0], f.side < 0 ? Math.min(...row) : Math.max(...row), level);
      out[f.i] = { text: out[f.i]!.text, x, y };
    }
  return out;
}

/** The letter of a level: Lengthleaper's a (top, level 3) .. d (bottom, level 0). */
export const levelLetter = (level: number, levels: number): string => 'abcdefgh'[levels - 1 - level] ?? String(level);

/** Names a man for a sentence: "white knight", "blue Shaman". */
export function manWords(view: Pick<BoardView, 'sideNames'>, man: Pick<PieceView, 'color' | 'name'>): string {
  const side = view.sideNames[man.color].toLowerCase();
  return `${side} ${man.name}`;
}

/** The accessible name of a cell: "e3, white knight", "f2, white barricade (also g2)", "e3, empty". */
export function cellLabel(view: Pick<BoardView, 'sideNames'>, cell: string, man: PieceView | undefined): string {
  if (!man) return `${cell}, empty`;
  return `${cell}, ${manWords(view, man)}${man.other ? ` (also ${man.other})` : ''}`;
}
