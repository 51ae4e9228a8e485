/**
 * A lesson's piece card (components/mdx/README.md): symbol, names, the inventor's value if there is one, the
 * engine's description, and an interactive diagram of the lone man on `cell` with its moves selected.
 */
import Diagram from './Diagram';
import PieceCardBody from './PieceCardBody';
import type { BlockStamp } from './remarkOutline.mjs';

/** Renders one piece card with its interactive diagram (its block number, at a lesson's top level, on its root). */
export default function PieceCard({
  variant,
  letter,
  cell,
  ...stamp
}: { variant: string; letter: string; cell: string } & BlockStamp) {
  return (
    <PieceCardBody
      variant={variant}
      letter={letter}
      cell={cell}
      {...stamp}
      picture={(position, _view, caption) => (
        <Diagram variant={variant} position={position} select={cell.split('-')[0]} caption={caption} free />
      )}
    />
  );
}
