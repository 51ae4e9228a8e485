/**
 * The endgame tables the Strong player plays from (engine/endgame/): a king and one or two plain men against a lone
 * king, stored once per class of positions the board's symmetries map onto each other.
 *
 * - On a small hexagon (radius 3, 37 cells, 12 symmetries) the symmetric tables equal, value for value, the
 *   benchmark's solver without symmetries (test/bench/retrograde.ts, itself checked against a deliberately simple
 *   search in retrograde.test.ts), and the solver's own tables with the identity alone: two knights (one kind, each
 *   position stored once with the knights swapped), a rook and a knight (a slider, which the other men stop).
 * - On Gliński's board: the one-man tables equal the benchmark's for a rook, a knight, a bishop and a queen; the
 *   two-knight table gives the figures of the benchmark and of an independent solver in C (session 16,
 *   docs/rules/glinski.md §4.1); and in random positions every value agrees with the engine's own legal moves one
 *   move ahead (the equations that define the values).
 */
import { describe, expect, it } from 'vitest';
import {
  type Man,
  type Reach,
  manOf,
  reachOf,
  reaches,
  symmetries,
  symmetryOf,
  type Symmetry,
} from '@/engine/endgame/model';
import { indexOf, solve, type Table } from '@/engine/endgame/solve';
import { endingOf, endingValue, tableOf } from '@/engine/endgame/probe';
import { HEX_DIAG, HEX_KNIGHT, HEX_ORTH, hexagonCells } from '@/engine/geometry/hex';
import { emptyBoardMoves, linesOf } from '../bench/endgames';
import { type EndgameTable, indexOf as benchIndex, moveTable, solveEnding } from '../bench/retrograde';
import { solveOne } from '../bench/retrogradeOne';
import { percent, tableRows } from '../bench/tables';
import { pos, variant } from './helpers';
import { playOut } from './playout';
import { agreesWithEngine } from './tableCheck';
import type { Vec } from '@/engine/types';

/** The small hexagon: cells, and each man's lines per cell from its vectors (range 1 for a leap). */
const cells = hexagonCells(3);
const n = cells.length;
const cellAt = (q: number, r: number) => cells.findIndex((c) => c[0] === q && c[1] === r);
const lines = (vectors: readonly Vec[], range: number): number[][][] =>
  cells.map(([q, r]) =>
    vectors
      .map((d) => {
        const line: number[] = [];
        for (let k = 1; k <= range; k++) {
          const c = cellAt(q + k * d[0], r + k * d[1]);
          if (c < 0) break;
          line.push(c);
        }
        return line;
      })
      .filter((l) => l.length > 0),
  );
const kingLines = lines([...HEX_ORTH, ...HEX_DIAG], 1);
const knightLines = lines(HEX_KNIGHT, 1);
const rookLines = lines(HEX_ORTH, Infinity);
/** The hexagon's 12 symmetries: turns by 60 degrees, and the reflection swapping q and r. */
const hexSymmetries = (): Int16Array[] => {
  const maps = [(q: number, r: number) => [-r, q + r] as const, (q: number, r: number) => [r, q] as const];
  const group = [Int16Array.from(cells, (_, i) => i)];
  for (let k = 0; k < group.length; k++)
    for (const f of maps) {
      const g = Int16Array.from(group[k]!, (c) => cellAt(...f(cells[c]![0], cells[c]![1])));
      if (!group.some((h) => h.every((x, i) => x === g[i]))) group.push(g);
    }
  return group;
};
const identity = symmetryOf([Int16Array.from(cells, (_, i) => i)]);

/** Every position of the two kings and `men` men, kings apart; for each, the table's two values. */
function* positions(king: Reach, men: number): Generator<[number, number, number, number]> {
  const size = king.n;
  for (let wk = 0; wk < size; wk++)
    for (let bk = 0; bk < size; bk++) {
      if (wk === bk || reaches(king, wk, bk, -1, -1, -1)) continue;
      for (let a = 0; a < size; a++)
        for (let b = men === 2 ? 0 : -1; b < (men === 2 ? size : 0); b++)
          if (a !== wk && a !== bk && b !== wk && b !== bk && b !== a) yield [wk, bk, a, b];
    }
}

/** Counts the positions where two tables (or a table and the benchmark's) disagree; also how far the mates go. */
function compare(t: Table, other: (wk: number, bk: number, a: number, b: number) => [number, number]) {
  let differ = 0;
  let longest = 0;
  let won = 0;
  for (const [wk, bk, a, b] of positions(reach.king.attack, t.men)) {
    const i = indexOf(t, wk, bk, a, b);
    const [s, w] = other(wk, bk, a, b);
    if (t.strong[i] !== s || t.weak[i] !== w) differ++;
    if (s) won++;
    longest = Math.max(longest, s);
  }
  return { differ, won, longestMoves: longest >> 1 };
}

/** A man that moves and takes alike along its lines. */
const plain = (lines: number[][][]) => {
  const r = reachOf(n, lines);
  return { move: r, attack: r };
};
const reach = { king: plain(kingLines), N: plain(knightLines), R: plain(rookLines) };
const bench = (t: EndgameTable) => (wk: number, bk: number, a: number, b: number) => {
  const i = benchIndex(t, wk, bk, a, b < 0 ? 0 : b);
  return [t.white[i]!, t.black[i]!] as [number, number];
};
const asMoves = (ls: number[][][]) => moveTable(ls.map((l) => l.flat()));

describe('endgame tables on a small hexagon', () => {
  const sym: Symmetry = symmetryOf(hexSymmetries());
  const opts = { stalemateLoses: false };

  it('finds the hexagon’s 12 symmetries, and only those that keep the men’s moves', () => {
    expect(sym.perm.length / n).toBe(12);
    expect(sym.domCells.length).toBe(6); // the orbits: the centre, 1 on the first ring, 2 on each of the next two
  });

  it('two knights: the symmetric table equals the benchmark’s, value for value', () => {
    const oneN = solve(reach.king, [reach.N], sym, opts)!;
    const two = solve(reach.king, [reach.N, reach.N], sym, { ...opts, alike: true, after: [oneN, oneN] })!;
    const kingMoves = asMoves(kingLines);
    const bOne = solveEnding(kingMoves, [asMoves(knightLines)]);
    const bTwo = solveEnding(kingMoves, [asMoves(knightLines), asMoves(knightLines)], [bOne, bOne]);
    expect(compare(oneN, bench(bOne)).differ).toBe(0);
    const r = compare(two, bench(bTwo));
    expect(r.differ).toBe(0);
    // The comparison means something: two knights win here, some of it only after several moves.
    expect(r.won).toBeGreaterThan(10_000);
    expect(r.longestMoves).toBeGreaterThanOrEqual(5);
  });

  it('a rook and a knight (a slider the other men stop): symmetric and plain tables agree', () => {
    const oneR = solve(reach.king, [reach.R], sym, opts)!;
    const oneN = solve(reach.king, [reach.N], sym, opts)!;
    const bR = solveOne(asMoves(kingLines), rookLines);
    expect(compare(oneR, bench(bR)).differ).toBe(0);
    const two = solve(reach.king, [reach.R, reach.N], sym, { ...opts, after: [oneN, oneR] })!;
    const plainOneR = solve(reach.king, [reach.R], identity, opts)!;
    const plainOneN = solve(reach.king, [reach.N], identity, opts)!;
    const plain = solve(reach.king, [reach.R, reach.N], identity, { ...opts, after: [plainOneN, plainOneR] })!;
    const r = compare(two, (wk, bk, a, b) => {
      const i = indexOf(plain, wk, bk, a, b);
      return [plain.strong[i]!, plain.weak[i]!];
    });
    expect(r.differ).toBe(0);
    expect(r.longestMoves).toBeGreaterThanOrEqual(5);
  });

  it('where stalemate loses, a stalemated king counts as mated', () => {
    const draw = solve(reach.king, [reach.N], sym, opts)!;
    const loss = solve(reach.king, [reach.N], sym, { stalemateLoses: true })!;
    const mated = (t: Table) => t.weak.filter((x) => x === 1).length;
    expect(mated(loss)).toBeGreaterThan(mated(draw));
  });
});

describe('endgame tables on Gliński’s board', () => {
  const v = variant('glinski');
  const kind = (l: string) => v.kindByLetter.get(l)!;
  const names = v.board.names;

  it('knows which men it can solve: not pawns, nor men that freeze or stand on two cells', () => {
    expect(typeof manOf(v, kind('N'))).toBe('object');
    expect(manOf(v, kind('P'))).toMatch(/pawn/);
    const panoply = variant('panoply');
    // Panoply's captures list their paths; the Herald freezes, the Barricade stands on two cells.
    for (const l of ['K', 'R', 'S', 'C', 'G'])
      expect(typeof manOf(panoply, panoply.kindByLetter.get(l)!), l).toBe('object');
    for (const l of ['H', 'X', 'P']) expect(typeof manOf(panoply, panoply.kindByLetter.get(l)!), l).toBe('string');
    const k = manOf(v, kind('K')) as Man;
    expect(symmetries(v, [k.move])).toHaveLength(12);
    const ll = variant('lengthleaper');
    const kl = manOf(ll, ll.kindByLetter.get('K')!) as Man;
    expect(symmetries(ll, [kl.move])).toHaveLength(4);
  });

  it('one man: each table equals the benchmark’s (no symmetries) for every position', () => {
    const king = moveTable(emptyBoardMoves(v, 'K'));
    // The longest mates (moves): the benchmark's figures (a lone knight or bishop mates only in one, where the
    // lone king stands badly already).
    const expected = { R: 20, N: 1, B: 1, Q: 9 } as const;
    for (const l of ['R', 'N', 'B', 'Q'] as const) {
      const t = tableOf(v, [kind(l)])!;
      const b = solveOne(king, linesOf(v, l));
      let differ = 0;
      for (let wk = 0; wk < names.length; wk++)
        for (let bk = 0; bk < names.length; bk++)
          for (let a = 0; a < names.length; a++) {
            if (wk === bk || a === wk || a === bk) continue;
            const i = indexOf(t, wk, bk, a, -1);
            const j = benchIndex(b, wk, bk, a);
            if (t.strong[i] !== b.white[j] || t.weak[i] !== b.black[j]) differ++;
          }
      expect(differ, l).toBe(0);
      const longest = t.strong.reduce((m, x) => Math.max(m, x), 0) >> 1;
      expect(longest, l).toBe(expected[l]);
    }
  });

  it('builds a two-man table in steps when asked to stop at once, and is then ready', () => {
    // A deadline already passed: each call takes one step (an orbit of the first pass, or a move of the second: a
    // ply of each side).
    let calls = 1;
    while (tableOf(v, [kind('N'), kind('N')], 0) === undefined) calls++;
    // 12 orbits, then 36 moves (the longest mate) and one that finds nothing new.
    expect(calls).toBeGreaterThanOrEqual(12 + 37);
    expect(tableOf(v, [kind('N'), kind('N')], 0)).toBeTruthy();
  });

  it('two knights: won from 99.61% of positions, within 36 moves, and every value agrees with the engine', () => {
    const t = tableOf(v, [kind('N'), kind('N')])!;
    expect(t).not.toBeNull();
    let legal = 0;
    let won = 0;
    let longest = 0;
    const king = (manOf(v, kind('K')) as Man).attack;
    const knight = (manOf(v, kind('N')) as Man).attack;
    for (let wk = 0; wk < names.length; wk++)
      for (let bk = 0; bk < names.length; bk++) {
        if (wk === bk || reaches(king, wk, bk, -1, -1, -1)) continue;
        for (let a = 0; a < names.length; a++)
          for (let b = 0; b < names.length; b++) {
            if (a === wk || a === bk || b === wk || b === bk || b === a) continue;
            if (reaches(knight, a, bk, -1, -1, -1) || reaches(knight, b, bk, -1, -1, -1)) continue;
            legal++;
            const s = t.strong[indexOf(t, wk, bk, a, b)]!;
            if (s) won++;
            longest = Math.max(longest, s);
          }
      }
    // The benchmark (`npm run bench -- --leaper-endgames --variant glinski`) and the C solver: the same figures.
    expect([legal, won, longest >> 1]).toEqual([47_587_728, 47_400_744, 36]);

    // Nearly every position is won, so nearly every check compared a mate's length.
    expect(agreesWithEngine('glinski', 'NN', 600)).toBeGreaterThan(500);
  });

  it('Strong mates with two knights (no search finds it) in exactly the table’s number of plies', () => {
    const position = 'w: Ka1 Nb1 Nc1; b: Kf6; turn: w';
    const plies = endingValue(v, endingOf(pos('glinski', position))!, 0)!;
    expect(plies - 1).toBe(67);
    const g = playOut('glinski', position);
    expect(g.outcome()?.status, g.moveTexts().join(' ')).toBe('checkmate');
    expect(g.outcome()!.score.w).toBe(1);
    expect(g.moves.length).toBe(plies - 1);
  });
});

describe('endgame tables for Panoply (stalemate loses; captures by replacement, withdrawal and leaping)', () => {
  it.each([
    ['R', 7],
    ['S', 9],
    ['C', 26],
    ['G', 57],
  ])('king and %s: won from every position (at most %i moves), every value as the engine’s moves say', (l, most) => {
    // The benchmark's row: legal positions with the strong side to move, won, longest mate.
    const [, [, , , legal, won, longest]] = tableRows('panoply', [l]) as [unknown, string[]];
    expect(won).toBe(`${legal} (100.00 %)`);
    expect(Number(longest)).toBe(most);
    // Not all 400: where the lone king is to move and can take the man, it is a draw.
    expect(agreesWithEngine('panoply', l, 400)).toBeGreaterThan(350);
  });
  it('king and Guard under the other reading (a plain one-step Guard): won from 3 228 positions only (issue #47)', () => {
    // The lesson's "from any position" holds for our reading A only; panoply.md §4.6 gives this row.
    const [, [, , , legal, won, longest]] = tableRows('panoply', ['G'], 'B') as [unknown, string[]];
    expect([legal, won, longest]).toEqual(['1832376', '3228 (0.18 %)', '9']);
  });
  it('a share that is not all is never printed as 100.00 % or 0.00 % (two Pegasi in Full House: 264 not won)', () => {
    expect(percent(43_318_596, 43_318_860)).toBe('99.999 %');
    expect(percent(5, 10_000_000)).toBe('0.0001 %');
    expect(percent(93_396, 43_065_888)).toBe('0.22 %');
    expect(percent(7, 7)).toBe('100.00 %');
  });
});
