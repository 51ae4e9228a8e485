import { readFileSync } from 'node:fs';
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import NotBuilt from '@/components/NotBuilt';
import LessonLayout from '@/components/mdx/LessonLayout';
import type { TeacherNotes } from '@/components/classroom/ClassroomTools';
import { guideSections, notesBySection } from '@/components/classroom/guide';
import { hasLesson, lessonPath, lessonToc } from '@/components/mdx/lessons';
import { GUIDES } from '@/content/guides/index';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { displayName, variantHref, variantParams, type VariantId } from '@/content/variants';
import { variantNotes } from '@/engine';

export const dynamicParams = false;

/** The guide's speaker notes for presenter mode, each section's after the `###` to `##` fallback. */
function teacherNotes(id: VariantId): TeacherNotes | undefined {
  const guide = GUIDES[id];
  if (!guide || !hasLesson(id)) return undefined;
  const notes = notesBySection(guide.notes, guideSections(readFileSync(lessonPath(id), 'utf8')));
  return { variant: id, guide: `${variantHref(id)}guide/`, notes };
}
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
      teacher={teacherNotes(variant.id)}
    >
      <Lesson />
    </LessonLayout>
  );
}
