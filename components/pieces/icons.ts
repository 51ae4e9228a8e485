/**
 * Piece symbols shared by the 2-D and 3-D boards and the legend: one icon per piece *name* (a rook looks the
 * same in every variant), drawn in a 100 x 100 box. `iconSvg` gives a standalone SVG string (for 3-D textures).
 *
 * PLACEHOLDER: until the symbol set lands, every piece is its letter on a token. The API is the contract.
 */
export interface PieceIcon {
  /** SVG path data in a 100 x 100 box, filled with the side's colour and outlined. */
  readonly paths: readonly string[];
  /** A short text drawn on the token when there is no symbol (a fallback, not the design). */
  readonly text?: string;
}

/** Returns the icon of a piece by its engine name ("rook", "sailor", "barricade"), falling back to its letter. */
export function pieceIcon(name: string, letter: string): PieceIcon {
  return { paths: [], text: letter.replace('+', '') };
}

/** Colours of the two sides' men: fill and outline. Colour-blind safe against every board shade. */
export const SIDE_COLORS = {
  w: { fill: '#fbfbf8', stroke: '#1b1b1b' },
  b: { fill: '#26262b', stroke: '#f2f2f2' },
} as const;

/** Returns a standalone SVG document of a piece, for a texture or an image. */
export function iconSvg(name: string, letter: string, side: 'w' | 'b', size = 128): string {
  const icon = pieceIcon(name, letter);
  const c = SIDE_COLORS[side];
  const body = icon.paths.map((d) => `<path d="${d}" fill="${c.fill}" stroke="${c.stroke}" stroke-width="4" stroke-linejoin="round"/>`).join('');
  const text = icon.text
    ? `<circle cx="50" cy="50" r="44" fill="${c.fill}" stroke="${c.stroke}" stroke-width="5"/><text x="50" y="66" font-size="46" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${c.stroke}">${icon.text}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${text}${body}</svg>`;
}
