'use client';
/**
 * A lesson path's progress in this browser, on the home page's variant cards and the variant index: a link to the
 * path and "14 of 25 steps, 9 of 12 exercises" (nothing until the page runs in the browser, which alone knows).
 * Test hook (docs/CONVENTIONS.md §7.3): `data-learn-progress="<id>"`.
 */
import Link from 'next/link';
import { useMemo } from 'react';
import { summaryWords, unpackKeys } from './progress';
import { useLearnSummary } from './useLearnStore';

export default function LearnProgress({
  variant,
  name,
  href,
  steps,
  exercises,
}: {
  variant: string;
  /** The variant's name, for screen readers. */
  name: string;
  /** The path's address. */
  href: string;
  /** The keys of the path's steps and its exercises' ids (variantPath.ts `progressKeys`), packed (`packKeys`). */
  steps: string;
  exercises: string;
}) {
  const keys = useMemo(() => ({ steps: unpackKeys(steps), exercises: unpackKeys(exercises) }), [steps, exercises]);
  const s = useLearnSummary(variant, keys.steps, keys.exercises);
  const started = !!s && (s.seen > 0 || s.solved > 0);
  // The visible words first in the accessible name (WCAG 2.5.3), the variant's name after them.
  const label = started ? 'Go on learning' : 'Learn step by step';
  return (
    <p className="learn-progress" data-learn-progress={variant}>
      <Link href={href} aria-label={`${label}: ${name}`}>
        {label}
      </Link>{' '}
      <span data-learn-summary="">{s ? (started ? summaryWords(s) : `${s.steps} steps`) : ''}</span>
    </p>
  );
}
