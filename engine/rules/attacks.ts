/**
 * Attack detection by looking outward from the attacked cell. For each side the variant's capturing atoms
 * are merged into probes: one per reversed vector for slides (with the range of each piece code that
 * attacks that way), one per vector for cannons and lame leapers. Atoms with conditions a probe cannot
 * express (regions, confinement, custom kinds) fall back to generating that man's moves.
 */
import type { Color, Vec } from '../types';
import { pieceMoves } from './movegen';
import type { State } from './state';
import { pieceCode, type Variant } from './variant';

interface LineProbe {
  readonly table: Int16Array;
  /** Per piece code: how far it reaches along this line (0: not at all). */
  readonly reach: Int16Array;
  readonly maxReach: number;
}
interface LameProbe {
  readonly back: Int16Array;
  readonly leg: Int16Array;
  readonly codes: Uint8Array;
}
interface Probes {
  readonly lines: readonly LineProbe[];
  readonly hops: readonly LineProbe[];
  readonly lame: readonly LameProbe[];
  /** Piece codes whose attacks are found by generating their moves. */
  readonly slow: Uint8Array;
  readonly anySlow: boolean;
}

const cache = new WeakMap<Variant, [Probes, Probes]>();
const neg = (v: Vec): Vec => [-v[0], -v[1], -v[2]];

function buildProbes(v: Variant, color: Color): Probes {
  const ncodes = v.kinds.length * 2 + 1;
  const lines = new Map<string, LineProbe>();
  const hops = new Map<string, LineProbe>();
  const lame: LameProbe[] = [];
  const slow = new Uint8Array(ncodes);
  const lineProbe = (map: Map<string, LineProbe>, vec: Vec) => {
    const r = neg(vec);
    const k = r.join(',');
    let p = map.get(k);
    if (!p) {
      p = { table: v.board.stepTable(r), reach: new Int16Array(ncodes), maxReach: 0 };
      map.set(k, p);
    }
    return p;
  };
  for (const kind of v.kinds) {
    const code = pieceCode(kind.index, color);
    for (const ca of kind.atoms[color]) {
      const a = ca.atom;
      if (a.mode === 'move') continue;
      const vectors = a.relative && color === 1 ? a.vectors.map(v.def.mirror) : a.vectors;
      const plain = !ca.fromMask && !ca.targetMask && !ca.targetExclude && !kind.confine;
      if (!plain || !['slide', 'hop', 'lame'].includes(a.kind)) {
        slow[code] = 1;
        continue;
      }
      if (a.kind === 'lame') {
        const legs = a.relative && color === 1 ? a.legs!.map(v.def.mirror) : a.legs!;
        vectors.forEach((vec, i) => {
          const codes = new Uint8Array(ncodes);
          codes[code] = 1;
          lame.push({ back: v.board.stepTable(neg(vec)), leg: v.board.stepTable(legs[i]!), codes });
        });
        continue;
      }
      const reach = Math.min(a.range, 0x7fff);
      for (const vec of vectors) {
        const p = lineProbe(a.kind === 'hop' ? hops : lines, vec);
        p.reach[code] = Math.max(p.reach[code]!, reach);
        (p as { maxReach: number }).maxReach = Math.max(p.maxReach, reach);
      }
    }
  }
  return { lines: [...lines.values()], hops: [...hops.values()], lame, slow, anySlow: slow.some((x) => x === 1) };
}

function probesFor(v: Variant, color: Color): Probes {
  let p = cache.get(v);
  if (!p) {
    p = [buildProbes(v, 0), buildProbes(v, 1)];
    cache.set(v, p);
  }
  return p[color];
}

/** Returns the cell of a man of side `by` that attacks `target`, or -1 when none does. */
export function attackerOf(v: Variant, st: State, target: number, by: Color): number {
  const p = probesFor(v, by);
  const board = st.board;
  for (const probe of p.lines) {
    const t = probe.table;
    let c = target;
    for (let d = 1; d <= probe.maxReach; d++) {
      c = t[c]!;
      if (c < 0) break;
      const code = board[c]!;
      if (code !== 0) {
        if (probe.reach[code]! >= d) return c;
        break;
      }
    }
  }
  for (const probe of p.hops) {
    const t = probe.table;
    let c = t[target]!;
    while (c >= 0 && board[c] === 0) c = t[c]!;
    if (c < 0) continue;
    for (c = t[c]!; c >= 0; c = t[c]!) {
      const code = board[c]!;
      if (code === 0) continue;
      if (probe.reach[code]! > 0) return c;
      break;
    }
  }
  for (const probe of p.lame) {
    const a = probe.back[target]!;
    if (a < 0 || probe.codes[board[a]!] !== 1) continue;
    const leg = probe.leg[a]!;
    if (leg < 0 || board[leg] === 0) return a;
  }
  if (p.anySlow) {
    for (let c = 0; c < board.length; c++) {
      const code = board[c]!;
      if (code === 0 || p.slow[code] !== 1) continue;
      const out: Parameters<typeof pieceMoves>[3] = [];
      pieceMoves(v, st, c, out, new Int32Array(board.length), 1);
      if (out.some((m) => m.capture === target)) return c;
    }
  }
  return -1;
}
