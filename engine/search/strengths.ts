/**
 * The computer's three strengths as data, apart from the search that plays them (engine/search/player.ts), so that
 * the play page's settings can name them without loading the search and the endgame tables (those run in the
 * page's Web Worker).
 */

/** The computer's strengths, weakest first. */
export const STRENGTHS = ['beginner', 'club', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface StrengthSettings {
  /** Words for the page. */
  readonly label: string;
  /** Deepest iteration. */
  readonly depth: number;
  /** Plies of capture search at the leaves. */
  readonly quiescence: number;
  /** Longest think in milliseconds (a request may ask for less). */
  readonly timeMs: number;
  /** Moves within this many centipawns of the best are chosen at random (0: always the best). */
  readonly margin: number;
  /** What a draw costs it, in centipawns (SearchOptions.contempt): Strong plays on for a win rather than repeat. */
  readonly contempt: number;
  /** It plays a lone king's endings from the endgame tables (engine/endgame/probe.ts) where they cover them. */
  readonly tables: boolean;
}

/** What each strength searches: Beginner looks two plies ahead and picks among near-best moves. */
export const STRENGTH_SETTINGS: Readonly<Record<Strength, StrengthSettings>> = {
  beginner: { label: 'Beginner', depth: 2, quiescence: 2, timeMs: 600, margin: 90, contempt: 0, tables: false },
  club: { label: 'Club', depth: 4, quiescence: 4, timeMs: 1000, margin: 0, contempt: 0, tables: false },
  strong: { label: 'Strong', depth: 16, quiescence: 6, timeMs: 2000, margin: 0, contempt: 30, tables: true },
};
