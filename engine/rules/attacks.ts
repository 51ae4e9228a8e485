/**
 * Attack detection by looking outward from the attacked cell. For each side the variant's capturing atoms
 * are merged into probes: one per reversed vector for slides (with the range of each piece code that
 * attacks that way), one per vector for cannons and lame leapers. Custom kinds with an `attacks` probe
 * (VariantDef `atomKinds`) are asked man by man; a slide whose only conditions are on its target cell (target
 * regions, its man's confinement) is a probe masked by the cells it may capture on; atoms with conditions no
 * probe expresses (start regions, confined cannons, custom kinds without a probe) fall back to generating that
 * man's moves. A frozen man (rules/freeze.ts) attacks nothing.
 */
import type { Color, Vec } from '../types';
import type { AtomKind } from './atomKinds';
import { isFrozen } from './freeze';
import { MoveFlag, type MultiCellMove } from './move';
import { pieceMoves } from './generate';
import type { State } from './state';
import { pieceCode, type CompiledAtom, type Variant } from './variant';

interface LineProbe {
  readonly table: Int16Array;
  /** Per piece code: how far it reaches along this line (0: not at all). */
  readonly reach: Int16Array;
  readonly maxReach: number;
  /** When set, the probe's men attack only targets whose entry is 1 (their target regions and confinement). */
  readonly targetOk?: Uint8Array;
}
interface LameProbe {
  readonly back: Int16Array;
  readonly leg: Int16Array;
  readonly codes: Uint8Array;
  /** True when a leg cell off the board does not block (see `Atom.legMustExist`). */
  readonly holeOpen: boolean;
}
interface Probes {
  readonly lines: readonly LineProbe[];
  readonly hops: readonly LineProbe[];
  readonly lame: readonly LameProbe[];
  /** Piece codes whose attacks are found by generating their moves. */
  readonly slow: Uint8Array;
  /** Per slow piece code: its confinement mask when it can capture only inside it (plain atoms, no `stay`). */
  readonly slowInside: readonly (Uint8Array | undefined)[];
  /** Per piece code: the custom atoms whose kind has an `attacks` probe. */
  readonly custom: readonly (readonly CustomProbe[] | undefined)[];
  /** True when some code is slow or has custom probes (the man-by-man loop is needed). */
  readonly anySlow: boolean;
}
interface CustomProbe {
  readonly ca: CompiledAtom;
  readonly attacks: NonNullable<AtomKind['attacks']>;
}

const cache = new WeakMap<Variant, [Probes, Probes]>();
const neg = (v: Vec): Vec => [-v[0], -v[1], -v[2]];

function buildProbes(v: Variant, color: Color): Probes {
  const ncodes = v.kinds.length * 2 + 1;
  const lines = new Map<string, LineProbe>();
  const hops = new Map<string, LineProbe>();
  const lame: LameProbe[] = [];
  const slow = new Uint8Array(ncodes);
  const slowInside: (Uint8Array | undefined)[] = [];
  const custom: CustomProbe[][] = [];
  const lineProbe = (map: Map<string, LineProbe>, vec: Vec, targetOk?: Uint8Array) => {
    const r = neg(vec);
    const k = targetOk ? `${r.join(',')}|${targetOk.join('')}` : r.join(',');
    let p = map.get(k);
    if (!p) {
      p = { table: v.board.stepTable(r), reach: new Int16Array(ncodes), maxReach: 0, targetOk };
      map.set(k, p);
    }
    return p;
  };
  for (const kind of v.kinds) {
    const code = pieceCode(kind.index, color);
    const plainKinds = kind.atoms[color].every(
      (ca) => ['slide', 'hop', 'lame'].includes(ca.atom.kind) && !ca.atom.stay && !ca.atom.enPassant,
    );
    if (kind.confine && plainKinds) slowInside[code] = kind.confine[color];
    for (const ca of kind.atoms[color]) {
      const a = ca.atom;
      if (a.mode === 'move') continue;
      const vectors = a.relative && color === 1 ? a.vectors.map(v.def.mirror) : a.vectors;
      const plain = !ca.fromMask && !ca.targetMask && !ca.targetExclude && !kind.confine;
      // A slide whose only conditions are on its target cell (target regions, its man's confinement): a masked probe.
      const masked = !plain && a.kind === 'slide' && !ca.fromMask;
      if (!(plain || masked) || !['slide', 'hop', 'lame'].includes(a.kind)) {
        const attacks = plain ? ca.custom?.attacks : undefined;
        if (attacks) (custom[code] ??= []).push({ ca, attacks });
        else slow[code] = 1;
        continue;
      }
      if (a.kind === 'lame') {
        const legs = a.relative && color === 1 ? a.legs!.map(v.def.mirror) : a.legs!;
        vectors.forEach((vec, i) => {
          const codes = new Uint8Array(ncodes);
          codes[code] = 1;
          lame.push({
            back: v.board.stepTable(neg(vec)),
            leg: v.board.stepTable(legs[i]!),
            codes,
            holeOpen: !a.legMustExist,
          });
        });
        continue;
      }
      const reach = Math.min(a.range, 0x7fff);
      const targetOk = masked ? targetMaskOf(v.board.size, ca, a.stay ? undefined : kind.confine?.[color]) : undefined;
      for (const vec of vectors) {
        const p = lineProbe(a.kind === 'hop' ? hops : lines, vec, targetOk);
        p.reach[code] = Math.max(p.reach[code]!, reach);
        (p as { maxReach: number }).maxReach = Math.max(p.maxReach, reach);
      }
    }
  }
  return {
    lines: [...lines.values()],
    hops: [...hops.values()],
    lame,
    slow,
    slowInside,
    custom,
    anySlow: slow.some((x) => x === 1) || custom.length > 0,
  };
}

/** Cells an atom may capture on: inside its man's confinement (unless it captures without moving) and its target regions. */
function targetMaskOf(size: number, ca: CompiledAtom, confine: Uint8Array | undefined): Uint8Array {
  const ok = new Uint8Array(size);
  for (let t = 0; t < size; t++) {
    const inside = (!confine || confine[t] === 1) && (!ca.targetMask || ca.targetMask[t] === 1);
    ok[t] = inside && (!ca.targetExclude || ca.targetExclude[t] === 0) ? 1 : 0;
  }
  return ok;
}

export function probesFor(v: Variant, color: Color): Probes {
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
  const fz = v.freezers !== undefined;
  for (const probe of p.lines) {
    if (probe.targetOk !== undefined && probe.targetOk[target] === 0) continue;
    const t = probe.table;
    let c = target;
    for (let d = 1; d <= probe.maxReach; d++) {
      c = t[c]!;
      if (c < 0) break;
      const code = board[c]!;
      if (code !== 0) {
        if (probe.reach[code]! >= d && !(fz && isFrozen(v, st, c))) return c;
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
      if (probe.reach[code]! > 0 && !(fz && isFrozen(v, st, c))) return c;
      break;
    }
  }
  for (const probe of p.lame) {
    const a = probe.back[target]!;
    if (a < 0 || probe.codes[board[a]!] !== 1) continue;
    const leg = probe.leg[a]!;
    if ((leg < 0 ? probe.holeOpen : board[leg] === 0) && !(fz && isFrozen(v, st, a))) return a;
  }
  if (p.anySlow) {
    for (let c = 0; c < board.length; c++) {
      const code = board[c]!;
      if (code === 0) continue;
      const probes = p.custom[code];
      if (probes !== undefined && p.slow[code] !== 1) {
        // Probe first, then ask whether the man is frozen (the cheaper test on a typical board is the probe).
        for (const cp of probes)
          if (cp.attacks(v, st, c, target, cp.ca)) {
            if (!(fz && isFrozen(v, st, c))) return c;
            break;
          }
        continue;
      }
      if (p.slow[code] !== 1) continue;
      const inside = p.slowInside[code];
      if (inside !== undefined && inside[target] === 0) continue; // a confined man captures only inside its region
      const out: Parameters<typeof pieceMoves>[3] = [];
      pieceMoves(v, st, c, out, new Int32Array(board.length), 1);
      if (
        out.some(
          (m) =>
            m.capture === target || (m.flags & MoveFlag.MULTI && (m.extra as MultiCellMove).takes.includes(target)),
        )
      )
        return c;
    }
  }
  return -1;
}

const facingCache = new WeakMap<Variant, readonly Int16Array[]>();

/** Returns true when the two royal men see each other along a `rules.facing` line with only empty cells between. */
export function royalsFacing(v: Variant, st: State): boolean {
  const vecs = v.def.rules.facing;
  const a = st.royal[0]!;
  const b = st.royal[1]!;
  if (!vecs || a < 0 || b < 0) return false;
  let tables = facingCache.get(v);
  if (!tables) {
    tables = vecs.flatMap((vec) => [v.board.stepTable(vec), v.board.stepTable(neg(vec))]);
    facingCache.set(v, tables);
  }
  const board = st.board;
  for (const t of tables) {
    let c = t[a]!;
    while (c >= 0 && board[c] === 0) c = t[c]!;
    if (c === b) return true;
  }
  return false;
}

/** Returns true when the side that just moved left its royal man attacked, or broke a variant rule. */
export function leftInCheck(v: Variant, st: State, mover: Color): boolean {
  const k = st.royal[mover]!;
  if (k >= 0 && attackerOf(v, st, k, (mover ^ 1) as Color) >= 0) return true;
  if (v.def.rules.facing !== undefined && royalsFacing(v, st)) return true;
  return v.hooks.illegalAfter !== undefined && v.hooks.illegalAfter(v, st, mover) !== undefined;
}
