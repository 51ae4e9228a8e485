import { describe, expect, test } from 'vitest';
import {
  courseSteps,
  keyAction,
  planSteps,
  presentSearch,
  readPresentParams,
  stepOfBlock,
  wordCount,
  type Block,
} from '@/components/classroom/steps';

// Presenter mode's pure parts (components/classroom/steps.ts): cutting a lesson into steps, reading and writing
// the presenter's address, and its keys.

const h = (title: string, level: 2 | 3 = 2): Block => ({ kind: 'heading', words: 0, title, id: title, level });
const t = (): Block => ({ kind: 'text', words: 0 });
const kp = (words = 20): Block => ({ kind: 'points', words });
const board = (words = 30): Block => ({ kind: 'board', words });
const shown = (blocks: Block[], longer?: Set<string>) => planSteps(blocks, longer).map((s) => s.blocks);
const notes = (blocks: Block[]) => planSteps(blocks).map((s) => s.notes);

// The rule changed with issue #32 (slides a class can read): a step no longer holds the lesson's paragraphs cut to a
// length; it shows its section's heading, key points and one board, and the paragraphs go to its speaker notes.
describe('planSteps', () => {
  test('key points start a step and the first board after them joins it; the prose goes to the notes', () => {
    const blocks = [t(), t(), kp(), h('The board'), t(), kp(25), t(), board(50), t(), h('Pawns'), kp(), board()];
    const steps = planSteps(blocks);
    expect(steps.map((s) => s.blocks)).toEqual([[2], [3, 5, 7], [9, 10, 11]]);
    expect(steps.map((s) => s.notes)).toEqual([[0, 1], [4, 6, 8], []]);
    expect(steps.map((s) => s.section)).toEqual([undefined, 'The board', 'Pawns']);
    expect(steps.map((s) => [s.board, s.points])).toEqual([
      [false, true],
      [true, true],
      [true, true],
    ]);
    // Beside key points the slide's words are the key points' (the caption goes to the notes).
    expect(steps[1]!.words).toBe(25);
  });

  test('a board with no key points of its own is a step showing its caption, under the section’s heading', () => {
    const steps = planSteps([h('Rook'), kp(10), board(30), board(35), t(), kp(12), board(20)]);
    expect(steps.map((s) => s.blocks)).toEqual([
      [0, 1, 2],
      [0, 3],
      [0, 5, 6],
    ]);
    expect(steps.map((s) => [s.points, s.words])).toEqual([
      [true, 10],
      [false, 35],
      [true, 12],
    ]);
    expect(steps[1]!.notes).toEqual([4]);
    // A board before any key points in its section is a step of its own too.
    expect(shown([h('A'), t(), board(), kp(), board()])).toEqual([
      [0, 2],
      [0, 3, 4],
    ]);
    expect(notes([h('A'), t(), board(), kp(), board()])).toEqual([[1], []]);
  });

  test('headings in a row share a step; the section is the last of them', () => {
    const steps = planSteps([h('Ends'), h('Checkmate', 3), t(), kp(), board()]);
    expect(steps.map((s) => [s.blocks, s.section])).toEqual([[[0, 1, 3, 4], 'Checkmate']]);
  });

  test('a section with prose but neither key points nor a board gets a step of its heading (the check reports it)', () => {
    const steps = planSteps([h('A'), t(), t(), h('B'), kp()]);
    expect(steps.map((s) => [s.blocks, s.notes, s.points])).toEqual([
      [[0], [1, 2], false],
      [[3, 4], [], true],
    ]);
    // A bare heading with nothing under it is a title slide.
    expect(shown([h('A')])).toEqual([[0]]);
  });

  test('a box made of parts is one step per part in its own section; its questions are the last part', () => {
    const steps = planSteps([
      h('A'),
      kp(),
      t(),
      { kind: 'alone', words: 70, title: 'Try it yourself', id: 'try-it', parts: 3, questions: true },
    ]);
    expect(steps.map((s) => [s.blocks, s.part, s.section, s.board, s.words])).toEqual([
      [[0, 1], undefined, 'A', false, 20],
      [[3], 0, 'try-it', true, 0],
      [[3], 1, 'try-it', true, 0],
      [[3], 2, 'try-it', false, 70],
    ]);
    expect(steps[0]!.notes).toEqual([2]);
    expect(stepOfBlock(steps, 3)).toBe(1);
  });

  test('Recap shows its own key points; the reconstructed box joins the last step’s notes with its section', () => {
    const steps = planSteps([
      h('Writing moves'),
      kp(),
      { kind: 'alone', words: 15, title: 'Recap', id: 'recap', points: true },
      { kind: 'alone', words: 60, title: 'Try it yourself', id: 'try-it' },
      { kind: 'text', words: 0, title: 'What we reconstructed', id: 'reconstructed' },
    ]);
    expect(steps.map((s) => [s.blocks, s.section, s.points, s.words])).toEqual([
      [[0, 1], 'Writing moves', true, 20],
      [[2], 'recap', true, 15],
      [[3], 'try-it', false, 60],
    ]);
    expect(steps[2]).toMatchObject({ notes: [4], also: ['reconstructed'] });
  });

  test('every block but a heading is shown or in the notes of exactly one step; headings head their sections', () => {
    const blocks = [t(), kp(), h('a'), t(), kp(), board(), t(), board(), h('b', 3), t(), h('c'), h('d', 3), t(), kp()];
    const steps = planSteps(blocks);
    const seen = steps.flatMap((s) => [...s.blocks, ...s.notes]);
    blocks.forEach((b, i) => {
      const n = seen.filter((x) => x === i).length;
      if (b.kind === 'heading') expect(n).toBeGreaterThanOrEqual(1);
      else expect(n).toBe(1);
    });
    expect(stepOfBlock(steps, 5)).toBe(1);
    expect(stepOfBlock(steps, 99)).toBeUndefined();
  });

  test('a section the longer course adds (or its ##) marks its steps; the core class leaves them out', () => {
    const blocks = [kp(), h('Pawn'), kp(), h('En passant', 3), kp(), board(), h('Leapers'), kp(), h('Permit', 3), kp()];
    const all = planSteps(blocks, new Set(['En passant', 'Leapers']));
    expect(all.map((s) => [s.section, !!s.full])).toEqual([
      [undefined, false],
      ['Pawn', false],
      ['En passant', true],
      ['Leapers', true],
      ['Permit', true],
    ]);
    expect(courseSteps(all, false).map((s) => s.section)).toEqual([undefined, 'Pawn']);
    expect(courseSteps(all, true)).toEqual(all);
  });

  test('no blocks, no steps; words are counted as the reader sees them', () => {
    expect(planSteps([])).toEqual([]);
    expect(wordCount('  Rook: along its six lines — `5b3`, 18 moves ')).toBe(8);
  });
});

describe('readPresentParams', () => {
  test('reads present, a 1-based step and the theme', () => {
    expect(readPresentParams('?present=1&step=5&theme=dark', 17)).toEqual({
      present: true,
      step: 4,
      theme: 'dark',
      full: false,
      notice: undefined,
    });
    expect(readPresentParams('?present=1', 17)).toEqual({
      present: true,
      step: undefined,
      theme: 'light',
      full: false,
      notice: undefined,
    });
    expect(readPresentParams('', 17)).toEqual({
      present: false,
      step: undefined,
      theme: 'light',
      full: false,
      notice: undefined,
    });
    expect(readPresentParams('?present=0&step=3', 17).present).toBe(false);
  });

  test('a step that is not a number shows step 1 with a notice', () => {
    const r = readPresentParams('?present=1&step=abc', 17);
    expect(r.step).toBe(0);
    expect(r.notice).toBe('“abc” is not a step number: showing step 1 of 17.');
    expect(readPresentParams('?present=1&step=2.5', 17).step).toBe(0);
    expect(readPresentParams('?present=1&step=', 17).notice).toMatch(/not a step number/);
  });

  test('a step past the end clamps to the last, below 1 to the first, each with a notice', () => {
    expect(readPresentParams('?present=1&step=999', 17)).toMatchObject({
      step: 16,
      notice: 'This lesson has 17 steps: showing step 17.',
    });
    expect(readPresentParams('?present=1&step=0', 17)).toMatchObject({
      step: 0,
      notice: 'Steps start at 1: showing step 1 of 17.',
    });
    expect(readPresentParams('?present=1&step=-4', 17)).toMatchObject({ step: 0 });
    expect(readPresentParams('?present=1&step=17', 17)).toMatchObject({ step: 16, notice: undefined });
  });

  test('an unknown theme falls back to light with a notice', () => {
    expect(readPresentParams('?present=1&theme=purple', 3)).toMatchObject({
      theme: 'light',
      notice: 'There is no theme “purple”: showing the light theme.',
    });
  });
});

describe('the course in the address', () => {
  test('course=full asks for the longer course and clamps to its steps; core or none is the 45-minute class', () => {
    expect(readPresentParams('?present=1&step=40&course=full', 28, 47)).toMatchObject({ full: true, step: 39 });
    expect(readPresentParams('?present=1&step=40', 28, 47)).toMatchObject({
      full: false,
      step: 27,
      notice: 'This lesson has 28 steps: showing step 28.',
    });
    expect(readPresentParams('?present=1&course=core', 28, 47)).toMatchObject({ full: false, notice: undefined });
  });

  test('an unknown course shows the 45-minute class with a notice', () => {
    expect(readPresentParams('?present=1&course=long', 28, 47)).toMatchObject({
      full: false,
      notice: 'There is no course “long”: showing the 45-minute class.',
    });
  });

  test('written only for the longer course, and dropped on leaving', () => {
    expect(presentSearch('', { step: 2, theme: 'light', full: true })).toBe('?present=1&step=3&course=full');
    expect(presentSearch('?course=full', { step: 2, theme: 'light', full: false })).toBe('?present=1&step=3');
    expect(presentSearch('?present=1&step=3&course=full', undefined)).toBe('');
    const r = readPresentParams(presentSearch('', { step: 30, theme: 'dark', full: true }), 28, 47);
    expect(r).toMatchObject({ step: 30, theme: 'dark', full: true, present: true });
  });
});

describe('presentSearch', () => {
  test('writes the step 1-based and the dark theme, keeping other parameters', () => {
    expect(presentSearch('', { step: 4, theme: 'light' })).toBe('?present=1&step=5');
    expect(presentSearch('?x=1&step=9', { step: 0, theme: 'dark' })).toBe('?x=1&present=1&step=1&theme=dark');
  });

  test('leaving drops the presenter’s parameters', () => {
    expect(presentSearch('?present=1&step=5&theme=dark', undefined)).toBe('');
    expect(presentSearch('?present=1&x=2', undefined)).toBe('?x=2');
  });

  test('what it writes reads back as the same step and theme', () => {
    for (const state of [
      { step: 0, theme: 'light' as const },
      { step: 11, theme: 'dark' as const },
    ]) {
      const r = readPresentParams(presentSearch('', state), 12);
      expect({ step: r.step, theme: r.theme, present: r.present }).toEqual({ ...state, present: true });
    }
  });
});

describe('keyAction', () => {
  test('clicker keys, arrows, Space, Home, End, Escape, T and F', () => {
    expect(['ArrowRight', 'ArrowDown', 'PageDown', ' '].map(keyAction)).toEqual(['next', 'next', 'next', 'next']);
    expect(['ArrowLeft', 'ArrowUp', 'PageUp'].map(keyAction)).toEqual(['prev', 'prev', 'prev']);
    expect(['Home', 'End', 'Escape', 't', 'T', 'f'].map(keyAction)).toEqual([
      'first',
      'last',
      'leave',
      'theme',
      'theme',
      'fullscreen',
    ]);
    expect(keyAction('Enter')).toBeUndefined();
    expect(keyAction('x')).toBeUndefined();
  });
});
