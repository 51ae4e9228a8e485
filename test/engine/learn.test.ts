/**
 * The rules of a practice exercise (engine/learn/): a move counted and the turn handed back, stars collected by
 * standing on them or by taking the man on them (however the man takes), an illegal try refused with the engine's
 * reason, done, the stars earned, and the breadth-first minimum with its errors.
 */
import { describe, expect, test } from 'vitest';
import {
  exerciseDone,
  exerciseMove,
  exerciseStart,
  minimumFrom,
  minimumMoves,
  starsEarned,
  type ExerciseState,
  type ExerciseStep,
} from '@/engine';

function start(variant: string, position: string, stars: readonly string[]): ExerciseState {
  const r = exerciseStart(variant, position, stars);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function played(step: ExerciseStep): ExerciseState {
  if (!step.ok) throw new Error(`refused: ${step.why.code} ${step.why.reason}`);
  return step.state;
}

describe('exercise rules', () => {
  test('a move is counted, the turn comes back to the mover and a star stood on is collected', () => {
    const s0 = start('glinski', 'w: Rf6; b: Pf9', ['f8', 'c8']);
    expect(s0).toMatchObject({ mover: 'w', stars: ['f8', 'c8'], targets: [], moves: 0 });
    const step = exerciseMove(s0, 'f6-f8');
    const s1 = played(step);
    expect(step.ok && step.collected).toEqual(['f8']);
    expect(s1.moves).toBe(1);
    expect(s1.position.turn).toBe('w');
    expect(s1.stars).toEqual(['c8']);
    expect(s1.played).toEqual(['f6-f8']);
    expect(exerciseDone(s1)).toBe(false);
    // The rook goes on: the black pawn never moved.
    const s2 = played(exerciseMove(s1, 'f8-f7'));
    expect(s2.position.toString()).toContain('b: Pf9');
    expect(exerciseDone(played(exerciseMove(s2, 'f7-f8')))).toBe(false);
    expect(exerciseDone(played(exerciseMove(s1, 'f8-c8')))).toBe(true);
  });

  test('a star on an enemy man is collected by taking it, and the exercise is then done', () => {
    const s0 = start('glinski', 'w: Rf6; b: Pf9', ['f9']);
    expect(s0.targets).toEqual(['f9']);
    const s1 = played(exerciseMove(s0, 'f6xf9'));
    expect(exerciseDone(s1)).toBe(true);
    expect(s1.moves).toBe(1);
    const again = exerciseMove(s1, 'f9-f8');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.why.reason).toMatch(/done/);
  });

  test('a star on a man the Catapult leaps over is collected, though the Catapult lands beyond it', () => {
    const s0 = start('panoply', 'w: Km1 Cf4; b: Ka13 Pd6', ['d6']);
    const s1 = played(exerciseMove(s0, 'f4xb8'));
    expect(exerciseDone(s1)).toBe(true);
    expect(s1.position.toString()).toMatch(/w: .*Cb8/);
  });

  test('an illegal try is refused with the engine’s reason code and counts nothing', () => {
    const s0 = start('glinski', 'w: Rf6; b: Pf9', ['f11']);
    const blocked = exerciseMove(s0, 'f6-f11');
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.why).toMatchObject({ legal: false, code: 'blocked', cells: ['f9'] });
    const shape = exerciseMove(s0, 'f6-g8');
    expect(!shape.ok && shape.why.code).toBe('shape');
    const nowhere = exerciseMove(s0, 'f6-z9');
    expect(!nowhere.ok && nowhere.why.code).toBe('no-cell');
    expect(s0.moves).toBe(0);
  });

  test('a man next to an enemy Herald is refused as frozen', () => {
    const s0 = start('panoply', 'w: Km1 Rg8 Gg7; b: Ka13 Hg9', ['a8']);
    const r = exerciseMove(s0, 'g8-a8');
    expect(!r.ok && r.why).toMatchObject({ code: 'frozen', cells: ['g9'] });
  });

  test('a drop is a move, and a second drop in a row is refused by the rule of King and Queen', () => {
    const s0 = start('king-and-queen', 'b: Pe5; hand: w:CC', ['e5']);
    const s1 = played(exerciseMove(s0, 'C@e2'));
    expect(s1.moves).toBe(1);
    const r = exerciseMove(s1, 'C@d2');
    expect(!r.ok && r.why.code).toBe('rule');
  });

  test('a legal destination written another way plays the one move that goes there, or asks which', () => {
    const s0 = start('panoply', 'w: Km1 Xg12-h12; b: Hl2 Ka13', ['i8']);
    expect(played(exerciseMove(s0, 'h12-g12>h11-g11')).played).toEqual(['g12-h12>h11-g12>g11-h11']);
    const p0 = start('glinski', 'w: Pf10; b: Pe10', ['e10']);
    const ask = exerciseMove(p0, 'f10-e10');
    expect(!ask.ok && ask.why.reason).toMatch(/^Several moves lead there: f10xe10=Q, /);
    expect(exerciseDone(played(exerciseMove(p0, 'f10xe10=N')))).toBe(true);
  });

  test('exerciseStart refuses a bad star, a star given twice, a star on the mover’s man, and no star', () => {
    expect(exerciseStart('glinski', 'w: Rf6', ['z1'])).toMatchObject({ ok: false, error: { code: 'ERR_CELL' } });
    expect(exerciseStart('glinski', 'w: Rf6', ['f7', 'f7'])).toMatchObject({ ok: false, error: { code: 'ERR_ARGS' } });
    expect(exerciseStart('glinski', 'w: Rf6', ['f6'])).toMatchObject({ ok: false, error: { code: 'ERR_ARGS' } });
    expect(exerciseStart('glinski', 'w: Rf6', [])).toMatchObject({ ok: false, error: { code: 'ERR_ARGS' } });
    expect(exerciseStart('nope', 'w: Rf6', ['f7'])).toMatchObject({ ok: false, error: { code: 'ERR_VARIANT' } });
  });
});

describe('stars earned', () => {
  test('three at the minimum, two within 1 + floor(min / 4) moves more, one beyond', () => {
    expect(starsEarned(1, 1)).toBe(3);
    expect(starsEarned(2, 1)).toBe(2);
    expect(starsEarned(3, 1)).toBe(1);
    expect(starsEarned(4, 4)).toBe(3);
    expect(starsEarned(6, 4)).toBe(2);
    expect(starsEarned(7, 4)).toBe(1);
  });
});

describe('minimumMoves', () => {
  test('finds the fewest moves and a line that solves the exercise', () => {
    const r = minimumMoves('glinski', 'w: Rf6; b: Pf9', ['f9', 'b6']);
    expect(r.ok && r.value.min).toBe(3);
    if (!r.ok) return;
    let s = start('glinski', 'w: Rf6; b: Pf9', ['f9', 'b6']);
    for (const m of r.value.line) s = played(exerciseMove(s, m));
    expect(exerciseDone(s)).toBe(true);
    expect(s.moves).toBe(3);
  });

  test('a knight and a star of the other colour: the search counts the colour change', () => {
    expect(minimumMoves('glinski', 'w: Bf6', ['f7'])).toMatchObject({ ok: false, error: { code: 'ERR_UNSOLVED' } });
    const r = minimumMoves('glinski', 'w: Bf6', ['f7'], { moves: 3 });
    expect(!r.ok && r.error.message).toMatch(/no sequence of moves/);
  });

  test('stops at its caps with an error that names the cap', () => {
    const r = minimumMoves('glinski', 'w: Kf6', ['f11', 'a1'], { moves: 3 });
    expect(!r.ok && r.error.message).toMatch(/cap of 3 moves/);
    const n = minimumMoves('glinski', 'w: Qf6', ['a1', 'l6', 'f11'], { nodes: 50 });
    expect(!n.ok && n.error.message).toMatch(/cap of 50 positions/);
  });

  test('asks from any state: the moves still needed', () => {
    const s = played(exerciseMove(start('glinski', 'w: Rf6', ['f8', 'c8']), 'f6-f8'));
    expect(minimumFrom(s)).toMatchObject({ ok: true, value: { min: 1 } });
  });
});
