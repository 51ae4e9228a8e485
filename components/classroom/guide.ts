/**
 * The teacher's guide's pure parts: which sections of a lesson need speaker notes, which note a presenter step
 * shows, and the lesson's Try-it questions. Reads MDX source as text; no React, no DOM, no disk.
 */
import { headingsOf } from '@/components/mdx/lessons';
import type { TeacherGuide } from '@/content/guides/types';

/** The section of the steps before the lesson's first heading. */
const OPENING = 'Opening';
/** The section of the engine's reconstructed-rules box (components/mdx/LessonLayout.tsx). */
const RECONSTRUCTED = 'What we reconstructed';

/** One section of a lesson, in order, with the `##` section it belongs to (itself for a `##`). */
interface GuideSection {
  readonly title: string;
  readonly level: 2 | 3;
  readonly parent: string;
}

/** True when the lesson's meta says it covers the reconstructed rules itself (no engine notes box). */
const notesIncluded = (source: string) => /^\s*notesIncluded\s*:\s*true\b/m.test(source);

/** The lesson's sections in order: the opening, its headings, Recap and Try it, the reconstructed box. */
export function guideSections(source: string, hasReconstructed = !notesIncluded(source)): GuideSection[] {
  const out: GuideSection[] = [{ title: OPENING, level: 2, parent: OPENING }];
  let parent = OPENING;
  for (const h of headingsOf(source)) {
    if (h.level === 2) parent = h.text;
    out.push({ title: h.text, level: h.level, parent: h.level === 2 ? h.text : parent });
  }
  if (hasReconstructed) out.push({ title: RECONSTRUCTED, level: 2, parent: RECONSTRUCTED });
  return out;
}

/** The note for a presenter step's section (undefined section: the opening); a `###` falls back to its `##`. */
export function noteFor(
  notes: TeacherGuide['notes'],
  sections: readonly GuideSection[],
  section: string | undefined,
): string | undefined {
  const title = section ?? OPENING;
  if (notes[title]) return notes[title];
  const s = sections.find((x) => x.title === title);
  return s ? notes[s.parent] : undefined;
}

/** Every section's note (after the fallback), by section title: what the presenter's notes panel needs. */
export function notesBySection(notes: TeacherGuide['notes'], sections: readonly GuideSection[]) {
  return Object.fromEntries(sections.map((s) => [s.title, noteFor(notes, sections, s.title) ?? '']));
}

/** The numbered questions inside the lesson's `<TryIt>` box, as written (markdown). */
export function tryItQuestions(source: string): string[] {
  const m = /<TryIt[\s\S]*?>([\s\S]*?)<\/TryIt>/.exec(source);
  if (!m) return [];
  return m[1]!
    .split('\n')
    .map((l) => /^\s*\d+\.\s+(.+)$/.exec(l)?.[1]?.trim())
    .filter((q): q is string => !!q);
}

/** What is missing or wrong in a guide against its lesson, in words (empty when it is complete). */
export function guideProblems(guide: TeacherGuide, source: string): string[] {
  const problems: string[] = [];
  const sections = guideSections(source);
  for (const s of sections)
    if (s.level === 2 && !guide.notes[s.title]?.trim()) problems.push(`no speaker note for the section "${s.title}"`);
  for (const k of Object.keys(guide.notes))
    if (!sections.some((s) => s.title === k)) problems.push(`a note for "${k}", which is no section of the lesson`);
  const minutes = guide.plan.reduce((n, p) => n + p.minutes, 0);
  if (minutes !== 45) problems.push(`the plan takes ${minutes} minutes, not 45`);
  if (guide.plan.some((p) => !(p.minutes > 0) || !p.what.trim())) problems.push('a part of the plan is empty');
  const questions = tryItQuestions(source).length;
  if (guide.answers.length !== questions)
    problems.push(`${guide.answers.length} answer(s) for the lesson's ${questions} Try-it question(s)`);
  if (guide.answers.some((a) => !a.trim())) problems.push('an empty answer');
  return problems;
}
