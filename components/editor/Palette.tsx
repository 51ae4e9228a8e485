'use client';
/**
 * The editor's palette: every piece of the variant for each side, from the engine's piece table (promoted men and
 * the two-cell Barricade included), and the eraser. One button is pressed: the tool in hand.
 */
import { SIDES } from '@/engine';
import PieceGlyph from '@/components/pieces/PieceGlyph';
import type { EditorState } from './useEditor';
import styles from './editor.module.css';
import { paintOf } from '@/components/pieces/palette';

/** Renders the palette of both sides and the eraser. */
export default function Palette({ ed }: { ed: EditorState }) {
  const { palette } = ed.options;
  const { sideNames } = ed.check.view;
  return (
    <div className={styles.palette} role="group" aria-label="Pieces to place">
      {SIDES.map((side) => (
        <div key={side} role="group" aria-label={`${sideNames[side]} pieces`} className={styles.paletteSide}>
          <span className={styles.h}>{sideNames[side]}</span>
          <div className={styles.paletteButtons}>
            {palette.map((p) => {
              const on = ed.tool !== 'erase' && ed.tool.letter === p.letter && ed.tool.side === side;
              return (
                <button
                  key={p.letter}
                  type="button"
                  aria-pressed={on}
                  data-palette={`${side}:${p.letter}`}
                  title={`${p.names[side]} (${p.letter})${p.cells === 2 ? ': stands on two cells' : ''}`}
                  onClick={() => ed.setTool({ letter: p.letter, side })}
                >
                  <PieceGlyph kind={p.kind} letter={p.letter} side={paintOf(side, sideNames)} size={30} title={null} />
                  <span className={styles.pieceName}>
                    {p.names[side]}
                    {p.cells === 2 ? ' (2 cells)' : ''}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <button
        type="button"
        aria-pressed={ed.tool === 'erase'}
        data-palette="erase"
        onClick={() => ed.setTool('erase')}
        className={styles.eraser}
      >
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
          <path
            d="M6 22 L16 8 L25 14 L17 25 H9 Z"
            fill="#f4d6d2"
            stroke="#7a2a22"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M11 15 L20 21" stroke="#7a2a22" strokeWidth="2" />
        </svg>
        Eraser
      </button>
    </div>
  );
}
