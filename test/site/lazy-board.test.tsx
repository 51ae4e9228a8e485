// @vitest-environment jsdom
/**
 * A diagram loads its board's code on its own (components/mdx/LazyBoard.tsx, BoardCode.tsx): on a page without the
 * lesson's layout, whose BoardCode preloads it, the picture still turns into a playable board. It once waited for
 * the layout's BoardCode and stayed `loading` for ever. `next/dynamic` is the App Router's, as Next builds it.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BoardCode from '@/components/mdx/BoardCode';
import LazyBoard from '@/components/mdx/LazyBoard';
import { boardSpecOf, readDiagram } from '@/components/mdx/diagramSpec';

vi.mock('next/dynamic', async () => ({
  default: (await import('next/dist/shared/lib/app-dynamic')).default,
}));

afterEach(cleanup);
beforeAll(() => {
  // jsdom has neither: the page is never printing (usePrinting.ts asks), and no board is ever near the viewport
  // (only the page's first board starts at once).
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  window.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

/** The spec of a lesson diagram from its props. */
function spec(variant: string, position?: string, select?: string) {
  const { setup, errors } = readDiagram({ variant, position, select });
  if (!setup) throw new Error(errors.map((e) => e.message).join('; '));
  return boardSpecOf(setup, '2d', false);
}

/** Checks that the board in `container` is the diagram's, playable. */
function expectBoard(container: HTMLElement) {
  expect(container.querySelector('[data-board-state]')!.getAttribute('data-board-state')).toBe('live');
  expect(container.querySelector('[data-picture]')).toBeNull();
  expect(container.querySelector('[data-cell="c3"]')?.getAttribute('aria-label')).toBe('c3, white king');
  expect(container.querySelectorAll('[data-dest="true"]').length).toBeGreaterThan(0);
}

const diagram = () => (
  <LazyBoard what={{ kind: 'diagram', spec: spec('peanut', 'w: Kc3 Rb1; b: Kg10 Pd4', 'c3') }}>
    <p data-picture="">the picture</p>
  </LazyBoard>
);

describe('a lesson diagram', () => {
  it('on a page of its own loads its board code itself and becomes a playable board', async () => {
    const { container } = render(diagram());
    // The page's first board asks for its code at once, and shows its picture until the code is here.
    expect(container.querySelector('[data-board-state]')!.getAttribute('data-board-state')).toBe('loading');
    expect(container.querySelector('[data-picture]')).not.toBeNull();
    await vi.waitFor(
      async () => {
        await act(async () => {});
        expectBoard(container);
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it("on a lesson is live at once with the code the layout's BoardCode brought", async () => {
    // The layout's BoardCode brings the code as the page hydrates, before the first board asks for it.
    const brought = vi.fn();
    render(<BoardCode onCode={brought} />);
    await vi.waitFor(
      async () => {
        await act(async () => {});
        expect(brought).toHaveBeenCalledTimes(1);
      },
      { timeout: 30_000, interval: 50 },
    );
    const { container } = render(diagram());
    expectBoard(container);
  });
});
