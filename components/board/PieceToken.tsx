/**
 * A man drawn in SVG with the shared piece symbols (components/pieces/icons.ts), and the Panoply Barricade's
 * plank that joins its two cells. No hooks: renders on the server and on the client alike.
 */
import { barricadeBar, iconLayers, pieceIcon, SIDE_COLORS, type Side } from '@/components/pieces/icons';

interface PieceTokenProps {
  /** Engine piece name (the symbol's key) and position-text letter (the fallback). */
  readonly kind: string;
  readonly letter: string;
  readonly side: Side;
  /** Centre and size of the symbol's box, in the SVG's units. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly opacity?: number;
}

const f = (n: number) => Math.round(n * 100) / 100;

/** Draws one man's symbol centred on (x, y). */
export function PieceToken({ kind, letter, side, x, y, size, opacity }: PieceTokenProps) {
  const icon = pieceIcon(kind, letter, side);
  const c = SIDE_COLORS[side];
  return (
    <g
      transform={`translate(${f(x - size / 2)} ${f(y - size / 2)}) scale(${f(size / 100)})`}
      opacity={opacity}
      pointerEvents="none"
    >
      {icon.text !== undefined && (
        <>
          <circle cx={50} cy={50} r={44} fill={c.fill} stroke={c.stroke} strokeWidth={5} />
          <text
            x={50}
            y={66}
            fontSize={46}
            fontWeight={700}
            textAnchor="middle"
            fill={c.stroke}
            fontFamily="system-ui, sans-serif"
          >
            {icon.text}
          </text>
        </>
      )}
      {iconLayers(icon, side).map((l, i) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: the fixed layers of one symbol, drawn in order, never reordered
          key={i}
          d={l.d}
          fill={l.fill}
          stroke={l.stroke}
          strokeWidth={l.width || undefined}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
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
  side: Side;
}) {
  return (
    <g pointerEvents="none">
      {barricadeBar(a, b, size, side).map((l, i) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: the fixed layers of one symbol, drawn in order, never reordered
          key={i}
          d={l.d}
          fill={l.fill}
          stroke={l.stroke}
          strokeWidth={l.width || undefined}
          strokeLinejoin="round"
        />
      ))}
    </g>
  );
}
