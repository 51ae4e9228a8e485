/**
 * Endgames converted (#34): with a winning material edge against a lone king, the Strong player wins within the
 * fifty-move rule, in every variant that has one. Each game is played out here, Strong against Strong defending
 * (node budgets, not the clock: the same moves on any machine), from the lone king in the middle of the board and
 * the winning side's men in a corner, and must end in a win before the move clock draws it (it starts at 0 and only
 * the lone king could reset it, by a capture that would leave no win).
 *
 * Peanut and King and Queen have no fifty-move rule: in Peanut a bare king loses at once (the bare-king rule); King
 * and Queen's men taken go to the captor's hand, so a lone king without men in hand is the end of a won game there.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '@/engine/search/evaluate';
import { endingOf, endingValue } from '@/engine/endgame/probe';
import { pos, variant } from './helpers';
import { playOut } from './playout';

const CASES = [
  { id: 'glinski', material: 'king and rook', position: 'w: Ka1 Rb1; b: Kf6; turn: w' },
  { id: 'fullhouse', material: 'king and queen', position: 'w: Ka1 Qb1; b: Kf6; turn: w' },
  // Stalemate loses in Panoply (the side with no move loses): a win either way.
  { id: 'panoply', material: 'king and Rider', position: 'w: Kg1 Rh1; b: Kg7; turn: w' },
  { id: 'lengthleaper', material: 'king and queen', position: 'w: K1a1 Q1b1; b: K5b3; turn: w' },
  { id: 'lengthleaper-birds', material: 'king and queen', position: 'w: K1a1 Q1b1; b: K5b3; turn: w' },
] as const;

/** Won endings that only the endgame tables convert. */
const TABLE_CASES = [
  // Gliński's two knights: in tablebase.test.ts, which builds that table anyway.
  // The longest of the two-thunderbird mates (21 moves, `npm run bench -- --tables`).
  { id: 'fullhouse', material: 'king and two thunderbirds', position: 'w: Kb1 Ta1 Tk6; b: Ki6; turn: w' },
  // Stalemate loses; the search alone was drawn by the fifty-move rule here (the Catapult takes by leaping).
  { id: 'panoply', material: 'king and Catapult', position: 'w: Kg1 Ch1; b: Kg7; turn: w' },
] as const;

describe('endgames: Strong wins against a lone king within the fifty-move rule', () => {
  it.each(CASES)('$id: $material against a lone king', ({ id, position }) => {
    expect(variant(id).def.rules.fiftyMovePlies).toBe(100);
    const g = playOut(id, position);
    const o = g.outcome();
    expect(o, g.moveTexts().join(' ')).toBeDefined();
    expect(o!.score.w, `${o!.reason}: ${g.moveTexts().join(' ')}`).toBe(1);
    expect(['checkmate', 'stalemate']).toContain(o!.status);
    expect(g.moves.length).toBeLessThan(100);
  });

  // Two leapers, or Panoply's Catapult: no search of a few plies finds these mates (36 moves at most in Gliński), so
  // Strong plays them from its endgame tables (engine/endgame/, test/engine/tablebase.test.ts). Both sides then play perfectly: the game lasts exactly
  // as many plies as the table says.
  it.each(TABLE_CASES)('$id: $material against a lone king, from the endgame table', ({ id, position }) => {
    const p = pos(id, position);
    const plies = endingValue(p.variant, endingOf(p)!, 0)!;
    expect(plies).toBeGreaterThan(30);
    const g = playOut(id, position);
    const o = g.outcome();
    expect(['checkmate', 'stalemate'], g.moveTexts().join(' ')).toContain(o?.status);
    expect(o!.score.w).toBe(1);
    expect(g.moves.length).toBe(plies - 1);
    expect(g.moves.length).toBeLessThan(100);
  });

  it('Peanut and King and Queen have no fifty-move rule', () => {
    expect(variant('peanut').def.rules.fiftyMovePlies).toBeUndefined();
    expect(variant('king-and-queen').def.rules.fiftyMovePlies).toBeUndefined();
  });
});

/** The static score with White to move, in centipawns. */
const score = (id: string, text: string) => {
  const p = pos(id, `${text}; turn: w`);
  return evaluate(p.variant, p.cloneState());
};

describe("a lone king's draws: what the endgame tables say cannot force mate is scored near a draw", () => {
  // docs/rules/lengthleaper.md §4.1: on the prism only the Queen mates with its king's help; two length leapers force
  // mate from a few hundredths of a percent of positions (test/engine/retrograde.test.ts checks the tables).
  it.each([
    ['lengthleaper', 'a rook', 'w: K1a1 R1b1; b: K5b3'],
    ['lengthleaper', 'a bishop', 'w: K1a1 B1b1; b: K5b3'],
    ['lengthleaper', 'two Headofherds', 'w: K1a1 E1b1 E1b2; b: K5b3'],
    ['lengthleaper', 'a Rootthirteenleaper and a pawn (it promotes only to a leaper)', 'w: K1a1 N1b1 P3b2; b: K5b3'],
    ['lengthleaper-birds', 'a Peahen', 'w: K1a1 A1a2; b: K5b3'],
    // docs/rules/glinski.md §4.1 and fullhouse.md §4.1 (test/engine/tablebase.test.ts checks those tables).
    ['glinski', 'a bishop and a knight', 'w: Ka1 Bf1 Nc1; b: Kf6'],
    ['fullhouse', 'two bishops', 'w: Ka1 Bf1 Bf2; b: Kf6'],
    ['fullhouse', 'a thunderbird', 'w: Ka1 Tb1; b: Kf6'],
  ])('%s: %s against a lone king', (id, _men, text) => {
    expect(Math.abs(score(id, text))).toBeLessThan(100);
    // Mirrored: the lone king is White's, the same near-draw from its side.
    expect(Math.abs(score(id, text.replace('w:', 'x:').replace('b:', 'w:').replace('x:', 'b:')))).toBeLessThan(100);
  });

  it.each([
    ['lengthleaper', 'a queen', 'w: K1a1 Q1b1; b: K5b3'],
    ['lengthleaper', 'three leapers (not in the tables: played for the win)', 'w: K1a1 E1b1 E1b2 N1d1; b: K5b3'],
    ['lengthleaper', 'a rook and a leaper (not in the tables)', 'w: K1a1 R1b1 E1b2; b: K5b3'],
    ['glinski', 'a rook (the known win of the test above)', 'w: Ka1 Rb1; b: Kf6'],
    ['glinski', 'two knights', 'w: Ka1 Nb1 Nc1; b: Kf6'],
    ['fullhouse', 'a thunderbird and a pegasus', 'w: Ka1 Tb1 Ec1; b: Kf6'],
  ])('%s: %s against a lone king is still a known win', (id, _men, text) => {
    expect(score(id, text)).toBeGreaterThan(3000);
  });
});
