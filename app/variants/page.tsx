import type { Metadata } from 'next';
import Link from 'next/link';
import { VariantBoard } from '@/components/VariantCard';
import VariantLinks from '@/components/VariantLinks';
import LearnPathProgress from '@/components/learn/PathProgress';
import { displayName, VARIANT_INFO, variantHref } from '@/content/variants';

export const metadata: Metadata = {
  title: 'Variants',
  description: 'Every variant on Hexplore, with its lesson, puzzles, free board, editor, play page and printables.',
};

/** The header's "Variants": every variant (subvariants too) with a picture of its board and all its pages. */
export default function VariantIndex() {
  return (
    <>
      <h1>Variants</h1>
      <p className="lead">
        Every variant with all its pages: the lesson (with presenter mode and a printable handout), puzzles and a
        printable puzzle sheet, the free board, the board editor and play against the computer or a friend.
      </p>
      <ul className="variant-index" aria-label="Variants">
        {VARIANT_INFO.map((v) => (
          <li key={v.id} data-variant={v.id}>
            <VariantBoard variant={v} />
            <div>
              <h2>
                <Link href={variantHref(v.id)}>{displayName(v)}</Link>
              </h2>
              <p className="meta">
                <span>
                  {v.inventor}
                  {v.year ? `, ${v.year}` : ''} · Board: {v.board}
                </span>
              </p>
              <LearnPathProgress variant={v} />
              <VariantLinks variant={v} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
