/**
 * Panoply's men (with the chess king and pawn): Rider a horseshoe, Skirmisher a bow (shoots, then withdraws),
 * Catapult a throwing arm with its stone, Herald a trumpet with a banner, Guard a shield, Barricade a striped
 * road barrier (the 2-D board draws it across its two cells, joined by `barricadeBar`).
 */
import type { PieceIcon } from '../icons';
import { bar, circle, line, poly, rrect } from '../shapes';

/** Rider: a horseshoe with its nail holes (slides along the 6 lines). */
export const rider: PieceIcon = {
  paths: ['M13 10H33L32 56A18 18 0 0 0 68 56L67 10H87L86 56A36 36 0 0 1 14 56Z'],
  marks: [
    rrect(20.5, 22, 5, 8, 1.5),
    rrect(20.5, 40, 5, 8, 1.5),
    rrect(23, 60, 5, 8, 1.5),
    rrect(74.5, 22, 5, 8, 1.5),
    rrect(74.5, 40, 5, 8, 1.5),
    rrect(72, 60, 5, 8, 1.5),
  ],
};

/** Skirmisher: a drawn bow with an arrow (captures by withdrawing from its target). */
export const skirmisher: PieceIcon = {
  paths: [
    'M22 8C60 10 90 40 92 78L81 84C78 50 54 24 16 19Z',
    bar(20, 80, 80, 20, 8),
    poly(91, 9, 68, 14, 86, 32),
    poly(24, 76, 8, 80, 11, 92, 20, 89),
  ],
  lines: [line(19, 14, 27, 44, 86, 81)],
  lineWidth: 3.5,
};

/** Catapult: a frame on wheels with a throwing arm and its stone (captures by leaping over). */
export const catapult: PieceIcon = {
  paths: [
    rrect(8, 66, 84, 12, 3),
    poly(48, 68, 61, 50, 74, 68),
    bar(78, 64, 22, 23, 12),
    'M8 12C8 30 30 34 34 18Z',
    circle(19, 13, 9),
    circle(24, 82, 10),
    circle(76, 82, 10),
  ],
  marks: [circle(24, 82, 3), circle(76, 82, 3), circle(61, 50, 3.5)],
};

/** Herald: a long trumpet with a hanging banner (freezes the enemy men beside it; never captures). */
export const herald: PieceIcon = {
  paths: ['M30 34H62V86L46 76L30 86Z', bar(10, 30, 70, 30, 10), 'M66 25L93 8V52L66 35Z', rrect(4, 22, 10, 16, 3)],
  lines: [line(38, 46, 54, 62), line(54, 46, 38, 62)],
  lineWidth: 4,
};

/** Guard: a heater shield with a cross (guards its own men, reaching past them). */
export const guard: PieceIcon = {
  paths: ['M50 6C62 12 74 13 86 11C88 48 76 76 50 94C24 76 12 48 14 11C26 13 38 12 50 6Z'],
  marks: [rrect(45, 18, 10, 62, 2), rrect(24, 34, 52, 10, 2)],
};

/** Barricade: a barrier board with thin stripes on two trestles (one man on two cells). */
export const barricade: PieceIcon = {
  paths: [
    poly(16, 58, 30, 92, 38, 92, 26, 58),
    poly(84, 58, 70, 92, 62, 92, 74, 58),
    rrect(4, 30, 92, 30, 5),
    circle(14, 24, 6),
    circle(86, 24, 6),
  ],
  // Thin stripes (about a quarter of the board, as in barricade.ts): the board keeps its side's colour.
  marks: [
    poly(18, 32, 24, 32, 13, 58, 7, 58),
    poly(44, 32, 50, 32, 39, 58, 33, 58),
    poly(70, 32, 76, 32, 65, 58, 59, 58),
  ],
};
