/**
 * Random games in every variant, checking the engine's invariants at every ply:
 * - every generated move's text parses back to that move, and playing it gives the same position;
 * - the position text round-trips;
 * - men are conserved: the men on the board plus in hand change only by the move's captures, drops and promotions;
 * - make/unmake restores the state exactly (perft by make/unmake equals perft by copying, depth 2);
 * - the moves generated are exactly the moves that play accepts: every legal move's text plays and gives the same
 *   position as the move, and other move texts (near misses of legal ones, random cell pairs, drops, promotions)
 *   are refused with a clear error, unless they are another spelling of exactly one legal move.
 */
import { describe, expect, it } from 'vitest';
import { Position, seededRandom } from '@/engine';
import type { Variant } from '@/engine/rules/variant';
import { allVariants } from '@/engine/variants/index';
import { perft, perftByCopy } from '@/engine/rules/perft';
import { looseKey } from '@/engine/notation/moveText';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

/** A small deterministic generator: the engine's own (mulberry32). */
const rng = seededRandom;

/** Counts men on the board (a two-cell man once) and in hand. */
function census(v: Variant, p: Position): number {
  let n = 0;
  for (let c = 0; c < v.board.size; c++) if (p.pieceAt(c) && !(p.otherCell(c) >= 0 && p.otherCell(c) < c)) n++;
  for (const side of ['w', 'b'] as const) for (const k of v.kinds) n += p.inHand(side, k.index);
  return n;
}

/** Move texts that are not (necessarily) legal: random cell pairs with each separator, promotions and drops, and
 *  near misses of legal moves (another destination, another separator, a promotion added). */
function otherTexts(v: Variant, legal: readonly string[], random: () => number, n: number): string[] {
  const cell = () => v.board.names[Math.floor(random() * v.board.size)]!;
  const letter = () => v.kinds[Math.floor(random() * v.kinds.length)]!.letter;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = legal[Math.floor(random() * legal.length)] ?? '';
    const pick = Math.floor(random() * 7);
    if (pick === 0) out.push(`${cell()}-${cell()}`);
    else if (pick === 1) out.push(`${cell()}x${cell()}`);
    else if (pick === 2) out.push(`${cell()}!${cell()}`);
    else if (pick === 3) out.push(`${letter()}@${cell()}`);
    else if (pick === 4) out.push(`${cell()}-${cell()}=${letter()}`);
    else if (pick === 5) out.push(l.replace(/[a-z0-9]+$/, cell()));
    else out.push(`${l}=${letter()}`);
  }
  return out;
}

const GAMES = 6;
const PLIES = 60;

describe.each(Object.entries(VARIANTS))('%s: random games keep the invariants', (id, v) => {
  it(`${GAMES} games of up to ${PLIES} plies`, () => {
    const random = rng(id.length * 7919);
    let checked = 0;
    for (let g = 0; g < GAMES; g++) {
      let p = Position.start(v!);
      for (let ply = 0; ply < PLIES && !p.outcome(); ply++) {
        const text = p.toString();
        const again = Position.parse(v!, text);
        expect(again.ok && again.value.toString(), 'position text round trip').toBe(text);
        const moves = p.legalMoves();
        const texts = moves.map((m) => p.printMove(m));
        expect(new Set(texts).size, `duplicate move texts in ${text}`).toBe(texts.length);
        if (ply % 30 === 3) {
          // Every legal move's text plays, to the same position as the move itself.
          moves.forEach((mv, i) => {
            const played = p.playText(texts[i]!);
            expect(played.ok && played.value.toString(), `"${texts[i]}" plays in ${text}`).toBe(p.play(mv).toString());
          });
          // Any other text is refused, unless it is another spelling of exactly one legal move.
          const legalSet = new Set(texts);
          const byLoose = new Map<string, number>();
          for (const t of texts) byLoose.set(looseKey(t), (byLoose.get(looseKey(t)) ?? 0) + 1);
          for (const t of otherTexts(v!, texts, random, 30)) {
            const r = p.parseMove(t);
            if (legalSet.has(t)) expect(r.ok && p.printMove(r.value), `legal "${t}"`).toBe(t);
            else if (byLoose.get(looseKey(t)) === 1)
              expect(r.ok && looseKey(p.printMove(r.value)), `"${t}" is another spelling`).toBe(looseKey(t));
            else if (r.ok) {
              // Only a variant's own reader (the Panoply Barricade's paths) may accept another form, of a legal move.
              expect(v!.hooks.readMove, `"${t}" accepted in ${text} as ${p.printMove(r.value)}`).toBeDefined();
              expect(moves).toContain(r.value);
            } else {
              expect(['ERR_ILLEGAL', 'ERR_MOVE_SYNTAX']).toContain(r.error.code);
              expect(r.error.message).toContain('move "');
              expect(p.playText(t).ok, `"${t}" does not play`).toBe(false);
            }
          }
        }
        const m = moves[Math.floor(random() * moves.length)]!;
        const parsed = p.parseMove(p.printMove(m));
        expect(parsed.ok && parsed.value, `"${p.printMove(m)}" parses back in ${text}`).toBe(m);
        const next = p.play(m);
        const before = census(v!, p);
        const after = census(v!, next);
        // Captured men leave the board unless a variant's rule keeps them in a hand or pool; a promotion from a
        // pool uses up the pooled man (Peanut). Nothing ever appears from nowhere.
        expect(after, `men conserved by ${p.printMove(m)} in ${text}`).toBeLessThanOrEqual(before);
        const allowed = (m.capture >= 0 ? 3 : 0) + (m.promo >= 0 ? 1 : 0);
        expect(
          before - after,
          `only captured men and a used-up pool man disappear (${p.printMove(m)} in ${text})`,
        ).toBeLessThanOrEqual(allowed);
        if (ply % 15 === 7) {
          expect(perft(v!, next.cloneState(), 2), `perft by copy in ${next.toString()}`).toBe(
            perftByCopy(v!, next.cloneState(), 2),
          );
          const st = next.cloneState();
          perft(v!, st, 2);
          expect(Position.fromState(v!, st).toString(), 'make/unmake restores the state').toBe(next.toString());
        }
        p = next;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(GAMES * 10);
  });
});
