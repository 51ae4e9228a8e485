/**
 * Each piece in plain words (issue #47 item 2, content/pieceWords.ts): every piece of every variant has one or two
 * short sentences, not the engine's generated text; the readings the lessons label are labelled there too; and the
 * lesson's cards, the gallery and the handout's summary sheet show them first, the exact rule under them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boardView, parsePosition } from '@/engine';
import PieceCardBody from '@/components/mdx/PieceCardBody';
import { galleryPieces } from '@/components/gallery/gallery';
import { PIECE_WORDS, pieceWords } from '@/content/pieceWords';
import { VARIANT_INFO } from '@/content/variants';

const legendOf = (id: string) => {
  const p = parsePosition(id);
  if (!p.ok) throw new Error(p.error.message);
  return boardView(p.value).legend;
};
const sentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('every piece of every variant in plain words', () => {
  it.each(VARIANT_INFO.map((v) => [v.id] as const))('%s', (id) => {
    const legend = legendOf(id);
    expect(legend.length).toBeGreaterThan(0);
    for (const e of legend) {
      const text = pieceWords(id, e.letter);
      expect(text, `${id} ${e.letter} has plain words`).toBeDefined();
      const s = sentences(text!);
      expect(s.length, `${id} ${e.letter}: one or two sentences`).toBeLessThanOrEqual(2);
      expect(words(text!), `${id} ${e.letter}: short`).toBeLessThanOrEqual(40);
      expect(text).not.toBe(e.description);
      // The generated text's tells: "(only to capture)", "(through the sides of its cell)", "orthogonal neighbours".
      expect(text).not.toMatch(/\(only to|through the sides of its cell\)|its \d+ orthogonal/);
    }
    // No words for a piece the variant does not have.
    expect(Object.keys(PIECE_WORDS[id]).sort()).toEqual(legend.map((e) => e.letter).sort());
  });
});

describe('the readings the lessons label are labelled in the plain words', () => {
  // Each of these rules is marked as our reading in the lesson's section on the piece (its key points).
  const cases: [string, string, RegExp][] = [
    ['panoply', 'G', /our reading/],
    ['peanut', 'P', /our reading/],
    ['king-and-queen', 'P', /our reading/],
    ['king-and-queen', '+C', /our reading/],
    ['lengthleaper', 'P', /our reading/],
    ['lengthleaper-birds', 'P', /our reading/],
  ];
  it.each(cases)('%s %s', (id, letter, re) => expect(pieceWords(id, letter)).toMatch(re));
});

describe('where the plain words are shown', () => {
  it('a piece card: the plain words first, the exact rule under them', () => {
    const html = renderToStaticMarkup(
      PieceCardBody({ variant: 'panoply', letter: 'S', cell: 'g7', picture: () => null }),
    );
    const plain = html.indexOf('data-plain');
    const exact = html.indexOf('data-exact');
    expect(plain).toBeGreaterThan(0);
    expect(exact).toBeGreaterThan(plain);
    expect(html).toContain(pieceWords('panoply', 'S')!.slice(0, 40));
    expect(html).toContain('The exact rule: ');
    expect(html).toContain('captures by withdrawal');
  });
  it('the gallery shows a card for every piece, so every gallery piece has plain words', () => {
    const all = galleryPieces().flatMap((g) => g.pieces.map((p) => [g.variant.id, p.letter] as const));
    expect(all.length).toBeGreaterThan(60);
    for (const [id, letter] of all) expect(pieceWords(id, letter), `${id} ${letter}`).toBeDefined();
  });
});
