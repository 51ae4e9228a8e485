/**
 * The table of length leapers on a handout's summary sheet, computed from the engine at build time (never typed):
 * for each man of the variant whose leaps all have one length, its length² n, the parts of its leap (each named
 * component: the levels it crosses and the squared step within a level), its targets from a central cell on an empty
 * board, and the cells it is tied to (the set a lone man can reach from that cell by repeated leaps). Pure.
 */
import { boardView, componentDests, componentLabels, parsePosition, type BoardView } from '@/engine';

type Cell = BoardView['cells'][number];

/** One part of a leap: a named component of the engine's piece. */
interface LeapPart {
  readonly name: string;
  /** The level counts it crosses (0 = within a level), and for each the squared step within the level. */
  readonly steps: readonly { readonly levels: number; readonly inLevel: number }[];
  /** Its targets from the central cell on an empty board. */
  readonly fromCentre: number;
}

/** One row of the leaper table. */
export interface LeaperRow {
  readonly letter: string;
  readonly name: string;
  /** The squared length of every leap (the length is √n). */
  readonly n: number;
  readonly parts: readonly LeapPart[];
  readonly fromCentre: number;
  /** The cells a lone man on the central cell can ever reach (itself included), and their levels. */
  readonly tiedCells: number;
  readonly tiedLevels: readonly string[];
  readonly cells: number;
}

/** The squared length of a leap: levels crossed squared plus the squared in-level hex distance. */
const inLevel = (a: Cell, b: Cell) => {
  const dx = b.coord[0] - a.coord[0];
  const dy = b.coord[1] - a.coord[1];
  return dx * dx + dx * dy + dy * dy;
};
const levelsCrossed = (a: Cell, b: Cell) => Math.abs(b.coord[2] - a.coord[2]);

/** The cell at the middle of the board (nearest the mean position, on an inner level). */
function centralCell(view: BoardView): Cell {
  const n = view.cells.length;
  const mean = [0, 1, 2].map((k) => view.cells.reduce((s, c) => s + c.coord[k]!, 0) / n);
  const d = (c: Cell) => c.coord.reduce((s, x, k) => s + (x - mean[k]!) ** 2, 0);
  return [...view.cells].sort((a, b) => d(a) - d(b) || (a.name < b.name ? -1 : 1))[0]!;
}

/** The destinations of a lone man `letter` on `cell` by each of its components, or undefined if it has none. */
function partsAt(variant: string, letter: string, cell: string): Map<string, readonly string[]> | undefined {
  const pos = parsePosition(variant, `w: ${letter}${cell}; b: ; turn: w`);
  if (!pos.ok) return undefined;
  const labels = componentLabels(pos.value, cell);
  if (!labels.ok || labels.value.length === 0) return undefined;
  const out = new Map<string, readonly string[]>();
  for (const label of labels.value) {
    const d = componentDests(pos.value, cell, label);
    if (!d.ok) return undefined;
    out.set(label, d.value);
  }
  return out;
}

/**
 * Returns the leaper table of a variant (empty when it has no man whose leaps all have one length), from the
 * central cell or the one given.
 */
export function leaperTable(variant: string, from?: string): LeaperRow[] {
  const start = parsePosition(variant);
  if (!start.ok) return [];
  const view = boardView(start.value);
  const byName = new Map(view.cells.map((c) => [c.name, c]));
  const centre = from ? byName.get(from) : centralCell(view);
  if (!centre) return [];
  const rows: LeaperRow[] = [];
  for (const e of view.legend) {
    const atCentre = partsAt(variant, e.letter, centre.name);
    if (!atCentre) continue;
    // Every cell's leaps, for the parts (some only fit from an outer level) and the cells the man is tied to.
    const all = new Map<string, Map<string, readonly string[]>>();
    for (const c of view.cells) {
      const p = partsAt(variant, e.letter, c.name);
      if (p) all.set(c.name, p);
    }
    const lengths = new Set<number>();
    const steps = new Map<string, Map<number, number>>();
    for (const [from, parts] of all)
      for (const [label, dests] of parts)
        for (const to of dests) {
          const a = byName.get(from)!;
          const b = byName.get(to)!;
          const lv = levelsCrossed(a, b);
          lengths.add(lv * lv + inLevel(a, b));
          const s = steps.get(label) ?? new Map<number, number>();
          s.set(lv, inLevel(a, b));
          steps.set(label, s);
        }
    if (lengths.size !== 1) continue;
    const seen = new Set([centre.name]);
    const queue = [centre.name];
    while (queue.length) {
      const c = queue.pop()!;
      for (const dests of all.get(c)?.values() ?? [])
        for (const d of dests)
          if (!seen.has(d)) {
            seen.add(d);
            queue.push(d);
          }
    }
    const levelNames = [...new Set([...seen].map((c) => c.replace(/^\d+([a-z])\d+$/, '$1')))].sort();
    rows.push({
      letter: e.letter,
      name: e.names.w,
      n: [...lengths][0]!,
      parts: [...atCentre.entries()].map(([name, dests]) => ({
        name,
        steps: [...(steps.get(name) ?? new Map<number, number>())]
          .map(([levels, inLevel]) => ({ levels, inLevel }))
          .sort((a, b) => a.levels - b.levels),
        fromCentre: dests.length,
      })),
      fromCentre: [...atCentre.values()].reduce((s, d) => s + d.length, 0),
      tiedCells: seen.size,
      tiedLevels: levelNames,
      cells: view.cells.length,
    });
  }
  return rows;
}

/** The central cell of a variant's board (where the table counts targets from). */
export function centreOf(variant: string): string | undefined {
  const start = parsePosition(variant);
  return start.ok ? centralCell(boardView(start.value)).name : undefined;
}
