import NotBuilt from '@/components/NotBuilt';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { variantParams } from '@/content/variants';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props, 'puzzles');

export default async function PuzzlesPage(props: VariantParams) {
  return <NotBuilt variant={await variantFromParams(props)} section="puzzles" />;
}
