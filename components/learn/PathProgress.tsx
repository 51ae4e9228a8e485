/**
 * A variant's path progress where the variants are listed (the home page's cards, the variant index): the path's
 * keys read at build time, the progress in the browser (LearnProgress.tsx). Nothing for a variant without a lesson.
 * Server component.
 */
import { hasLesson } from '@/components/mdx/lessons';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';
import LearnProgress from './LearnProgress';
import { packKeys } from './progress';
import { progressKeys, variantPath } from './variantPath';

export default function PathProgress({ variant }: { variant: VariantInfo }) {
  if (!hasLesson(variant.id)) return null;
  const keys = progressKeys(variantPath(variant.id).plan);
  return (
    <LearnProgress
      variant={variant.id}
      name={displayName(variant)}
      href={variantHref(variant.id, 'learn')}
      steps={packKeys(keys.steps)}
      exercises={packKeys(keys.exercises)}
    />
  );
}
