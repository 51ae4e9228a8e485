/**
 * Colour-vision-deficiency simulation and colour differences, for the palette tests.
 * Simulation: Machado, Oliveira & Fernandes (2009), severity 1.0 matrices, applied to linear RGB.
 * Differences: WCAG 2 relative luminance and contrast ratio; CIE L*a*b* (D65) and the CIE76 ΔE*ab.
 */

type Rgb = readonly [number, number, number];
type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

const MATRIX: Record<Exclude<Vision, 'normal'>, readonly (readonly number[])[]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** '#rrggbb' to linear RGB in 0..1. */
function linear(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [toLinear(((n >> 16) & 255) / 255), toLinear(((n >> 8) & 255) / 255), toLinear((n & 255) / 255)];
}

/** A colour (linear RGB) as seen with a colour-vision deficiency. */
function simulate(rgb: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return rgb;
  const m = MATRIX[vision];
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return m.map((row) => clamp(row[0]! * rgb[0] + row[1]! * rgb[1] + row[2]! * rgb[2])) as unknown as Rgb;
}

/** WCAG relative luminance of a linear RGB colour. */
const luminance = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];

/** WCAG contrast ratio (1..21). */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65) of a linear RGB colour. */
function lab(c: Rgb): Rgb {
  const x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
  const y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  const z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference ΔE*ab of two '#rrggbb' colours as seen with `vision`. */
export function deltaE(a: string, b: string, vision: Vision = 'normal'): number {
  const p = lab(simulate(linear(a), vision));
  const q = lab(simulate(linear(b), vision));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** Contrast ratio of two '#rrggbb' colours as seen with `vision`. */
export const contrastOf = (a: string, b: string, vision: Vision = 'normal') =>
  contrast(simulate(linear(a), vision), simulate(linear(b), vision));
