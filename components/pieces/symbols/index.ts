/** Every drawn symbol by engine piece name; a per-side pair where the two sides' men look different. */
import type { PieceIcon } from '../icons';
import { bishop, king, knight, pawn, queen, rook } from './chess';
import { hippo, hydra, missionary, pegasus, sailor, thunderbird, unicorn } from './fullhouse';
import {
  cannon,
  promotedBishop,
  promotedCannon,
  promotedKnight,
  promotedPawn,
  promotedRoyal,
  royal,
} from './kingqueen';
import { grouse, leapers, moorcock, moorhen, peacock, peahen, pheasant } from './lengthleaper';
import { barricade, catapult, guard, herald, rider, skirmisher } from './panoply';

/** A symbol, or one per side. */
type SymbolEntry = PieceIcon | { readonly w: PieceIcon; readonly b: PieceIcon };

/** The symbols by engine piece name (`kind` in the board view). */
export const SYMBOLS: Readonly<Record<string, SymbolEntry>> = {
  king,
  queen,
  rook,
  bishop,
  knight,
  pawn,
  sailor,
  missionary,
  thunderbird,
  hippo,
  pegasus,
  hydra,
  unicorn,
  ...leapers,
  grouse,
  pheasant,
  peacock,
  peahen,
  moorcock,
  moorhen,
  royal,
  cannon,
  'promoted royal': promotedRoyal,
  'promoted pawn': promotedPawn,
  'promoted bishop': promotedBishop,
  'promoted knight': promotedKnight,
  'promoted cannon': promotedCannon,
  rider,
  skirmisher,
  catapult,
  herald,
  guard,
  barricade,
};
