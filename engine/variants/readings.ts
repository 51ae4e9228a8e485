/**
 * The rules the engine plays by that are our readings, each with the patterns that find a sentence stating it, so
 * that the content check (scripts/readings.ts) can ask every text that states such a rule to say it is our reading
 * (issue #47). Each note is one of its variant's notes (engine/variants/notes.ts), word for word. Build-time only: no page imports this module
 * (the engine's door, engine/index.ts, does not export it), so the patterns cost the browser nothing.
 */
import type { VariantId } from '../types';
import { PAWN_NOTE } from './king-and-queen';
import { ALIGNMENT_NOTE, GUARD_NOTE } from './panoply';
import { GAP_NOTE } from './peanut';

/** A rule that is our reading: its note (one of the variant's `notes`, saying so) and how a text states the rule. */
export interface Reading {
  /** The note, word for word as in the variant's notes. */
  readonly note: string;
  /** Patterns, each matched against one sentence at a time: a match states the rule (e.g. /guards?\b.*\bhops?\b/i). */
  readonly says: readonly RegExp[];
}

const READINGS: Partial<Record<VariantId, readonly Reading[]>> = {
  // docs/rules/panoply.md §6 items 2 and 11.
  panoply: [
    // The Guard that reaches over its own men (reading A), or a claim that holds only for it.
    {
      note: GUARD_NOTE,
      says: [
        /\bguards?\b[^.;,()]*\b(jumps?|jumping|hops?|hopping|skips?|skipping|reach(es)? over)\b/i,
        /\b(jumps?|hops?|skips?) over (its|their) own\b/i,
        /\bhopping over a run of them\b/i,
        /\bguard\b[^.]*\bbeats? a lone king\b/i,
      ],
    },
    { note: ALIGNMENT_NOTE, says: [/\bbarricades?\b[^.]*\blined up\b/i, /\blined up\b[^.]*\bcapturing step\b/i] },
  ],
  peanut: [
    {
      note: GAP_NOTE,
      says: [
        /\bbishops?\b[^.]*\b(cross|crosses|crossing|stop|stops|fly over|flies over)\b[^.]*\b(gap|hole|empty space|missing)\b/i,
        /\b(only|one) (piece|man)\b[^.]*\bcross(es)?\b[^.]*\b(gap|empty space)\b/i,
        /\bknight is the (only|one) piece\b/i,
      ],
    },
  ],
  'king-and-queen': [
    {
      note: PAWN_NOTE,
      says: [
        /\b(pawns?|amazons?|soldiers?)\b[^.]*\bcaptures? (only )?straight\b/i,
        /\b(takes?|captures?|capturing)\b[^.]*\bstraight ahead\b/i,
      ],
    },
  ],
};

/** The rules of a variant that are our readings, with how a text states each; none for another id. */
export const variantReadings = (id: string): readonly Reading[] => READINGS[id as VariantId] ?? [];
