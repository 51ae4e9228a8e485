import Link from 'next/link';
import type { ReactNode } from 'react';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';

/**
 * The top of a variant's page other than its lesson: breadcrumbs (Home / variant [/ more]), the heading
 * "<variant>: <section>", and the lead paragraph.
 */
export default function VariantHeading({
  variant,
  section,
  crumbs,
  children,
}: {
  variant: VariantInfo;
  section: string;
  crumbs?: ReactNode;
  children: ReactNode;
}) {
  const name = displayName(variant);
  return (
    <>
      <p className="crumbs">
        <Link href="/">Home</Link> / <Link href={variantHref(variant.id)}>{name}</Link>
        {crumbs}
      </p>
      <h1>
        {name}: {section}
      </h1>
      <p className="lead">{children}</p>
    </>
  );
}
