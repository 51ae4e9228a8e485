/**
 * `npm run bench -- --replay`: what opening a long game costs (#34). A game of thousands of plies is made here (a
 * seeded random walk: quiet moves of pieces, a pawn's step or a capture only as the move clock nears its draw, never
 * a move that ends the game or repeats a position a third time), then read back as the explore page reads a link
 * (`Game.playText` per move, then its outcome) and as the play page restores a saved game (`readSavedGame`). The
 * figure is the wall time of each read; what it must show is the same time per ply at every length.
 */
import { readSavedGame } from '../../components/play/savedGame';
import { Game, Position, seededRandom } from '../../engine/index';
import { getVariant } from '../../engine/variants/index';

/** A legal game of `plies` plies (fewer when the walk finds no move that keeps the game going) from the start. */
export function longGame(id: string, plies: number, seed = 1): { start: Position; moves: string[] } {
  const vr = getVariant(id);
  if (!vr.ok) throw new Error(vr.error.message);
  const v = vr.value;
  const start = Position.start(v);
  const rnd = seededRandom(seed);
  const seen = new Map<string, number>();
  const key = (p: Position) => p.toString().replace(/;\s*(clock|move):[^;]*/g, '');
  const fifty = v.def.rules.fiftyMovePlies ?? Infinity;
  let p = start;
  seen.set(key(p), 1);
  const moves: string[] = [];
  while (moves.length < plies) {
    const all = [...p.legalMoves()];
    const late = p.cloneState().clock >= Math.min(fifty - 10, 80);
    const irreversible = (m: (typeof all)[number]) => m.capture >= 0 || v.kinds[m.piece]!.def.pawn === true;
    // Quiet piece moves while the clock allows, irreversible ones when it nears the draw; shuffled within each.
    const ranked = all
      .map((m) => ({ m, r: rnd() + (irreversible(m) === late ? 0 : 1) }))
      .sort((a, b) => a.r - b.r)
      .map((x) => x.m);
    let next: Position | undefined;
    for (const m of ranked) {
      const q = p.play(m);
      if (q.outcome() || (seen.get(key(q)) ?? 0) >= 2) continue;
      next = q;
      moves.push(p.printMove(m));
      break;
    }
    if (!next) break;
    p = next;
    seen.set(key(p), (seen.get(key(p)) ?? 0) + 1);
  }
  return { start, moves };
}

/** Milliseconds to read the game as a link does and as a saved game. */
export function replayTimes(start: Position, moves: readonly string[]): { link: number; saved: number } {
  let t = performance.now();
  let g = Game.from(start);
  for (const m of moves) {
    const r = g.playText(m);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    g = r.value;
  }
  g.outcome();
  g.moveTexts();
  const link = performance.now() - t;
  const text = JSON.stringify({
    opening: start.toString(),
    moves,
    opponent: 'friend',
    computer: 'b',
    strength: 'club',
  });
  t = performance.now();
  const s = readSavedGame(start.variant.id, text);
  if (!s.ok) throw new Error(s.message);
  s.game.outcome();
  const saved = performance.now() - t;
  return { link, saved };
}

/** Rows of the replay table: per variant and length, plies read and milliseconds per read. */
export function replayRows(cases: readonly (readonly [string, number])[]): string[][] {
  const rows: string[][] = [];
  for (const [id, plies] of cases) {
    const { start, moves } = longGame(id, plies);
    for (const n of [Math.floor(moves.length / 4), moves.length]) {
      const part = moves.slice(0, n);
      replayTimes(start, part.slice(0, 50)); // warm-up
      const { link, saved } = replayTimes(start, part);
      rows.push([id, String(n), link.toFixed(0), saved.toFixed(0), ((1000 * link) / Math.max(1, n)).toFixed(0)]);
    }
  }
  return rows;
}
