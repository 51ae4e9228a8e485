'use client';
/** The men each side holds in hand (Peanut's drops): a button per man the side to move can drop. */
import type { BoardView } from '@/engine';
import { PieceToken } from './PieceToken';
import { pieceName } from './core/announce';
import styles from './playable.module.css';
import { paintOf } from '@/components/pieces/palette';

/** The men each side holds, as buttons for the side to move when they can be dropped. */
export default function Hand({
  view,
  selected,
  onSelect,
}: {
  view: BoardView;
  selected?: string;
  onSelect(key: string): void;
}) {
  const sides = (['w', 'b'] as const).filter((s) => Object.keys(view.hand[s]).length);
  if (!sides.length) return null;
  return (
    <div className={styles.hand} data-hand="">
      {sides.map((s) => (
        <p key={s}>
          <span>{view.sideNames[s]} holds: </span>
          {Object.entries(view.hand[s]).map(([letter, n]) => {
            const key = `@${letter}`;
            const can = s === view.turn && view.moves.has(key);
            const kind = view.legend.find((l) => l.letter === letter)?.kind ?? letter;
            const name = `${pieceName(view, letter, s)}${n > 1 ? ` ×${n}` : ''}`;
            const icon = (
              // biome-ignore lint/correctness/useJsxKeyInIterable: not a list item; the button or span returned below carries the key
              <svg viewBox="0 0 100 100" width="24" height="24" aria-hidden="true">
                <PieceToken kind={kind} letter={letter} side={paintOf(s, view.sideNames)} x={50} y={50} size={96} />
              </svg>
            );
            return can ? (
              <button
                key={letter}
                type="button"
                aria-pressed={selected === key}
                data-hand-piece={key}
                onClick={() => onSelect(key)}
              >
                {icon} {name}
              </button>
            ) : (
              <span key={letter} className={styles.handPiece}>
                {icon} {name}
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
}
