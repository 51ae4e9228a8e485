import type { Metadata } from 'next';
import Link from 'next/link';
import { svgGeometry } from '@/components/board/BoardSvg';
import PieceCardBody from '@/components/mdx/PieceCardBody';
import { galleryBoardSrc, galleryPieces, type GalleryPiece } from '@/components/gallery/gallery';
import { displayName, variantHref } from '@/content/variants';
import css from '@/components/gallery/gallery.module.css';

export const metadata: Metadata = {
  title: 'Pieces',
  description: 'Every piece of every variant on Hexplore, with how it moves from the centre of an empty board.',
};

/** Links to the other variants' pieces of the same engine name: those that move the same, then the others. */
function AlsoIn({ piece, all }: { piece: GalleryPiece; all: readonly GalleryPiece[] }) {
  const named = all.filter((p) => p.kind === piece.kind && p.variant.id !== piece.variant.id);
  const same = named.filter((p) => p.moves === piece.moves);
  const other = named.filter((p) => p.moves !== piece.moves);
  const links = (ps: GalleryPiece[]) =>
    ps.map((p, i) => (
      <span key={p.anchor}>
        {i > 0 && ', '}
        <Link href={`#${p.anchor}`}>{displayName(p.variant)}</Link>
      </span>
    ));
  return (
    <>
      {same.length > 0 && <p className={css.also}>Moves the same in: {links(same)}.</p>}
      {other.length > 0 && <p className={css.also}>Same name, other moves in: {links(other)}.</p>}
    </>
  );
}

/** The piece gallery: every piece of every variant, grouped by variant, each with its moves from a telling cell. */
export default function PiecesPage() {
  const groups = galleryPieces();
  const all = groups.flatMap((g) => g.pieces);
  return (
    <article className={css.gallery} data-gallery="">
      <p className="crumbs">
        <Link href="/">Home</Link> / Pieces
      </p>
      <h1>Piece gallery</h1>
      <p className="lead">
        Every piece of every variant on Hexplore ({all.length} in all), each alone on an empty board near the centre
        with the cells it can reach marked. Pieces that share a name across variants link to each other.
      </p>
      <nav aria-label="Variants" className={css.index}>
        <ul>
          {groups.map((g) => (
            <li key={g.variant.id}>
              <a href={`#${g.variant.id}`}>{displayName(g.variant)}</a> ({g.pieces.length})
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.variant.id} aria-labelledby={g.variant.id} className={css.group}>
          <h2 id={g.variant.id}>{displayName(g.variant)}</h2>
          <p className={css.links}>
            <Link href={variantHref(g.variant.id)}>Lesson</Link> ·{' '}
            <Link href={variantHref(g.variant.id, 'explore')}>Free board</Link>
          </p>
          <div className={css.grid}>
            {g.pieces.map((p) => (
              <PieceCardBody
                key={p.anchor}
                id={p.anchor}
                variant={p.variant.id}
                letter={p.letter}
                cell={p.cell}
                picture={(_position, view, caption) => {
                  // A static picture drawn at build time (scripts/gallery-boards.tsx): the page ships no board code
                  // and sends each board once.
                  const { box } = svgGeometry({ view, noLabels: true });
                  return (
                    <figure className={css.figure}>
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={galleryBoardSrc(p.anchor)}
                        alt={caption}
                        width={Math.round(box.w)}
                        height={Math.round(box.h)}
                        loading="lazy"
                        decoding="async"
                        data-board-svg={view.variant}
                        className={css.board}
                      />
                      <figcaption>{caption}</figcaption>
                    </figure>
                  );
                }}
              >
                <AlsoIn piece={p} all={all} />
              </PieceCardBody>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
