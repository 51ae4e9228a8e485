import Link from 'next/link';
import { hasLesson } from '@/components/mdx/lessons';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';

/** Every page of one variant, in a teacher's order: the home page's cards and the variant index share the list. */
function variantPages(id: VariantInfo['id']): { label: string; what: string; href: string }[] {
  const lesson = hasLesson(id);
  return [
    { label: lesson ? 'Lesson' : 'Lesson (being written)', what: 'lesson', href: variantHref(id) },
    { label: 'Puzzles', what: 'puzzles', href: variantHref(id, 'puzzles') },
    { label: 'Free board', what: 'free board', href: variantHref(id, 'explore') },
    { label: 'Editor', what: 'board editor', href: variantHref(id, 'editor') },
    { label: 'Play', what: 'play', href: variantHref(id, 'play') },
    { label: 'Handout', what: 'printable handout and summary sheet', href: `${variantHref(id)}handout/` },
    { label: 'Puzzle sheet', what: 'printable puzzle sheet', href: `${variantHref(id, 'puzzles')}sheet/` },
    { label: 'Teacher’s guide', what: 'teacher’s guide', href: `${variantHref(id)}guide/` },
    { label: 'Pieces', what: 'pieces', href: `/pieces/#${id}` },
  ];
}

/** The links to every page of a variant, each named with the variant for screen readers. */
export default function VariantLinks({ variant }: { variant: VariantInfo }) {
  return (
    <p className="card-links">
      {variantPages(variant.id).map((p) => (
        <Link key={p.what} href={p.href} aria-label={`${displayName(variant)}: ${p.what}`}>
          {p.label}
        </Link>
      ))}
    </p>
  );
}
