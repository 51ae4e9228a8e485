import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import NotBuilt from '@/components/NotBuilt';
import BoardCode from '@/components/mdx/BoardCode';
import { headingComponents } from '@/components/mdx/Heading';
import { lessonOf } from '@/components/mdx/lessons';
import ReconstructedBox from '@/components/mdx/ReconstructedBox';
import { pageNotes } from '@/components/classroom/variantSteps';
import LearnPath from '@/components/learn/LearnPath';
import { variantPath } from '@/components/learn/variantPath';
import { variantFromParams, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantInfo, variantParams } from '@/content/variants';

export const dynamicParams = false;
export const generateStaticParams = variantParams;

/** What a lesson module exports (components/mdx/README.md). */
interface LessonModule {
  default: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
}
const loadLesson = async (id: string) => (await import(`@/content/lessons/${id}.mdx`)) as LessonModule;

export async function generateMetadata(props: VariantParams): Promise<Metadata> {
  const v = variantInfo((await props.params).id);
  if (!v) return {};
  const title = lessonOf(v.id)?.meta.title ?? displayName(v);
  return {
    title: `${title}: learn step by step`,
    description: `The lesson of ${displayName(v)} one step at a time, with practice on the board: made for a phone.`,
  };
}

/**
 * A lesson's path for a student (issue #43; docs/CONVENTIONS.md §8): the lesson's compiled MDX, the same blocks the
 * lesson page renders, shown one step at a time by components/learn/LearnPath.tsx, with exercises and the Try-it
 * questions as steps of their own.
 */
export default async function LearnPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const outline = lessonOf(variant.id);
  if (!outline) return <NotBuilt variant={variant} />;
  const Lesson = (await loadLesson(variant.id)).default;
  const { plan, questions, exercises } = variantPath(variant.id);
  return (
    <>
      <BoardCode />
      <LearnPath
        variant={variant.id}
        title={outline.meta.title ?? displayName(variant)}
        lesson={variantHref(variant.id)}
        plan={plan}
        questions={questions}
        exercises={exercises}
      >
        <Lesson components={headingComponents} />
        <ReconstructedBox notes={pageNotes(variant.id)} block={outline.blocks.length} />
      </LearnPath>
    </>
  );
}
