/**
 * The words of a wrong puzzle answer: what the move fails to do, in the position right after it, with the
 * opponent's refutation when there is one (after lichess). The solver (solve.ts) finds the facts (a quick win for
 * the opponent, a defence that holds); this module only chooses the refutation to name and says it. Every
 * sentence names the sides and men as the variant does ("Red's King" in King and Queen).
 */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { sideName } from '../rules/outcome';
import type { Outcome } from '../rules/variant';
import { other, type Color } from '../types';
import type { ForcedGoal } from './solve';

/** A wrong answer: `reply` is set only when `reason` names it as the refutation. */
export type Wrong = { readonly kind: 'wrong'; readonly reply?: Move; readonly reason: string };

/** A move of the opponent that wins at once after the wrong move (`mate`: by checkmate). */
export interface QuickWin {
  readonly move: Move;
  readonly mate: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The man's name for its side ("knight"; in King and Queen "Rider" for Blue, "Knight" for Red). */
const manName = (pos: Position, kind: number, color: Color): string => {
  const def = pos.variant.kinds[kind]!.def;
  return def.sideNames?.[color] ?? def.name;
};

/** The solver's move ended the game, but not as the goal asks ("That stalemates Black: only 3/4 for White."). */
export function endedReason(pos: Position, o: Outcome): string {
  const score = o.score[pos.turn];
  if (o.status === 'stalemate') {
    const result =
      score === 1
        ? 'a win, but not checkmate'
        : score > 0.5
          ? `only ${share(score)} for ${sideName(pos.variant, pos.color)}`
          : 'a draw';
    return `That stalemates ${sideName(pos.variant, other(pos.color))}: ${result}.`;
  }
  return score === 1
    ? `That wins (${o.reason}), but not by checkmate.`
    : `That ends the game without a win (${o.reason}).`;
}

/** 0.75 as "3/4". */
const share = (x: number): string => (x === 0.75 ? '3/4' : `${x}`);

/** The opponent (to move in `after`) wins at once: this takes precedence over every other reason. */
export function quickWinWords(after: Position, w: QuickWin): Wrong {
  const side = sideName(after.variant, after.color);
  const text = after.printMove(w.move);
  const reason = w.mate ? `That lets ${side} mate in 1 with ${text}.` : `That lets ${side} win at once with ${text}.`;
  return { kind: 'wrong', reply: w.move, reason };
}

/** An only-move puzzle: the opponent forces a win within more than one move, starting with `threat`. */
export function forcedWinWords(after: Position, threat: Move): Wrong {
  const side = sideName(after.variant, after.color);
  return { kind: 'wrong', reply: threat, reason: `That lets ${side} win by force: ${after.printMove(threat)}.` };
}

/**
 * The solver's move `m` (played in `pos`, giving `after`) misses `goal` with `n` own moves left, and the opponent
 * cannot win at once. `refutation`: a defence after which the goal can no longer be forced (only when n > 1).
 */
export function missedWords(
  pos: Position,
  after: Position,
  goal: ForcedGoal,
  n: number,
  m: Move,
  refutation?: Move,
): Wrong {
  const them = after.color;
  const side = sideName(pos.variant, them);
  const wrong = (reason: string, reply?: Move): Wrong =>
    reply ? { kind: 'wrong', reply, reason } : { kind: 'wrong', reason };
  switch (goal.type) {
    case 'capture': {
      const kind = pos.variant.kinds.findIndex((k) => k.letter === goal.piece);
      const name = manName(pos, kind, them);
      if (refutation) {
        const runs = refutation.from >= 0 && refutation.piece === kind;
        const how = runs ? `${side}'s ${name} escapes with` : `${side} defends with`;
        return wrong(`That does not win the ${name}: ${how} ${after.printMove(refutation)}.`, refutation);
      }
      const took = m.capture >= 0 ? pos.pieceAt(m.capture) : undefined;
      return wrong(
        took
          ? `That takes the ${manName(pos, took.kind, them)} but does not win the ${name}.`
          : `That does not win the ${name}.`,
      );
    }
    case 'promote':
      return refutation
        ? wrong(`That does not force a promotion: ${side} defends with ${after.printMove(refutation)}.`, refutation)
        : wrong('That does not promote a man.');
    case 'mate':
    case 'win': {
      if (after.inCheck()) {
        const r = refutation ?? checkAnswer(after, m);
        return wrong(`That gives check, but ${answer(pos, after, r)}.`, r);
      }
      const aim = goal.type === 'mate' ? 'checkmate' : 'a win';
      if (refutation)
        return wrong(
          `That does not force ${aim} in ${plural(n, 'move')}: ${side} defends with ${after.printMove(refutation)}.`,
          refutation,
        );
      return wrong(
        goal.type === 'mate' ? 'That does not give check, so it is not checkmate.' : 'That does not win the game.',
      );
    }
  }
}

/** The answer to a check worth naming: taking the man that gave it, else a step of the king, else the first. */
function checkAnswer(after: Position, m: Move): Move {
  const replies = after.legalMoves();
  const kinds = after.variant.kinds;
  return (
    replies.find((r) => r.capture >= 0 && r.capture === m.to) ??
    replies.find((r) => r.capture < 0 && kinds[r.piece]!.def.royal) ??
    replies[0]!
  );
}

/** "Black takes the queen with e10xf9", "Black's king escapes with f11-e10", "Black answers d7-d8". */
function answer(pos: Position, after: Position, r: Move): string {
  const them = after.color;
  const side = sideName(pos.variant, them);
  const text = after.printMove(r);
  const taken = r.capture >= 0 ? after.pieceAt(r.capture) : undefined;
  if (taken) return `${side} takes the ${manName(pos, taken.kind, other(them))} with ${text}`;
  if (pos.variant.kinds[r.piece]!.def.royal) return `${side}'s ${manName(pos, r.piece, them)} escapes with ${text}`;
  return `${side} answers ${text}`;
}
