import NotBuilt from '@/components/NotBuilt';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { variantParams } from '@/content/variants';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export const generateMetadata = (props: VariantParams) => variantMetadata(props);

export default async function VariantPage(props: VariantParams) {
  return <NotBuilt variant={await variantFromParams(props)} />;
}
