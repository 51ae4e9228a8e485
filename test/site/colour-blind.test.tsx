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
import { INK, SHADES, SQUARE_SHADES } from '@/components/board/palette';
import { SIDE_COLORS } from '@/components/pieces/palette';
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

  test('every man stands out from every shade by its fill or its outline (contrast ≥ 3)', () => {
    for (const shade of [...SHADES, ...SQUARE_SHADES])
      for (const side of ['w', 'b'] as const) {
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

describe('destination marks differ by shape, not only by colour', () => {
  const view = (position: string) => {
    const r = viewOfText('glinski', position);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  /** The marks of the queen on f9, who has quiet moves and two captures (f11, d9). */
  const marks = () => {
    const div = document.createElement('div');
    div.innerHTML = renderToStaticMarkup(<BoardSvg view={view('w: Kg1 Qf9 Rf2; b: Kf11 Pd9')} selected="f9" />);
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
