/**
 * Panoply (Daniel Zacharias, 2020): a 127-cell hexagon with straight ranks, a King, Riders, Skirmishers that
 * capture by withdrawal, Catapults that capture by leaping, Heralds that freeze the enemy men next to them,
 * Guards, sliding Pawns that capture by jumping, and Barricades: one man on two cells. Stalemate loses.
 * Rules reference: docs/rules/panoply.md. Board: panoply/board.ts; capture kinds: panoply/kinds.ts; the
 * Barricade: panoply/barricade.ts; the fifty-turn clock and setup checks: panoply/rules.ts.
 */
import { HEX_ORTH } from '../geometry/hex';
import { custom, slide, type PieceDef } from '../pieces/atoms';
import type { VariantDef } from '../rules/variant';
import { lastRank, NE, NW, panoplyBoard, pointReflect } from './panoply/board';
import { barricadeKind, readBarricadeMove, type BarricadeAlignment } from './panoply/barricade';
import { PANOPLY_KINDS } from './panoply/kinds';
import { checkSetup, irreversible, setupProblems } from './panoply/rules';

/**
 * The start position (panoply.md §2.1). RECONSTRUCTED: the inventor's setup diagram is lost; this is the
 * simplest array that fits every clue. One constant, so that the real one can replace it.
 */
const PANOPLY_SETUP =
  'w: Kj1 Ri1 Rk1 Sh2 Sk2 Ch1 Cl1 Hi2 Hj2 Gg1 Gm1 Xf2-g2 Xl2-m2 Pe3 Pf3 Pg3 Ph3 Pi3 Pj3 Pk3 Pl3 Pm3; ' +
  'b: Kd13 Rc13 Re13 Sc12 Sf12 Cb13 Cf13 Hd12 He12 Ga13 Gg13 Xa12-b12 Xg12-h12 Pa11 Pb11 Pc11 Pd11 Pe11 Pf11 Pg11 Ph11 Pi11; turn: w';

/**
 * The Guard (§3.6, §6 item 2; the source's paragraph is cut short): 'A' passes over its own men and moves to
 * or captures on the first cell that is not friendly (recommended); 'B' is a plain one-step mover.
 */
const PANOPLY_GUARD: 'A' | 'B' = 'A';

/** When a Barricade may take an enemy Barricade (§6 item 11): lined up at the capturing step (recommended), or from the move's start. */
const PANOPLY_BARRICADE_ALIGNMENT: BarricadeAlignment = 'step';

/** Plies without an irreversible move that draw (§6 item 18): 100 (fifty turns each); the literal reading gives 50. */
const PANOPLY_FIFTY_PLIES = 100;

const BARRICADE_KINDS = { step: 'panoply-barricade', move: 'panoply-barricade-from-start' } as const;

const orth = { group: 'orthogonal' } as const;
const quiet = slide(HEX_ORTH, { ...orth, mode: 'move' });
const replace = (range: number) => custom('panoply-replace', HEX_ORTH, { ...orth, range, mode: 'capture' });
const king: PieceDef = {
  name: 'king',
  royal: true,
  atoms: [slide(HEX_ORTH, { ...orth, range: 1, mode: 'move' }), replace(1)],
};
const rider: PieceDef = { name: 'rider', atoms: [quiet, replace(Infinity)] };
const skirmisher: PieceDef = {
  name: 'skirmisher',
  atoms: [quiet, custom('panoply-withdraw', HEX_ORTH, { ...orth, mode: 'capture', label: 'withdrawal' })],
};
const catapult: PieceDef = {
  name: 'catapult',
  atoms: [quiet, custom('panoply-leap', HEX_ORTH, { ...orth, mode: 'capture', label: 'leap' })],
};
const herald: PieceDef = { name: 'herald', atoms: [quiet], freezes: HEX_ORTH };
const guardA: PieceDef = { name: 'guard', atoms: [custom('panoply-guard', HEX_ORTH, orth)] };
const guardB: PieceDef = { name: 'guard', atoms: king.atoms };
const pawn: PieceDef = {
  name: 'pawn',
  pawn: true,
  atoms: [
    slide([NE, NW], { mode: 'move', relative: true, group: 'forward' }),
    custom('panoply-pawn', [NE, NW], { range: 2, mode: 'capture', relative: true, group: 'forward', label: 'jump' }),
  ],
};
const barricade = (align: BarricadeAlignment): PieceDef => ({
  name: 'barricade',
  cells: 2,
  joins: HEX_ORTH,
  atoms: [custom(BARRICADE_KINDS[align], HEX_ORTH, orth)],
  captureRule:
    'It is captured only along its own line: the capturer must stand in line with both its cells and capture through the nearer one, and then both cells are cleared. A Pawn never captures it.',
});

export const GUARD_NOTE =
  'The end of the Guard’s rule is lost. We read it as moving over its own men to the first cell that is not friendly, there moving or capturing; a plain one-step Guard is the alternative.';
export const ALIGNMENT_NOTE =
  'A Barricade may take an enemy Barricade when the two are lined up at the start of the capturing step (our reading).';

/** What the engine reads or reconstructs, for readers (variantNotes, engine/variants/notes.ts). */
export const PANOPLY_NOTES = [
  'The start position is reconstructed: the inventor’s setup diagram is lost, and this array is the simplest one that fits every clue.',
  GUARD_NOTE,
  'White moves first and advances towards rank 13; the sources do not say who starts.',
  ALIGNMENT_NOTE,
  'Barricade step paths that end on the same cells with the same captures count as one move.',
  'The fifty-turn rule counts 100 plies without an irreversible move. Besides pawn moves and captures, a move is irreversible when it makes a new Herald lock, ends next to an enemy Herald that one of the mover’s Heralds holds, or checks so that every answer is irreversible (our computable reading of the inventor’s examples).',
];

/** Returns the definition under the given readings (the exported constants by default; tests build the others). */
export function panoplyDef(guard: 'A' | 'B' = PANOPLY_GUARD, align: BarricadeAlignment = PANOPLY_BARRICADE_ALIGNMENT) {
  return {
    id: 'panoply',
    title: 'Panoply',
    board: panoplyBoard,
    pieces: {
      K: king,
      R: rider,
      S: skirmisher,
      C: catapult,
      H: herald,
      G: guard === 'A' ? guardA : guardB,
      P: pawn,
      X: barricade(align),
    },
    mirror: pointReflect,
    regions: { promotion: (c, color) => lastRank(c, color) },
    setup: PANOPLY_SETUP,
    rules: {
      promotion: { zone: 'promotion', choices: ['R', 'S', 'C', 'H', 'G'], when: 'always' },
      stalemate: 'loss',
      fiftyMovePlies: PANOPLY_FIFTY_PLIES,
    },
    atomKinds: { ...PANOPLY_KINDS, [BARRICADE_KINDS[align]]: barricadeKind(align) },
    hooks: {
      irreversible,
      checkSetup,
      setupProblems,
      readMove: (v, st, text, legal) => readBarricadeMove(v, st, text, legal, align),
    },
  } satisfies VariantDef;
}
