import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import NotBuilt from '@/components/NotBuilt';
import LessonLayout from '@/components/mdx/LessonLayout';
import type { TeacherNotes } from '@/components/classroom/ClassroomTools';
import { guideSections, notesBySection } from '@/components/classroom/guide';
import { pageNotes, variantSteps } from '@/components/classroom/variantSteps';
import { lessonOf } from '@/components/mdx/lessons';
import type { LessonOutline } from '@/components/mdx/outline';
import { GUIDES } from '@/content/guides/index';
import { classQuestions } from '@/components/learn/questions';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams, type VariantId } from '@/content/variants';

export const dynamicParams = false;

/** The guide's speaker notes for presenter mode by section id, each section's after the `###` to `##` fallback. */
function teacherNotes(id: VariantId, outline: LessonOutline, reconstructed: boolean): TeacherNotes | undefined {
  const guide = GUIDES[id];
  if (!guide) return undefined;
  const notes = notesBySection(guide.notes, guideSections(outline, reconstructed));
  return {
    variant: id,
    guide: `${variantHref(id)}guide/`,
    notes,
    questions: classQuestions(id, outline.questions, guide.checks),
  };
}
export const generateStaticParams = variantParams;

/** What a lesson module exports (components/mdx/README.md): the lesson, its components from mdx-components.tsx. */
interface LessonModule {
  default: ComponentType;
}

/** Loads a variant's lesson module (the MDX compiled by Next). */
const loadLesson = async (id: string) => (await import(`@/content/lessons/${id}.mdx`)) as LessonModule;

export async function generateMetadata(props: VariantParams): Promise<Metadata> {
  const meta = lessonOf((await props.params).id)?.meta;
  if (!meta?.title) return variantMetadata(props);
  return { title: meta.title, description: meta.summary };
}

/** A variant's lesson (content/lessons/<id>.mdx) read through its outline, or the placeholder until it is written. */
export default async function VariantPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const outline = lessonOf(variant.id);
  if (!outline) return <NotBuilt variant={variant} />;
  const Lesson = (await loadLesson(variant.id)).default;
  // The engine's reconstructed-rules notes, unless the lesson's meta says it covers them itself.
  const notes = pageNotes(variant.id);
  const steps = variantSteps(variant.id);
  return (
    <LessonLayout
      variant={variant}
      title={outline.meta.title ?? displayName(variant)}
      toc={outline.headings}
      notes={notes}
      teacher={teacherNotes(variant.id, outline, notes.length > 0)}
      steps={steps}
      blocks={outline.blocks.length}
    >
      <Lesson />
    </LessonLayout>
  );
}
