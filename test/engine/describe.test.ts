/** Piece descriptions are generated from the atoms, so they must say what the atoms do. */
import { describe, expect, it } from 'vitest';
import { describePiece } from '@/engine/pieces/describe';
import { leapNotation, readLeapNotation } from '@/engine/pieces/leapNotation';
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

  describe("Gilman's leap notation, the larger number first and the whole number the levels", () => {
    const ll = variant('lengthleaper');
    const desc = (letter: string) => describePiece(ll.kinds[ll.kindByLetter.get(letter)!]!.def);
    it('explains the components the way his text reads them', () => {
      // "r3:1 Rumbaba" crosses 1 level, "r7:0 Sennight" none, "2:r3 Foal" two (docs/rules/lengthleaper.md §1.6).
      expect(desc('T')).toContain('Rumbaba component (r3:1: 1 level up or down and √3 across)');
      expect(desc('T')).toContain('Dabbaba component (2:0: 2 across within a level, or 2 levels straight up or down)');
      expect(desc('S')).toContain('Sennight component (r7:0: √7 across within a level)');
      expect(desc('S')).toContain('Foal component (2:r3: 2 levels up or down and √3 across)');
      expect(desc('N')).toContain(
        'Zebra component (3:2: 2 levels up or down and 3 across, or 3 levels up or down and 2 across)',
      );
      for (const l of 'TSEWNFV') expect(desc(l)).not.toMatch(/levels crossed, then|√\d+ levels/);
    });
    it("matches every component's leaps: its notation gives exactly the levels they cross and the rest of the length", () => {
      let checked = 0;
      for (const k of ll.kinds)
        for (const a of k.def.atoms) {
          const parts = readLeapNotation(a.group);
          if (!parts) continue;
          const soll = k.def.soll!;
          const levels = [...new Set(a.vectors.map((v) => Math.abs(v[2]!)))].sort((x, y) => x - y);
          expect(
            parts.map((p) => p.levels),
            `${a.label} ${a.group}`,
          ).toEqual(levels);
          for (const p of parts) expect(p.levels ** 2 + p.across2, `${a.label}`).toBe(soll);
          // Written back from its parts, each gives the notation of the inventor's table.
          for (const p of parts) expect(leapNotation(p.levels, p.across2)).toBe(a.group);
          checked++;
        }
      expect(checked).toBe(16); // the 16 components of §2.3
    });
  });

  describe('Panoply: the Herald and the Barricade (docs/rules/panoply.md §3.5, §3.8)', () => {
    const pa = variant('panoply');
    const desc = (letter: string) => describePiece(pa.kinds[pa.kindByLetter.get(letter)!]!.def, pa.def.atomKinds);
    it('says the Herald never captures and freezes the enemy men next to it, the King too', () => {
      expect(desc('H')).toContain('It never captures.');
      expect(desc('H')).toMatch(/It freezes the enemy men next to it \(on its 6 neighbouring cells\)/);
      expect(desc('H')).toMatch(/even a King, that stands there when its owner’s turn begins cannot move/);
    });
    it('says the Barricade is captured only along its own line, through its nearer cell, never by a Pawn', () => {
      expect(desc('X')).toContain('It is captured only along its own line');
      expect(desc('X')).toContain('through the nearer one');
      expect(desc('X')).toContain('A Pawn never captures it.');
    });
    it('says "never captures" and "freezes" of no other man', () => {
      for (const v of Object.values(VARIANTS))
        for (const k of v!.kinds) {
          if (v!.id === 'panoply' && k.letter === 'H') continue;
          const d = describePiece(k.def, v!.def.atomKinds);
          expect(d, `${v!.id} ${k.letter}`).not.toMatch(/never captures\.|It freezes/);
        }
    });
  });
});
