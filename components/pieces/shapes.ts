/**
 * Small geometry helpers that write SVG path data in the symbols' 100 x 100 box (y grows downwards).
 * Every helper returns one closed sub-path (or an open polyline for `line`), so results can be concatenated.
 */

/** Rounds to one decimal so the path data stays short and stable. */
const f = (n: number): string => String(Math.round(n * 10) / 10);

/** Returns a circle of radius `r` around (cx, cy). */
export function circle(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
}

/** Returns an ellipse with radii `rx`, `ry` around (cx, cy). */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
}

/** Returns a rectangle with corners rounded by `r`. */
export function rrect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
  return (
    `M${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}V${f(y + h - r)}` +
    `Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)}H${f(x + r)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}` +
    `V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`
  );
}

/** Returns a closed polygon through the points (x0, y0, x1, y1, ...). */
export function poly(...xy: number[]): string {
  let d = '';
  for (let i = 0; i + 1 < xy.length; i += 2) d += `${i ? 'L' : 'M'}${f(xy[i]!)} ${f(xy[i + 1]!)}`;
  return d + 'Z';
}

/** Returns an open polyline through the points (x0, y0, x1, y1, ...), for stroked details. */
export function line(...xy: number[]): string {
  let d = '';
  for (let i = 0; i + 1 < xy.length; i += 2) d += `${i ? 'L' : 'M'}${f(xy[i]!)} ${f(xy[i + 1]!)}`;
  return d;
}

/** Returns a regular polygon (or a star when `inner` is given) with `n` points, the first at angle `rot` degrees. */
export function star(cx: number, cy: number, outer: number, inner?: number, n = 5, rot = -90): string {
  const pts: number[] = [];
  const k = inner === undefined ? n : 2 * n;
  for (let i = 0; i < k; i++) {
    const r = inner !== undefined && i % 2 ? inner : outer;
    const a = ((rot + (360 * i) / k) * Math.PI) / 180;
    pts.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return poly(...pts);
}

/** Returns the two-arm sign of a bird: '+' (orthogonal), 'x' (diagonal) or '*' (both), arms of length `r`. */
export function sign(kind: '+' | 'x' | '*', cx: number, cy: number, r: number): string {
  const arm = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return line(cx - r * Math.cos(a), cy - r * Math.sin(a), cx + r * Math.cos(a), cy + r * Math.sin(a));
  };
  const plus = [arm(0), arm(90)];
  const cross = [arm(45), arm(135)];
  return (kind === '+' ? plus : kind === 'x' ? cross : [...plus, ...cross]).join('');
}

// Stroked digits in a 16 x 28 box (origin top left), drawn with round caps: a small, font-free numeral set.
const DIGITS: Record<string, string> = {
  '1': 'M3 6 L10 0 V28',
  '2': 'M0.5 7 C0.5 -1.5 15.5 -1.5 15.5 7.5 C15.5 14 1 19 0 28 H16',
  '3': 'M0.5 3 C4 -1 15.5 -1 15.5 7 C15.5 11.5 12 13 7 13 C12 13 16 15 16 20.5 C16 29.5 3 29.5 0 25',
  '4': 'M12 28 V0 L0 19.5 H16.5',
  '6': 'M14 1 C6 2 0 9 0 18.5 C0 24.5 3 28 8 28 C13 28 16 24.5 16 19.5 C16 15 13 12 8 12 C4 12 1 14 0 17',
  '7': 'M0 0 H16 L6 28',
  '8':
    'M8 13 C3 13 1 10 1 6.5 C1 2.5 4 0 8 0 C12 0 15 2.5 15 6.5 C15 10 13 13 8 13 ' +
    'C2.5 13 0 16 0 20.5 C0 25 3.5 28 8 28 C12.5 28 16 25 16 20.5 C16 16 13.5 13 8 13 Z',
};

/** Moves and scales the absolute path commands (M L H V C Q Z only) of a digit template. */
function place(d: string, x: number, y: number, s: number): string {
  return d.replace(/([MLHVCQ])([^MLHVCQZ]*)/g, (_m, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const out = nums.map((n, i) => {
      if (cmd === 'H') return f(x + n * s);
      if (cmd === 'V') return f(y + n * s);
      return f(i % 2 ? y + n * s : x + n * s);
    });
    return cmd + out.join(' ');
  });
}

/** Returns a stroked "√n" centred on (cx, cy) with digits `h` high, radical sign and bar included. */
export function rootNumeral(n: number, cx: number, cy: number, h: number): string {
  const s = h / 28;
  const digits = String(n);
  const dw = 16 * s;
  const gap = 4.5 * s;
  const rad = 12 * s;
  const width = rad + gap + digits.length * dw + (digits.length - 1) * gap;
  const x0 = cx - width / 2;
  const top = cy - h / 2;
  const over = top - 6 * s;
  // The radical: a small tick, the long down stroke, the up stroke and the bar over the digits.
  let d = line(x0, cy + 3 * s, x0 + 3 * s, cy, x0 + 7 * s, top + h, x0 + rad, over, x0 + width + 1.5 * s, over);
  let x = x0 + rad + gap;
  for (const ch of digits) {
    d += place(DIGITS[ch] ?? '', x, top, s);
    x += dw + gap;
  }
  return d;
}

/** Arguments per command of SVG path data. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/**
 * Returns path data moved by x' = sx*x + tx, y' = s*y + ty with sx = ±s (a mirror when negative):
 * used to shrink a symbol under a badge and to mirror one half of a symmetric shape.
 */
export function transform(d: string, s: number, tx: number, ty: number, mirror = false): string {
  const sx = mirror ? -s : s;
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let out = '';
  let cmd = '';
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      out += cmd;
      if (cmd === 'Z' || cmd === 'z') continue;
    }
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARITY[up] ?? 0;
    const a = tokens.slice(i, i + n).map(Number);
    i += n;
    const X = (v: number) => (rel ? sx * v : sx * v + tx);
    const Y = (v: number) => (rel ? s * v : s * v + ty);
    let r: number[];
    if (up === 'H') r = [X(a[0]!)];
    else if (up === 'V') r = [Y(a[0]!)];
    else if (up === 'A') r = [s * a[0]!, s * a[1]!, a[2]!, a[3]!, mirror ? 1 - a[4]! : a[4]!, X(a[5]!), Y(a[6]!)];
    else r = a.map((v, k) => (k % 2 ? Y(v) : X(v)));
    out += r.map(f).join(' ') + ' ';
    if (up === 'M') cmd = rel ? 'l' : 'L';
  }
  return out.trim();
}

/** Returns the mirror image of path data across the vertical centre line x = 50. */
export const mirrorX = (d: string): string => transform(d, 1, 100, 0, true);

/** Returns a tapering bar from (x1, y1) to (x2, y2), `w1` wide at the start and `w2` at the end. */
export function bar(x1: number, y1: number, x2: number, y2: number, w1: number, w2 = w1): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  return poly(
    x1 + (nx * w1) / 2,
    y1 + (ny * w1) / 2,
    x2 + (nx * w2) / 2,
    y2 + (ny * w2) / 2,
    x2 - (nx * w2) / 2,
    y2 - (ny * w2) / 2,
    x1 - (nx * w1) / 2,
    y1 - (ny * w1) / 2,
  );
}
