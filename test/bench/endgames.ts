/**
 * `npm run bench -- --leaper-endgames [--variant ID] [--pieces TE,EE]`: which men can force mate against a lone
 * king (by default on Lengthleaper's prism; `--variant glinski` for Gliński's board, and so on)? By retrograde analysis (test/bench/retrograde.ts) with the moves the engine generates: a
 * king and any one man of either subvariant (the sliders stopped by the kings), then a king and every pair of the
 * seven length leapers (or the pairs named). Printed as a table: legal positions with White to move, how many are
 * won, the longest forced mate and a position that needs it. The answer is in docs/rules/lengthleaper.md (§4.1).
 * A pair of leapers takes about a minute and 1.7 GB; the single men a few seconds each.
 */
import { pieceMoves } from '../../engine/rules/generate';
import type { Move } from '../../engine/rules/move';
import { State } from '../../engine/rules/state';
import { pieceCode, type Variant } from '../../engine/rules/variant';
import { getVariant } from '../../engine/variants/index';
import {
  type EndgameTable,
  type EndingSummary,
  leaperCheck,
  moveTable,
  type MoveTable,
  solveEnding,
  summarise,
} from './retrograde';
import { type Rays, raysCheck, solveOne } from './retrogradeOne';

/** The length leapers' letters (docs/rules/lengthleaper.md §2.3), shortest leap first. */
export const LEAPER_LETTERS = ['T', 'S', 'E', 'W', 'N', 'F', 'V'] as const;

function lengthleaper(id: string): Variant {
  const vr = getVariant(id);
  if (!vr.ok) throw new Error(vr.error.message);
  return vr.value;
}

const kindOf = (v: Variant, letter: string) => {
  const kind = v.kinds.find((k) => k.letter === letter);
  if (!kind) throw new Error(`${v.id} has no ${letter}`);
  return kind;
};

/** Per cell, where a lone White man of kind `letter` moves on the empty board (no duplicates). */
export function emptyBoardMoves(v: Variant, letter: string): number[][] {
  const kind = kindOf(v, letter);
  const n = v.board.size;
  const st = new State(n, v.kinds.length);
  const seen = new Int32Array(n);
  return Array.from({ length: n }, (_, c) => {
    st.board.fill(0);
    st.board[c] = pieceCode(kind.index, 0);
    const out: Move[] = [];
    pieceMoves(v, st, c, out, seen, c + 1);
    return [...new Set(out.map((m) => m.to))];
  });
}

/** Per cell, the lines of White's man of kind `letter` (a leap is a line of one cell), from its compiled atoms. */
export const linesOf = (v: Variant, letter: string): Rays =>
  Array.from({ length: v.board.size }, (_, c) =>
    kindOf(v, letter).atoms[0].flatMap((ca) => ca.lines[c]!.map((l) => [...l])),
  );

/** A table row: the men, the summary, and the longest mate's position as text. */
function row(v: Variant, men: string, s: EndingSummary, letters: string): string[] {
  const name = (c: number) => v.board.names[c]!;
  const e = s.example;
  const eg = e
    ? `w: K${name(e[0]!)} ${[...letters].map((l, i) => `${l}${name(e[2 + i]!)}`).join(' ')}; b: K${name(e[1]!)}; turn: w`
    : '';
  return [men, String(s.legal), String(s.won), String(s.longest), eg];
}

/** The men of a variant that stand on one cell and are neither royal nor pawns, by letter. */
const menOf = (v: Variant) =>
  v.kinds.filter((k) => !k.def.royal && !k.def.pawn && linesOf(v, k.letter).some((l) => l.length)).map((k) => k.letter);

/** True if every line of the man is one cell long: a leaper, which nothing between stops. */
const isLeaper = (v: Variant, letter: string) =>
  linesOf(v, letter).every((lines) => lines.every((l) => l.length === 1));

/**
 * Solves king and one man for every man of the variant (for Lengthleaper, the birds of its newer subvariant too),
 * then the pairs of its leapers (default: every pair of Lengthleaper's seven length leapers, or of the variant's
 * leapers); returns the rows.
 */
export function leaperEndgameRows(id = 'lengthleaper', pairs?: readonly string[]): string[][] {
  const v = lengthleaper(id);
  const king = moveTable(emptyBoardMoves(v, 'K'));
  const rows = [['men', 'legal (White to move)', 'won', 'longest mate (moves)', 'e.g.']];
  const singles: [Variant, string][] = menOf(v).map((l) => [v, l]);
  if (id === 'lengthleaper') {
    const birds = lengthleaper('lengthleaper-birds');
    singles.push(
      ...menOf(birds)
        .filter((l) => !menOf(v).includes(l))
        .map((l): [Variant, string] => [birds, l]),
    );
  }
  const single = new Map<string, EndgameTable>();
  for (const [variant, l] of singles) {
    const rays = linesOf(variant, l);
    const t = solveOne(king, rays);
    single.set(l, t);
    rows.push(row(variant, `K${l} v K`, summarise(t, king, raysCheck(rays)), l));
  }
  const leapers = id.startsWith('lengthleaper') ? [...LEAPER_LETTERS] : menOf(v).filter((l) => isLeaper(v, l));
  const leap = new Map<string, MoveTable>(leapers.map((l) => [l, moveTable(emptyBoardMoves(v, l))]));
  const wanted = pairs ?? leapers.flatMap((a, i) => leapers.slice(i).map((b) => `${a}${b}`));
  for (const pair of wanted) {
    const [a, b] = [...pair] as [string, string];
    if (!leap.has(a) || !leap.has(b)) throw new Error(`${pair}: not two leapers of ${id} (${leapers.join(' ')})`);
    const t0 = performance.now();
    const ms = [leap.get(a)!, leap.get(b)!];
    const t = solveEnding(king, ms, [single.get(b)!, single.get(a)!]);
    rows.push(row(v, `K${a}${b} v K`, summarise(t, king, leaperCheck(ms)), pair));
    console.error(`K${a}${b} v K: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  return rows;
}
