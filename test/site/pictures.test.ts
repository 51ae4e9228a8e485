// The static pictures of lesson boards (components/mdx/pictures.ts).
import { describe, expect, it } from 'vitest';
import { pictureAlt, pictureFiles, pictureKey, pictureView, puzzlePicture } from '@/components/mdx/pictures';
import { PUZZLES } from '@/content/puzzles/index';

describe('board pictures', () => {
  const spec = { variant: 'peanut', position: 'w: Kc3 Rb1; b: Kg10 Pd4', selected: 'c3', highlights: ['d4'] };

  it('names a picture by what it shows: the same spec, the same file; another mark, another file', () => {
    expect(pictureKey(spec)).toBe(pictureKey({ ...spec, highlights: ['d4'] }));
    expect(pictureKey(spec)).not.toBe(pictureKey({ ...spec, highlights: ['d5'] }));
    expect(pictureKey(spec)).not.toBe(pictureKey({ ...spec, flipped: true }));
    expect(pictureKey(spec)).toMatch(/^peanut-[0-9a-z]+$/);
  });

  it('draws a flat board as one file and a prism as its tower and one map per level, top level first', () => {
    const flat = pictureFiles(spec, pictureView(spec));
    expect(flat).toHaveLength(1);
    expect(flat[0]!.src).toBe(`/lessons/boards/${pictureKey(spec)}.svg`);
    expect(flat[0]!.width).toBeGreaterThan(0);
    const ll = { variant: 'lengthleaper', position: 'w: K5b3; b: K9a5' };
    const prism = pictureFiles(ll, pictureView(ll));
    expect(prism.map((f) => f.level)).toEqual([undefined, 3, 2, 1, 0]);
  });

  it('describes the position in words: board, turn, the men of each side, the selection', () => {
    const alt = pictureAlt(pictureView(spec), 'c3');
    // The men in board order.
    expect(alt).toMatch(/^Peanut board, White to move\. White: rook b1, king c3\. Black: pawn d4, king g10\./i);
    expect(alt).toMatch(/The man on c3 is selected/);
  });

  it('turns a puzzle for the side to move', () => {
    for (const p of PUZZLES.slice(0, 20)) expect(puzzlePicture(p).flipped).toBe(/turn: b/.test(p.position));
  });
});
