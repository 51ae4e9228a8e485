/**
 * A lesson's Try-it questions as the student's path asks them (issue #43): each chosen from offered answers, as the
 * teacher's guide writes them (content/guides/<id>.ts `checks`), or a count of one man's moves in a position, which
 * the rules engine counts here at build time: the choices are its number and three near it, and the guide's answer
 * must state the same number (checked by the content check). Build time only; the page gets the choices.
 */
import type { QuestionCheck } from '@/content/guides/types';
import { boardView, parsePosition } from '@/engine';

/** A question's offered answers, in the order shown, and which one is right. */
export interface QuestionChoices {
  readonly choices: readonly string[];
  readonly correct: number;
  /** For a count: the position, the man's cell and the engine's count, said after the answer. */
  readonly count?: { readonly position: string; readonly cell: string; readonly moves: number };
}

/** How many moves the man on `cell` has in `position`, or why they cannot be counted. */
export function countMoves(variant: string, position: string, cell: string): number | string {
  const pos = parsePosition(variant, position);
  if (!pos.ok) return pos.error.message;
  const view = boardView(pos.value, { play: true });
  const man = view.pieces.find((p) => p.cell === cell);
  if (!man) return `no man stands on ${cell}`;
  if (man.color !== view.turn) return `the man on ${cell} is not the side to move's`;
  return view.moves.get(cell)?.length ?? 0;
}

/** A small number from a text, to vary where the right answer stands from question to question. */
function spread(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1009;
  return h;
}

/**
 * The counts offered beside the right one: three others near it, all above zero, the right one not always at the same
 * place in the rising order.
 */
export function nearCounts(n: number, seed: number): number[] {
  const offsets = [
    [-4, -2, 2],
    [-2, 2, 4],
    [2, 4, 6],
  ][seed % 3]!;
  const out = offsets.map((o) => n + o).filter((x) => x > 0);
  for (let k = 6; out.length < 3; k += 2) if (!out.includes(n + k)) out.push(n + k);
  return [...out, n].sort((a, b) => a - b);
}

/** The choices of question `index` of `variant`'s lesson; throws when a count cannot be made (the content check says why first). */
export function questionChoices(variant: string, index: number, check: QuestionCheck): QuestionChoices {
  const seed = spread(`${variant} ${index}`);
  if (check.kind === 'count') {
    const moves = countMoves(variant, check.position, check.cell);
    if (typeof moves === 'string') throw new Error(`${variant} question ${index + 1}: ${moves}`);
    const counts = nearCounts(moves, seed);
    return {
      choices: counts.map((c) => `${c} moves`),
      correct: counts.indexOf(moves),
      count: { position: check.position, cell: check.cell, moves },
    };
  }
  const all = [check.right, ...check.wrong];
  const at = seed % all.length;
  const choices = [...check.wrong.slice(0, at), check.right, ...check.wrong.slice(at)];
  return { choices, correct: at };
}

/** A Try-it question as a live class asks it: plain text, the offered answers, the right one's number. */
export interface ClassQuestion {
  readonly text: string;
  readonly choices: readonly string[];
  readonly correct: number;
}

/** A lesson's Try-it questions for presenter mode's live class (the same choices as the path's). */
export function classQuestions(
  variant: string,
  texts: readonly string[],
  checks: readonly QuestionCheck[],
): ClassQuestion[] {
  return texts.flatMap((t, i) => {
    const check = checks[i];
    if (!check) return [];
    const { choices, correct } = questionChoices(variant, i, check);
    return [{ text: `${i + 1}. ${t.replace(/[*`]/g, '')}`, choices, correct }];
  });
}

/** What is wrong with a guide's checks against its lesson's questions and answers, in words (empty when sound). */
export function checkProblems(variant: string, checks: readonly QuestionCheck[], answers: readonly string[]): string[] {
  const problems: string[] = [];
  if (checks.length !== answers.length)
    problems.push(`${checks.length} check(s) for the lesson's ${answers.length} Try-it question(s)`);
  checks.forEach((c, i) => {
    const q = `question ${i + 1}`;
    if (c.kind === 'choice') {
      const all = [c.right, ...c.wrong].map((t) => t.trim());
      if (c.wrong.length < 2) problems.push(`${q}: offer at least two wrong answers`);
      if (all.some((t) => !t)) problems.push(`${q}: an empty answer`);
      if (new Set(all).size !== all.length) problems.push(`${q}: an answer offered twice`);
      return;
    }
    const moves = countMoves(variant, c.position, c.cell);
    if (typeof moves === 'string') problems.push(`${q}: ${moves}`);
    else if (answers[i] !== undefined && !new RegExp(`\\b${moves}\\b`).test(answers[i]!))
      problems.push(`${q}: the engine counts ${moves} moves, which the guide's answer does not say`);
  });
  return problems;
}
