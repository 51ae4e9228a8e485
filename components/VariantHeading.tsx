import Link from 'next/link';
import type { ReactNode } from 'react';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';

/**
 * The top of a variant's page other than its lesson: breadcrumbs (Home / variant [/ more]), the heading
 * "<variant>: <section>", and the lead paragraph when given.
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
  /** The lead paragraph (a board page puts its own under the board instead, so that the board is in view). */
  children?: ReactNode;
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
      {children && <p className="lead">{children}</p>}
    </>
  );
}
