/**
 * Lengthleaper's men. A length leaper is a hexagonal token carrying "√n", n the square of its leap length
 * (Twoleaper √4 … Tophat √17). The birds of the newer subvariant are side views that differ in outline, each
 * carrying its move sign on its body: + (orthogonal), × (diagonal), * (both); the steppers carry a small sign,
 * the sliders a large one with the arms reaching out of the body.
 */
import type { PieceIcon } from '../icons';
import { circle, ellipse, line, poly, rootNumeral, sign, star } from '../shapes';

const HEX = star(50, 50, 47, undefined, 6, 0);

/** A length leaper: a hexagonal token with √n (n = the squared length of its leap). */
function leaper(n: number): PieceIcon {
  return { paths: [HEX], lines: [rootNumeral(n, 50, 55, 31)], lineWidth: 5.5 };
}

/** The leapers by engine name. */
export const leapers = {
  twoleaper: leaper(4),
  horsiness: leaper(7),
  headofherd: leaper(8),
  permit: leaper(12),
  rootthirteenleaper: leaper(13),
  fourleaper: leaper(16),
  tophat: leaper(17),
};

// The birds face left. Each part is one closed outline; legs and signs are lines.

/** Grouse: a plump, round, short-tailed bird (small ×: one diagonal step). */
export const grouse: PieceIcon = {
  paths: [poly(78, 52, 95, 42, 93, 64), ellipse(54, 58, 30, 24), circle(30, 38, 13), poly(18, 34, 9, 39, 18, 43)],
  lineWidth: 5,
  lines: [line(48, 80, 46, 92), line(60, 80, 62, 92), sign('x', 56, 58, 8)],
  marks: [circle(27, 35, 2.5), 'M21 29Q28 22 35 29Q28 27 21 29Z'],
};

/** Pheasant: a slim bird with a long tail swept up behind (large ×: diagonal slides). */
export const pheasant: PieceIcon = {
  paths: [
    'M56 52L97 10L70 62Z',
    'M22 32C30 30 36 40 40 46C52 44 68 48 72 58C70 70 58 76 44 74C32 72 26 62 26 52C26 46 22 40 22 32Z',
    circle(22, 30, 10),
    poly(13, 27, 4, 32, 13, 35),
  ],
  lineWidth: 5,
  lines: [line(42, 74, 40, 92), line(54, 74, 58, 92), sign('x', 50, 60, 17)],
  marks: [circle(20, 28, 2.3), poly(22, 20, 28, 12, 27, 22)],
};

/** Peacock: a fan of eyed feathers behind a small body (small *: one step in any of its 14 directions). */
export const peacock: PieceIcon = {
  paths: [
    'M48 80C30 64 34 28 60 12C76 4 96 12 98 34C100 56 90 74 70 82Z',
    'M30 30C36 30 40 42 42 50C54 48 64 56 62 68C60 80 46 84 36 80C30 76 28 64 30 54C31 46 28 38 30 30Z',
    circle(29, 27, 8),
    poly(21, 25, 13, 29, 21, 31),
  ],
  lineWidth: 5,
  lines: [line(40, 82, 38, 94), line(50, 82, 52, 94), line(29, 19, 25, 8), line(31, 19, 33, 8), sign('*', 48, 64, 7)],
  marks: [
    circle(27.5, 25.5, 2),
    circle(25, 7, 2.8),
    circle(33.5, 6.5, 2.8),
    circle(60, 22, 4.5),
    circle(78, 16, 4.5),
    circle(90, 32, 4.5),
    circle(90, 52, 4.5),
    circle(80, 68, 4.5),
    circle(70, 42, 4.5),
  ],
};

/** Peahen: an upright crested bird with a plain drooping tail (large *: slides in its 14 directions). */
export const peahen: PieceIcon = {
  paths: [
    'M32 22C40 22 43 34 45 41C60 40 78 50 93 64C95 68 91 72 86 71C76 80 60 84 47 82C35 80 29 70 30 58C31 48 28 32 32 22Z',
    circle(32, 20, 9),
    poly(24, 17, 14, 21, 24, 24),
  ],
  lineWidth: 5,
  lines: [line(46, 82, 44, 94), line(58, 81, 60, 94), line(32, 11, 28, 3), line(34, 11, 38, 3), sign('*', 56, 62, 15)],
  marks: [circle(30, 18, 2.2), circle(27.5, 3, 2.5), circle(38.5, 3, 2.5)],
};

/** Moorcock: a cock with a comb and a sickle tail (small +: one step in its 6 directions). */
export const moorcock: PieceIcon = {
  paths: [
    'M66 60C62 36 72 18 92 14C86 22 84 32 88 44C94 40 98 42 96 50C92 60 84 66 66 60Z',
    'M28 30C36 30 40 40 42 46C56 42 72 48 72 60C72 74 58 80 46 78C34 76 28 66 28 56C28 48 24 38 28 30Z',
    circle(28, 30, 11),
    poly(18, 26, 8, 32, 19, 35),
    'M20 21C21 14 25 13 27 18C28 12 32 12 33 18C35 14 39 16 37 23Z',
    'M21 36C19 42 21 47 25 46C27 44 26 40 25 37Z',
  ],
  lineWidth: 5,
  lines: [line(44, 78, 42, 92), line(56, 78, 58, 92), sign('+', 50, 60, 8)],
  marks: [circle(26, 28, 2.5)],
};

/** Moorhen: a water bird afloat, with its frontal shield and cocked tail (large +: slides in its 6 directions). */
export const moorhen: PieceIcon = {
  paths: [
    'M8 84C16 78 24 90 32 84C40 78 48 90 56 84C64 78 72 90 80 84C86 80 92 84 94 86L94 92C88 90 86 88 80 92C72 96 64 84 56 90C48 96 40 84 32 90C24 96 16 84 8 90Z',
    'M24 40C30 40 34 48 36 54C50 50 70 48 84 42C92 40 92 50 86 58C80 70 66 78 46 78C32 78 24 70 26 62C27 56 24 50 24 40Z',
    circle(26, 36, 11),
    poly(16, 33, 6, 40, 17, 42),
  ],
  lineWidth: 5,
  lines: [sign('+', 58, 62, 14)],
  marks: ['M15 30C17 26 21 27 22 32L18 35Z', circle(25, 33, 2.4)],
};
