// @vitest-environment jsdom
/**
 * Colour-blind safety (issue #11): the board shades and the sides' colours stay apart after a simulation of
 * protanopia, deuteranopia and tritanopia (test/site/cvd.ts), the men and the move marks stand out from every
 * shade, and destination marks differ by shape, not only by colour, in 2-D and in 3-D.
 * Thresholds: ΔE*ab (CIE76) 10 is a difference anyone notices at a glance on adjacent areas; WCAG 1.4.11 asks
 * 3:1 contrast for graphics that carry meaning.
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CylinderGeometry, TorusGeometry } from 'three';
import { viewOfText } from '../engine/helpers';
import BoardSvg from '@/components/board/BoardSvg';
import { INK, SHADES, SQUARE_SHADES } from '@/components/board/core/palette';
import { paintOf, SIDE_COLORS } from '@/components/pieces/palette';
import { barricadeBar, STRIPE } from '@/components/pieces/barricade';
import { barricade } from '@/components/pieces/symbols/panoply';
import { MARK, MEN } from '@/components/board3d/palette';
import { GEO } from '@/components/board3d/shared';
import { contrastOf, deltaE, VISIONS } from './cvd';

const pairs = <T,>(xs: readonly T[]) => xs.flatMap((a, i) => xs.slice(i + 1).map((b) => [a, b] as const));
const FLAT = SHADES.slice(0, 3); // the three shades of a hexagonal board (and Lengthleaper's levels a and c)
const SLATE = SHADES.slice(3, 6); // Lengthleaper's levels b and d

describe.each(VISIONS)('seen with %s', (vision) => {
  test('the three shades of a hexagonal board differ (ΔE ≥ 12)', () => {
    for (const [a, b] of pairs(FLAT)) expect(deltaE(a, b, vision), `${a} / ${b}`).toBeGreaterThanOrEqual(12);
    for (const [a, b] of pairs(SLATE)) expect(deltaE(a, b, vision), `${a} / ${b}`).toBeGreaterThanOrEqual(12);
  });

  test('a Lengthleaper level never looks like the level above or below (ΔE ≥ 10 between the families)', () => {
    for (let i = 0; i < 3; i++)
      expect(deltaE(FLAT[i]!, SLATE[i]!, vision), `shade ${i} of each family`).toBeGreaterThanOrEqual(10);
  });

  test('King and Queen: light and dark squares differ (ΔE ≥ 15); the castle shade (also hatched) differs from both', () => {
    const [light, dark, castle] = SQUARE_SHADES as [string, string, string];
    expect(deltaE(light, dark, vision)).toBeGreaterThanOrEqual(15);
    expect(deltaE(castle, light, vision)).toBeGreaterThanOrEqual(8);
    expect(deltaE(castle, dark, vision)).toBeGreaterThanOrEqual(8);
  });

  test('the two sides differ strongly, in 2-D and in 3-D (ΔE ≥ 60, contrast ≥ 7)', () => {
    expect(deltaE(SIDE_COLORS.w.fill, SIDE_COLORS.b.fill, vision)).toBeGreaterThanOrEqual(60);
    expect(contrastOf(SIDE_COLORS.w.fill, SIDE_COLORS.b.fill, vision)).toBeGreaterThanOrEqual(7);
    expect(deltaE(MEN.w.body, MEN.b.body, vision)).toBeGreaterThanOrEqual(60);
    expect(contrastOf(MEN.w.body, MEN.b.body, vision)).toBeGreaterThanOrEqual(7);
  });

  test("King and Queen's Blue and Red men differ as strongly as white and black, in 2-D and in 3-D (issue 32)", () => {
    expect(deltaE(SIDE_COLORS.blue.fill, SIDE_COLORS.red.fill, vision)).toBeGreaterThanOrEqual(60);
    expect(contrastOf(SIDE_COLORS.blue.fill, SIDE_COLORS.red.fill, vision)).toBeGreaterThanOrEqual(7);
    expect(deltaE(MEN.blue.body, MEN.red.body, vision)).toBeGreaterThanOrEqual(60);
    expect(contrastOf(MEN.blue.body, MEN.red.body, vision)).toBeGreaterThanOrEqual(7);
  });

  test('every man stands out from every shade by its fill or its outline (contrast ≥ 3)', () => {
    for (const shade of [...SHADES, ...SQUARE_SHADES])
      for (const side of ['w', 'b', 'blue', 'red'] as const) {
        const { fill, stroke } = SIDE_COLORS[side];
        const best = Math.max(contrastOf(fill, shade, vision), contrastOf(stroke, shade, vision));
        expect(best, `${side} man on ${shade}`).toBeGreaterThanOrEqual(3);
      }
  });

  test('a move dot stands out from every shade by its colour or its white halo (contrast ≥ 3)', () => {
    for (const shade of [...SHADES, ...SQUARE_SHADES]) {
      const best = Math.max(contrastOf(INK.dest, shade, vision), contrastOf('#ffffff', shade, vision));
      expect(best, `dot on ${shade}`).toBeGreaterThanOrEqual(3);
    }
  });

  test('marks that differ in meaning differ in colour too (ΔE ≥ 15): alert / action, capture / quiet in 3-D', () => {
    expect(deltaE(INK.alert, INK.action, vision)).toBeGreaterThanOrEqual(15);
    expect(deltaE(MARK.capture, MARK.quiet, vision)).toBeGreaterThanOrEqual(15);
  });
});

/** The colour a striped area shows from afar: `share` of `b` over `a`, mixed in sRGB. */
function mixHex(a: string, b: string, share: number): string {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16);
  const mix = [0, 1, 2].map((i) => Math.round(ch(a, i) * (1 - share) + ch(b, i) * share));
  return `#${mix.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

describe("the two sides' Panoply Barricades are told apart at a glance (issue 18)", () => {
  test("2-D: each plank is its side's fill, with thin stripes of its outline colour", () => {
    for (const side of ['w', 'b'] as const) {
      const [plank, stripes] = barricadeBar([0, 0], [1, 0], 0.8, side);
      expect(plank!.fill).toBe(SIDE_COLORS[side].fill);
      expect(stripes!.fill).toBe(SIDE_COLORS[side].stroke);
    }
    expect(STRIPE.share).toBeLessThanOrEqual(0.3);
  });
  test('the symbol (2-D cells, 3-D cards, print) has thin stripes too: under a third of the board', () => {
    // The board is the 92-wide rectangle; each stripe is a parallelogram 6 wide.
    const widths = barricade.marks!.map((d) => {
      const xs = d
        .match(/-?\d+(?:\.\d+)?/g)!
        .map(Number)
        .filter((_, i) => i % 2 === 0);
      return Math.max(...xs.slice(0, 2)) - Math.min(...xs.slice(0, 2));
    });
    expect(widths.reduce((a, b) => a + b, 0) / 92).toBeLessThan(1 / 3);
  });
  test.each(VISIONS)(
    'seen with %s, the two Barricades differ as much as the sides do (ΔE ≥ 40, contrast ≥ 4)',
    (vision) => {
      const look = (side: 'w' | 'b') => mixHex(SIDE_COLORS[side].fill, SIDE_COLORS[side].stroke, STRIPE.share);
      expect(deltaE(look('w'), look('b'), vision)).toBeGreaterThanOrEqual(40);
      expect(contrastOf(look('w'), look('b'), vision)).toBeGreaterThanOrEqual(4);
    },
  );
});

describe('destination marks differ by shape, not only by colour', () => {
  const view = (position: string) => {
    const r = viewOfText('glinski', position);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  /** The marks of the queen on f9, who has quiet moves and two captures (f11, d9). */
  const marks = () => {
    const div = document.createElement('div');
    div.innerHTML = renderToStaticMarkup(<BoardSvg view={view('w: Kg1 Qf9 Rf2; b: Ka1 Nf11 Pd9')} selected="f9" />);
    return [...div.querySelectorAll('[data-dest-mark]')];
  };

  test('2-D: a quiet move is a small filled dot; a capture is a wide unfilled ring around the man', () => {
    const all = marks();
    const quiet = all.filter((m) => m.getAttribute('data-dest-mark') === 'move');
    const capture = all.filter((m) => m.getAttribute('data-dest-mark') === 'capture');
    expect(quiet.length).toBeGreaterThan(0);
    expect(capture.length).toBe(2);
    for (const q of quiet) {
      expect(q.tagName).toBe('circle');
      expect(q.getAttribute('fill')).not.toBe('none');
    }
    const dotR = Number(quiet[0]!.getAttribute('r'));
    for (const c of capture) {
      expect(c.getAttribute('fill')).toBe('none'); // a ring: only its outline is drawn
      const rings = [...c.querySelectorAll('circle')];
      expect(rings.length).toBeGreaterThan(0);
      for (const r of rings) {
        expect(Number(r.getAttribute('stroke-width'))).toBeGreaterThan(0);
        expect(Number(r.getAttribute('r'))).toBeGreaterThan(dotR * 2); // much larger than a dot: it circles the man
      }
    }
  });

  test('3-D: a quiet move is a solid disc; a capture is a torus (a ring with a hole) twice as wide', () => {
    expect(GEO.disc).toBeInstanceOf(CylinderGeometry);
    expect(GEO.ring).toBeInstanceOf(TorusGeometry);
    const disc = GEO.disc as CylinderGeometry;
    const ring = GEO.ring as TorusGeometry;
    const hole = ring.parameters.radius - ring.parameters.tube;
    expect(hole).toBeGreaterThan(disc.parameters.radiusTop); // the disc would fit inside the ring's hole
    expect(ring.parameters.radius + ring.parameters.tube).toBeGreaterThan(2 * disc.parameters.radiusTop);
  });
});

describe('King and Queen draws its sides in their own colours, Blue and Red; other games white and black (issue 32)', () => {
  const fills = (id: string) => {
    const r = viewOfText(id);
    if (!r.ok) throw new Error(r.error.message);
    const html = renderToStaticMarkup(<BoardSvg view={r.value} />);
    return new Set([...html.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
  };
  test('the 2-D board and its print: blue and red men, no white or black ones', () => {
    const kq = fills('king-and-queen');
    expect(kq.has(SIDE_COLORS.blue.fill)).toBe(true);
    expect(kq.has(SIDE_COLORS.red.fill)).toBe(true);
    expect(kq.has(SIDE_COLORS.w.fill)).toBe(false);
    expect(kq.has(SIDE_COLORS.b.fill)).toBe(false);
    const gl = fills('glinski');
    expect(gl.has(SIDE_COLORS.w.fill) && gl.has(SIDE_COLORS.b.fill)).toBe(true);
    expect(gl.has(SIDE_COLORS.blue.fill) || gl.has(SIDE_COLORS.red.fill)).toBe(false);
  });
  test('the 3-D men and the side names: paints by the names the variant gives its sides', () => {
    const r = viewOfText('king-and-queen');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sideNames).toEqual({ w: 'Blue', b: 'Red' });
    expect([paintOf('w', r.value.sideNames), paintOf('b', r.value.sideNames)]).toEqual(['blue', 'red']);
    expect([paintOf('w', { w: 'White', b: 'Black' }), paintOf('b')]).toEqual(['w', 'b']);
    expect(MEN.blue.body).toBe(SIDE_COLORS.blue.fill);
    expect(MEN.red.body).toBe(SIDE_COLORS.red.fill);
  });
});
