/**
 * The lesson files (content/lessons/<id>.mdx) as the build sees them: which exist, their headings for the table
 * of contents, and the previous and next lesson in the home page's order. Build-time only (reads the disk).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_INFO, type VariantInfo } from '@/content/variants';
import { markdownText, slugify } from './slug';

/** The folder of the lessons. */
const LESSON_DIR = join(process.cwd(), 'content', 'lessons');

/** Returns the path of a variant's lesson file. */
export const lessonPath = (id: string) => join(LESSON_DIR, `${id}.mdx`);

/** True when the variant has a lesson file. */
export const hasLesson = (id: string): boolean => existsSync(lessonPath(id));

/** One entry of a table of contents. */
export interface TocEntry {
  readonly level: 2 | 3;
  readonly text: string;
  readonly id: string;
  /** 1-based line in the file (0 for the sections the page adds). */
  readonly line: number;
}

/** Returns the `##` and `###` headings of MDX source outside code fences, then Recap and TryIt if used. */
export function headingsOf(source: string): TocEntry[] {
  const out: TocEntry[] = [];
  let fence = false;
  let recap = false;
  let tryIt = false;
  source.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    const m = /^(##|###)\s+(.+?)\s*#*$/.exec(line);
    if (m) {
      const text = markdownText(m[2]!);
      out.push({ level: m[1] === '##' ? 2 : 3, text, id: slugify(text), line: i + 1 });
    }
    if (/<Recap[\s>]/.test(line)) recap = true;
    if (/<TryIt[\s/>]/.test(line)) tryIt = true;
  });
  if (recap) out.push({ level: 2, text: 'Recap', id: 'recap', line: 0 });
  if (tryIt) out.push({ level: 2, text: 'Try it yourself', id: 'try-it', line: 0 });
  return out;
}

/** Returns a lesson's table of contents (empty when it has no file). */
export function lessonToc(id: string): TocEntry[] {
  return hasLesson(id) ? headingsOf(readFileSync(lessonPath(id), 'utf8')) : [];
}

/** Returns the variants before and after `id` in the home page's order (content/variants.ts). */
export function neighbours(id: string): { prev?: VariantInfo; next?: VariantInfo } {
  const i = VARIANT_INFO.findIndex((v) => v.id === id);
  return { prev: i > 0 ? VARIANT_INFO[i - 1] : undefined, next: i >= 0 ? VARIANT_INFO[i + 1] : undefined };
}
