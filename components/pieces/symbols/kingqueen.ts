/**
 * King and Queen's own men. The royal is a crown (Blue's Queen: a pointed crown with pearls; Red's King: an
 * arched crown under a cross), the cannon a gun on a wheel; a promoted man (the token turned over) is its
 * unpromoted symbol under a star badge.
 */
import type { PieceIcon } from '../icons';
import { bar, circle, line, rrect } from '../shapes';
import { bishop, knight, pawn, starBadge, withBadge } from './chess';

/** Blue's royal, the Queen: a pointed crown with pearls. */
const queenCrown: PieceIcon = {
  paths: [
    'M16 72L8 30L29 48L35 20L50 44L65 20L71 48L92 30L84 72Z',
    circle(8, 27, 5.5),
    circle(35, 17, 5.5),
    circle(65, 17, 5.5),
    circle(92, 27, 5.5),
    circle(50, 40, 5.5),
    rrect(14, 68, 72, 17, 4),
  ],
  marks: [circle(30, 76.5, 3.5), circle(50, 76.5, 3.5), circle(70, 76.5, 3.5)],
};

/** Red's royal, the King: an arched crown under a cross. */
const kingCrown: PieceIcon = {
  paths: [
    'M45 6H55V14H63V23H55V34H45V23H37V14H45Z',
    'M18 70C11 52 19 34 35 34C43 34 48 39 50 45C52 39 57 34 65 34C81 34 89 52 82 70Z',
    rrect(14, 66, 72, 19, 4),
  ],
  lines: ['M50 46V66', 'M31 47C34 54 35 61 34 66', 'M69 47C66 54 65 61 66 66'],
  marks: [rrect(27, 72, 8, 7, 1.5), rrect(46, 72, 8, 7, 1.5), rrect(65, 72, 8, 7, 1.5)],
};

/** Cannon: a gun on a wheel (moves as a rook, captures by hopping a screen). */
export const cannon: PieceIcon = {
  paths: [
    bar(18, 86, 44, 66, 10),
    bar(14, 63, 86, 29, 20, 14),
    bar(80, 31.5, 87, 28, 20),
    circle(11, 65, 6.5),
    circle(44, 66, 19),
  ],
  lines: [line(44, 49, 44, 83), line(27, 66, 61, 66), line(32, 54, 56, 78), line(56, 54, 32, 78)],
  lineWidth: 3.5,
  marks: [circle(44, 66, 5)],
};

/** The royal, per side (K&Q: the Queen for Blue, the King for Red). */
export const royal = { w: queenCrown, b: kingCrown };
/** Empress / Emperor: the royal, promoted. */
export const promotedRoyal = { w: withBadge(queenCrown, starBadge), b: withBadge(kingCrown, starBadge) };
/** Valkyrie / Veteran. */
export const promotedPawn = withBadge(pawn, starBadge);
/** Druid / Saint. */
export const promotedBishop = withBadge(bishop, starBadge);
/** Pegasus / Dragon. */
export const promotedKnight = withBadge(knight, starBadge);
/** Archer / Cannon. */
export const promotedCannon = withBadge(cannon, starBadge);
