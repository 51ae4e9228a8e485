// @vitest-environment jsdom
/**
 * Nothing a link, a pasted text or stored data holds breaks a page (issue #19): the error boundary keeps the rest
 * of the page alive, the presenter's `#` part never throws, duplicated annotations are merged on reading, and
 * stored puzzle progress the page does not understand is kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import ErrorBoundary from '@/components/ErrorBoundary';
import { mergeAnnotations, type Arrow } from '@/components/board/core/annotations';
import { readHashId } from '@/components/classroom/steps';
import { readSavedGame, savedGameText } from '@/components/play/savedGame';
import { getVariant } from '@/engine/variants/index';
import { ignoredCount, parseProgress, progressText, readStoredProgress } from '@/components/puzzles/progress';

afterEach(cleanup);

describe('error boundary', () => {
  let fail = true;
  function Fragile() {
    const [n] = useState(1);
    if (fail) throw new Error('Invalid count value: -32768');
    return <p>board {n}</p>;
  }
  it('shows a message in place of the part that threw, keeps the rest, and tries again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = true;
    render(
      <main>
        <ErrorBoundary what="the board">
          <Fragile />
        </ErrorBoundary>
        <p>the move list</p>
      </main>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong in the board');
    expect(screen.getByRole('alert').textContent).toContain('Invalid count value: -32768');
    expect(screen.getByText('the move list')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('board 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});

describe("presenter mode's # part", () => {
  it.each(['#%', '#%E0%A4%A', '#%zz', '%'])('reads %j without throwing, with a notice', (hash) => {
    const r = readHashId(hash);
    expect(r.id).toBeUndefined();
    expect(r.notice).toMatch(/could not be read: showing step 1/);
  });
  it('decodes a good id and ignores an empty one', () => {
    expect(readHashId('#the-cannon')).toEqual({ id: 'the-cannon' });
    expect(readHashId('#caf%C3%A9')).toEqual({ id: 'café' });
    expect(readHashId('')).toEqual({});
    expect(readHashId('#')).toEqual({});
  });
});

describe('annotations read from a link', () => {
  it('merges 1 500 copies of the same arrow into one, and one mark per cell (the last brush wins)', () => {
    const arrow: Arrow = { from: 'e2', to: 'e4', brush: 'g' };
    const m = mergeAnnotations({
      arrows: [...Array.from({ length: 1500 }, () => arrow), { from: 'f1', to: 'c4', brush: 'r' }],
      marks: [
        { cell: 'd5', brush: 'g' },
        { cell: 'd5', brush: 'r' },
        { cell: 'e5', brush: 'b' },
      ],
    });
    expect(m.arrows).toEqual([arrow, { from: 'f1', to: 'c4', brush: 'r' }]);
    expect(m.marks).toEqual([
      { cell: 'd5', brush: 'r' },
      { cell: 'e5', brush: 'b' },
    ]);
  });
  it('returns the same object when there is nothing to merge', () => {
    const a = { arrows: [{ from: 'e2', to: 'e4', brush: 'g' as const }], marks: [] };
    expect(mergeAnnotations(a)).toBe(a);
  });
});

describe('stored puzzle progress', () => {
  it('keeps entries it does not understand and writes them back untouched', () => {
    const raw = JSON.stringify({ a: 'solved', b: 'mastered', c: 3, d: 'seen' });
    const s = readStoredProgress(raw);
    expect(s.value).toEqual({ a: 'solved', d: 'seen' });
    expect(s.kept).toEqual({ b: 'mastered', c: 3 });
    expect(ignoredCount(s)).toBe(2);
    expect(JSON.parse(progressText({ ...s.value, e: 'helped' }, s))).toEqual({
      a: 'solved',
      b: 'mastered',
      c: 3,
      d: 'seen',
      e: 'helped',
    });
  });
  it('sets aside a store that is not a JSON object instead of reading it as progress', () => {
    for (const raw of ['{', '[1,2]', '"solved"', 'null']) {
      const s = readStoredProgress(raw);
      expect(s.value).toEqual({});
      expect(s.unreadable).toBe(raw);
      expect(ignoredCount(s)).toBe(1);
    }
    expect(parseProgress(null)).toEqual({});
  });
});

describe("the play page's saved game", () => {
  const v = (() => {
    const r = getVariant('glinski');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const opening = 'w: Kg1 Pe4; b: Kg10 Pe7';
  it('restores the moves and the settings', () => {
    const text = savedGameText({
      opening,
      moves: ['e4-e5', 'g10-f10'],
      opponent: 'friend',
      computer: 'w',
      strength: 'strong',
    });
    const r = readSavedGame(v.id, text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.moveTexts()).toEqual(['e4-e5', 'g10-f10']);
    expect(r.saved).toMatchObject({ opponent: 'friend', computer: 'w', strength: 'strong' });
  });
  it.each([
    ['{', 'the stored text is not a saved game'],
    ['[]', 'the stored text is not a game'],
    ['{"moves":[]}', 'the saved game has no opening position'],
    [JSON.stringify({ opening, moves: 'e4-e5' }), 'the saved game has no readable move list'],
    [JSON.stringify({ opening: 'w: Kz1', moves: [] }), 'its opening position: w: cell "z1" does not exist'],
    [JSON.stringify({ opening, moves: ['e4-e5', 'e5-e9'] }), 'move 2 (e5-e9):'],
    [JSON.stringify({ opening: `hand: w:${'C'.repeat(32768)}`, moves: [] }), 'its opening position: hand:'],
  ])('says why %j cannot be restored, without throwing', (raw, message) => {
    const r = readSavedGame(v.id, raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });
});
