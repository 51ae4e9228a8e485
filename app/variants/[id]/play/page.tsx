import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import { Play } from '@/components/islands';
import { hasLesson } from '@/components/mdx/lessons';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { boardView, parsePosition } from '@/engine';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'play');

/**
 * A game of a variant against a friend or the computer (docs/CONVENTIONS.md §8: `?position=<text>` starts from a
 * position).
 */
export default async function PlayPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  const start = parsePosition(variant.id);
  const view = start.ok ? boardView(start.value) : undefined;
  return (
    <article className="board-page" data-page="play">
      <VariantHeading variant={variant} section="play" />
      <Play variant={variant.id} />
      <p className="lead board-help">
        Play a whole game against the computer, or against a friend sitting with you. Click a man, then one of the
        marked cells, or drag it. With the keyboard: Tab to the board, move with the arrow keys
        {view && view.levels > 1 ? ' (Page Up and Page Down change level)' : ''}, and press Enter to select and to play.
        The computer thinks for at most two seconds a move.
      </p>
      <p className="meta">
        Also for {name}: the <Link href={variantHref(variant.id)}>lesson</Link>
        {hasLesson(variant.id) ? '' : ' (being written)'} and the{' '}
        <Link href={variantHref(variant.id, 'explore')}>free board</Link>.
      </p>
    </article>
  );
}
