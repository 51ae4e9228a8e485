/**
 * Lengthleaper Hex Chess (Charles Gilman, 2007): four stacked 34-cell hex levels, pieces that leap by length.
 * Rules reference: docs/rules/lengthleaper.md. Two ids: `lengthleaper`, the older subvariant (Rooks and
 * Bishops), and `lengthleaper-birds`, the newer one (six bird pieces instead, no Twoleapers).
 *
 * The page's setup diagrams are lost: rank 2 and the birds' cells are RECONSTRUCTED (§3), and several readings
 * are ours (§6). Each of those is one exported constant or table here, so that a better source can replace it.
 */
import type { RegionDef, VariantDef } from '../rules/variant';
import type { Color } from '../types';
import { lengthleaperBoard, mirrorRanks } from './lengthleaper/board';
import { LEAPER_PIECES } from './lengthleaper/leapers';
import {
  bishop,
  grouse,
  king,
  moorcock,
  moorhen,
  pawn,
  peacock,
  peahen,
  pheasant,
  queen,
  rook,
  type DoubleStep,
} from './lengthleaper/pieces';

interface LengthleaperOptions {
  /** A4: two steps along one forward orthogonal (recommended), or also straight ahead. */
  readonly doubleStep: DoubleStep;
  /** A2: Black is White's mirror image across the middle rank (recommended), or White turned through 180°. */
  readonly blackArray: 'mirror' | 'rotate';
  /** A8: may a pawn of the newer subvariant promote to a Twoleaper (recommended: no)? */
  readonly birdsTwoleaper: boolean;
}

/** The recommended readings of the rules reference (§6). */
export const LENGTHLEAPER_OPTIONS: LengthleaperOptions = {
  doubleStep: 'same-line',
  blackArray: 'mirror',
  birdsTwoleaper: false,
};

/** White's rank 1 (§3.2: derived from the text; King/Queen order is A2) and rank 3, the same in both subvariants. */
const RANK1_OLDER = 'K1b1 Q1b2 R1d1 R1d2 B1a1 B1a2 F1c1 F1c2';
const RANK1_BIRDS = 'K1b1 Q1b2 G1a1 X1a2 O1c1 A1c2 C1d1 M1d2';
/** White's rank 2, RECONSTRUCTED (§3.2, §3.3, A1); the newer subvariant has Fourleapers where the Twoleapers stand. */
const RANK2_OLDER = 'W2a3 W2d1 S2a2 S2d2 E2b3 E2c1 T2b2 T2c2 V2b1 V2c3 N2a1 N2d3';
const RANK2_BIRDS = RANK2_OLDER.replace(/T(2[bc]2)/g, 'F$1');
const PAWNS = [...'abcd'].flatMap((l) => [1, 2, 3, 4].map((f) => `P3${l}${f}`)).join(' ');

/** Returns Black's man for a White man `Xrlf`: mirrored across the middle rank, or turned through 180°. */
function blackMan(token: string, how: LengthleaperOptions['blackArray']): string {
  const [letter, r, level, f] = token;
  const R = Number(r);
  const F = Number(f);
  return `${letter}${10 - R}${level}${how === 'mirror' ? F + 5 - R : 7 - F}`;
}

/** Returns the start position text of a subvariant from White's army (Black derived, §3.2). */
export function lengthleaperSetup(
  birds: boolean,
  how: LengthleaperOptions['blackArray'] = LENGTHLEAPER_OPTIONS.blackArray,
): string {
  const white = [birds ? RANK1_BIRDS : RANK1_OLDER, birds ? RANK2_BIRDS : RANK2_OLDER, PAWNS].join(' ');
  const black = white
    .split(' ')
    .map((t) => blackMan(t, how))
    .join(' ');
  return `w: ${white}; b: ${black}; turn: w`;
}

/** A White-side rank predicate, mirrored for Black (rank R -> 10 - R). */
const onRank =
  (whiteRank: number): RegionDef =>
  (c, color: Color) =>
    c[1] + 1 === (color === 0 ? whiteRank : 10 - whiteRank);

const REGIONS = {
  pawnStart: onRank(3),
  // A6: the enemy King/Queen columns on any level, that is the far rank.
  promotion: onRank(9),
  // A7: a Permit may be chosen only on the Bishop/Rook levels a and d.
  outerLevels: (c) => c[2] === 0 || c[2] === 3,
} satisfies Record<string, RegionDef>;

/** What the engine reads or reconstructs, for readers (variantNotes, engine/variants/notes.ts). */
export const LENGTHLEAPER_NOTES = [
  'The setup diagrams of the inventor’s page are lost. Rank 2 is our reconstruction; it meets every clue in the text.',
  'The Queens stand on the left (1b2, 9b6) and the Kings face each other along one straight-ahead line; Black mirrors White across the middle rank (our reading).',
  'A pawn’s double step goes twice along the same forward direction; the straight-ahead cell is not a double step (our reading).',
  'A pawn promotes on the far rank on any level; a Permit may be chosen only on the top or bottom level.',
  'Stalemate is a draw. Threefold repetition and the 50-move rule are our additions; the page names neither.',
];

/** Returns the definition of one subvariant under the given readings. */
export function lengthleaperDef(
  id: 'lengthleaper' | 'lengthleaper-birds',
  o: LengthleaperOptions = LENGTHLEAPER_OPTIONS,
): VariantDef {
  const birds = id === 'lengthleaper-birds';
  const { T, ...sixLeapers } = LEAPER_PIECES;
  const army = birds
    ? {
        G: grouse,
        X: pheasant,
        O: peacock,
        A: peahen,
        C: moorcock,
        M: moorhen,
        ...sixLeapers,
        ...(o.birdsTwoleaper ? { T } : {}),
      }
    : { R: rook, B: bishop, ...LEAPER_PIECES };
  const choices = (birds && !o.birdsTwoleaper ? 'SEWNFV' : 'TSEWNFV').split('');
  return {
    id,
    title: birds ? 'Lengthleaper Hex Chess (with birds)' : 'Lengthleaper Hex Chess',
    board: lengthleaperBoard,
    pieces: { K: king, Q: queen, P: pawn(o.doubleStep), ...army },
    mirror: mirrorRanks,
    regions: REGIONS,
    setup: lengthleaperSetup(birds, o.blackArray),
    rules: {
      promotion: { zone: 'promotion', choices, when: 'always', choiceZones: { W: 'outerLevels' } },
      stalemate: 'draw',
      fiftyMovePlies: 100,
      repetition: 3,
    },
  };
}

/** The birds' army's notes: the common ones and its own. */
export const LENGTHLEAPER_BIRDS_NOTES = [
  ...LENGTHLEAPER_NOTES,
  'Which bird stands on which cell of rank 1 is our reconstruction; so is the Queen staying in this army.',
  'Pawns promote to the six length leapers of the army; the Twoleaper is not offered (our reading).',
];

export const lengthleaperOlderDef = lengthleaperDef('lengthleaper');
export const lengthleaperBirdsDef = lengthleaperDef('lengthleaper-birds');
