// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { allVariants } from '@/engine/variants/index';
import { viewOfText } from '../engine/helpers';
import {
  barricadeBar,
  hasSymbol,
  iconLayers,
  iconSvg,
  pieceIcon,
  SIDE_COLORS,
  type Side,
} from '@/components/pieces/icons';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const SIDES: readonly Side[] = ['w', 'b'];

/** Every piece kind of every implemented variant, with a letter and the variants that have it. */
function allKinds(): Map<string, { letter: string; variants: string[] }> {
  const kinds = new Map<string, { letter: string; variants: string[] }>();
  for (const [id, v] of Object.entries(VARIANTS)) {
    if (!v) continue;
    const bv = viewOfText(id);
    expect(bv.ok, id).toBe(true);
    if (!bv.ok) continue;
    for (const l of bv.value.legend) {
      const e = kinds.get(l.kind) ?? { letter: l.letter, variants: [] };
      e.variants.push(id);
      kinds.set(l.kind, e);
    }
  }
  return kinds;
}

/** The drawing of a symbol without its colours: what must differ between two pieces. */
const drawing = (kind: string, letter: string, side: Side) =>
  JSON.stringify(iconLayers(pieceIcon(kind, letter, side), side).map((l) => [l.d, l.fill === 'none', l.width]));

describe('piece symbols', () => {
  const kinds = allKinds();

  test('the variants have about forty piece kinds', () => {
    expect(kinds.size).toBeGreaterThanOrEqual(39);
  });

  test('every piece of every variant has a drawn symbol on both sides, not the letter fallback', () => {
    for (const [kind, { letter, variants }] of kinds) {
      expect(hasSymbol(kind), `${kind} (${variants.join(', ')})`).toBe(true);
      for (const side of SIDES) {
        const icon = pieceIcon(kind, letter, side);
        expect(icon.text, kind).toBeUndefined();
        expect(icon.paths.length, kind).toBeGreaterThan(0);
      }
    }
  });

  test('an unknown piece falls back to its letter on a token', () => {
    expect(pieceIcon('no such piece', '+Z')).toEqual({ paths: [], text: 'Z' });
    expect(iconSvg('no such piece', 'Z', 'w')).toContain('>Z</text>');
  });

  test('symbols are pairwise distinct', () => {
    const seen = new Map<string, string>();
    for (const [kind, { letter }] of kinds) {
      for (const side of SIDES) {
        const d = drawing(kind, letter, side);
        const other = seen.get(d);
        // The same kind may look the same on both sides; two kinds never look the same.
        if (other !== undefined) expect(other.split(':')[0], `${kind}:${side} looks like ${other}`).toBe(kind);
        else seen.set(d, `${kind}:${side}`);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(kinds.size + 2);
  });

  test('the King and Queen royal is a queen for Blue and a king for Red, promoted or not', () => {
    expect(drawing('royal', 'K', 'w')).not.toBe(drawing('royal', 'K', 'b'));
    expect(drawing('promoted royal', '+K', 'w')).not.toBe(drawing('promoted royal', '+K', 'b'));
    expect(pieceIcon('royal', 'K')).toBe(pieceIcon('royal', 'K', 'w'));
  });

  test('compounds and promoted men carry a badge over their base symbol', () => {
    for (const k of [
      'sailor',
      'missionary',
      'hippo',
      'hydra',
      'promoted pawn',
      'promoted bishop',
      'promoted knight',
      'promoted cannon',
    ]) {
      expect(pieceIcon(k, '?').overlay, k).toBeDefined();
    }
    expect(pieceIcon('sailor', 'S').overlay).toEqual(pieceIcon('hydra', 'Y').overlay);
    expect(pieceIcon('sailor', 'S').overlay).not.toEqual(pieceIcon('promoted pawn', '+P').overlay);
  });

  test('path data is plain SVG path syntax with finite numbers', () => {
    for (const [kind, { letter }] of kinds) {
      for (const side of SIDES) {
        for (const l of iconLayers(pieceIcon(kind, letter, side), side)) {
          expect(l.d, kind).toMatch(/^[MLHVCSQTAZmlhvcsqtaz0-9 .,\-e]+$/);
          expect(l.d, kind).not.toMatch(/NaN|Infinity/);
          expect([SIDE_COLORS[side].fill, SIDE_COLORS[side].stroke, 'none']).toContain(l.fill);
        }
      }
    }
  });

  test('iconSvg is a well-formed standalone SVG document', () => {
    const parser = new DOMParser();
    for (const [kind, { letter }] of kinds) {
      for (const side of SIDES) {
        const text = iconSvg(kind, letter, side, 64);
        const doc = parser.parseFromString(text, 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror').length, `${kind}: ${text.slice(0, 200)}`).toBe(0);
        const root = doc.documentElement;
        expect(root.nodeName).toBe('svg');
        expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
        expect(root.getAttribute('viewBox')).toBe('0 0 100 100');
        expect(root.getAttribute('width')).toBe('64');
        expect(root.getElementsByTagName('path').length).toBeGreaterThan(0);
        expect(root.getElementsByTagName('text').length).toBe(0);
      }
    }
  });

  test('barricadeBar draws a plank with stripes and two knobs between two cell centres', () => {
    for (const side of SIDES) {
      const layers = barricadeBar([0, 0], [1, 0], 0.8, side);
      expect(layers).toHaveLength(3);
      for (const l of layers) {
        expect(l.d).not.toMatch(/NaN|Infinity/);
        expect(l.d.length).toBeGreaterThan(10);
      }
      expect(layers[0]!.fill).toBe(SIDE_COLORS[side].fill);
      expect(layers[1]!.fill).toBe(SIDE_COLORS[side].stroke);
    }
  });
});

test('a name that is an Object.prototype key is not a symbol', () => {
  expect(hasSymbol('toString')).toBe(false);
  expect(pieceIcon('constructor', 'C').text).toBe('C');
});
