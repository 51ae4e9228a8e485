/**
 * The endgame table of a king and one man against a lone king (test/bench/retrograde.ts has the method and the
 * values): for any man whose move is its lines, a leaper or a slider, which the kings may stop.
 */
import { attackMatrix, type EndgameTable, type MoveTable, STALEMATE } from './retrograde';

/** Per cell, a man's lines of movement on an empty board, nearest cell first (a leap is a line of one cell). */
export type Rays = readonly (readonly (readonly number[])[])[];

/** True if the man on `x` with lines `rays` attacks `y`, its lines stopped by the men on `stop1` and `stop2`. */
function reaches(rays: Rays, x: number, y: number, stop1: number, stop2 = -1): boolean {
  for (const line of rays[x]!)
    for (const c of line) {
      if (c === y) return true;
      if (c === stop1 || c === stop2) break;
    }
  return false;
}

/**
 * Solves king and one man against king, for any man whose move is its lines (a leaper, or a slider stopped by the
 * kings) and the same backwards as forwards (true of every piece but the pawn). Same values as `solveEnding`.
 */
export function solveOne(king: MoveTable, rays: Rays): EndgameTable {
  const n = king.from.length - 1;
  const adj = attackMatrix(n, king);
  // att[(wk * n + m) * n + y]: the man on m attacks y, its lines stopped by White's king on wk.
  const att = new Uint8Array(n * n * n);
  for (let wk = 0; wk < n; wk++)
    for (let m = 0; m < n; m++) for (let y = 0; y < n; y++) att[(wk * n + m) * n + y] = reaches(rays, m, y, wk) ? 1 : 0;
  const white = new Uint16Array(n * n * n);
  const black = new Uint16Array(n * n * n);
  const count = new Uint8Array(n * n * n);
  const t: EndgameTable = { cells: n, leapers: 1, white, black };
  const ix = (wk: number, bk: number, m: number) => (wk * n + bk) * n + m;
  const { from: kf, to: kt } = king;
  for (let wk = 0; wk < n; wk++)
    for (let bk = 0; bk < n; bk++) {
      if (wk === bk || adj[wk * n + bk]) continue;
      for (let m = 0; m < n; m++) {
        if (m === wk || m === bk) continue;
        let moves = 0;
        for (let k = kf[bk]!; k < kf[bk + 1]!; k++) {
          const y = kt[k]!;
          if (adj[wk * n + y]) continue;
          if (y === m || !att[(wk * n + m) * n + y]) moves++; // a capture leaves two bare kings: a draw
        }
        const i = ix(wk, bk, m);
        if (moves) count[i] = moves;
        else if (att[(wk * n + m) * n + bk]) black[i] = 1;
        else count[i] = STALEMATE;
      }
    }
  for (let v = 1; ; v += 2) {
    let found = 0;
    for (let wk = 0; wk < n; wk++)
      for (let bk = 0; bk < n; bk++)
        for (let m = 0; m < n; m++) {
          if (black[ix(wk, bk, m)] !== v) continue;
          const won = (p: number) => {
            if (!white[p]) {
              white[p] = v + 1;
              found++;
            }
          };
          for (let k = kf[wk]!; k < kf[wk + 1]!; k++) {
            const y = kt[k]!;
            if (y !== bk && y !== m && !adj[y * n + bk] && !att[(y * n + m) * n + bk]) won(ix(y, bk, m));
          }
          for (const line of rays[m]!)
            for (const y of line) {
              if (y === wk || y === bk) break;
              if (!att[(wk * n + y) * n + bk]) won(ix(wk, bk, y));
            }
        }
    for (let wk = 0; wk < n; wk++)
      for (let bk = 0; bk < n; bk++)
        for (let m = 0; m < n; m++) {
          if (white[ix(wk, bk, m)] !== v + 1) continue;
          for (let k = kf[bk]!; k < kf[bk + 1]!; k++) {
            const y = kt[k]!;
            if (y === m || adj[wk * n + y]) continue;
            const p = ix(wk, y, m);
            if (black[p] || count[p] === 0 || count[p] === STALEMATE) continue;
            count[p] = count[p]! - 1;
            if (count[p] === 0) {
              black[p] = v + 2;
              found++;
            }
          }
        }
    if (!found) return t;
  }
}

/** Is Black's king in check from one man with lines `rays`, stopped by White's king? For `summarise`. */
export const raysCheck = (rays: Rays) => (wk: number, bk: number, m: number) => reaches(rays, m, bk, wk);
