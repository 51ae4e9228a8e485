import type { Ply } from './core/moveList';
import styles from './playable.module.css';

/** A ply in the move list: the moved man's letter (named for screen readers), then the move text. */
export default function PlyCell({ ply }: { ply: Ply | '…' | '' }) {
  if (ply === '') return null;
  if (ply === '…') return <span data-ply="">…</span>;
  return (
    <span>
      {ply.letter && (
        <abbr className={styles.plyPiece} title={ply.name} data-ply-piece="">
          {ply.letter}
        </abbr>
      )}
      <span data-ply="">{ply.text}</span>
    </span>
  );
}
