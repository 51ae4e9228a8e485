/**
 * A teacher's guide to one variant's lesson (content/guides/<id>.ts): a plan for a 45-minute class, the sections a
 * longer course adds, speaker notes for the presenter's steps and the answers to the lesson's Try-it questions. The
 * puzzles' answers come from the puzzle data. Checked by scripts/check-content.ts (components/classroom/guide.ts says what must be there).
 */
export interface TeacherGuide {
  /** The class, part by part; the minutes add up to 45. */
  readonly plan: readonly { readonly minutes: number; readonly what: string }[];
  /**
   * Speaker notes by section id: `opening` (before the first heading), every `##` heading of the lesson by its id
   * (the link of its `#` anchor: "The board" is `the-board`), `recap`, `try-it`, and `reconstructed` when the page
   * shows the engine's notes. A `###` heading may have its own note; without one, its `##` section's note applies.
   */
  readonly notes: Readonly<Record<string, string>>;
  /**
   * The sections a longer course adds to the 45-minute class (presenter mode's `&course=full`), each with roughly
   * how many minutes it takes: a section's id (`##` or `###`; a `##` brings its `###`s). The other sections are the
   * core class, at most 30 steps (components/classroom/steps.ts).
   */
  readonly longer: readonly { readonly section: string; readonly minutes: number }[];
  /** The answers to the lesson's Try-it questions, in their order. */
  readonly answers: readonly string[];
  /** How the student's path asks each Try-it question, in their order (components/learn/questions.ts). */
  readonly checks: readonly QuestionCheck[];
}

/**
 * How a Try-it question is asked on the student's path: chosen from offered answers (`right` and the `wrong` ones, in
 * words the guide's answer bears out; the page shuffles them), or a count of one man's moves in a position, which the
 * rules engine counts at build time (the choices are that number and three near it).
 */
export type QuestionCheck =
  | { readonly kind: 'choice'; readonly right: string; readonly wrong: readonly string[] }
  | { readonly kind: 'count'; readonly position: string; readonly cell: string };
