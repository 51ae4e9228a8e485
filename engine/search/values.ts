/**
 * What the evaluation knows per variant beyond the piece definitions: the worth of pieces the inventors gave no
 * number for (in pawns; where a piece's definition has `value`, that wins), what a man in hand or pool is worth,
 * and the variant's end rules as they bear on the score. Data, read by engine/search/evaluate.ts; a variant
 * without an entry is judged by its definitions' values and measured mobility alone.
 */
import type { VariantId } from '../types';

interface EvalData {
  /** Worth of pieces in pawns, by letter. */
  readonly pieces?: Readonly<Record<string, number>>;
  /**
   * What a man in hand or pool is worth, as a share of its worth on the board: near 1 where it may be dropped
   * (King and Queen), small where it only waits for a promotion (Peanut's pool).
   */
  readonly hand?: number;
  /**
   * The bare-king rule (a side left with its king alone loses): centipawns each of a side's last men is worth
   * above its value, the last one most (`[last, second last, third last]`).
   */
  readonly lastMen?: readonly number[];
  /**
   * Stalemate loses or scores (not a draw): centipawns per cell of distance from the centre of the losing
   * side's royal when it has few men left (driving the king to the edge, where it is mated or stalemated).
   */
  readonly cornerKing?: number;
  /**
   * A lone king's draws: the men (letters, one or two; `P` a pawn) that cannot force mate against a lone king with
   * their king's help. A position where a bare king faces only these is scored near a draw, so that the side ahead
   * does not trade down into one.
   */
  readonly loneKingDraws?: readonly string[];
}

/** Lengthleaper's pieces: Wellisch's leapers, measured by mobility on the three-level board, rounded. */
const LEAPERS = { T: 3.4, S: 3, E: 3.8, W: 2.5, N: 3.4, F: 2, V: 2 };

/**
 * Lengthleaper's lone-king draws, from its endgame tables (docs/rules/lengthleaper.md §4.1, `npm run bench --
 * --leaper-endgames`): with its king's help no single man but the Queen ever mates a lone king, and no two length
 * leapers force mate but from a few hundredths of a percent of positions. A pawn counts as a leaper: it promotes
 * to nothing else.
 */
const lengthleaperDraws = (others: string): string[] => {
  const leapers = [...'TSEWNFVP'];
  return [...others, ...leapers, ...leapers.flatMap((a, i) => leapers.slice(i).map((b) => a + b))];
};

/**
 * Gliński's board, from its endgame tables (docs/rules/glinski.md §4.1, `npm run bench -- --tables`): a bishop or a
 * knight alone mates only where the lone king already stands mated but for one move, and a bishop with a knight or
 * a second bishop forces mate from under 1 % of positions. Two knights win (99.6 %), as does any pair with a rook.
 */
const GLINSKI_DRAWS = ['B', 'N', 'BB', 'BN'];

export const EVAL_DATA: Readonly<Partial<Record<VariantId, EvalData>>> = {
  glinski: { cornerKing: 6, loneKingDraws: GLINSKI_DRAWS },
  // Full House's thunderbird and pegasus alone are no better (docs/rules/fullhouse.md §4.1); every pair of its
  // leapers wins, and so does each of its other new men alone.
  fullhouse: { cornerKing: 6, loneKingDraws: [...GLINSKI_DRAWS, 'T', 'E'] },
  // Short rook (range 4), short bishop (range 2), hex knight; a captured man joins its owner's promotion pool.
  peanut: { pieces: { R: 4, B: 2, N: 2.5 }, hand: 0.1, lastMen: [400, 150, 50] },
  lengthleaper: { pieces: { Q: 9, R: 5, B: 3.5, ...LEAPERS }, loneKingDraws: lengthleaperDraws('RB') },
  'lengthleaper-birds': {
    pieces: { Q: 9, G: 1.8, X: 2.4, O: 3, A: 5, C: 1.8, M: 3, ...LEAPERS },
    loneKingDraws: lengthleaperDraws('GXOACM'),
  },
  // Men taken join the captor's hand and may be dropped: a man in hand is worth nearly as much as on the board.
  'king-and-queen': {
    pieces: { P: 1, B: 2, N: 2, C: 3.5, '+P': 4.5, '+B': 3.5, '+N': 2.5, '+C': 5.5 },
    hand: 0.85,
    cornerKing: 5,
  },
  // The inventor: Skirmisher, Catapult and Guard roughly equal; Rider, Herald and Barricade equal and worth more.
  panoply: { pieces: { S: 3.5, C: 3.5, G: 3.5, R: 6, H: 6, X: 6, P: 1 }, cornerKing: 5 },
};
