/**
 * One piece's symbol as an SVG element, for HTML (legends, hands, captions) or inside a board's SVG (give `x`
 * and `y`). It is an image named by its <title> ("white knight", "Red King"), or decorative (`title={null}`)
 * where a cell's aria-label already names the man.
 */
import type { Paint } from './icons';
import { PieceSymbol } from './PieceSymbol';

interface PieceGlyphProps {
  /** The engine's piece name (the board view's `kind`): "rook", "promoted royal". */
  readonly kind: string;
  /** The piece's letter, shown only when the piece has no symbol. */
  readonly letter?: string;
  /** The side's paint (components/pieces/palette.ts `paintOf`). */
  readonly side: Paint;
  /** Width and height in CSS pixels, or board units inside an SVG. */
  readonly size?: number;
  /** The accessible name; default "white rook" / "black rook"; null for a decorative symbol. */
  readonly title?: string | null;
  /** Position of the top-left corner when drawn inside another SVG. */
  readonly x?: number;
  readonly y?: number;
  readonly className?: string;
}

/** Draws one piece's symbol, filled with its side's colour and outlined. */
export default function PieceGlyph({ kind, letter = '?', side, size = 48, title, x, y, className }: PieceGlyphProps) {
  const name = title === undefined ? `${({ w: 'white', b: 'black' } as const)[side as 'w'] ?? side} ${kind}` : title;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the <title> is drawn when the glyph has a name; without one it is aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      x={x}
      y={y}
      className={className}
      data-piece={kind}
      data-side={side}
      {...(name === null ? { 'aria-hidden': true, focusable: false } : { role: 'img' })}
    >
      {name !== null && <title>{name}</title>}
      <PieceSymbol kind={kind} letter={letter} side={side} />
    </svg>
  );
}
