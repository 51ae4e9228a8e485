import Link from 'next/link';
import VariantHeading from '@/components/VariantHeading';
import PrintButton from '@/components/classroom/PrintButton';
import PrintHeader from '@/components/classroom/PrintHeader';
import Handout from '@/components/handout/Handout';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles/index';
import '@/components/classroom/print.css';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'handout');

/** A variant's handout to print: the one-page summary sheet, then a short workbook (at most six A4 pages). */
export default async function HandoutPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  return (
    <article data-handout={variant.id}>
      <PrintHeader name={name} path={`${variantHref(variant.id)}handout/`} kind="handout" />
      <VariantHeading
        variant={variant}
        section="handout"
        crumbs={
          <>
            {' / '}
            <Link href={variantHref(variant.id)}>Lesson</Link>
          </>
        }
      >
        The {name} handout: page 1 is a summary sheet of the pieces and the end rules; then the start position, our
        readings of the rules and two puzzles with their answers. The whole lesson and every puzzle are on the{' '}
        <Link href={variantHref(variant.id)}>lesson page</Link> and the{' '}
        <Link href={`${variantHref(variant.id, 'puzzles')}sheet/`}>puzzle sheet</Link>.{' '}
        <PrintButton label="Print the handout" />
      </VariantHeading>
      <Handout variant={variant} puzzles={PUZZLES_BY_VARIANT[variant.id]} />
    </article>
  );
}
