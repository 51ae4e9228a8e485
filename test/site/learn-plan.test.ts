import { describe, expect, test } from 'vitest';
import type { Block, Step } from '@/components/classroom/steps';
import { planSteps } from '@/components/classroom/steps';
import { learnPlan, learnSearch, learnKey, readLearnAddress, stepAfter, swipeAction } from '@/components/learn/plan';
import { PHONE, progressKeys, variantPath } from '@/components/learn/variantPath';
import { variantSteps } from '@/components/classroom/variantSteps';
import { VARIANT_INFO } from '@/content/variants';
import { lessonOf } from '@/components/mdx/lessons';

// A lesson's path (components/learn/plan.ts): presenter mode's steps cut finer for a phone, the exercises after their
// sections, the Try-it questions at the end; and the path's address and keys.

const h = (id: string, level: 2 | 3 = 2): Block => ({ kind: 'heading', words: 0, title: id, id, level });
const t = (): Block => ({ kind: 'text', words: 0 });
const kp = (): Block => ({ kind: 'points', words: 10 });
const board = (): Block => ({ kind: 'board', words: 20 });
const tryIt = (): Block => ({
  kind: 'alone',
  words: 30,
  title: 'Try it yourself',
  id: 'try-it',
  parts: 3,
  questions: true,
});

/** Heights by block kind: a heading 40, key points 100, a board `boardH`. */
const sizes = (blocks: Block[], boardH: number, room = 500) => ({
  room,
  height: (i: number) => ({ heading: 40, points: 100, board: boardH, alone: 0, text: 0 })[blocks[i]!.kind],
});

const lesson = [kp(), h('board'), t(), kp(), board(), h('rook'), kp(), board(), t(), h('moves', 3), kp(), tryIt()];
const headings = [
  { id: 'board', level: 2 as const },
  { id: 'rook', level: 2 as const },
  { id: 'moves', level: 3 as const },
];

describe('learnPlan', () => {
  test('a step with key points and a board stays one screen when both fit, and shows no caption', () => {
    const plan = learnPlan({
      steps: planSteps(lesson),
      blocks: lesson,
      headings,
      exercises: [],
      questions: 0,
      sizes: sizes(lesson, 300),
    });
    expect(plan.map((s) => (s.kind === 'lesson' ? s.blocks : s.kind))).toEqual([[0], [1, 3, 4], [5, 6, 7], [9, 10]]);
    expect(plan.map((s) => s.key)).toEqual(['opening.1', 'board.1', 'rook.1', 'moves.1']);
    expect(plan.every((s) => s.kind === 'lesson' && !s.caption)).toBe(true);
  });

  test('a step whose key points and board do not fit a phone is cut in two, the board with its caption', () => {
    const plan = learnPlan({
      steps: planSteps(lesson),
      blocks: lesson,
      headings,
      exercises: [],
      questions: 0,
      sizes: sizes(lesson, 400),
    });
    expect(plan.map((s) => (s.kind === 'lesson' ? [s.blocks, s.caption, s.board] : s.kind))).toEqual([
      [[0], false, false],
      [[1, 3], false, false],
      [[1, 4], true, true],
      [[5, 6], false, false],
      [[5, 7], true, true],
      [[9, 10], false, false],
    ]);
    expect(plan.map((s) => s.key)).toEqual(['opening.1', 'board.1', 'board.2', 'rook.1', 'rook.2', 'moves.1']);
    // The section's text is read with its first part.
    expect(plan.map((s) => (s.kind === 'lesson' ? s.notes : []))).toEqual([[], [2], [], [8], [], []]);
  });

  test('Try it gives way to one step per question; its notes join the last lesson step', () => {
    const blocks = [...lesson, t()];
    const steps: Step[] = planSteps(lesson).map((s) => (s.section === 'try-it' ? { ...s, notes: [12] } : s));
    const plan = learnPlan({ steps, blocks, headings, exercises: [], questions: 2, sizes: sizes(blocks, 300) });
    expect(plan.map((s) => s.kind)).toEqual(['lesson', 'lesson', 'lesson', 'lesson', 'question', 'question']);
    expect(plan.slice(-2).map((s) => s.key)).toEqual(['q.1', 'q.2']);
    expect(plan[3]!.kind === 'lesson' && plan[3]!.notes).toEqual([12]);
  });

  test('an exercise comes after the last step of its section, a ## holding its ###s; an unknown one before the questions', () => {
    const plan = learnPlan({
      steps: planSteps(lesson),
      blocks: lesson,
      headings,
      exercises: [
        { id: 'rook-1', after: 'rook' },
        { id: 'board-1', after: 'board' },
        { id: 'lost-1', after: 'nowhere' },
        { id: 'rook-2', after: 'rook' },
      ],
      questions: 1,
      sizes: sizes(lesson, 400),
    });
    expect(plan.map((s) => s.key)).toEqual([
      'opening.1',
      'board.1',
      'board.2',
      'x.board-1',
      'rook.1',
      'rook.2',
      'moves.1',
      'x.rook-1',
      'x.rook-2',
      'x.lost-1',
      'q.1',
    ]);
  });
});

describe('the path’s address', () => {
  const plan = learnPlan({
    steps: planSteps(lesson),
    blocks: lesson,
    headings,
    exercises: [{ id: 'rook-1', after: 'rook' }],
    questions: 1,
    sizes: sizes(lesson, 300),
  });

  test('step N opens step N; none, the path resumes', () => {
    expect(readLearnAddress('?step=2', '', plan)).toEqual({ step: 1 });
    expect(readLearnAddress('', '', plan)).toEqual({});
    expect(learnSearch('?x=1', 4)).toBe('?x=1&step=5');
    expect(learnSearch('?step=9', 0)).toBe('?step=1');
  });

  test('a bad step is clamped with a notice', () => {
    expect(readLearnAddress('?step=0', '', plan)).toEqual({
      step: 0,
      notice: 'Steps start at 1: showing step 1 of 6.',
    });
    expect(readLearnAddress('?step=99', '', plan)).toEqual({
      step: 5,
      notice: 'This path has 6 steps: showing step 6.',
    });
    expect(readLearnAddress('?step=two', '', plan)).toEqual({
      step: 0,
      notice: '“two” is not a step number: showing step 1.',
    });
    expect(readLearnAddress('?step=-3', '', plan).step).toBe(0);
  });

  test('a # names an exercise or a section; a broken or unknown one is a notice', () => {
    expect(readLearnAddress('', '#rook-1', plan)).toEqual({ step: plan.findIndex((s) => s.key === 'x.rook-1') });
    expect(readLearnAddress('', '#rook', plan)).toEqual({ step: 2 });
    expect(readLearnAddress('', '#%E0%A4%A', plan).notice).toMatch(/could not be read/);
    expect(readLearnAddress('', '#nothing', plan)).toEqual({ notice: 'This path has no part “nothing”.' });
  });

  test('keys and swipes move within the path', () => {
    expect(['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp', 'Home', 'End', ' '].map(learnKey)).toEqual([
      'next',
      'next',
      'prev',
      'prev',
      'first',
      'last',
      undefined,
    ]);
    expect(stepAfter('next', 5, 6)).toBe(5);
    expect(stepAfter('prev', 0, 6)).toBe(0);
    expect(stepAfter('last', 0, 6)).toBe(5);
    expect(swipeAction(-120, 10, 300)).toBe('next');
    expect(swipeAction(120, 10, 300)).toBe('prev');
    expect(swipeAction(-40, 0, 300)).toBeUndefined();
    expect(swipeAction(-120, 100, 300)).toBeUndefined();
    expect(swipeAction(-120, 0, 2000)).toBeUndefined();
  });
});

describe('every lesson’s path', () => {
  test.each(VARIANT_INFO.map((v) => v.id))('%s: every lesson step and question once, in the lesson’s order', (id) => {
    const { plan, questions } = variantPath(id);
    const outline = lessonOf(id)!;
    // Every block the presenter shows outside Try it is shown by some step, in order.
    const shown = variantSteps(id)
      .filter((s) => s.section !== 'try-it')
      .flatMap((s) => s.blocks);
    const ours = plan.flatMap((s) => (s.kind === 'lesson' ? s.blocks : []));
    expect([...new Set(ours)].sort((a, b) => a - b)).toEqual([...new Set(shown)].sort((a, b) => a - b));
    expect(questions.map((q) => q.text)).toEqual(outline.questions);
    expect(questions.every((q) => q.answer)).toBe(true);
    const keys = plan.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(progressKeys(plan).steps.length).toBe(plan.filter((s) => s.kind !== 'exercise').length);
    expect(PHONE.room).toBeGreaterThan(500);
  });
});
