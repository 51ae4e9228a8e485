/**
 * A man drawn in SVG with the shared piece symbols (components/pieces/icons.ts), and the Panoply Barricade's
 * plank that joins its two cells. No hooks: renders on the server and on the client alike.
 */
import { barricadeBar, type Paint } from '@/components/pieces/icons';
import { Layers, PieceSymbol } from '@/components/pieces/PieceSymbol';

interface PieceTokenProps {
  /** Engine piece name (the symbol's key) and position-text letter (the fallback). */
  readonly kind: string;
  readonly letter: string;
  /** The side's paint (components/pieces/palette.ts `paintOf`). */
  readonly side: Paint;
  /** Centre and size of the symbol's box, in the SVG's units. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly opacity?: number;
}

const f = (n: number) => Math.round(n * 100) / 100;

/** Draws one man's symbol centred on (x, y). */
export function PieceToken({ kind, letter, side, x, y, size, opacity }: PieceTokenProps) {
  return (
    <g
      transform={`translate(${f(x - size / 2)} ${f(y - size / 2)}) scale(${f(size / 100)})`}
      opacity={opacity}
      pointerEvents="none"
    >
      <PieceSymbol kind={kind} letter={letter} side={side} />
    </g>
  );
}

/** Draws the plank joining a two-cell man's cells (under its two symbols). */
export function BarricadePlank({
  a,
  b,
  size,
  side,
}: {
  a: readonly [number, number];
  b: readonly [number, number];
  size: number;
  side: Paint;
}) {
  return (
    <g pointerEvents="none">
      <Layers layers={barricadeBar(a, b, size, side)} cap={false} />
    </g>
  );
}
