/**
 * Each piece in plain words: one or two sentences per piece, written for a first-time reader in the lessons' own
 * vocabulary (a Panoply rank, file or slant; a Lengthleaper level and column), shown first on the lesson's piece cards,
 * in the gallery, on the handout's summary sheet and on presenter mode's slides. The engine's generated description
 * stays under it as the exact rule (components/mdx/PieceCardBody.tsx). Where a sentence rests on our reading of a
 * rule it says so. A test keeps one sentence set per piece of every variant (test/content/piece-words.test.ts).
 */
import type { VariantId } from '@/content/variants';

type Words = Readonly<Record<string, string>>;

/** Gliński's six pieces; Full House keeps them. */
const GLINSKI: Words = {
  K: 'Steps one cell in any of the twelve directions, six orthogonal and six diagonal. It must never be left in check.',
  Q: 'Slides any distance in any of the twelve directions: a rook and a bishop in one piece.',
  R: 'Slides any distance along the six orthogonal lines, out through the edges of its cell.',
  B: 'Slides any distance along the six diagonals, out through the corners of its cell, so it never changes colour.',
  N: 'Leaps two cells along an orthogonal line, then one more turned aside: twelve landing cells. Nothing in between blocks it.',
  P: 'Steps straight up its file, or two cells from a starting cell; it captures one cell ahead to either side, also en passant.',
};

/** The Lengthleaper pieces both armies share. */
const LENGTHLEAPER: Words = {
  K: 'Steps one cell in any of its twenty directions: to a neighbour on its level, straight up or down, or one level up or down and one cell across.',
  Q: 'Slides any distance in any of the twenty directions: a Rook and a Bishop in one piece.',
  P: 'Steps to either forward neighbour on its own level, or two cells along either forward line from its start rank (our reading). It captures only one level up or down, on four cells, also en passant.',
  S: 'Jumps exactly √7: a hex knight’s leap on its own level, or two levels up or down and one hex diagonal across. It is bound to alternate levels.',
  E: 'Jumps exactly √8: two levels up or down and two cells across, or one level up or down and a hex knight’s leap across.',
  W: 'Jumps exactly √12: two hex diagonals across its own level, or between levels a and d and one hex diagonal across.',
  N: 'Jumps exactly √13: √13 across its level, two levels and three cells across, three levels and two across, or one level and √12 across.',
  F: 'Jumps exactly 4: four cells along a line of its level, two levels and √12 across, or three levels and √7 across.',
  V: 'Jumps exactly √17, the longest leap of the game: one level and four cells across, or two levels and √13 across.',
};

/** What each piece does, in plain words, by variant and letter. */
export const PIECE_WORDS: Readonly<Record<VariantId, Words>> = {
  glinski: GLINSKI,
  peanut: {
    K: 'Moves like a rook of range two but never leaves his castle, a triangle of six cells. Instead of moving he may remove an enemy man one straight step away, just outside the castle, and stay where he is.',
    R: 'Slides along any of its six straight lines, at most four cells.',
    B: 'Slides along any of its six diagonals, at most two cells; the two cells it slips between never block it.',
    N: 'Leaps to any of twelve cells: one straight step, then one diagonal step bending aside. Nothing in between blocks it.',
    P: 'Steps to either of its two forward cells and captures the same way (our reading). It promotes only to a piece its side has lost.',
  },
  panoply: {
    K: 'Steps to any of its six neighbours. It must never be left where it could be taken.',
    R: 'The rook of this board: slides any distance along a rank, file or slant, and takes the first enemy man it meets by moving onto his cell.',
    S: 'Moves like a Rider. It captures by withdrawal: it moves straight away from an enemy man on its line, as far as it stood from him, and he is removed.',
    C: 'Moves like a Rider. It captures by leaping over an enemy man on its line to the empty cell as far beyond him as it stood before him.',
    H: 'Moves like a Rider but never captures. Enemy men next to it when their turn begins, the King included, cannot move and attack nothing.',
    G: 'Steps one cell along any line and captures by taking the enemy’s place; over a row of its own men it jumps to the first cell beyond (our reading).',
    P: 'Slides any distance up its file or its slant to an empty cell. It captures by jumping an enemy man just ahead onto the empty cell beyond, never a Barricade.',
    X: 'One piece on two neighbouring cells that moves by turning one end or advancing along its own line, and captures only by advancing. It can be taken only along its own line, through the nearer end.',
  },
  fullhouse: {
    ...GLINSKI,
    S: 'A rook that may also step one cell diagonally.',
    M: 'A bishop that may also step one cell orthogonally, so it reaches cells of every colour.',
    T: 'Leaps exactly two cells along an orthogonal line, over anything between, or steps one cell diagonally.',
    H: 'A Thunderbird that may also step one cell orthogonally.',
    E: 'A knight that may also leap exactly three cells along an orthogonal line, over anything between.',
    Y: 'A Pegasus that may also step one cell in any of the twelve directions, like a king.',
    U: 'A bishop that may also repeat one knight leap along a line, stopping after any leap; only the cells it lands on must be empty.',
  },
  'king-and-queen': {
    K: 'Steps one square straight and never leaves its castle. The two royals may never face each other on an open file.',
    P: 'Steps one square straight forward and captures straight ahead too (our reading).',
    B: 'Steps one square diagonally, moving and capturing the same way.',
    N: 'Moves one square straight, then one diagonally outward, like the horse of xiangqi; a man on that first square blocks the way.',
    C: 'Moves like a rook. It captures by jumping exactly one man, the screen, onto the enemy man just beyond.',
    '+K': 'Steps one square straight or diagonally, and still never leaves its castle.',
    '+P': 'Slides any distance along a rank or a file, like a rook.',
    '+B': 'Slides any distance along a diagonal, like a chess bishop.',
    '+N': 'Leaps like a chess knight; nothing blocks it.',
    '+C': 'A cannon on all eight lines, straight and diagonal: it moves like a queen and captures by jumping exactly one man (our reading).',
  },
  lengthleaper: {
    ...LENGTHLEAPER,
    R: 'Slides any distance along the six lines of its level, or straight up and down its column.',
    B: 'Slides along the square diagonals: one level up or down and one cell across at every step, so it never stays on its level.',
    T: 'Jumps exactly 2: two cells along a line of its level, two levels straight up or down, or one level up or down and one hex diagonal across.',
  },
  'lengthleaper-birds': {
    ...LENGTHLEAPER,
    C: 'Steps once along any of six lines: ahead or back two ranks through a corner, one cell to either side, or straight up or down.',
    M: 'Slides through empty cells along the Moorcock’s six lines.',
    G: 'Steps to one of eight cells, each a Moorcock step across its level and one level up or down, so it changes level on every move.',
    X: 'Slides along the Grouse’s eight lines, changing level at every step.',
    O: 'The Moorcock and the Grouse together: fourteen single steps.',
    A: 'The Moorhen and the Pheasant together: slides along all fourteen lines.',
  },
};

/** A piece's plain sentences, or undefined for an unknown variant or letter. */
export const pieceWords = (variant: string, letter: string): string | undefined =>
  (PIECE_WORDS as Readonly<Record<string, Words>>)[variant]?.[letter];
