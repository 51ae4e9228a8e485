import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import PrintButton from '@/components/classroom/PrintButton';
import PrintHeader from '@/components/classroom/PrintHeader';
import PuzzleSheet from '@/components/classroom/PuzzleSheet';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles/index';
import '@/components/classroom/print.css';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'puzzle sheet');

/** A variant's puzzles as a sheet to print and hand out, the answers on the last page. */
export default async function PuzzleSheetPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  const puzzles = PUZZLES_BY_VARIANT[variant.id];
  return (
    <article data-puzzle-sheet={variant.id}>
      <PrintHeader name={`${name} puzzles`} path={`${variantHref(variant.id, 'puzzles')}sheet/`} kind="puzzle sheet" />
      <VariantHeading
        variant={variant}
        section="puzzle sheet"
        crumbs={
          <>
            {' / '}
            <Link href={variantHref(variant.id, 'puzzles')}>Puzzles</Link>
          </>
        }
      >
        The {puzzles.length} puzzles of {name} to print and solve on paper: write each answer as moves (
        <code>from-to</code>). The answers are on the last page. <PrintButton label="Print the sheet" />
      </VariantHeading>
      <PuzzleSheet puzzles={puzzles} />
    </article>
  );
}
