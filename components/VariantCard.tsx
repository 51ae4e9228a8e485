import Link from 'next/link';
import { boardView, parsePosition } from '@/engine';
import { svgGeometry } from '@/components/board/BoardSvg';
import { variantBoardSrc } from '@/components/gallery/gallery';
import VariantLinks from '@/components/VariantLinks';
import LearnPathProgress from '@/components/learn/PathProgress';
import { displayName, variantInfo, variantHref, type VariantInfo } from '@/content/variants';

/** A variant's board at the start, drawn at build time (scripts/gallery-boards.tsx). */
export function VariantBoard({ variant }: { variant: VariantInfo }) {
  const start = parsePosition(variant.id);
  if (!start.ok) return null;
  const { box } = svgGeometry({ view: boardView(start.value, { play: false }), noLabels: true });
  return (
    <img
      className="card-board"
      src={variantBoardSrc(variant.id)}
      width={Math.round(box.w)}
      height={Math.round(box.h)}
      alt={`The board of ${displayName(variant)} at the start`}
      loading="lazy"
      decoding="async"
    />
  );
}

/** One variant on the home page; subvariants that share its board are linked from the same card. */
export default function VariantCard({ variant, subvariants }: { variant: VariantInfo; subvariants: VariantInfo[] }) {
  const base = variant.baseOf ? variantInfo(variant.baseOf) : undefined;
  const all = [variant, ...subvariants];
  return (
    <li className="card" data-variant={variant.id}>
      <h2>
        <Link href={variantHref(variant.id)}>{variant.name}</Link>
      </h2>
      <VariantBoard variant={variant} />
      <p className="meta">
        <span>
          {variant.inventor}
          {variant.year ? `, ${variant.year}` : ''}
        </span>
        <span>Board: {variant.board}</span>
      </p>
      <p>{variant.pitch}</p>
      <LearnPathProgress variant={variant} />
      {base && <p className="note">The base game of {base.name}.</p>}
      <VariantLinks variant={variant} />
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
