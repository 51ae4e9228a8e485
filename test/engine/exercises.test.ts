/**
 * The stored practice exercises (content/exercises/, written by scripts/exercises.ts) against a search of the test's
 * own: a depth-first search over the engine's public moves (`Position.legalMoves`, `play`, `withTurn`), with the rules
 * of an exercise read again from content/exercises/types.ts (a star is collected when the mover's man stands on it
 * after a move, or when the enemy man on it at the start is gone), sharing no code with engine/learn/. Every stored
 * `min` is solvable in that many moves and in no fewer. Then the coverage: every piece type of every variant has at
 * least three exercises, of rising difficulty, and the special ones exist.
 */
import { describe, expect, test } from 'vitest';
import { boardView, minimumMoves, parsePosition, VARIANT_IDS, type Position } from '@/engine';
import { EXERCISES, exercisesOf } from '@/content/exercises/index';
import type { Exercise } from '@/content/exercises/types';

function positionOf(ex: Exercise): Position {
  const r = parsePosition(ex.variant, ex.position);
  if (!r.ok) throw new Error(`${ex.variant} ${ex.id}: ${r.error.message}`);
  return r.value;
}

/** True when the stars left can all be collected within `depth` moves; `failed` remembers depths already refuted. */
function solvable(
  pos: Position,
  left: readonly string[],
  enemyStars: ReadonlySet<string>,
  depth: number,
  failed: Map<string, number>,
): boolean {
  if (left.length === 0) return true;
  if (depth === 0) return false;
  const key = `${left.join(',')}|${pos.toString().replace(/; (clock|move): \d+/g, '')}`;
  if ((failed.get(key) ?? 0) >= depth) return false;
  const board = pos.variant.board;
  for (const m of pos.legalMoves()) {
    const next = pos.play(m).withTurn(pos.turn);
    const rest = left.filter((star) => {
      const man = next.pieceAt(board.index(star));
      const standsThere = man !== undefined && man.side === pos.turn;
      const takenFromThere = enemyStars.has(star) && (man === undefined || man.side === pos.turn);
      return !standsThere && !takenFromThere;
    });
    if (solvable(next, rest, enemyStars, depth - 1, failed)) return true;
  }
  failed.set(key, depth);
  return false;
}

const ALL = VARIANT_IDS.flatMap((id) => EXERCISES[id]);

describe('every stored minimum equals an independent search', () => {
  for (const id of VARIANT_IDS)
    test(`${id}: solvable in min moves and not in fewer`, () => {
      const wrong: string[] = [];
      for (const ex of EXERCISES[id]) {
        const pos = positionOf(ex);
        const enemy = new Set(ex.stars.filter((s) => pos.pieceAt(pos.variant.board.index(s)) !== undefined));
        const failed = new Map<string, number>();
        if (solvable(pos, ex.stars, enemy, ex.min - 1, failed)) wrong.push(`${ex.id}: solvable in ${ex.min - 1}`);
        if (!solvable(pos, ex.stars, enemy, ex.min, failed)) wrong.push(`${ex.id}: not solvable in ${ex.min}`);
      }
      expect(wrong).toEqual([]);
    });
});

describe('coverage', () => {
  test('every piece type of every variant has at least three exercises, of rising difficulty', () => {
    for (const id of VARIANT_IDS) {
      const start = parsePosition(id);
      if (!start.ok) throw new Error(start.error.message);
      const letters = boardView(start.value).legend.map((l) => l.letter);
      for (const letter of letters) {
        const mine = exercisesOf(id).filter((e) => e.piece === letter);
        expect(mine.length, `${id} ${letter}`).toBeGreaterThanOrEqual(3);
        const [a, b, c] = mine.map((e) => e.min);
        expect(a, `${id} ${letter}`).toBeLessThanOrEqual(2);
        expect(b! >= a! && c! >= b! && c! >= 3, `${id} ${letter}: ${a} ${b} ${c}`).toBe(true);
      }
    }
    expect(exercisesOf('nope')).toEqual([]);
  });

  test('ids are unique within a variant and every exercise belongs to its variant', () => {
    for (const id of VARIANT_IDS) {
      const ids = EXERCISES[id].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(EXERCISES[id].every((e) => e.variant === id)).toBe(true);
    }
  });

  const panoply = EXERCISES.panoply;
  const lineOf = (ex: Exercise): readonly string[] => {
    const r = minimumMoves(ex.variant, ex.position, ex.stars);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.line;
  };

  test('the Barricade: its exercises move the two-cell man', () => {
    const mine = panoply.filter((e) => e.piece === 'X');
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const ex of mine) expect(ex.position).toMatch(/w: [^;]*X[a-m]\d+-[a-m]\d+/);
    // A capturing step: `x` before the cells the Barricade stands on after it.
    expect(mine.some((ex) => lineOf(ex).some((m) => /x[a-m]\d+-[a-m]\d+/.test(m)))).toBe(true);
  });

  test('the Herald’s freeze: without the Herald the King cannot take the guarded man', () => {
    const freeze = panoply.find((e) => e.piece === 'H' && e.lesson?.includes('frozen'));
    expect(freeze).toBeDefined();
    const without = freeze!.position.replace(/ H[a-m]\d+/, '');
    expect(minimumMoves('panoply', without, freeze!.stars).ok).toBe(false);
    // And a man frozen by an enemy Herald is freed by taking the Herald (the Guard, the Catapult).
    for (const letter of ['G', 'C']) {
      const ex = panoply.find((e) => e.piece === letter && e.lesson?.includes('Herald'));
      expect(ex, letter).toBeDefined();
      expect(ex!.stars.some((s) => ex!.position.includes(`H${s}`))).toBe(true);
    }
  });

  test('the Catapult takes by leaping: it lands beyond the man it takes', () => {
    const leaps = panoply
      .filter((e) => e.piece === 'C')
      .flatMap(lineOf)
      .filter((m) => /^[a-m]\d+x[a-m]\d+$/.test(m));
    expect(leaps.length).toBeGreaterThan(0);
  });

  test('drops: King and Queen has a drop exercise for every man that can be in hand', () => {
    const kq = EXERCISES['king-and-queen'];
    for (const letter of ['P', 'B', 'N', 'C']) {
      const ex = kq.find((e) => e.piece === letter && e.position.includes('hand: w:'));
      expect(ex, letter).toBeDefined();
      expect(lineOf(ex!)[0]).toBe(`${letter}@${lineOf(ex!)[0]!.split('@')[1]}`);
    }
  });

  test('promotion upon capture: the promoted man reaches the other star', () => {
    const kq = EXERCISES['king-and-queen'];
    for (const letter of ['K', 'P', 'B', 'N', 'C']) {
      const ex = kq.find((e) => e.piece === letter && e.after === 'promotion-upon-capture');
      expect(ex, letter).toBeDefined();
      const line = lineOf(ex!);
      const capture = line.findIndex((m) => m.includes('x'));
      expect(capture, letter).toBeGreaterThanOrEqual(0);
      expect(capture, letter).toBeLessThan(line.length - 1);
    }
  });

  test('the prism: every piece of both Lengthleaper ids has an exercise with a star on another level', () => {
    for (const id of ['lengthleaper', 'lengthleaper-birds'] as const) {
      const byPiece = new Map<string, boolean>();
      for (const ex of EXERCISES[id]) {
        const cell = new RegExp(`${ex.piece.replace('+', '\\+')}(\\d[a-d]\\d)`).exec(ex.position)?.[1];
        const other = cell !== undefined && ex.stars.some((s) => s[1] !== cell[1]);
        byPiece.set(ex.piece, (byPiece.get(ex.piece) ?? false) || other);
      }
      expect([...byPiece].filter(([, ok]) => !ok)).toEqual([]);
    }
  });

  test('Peanut’s King takes without moving', () => {
    const ex = EXERCISES.peanut.find((e) => e.piece === 'K' && e.after === 'capturing-without-moving');
    expect(ex).toBeDefined();
    expect(lineOf(ex!).some((m) => m.includes('!'))).toBe(true);
  });

  test('there are exercises for every variant', () => {
    expect(ALL.length).toBeGreaterThan(200);
  });
});
