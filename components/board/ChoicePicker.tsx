'use client';
/**
 * The choice between several moves that end on the same cell: a promotion (one button per piece, from the
 * moves' `promo`), a capture with or without moving, or a two-cell man's landing pairs. Takes the focus when it
 * opens, and gives it back to the cell's button in the board's cell list when it closes; Escape cancels. It lies over
 * the top of the picture (playable.module.css), so that opening it moves nothing under the pointer.
 */
import { useEffect, useRef } from 'react';
import type { BoardView, MoveView } from '@/engine';
import { PieceToken } from '@/components/board/PieceToken';
import { pieceName, stepWords } from './core/announce';
import type { Choice } from './core/controller';
import styles from './playable.module.css';
import { paintOf } from '@/components/pieces/palette';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Words for one of the choices. */
function choiceLabel(view: Pick<BoardView, 'legend'>, m: MoveView, side: 'w' | 'b'): string {
  if (m.promo) return cap(pieceName(view, m.promo, side));
  if (m.kind === 'stay') return 'take without moving';
  if (m.steps) return stepWords(m);
  return m.kind === 'capture' ? `move and take on ${m.land[0]}` : m.text;
}

interface ChoicePickerProps {
  readonly view: BoardView;
  readonly choice: Choice;
  onPick(m: MoveView): void;
  onCancel(): void;
}

/** Renders the choice as a row of buttons. */
export default function ChoicePicker({ view, choice, onPick, onCancel }: ChoicePickerProps) {
  const first = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Does `f`, then puts the focus back on the cell's button of this board (the chooser is gone by then). */
  const andBack = (f: () => void) => () => {
    const root = box.current?.closest<HTMLElement>('[data-board-root]');
    f();
    requestAnimationFrame(() => root?.querySelector<HTMLElement>(`[data-cell="${choice.cell}"]`)?.focus());
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first button again whenever a new choice is offered
  useEffect(() => first.current?.focus(), [choice]);
  const promo = choice.moves.every((m) => m.promo);
  const legend = (letter: string) => view.legend.find((l) => l.letter === letter);
  return (
    <div
      ref={box}
      className={styles.choice}
      role="group"
      aria-label={promo ? `Promote on ${choice.cell} to` : `Moves to ${choice.cell}`}
      data-choice={choice.cell}
      onKeyDown={(e) => {
        if (e.key === 'Escape') andBack(onCancel)();
      }}
    >
      <span className={styles.choiceTitle}>
        {promo ? `Promote on ${choice.cell} to:` : `Several moves start on ${choice.cell}:`}
      </span>
      {choice.moves.map((m, i) => {
        const kind = m.promo ? legend(m.promo)?.kind : undefined;
        return (
          <button
            key={m.text}
            ref={i === 0 ? first : undefined}
            type="button"
            data-move={m.text}
            onClick={andBack(() => onPick(m))}
          >
            {kind && (
              <svg viewBox="0 0 100 100" width="28" height="28" aria-hidden="true">
                <PieceToken
                  kind={kind}
                  letter={m.promo!}
                  side={paintOf(view.turn, view.sideNames)}
                  x={50}
                  y={50}
                  size={96}
                />
              </svg>
            )}
            {choiceLabel(view, m, view.turn)}
          </button>
        );
      })}
      <button type="button" onClick={andBack(onCancel)} className={styles.cancel}>
        Cancel
      </button>
    </div>
  );
}
