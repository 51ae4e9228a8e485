/**
 * Each variant's plain-language notes: what the engine reconstructs or reads where the sources are lost or unclear.
 * The lesson pages, handouts and guides show them (server components, at build time). They sit outside the variant
 * definitions, which every board page ships to the browser, so a page that plays carries none of this text.
 */
import { err, ok, type Result } from '../result';
import { FULLHOUSE_NOTES } from './fullhouse';
import { KQ_NOTES } from './king-and-queen';
import { LENGTHLEAPER_BIRDS_NOTES, LENGTHLEAPER_NOTES } from './lengthleaper';
import { PANOPLY_NOTES } from './panoply';
import { PEANUT_NOTES } from './peanut';
import { VARIANT_IDS, type VariantId } from '../types';

const NOTES: Readonly<Record<VariantId, readonly string[]>> = {
  glinski: [],
  peanut: PEANUT_NOTES,
  panoply: PANOPLY_NOTES,
  fullhouse: FULLHOUSE_NOTES,
  'king-and-queen': KQ_NOTES,
  lengthleaper: LENGTHLEAPER_NOTES,
  'lengthleaper-birds': LENGTHLEAPER_BIRDS_NOTES,
};

/** The plain-language notes of a variant (what was reconstructed or interpreted), or an error for an unknown id. */
export function variantNotes(id: string): Result<readonly string[]> {
  return (VARIANT_IDS as readonly string[]).includes(id)
    ? ok(NOTES[id as VariantId])
    : err('ERR_VARIANT', `unknown variant "${id}" (known: ${VARIANT_IDS.join(', ')})`);
}
