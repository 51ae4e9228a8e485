/**
 * The pieces of a variant: each one's symbol in both colours, its names (per side where they differ, as in King
 * and Queen) with its letter, and how it moves in words. Everything comes from the engine's board view.
 */
import type { BoardView, ByColor } from '@/engine';
import PieceGlyph from './PieceGlyph';
import styles from './Legend.module.css';
import { paintOf } from './palette';

export interface LegendProps {
  /** The engine's legend (`boardView(...).legend`). */
  readonly legend: BoardView['legend'];
  /** The variant's side names, first player first ("White", "Black"; "Blue", "Red"). */
  readonly sideNames: ByColor<string>;
  /** Symbol size in CSS pixels. */
  readonly size?: number;
  /** The list's accessible name. */
  readonly label?: string;
}

/** Capitalises the first letter of a name. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Lists every piece of a variant with its symbols, names and moves. */
export default function Legend({ legend, sideNames, size = 44, label = 'Pieces' }: LegendProps) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {legend.map((p) => {
        const { w, b } = p.names;
        const same = w === b;
        return (
          <li key={p.letter} className={styles.entry} data-kind={p.kind}>
            <span className={styles.glyphs}>
              <PieceGlyph
                kind={p.kind}
                letter={p.letter}
                side={paintOf('w', sideNames)}
                size={size}
                title={`${sideNames.w} ${w}`}
              />
              <PieceGlyph
                kind={p.kind}
                letter={p.letter}
                side={paintOf('b', sideNames)}
                size={size}
                title={`${sideNames.b} ${b}`}
              />
            </span>
            <span className={styles.text}>
              <span className={styles.names}>
                {same ? (
                  <strong>{cap(w)}</strong>
                ) : (
                  <>
                    <strong>{cap(w)}</strong> <span className={styles.side}>({sideNames.w})</span>
                    {' · '}
                    <strong>{cap(b)}</strong> <span className={styles.side}>({sideNames.b})</span>
                  </>
                )}{' '}
                <abbr className={styles.letter} title="letter in the notation">
                  {p.letter}
                </abbr>
              </span>
              <span className={styles.desc}>{p.description}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
