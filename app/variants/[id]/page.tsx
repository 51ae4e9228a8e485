import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import NotBuilt from '@/components/NotBuilt';
import LessonLayout from '@/components/mdx/LessonLayout';
import { hasLesson, lessonToc } from '@/components/mdx/lessons';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantParams } from '@/content/variants';
import { variantNotes } from '@/engine';

export const dynamicParams = false;
export const generateStaticParams = variantParams;

/** What a lesson module exports (components/mdx/README.md). */
interface LessonModule {
  default: ComponentType;
  meta?: { title?: string; summary?: string; notesIncluded?: boolean };
}

/** Loads a variant's lesson module, or undefined when it has no lesson file yet. */
async function loadLesson(id: string): Promise<LessonModule | undefined> {
  if (!hasLesson(id)) return undefined;
  return (await import(`@/content/lessons/${id}.mdx`)) as LessonModule;
}

export async function generateMetadata(props: VariantParams): Promise<Metadata> {
  const id = (await props.params).id;
  const lesson = await loadLesson(id);
  if (!lesson?.meta?.title) return variantMetadata(props);
  return { title: lesson.meta.title, description: lesson.meta.summary };
}

/** A variant's lesson (content/lessons/<id>.mdx), or the placeholder until it is written. */
export default async function VariantPage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const lesson = await loadLesson(variant.id);
  if (!lesson) return <NotBuilt variant={variant} />;
  const Lesson = lesson.default;
  const engine = variantNotes(variant.id);
  // The engine's reconstructed-rules notes, unless the lesson's meta says it covers them itself.
  const notes = engine.ok && !lesson.meta?.notesIncluded ? engine.value : [];
  return (
    <LessonLayout
      variant={variant}
      title={lesson.meta?.title ?? displayName(variant)}
      toc={lessonToc(variant.id)}
      notes={notes}
    >
      <Lesson />
    </LessonLayout>
  );
}
