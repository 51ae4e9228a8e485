/**
 * The engine's judgement of the class's answers. A question is a position of a variant: a stored puzzle (judged
 * against its goal: the solving moves and a wrong move's reason come from a Prover, worked out once per puzzle and per
 * move, off the event loop) or any position (a free board or the editor's): there every legal move counts as correct,
 * and the teacher reads the spread of moves. Reading a move is cheap and done here; a class of 300 costs one proof per
 * process, whichever process the answers reach, and asking the same puzzle again costs none (issue #45).
 */
import { goalSentence, moveParts, parsePosition, type Position, sideName } from '../engine/index';
import { type Prover, puzzleById } from './proofs';
import type { Checked, Question, Reveal } from './protocol';
import type { NewQuestion } from './store';

interface Verdict {
  readonly move: string;
  readonly from?: string;
  readonly to: string;
  readonly correct: boolean;
  readonly reason?: string;
}

const MAX_POSITIONS = 500;
const MAX_REVEALED = 12;
/**
 * How long an answer waits for its wrong move's reason before it is stored without one ("not a solution" on the
 * pages; the same move's later answers get the reason once it is worked out).
 */
const REASON_WAIT_MS = 2000;

/** The question the teacher asks: checks the variant, the position and the puzzle with the engine. */
export function makeQuestion(variant: string, position: string, puzzleId: string | undefined): Checked<NewQuestion> {
  const puzzle = puzzleId === undefined ? undefined : puzzleById(puzzleId);
  if (puzzleId !== undefined && (!puzzle || puzzle.variant !== variant))
    return { ok: false, error: 'No such puzzle in this variant.' };
  const parsed = parsePosition(variant, puzzle ? puzzle.position : position);
  if (!parsed.ok) return { ok: false, error: parsed.error.message };
  const pos = parsed.value;
  if (pos.outcome() || !pos.legalMoves().length) return { ok: false, error: 'The game is over in that position.' };
  const goal = puzzle
    ? goalSentence(pos, puzzle.goal)
    : `${sideName(pos.variant, pos.color)} to play: choose a move. Every legal move counts.`;
  return { ok: true, value: { variant, position: pos.toString(), ...(puzzle ? { puzzleId: puzzle.id } : {}), goal } };
}

/** A choice question (a lesson's Try-it question, checked by protocol.ts): its text is the goal. */
export function choiceQuestion(
  variant: string,
  c: { readonly text: string; readonly choices: readonly string[]; readonly correct: number },
): Checked<NewQuestion> {
  return { ok: true, value: { variant, position: '', goal: c.text, choices: c.choices, correct: c.correct } };
}

function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((r) => {
    timer = setTimeout(() => r(undefined), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export class Judge {
  readonly #prover: Prover;
  /** Parsed positions by variant and text (the questions of the classes). */
  readonly #positions = new Map<string, Position>();

  constructor(prover: Prover) {
    this.#prover = prover;
  }

  #position(q: Question): Position {
    const k = `${q.variant} ${q.position}`;
    const hit = this.#positions.get(k);
    if (hit) return hit;
    const r = parsePosition(q.variant, q.position);
    if (!r.ok) throw new Error(`question ${q.id}: ${r.error.message}`);
    if (this.#positions.size >= MAX_POSITIONS) this.#positions.delete(this.#positions.keys().next().value!);
    this.#positions.set(k, r.value);
    return r.value;
  }

  /** Starts working out a puzzle's solving moves as soon as it is asked, before the answers come. */
  prepare(q: Question) {
    if (q.puzzleId) this.#prover.solve(q.puzzleId).catch(() => {});
  }

  /** Judges a student's move text: refused when the engine cannot read it as a legal move. */
  async judge(q: Question, text: string): Promise<Checked<Verdict>> {
    if (q.choices) {
      const i = /^\d{1,2}$/.test(text) ? Number(text) : -1;
      const chosen = q.choices[i];
      if (chosen === undefined) return { ok: false, error: 'Choose one of the offered answers.' };
      return { ok: true, value: { move: chosen, to: '', correct: i === q.correct } };
    }
    const pos = this.#position(q);
    const parsed = pos.parseMove(text);
    if (!parsed.ok) return { ok: false, error: parsed.error.message.slice(0, 300) };
    const parts = moveParts(pos, parsed.value);
    const shape = { move: parts.text, ...(parts.from ? { from: parts.from } : {}), to: parts.to };
    if (!q.puzzleId) return { ok: true, value: { ...shape, correct: true } };
    const solving = await this.#prover.solve(q.puzzleId);
    if (solving.includes(parts.text)) return { ok: true, value: { ...shape, correct: true } };
    const reason = await within(
      // '' (not found in time) counts as none
      this.#prover.reason(q.puzzleId, parts.text).catch(() => undefined),
      REASON_WAIT_MS,
    );
    return { ok: true, value: { ...shape, correct: false, ...(reason ? { reason } : {}) } };
  }

  /** What every screen shows when the teacher reveals the answer. */
  async reveal(q: Question): Promise<Reveal> {
    if (q.choices) return { questionId: q.id, moves: [], text: `The answer: ${q.choices[q.correct ?? -1] ?? '?'}` };
    const puzzle = q.puzzleId ? puzzleById(q.puzzleId) : undefined;
    if (!puzzle)
      return { questionId: q.id, moves: [], text: 'Every legal move counted: compare the moves the class chose.' };
    const pos = this.#position(q);
    const solving = new Set(await this.#prover.solve(puzzle.id));
    const moves = pos
      .legalMoves()
      .filter((m) => solving.has(pos.printMove(m)))
      .slice(0, MAX_REVEALED)
      .map((m) => {
        const p = moveParts(pos, m);
        return { move: p.text, ...(p.from ? { from: p.from } : {}), to: p.to };
      });
    const text = `${solving.size === 1 ? 'The answer' : `${solving.size} moves solve it, among them`}: ${moves
      .map((m) => m.move)
      .join(', ')}. ${puzzle.explanation}`;
    return { questionId: q.id, moves, text };
  }
}
