/**
 * The engine's judgement of the class's answers. A question is a position of a variant: a stored puzzle (judged
 * against its goal with the engine's `acceptedMoves`, a wrong move's reason from `judgeMove`) or any position (a
 * free board or the editor's): there every legal move counts as correct, and the teacher reads the spread of moves.
 * Each process keeps what it worked out per question (the accepted moves, each move's verdict), so a class of 300
 * costs one solve per process, whichever process the answers reach.
 */
import { PUZZLES } from '../content/puzzles/index';
import {
  acceptedMoves,
  goalMoves,
  goalSentence,
  judgeMove,
  moveParts,
  parsePosition,
  type Position,
  type PuzzleDef,
  sideName,
} from '../engine/index';
import type { Checked, Question, Reveal } from './protocol';

interface Verdict {
  readonly move: string;
  readonly from?: string;
  readonly to: string;
  readonly correct: boolean;
  readonly reason?: string;
}

interface Worked {
  readonly pos: Position;
  readonly puzzle?: PuzzleDef;
  /** Long texts of the correct moves (undefined: every legal move). */
  readonly accepted?: ReadonlySet<string>;
  readonly verdicts: Map<string, Verdict>;
}

const BY_ID = new Map(PUZZLES.map((p) => [p.id, p]));
const MAX_WORKED = 500;
const MAX_REVEALED = 12;

/** The question the teacher asks: checks the variant, the position and the puzzle with the engine. */
export function makeQuestion(
  id: number,
  variant: string,
  position: string,
  puzzleId: string | undefined,
): Checked<Question> {
  const puzzle = puzzleId === undefined ? undefined : BY_ID.get(puzzleId);
  if (puzzleId !== undefined && (!puzzle || puzzle.variant !== variant))
    return { ok: false, error: 'No such puzzle in this variant.' };
  const parsed = parsePosition(variant, puzzle ? puzzle.position : position);
  if (!parsed.ok) return { ok: false, error: parsed.error.message };
  const pos = parsed.value;
  if (pos.outcome() || !pos.legalMoves().length) return { ok: false, error: 'The game is over in that position.' };
  const goal = puzzle
    ? goalSentence(pos, puzzle.goal)
    : `${sideName(pos.variant, pos.color)} to play: choose a move. Every legal move counts.`;
  return {
    ok: true,
    value: { id, variant, position: pos.toString(), ...(puzzle ? { puzzleId: puzzle.id } : {}), goal },
  };
}

export class Judge {
  readonly #worked = new Map<string, Worked>();

  #work(code: string, q: Question): Worked {
    const k = `${code}:${q.id}`;
    const hit = this.#worked.get(k);
    if (hit) return hit;
    const r = parsePosition(q.variant, q.position);
    if (!r.ok) throw new Error(`question ${k}: ${r.error.message}`);
    const pos = r.value;
    const puzzle = q.puzzleId ? BY_ID.get(q.puzzleId) : undefined;
    const accepted = puzzle ? new Set(acceptedMoves(pos, puzzle.goal).map((m) => pos.printMove(m))) : undefined;
    const w: Worked = { pos, ...(puzzle ? { puzzle } : {}), ...(accepted ? { accepted } : {}), verdicts: new Map() };
    if (this.#worked.size >= MAX_WORKED) this.#worked.delete(this.#worked.keys().next().value!);
    this.#worked.set(k, w);
    return w;
  }

  /** Judges a student's move text: refused when the engine cannot read it as a legal move. */
  judge(code: string, q: Question, text: string): Checked<Verdict> {
    const w = this.#work(code, q);
    const parsed = w.pos.parseMove(text);
    if (!parsed.ok) return { ok: false, error: parsed.error.message.slice(0, 300) };
    const m = parsed.value;
    const parts = moveParts(w.pos, m);
    const known = w.verdicts.get(parts.text);
    if (known) return { ok: true, value: known };
    const correct = !w.accepted || w.accepted.has(parts.text);
    let reason: string | undefined;
    if (!correct && w.puzzle) {
      const j = judgeMove(w.pos, w.puzzle.goal, goalMoves(w.puzzle.goal), m);
      reason = j.kind === 'wrong' ? j.reason : 'It does not reach the goal in time.';
    }
    const v: Verdict = {
      move: parts.text,
      ...(parts.from ? { from: parts.from } : {}),
      to: parts.to,
      correct,
      ...(reason ? { reason } : {}),
    };
    w.verdicts.set(parts.text, v);
    return { ok: true, value: v };
  }

  /** What every screen shows when the teacher reveals the answer. */
  reveal(code: string, q: Question): Reveal {
    const w = this.#work(code, q);
    const moves = w.accepted
      ? w.pos
          .legalMoves()
          .filter((m) => w.accepted!.has(w.pos.printMove(m)))
          .slice(0, MAX_REVEALED)
          .map((m) => {
            const p = moveParts(w.pos, m);
            return { move: p.text, ...(p.from ? { from: p.from } : {}), to: p.to };
          })
      : [];
    const text = w.puzzle
      ? `${w.accepted!.size === 1 ? 'The answer' : `${w.accepted!.size} moves solve it, among them`}: ${moves
          .map((m) => m.move)
          .join(', ')}. ${w.puzzle.explanation}`
      : 'Every legal move counted: compare the moves the class chose.';
    return { questionId: q.id, moves, text };
  }
}
