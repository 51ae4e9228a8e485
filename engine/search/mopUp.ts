/**
 * The evaluation's mop-up tables (engine/search/evaluate.ts): how cornered a lone royal is on each cell, and how
 * many royal steps lie between two cells, so that the side ahead drives the other's royal to an edge and brings its
 * own near.
 */
import { pieceMoves } from '../rules/generate';
import { State } from '../rules/state';
import { pieceCode, type Variant } from '../rules/variant';

/** Per cell, the cells a lone royal of the first side reaches from it on an empty board (none for a two-cell man). */
function royalReach(v: Variant): number[][] {
  const kind = v.kinds.find((k) => k.def.royal);
  const st = new State(v.board.size, v.kinds.length);
  const seen = new Int32Array(v.board.size);
  return Array.from({ length: v.board.size }, (_, c) => {
    if (!kind) return [];
    st.board.fill(0);
    st.board[c] = pieceCode(kind.index, 0);
    const out: Parameters<typeof pieceMoves>[3] = [];
    try {
      pieceMoves(v, st, c, out, seen, c + 1);
    } catch {
      return [];
    }
    return [...new Set(out.map((m) => m.to))];
  });
}

/** The mop-up tables: how cornered a royal is per cell, and royal steps between cells (breadth-first). */
export function mopUpTables(v: Variant, centre: Int16Array): { cornered: Int8Array; steps: Int8Array } {
  const n = v.board.size;
  const reach = royalReach(v);
  const counts = reach.map((r) => r.length);
  const most = Math.max(...counts, 1);
  const least = Math.min(...counts);
  const cornered = Int8Array.from(
    counts,
    (k, c) => 12 - centre[c]! + (most > least ? Math.round((12 * (most - k)) / (most - least)) : 0),
  );
  const steps = new Int8Array(n * n).fill(127);
  for (let a = 0; a < n; a++) {
    steps[a * n + a] = 0;
    let front = [a];
    for (let d = 1; front.length && d < 127; d++) {
      const next: number[] = [];
      for (const c of front)
        for (const b of reach[c]!)
          if (steps[a * n + b] === 127) {
            steps[a * n + b] = d;
            next.push(b);
          }
      front = next;
    }
  }
  return { cornered, steps };
}
