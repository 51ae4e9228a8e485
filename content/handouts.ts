/**
 * The key end rules printed on each variant's summary sheet, in our own words, condensed from the lessons'
 * "How the game ends" sections (which follow docs/rules/<id>.md). Everything else on the sheet is read from
 * the engine.
 */
import type { VariantId } from '@/engine';

export const END_RULES: Readonly<Record<VariantId, readonly string[]>> = {
  peanut: [
    'Checkmate wins.',
    'Capturing every enemy man but the king (baring) also wins, unless the bared king can at once take the last man: then it is a draw.',
    'Stalemate is a draw; so is the same position three times (our house rule).',
  ],
  panoply: [
    'Checkmate wins. A frozen piece gives no check, and a Herald never does.',
    'Stalemate loses: a player with no legal move (every man frozen included) loses.',
    'Fifty turns with no irreversible move (pawn move, capture, new Herald lock…) is a draw. No draw by repetition (our reading: the source names none).',
  ],
  fullhouse: [
    'Checkmate wins.',
    'Stalemate is not a draw: the player who stalemates scores 3/4, the stalemated player 1/4.',
    'Draws (our reading): agreement, threefold repetition, or 50 moves each with no capture and no pawn move.',
  ],
  'king-and-queen': [
    'Checkmate the enemy royal, King or Queen; any reply that ends a check is allowed, a drop included (our reading).',
    'Stalemate loses: no legal move or drop means the game is lost.',
    'Captured men join the captor’s hand, changing sides (our reading), and may be dropped later; a drop may even mate (our reading: no limit is stated).',
  ],
  glinski: [
    'Checkmate wins, as in chess.',
    'Stalemate is not a draw: the player who stalemates scores 3/4, the stalemated player 1/4.',
    'Draws (our reading: Gliński’s rules are silent, so we follow chess): threefold repetition, or 50 moves each with no capture and no pawn move.',
  ],
  lengthleaper: [
    'Checkmate wins; no move may leave one’s own King in check.',
    'Stalemate is a draw.',
    'Draws we add: threefold repetition, or 50 moves each with no capture or pawn move.',
  ],
  'lengthleaper-birds': [
    'Checkmate wins; no move may leave one’s own King in check.',
    'Stalemate is a draw.',
    'Draws we add: threefold repetition, or 50 moves each with no capture or pawn move.',
  ],
};
