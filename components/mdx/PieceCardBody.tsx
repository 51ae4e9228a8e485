/**
 * The body of a piece card: symbol, names, the inventor's value if there is one, the engine's description, and
 * a picture slot. Shared by the lesson's PieceCard (an interactive diagram in the slot) and the piece gallery
 * (a static SVG, so the gallery ships no board code). Server component.
 */
import type { ReactNode } from 'react';
import { boardView, parsePosition, type BoardView } from '@/engine';
import PieceGlyph from '@/components/pieces/PieceGlyph';
import { readPieceCard } from './diagramSpec';
import css from './mdx.module.css';

interface PieceCardBodyProps {
  readonly variant: string;
  readonly letter: string;
  /** A telling cell (e.g. the centre); a two-cell man names both cells (`f6-g6`). */
  readonly cell: string;
  /** The heading level of the piece's name. */
  readonly level?: 3 | 4;
  /** The card's id (an anchor). */
  readonly id?: string;
  /** Lines under the description (the gallery's "also in"). */
  readonly children?: ReactNode;
  /** Draws the moves picture from the lone man's position text, its board view and a caption. */
  picture(position: string, view: BoardView, caption: string): ReactNode;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Renders one piece card with the picture the caller draws. */
export default function PieceCardBody({ variant, letter, cell, level = 3, id, children, picture }: PieceCardBodyProps) {
  const spec = readPieceCard({ variant, letter, cell });
  const pos = spec.position ? parsePosition(variant, spec.position) : undefined;
  const view = pos?.ok ? boardView(pos.value) : undefined;
  const entry = view?.legend.find((e) => e.letter === letter);
  if (!spec.position || !view || !entry) {
    const msg =
      spec.errors.map((e) => `${e.field}: ${e.message}`).join('; ') ||
      (pos && !pos.ok ? pos.error.message : 'unknown variant');
    return (
      <p className={css.diagramError} role="alert">
        This piece card has a mistake: {msg}.
      </p>
    );
  }
  const { w: wName, b: bName } = entry.names;
  const side = view.sideNames;
  const kind = entry.kind;
  const Tag = level === 3 ? 'h3' : 'h4';
  const names = wName === bName ? wName : `${wName} (${side.w}), ${bName} (${side.b})`;
  const caption = `The ${wName} on ${cell}: the marked cells are where it can go on an empty board.`;
  return (
    <section className={css.pieceCard} id={id} data-piece-card={`${variant}-${letter}`} data-step="board">
      <div className={css.pieceHead}>
        <PieceGlyph kind={kind} letter={letter} side="w" size={52} title={`${side.w} ${wName}`} />
        <PieceGlyph kind={kind} letter={letter} side="b" size={52} title={`${side.b} ${bName}`} />
        <div>
          <Tag className={css.pieceName}>{cap(names)}</Tag>
          <p className={css.pieceMeta}>
            Letter <code>{letter}</code>
            {entry.value !== undefined ? <> · value {entry.value} (the inventor’s)</> : null}
          </p>
        </div>
      </div>
      <p>{entry.description}</p>
      {children}
      {picture(spec.position, view, caption)}
    </section>
  );
}
