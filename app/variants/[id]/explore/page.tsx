import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import { Explore } from '@/components/islands';
import Legend from '@/components/pieces/Legend';
import ReconstructedNotes from '@/components/ReconstructedNotes';
import { hasLesson } from '@/components/mdx/lessons';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { boardView, parsePosition } from '@/engine';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'free board');

/** The free board of a variant (docs/CONVENTIONS.md §8: `?position=<text>` loads a position). */
export default async function ExplorePage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  const start = parsePosition(variant.id);
  const view = start.ok ? boardView(start.value) : undefined;
  return (
    <article className="board-page" data-page="explore">
      <VariantHeading variant={variant} section="free board" />
      <Explore variant={variant.id} />
      <p className="lead board-help">
        Click a man to see where it can go, then click a marked cell, or drag the man there. Click a cell it cannot
        reach to learn why not. With the keyboard: Tab to the board, move with the arrow keys
        {view && view.levels > 1 ? ' (Page Up and Page Down change level)' : ''}, and press Enter to select and to play.
        The address always holds what you see, ready to share.
      </p>
      {view && (
        <section aria-labelledby="pieces-heading" className="explore-section">
          <h2 id="pieces-heading">The pieces</h2>
          <Legend legend={view.legend} sideNames={view.sideNames} label={`Pieces of ${name}`} />
        </section>
      )}
      <ReconstructedNotes variant={variant.id} />
      <p className="meta">
        Also for {name}: the <Link href={variantHref(variant.id)}>lesson</Link>
        {hasLesson(variant.id) ? '' : ' (being written)'},{' '}
        <Link href={variantHref(variant.id, 'editor')}>board editor</Link>,{' '}
        <Link href={variantHref(variant.id, 'puzzles')}>puzzles</Link> and{' '}
        <Link href={variantHref(variant.id, 'play')}>a game against the computer or a friend</Link>.
      </p>
    </article>
  );
}
