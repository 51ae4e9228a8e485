import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import { Editor } from '@/components/islands';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'board editor');

/** The board editor of a variant (`?position=<text>` opens a position). */
export default async function EditorPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  return (
    <article className="board-page" data-page="editor">
      <VariantHeading variant={variant} section="board editor" />
      <Editor variant={variant.id} />
      <p className="lead board-help">
        Choose a piece, then click cells to place it (click it again to remove it); a two-cell piece takes two clicks,
        one on each of its cells. Drag a man to move it, or off the board to remove it. With the keyboard: Tab to the
        pieces, press Enter on one, Tab on to the board, move with the arrow keys and press Enter to place. The engine
        says at once what is wrong with the position; the address always holds it.
      </p>
      <p className="meta">
        Also for {name}: the <Link href={variantHref(variant.id)}>lesson</Link> and the{' '}
        <Link href={variantHref(variant.id, 'explore')}>free board</Link>.
      </p>
    </article>
  );
}
