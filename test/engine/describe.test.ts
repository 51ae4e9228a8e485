/** Piece descriptions are generated from the atoms, so they must say what the atoms do. */
import { describe, expect, it } from 'vitest';
import { describePiece } from '@/engine/pieces/describe';
import { allVariants } from '@/engine/variants/index';
import { variant } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

describe('piece descriptions', () => {
  const fh = variant('fullhouse');
  const def = (letter: string) => fh.kinds[fh.kindByLetter.get(letter)!]!.def;
  it('describes sliders, leapers and the pawn', () => {
    expect(describePiece(def('R'))).toBe(
      'The rook slides any distance along the 6 orthogonal lines (through the sides of its cell).',
    );
    expect(describePiece(def('N'))).toBe('The knight leaps to the 12 knight cells.');
    expect(describePiece(def('K'))).toContain('It is royal');
    expect(describePiece(def('P'))).toContain('only from its start cells');
    expect(describePiece(def('P'))).toContain('also en passant');
  });
  it('names the nightrider part of the unicorn', () => {
    expect(describePiece(def('U'))).toContain('the nightrider');
  });
  it('describes every piece of every variant without an unknown family or an unexplained rule', () => {
    for (const v of Object.values(VARIANTS))
      for (const k of v!.kinds)
        expect(describePiece(k.def, v!.def.atomKinds), `${v!.id} ${k.letter}`).not.toMatch(/family|own rule/);
  });
  it('names the leaper components and Panoply captures', () => {
    const ll = variant('lengthleaper');
    expect(describePiece(ll.kinds[ll.kindByLetter.get('E')!]!.def)).toMatch(/component \(/);
    const pa = variant('panoply');
    expect(describePiece(pa.kinds[pa.kindByLetter.get('S')!]!.def, pa.def.atomKinds)).toContain('withdrawal');
  });
});
