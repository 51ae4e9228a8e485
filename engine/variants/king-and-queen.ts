/**
 * King and Queen (Dennis X. Voong, 1998): a xiangqi-like game on 39 squares with drops and promotion upon
 * capture. Rules reference: docs/rules/king-and-queen.md. Blue (the Queen's side, w) moves first; Red (the
 * King's side, b). Cells are `[x, y, 0]`, file x 0..8 (a..i), rank y 0..6 (1..7); a cell exists where
 * 2 <= y <= 4 (the three 9-wide ranks) or 3 <= x <= 5 (the 3-wide end blocks).
 * The start position and the castles are RECONSTRUCTED (the source diagram is lost); each is one constant here.
 */
import type { BoardShape } from '../geometry/board';
import { squares } from '../geometry/layout';
import type { VariantDef } from '../rules/variant';
import type { Color, Vec } from '../types';
import { droppedKey, kqHooks, PROMOTION_NOTE } from './king-and-queen/hooks';
import { KQ_PIECES, PROMOTED_CANNON_NOTE } from './king-and-queen/pieces';

const FILES = 'abcdefghi';

/** Returns true when file x, rank y (both from 0) is one of the 39 squares (§1.1). */
const kqOnBoard = (x: number, y: number): boolean =>
  (x >= 0 && x <= 8 && y >= 2 && y <= 4) || (x >= 3 && x <= 5 && y >= 0 && y <= 6);

/**
 * Castle extent (§1.2, §10.2), reconstructed: 'endBlocks' (recommended) = the two 3x2 end blocks d1-f2 and
 * d6-f7; 'threeByThree' = xiangqi-sized palaces d1-f3 and d5-f7.
 */
const KQ_CASTLE: CastleReading = 'endBlocks';
type CastleReading = 'endBlocks' | 'threeByThree';
const castleDepth = ({ endBlocks: 2, threeByThree: 3 } satisfies Record<CastleReading, number>)[KQ_CASTLE];
const castleNote: Record<CastleReading, string> = {
  endBlocks: 'The castles are reconstructed as the two 3×2 end blocks of the board.',
  threeByThree:
    'The castles are reconstructed as 3×3 palaces: each 3×2 end block and the three squares in front of it.',
};

/** Returns true when (x, y) lies in `color`'s castle. */
const inCastle = (x: number, y: number, color: Color): boolean =>
  x >= 3 && x <= 5 && (color === 0 ? y < castleDepth : y > 6 - castleDepth);

const cells: Vec[] = [];
for (let y = 0; y < 7; y++) for (let x = 0; x < 9; x++) if (kqOnBoard(x, y)) cells.push([x, y, 0]);

/** The 39-square board: names a1..i7, board order by rank then file. Shade 2 marks the castles. */
const kqBoard: BoardShape = {
  name: 'king-and-queen',
  cells,
  nameOf: ([x, y]) => `${FILES[x]}${y + 1}`,
  orderKey: ([x, y]) => [y, x],
  shade: ([x, y]) => (inCastle(x, y, 0) || inCastle(x, y, 1) ? 2 : (x + y) % 2),
  layout: squares,
};

/** The reconstructed start position (§3): xiangqi's men and counts, Red the mirror image of Blue across rank 4. */
export const KQ_SETUP =
  'w: Ke1 Bd1 Bf1 Nd2 Nf2 Cb3 Ch3 Pa3 Pc3 Pe3 Pg3 Pi3; b: Ke7 Bd7 Bf7 Nd6 Nf6 Cb5 Ch5 Pa5 Pc5 Pe5 Pg5 Pi5; turn: w';

/**
 * Optional house rule (§8.3, not from the source): repetitions of a position that draw (4 = fourfold), or
 * undefined for none (the rules as written). Recorded in the rules; the engine does not track history.
 */
const KQ_REPETITION_DRAW: number | undefined = undefined;

/** docs/rules/king-and-queen.md §10 item 5: the source gives pawns no diagonal capture; we read it as the xiangqi soldier's. */
export const PAWN_NOTE =
  'A pawn captures straight ahead only, as the xiangqi soldier does (our reading); a knight cannot step through a missing square.';

/** What the engine reads or reconstructs, for readers (variantNotes, engine/variants/notes.ts). */
export const KQ_NOTES = [
  'The starting array is reconstructed: the inventor’s diagram is lost, so the men are placed as in xiangqi.',
  castleNote[KQ_CASTLE],
  PROMOTION_NOTE,
  PROMOTED_CANNON_NOTE,
  PAWN_NOTE,
  'The facing rule is read as in xiangqi: no move may leave the two royals on one file with nothing between them.',
  'A player with no legal move or drop loses, whether in check or not.',
  ...(KQ_REPETITION_DRAW ? [`House rule (not from the source): ${KQ_REPETITION_DRAW}-fold repetition draws.`] : []),
];

export const kingAndQueenDef = {
  id: 'king-and-queen',
  title: 'King and Queen',
  sideNames: ['Blue', 'Red'],
  board: kqBoard,
  pieces: KQ_PIECES,
  // Red's forward is down the board: mirror across rank 4.
  mirror: (v: Vec): Vec => [v[0], -v[1], v[2]],
  regions: { castle: ([x, y], color) => inCastle(x, y, color) },
  setup: KQ_SETUP,
  rules: {
    stalemate: 'loss',
    repetition: KQ_REPETITION_DRAW,
    // The facing rule (§7.2): the royals may never stand on one file with nothing between them.
    facing: [[0, 1, 0]],
  },
  extraKeys: { dropped: droppedKey },
  hooks: kqHooks,
} satisfies VariantDef;
