import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { displayName, variantInfo, type VariantInfo } from '@/content/variants';

export type VariantParams = { params: Promise<{ id: string }> };

/** Returns the variant of a /variants/[id]/… route, or renders the not-found page. */
export async function variantFromParams({ params }: VariantParams): Promise<VariantInfo> {
  const variant = variantInfo((await params).id);
  if (!variant) notFound();
  return variant;
}

/** Returns the page title of a /variants/[id]/… route, with an optional suffix such as "puzzles". */
export async function variantMetadata(props: VariantParams, suffix?: string): Promise<Metadata> {
  const variant = variantInfo((await props.params).id);
  if (!variant) return {};
  return { title: suffix ? `${displayName(variant)}: ${suffix}` : displayName(variant) };
}
