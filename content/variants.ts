/**
 * What the site says about each variant before its lesson exists: names, inventors, boards, one-line pitches.
 * The ids are the contract of docs/CONVENTIONS.md §1; the facts come from docs/rules/<id>.md.
 */

import { VARIANT_IDS, type VariantId } from '@/engine';

export { VARIANT_IDS, type VariantId };

export interface VariantInfo {
  id: VariantId;
  name: string;
  /** Label of a subvariant that shares its name and board with another id. */
  subvariant?: string;
  /** The id whose home-page card this subvariant is listed on. */
  family?: VariantId;
  /** The variant this one is the base game of. */
  baseOf?: VariantId;
  inventor: string;
  year?: number;
  board: string;
  pitch: string;
  /** The sources do not say who moves first: the side we start with is our reading (docs/rules/<id>.md). */
  firstMoveOurs?: true;
}

export const VARIANT_INFO: readonly VariantInfo[] = [
  {
    id: 'peanut',
    name: 'Peanut',
    inventor: 'Philip John Brady',
    year: 1998,
    board: '38 hexes: two small hexagons of 19 joined along one side',
    firstMoveOurs: true,
    pitch:
      'A pocket-sized game on a two-lobed board, with short-range rooks and bishops and a king that can capture without moving.',
  },
  {
    id: 'panoply',
    name: 'Panoply',
    inventor: 'Daniel Zacharias',
    year: 2020,
    board: 'a hexagon of 127 cells, 7 on each side',
    firstMoveOurs: true,
    pitch: 'A big hexagon and an all-new army, including the Barricade: one piece that stands on two cells at once.',
  },
  {
    id: 'fullhouse',
    name: 'Full House Hexagonal Chess',
    inventor: 'Kevin Pacey',
    year: 2016,
    board: 'Gliński’s hexagon of 91 cells',
    pitch:
      'Gliński’s game with every camp cell occupied: seven new kinds of piece join the classic army, 25 men a side.',
  },
  {
    id: 'king-and-queen',
    name: 'King and Queen',
    inventor: 'Dennis Xay Voong',
    year: 1998,
    board: '39 squares in rows of 3, 3, 9, 9, 9, 3 and 3',
    pitch:
      'A xiangqi-like duel where each royal keeps to its castle, captured men come back as drops, and promoted men flip over.',
  },
  {
    id: 'lengthleaper',
    name: 'Lengthleaper Hex Chess',
    subvariant: 'with Rooks and Bishops',
    inventor: 'Charles Gilman',
    year: 2007,
    board: '136 cells: four stacked levels of a 34-cell hex board',
    firstMoveOurs: true,
    pitch: 'Three-dimensional hex chess in which most pieces are leapers, each named for the exact distance it jumps.',
  },
  {
    id: 'lengthleaper-birds',
    name: 'Lengthleaper Hex Chess',
    subvariant: 'with birds',
    family: 'lengthleaper',
    inventor: 'Charles Gilman',
    year: 2007,
    board: '136 cells: four stacked levels of a 34-cell hex board',
    firstMoveOurs: true,
    pitch:
      'The newer line-up of Lengthleaper Hex Chess, in which six bird pieces take the place of the Rooks and Bishops.',
  },
  {
    id: 'glinski',
    name: 'Gliński’s Hexagonal Chess',
    baseOf: 'fullhouse',
    inventor: 'Władysław Gliński',
    year: 1936,
    board: 'a hexagon of 91 cells in three colours, 6 on each side',
    pitch:
      'The best-known hexagonal chess: the familiar pieces on hexes, three bishops a side, and stalemate worth three quarters of a point.',
  },
];

/** Returns what the site says about the variant with this id, or undefined for an unknown id. */
export function variantInfo(id: string): VariantInfo | undefined {
  return VARIANT_INFO.find((v) => v.id === id);
}

/** Returns the full display name, with the subvariant label if there is one. */
export function displayName(v: VariantInfo): string {
  return v.subvariant ? `${v.name} (${v.subvariant})` : v.name;
}

/** Returns the address of a variant page (docs/CONVENTIONS.md §8); `section` is learn, explore, puzzles, play or editor. */
export function variantHref(id: VariantId, section?: 'learn' | 'explore' | 'puzzles' | 'play' | 'editor'): string {
  return section ? `/variants/${id}/${section}/` : `/variants/${id}/`;
}

/** Returns the params for generateStaticParams of every /variants/[id]/… route. */
export function variantParams(): { id: VariantId }[] {
  return VARIANT_INFO.map((v) => ({ id: v.id }));
}
