/**
 * The layers of one piece's symbol in a 100 × 100 box (components/pieces/icons.ts): the drawn symbol, or a disc
 * with the piece's letter where it has none. Drawn by the board's tokens (PieceToken) and the HTML glyphs
 * (PieceGlyph) alike. No hooks: renders on the server and on the client.
 */
import { iconLayers, pieceIcon, SIDE_COLORS, sideOfPaint, type Paint } from './icons';

type Layer = ReturnType<typeof iconLayers>[number];

/** Draws filled and outlined paths, in order (`cap`: round line ends). */
export function Layers({ layers, cap = true }: { layers: readonly Layer[]; cap?: boolean }) {
  return layers.map((l, i) => (
    <path
      // biome-ignore lint/suspicious/noArrayIndexKey: the fixed layers of one symbol, drawn in order, never reordered
      key={i}
      d={l.d}
      fill={l.fill}
      stroke={l.stroke}
      strokeWidth={l.width || undefined}
      strokeLinejoin="round"
      strokeLinecap={cap ? 'round' : undefined}
    />
  ));
}

/** Draws one piece's symbol in the box 0 0 100 100, filled with its side's colour and outlined. */
export function PieceSymbol({ kind, letter, side }: { kind: string; letter: string; side: Paint }) {
  const icon = pieceIcon(kind, letter, sideOfPaint(side));
  const c = SIDE_COLORS[side];
  return (
    <>
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
      <Layers layers={iconLayers(icon, side)} />
    </>
  );
}
