import { describe, expect, test } from 'vitest';
import {
  keyAction,
  planSteps,
  presentSearch,
  readPresentParams,
  stepOfBlock,
  type Block,
} from '@/components/classroom/steps';

// Presenter mode's pure parts (components/classroom/steps.ts): cutting a lesson into steps, reading and writing
// the presenter's address, and its keys.

const h = (title: string): Block => ({ kind: 'heading', chars: 0, title, id: title });
const t = (chars: number): Block => ({ kind: 'text', chars });
const board = (chars = 100): Block => ({ kind: 'board', chars });
const box = (chars = 300): Block => ({ kind: 'alone', chars });
const limits = { maxLead: 500, maxText: 800 };
const cut = (blocks: Block[]) => planSteps(blocks, limits).map((s) => s.blocks);

describe('planSteps', () => {
  test('each board is its own step with the text just before it; a heading starts a step', () => {
    const blocks = [t(300), box(), h('The board'), t(200), board(), t(100), board(), h('Pawns'), t(150), board()];
    const steps = planSteps(blocks, limits);
    expect(steps.map((s) => s.blocks)).toEqual([[0], [1], [2, 3, 4], [5, 6], [7, 8, 9]]);
    expect(steps.map((s) => s.board)).toEqual([false, false, true, true, true]);
    expect(steps.map((s) => s.section)).toEqual([undefined, undefined, 'The board', 'The board', 'Pawns']);
  });

  test('text too long to stand beside a board goes to a step before it; only what fits stays', () => {
    // 250 + 300 + caption 100 > 500: the first paragraph and the heading make a text step.
    expect(cut([h('A'), t(250), t(300), board(100)])).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // A paragraph that cannot stand beside the board is a step of its own: the board keeps its caption.
    const steps = planSteps([h('A'), t(900), board(100)], limits);
    expect(steps.map((s) => s.blocks)).toEqual([[0, 1], [2]]);
    expect(steps.map((s) => s.section)).toEqual(['A', 'A']);
    // A caption longer than the limit stays with its board (the board's own text), alone.
    expect(cut([t(100), board(700)])).toEqual([[0], [1]]);
  });

  test('no step holds more than one board or more text than the limits', () => {
    const blocks = [h('A'), t(300), t(250), board(200), t(600), t(150), board(100), h('B'), t(450), t(450), board(50)];
    const steps = planSteps(blocks, limits);
    const text = (s: { blocks: readonly number[] }) =>
      s.blocks.reduce((n, i) => n + (blocks[i]!.kind === 'heading' ? 0 : blocks[i]!.chars), 0);
    for (const s of steps) {
      expect(s.blocks.filter((i) => blocks[i]!.kind === 'board').length).toBeLessThanOrEqual(1);
      expect(text(s)).toBeLessThanOrEqual(s.board ? limits.maxLead : limits.maxText);
    }
  });

  test('a box made of parts is one step per part, in the box’s section', () => {
    const steps = planSteps(
      [h('A'), t(100), { kind: 'alone', chars: 900, title: 'Try it yourself', id: 'Try it yourself', parts: 3 }],
      limits,
    );
    expect(steps.map((s) => [s.blocks, s.part, s.section])).toEqual([
      [[0, 1], undefined, 'A'],
      [[2], 0, 'Try it yourself'],
      [[2], 1, 'Try it yourself'],
      [[2], 2, 'Try it yourself'],
    ]);
    expect(stepOfBlock(steps, 2)).toBe(1);
  });

  test('headings in a row share a step, and the heading stays with the text it leads', () => {
    expect(cut([h('Ends'), h('Checkmate'), t(100), board()])).toEqual([[0, 1, 2, 3]]);
    expect(cut([h('A'), t(350), board(100)])).toEqual([[0, 1, 2]]);
    expect(cut([h('A'), t(450), board(100)])).toEqual([[0, 1], [2]]);
  });

  test('short text after a section’s last board joins that board; long text is its own step', () => {
    expect(cut([h('A'), t(100), board(100), t(50), h('B'), t(10)])).toEqual([
      [0, 1, 2, 3],
      [4, 5],
    ]);
    expect(cut([h('A'), t(100), board(100), t(400), h('B'), t(10)])).toEqual([[0, 1, 2], [3], [4, 5]]);
  });

  test('a long run of text without a board is cut at block boundaries', () => {
    expect(cut([h('A'), t(500), t(250), t(300), t(900), t(10)])).toEqual([[0, 1, 2], [3], [4], [5]]);
  });

  test('boxes stand alone, boards in a row each make a step', () => {
    expect(cut([t(100), box(), box(), board(), board()])).toEqual([[0], [1], [2], [3], [4]]);
  });

  test('a box with a heading names its own section', () => {
    const steps = planSteps(
      [h('Writing moves'), t(100), { kind: 'alone', chars: 300, title: 'Recap', id: 'Recap' }, box()],
      limits,
    );
    expect(steps.map((s) => s.section)).toEqual(['Writing moves', 'Recap', 'Recap']);
  });

  test('every block is in exactly one step, in order', () => {
    const blocks = [
      t(636),
      box(410),
      h('a'),
      t(252),
      t(299),
      board(168),
      t(334),
      h('b'),
      t(846),
      board(),
      h('c'),
      h('d'),
      t(10),
      box(),
      box(),
    ];
    const flat = planSteps(blocks).flatMap((s) => s.blocks);
    expect(flat).toEqual(blocks.map((_, i) => i));
    expect(stepOfBlock(planSteps(blocks), 5)).toBeDefined();
    expect(stepOfBlock(planSteps(blocks), 99)).toBeUndefined();
  });

  test('no blocks, no steps', () => {
    expect(planSteps([])).toEqual([]);
  });
});

describe('readPresentParams', () => {
  test('reads present, a 1-based step and the theme', () => {
    expect(readPresentParams('?present=1&step=5&theme=dark', 17)).toEqual({
      present: true,
      step: 4,
      theme: 'dark',
      notice: undefined,
    });
    expect(readPresentParams('?present=1', 17)).toEqual({
      present: true,
      step: undefined,
      theme: 'light',
      notice: undefined,
    });
    expect(readPresentParams('', 17)).toEqual({ present: false, step: undefined, theme: 'light', notice: undefined });
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
