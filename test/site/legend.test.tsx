// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewOfText } from '../engine/helpers';
import Legend from '@/components/pieces/Legend';
import PieceGlyph from '@/components/pieces/PieceGlyph';

/** Parses markup into a detached element. */
function html(markup: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
}

describe('PieceGlyph', () => {
  test('is an image named by its title', () => {
    const el = html(renderToStaticMarkup(<PieceGlyph kind="knight" letter="N" side="b" size={32} />));
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('title')?.textContent).toBe('black knight');
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(1);
    expect(svg.querySelector('text')).toBeNull();
  });

  test('can be decorative, and falls back to the letter for an unknown piece', () => {
    const el = html(renderToStaticMarkup(<PieceGlyph kind="mystery" letter="Z" side="w" title={null} />));
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('title')).toBeNull();
    expect(svg.querySelector('text')?.textContent).toBe('Z');
  });
});

describe('Legend', () => {
  test('lists every piece of King and Queen with both side names and symbols', () => {
    const bv = viewOfText('king-and-queen');
    if (!bv.ok) throw new Error(bv.error.message);
    const el = html(renderToStaticMarkup(<Legend legend={bv.value.legend} sideNames={bv.value.sideNames} />));
    const items = el.querySelectorAll('li');
    expect(items.length).toBe(bv.value.legend.length);
    const royal = el.querySelector('li[data-kind="royal"]')!;
    expect(royal.textContent).toContain('Queen');
    expect(royal.textContent).toContain('King');
    expect(royal.textContent).toContain('(Blue)');
    const titles = [...royal.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).toEqual(['Blue Queen', 'Red King']);
    expect(royal.textContent).toContain('steps to its 4 orthogonal neighbours');
  });

  test('shows a name once when both sides share it', () => {
    const bv = viewOfText('glinski');
    if (!bv.ok) throw new Error(bv.error.message);
    const el = html(renderToStaticMarkup(<Legend legend={bv.value.legend} sideNames={bv.value.sideNames} />));
    const knight = el.querySelector('li[data-kind="knight"]')!;
    expect(knight.querySelector('strong')?.textContent).toBe('Knight');
    expect(knight.querySelectorAll('strong')).toHaveLength(1);
    expect([...knight.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['White knight', 'Black knight']);
  });
});
