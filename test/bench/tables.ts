/**
 * `npm run bench -- --tables [--variant ID] [--pieces Q,NN,NT]`: the endgame tables the Strong player plays from
 * (engine/endgame/), as the play page's worker builds them: per ending, the time to build it (the one-man tables it
 * needs included, unless built for an earlier row), the legal positions with the strong side to move, how many it
 * wins, the longest forced mate and a position that needs it. Gliński's, Full House's and Panoply's by default.
 */
import { manOf, reaches } from '../../engine/endgame/model';
import { tableOf } from '../../engine/endgame/probe';
import { indexOf } from '../../engine/endgame/solve';
import { defineVariant, type Variant } from '../../engine/rules/variant';
import { panoplyDef } from '../../engine/variants/panoply';
import { getVariant } from '../../engine/variants/index';

/** The endings measured by default, per variant. */
const DEFAULT: Readonly<Record<string, readonly string[]>> = {
  glinski: ['Q', 'R', 'B', 'N', 'NN', 'BN', 'BB'],
  fullhouse: ['S', 'M', 'T', 'H', 'E', 'Y', 'U', 'NT', 'TT'],
  panoply: ['R', 'S', 'C', 'G'],
};

/**
 * A share in per cent, to two places, but never rounded to 0.00 % or 100.00 % unless it is exactly that: more places
 * until the first that differs (43 318 596 of 43 318 860 is 99.9994 %, not 100.00 %).
 */
export function percent(won: number, legal: number): string {
  const p = (100 * won) / legal;
  if (won === 0 || won === legal) return `${p.toFixed(2)} %`;
  let places = 2;
  while (places < 12 && (Number(p.toFixed(places)) === 0 || Number(p.toFixed(places)) === 100)) places++;
  return `${p.toFixed(places)} %`;
}

/**
 * The variant the tables are built for: the engine's, or Panoply under the other reading of the Guard (`guard` 'B':
 * a plain one-step mover, docs/rules/panoply.md §6 item 2).
 */
function variantFor(id: string, guard?: 'A' | 'B'): Variant {
  if (id === 'panoply' && guard) return defineVariant(panoplyDef(guard));
  const r = getVariant(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The table's rows for the endings (letters of the strong side's men) of a variant, or of the defaults. */
export function tableRows(only?: string, endings?: readonly string[], guard?: 'A' | 'B'): string[][] {
  const rows = [['variant', 'men', 'build (s)', 'legal (strong to move)', 'won', 'longest mate (moves)', 'e.g.']];
  for (const id of only ? [only] : Object.keys(DEFAULT)) {
    const v = variantFor(id, guard);
    const n = v.board.size;
    const kindOf = (l: string) => {
      const k = v.kindByLetter.get(l);
      if (k === undefined) throw new Error(`${id} has no ${l}`);
      return k;
    };
    /** What a man attacks: where the lone king may not stand. */
    const reach = (k: number) => {
      const man = manOf(v, k);
      if (typeof man === 'string') throw new Error(`${id}: ${man}`);
      return man.attack;
    };
    const king = reach(v.kinds.findIndex((k) => k.def.royal));
    for (const letters of endings ?? DEFAULT[id] ?? []) {
      const kinds = [...letters].map(kindOf).sort((a, b) => a - b);
      const t0 = performance.now();
      const t = tableOf(v, kinds);
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      if (!t) {
        rows.push([id, `K${letters} v K`, s, 'no table', '', '', '']);
        continue;
      }
      const [a, b] = kinds.map(reach);
      let legal = 0;
      let won = 0;
      let most = 0;
      let example = '';
      for (let wk = 0; wk < n; wk++)
        for (let bk = 0; bk < n; bk++) {
          if (wk === bk || reaches(king, wk, bk, -1, -1, -1)) continue;
          for (let x = 0; x < n; x++)
            for (let y = b ? 0 : -1; y < (b ? n : 0); y++) {
              if (x === wk || x === bk || y === wk || y === bk || y === x) continue;
              if (reaches(a!, x, bk, wk, y, -1) || (b && reaches(b, y, bk, wk, x, -1))) continue;
              legal++;
              const w = t.strong[indexOf(t, wk, bk, x, y)]!;
              if (!w) continue;
              won++;
              if (w > most) {
                most = w;
                const men = kinds.map((k, i) => `${v.kinds[k]!.letter}${v.board.names[i ? y : x]}`).join(' ');
                example = `w: K${v.board.names[wk]} ${men}; b: K${v.board.names[bk]}; turn: w`;
              }
            }
        }
      const pct = `${won} (${percent(won, legal)})`;
      rows.push([id, `K${letters} v K`, s, String(legal), pct, String(most >> 1), example]);
    }
  }
  return rows;
}
