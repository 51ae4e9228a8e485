import Link from 'next/link';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';
import { variantNotes } from '@/engine';
import ReconstructedNotes from '@/components/ReconstructedNotes';

const SECTIONS = {
  explore: 'free board',
  puzzles: 'puzzles',
  play: 'place to play',
} as const;

type Section = keyof typeof SECTIONS;

/** An honest placeholder for a variant page whose content does not exist yet. */
export default function NotBuilt({ variant, section }: { variant: VariantInfo; section?: Section }) {
  const name = displayName(variant);
  const engine = variantNotes(variant.id);
  const rules = engine.ok
    ? `The rules engine already knows every rule of ${name}, checked by tests against our rules reference.`
    : `The rules engine does not know the rules of ${name} yet.`;
  return (
    <article className="placeholder">
      <p className="crumbs">
        <Link href="/">Home</Link>
        {section && (
          <>
            {' / '}
            <Link href={variantHref(variant.id)}>{name}</Link>
          </>
        )}
      </p>
      <h1>{section ? `${name}: ${SECTIONS[section]}` : name}</h1>
      <p className="meta">
        Invented by {variant.inventor}
        {variant.year ? ` in ${variant.year}` : ''}. Board: {variant.board}.
      </p>
      {section ? (
        <p className="status">
          The {SECTIONS[section]} for {name} is not built yet. {rules}
        </p>
      ) : (
        <>
          <p>{variant.pitch}</p>
          <p className="status">
            The interactive lesson for this variant is being written. {rules} The free board and the place to play are
            ready; puzzles will follow.
          </p>
          <ReconstructedNotes variant={variant.id} />
          <ul className="sections">
            {(Object.keys(SECTIONS) as Section[]).map((s) => (
              <li key={s}>
                <Link href={variantHref(variant.id, s)}>{SECTIONS[s]}</Link>
                {s === 'puzzles' ? ' (not built yet)' : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={section ? variantHref(variant.id) : '/'}>← Back to {section ? name : 'all variants'}</Link>
      </p>
    </article>
  );
}
