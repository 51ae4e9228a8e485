/**
 * The endgame table behind docs/rules/lengthleaper.md §4.1 (test/bench/retrograde.ts): its retrograde analysis is
 * checked against a deliberately simple fixed-point search on a small board (the first five ranks of the prism's
 * level a, the leapers' in-level leaps), table for table, value for value; and the move tables it reads on the real
 * prism are checked against the engine's own legal moves.
 */
import { describe, expect, it } from 'vitest';
import { emptyBoardMoves, linesOf } from '../bench/endgames';
import { type EndgameTable, indexOf, moveTable, solveEnding, summarise } from '../bench/retrograde';
import { type Rays, raysCheck, solveOne } from '../bench/retrogradeOne';
import { pos, variant } from './helpers';

const v = variant('lengthleaper');
const names = v.board.names;

/** The small board: level a, ranks 1 to 5; each man's moves that stay on it. */
const small = names.flatMap((nm, c) => (/^[1-5]a\d$/.test(nm) ? [c] : []));
const local = new Map(small.map((c, i) => [c, i]));
const smallMoves = (letter: string) =>
  emptyBoardMoves(v, letter)
    .filter((_, c) => local.has(c))
    .map((to) => to.flatMap((d) => (local.has(d) ? [local.get(d)!] : [])));
/** A man's lines on the small board: each line up to its first cell off the board. */
const smallLines = (letter: string): number[][][] =>
  linesOf(v, letter)
    .filter((_, c) => local.has(c))
    .map((lines) =>
      lines
        .map((line) => {
          const off = line.findIndex((d) => !local.has(d));
          return (off < 0 ? line : line.slice(0, off)).map((d) => local.get(d)!);
        })
        .filter((line) => line.length > 0),
    );

/**
 * The reference: per position, White to move: 1 + the fewest plies to mate over White's moves; Black to move: 1 +
 * the most plies over its moves when every move loses (1: mated). Every round recomputes every unsolved position
 * from the last round's values, until nothing changes.
 */
function reference(king: number[][], men: Rays[], after: (EndgameTable | undefined)[]): EndgameTable {
  const n = king.length;
  const nl = men.length;
  const t: EndgameTable = {
    cells: n,
    leapers: nl,
    white: new Uint16Array(n ** (2 + nl)),
    black: new Uint16Array(n ** (2 + nl)),
  };
  const positions: number[][] = [];
  const each = (cells: number[]) => {
    if (cells.length === 2 + nl) positions.push(cells);
    else for (let c = 0; c < n; c++) if (!cells.includes(c)) each([...cells, c]);
  };
  each([]);
  const at = ([wk, bk, ...cells]: number[]) => indexOf(t, wk!, bk!, cells[0]!, cells[1]);
  /** The cells man `i` on `from` reaches, its lines stopped by the men on `stops`. */
  // A leaper's lines are single cells: nothing stops them.
  const leaps = men.map((m) =>
    m.every((lines) => lines.every((line) => line.length === 1)) ? m.map((l) => l.flat()) : null,
  );
  const reach = (i: number, from: number, stops: number[]) =>
    leaps[i]?.[from] ??
    men[i]![from]!.flatMap((line) => {
      const stop = line.findIndex((c) => stops.includes(c));
      return stop < 0 ? line : line.slice(0, stop + 1);
    });
  // Black's king attacked on `cell` (its own cell empty: it is the man moving), leaving out a man it takes.
  const attacks = (wk: number, cells: number[], cell: number, skip = -1) =>
    king[wk]!.includes(cell) || cells.some((m, i) => i !== skip && reach(i, m, [wk, ...cells]).includes(cell));
  for (let changed = true, round = 0; changed; round++) {
    changed = false;
    const white = t.white.slice();
    const black = t.black.slice();
    for (const [wk, bk, ...cells] of positions) {
      if (king[wk!]!.includes(bk!)) continue; // kings side by side: never legal
      const i = at([wk!, bk!, ...cells]);
      // Black to move: its king's moves and what each leads to.
      if (!t.black[i]) {
        const values: number[] = [];
        for (const y of king[bk!]!) {
          if (y === wk) continue;
          const taken = cells.indexOf(y);
          if (attacks(wk!, cells, y, taken)) continue;
          if (taken < 0) values.push(white[at([wk!, y, ...cells])]!);
          else {
            const rest = cells.filter((_, j) => j !== taken);
            const sub = after[taken];
            values.push(sub ? sub.white[indexOf(sub, wk!, y, rest[0]!)]! : 0);
          }
        }
        const check = attacks(wk!, cells, bk!);
        if (values.length === 0 && check && round === 0) t.black[i] = 1;
        else if (values.length && values.every((x) => x > 0)) t.black[i] = 1 + Math.max(...values);
      }
      // White to move (legal when Black is not in check): the king's and each leaper's moves.
      if (!t.white[i] && !attacks(wk!, cells, bk!)) {
        let best = 0;
        const consider = (cells: number[]) => {
          const x = black[at(cells)]!;
          if (x && (!best || x + 1 < best)) best = x + 1;
        };
        for (const y of king[wk!]!)
          if (y !== bk && !cells.includes(y) && !king[y]!.includes(bk!)) consider([y, bk!, ...cells]);
        cells.forEach((m, j) => {
          for (const y of reach(j, m, [wk!, bk!, ...cells]))
            if (y !== wk && y !== bk && !cells.includes(y))
              consider([wk!, bk!, ...cells.map((x, k) => (k === j ? y : x))]);
        });
        t.white[i] = best;
      }
      if (t.white[i] !== white[i] || t.black[i] !== black[i]) changed = true;
    }
  }
  return t;
}

describe('the leaper endgame table', () => {
  const king = smallMoves('K');
  const leap = { T: smallMoves('T'), S: smallMoves('S') };

  it('agrees with the simple search on a small board, one leaper and two', () => {
    expect(small).toHaveLength(20);
    const oneT = solveEnding(moveTable(king), [moveTable(leap.T)]);
    const oneS = solveEnding(moveTable(king), [moveTable(leap.S)]);
    const asLines = (moves: number[][]) => moves.map((to) => to.map((d) => [d]));
    const refT = reference(king, [asLines(leap.T)], []);
    const refS = reference(king, [asLines(leap.S)], []);
    expect(oneT.white).toEqual(refT.white);
    expect(oneT.black).toEqual(refT.black);
    expect(oneS.white).toEqual(refS.white);
    const two = solveEnding(moveTable(king), [moveTable(leap.T), moveTable(leap.S)], [oneS, oneT]);
    const ref = reference(king, [asLines(leap.T), asLines(leap.S)], [refS, refT]);
    expect(two.white).toEqual(ref.white);
    expect(two.black).toEqual(ref.black);
    // The comparison means something: on this board the leapers win, some of it only after many moves.
    const most = (a: Uint16Array) => a.reduce((m, x) => Math.max(m, x), 0);
    const longest = most(two.white) >> 1;
    expect(longest).toBeGreaterThanOrEqual(5);
    expect(two.white.filter((x) => x > 0).length).toBeGreaterThan(1000);
    expect(most(oneT.white) + most(oneS.white)).toBeGreaterThan(0);
  });

  it('agrees with the simple search for a slider stopped by the kings (a rook, a queen) on the small board', () => {
    for (const letter of ['R', 'Q']) {
      const lines = smallLines(letter);
      const t = solveOne(moveTable(king), lines);
      const ref = reference(king, [lines], []);
      expect(t.white, letter).toEqual(ref.white);
      expect(t.black, letter).toEqual(ref.black);
      expect(t.white.some((x) => x >= 6)).toBe(true); // mates three moves deep or more: the search went somewhere
    }
  });

  it('finds the mates the engine finds on the prism (a queen mates, a rook never does)', () => {
    const kingAll = emptyBoardMoves(v, 'K');
    // Six of the cells where a king has the fewest moves: where a lone king is mated if anywhere.
    const corners = names
      .map((_, c) => c)
      .sort((a, b) => kingAll[a]!.length - kingAll[b]!.length || a - b)
      .slice(0, 6);
    for (const letter of ['Q', 'R']) {
      const t = solveOne(moveTable(kingAll), linesOf(v, letter));
      let engine = 0;
      let table = 0;
      for (const bk of corners)
        for (let wk = 0; wk < names.length; wk++)
          for (let m = 0; m < names.length; m++) {
            if (wk === bk || m === wk || m === bk || kingAll[wk]!.includes(bk)) continue;
            const p = pos('lengthleaper', `w: K${names[wk]} ${letter}${names[m]}; b: K${names[bk]}; turn: b`);
            if (p.inCheck() && p.legalMoves().length === 0) engine++;
            if (t.black[indexOf(t, wk, bk, m)] === 1) table++;
          }
      expect(table, letter).toBe(engine);
      // docs/rules/lengthleaper.md §4.1: the Queen wins from every position, within 16 moves; the Rook from none.
      const s = summarise(t, moveTable(kingAll), raysCheck(linesOf(v, letter)));
      if (letter === 'Q') {
        expect(engine).toBeGreaterThan(50);
        expect([s.won, s.longest]).toEqual([s.legal, 16]);
      } else expect(s.won).toBe(0);
    }
  });

  it('reads the leaps the engine plays on the prism', () => {
    const p = pos('lengthleaper', 'w: K2a3 N3a1 E4c3; b: K1a1; turn: w');
    const byMan = (letter: string, cell: string) =>
      emptyBoardMoves(v, letter)
        [names.indexOf(cell)]!.map((c) => names[c]!)
        .sort();
    const moves = p.legalMoves().map((m) => p.printMove(m));
    const from = (cell: string) =>
      moves
        .filter((m) => m.startsWith(`${cell}-`))
        .map((m) => m.slice(cell.length + 1))
        .sort();
    // On an open board a leaper's moves are its leaps: here every leap of the Knight and the Headofherd is free.
    expect(from('3a1')).toEqual(byMan('N', '3a1').filter((c) => c !== '2a3' && c !== '4c3'));
    expect(from('4c3')).toEqual(byMan('E', '4c3').filter((c) => c !== '2a3' && c !== '3a1'));
    // The mate in one the table lists for this position (docs/rules/lengthleaper.md §4.1).
    const mates = moves.filter((m) => {
      const r = p.parseMove(m);
      if (!r.ok) throw new Error(r.error.message);
      const q = p.play(r.value);
      return q.legalMoves().length === 0 && q.inCheck();
    });
    expect(mates).toEqual(['3a1-4a5']);
  });
});
