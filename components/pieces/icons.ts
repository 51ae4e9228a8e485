/**
 * Piece symbols shared by the 2-D and 3-D boards and the legend: one icon per piece *name* (a rook looks the
 * same in every variant), drawn in a 100 x 100 box. `iconSvg` gives a standalone SVG string (for 3-D textures),
 * `iconLayers` the same drawing as a list of painted paths (for React, canvas or a mesh).
 *
 * A symbol has a body (`paths`: filled with the side's colour and outlined), details in the outline colour
 * (`lines` stroked, `marks` filled) and an optional badge drawn on top (`overlay`, the same structure):
 * a crown for Full House compounds with the king, a star for promoted King and Queen men.
 */
import { OUTLINE, SIDE_COLORS, sideOfPaint, type IconLayer, type Paint, type Side } from './palette';
import { SYMBOLS } from './symbols';

export { SIDE_COLORS, paintOf, sideOfPaint, type Paint, type Side } from './palette';

export interface PieceIcon {
  /** SVG path data in a 100 x 100 box, filled with the side's colour and outlined. */
  readonly paths: readonly string[];
  /** Details stroked in the outline colour, unfilled (width `lineWidth`, default 4). */
  readonly lines?: readonly string[];
  /** Width of `lines` in box units. */
  readonly lineWidth?: number;
  /** Details filled with the outline colour. */
  readonly marks?: readonly string[];
  /** A badge drawn on top of everything else (a crown, a star), with the same structure. */
  readonly overlay?: PieceIcon;
  /** A short text drawn on the token when there is no symbol (a fallback, not the design). */
  readonly text?: string;
}

/** Returns the icon of a piece by its engine name ("rook", "sailor", "barricade"), falling back to its letter.
 *  `side` matters for pieces drawn differently per side (King and Queen's royal: a queen's or a king's crown). */
export function pieceIcon(name: string, letter: string, side: Side = 'w'): PieceIcon {
  const s = Object.hasOwn(SYMBOLS, name) ? SYMBOLS[name] : undefined;
  if (!s) return { paths: [], text: letter.replace('+', '') };
  return 'w' in s ? s[side] : s;
}

/** Returns true when a piece name has a drawn symbol (not the letter fallback). */
export function hasSymbol(name: string): boolean {
  return Object.hasOwn(SYMBOLS, name);
}

/** Returns the paths of a piece's symbol with their paint, bottom first (the fallback token and letter aside). */
export function iconLayers(icon: PieceIcon, side: Paint): IconLayer[] {
  const c = SIDE_COLORS[side];
  const out: IconLayer[] = [];
  for (const d of icon.paths) out.push({ d, fill: c.fill, stroke: c.stroke, width: OUTLINE });
  for (const d of icon.lines ?? []) out.push({ d, fill: 'none', stroke: c.stroke, width: icon.lineWidth ?? OUTLINE });
  for (const d of icon.marks ?? []) out.push({ d, fill: c.stroke, stroke: 'none', width: 0 });
  if (icon.overlay) out.push(...iconLayers(icon.overlay, side));
  return out;
}

/** Escapes the five XML special characters of a text. */
const xml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** Returns a standalone SVG document of a piece, for a texture or an image. */
export function iconSvg(name: string, letter: string, side: Paint, size = 128): string {
  const icon = pieceIcon(name, letter, sideOfPaint(side));
  const c = SIDE_COLORS[side];
  const body = iconLayers(icon, side)
    .map(
      (l) =>
        `<path d="${l.d}" fill="${l.fill}" stroke="${l.stroke}"${l.width ? ` stroke-width="${l.width}"` : ''} stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    .join('');
  const text = icon.text
    ? `<circle cx="50" cy="50" r="44" fill="${c.fill}" stroke="${c.stroke}" stroke-width="5"/><text x="50" y="66" font-size="46" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${c.stroke}">${xml(icon.text)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${text}${body}</svg>`;
}

export { barricadeBar } from './barricade';
