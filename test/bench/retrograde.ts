/**
 * An endgame table by retrograde analysis: a king and one or two leapers against a lone king, on any board given
 * as move tables (each cell's king steps and each leaper's leaps on an empty board; a leaper ignores the men between,
 * so the table is the whole rule). It answers the question the fifty-move rule asks of a won ending: from which
 * positions can the side with the leapers force mate, and in how many moves at most.
 *
 * The positions: White's king, Black's king, leaper A (and leaper B), one cell each, White or Black to move. The
 * method is the usual one: Black's mates first, then alternately every White position one move before a lost Black
 * position (won for White), and every Black position whose moves all lead to won White positions (lost), counted
 * down per position. A capture by the lone king leaves one leaper (looked up in that smaller table) or none (a draw).
 * A king and one man of any kind, sliders too, is solved by `solveOne` (test/bench/retrogradeOne.ts). Checked against
 * a deliberately simple fixed-point search (test/engine/retrograde.test.ts); run on Lengthleaper's prism by
 * `npm run bench -- --leaper-endgames` (test/bench/endgames.ts).
 */

/** Moves per cell on an empty board, flat: the moves of cell c are `to[from[c]]` to `to[from[c + 1] - 1]`. */
export interface MoveTable {
  readonly from: Int32Array;
  readonly to: Int16Array;
}

/** Returns the flat table of per-cell move lists. */
export function moveTable(lists: readonly (readonly number[])[]): MoveTable {
  const from = new Int32Array(lists.length + 1);
  lists.forEach((l, c) => {
    from[c + 1] = from[c]! + l.length;
  });
  return { from, to: Int16Array.from(lists.flat()) };
}

/** One solved ending: per position, with White to move, the plies to mate + 1 (0: no forced mate). */
export interface EndgameTable {
  /** Cells of the board. */
  readonly cells: number;
  /** Leapers beside White's king (1 or 2). */
  readonly leapers: number;
  /** White to move: 0 if White cannot force mate, else 1 + the plies to mate (2: mate in one). */
  readonly white: Uint16Array;
  /** Black to move: 0 if Black is not lost, else 1 + the plies to mate (1: mated). */
  readonly black: Uint16Array;
}

/** Index of a position: White's king, Black's king, leaper A, leaper B (0 when there is one leaper). */
export const indexOf = (t: Pick<EndgameTable, 'cells' | 'leapers'>, wk: number, bk: number, a: number, b = 0) =>
  t.leapers === 2 ? ((wk * t.cells + bk) * t.cells + a) * t.cells + b : (wk * t.cells + bk) * t.cells + a;

/** A draw forever (stalemate): its count never reaches 0. */
export const STALEMATE = 255;

/**
 * Solves king + leapers against king. `king`: the kings' steps; `leapers`: one or two leapers' leaps; `after`: for
 * two leapers, the one-leaper tables left when the lone king takes A (a table of B) or B (a table of A).
 */
export function solveEnding(
  king: MoveTable,
  leapers: readonly MoveTable[],
  after?: readonly [EndgameTable, EndgameTable],
): EndgameTable {
  const n = king.from.length - 1;
  const nl = leapers.length;
  if (nl !== 1 && nl !== 2) throw new Error('one or two leapers');
  const adj = attackMatrix(n, king);
  const attA = attackMatrix(n, leapers[0]!);
  const attB = nl === 2 ? attackMatrix(n, leapers[1]!) : new Uint8Array(n * n);
  const nb = nl === 2 ? n : 1;
  const size = n * n * n * nb;
  const white = new Uint16Array(size);
  const black = new Uint16Array(size);
  const count = new Uint8Array(size);
  const t: EndgameTable = { cells: n, leapers: nl, white, black };
  const ix = (wk: number, bk: number, a: number, b: number) => ((wk * n + bk) * n + a) * nb + b;
  const { from: kf, to: kt } = king;
  const [afterA, afterB] = after ?? [];
  /** Per White-to-move value w: the Black positions with a capture into a smaller ending won at w. */
  const later: number[][] = [];

  // Black to move: its moves that escape, mates and stalemates.
  for (let wk = 0; wk < n; wk++)
    for (let bk = 0; bk < n; bk++) {
      if (wk === bk || adj[wk * n + bk]) continue; // the kings never stand side by side
      for (let a = 0; a < n; a++) {
        if (a === wk || a === bk) continue;
        for (let b = 0; b < nb; b++) {
          const pb = nl === 2 ? b : -1;
          if (pb === wk || pb === bk || pb === a) continue;
          const check = attA[a * n + bk] || (nl === 2 && attB[b * n + bk]);
          const i = ix(wk, bk, a, b);
          let moves = 0;
          for (let k = kf[bk]!; k < kf[bk + 1]!; k++) {
            const y = kt[k]!;
            if (adj[wk * n + y]) continue; // next to White's king (or on it)
            // A capture: an escape unless the one-leaper ending left is won, and then only until its mate is as
            // near as this table's propagation (the count drops at that ply, in `later`).
            let left = 0;
            if (y === a) {
              if (nl === 2 && attB[b * n + y]) continue; // A is guarded by B
              left = afterA?.white[indexOf(afterA, wk, y, b)] ?? 0;
            } else if (y === pb) {
              if (attA[a * n + y]) continue;
              left = afterB?.white[indexOf(afterB, wk, y, a)] ?? 0;
            } else if (attA[a * n + y] || (nl === 2 && attB[b * n + y])) continue;
            moves++;
            if (left) (later[left] ??= []).push(i);
          }
          if (moves === 0) {
            if (check) black[i] = 1;
            else count[i] = STALEMATE;
          } else count[i] = moves;
        }
      }
    }

  // Alternately: White positions one move before a lost Black position; Black positions with no escape left.
  for (let v = 1; ; v += 2) {
    let found = 0;
    for (let wk = 0; wk < n; wk++)
      for (let bk = 0; bk < n; bk++)
        for (let a = 0; a < n; a++)
          for (let b = 0; b < nb; b++) {
            if (black[ix(wk, bk, a, b)] !== v) continue;
            const pb = nl === 2 ? b : -1;
            // Before White's move, Black's king was not in check.
            const leapersCheck = attA[a * n + bk] || (nl === 2 && attB[b * n + bk]);
            if (!leapersCheck)
              for (let k = kf[wk]!; k < kf[wk + 1]!; k++) {
                const y = kt[k]!;
                if (y === a || y === pb || adj[y * n + bk] || y === bk) continue;
                const p = ix(y, bk, a, b);
                if (!white[p]) {
                  white[p] = v + 1;
                  found++;
                }
              }
            for (let li = 0; li < nl; li++) {
              const m = leapers[li]!;
              const x = li === 0 ? a : b;
              for (let k = m.from[x]!; k < m.from[x + 1]!; k++) {
                const y = m.to[k]!;
                if (y === bk || y === wk || y === a || y === pb) continue;
                const na = li === 0 ? y : a;
                const nbb = li === 1 ? y : b;
                if (attA[na * n + bk] || (nl === 2 && attB[nbb * n + bk])) continue;
                const p = ix(wk, bk, na, nbb);
                if (!white[p]) {
                  white[p] = v + 1;
                  found++;
                }
              }
            }
          }
    const lose = (p: number) => {
      if (black[p] || count[p] === 0 || count[p] === STALEMATE) return;
      count[p] = count[p]! - 1;
      if (count[p] === 0) {
        black[p] = v + 2;
        found++;
      }
    };
    for (const p of later[v + 1] ?? []) lose(p);
    for (let wk = 0; wk < n; wk++)
      for (let bk = 0; bk < n; bk++)
        for (let a = 0; a < n; a++)
          for (let b = 0; b < nb; b++) {
            if (white[ix(wk, bk, a, b)] !== v + 1) continue;
            const pb = nl === 2 ? b : -1;
            for (let k = kf[bk]!; k < kf[bk + 1]!; k++) {
              const y = kt[k]!;
              if (y === a || y === pb || adj[wk * n + y]) continue;
              lose(ix(wk, y, a, b));
            }
          }
    if (!found && v + 1 >= later.length) return t;
  }
}

/** Per cell pair (`x * n + y`): 1 if a man on x attacks y. */
export function attackMatrix(n: number, m: MoveTable): Uint8Array {
  const out = new Uint8Array(n * n);
  for (let x = 0; x < n; x++) for (let k = m.from[x]!; k < m.from[x + 1]!; k++) out[x * n + m.to[k]!] = 1;
  return out;
}

/** What a table says of the legal positions with White to move: how many, how many won, the longest mate. */
export interface EndingSummary {
  readonly legal: number;
  readonly won: number;
  /** Longest forced mate in moves (0: none), and one position that needs it (cells: wk, bk, a, b). */
  readonly longest: number;
  readonly example?: readonly number[];
}

/** Summarises a solved table over the legal positions with White to move (`check`: is Black's king in check). */
export function summarise(
  t: EndgameTable,
  king: MoveTable,
  check: (wk: number, bk: number, a: number, b: number) => boolean,
): EndingSummary {
  const n = t.cells;
  const adj = attackMatrix(n, king);
  const nb = t.leapers === 2 ? n : 1;
  let legal = 0;
  let won = 0;
  let most = 0;
  let example: number[] | undefined;
  for (let wk = 0; wk < n; wk++)
    for (let bk = 0; bk < n; bk++) {
      if (wk === bk || adj[wk * n + bk]) continue;
      for (let a = 0; a < n; a++) {
        if (a === wk || a === bk) continue;
        for (let b = 0; b < nb; b++) {
          if (t.leapers === 2 && (b === wk || b === bk || b === a)) continue;
          if (check(wk, bk, a, b)) continue;
          legal++;
          const v = t.white[indexOf(t, wk, bk, a, b)]!;
          if (!v) continue;
          won++;
          if (v > most) {
            most = v;
            example = t.leapers === 2 ? [wk, bk, a, b] : [wk, bk, a];
          }
        }
      }
    }
  return { legal, won, longest: most >> 1, example };
}

/** Is Black's king in check from leapers (one or two move tables)? For `summarise`. */
export function leaperCheck(leapers: readonly MoveTable[]) {
  const n = leapers[0]!.from.length - 1;
  const [attA, attB] = leapers.map((m) => attackMatrix(n, m));
  return (_wk: number, bk: number, a: number, b: number) =>
    attA![a * n + bk] === 1 || (attB !== undefined && attB[b * n + bk] === 1);
}
