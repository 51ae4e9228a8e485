/**
 * Full House's new men. The three new movers have their own pictures (thunderbird, pegasus, unicorn); each
 * compound with the king is its base symbol under a crown badge (sailor = rook, missionary = bishop,
 * hippo = thunderbird, hydra = pegasus).
 */
import type { PieceIcon } from '../icons';
import { circle, mirrorX, poly } from '../shapes';
import { BASE, bishop, crownBadge, knightHead, knightMarks, rook, withBadge } from './chess';

const WING_L =
  'M47 44C38 33 24 24 4 22C8 29 11 33 16 37C10 38 8 42 8 46C15 45 20 47 24 49C19 52 19 57 21 61C30 57 38 57 46 60Z';

/** Thunderbird: a spread-winged bird seen from the front with a lightning bolt (2-leaps and diagonal steps). */
export const thunderbird: PieceIcon = {
  paths: [
    'M41 72L31 92H69L59 72Z',
    WING_L,
    mirrorX(WING_L),
    'M50 36C60 36 64 48 63 62C62 72 57 78 50 78C43 78 38 72 37 62C36 48 40 36 50 36Z',
    'M55 22L68 12L62 26Z',
    circle(51, 27, 11),
    'M42 22C32 21 28 29 32 35C34 31 37 30 41 31Z',
  ],
  marks: [poly(52, 47, 43, 60, 50, 60, 46, 72, 57, 57, 50, 57, 55, 47), circle(47, 24, 2.4)],
};

const WING =
  'M58 52C62 36 74 22 96 14C93 21 92 25 88 29C94 28 96 31 94 35C88 37 85 39 81 41C86 42 86 46 82 49C74 55 65 57 58 52Z';

/** Pegasus: the knight's head with a wing (3-leaps and knight leaps). */
export const pegasus: PieceIcon = {
  paths: [knightHead, BASE, WING],
  marks: knightMarks,
  lines: ['M66 40C73 36 80 33 88 30', 'M70 48C75 46 79 44 82 43'],
  lineWidth: 3,
};

/** Unicorn: the knight's head with a spiral horn (bishop and nightrider). */
export const unicorn: PieceIcon = {
  paths: [poly(26, 34, 5, 3, 42, 22), knightHead, BASE],
  marks: knightMarks,
  lines: ['M12 11L20 7', 'M18 19L28 13', 'M57 22C68 31 73 44 72 62'],
  lineWidth: 3.5,
};

/** Sailor = rook + king. */
export const sailor = withBadge(rook, crownBadge);
/** Missionary = bishop + king. */
export const missionary = withBadge(bishop, crownBadge);
/** Hippo = thunderbird + king. */
export const hippo = withBadge(thunderbird, crownBadge);
/** Hydra = pegasus + king. */
export const hydra = withBadge(pegasus, crownBadge);
