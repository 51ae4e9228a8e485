/**
 * The lesson files (content/lessons/<id>.mdx) as the build sees them: which exist, each one's outline (read once
 * per process: components/mdx/outline.ts), and the previous and next lesson in the home page's order. Build-time
 * only (reads the disk).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_INFO, type VariantInfo } from '@/content/variants';
import { lessonOutline, type LessonOutline } from './outline';

/** The folder of the lessons. */
const LESSON_DIR = join(process.cwd(), 'content', 'lessons');

/** Returns the path of a variant's lesson file. */
const lessonPath = (id: string) => join(LESSON_DIR, `${id}.mdx`);

/** True when the variant has a lesson file. */
export const hasLesson = (id: string): boolean => existsSync(lessonPath(id));

const outlines = new Map<string, LessonOutline>();

/** Returns the outline of a variant's lesson, or undefined when it has no lesson file. */
export function lessonOf(id: string): LessonOutline | undefined {
  if (!hasLesson(id)) return undefined;
  let o = outlines.get(id);
  if (!o) outlines.set(id, (o = lessonOutline(readFileSync(lessonPath(id), 'utf8'))));
  return o;
}

/** Returns the variants before and after `id` in the home page's order (content/variants.ts). */
export function neighbours(id: string): { prev?: VariantInfo; next?: VariantInfo } {
  const i = VARIANT_INFO.findIndex((v) => v.id === id);
  return { prev: i > 0 ? VARIANT_INFO[i - 1] : undefined, next: i >= 0 ? VARIANT_INFO[i + 1] : undefined };
}
