/**
 * What the exercise generator (scripts/exercises.ts) is told per variant: the lesson heading after which each piece's
 * exercises come, where the Kings stand when the variant needs both, which enemy men serve as targets and blockers,
 * the sentences of what an exercise teaches beyond plain movement, and the few exercises designed by hand (the
 * Herald's freeze and what frees a man from it), whose minimum the generator proves like any other.
 */
import type { VariantId } from '../content/variants';

/** An exercise written by hand; the generator proves its minimum and fills in `min`. */
export interface HandExercise {
  readonly piece: string;
  readonly after: string;
  readonly position: string;
  readonly stars: readonly string[];
  readonly goal: string;
  readonly lesson: string;
}

export interface VariantPlan {
  /** The heading id of the lesson section that introduces each piece letter. */
  readonly after: Readonly<Record<string, string>>;
  /** The heading of the drop section, when the variant has drops (one exercise per droppable man). */
  readonly drops?: string;
  /** The heading of promotion upon capture, when capturing promotes the capturer (one exercise per plain man). */
  readonly promoteOnCapture?: string;
  /**
   * Where the Kings stand when every position needs both (Panoply): the mover's King, the enemy King and an enemy
   * Herald beside the mover's King that freezes it, so that only the exercise's men move; the farthest corners win.
   */
  readonly kingCorners?: readonly (readonly [string, string, string])[];
  /** Enemy men for targets and blockers, tried in this order until the position is a legal one. */
  readonly enemy: readonly string[];
  /** A sentence per piece letter for its exercises with a target (what its capture teaches). */
  readonly captureLesson?: Readonly<Record<string, string>>;
  /** A sentence for the exercises with a star on another level than the man's (the prism). */
  readonly levelLesson?: string;
  /** A sentence for the King's capture without moving (Peanut), and the heading it comes after. */
  readonly stayCapture?: { readonly after: string; readonly lesson: string };
  readonly hand?: readonly HandExercise[];
  /** Where a man may start, when not anywhere (the birds keep to the odd ranks). */
  readonly startCells?: (letter: string, cell: string) => boolean;
}

const GLINSKI_AFTER = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
const GLINSKI_PAWN =
  'The pawn steps straight forward but takes one cell forward and to the side, never straight ahead.';
const KEEPS = 'what-full-house-keeps-from-glinski';
const OLDER = 'king-queen-rook-and-bishop';
const LEVEL =
  'A star on another level: the prism’s cells stack in four levels, and this man reaches other levels as well as its own.';
const LEAPERS = {
  P: 'the-pawn',
  T: 'twoleaper',
  S: 'horsiness',
  E: 'headofherd',
  W: 'permit',
  N: 'rootthirteenleaper',
  F: 'fourleaper',
  V: 'tophat',
};
const LL_PAWN = 'The Pawn moves forward on its own level, but takes only on the level just above or just below.';

export const PLANS: Readonly<Record<VariantId, VariantPlan>> = {
  glinski: { after: GLINSKI_AFTER, enemy: ['P', 'N'], captureLesson: { P: GLINSKI_PAWN } },
  fullhouse: {
    after: {
      K: KEEPS,
      Q: KEEPS,
      R: KEEPS,
      B: KEEPS,
      N: KEEPS,
      P: KEEPS,
      S: 'sailor',
      M: 'missionary',
      T: 'thunderbird',
      H: 'hippo',
      E: 'pegasus',
      Y: 'hydra',
      U: 'unicorn',
    },
    enemy: ['P', 'N'],
    captureLesson: { P: GLINSKI_PAWN },
  },
  peanut: {
    after: {
      K: 'the-king-and-his-castle',
      R: 'short-rook-and-short-bishop',
      B: 'short-rook-and-short-bishop',
      N: 'the-knight-leaps-the-gap',
      P: 'pawns',
    },
    enemy: ['P', 'N'],
    stayCapture: {
      after: 'capturing-without-moving',
      lesson:
        'The king never leaves its castle, but it may take a man standing next to the castle without moving: the king stays where it is.',
    },
  },
  'king-and-queen': {
    after: {
      K: 'the-royal-queen-and-king',
      P: 'the-pawn-amazon-and-soldier',
      B: 'the-bishop-shaman-and-bishop',
      N: 'the-knight-rider-and-knight',
      C: 'the-cannon-spearman-and-catapult',
      '+K': 'promotion-upon-capture',
      '+P': 'promotion-upon-capture',
      '+B': 'promotion-upon-capture',
      '+N': 'promotion-upon-capture',
      '+C': 'promotion-upon-capture',
    },
    drops: 'dropping-captured-men',
    promoteOnCapture: 'promotion-upon-capture',
    enemy: ['P', 'B'],
    captureLesson: {
      C: 'The Spearman moves like a rook but takes only by jumping over exactly one man, of either side, on its line.',
    },
    hand: [
      {
        piece: 'K',
        after: 'promotion-upon-capture',
        position: 'w: Kf1; b: Pe1',
        stars: ['d2', 'e1'],
        goal: 'Take the soldier, then visit the star',
        lesson:
          'Even the Queen is promoted when she captures: as an Empress she steps diagonally too, still inside her castle.',
      },
      {
        piece: 'C',
        after: 'promotion-upon-capture',
        position: 'w: Ca3; b: Pc3 Pe3',
        stars: ['e3', 'g5'],
        goal: 'Take the soldier behind the screen, then visit the star',
        lesson:
          'Your Spearman jumped the first soldier to take the second and became an Archer, which also moves diagonally.',
      },
    ],
  },
  lengthleaper: {
    after: { K: OLDER, Q: OLDER, R: OLDER, B: OLDER, ...LEAPERS },
    enemy: ['P', 'T'],
    levelLesson: LEVEL,
    captureLesson: { P: LL_PAWN },
  },
  'lengthleaper-birds': {
    after: {
      K: 'what-changes',
      Q: 'what-changes',
      P: 'what-changes',
      T: 'what-changes',
      S: 'what-changes',
      E: 'what-changes',
      W: 'what-changes',
      N: 'what-changes',
      F: 'what-changes',
      V: 'what-changes',
      C: 'moorcock',
      M: 'moorhen',
      G: 'grouse',
      X: 'pheasant',
      O: 'peacock',
      A: 'peahen',
    },
    enemy: ['P', 'S'],
    startCells: (letter, cell) => !'CMGXOA'.includes(letter) || Number(cell[0]) % 2 === 1,
    levelLesson: LEVEL,
    captureLesson: { P: LL_PAWN },
  },
  panoply: {
    after: {
      K: 'king',
      R: 'rider',
      S: 'skirmisher',
      C: 'catapult',
      H: 'herald',
      G: 'guard',
      P: 'pawn',
      X: 'rotations-and-advances',
    },
    kingCorners: [
      ['m1', 'a13', 'l2'],
      ['a13', 'm1', 'b12'],
      ['g1', 'g13', 'g2'],
      ['g13', 'g1', 'g12'],
      ['m7', 'a7', 'l7'],
      ['a7', 'm7', 'b7'],
    ],
    enemy: ['P', 'G'],
    captureLesson: {
      S: 'The Skirmisher takes by withdrawal: it moves straight away from the man it takes, as far as that man stood from it.',
      C: 'The Catapult takes by leaping: it jumps over the man it takes and lands as far beyond it as it started before it.',
      P: 'The Pawn slides forward but takes by jumping over the man it takes to the empty cell behind it.',
      X: 'The Barricade takes only by advancing along its own line onto the man, both cells moving together.',
    },
    hand: [
      {
        piece: 'H',
        after: 'herald',
        position: 'w: Kg8 Hc7; b: Ka13 Rf6 Pg6',
        stars: ['g6'],
        goal: 'Take the pawn with your King',
        lesson:
          'A man next to an enemy Herald is frozen, and a frozen man attacks nothing: your Herald froze the Rider that guarded the pawn, so your King could take it.',
      },
      {
        piece: 'G',
        after: 'guard',
        position: 'w: Km1 Rg8 Gg7; b: Ka13 Hg9',
        stars: ['g9', 'a8'],
        goal: 'Take the Herald, then visit the star',
        lesson:
          'The enemy Herald froze your Rider. The Guard reaches past its own men, so it could take the Herald, and the Rider was free to move again.',
      },
      {
        piece: 'C',
        after: 'catapult',
        position: 'w: Km1 Rf9 Cg5; b: Ka13 Hg9',
        stars: ['g9', 'f2'],
        goal: 'Take the Herald, then visit the star',
        lesson:
          'Nothing next to a Herald can move, but the Catapult takes from afar by leaping: it took the Herald that froze your Rider.',
      },
    ],
  },
};
