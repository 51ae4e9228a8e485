import { describe, expect, test } from 'vitest';
import { boardView, exerciseStart, minimumMoves, parsePosition } from '@/engine';
import { boardModel } from '@/components/board/core/model';
import { afterMove, ratingWords } from '@/components/learn/exerciseFlow';
import { exercisesOf } from '@/content/exercises/index';
import { variantPath } from '@/components/learn/variantPath';

// The exercise screen's rules (components/learn/exerciseFlow.ts) over the engine's exercise rules, the stars on the
// board model, and where the exercises stand in a path.

const start = (variant: string, position: string, stars: string[]) => {
  const r = exerciseStart(variant, position, stars);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('an exercise on the screen', () => {
  test('each move is counted and told; more than the minimum earns fewer stars', () => {
    const s0 = start('glinski', 'w: Rf6', ['f10', 'b6']);
    const a = afterMove(s0, 'f6-f10', 2);
    expect(a.note).toBe('Star taken! 1 star to go.');
    expect(a.state.moves).toBe(1);
    expect(a.earned).toBeUndefined();
    const b = afterMove(a.state, 'f10-f6', 2);
    expect(b.note).toBe('1 star to go.');
    const c = afterMove(b.state, 'f6-b6', 2);
    expect(c.earned).toBe(2);
    expect(c.note).toBe('Solved in 3 moves. It can be done in 2: Retry for three stars.');
  });

  test('a try the engine refuses is not counted, and says why', () => {
    const s0 = start('glinski', 'w: Rf6; b: Pf8', ['f10']);
    const r = afterMove(s0, 'f6-f10', 1);
    expect(r.state).toBe(s0);
    expect(r.note).toMatch(/^Not possible: /);
  });

  test('the rating reads as stars and as words', () => {
    expect(ratingWords(3)).toEqual({ shown: '★★★', words: '3 stars of 3' });
    expect(ratingWords(1)).toEqual({ shown: '★☆☆', words: '1 star of 3' });
  });

  test('every Lengthleaper exercise is solved with three stars by a shortest line the engine finds', () => {
    for (const x of exercisesOf('lengthleaper')) {
      const line = minimumMoves(x.variant, x.position, x.stars);
      if (!line.ok) throw new Error(line.error.message);
      let s = start(x.variant, x.position, [...x.stars]);
      let earned: number | undefined;
      for (const m of line.value.line) ({ state: s, earned } = afterMove(s, m, x.min));
      expect([x.id, earned]).toEqual([x.id, 3]);
    }
  });
});

describe('stars on the board', () => {
  test('a star cell is marked in the model and named in the cell list', () => {
    const pos = parsePosition('lengthleaper', 'w: K5b3; b: P6a3');
    if (!pos.ok) throw new Error(pos.error.message);
    const m = boardModel(boardView(pos.value), { stars: ['5c3', '6a3'] });
    expect(m.cells.filter((c) => c.star).map((c) => c.name)).toEqual(['6a3', '5c3']);
    expect(m.byName.get('5c3')!.label).toMatch(/^5c3.*, star$/);
    expect(m.byName.get('6a3')!.label).toMatch(/black pawn, star$/i);
    expect(m.byName.get('5b3')!.star).toBe(false);
  });
});

describe('the exercises in the path', () => {
  test('every exercise of every lesson has its step, after its section', () => {
    for (const id of [
      'peanut',
      'panoply',
      'fullhouse',
      'king-and-queen',
      'lengthleaper',
      'lengthleaper-birds',
      'glinski',
    ] as const) {
      const { plan, exercises } = variantPath(id);
      const steps = plan.filter((s) => s.kind === 'exercise').map((s) => (s.kind === 'exercise' ? s.id : ''));
      expect(steps.sort()).toEqual(
        exercisesOf(id)
          .map((x) => x.id)
          .sort(),
      );
      expect(Object.keys(exercises).length).toBe(steps.length);
      // None comes before the step of the section it follows.
      for (const x of exercisesOf(id)) {
        const at = plan.findIndex((s) => s.kind === 'exercise' && s.id === x.id);
        expect(
          plan.slice(0, at).some((s) => s.kind === 'lesson' && s.section === x.after) || x.after === undefined,
        ).toBe(plan.some((s) => s.kind === 'lesson' && s.section === x.after));
      }
    }
  });
});
