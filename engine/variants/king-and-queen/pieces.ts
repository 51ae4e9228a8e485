/**
 * The men of King and Queen (docs/rules/king-and-queen.md §4) and their promoted (flipped) forms, as data.
 * Vectors are square-board `[dx, dy, 0]`, seen from Blue (w); only the pawn's are forward-relative.
 * Every man has a generic letter and a name per side (`sideNames`: [Blue, Red]).
 */
import { hop, lame, leap, slide, type Atom, type PieceDef } from '../../pieces/atoms';
import type { Vec } from '../../types';

/**
 * Reading of "promoted cannons can move diagonally" (§4.4, §10.4). 'cannon8' (recommended): a cannon on all
 * 8 lines. The alternatives add to the orthogonal cannon: 'diagonalSlider' (a) plain diagonal slides that
 * capture normally, 'diagonalQuiet' (b) diagonal quiet slides only, 'diagonalStep' (c) one quiet diagonal step.
 */
const PROMOTED_CANNON: CannonReading = 'cannon8';
type CannonReading = 'cannon8' | 'diagonalSlider' | 'diagonalQuiet' | 'diagonalStep';

/** The reading of the promoted cannon in plain words, for the variant's notes. */
export const PROMOTED_CANNON_NOTE = {
  cannon8:
    'A promoted cannon is read as a cannon on all eight lines: it moves like a queen and captures by hopping one screen.',
  diagonalSlider: 'A promoted cannon is read as a cannon that also slides and captures diagonally like a bishop.',
  diagonalQuiet: 'A promoted cannon is read as a cannon that may also slide diagonally without capturing.',
  diagonalStep: 'A promoted cannon is read as a cannon that may also step one square diagonally without capturing.',
}[PROMOTED_CANNON];

const ORTH: readonly Vec[] = [
  [0, 1, 0],
  [1, 0, 0],
  [0, -1, 0],
  [-1, 0, 0],
];
const DIAG: readonly Vec[] = [
  [1, 1, 0],
  [1, -1, 0],
  [-1, -1, 0],
  [-1, 1, 0],
];
/** The xiangqi horse: each knight leap with the orthogonal leg it passes through. */
const HORSE: readonly (readonly [Vec, Vec])[] = [
  [
    [1, 2, 0],
    [0, 1, 0],
  ],
  [
    [-1, 2, 0],
    [0, 1, 0],
  ],
  [
    [1, -2, 0],
    [0, -1, 0],
  ],
  [
    [-1, -2, 0],
    [0, -1, 0],
  ],
  [
    [2, 1, 0],
    [1, 0, 0],
  ],
  [
    [2, -1, 0],
    [1, 0, 0],
  ],
  [
    [-2, 1, 0],
    [-1, 0, 0],
  ],
  [
    [-2, -1, 0],
    [-1, 0, 0],
  ],
];

const orthCannon = hop(ORTH, { group: 'orthogonal', label: 'cannon' });
const promotedCannonAtoms: Record<CannonReading, readonly Atom[]> = {
  cannon8: [orthCannon, hop(DIAG, { group: 'diagonal', label: 'cannon' })],
  diagonalSlider: [orthCannon, slide(DIAG, { group: 'diagonal' })],
  diagonalQuiet: [orthCannon, slide(DIAG, { mode: 'move', group: 'diagonal' })],
  diagonalStep: [orthCannon, leap(DIAG, { mode: 'move', group: 'diagonal' })],
};

/** The piece table, keyed by position-text letter; `+L` is the promoted form of `L`. */
export const KQ_PIECES: Readonly<Record<string, PieceDef>> = {
  K: {
    name: 'royal',
    sideNames: ['Queen', 'King'],
    royal: true,
    confined: 'castle',
    atoms: [leap(ORTH, { group: 'orthogonal' })],
  },
  P: {
    name: 'pawn',
    sideNames: ['Amazon', 'Soldier'],
    pawn: true,
    atoms: [leap([[0, 1, 0]], { relative: true, group: 'forward' })],
  },
  B: { name: 'bishop', sideNames: ['Shaman', 'Bishop'], atoms: [leap(DIAG, { group: 'diagonal' })] },
  N: {
    name: 'knight',
    sideNames: ['Rider', 'Knight'],
    atoms: [lame(HORSE, { legMustExist: true, group: 'knight', label: 'xiangqi horse' })],
  },
  C: { name: 'cannon', sideNames: ['Spearman', 'Catapult'], atoms: [orthCannon] },
  '+K': {
    name: 'promoted royal',
    sideNames: ['Empress', 'Emperor'],
    royal: true,
    confined: 'castle',
    atoms: [leap(ORTH, { group: 'orthogonal' }), leap(DIAG, { group: 'diagonal' })],
  },
  '+P': { name: 'promoted pawn', sideNames: ['Valkyrie', 'Veteran'], atoms: [slide(ORTH, { group: 'orthogonal' })] },
  '+B': { name: 'promoted bishop', sideNames: ['Druid', 'Saint'], atoms: [slide(DIAG, { group: 'diagonal' })] },
  '+N': {
    name: 'promoted knight',
    sideNames: ['Pegasus', 'Dragon'],
    atoms: [
      leap(
        HORSE.map((p) => p[0]),
        { group: 'knight' },
      ),
    ],
  },
  '+C': { name: 'promoted cannon', sideNames: ['Archer', 'Cannon'], atoms: promotedCannonAtoms[PROMOTED_CANNON] },
};
