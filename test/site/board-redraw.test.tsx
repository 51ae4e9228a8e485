// @vitest-environment jsdom
/**
 * What a move on a playable board redraws (issue #29: a click's picture waited for work it did not need):
 *  - the tool bar's controls stay as they are: React sets the name and type of each input it updates again, which cost
 *    the browser milliseconds at every move and hover;
 *  - two boards on a page keep their own annotation brushes (a radio group each);
 *  - the explore panel's leap words live in a store of their own, so that a new hover or move redraws only their line;
 *  - the 3-D views draw on a dark backdrop in presenter mode's dark theme, on the light one otherwise.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { parsePosition } from '@/engine';
import PlayableBoard from '@/components/board/PlayableBoard';
import { useAnnotations } from '@/components/board/useAnnotations';
import { useBoard } from '@/components/board/useBoard';
import LeapWords, { wordsStore } from '@/components/explore/LeapWords';

afterEach(cleanup);
// jsdom has no media queries: the page is never printing here (components/classroom/usePrinting.ts asks).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

function start(id: string) {
  const r = parsePosition(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function Board({ id }: { id: string }) {
  const st = useBoard(start(id));
  const annotations = useAnnotations();
  return <PlayableBoard st={{ ...st, ready: true }} annotations={annotations} />;
}

/** Clicks a cell's button in the board's cell list. */
const press = (root: HTMLElement, cell: string) =>
  fireEvent.click(root.querySelector(`[data-board-root] [data-cell="${cell}"]`)!);

describe('a move on a playable board', () => {
  it('leaves the tool bar inputs alone, and the move is on the board', async () => {
    const { container } = render(<Board id="glinski" />);
    const radios = [...container.querySelectorAll<HTMLInputElement>('[data-board-toolbar] input[type=radio]')];
    expect(radios.length).toBeGreaterThanOrEqual(2);
    const touched: string[] = [];
    const watch = new MutationObserver((ms) => {
      for (const m of ms) touched.push(`${(m.target as Element).tagName} ${m.attributeName}`);
    });
    watch.observe(container.querySelector('[data-board-toolbar]')!, { subtree: true, attributes: true });
    press(container, 'e4');
    press(container, 'e5');
    await act(async () => {});
    expect(container.querySelector('[data-cell="e5"]')!.getAttribute('aria-label')).toBe('e5, white pawn');
    watch.disconnect();
    expect(touched).toEqual([]);
  });

  it('gives each board its own brush group', () => {
    const { container } = render(
      <>
        <Board id="glinski" />
        <Board id="glinski" />
      </>,
    );
    const names = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((r) => r.name);
    const groups = new Set(names);
    expect(groups.size).toBe(2);
    expect(names.every((n) => n.length > 0)).toBe(true);
  });
});

describe('the leap words', () => {
  it('tell listeners only of a change, and the line shows the latest words', () => {
    const store = wordsStore();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set('a leap of √7');
    store.set('a leap of √7');
    store.set(undefined);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    const { container } = render(<LeapWords store={store} />);
    act(() => store.set('the Horsiness leaps √7 to 2c3'));
    expect(container.querySelector('[data-leap-words]')!.textContent).toBe('the Horsiness leaps √7 to 2c3');
  });
});

describe('the 3-D backdrop in presenter mode', () => {
  it('is dark only while the page is presented in the dark theme', async () => {
    const { useDarkStage } = await import('@/components/board3d/useDarkStage');
    function Stage() {
      return <p data-stage="">{useDarkStage() ? 'dark' : 'light'}</p>;
    }
    const { container } = render(<Stage />);
    const stage = () => container.querySelector('[data-stage]')!.textContent;
    const html = document.documentElement;
    expect(stage()).toBe('light');
    await act(async () => html.setAttribute('data-present-theme', 'dark'));
    expect(stage()).toBe('light');
    await act(async () => html.setAttribute('data-presenting', ''));
    expect(stage()).toBe('dark');
    await act(async () => html.setAttribute('data-present-theme', 'light'));
    expect(stage()).toBe('light');
    html.removeAttribute('data-presenting');
    html.removeAttribute('data-present-theme');
  });
});
