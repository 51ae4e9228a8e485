// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { BoardView } from '@/engine';
import { viewOfText } from '../engine/helpers';
import BoardSvg from '@/components/board/BoardSvg';
import { boardModel } from '@/components/board/core/model';
import CellList from '@/components/board/CellList';
import LevelMaps from '@/components/board/LevelMaps';

afterEach(cleanup);

function view(id: string, position?: string): BoardView {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Parses markup into a detached element. */
function html(markup: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
}

describe('BoardSvg', () => {
  test('draws every cell and man, scales by its viewBox and names itself', () => {
    const v = view('glinski');
    const svg = html(renderToStaticMarkup(<BoardSvg view={v} />)).querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe("Gliński's Hexagonal Chess board, White to move");
    expect(svg.querySelectorAll('[data-c]').length).toBe(91);
    expect(svg.querySelectorAll('[data-men] > g').length).toBe(v.pieces.length);
    expect(svg.querySelectorAll('[data-dest-mark]').length).toBe(0);
  });

  test('marks the selected man’s moves: dots for quiet moves, rings for captures, and the hovered path', () => {
    const v = view('glinski', 'w: Kg1 Qf9 Rf2; b: Ka1 Nf11 Pd9');
    const el = html(renderToStaticMarkup(<BoardSvg view={v} selected="f9" hovered="f11" />));
    const marks = [...el.querySelectorAll('[data-dest-mark]')].map((m) => m.getAttribute('data-dest-mark'));
    expect(marks.length).toBe(v.dests.get('f9')!.length);
    expect(marks.filter((m) => m === 'capture').length).toBe(2); // f11 and d9
    expect(el.querySelectorAll('[data-capture-mark="f11"]').length).toBe(1);
    expect(el.querySelector('polyline')).not.toBeNull();
  });

  test('draws a Barricade as one plank with its symbol on both cells, flips, flags and focuses', () => {
    const v = view('panoply');
    const el = html(
      renderToStaticMarkup(<BoardSvg view={v} flipped flagged={['e3']} focusCell="j1" arrows={[['j1', 'j3']]} />),
    );
    expect(el.querySelector('svg')!.getAttribute('data-flipped')).toBe('true');
    const tokens = el.querySelectorAll('[data-men] > g');
    expect(tokens.length).toBe(v.pieces.length + 4); // four planks under the men (two Barricades a side)
    expect(el.querySelectorAll('[data-flagged="e3"]').length).toBe(1);
    expect(el.querySelectorAll('[data-focus-ring="j1"]').length).toBe(1);
    expect(el.querySelectorAll('line[marker-end]').length).toBe(1);
  });

  test('draws Lengthleaper as a tower of four levels, or one level as a map', () => {
    const v = view('lengthleaper');
    expect(html(renderToStaticMarkup(<BoardSvg view={v} />)).querySelectorAll('[data-c]').length).toBe(136);
    expect(html(renderToStaticMarkup(<BoardSvg view={v} level={3} />)).querySelectorAll('[data-c]').length).toBe(34);
    const maps = html(renderToStaticMarkup(<LevelMaps view={v} selected="2a1" />));
    expect([...maps.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual([
      'Level a (top)',
      'Level b (upper middle)',
      'Level c (lower middle)',
      'Level d (bottom)',
    ]);
    expect(maps.querySelectorAll('[data-dest-mark]').length).toBe(v.dests.get('2a1')!.length);
    expect(html(renderToStaticMarkup(<LevelMaps view={view('glinski')} />)).children.length).toBe(0);
  });
});

describe('CellList', () => {
  const setup = (selected?: string) => {
    const v = view('glinski');
    const onFocusCell = vi.fn();
    const onActivate = vi.fn();
    const onEscape = vi.fn();
    const r = render(
      <CellList
        model={boardModel(v, { selected })}
        focusCell="d1"
        onFocusCell={onFocusCell}
        onActivate={onActivate}
        onEscape={onEscape}
      />,
    );
    return { v, r, onFocusCell, onActivate, onEscape };
  };

  test('one labelled button per cell, a single tab stop, destinations marked', () => {
    const { v, r } = setup('d1');
    const buttons = r.container.querySelectorAll('button[data-cell]');
    expect(buttons.length).toBe(v.cells.length);
    expect(
      [...buttons].filter((b) => b.getAttribute('tabindex') === '0').map((b) => b.getAttribute('data-cell')),
    ).toEqual(['d1']);
    expect(r.container.querySelector('[data-cell="d1"]')!.getAttribute('aria-label')).toBe('d1, white knight');
    expect(r.container.querySelector('[data-cell="d1"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(r.container.querySelector('[data-cell="c3"]')!.getAttribute('aria-label')).toBe('c3, empty');
    const dests = [...r.container.querySelectorAll('[data-dest="true"]')].map((b) => b.getAttribute('data-cell'));
    expect(dests.sort()).toEqual([...v.dests.get('d1')!].sort());
  });

  test('arrow keys move the focus to the neighbour; Enter/click activates; Escape clears', () => {
    const { r, onFocusCell, onActivate, onEscape } = setup();
    const d1 = r.container.querySelector<HTMLButtonElement>('[data-cell="d1"]')!;
    d1.focus();
    fireEvent.keyDown(d1, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('d2');
    expect(onFocusCell).toHaveBeenLastCalledWith('d2');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('d1');
    fireEvent.keyDown(d1, { key: 'ArrowDown' }); // the edge: nowhere to go
    expect(document.activeElement?.getAttribute('data-cell')).toBe('d1');
    fireEvent.click(d1);
    expect(onActivate).toHaveBeenCalledWith('d1');
    fireEvent.keyDown(d1, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalled();
  });
});
