/**
 * Peanut (Philip John Brady, 1998): two side-3 hexagons joined into a 38-hex board, short rooks and bishops,
 * a king bound to its castle that can capture without moving, pawns that move and capture to both forward
 * hexes and promote only to pieces the opponent has taken. Rules reference: docs/rules/peanut.md.
 * The board is in peanut/board.ts, the pool and bare-king rules in peanut/rules.ts, the men in
 * pieces/peanutCatalog.ts.
 */
import { castleKing, peanutKnight, peanutPawn, shortBishop, shortRook } from '../pieces/peanutCatalog';
import type { VariantDef } from '../rules/variant';
import { peanutBoard, peanutRegions, reflectVector } from './peanut/board';
import { bareKingOutcome, checkSetup, poolAfterMove, setupProblems } from './peanut/rules';

/**
 * The start position (peanut.md §2). Ra1, Na2 and the pawns are the inventor's; the cells of the king, the
 * second rook, the second knight and the bishops are RECONSTRUCTED (his diagram is lost); Black is White's
 * point reflection. One constant, so that a better reconstruction can replace it.
 */
export const PEANUT_SETUP =
  'w: Kb1 Ra1 Rc1 Na2 Nd2 Bb2 Bc2 Pb4 Pc4 Pd4 Pe4; b: Kg10 Rf10 Rh10 Ne9 Nh9 Bf9 Bg9 Pd7 Pe7 Pf7 Pg7; turn: w';

/** Threefold repetition draws: a house rule (the inventor gives none); undefined switches it off. */
const PEANUT_REPETITION: number | undefined = 3;

/** docs/rules/peanut.md §6 item 5: a slider's line ends at a missing cell; the text speaks of leaping the gap for the knight only. */
export const GAP_NOTE =
  'Rooks and bishops stop where the board has a gap; only knights leap over missing hexes (our reading: the text speaks of leaping over empty space for the knight only).';

/** What the engine reads or reconstructs, for readers (variantNotes, engine/variants/notes.ts). */
export const PEANUT_NOTES = [
  'The inventor’s board drawing is lost. The board geometry and cell names are derived from his text; the cells of the king, the second rook, the second knight and the bishops are reconstructed, and Black’s array is the point reflection of White’s.',
  'Pawns move and capture to either of their two forward hexes (our reading of “one hex forward, across hex sides”).',
  'Promotion is optional inside the zone and compulsory on the last rank; a promotion uses up the captured piece it takes from the pool.',
  GAP_NOTE,
  'A bared king draws only if its very next move can capture the opponent’s last man; otherwise baring wins at once.',
  'Threefold repetition is a draw: a house rule, since the inventor gives none. There is no fifty-move rule.',
];

export const peanutDef = {
  id: 'peanut',
  title: 'Peanut',
  board: peanutBoard,
  pieces: { K: castleKing, R: shortRook, B: shortBishop, N: peanutKnight, P: peanutPawn },
  mirror: reflectVector,
  regions: peanutRegions,
  setup: PEANUT_SETUP,
  rules: {
    // Optional in the zone, compulsory on the last rank (peanut.md §6.9); the pool's reading is PEANUT_POOL.
    promotion: { zone: 'promotion', choices: 'pool', when: 'optional', forcedIn: 'lastRank' },
    stalemate: 'draw',
    repetition: PEANUT_REPETITION,
  },
  hooks: { afterMove: poolAfterMove, outcome: bareKingOutcome, checkSetup, setupProblems },
} satisfies VariantDef;
