import Link from 'next/link';
import { hasLesson } from '@/components/mdx/lessons';
import { displayName, variantInfo, variantHref, type VariantInfo } from '@/content/variants';

/** One variant on the home page; subvariants that share its board are linked from the same card. */
export default function VariantCard({ variant, subvariants }: { variant: VariantInfo; subvariants: VariantInfo[] }) {
  const base = variant.baseOf ? variantInfo(variant.baseOf) : undefined;
  const all = [variant, ...subvariants];
  return (
    <li className="card" data-variant={variant.id}>
      <h2>
        <Link href={variantHref(variant.id)}>{variant.name}</Link>
      </h2>
      <p className="meta">
        <span>
          {variant.inventor}
          {variant.year ? `, ${variant.year}` : ''}
        </span>
        <span>Board: {variant.board}</span>
      </p>
      <p>{variant.pitch}</p>
      {base && <p className="note">The base game of {base.name}.</p>}
      <p className="card-links">
        <Link href={variantHref(variant.id)} aria-label={`${displayName(variant)}: lesson`}>
          {hasLesson(variant.id) ? 'Lesson' : 'Lesson (being written)'}
        </Link>
        <Link href={variantHref(variant.id, 'explore')} aria-label={`${displayName(variant)}: free board`}>
          Free board
        </Link>
        <Link href={variantHref(variant.id, 'puzzles')} aria-label={`${displayName(variant)}: puzzles`}>
          Puzzles
        </Link>
        <Link href={variantHref(variant.id, 'play')} aria-label={`${displayName(variant)}: play`}>
          Play
        </Link>
        <Link href={`/pieces/#${variant.id}`} aria-label={`${displayName(variant)}: pieces`}>
          Pieces
        </Link>
      </p>
      {subvariants.length > 0 && (
        <p className="note">
          Two line-ups:{' '}
          {all.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ' · '}
              <Link href={variantHref(s.id)} aria-label={`${s.name} ${s.subvariant}`}>
                {s.subvariant}
              </Link>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
