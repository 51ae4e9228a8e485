/**
 * The six orthodox chess men as bold Staunton-like silhouettes, plus the two badges (a crown for compounds with
 * the king, a star for promoted men) and `withBadge`, which shrinks a symbol to make room for a badge.
 */
import type { PieceIcon } from '../icons';
import { circle, rrect, star, transform } from '../shapes';

/** The plinth every chess man stands on. */
export const BASE = 'M20 91H80V85Q80 78 73 78H27Q20 78 20 85Z';

/** Pawn: a ball on a collar and a flared body. */
export const pawn: PieceIcon = {
  paths: ['M33 79C34 66 41 60 43 52H57C59 60 66 66 67 79Z', BASE, rrect(35, 46, 30, 8, 4), circle(50, 31, 14)],
};

/** Rook: a tower with three merlons. */
export const rook: PieceIcon = {
  paths: ['M33 79L36 42H64L67 79Z', BASE, 'M26 42V14H37V23H45V14H55V23H63V14H74V42Z', rrect(29, 38, 42, 9, 2)],
};

/** Bishop: a mitre with its slit and a ball on top. */
export const bishop: PieceIcon = {
  paths: [
    'M34 79C36 68 42 62 43 58H57C58 62 64 68 66 79Z',
    BASE,
    circle(50, 11, 6),
    'M50 16C64 26 70 38 63 54H37C30 38 36 26 50 16Z',
    rrect(35, 51, 30, 9, 4),
  ],
  lines: ['M57 29L46 42'],
  lineWidth: 5,
};

/** Knight: a horse's head facing left. */
export const knightHead =
  'M27 79C28 68 35 61 44 56C37 57 29 61 22 59C15 57 12 50 16 44L30 29C32 23 37 19 42 16L45 6L52 15C69 17 80 33 80 52C80 63 78 71 75 79Z';
/** Eye and nostril of the knight's head. */
export const knightMarks = [circle(40, 31, 3.5), circle(20, 49, 2.2)];

/** Knight: the horse's head with its mane line. */
export const knight: PieceIcon = {
  paths: [knightHead, BASE],
  marks: knightMarks,
  lines: ['M57 22C68 31 73 44 72 62'],
};

/** King: a double dome under a cross. */
export const king: PieceIcon = {
  paths: [
    'M33 79L36 55H64L67 79Z',
    BASE,
    'M46 5H54V12H61V20H54V34H46V20H39V12H46Z',
    'M34 54C21 43 28 27 41 29C45 30 48 33 50 37C52 33 55 30 59 29C72 27 79 43 66 54Z',
    rrect(31, 50, 38, 9, 3),
  ],
};

/** Queen: a five-pointed crown with balls on the points. */
export const queen: PieceIcon = {
  paths: [
    'M33 79L37 57H63L67 79Z',
    BASE,
    'M30 57L19 29L34 43L36 21L46 41L50 17L54 41L64 21L66 43L81 29L70 57Z',
    circle(19, 26, 5),
    circle(36, 18, 5),
    circle(50, 14, 5),
    circle(64, 18, 5),
    circle(81, 26, 5),
    rrect(30, 53, 40, 9, 3),
  ],
};

/** The crown badge of a compound with the king (Full House). */
export const crownBadge: PieceIcon = {
  paths: [circle(81, 19, 16)],
  marks: ['M71.5 26.5L69.5 13L75.5 18L81 10L86.5 18L92.5 13L90.5 26.5Z'],
};

/** The star badge of a promoted man (King and Queen: the token turned over). */
export const starBadge: PieceIcon = {
  paths: [circle(81, 19, 16)],
  marks: [star(81, 20.5, 12, 5)],
};

/** Shrinks a path towards the bottom left so a badge fits in the top-right corner. */
const shrink = (d: string) => transform(d, 0.84, 4, 15);

/** Returns `icon` drawn smaller, towards the bottom left, with `badge` in the top-right corner. */
export function withBadge(icon: PieceIcon, badge: PieceIcon): PieceIcon {
  return {
    paths: icon.paths.map(shrink),
    ...(icon.lines ? { lines: icon.lines.map(shrink) } : {}),
    ...(icon.lineWidth ? { lineWidth: icon.lineWidth } : {}),
    ...(icon.marks ? { marks: icon.marks.map(shrink) } : {}),
    overlay: badge,
  };
}
