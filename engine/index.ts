/**
 * The engine's one door: app/, components/ and content/ import only from here (docs/STYLE.md §4 rule 1). Every
 * variant is a value (engine/variants/index.ts), compiled the first time a page or a command asks for it. Pure
 * TypeScript: no React, three, Next or DOM.
 */
export type { Result, EngineError, ErrorCode } from './result';
export { VARIANT_IDS, SIDES, otherSide, type ByColor, type Side, type VariantId, type Vec } from './types';
export type { Outcome } from './rules/variant';
export { Position } from './rules/position';
export { sideName } from './rules/outcome';
export { variantNotes } from './variants/notes';
export { perftOf } from './query/perft';
export {
  boardView,
  parsePosition,
  type BoardView,
  type LastMoveView,
  type CellView,
  type PieceView,
  type MoveView,
  type RegionView,
  type LegendEntry,
} from './query/boardView';
export { componentDests, componentLabels } from './query/components';
export { leapNotation, leapNotationWords } from './pieces/leapNotation';
export { explainMove, type Explanation, type ReasonCode } from './query/explain';
export { moveParts, type MoveParts } from './query/moveParts';
export { Game } from './rules/game';
export { search, type SearchOptions, type SearchResult } from './search/search';
export {
  exerciseStart,
  exerciseMove,
  exerciseDone,
  starsEarned,
  type ExerciseState,
  type ExerciseStep,
} from './learn/exercise';
export { minimumMoves, minimumFrom, type ExerciseSolution, type SearchCap } from './learn/minimum';
export type { PuzzleDef, PuzzleGoal } from './puzzles/types';
export { goalMoves } from './puzzles/types';
export { goalSentence } from './puzzles/words';
export { acceptedMoves, judgeMove, type MoveJudgement, OutOfTime, type SearchLimit } from './puzzles/solve';
export { provePuzzle, puzzlePosition, type PuzzleProof } from './puzzles/prove';
export {
  answerRequest,
  seededRandom,
  type AiRequest,
  type AiReply,
} from './search/player';
export { STRENGTHS, STRENGTH_SETTINGS, type Strength, type StrengthSettings } from './search/strengths';
export type { Setup, SetupMan } from './notation/setup';
export { validatePosition, type SetupProblem, type ProblemLevel } from './rules/validate';
export {
  inspectSetup,
  parseSetup,
  printSetup,
  emptySetup,
  setupOptions,
  epCells,
  partnerCells,
  type SetupCheck,
  type SetupOptions,
  type PaletteEntry,
} from './query/setup';
