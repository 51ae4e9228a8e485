'use client';
/**
 * The explore page's side panel: whose turn it is (or how the game ended), the last "why can't it go there?"
 * answer, undo / redo / start again, the men in hand, and the moves played in long move text.
 */
import type { BoardView, Game } from '@/engine';
import { PieceToken } from '@/components/board/PieceToken';
import { pieceName } from './announce';
import type { ExploreState } from './useExplore';
import styles from './explore.module.css';

/** One ply of the move list: its long move text, and the letter and name of the man that moved ('' for a drop). */
export interface Ply {
  readonly text: string;
  readonly letter: string;
  readonly name: string;
}

/** The plies of a game, each with the man that moved, so that a reader can tell which of many kinds it was. */
export function gamePlies(game: Game, view: Pick<BoardView, 'legend'>): Ply[] {
  const kinds = game.position.variant.kinds;
  const texts = game.moveTexts();
  return game.moves.map((m, i) => {
    const letter = texts[i]!.includes('@') ? '' : kinds[m.piece]!.letter; // a drop's text names its man
    const side = game.positions[i]!.turn;
    return { text: texts[i]!, letter, name: letter && pieceName(view, letter, side) };
  });
}

/** Rows of the move list: [move number, first side's ply, second side's ply]; `…` stands for a ply not played. */
export function moveRows<T>(
  plies: readonly T[],
  firstNumber: number,
  blackFirst: boolean,
): [number, T | '…', T | ''][] {
  const all: (T | '…')[] = blackFirst ? ['…', ...plies] : [...plies];
  const rows: [number, T | '…', T | ''][] = [];
  for (let i = 0; i < all.length; i += 2)
    rows.push([firstNumber + i / 2, all[i]!, (all[i + 1] as T | undefined) ?? '']);
  return rows;
}

/** A ply in the move list: the moved man's letter (named for screen readers), then the move text. */
export function PlyCell({ ply }: { ply: Ply | '…' | '' }) {
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

/** The men each side holds, as buttons for the side to move when they can be dropped. */
export function Hand({
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
                <PieceToken kind={kind} letter={letter} side={s} x={50} y={50} size={96} />
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

/** Renders the panel. */
export default function MovePanel({ st }: { st: ExploreState }) {
  const { view, game, outcome, explanation } = st;
  const side = (s: 'w' | 'b') => view.sideNames[s];
  const first = game.positions[0]!;
  const firstNumber = Number(/(?:^|;)\s*move:\s*(\d+)/.exec(first.toString())?.[1] ?? 1);
  const rows = moveRows(gamePlies(game, view), firstNumber, first.turn === 'b');
  return (
    <div className={styles.panel}>
      {outcome ? (
        <p className={styles.over} data-outcome={outcome.status}>
          <strong>Game over.</strong> {outcome.reason.charAt(0).toUpperCase() + outcome.reason.slice(1)}.
        </p>
      ) : (
        <p className={styles.turn} data-turn={view.turn}>
          <strong>{side(view.turn)}</strong> to move{view.check ? ': check!' : '.'}
        </p>
      )}
      {explanation && (
        <div
          className={styles.explanation}
          data-explanation=""
          data-why-code={explanation.code}
          role="note"
          aria-label="Why not"
        >
          <strong>
            Why not {explanation.from} to {explanation.to}?
          </strong>{' '}
          {explanation.reason}
          {explanation.cells.length > 0 && (
            <span className={styles.small}> (marked on the board: {explanation.cells.join(', ')})</span>
          )}
        </div>
      )}
      <div className={styles.buttons}>
        <button type="button" onClick={st.undo} disabled={!game.moves.length}>
          Undo
        </button>
        <button type="button" onClick={st.redo} disabled={!game.undone.length}>
          Redo
        </button>
        <button type="button" onClick={() => st.load(st.startText)}>
          Start position
        </button>
      </div>
      <Hand view={view} selected={st.selected} onSelect={st.select} />
      <h2 className={styles.h}>Moves</h2>
      {rows.length ? (
        <ol className={styles.moves} data-move-list="">
          {rows.map(([n, a, b]) => (
            <li key={n}>
              <span className={styles.num}>{n}.</span> <PlyCell ply={a} /> <PlyCell ply={b} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.small} data-move-list="">
          No moves yet. Click a man, then one of the marked cells; or drag it.
        </p>
      )}
    </div>
  );
}
