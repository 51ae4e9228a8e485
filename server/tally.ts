/**
 * The tally of a question's answers, shared by the server's tests and the teacher's page: one answer per seat, each
 * move played with how many chose it. Pure: no Node, no Socket.IO, no DOM.
 */
import type { Answer } from './protocol';

interface MoveCount {
  readonly move: string;
  readonly from?: string;
  readonly to: string;
  readonly count: number;
  readonly correct: boolean;
  readonly reason?: string;
}

export interface Tally {
  readonly answered: number;
  readonly correct: number;
  /** Each move played, the commonest first (ties in move-text order). */
  readonly moves: readonly MoveCount[];
}

/** Counts a question's answers, one per seat (a second answer of a seat is ignored). */
export function tally(answers: Iterable<Answer>): Tally {
  const seen = new Set<string>();
  const byMove = new Map<string, MoveCount>();
  let correct = 0;
  for (const a of answers) {
    if (seen.has(a.seat)) continue;
    seen.add(a.seat);
    if (a.correct) correct++;
    const m = byMove.get(a.move);
    byMove.set(
      a.move,
      m
        ? { ...m, count: m.count + 1, ...(!m.reason && a.reason ? { reason: a.reason } : {}) }
        : {
            move: a.move,
            ...(a.from ? { from: a.from } : {}),
            to: a.to,
            count: 1,
            correct: a.correct,
            ...(a.reason ? { reason: a.reason } : {}),
          },
    );
  }
  const moves = [...byMove.values()].sort((a, b) => b.count - a.count || (a.move < b.move ? -1 : 1));
  return { answered: seen.size, correct, moves };
}
