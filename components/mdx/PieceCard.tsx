/**
 * A lesson's piece card (components/mdx/README.md): symbol, names, the inventor's value if there is one, the
 * engine's description, and an interactive diagram of the lone man on `cell` with its moves selected.
 */
import Diagram from './Diagram';
import PieceCardBody from './PieceCardBody';

/** Renders one piece card with its interactive diagram. */
export default function PieceCard({ variant, letter, cell }: { variant: string; letter: string; cell: string }) {
  return (
    <PieceCardBody
      variant={variant}
      letter={letter}
      cell={cell}
      picture={(position, _view, caption) => (
        <Diagram variant={variant} position={position} select={cell.split('-')[0]} caption={caption} free />
      )}
    />
  );
}
