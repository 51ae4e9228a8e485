/**
 * "Why not?" over random positions of every variant (the engine's seeded generator, as fuzz.test.ts uses): for
 * every man of the side to move and every cell, the answer is `legal` exactly for the legal moves, and an
 * illegal pair gets the specific code whenever one applies, each "applies" defined here independently of
 * query/explain.ts:
 * - `own-man` iff a man of the mover's side (not the mover) stands on the cell;
 * - `shape` only if no probe reaches the cell: the man alone on its cell with one enemy man on any cell (and one
 *   more on the target), or with its own men everywhere else; every probe with full hands (pool promotion); and
 *   where no probe reaches it, the answer is `shape` or a limit (`off-board`, `first-move`, `confined`, or
 *   `leg` for a leg cell that is not on the board);
 * - `self-check` iff a pseudo-legal move there leaves the mover's royal attacked (or the royals facing);
 * - `frozen` when the man is next to an enemy immobiliser and a probe reaches the cell (unless a limit of its
 *   own movement, `off-board`, `first-move` or `confined`, comes first);
 * - the generic `rule` only when a pseudo-legal move there exists (or a pawn would have to promote from an
 *   empty pool); a marked cell is a cell of the board, and a blocker, leg or screen is an occupied cell.
 */
import { describe, expect, it } from 'vitest';
import { explainMove, Position, seededRandom } from '@/engine';
import type { Variant } from '@/engine/rules/variant';
import type { Move, MultiCellMove } from '@/engine/rules/move';
import { allVariants } from '@/engine/variants/index';
import { attackerOf, royalsFacing } from '@/engine/rules/attacks';
import { frozenBy } from '@/engine/rules/freeze';
import { make, unmake } from '@/engine/rules/make';
import { MoveFlag } from '@/engine/rules/move';
import { pieceMoves } from '@/engine/rules/generate';
import type { State } from '@/engine/rules/state';
import { codeColor, codeKind, pieceCode } from '@/engine/rules/variant';
import type { Color } from '@/engine/types';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

/** True when the move lands on `to`, ends with a cell on it, or captures the man there. */
function touches(st: State, m: Move, to: number): boolean {
  const ends = m.flags & MoveFlag.MULTI ? (m.extra as MultiCellMove).path.at(-1)! : [m.to];
  if (ends.includes(to)) return true;
  const takes = m.flags & MoveFlag.MULTI ? (m.extra as MultiCellMove).takes : [m.capture];
  return takes.some((c) => c >= 0 && (c === to || st.link[c] === to));
}

function pseudoFrom(v: Variant, st: State, from: number): Move[] {
  const out: Move[] = [];
  pieceMoves(v, st, from, out, new Int32Array(st.board.length), 1);
  return out;
}

/** The cells a probe reaches from `from` (see the module comment), cached per man and cell. */
const probeCache = new Map<string, Set<number>>();
function probeReach(v: Variant, st: State, from: number): Set<number> {
  const code = st.board[from]!;
  const other = st.link[from]!;
  const key = `${v.id} ${code} ${from} ${other}`;
  const hit = probeCache.get(key);
  if (hit) return hit;
  const color = codeColor(code);
  const enemyKind = v.kinds.find((k) => !k.def.royal && !k.def.cells && !k.def.freezes)!.index;
  const enemy = pieceCode(enemyKind, (color ^ 1) as Color);
  const own = pieceCode(enemyKind, color);
  const reach = new Set<number>();
  const base = st.clone();
  base.board.fill(0);
  base.link.fill(-1);
  base.hand.fill(9);
  base.ep = -1;
  base.epVictim = -1;
  base.board[from] = code;
  if (other >= 0) {
    base.board[other] = code;
    base.link[from] = other;
    base.link[other] = from;
  }
  const probe = (s: State) => {
    for (const m of pseudoFrom(v, s, from)) {
      for (let t = 0; t < s.board.length; t++) if (touches(s, m, t)) reach.add(t);
    }
  };
  probe(base);
  const crowd = base.clone();
  for (let c = 0; c < crowd.board.length; c++) if (crowd.board[c] === 0) crowd.board[c] = own;
  for (let t = 0; t < crowd.board.length; t++) {
    if (crowd.board[t] !== own || t === from || t === other) continue;
    crowd.board[t] = 0;
    for (const m of pseudoFrom(v, crowd, from)) if (touches(crowd, m, t)) reach.add(t);
    crowd.board[t] = own;
  }
  for (let e = 0; e < base.board.length; e++) {
    if (base.board[e] !== 0) continue;
    base.board[e] = enemy;
    probe(base);
    for (let t = 0; t < base.board.length; t++) {
      if (base.board[t] !== 0 || reach.has(t)) continue;
      base.board[t] = enemy;
      for (const m of pseudoFrom(v, base, from)) if (touches(base, m, t)) reach.add(t);
      base.board[t] = 0;
    }
    base.board[e] = 0;
  }
  probeCache.set(key, reach);
  return reach;
}

/** True when the pseudo-legal move leaves the mover's royal attacked or the royals facing. */
function selfCheck(v: Variant, st: State, m: Move, color: Color): boolean {
  const u = make(v, st, m);
  const k = st.royal[color]!;
  const bad = (k >= 0 && attackerOf(v, st, k, (color ^ 1) as Color) >= 0) || royalsFacing(v, st);
  unmake(st, u);
  return bad;
}

const LIMITS = ['off-board', 'first-move', 'confined'];

function checkPosition(v: Variant, p: Position, counts: Map<string, number>): void {
  const st = p.cloneState();
  const names = v.board.names;
  for (let from = 0; from < v.board.size; from++) {
    const code = st.board[from]!;
    if (code === 0 || codeColor(code) !== st.turn || (st.link[from]! >= 0 && st.link[from]! < from)) continue;
    const color = codeColor(code);
    const legal = p.movesFrom(from);
    const pseudo = pseudoFrom(v, st, from);
    const reach = probeReach(v, st, from);
    const frozen = frozenBy(v, st, from) >= 0;
    for (let to = 0; to < v.board.size; to++) {
      if (to === from || to === st.link[from]) continue;
      const e = explainMove(p, names[from]!, names[to]!);
      const where = `${names[from]}→${names[to]} in ${p.toString()}: ${e.code} "${e.reason}"`;
      counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
      const isLegal = legal.some((m) => touches(st, m, to));
      expect(e.code === 'legal', where).toBe(isLegal);
      if (isLegal) continue;
      expect(e.reason.length, where).toBeGreaterThan(10);
      for (const c of e.cells) expect(v.board.index(c), where).toBeGreaterThanOrEqual(0);
      const target = st.board[to]!;
      const ownMan = target !== 0 && codeColor(target) === color;
      expect(e.code === 'own-man', where).toBe(ownMan);
      if (ownMan) continue;
      if (reach.has(to)) expect(e.code, where).not.toBe('shape');
      // Unreachable even on a bare board: the shape, or a limit of the board, the start cells or the zone (a lame
      // leap's leg cell that is not on the board is one: `leg` with no cell to mark).
      else expect([...['shape', ...LIMITS], ...(e.cells.length ? [] : ['leg'])], where).toContain(e.code);
      const tries = pseudo.filter((m) => touches(st, m, to));
      const checked = tries.length > 0 && selfCheck(v, st, tries[0]!, color);
      expect(e.code === 'self-check', where).toBe(checked);
      if (frozen && reach.has(to)) expect([...LIMITS, 'frozen'], where).toContain(e.code);
      if (e.code === 'rule') {
        const promo = v.kinds[codeKind(code)]!.def.pawn === true;
        expect(tries.length > 0 || promo, where).toBe(true);
      }
      if (['blocked', 'leg', 'frozen', 'self-check'].includes(e.code) && e.cells.length)
        for (const c of e.cells) expect(st.board[v.board.index(c)], where).not.toBe(0);
    }
  }
}

describe.each(Object.entries(VARIANTS))('%s: "why not?" names the specific reason', (id, v) => {
  it('every (from, to) of the side to move over random positions', () => {
    const random = seededRandom(id.length * 104729);
    const counts = new Map<string, number>();
    for (let g = 0; g < 2; g++) {
      let p = Position.start(v!);
      for (let ply = 0; ply < 40 && !p.outcome(); ply++) {
        if (ply % 16 === 5 + g * 8) checkPosition(v!, p, counts);
        const moves = p.legalMoves();
        p = p.play(moves[Math.floor(random() * moves.length)]!);
      }
    }
    expect(counts.get('legal')).toBeGreaterThan(0);
    expect(counts.get('shape')).toBeGreaterThan(0);
  });
});
