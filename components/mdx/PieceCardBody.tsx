/**
 * The body of a piece card: symbol, names, the piece's value if a source gives one (and whose), the piece in plain words
 * (content/pieceWords.ts) with the engine's description under it as the exact rule, and a picture slot. Shared by the lesson's PieceCard (an interactive diagram in the slot) and the piece gallery
 * (a static SVG, so the gallery ships no board code). Server component.
 */
import type { ReactNode } from 'react';
import type { BoardView } from '@/engine';
import PieceGlyph from '@/components/pieces/PieceGlyph';
import { readCard } from './cardWords';
import { pieceWords } from '@/content/pieceWords';
import css from './mdx.module.css';
import { paintOf } from '@/components/pieces/palette';
import type { BlockStamp } from './remarkOutline.mjs';

interface PieceCardBodyProps extends BlockStamp {
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

/** Renders one piece card with the picture the caller draws. */
export default function PieceCardBody({
  variant,
  letter,
  cell,
  level = 3,
  id,
  children,
  picture,
  ...stamp
}: PieceCardBodyProps) {
  const card = readCard(variant, letter, cell);
  if (card.mistake !== undefined)
    return (
      <p className={css.diagramError} role="alert" {...stamp}>
        This piece card has a mistake: {card.mistake}.
      </p>
    );
  const { view, entry } = card;
  const plain = pieceWords(variant, letter);
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <section className={css.pieceCard} id={id} data-piece-card={`${variant}-${letter}`} {...stamp}>
      <div className={css.pieceHead}>
        <PieceGlyph
          kind={entry.kind}
          letter={letter}
          side={paintOf('w', view.sideNames)}
          size={52}
          title={card.glyphs[0]}
        />
        <PieceGlyph
          kind={entry.kind}
          letter={letter}
          side={paintOf('b', view.sideNames)}
          size={52}
          title={card.glyphs[1]}
        />
        <div>
          <Tag className={css.pieceName}>{card.names}</Tag>
          <p className={css.pieceMeta}>
            Letter <code>{letter}</code>
            {entry.value !== undefined ? (
              <>
                {' '}
                · value {entry.value} ({entry.valueBy})
              </>
            ) : null}
          </p>
        </div>
      </div>
      {plain ? (
        <p className={css.plain} data-plain="">
          {plain}
        </p>
      ) : null}
      <p className={plain ? css.exact : undefined} data-exact="">
        {plain ? <span className={css.exactLabel}>The exact rule: </span> : null}
        {entry.description}
      </p>
      {children}
      {picture(card.position, view, card.caption)}
    </section>
  );
}
