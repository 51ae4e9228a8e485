import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import { PuzzleBrowser } from '@/components/islands';
import ReconstructedNotes from '@/components/ReconstructedNotes';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles/index';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'puzzles');

/**
 * A variant's puzzles, one at a time, each at its own address `#<puzzle-id>` (docs/CONVENTIONS.md §8: each puzzle
 * element carries `data-puzzle-id`).
 */
export default async function PuzzlesPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  const puzzles = PUZZLES_BY_VARIANT[variant.id];
  return (
    <article className="board-page" data-page="puzzles">
      <VariantHeading variant={variant} section="puzzles" />
      <PuzzleBrowser puzzles={puzzles} />
      <p className="lead board-help">
        {puzzles.length} positions, from first steps to hard, most of them about one rule of {name}. Play your move on
        the board: the rules engine checks it, accepts every move that reaches the goal, and answers with the best
        defence. A wrong move is explained and taken back. Hints show the piece, then the cell, then the move. Your
        progress stays in this browser only.
      </p>
      <ReconstructedNotes variant={variant.id} />
      <p className="meta">
        Also for {name}: the <Link href={variantHref(variant.id)}>lesson</Link>, the{' '}
        <Link href={variantHref(variant.id, 'explore')}>free board</Link> and a{' '}
        <Link href={variantHref(variant.id, 'play')}>place to play</Link>. For a class: the{' '}
        <Link href={`${variantHref(variant.id, 'puzzles')}sheet/`} data-sheet-link="">
          puzzle sheet to print
        </Link>
        , with the answers on the last page.
      </p>
    </article>
  );
}
