import type { Metadata } from 'next';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import VariantHeading from '@/components/VariantHeading';
import GuideFollow from '@/components/classroom/GuideFollow';
import PrintButton from '@/components/classroom/PrintButton';
import PrintHeader from '@/components/classroom/PrintHeader';
import { guideSections, noteFor } from '@/components/classroom/guide';
import { courseSteps } from '@/components/classroom/steps';
import { variantSteps } from '@/components/classroom/variantSteps';
import { lessonOf } from '@/components/mdx/lessons';
import { variantFromParams, variantMetadata, type VariantParams } from '@/app/variants/params';
import { GUIDES } from '@/content/guides/index';
import { lessonPuzzles, PUZZLES_BY_VARIANT } from '@/content/puzzles/index';
import { displayName, variantHref, variantParams } from '@/content/variants';
import { goalSentence, parsePosition } from '@/engine';
import '@/components/classroom/print.css';
import '@/components/classroom/guide.css';

export const dynamicParams = false;
export const generateStaticParams = variantParams;
export async function generateMetadata(props: VariantParams): Promise<Metadata> {
  return { ...(await variantMetadata(props, 'teacher’s guide')), robots: { index: false, follow: false } };
}

/** Inline markdown of notes and questions: `code` and **bold**. */
function inline(text: string): ReactNode {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) =>
    part.startsWith('`') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <code key={i}>{part.slice(1, -1)}</code>
    ) : part.startsWith('**') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** The goal of a puzzle in words, or its position text when the engine cannot read it. */
function goalOf(variant: string, position: string, goal: Parameters<typeof goalSentence>[1]): string {
  const p = parsePosition(variant, position);
  return p.ok ? goalSentence(p.value, goal) : position;
}

/**
 * A variant's teacher's guide: the plan of a 45-minute class, the speaker notes of every section of the lesson (a
 * second window that follows presenter mode), the answers to the Try-it questions and to every puzzle. Not linked
 * from the students' lesson body: from the presenter's bar, the home page and the variant index.
 */
export default async function GuidePage(props: VariantParams) {
  const variant = await variantFromParams(props);
  const name = displayName(variant);
  const guide = GUIDES[variant.id];
  const lesson = lessonOf(variant.id);
  const sections = lesson ? guideSections(lesson) : [];
  const questions = lesson?.questions ?? [];
  const puzzles = PUZZLES_BY_VARIANT[variant.id];
  const inLesson = new Set(lessonPuzzles(variant.id).map((p) => p.id));
  const path = `${variantHref(variant.id)}guide/`;
  const steps = variantSteps(variant.id);
  const coreCount = courseSteps(steps, false).length;
  const fullCount = steps.length;
  return (
    <article className="guide" data-guide={variant.id}>
      <PrintHeader name={`${name}: teacher’s guide`} path={path} kind="teacher’s guide" />
      <VariantHeading variant={variant} section="teacher’s guide">
        For the teacher, not for the students: a plan for a 45-minute class, notes for each part of the{' '}
        <Link href={variantHref(variant.id)}>lesson</Link>, and the answers to its questions and puzzles. Open this page
        in a second window while presenting and it follows the slides.{' '}
        <a href={`/live/?variant=${variant.id}`} data-guide-live="">
          Start a live class
        </a>{' '}
        (students follow on their own devices and answer the questions). <PrintButton label="Print the guide" />
      </VariantHeading>
      {!guide || !lesson ? (
        <p className="note" data-guide-missing="">
          The teacher’s guide to {name} is being written.
        </p>
      ) : (
        <>
          <GuideFollow variant={variant.id} />
          <section aria-labelledby="plan" className="guide-box">
            <h2 id="plan">A 45-minute class</h2>
            <ol className="guide-plan">
              {guide.plan.map((p) => (
                <li key={p.what}>
                  <span className="guide-minutes">{p.minutes} min</span> {inline(p.what)}
                </li>
              ))}
            </ol>
            <p className="note" data-guide-core="">
              Presenter mode shows this class: {coreCount} steps. Its <strong>Full course</strong> button (or{' '}
              <code>&amp;course=full</code> in the address) shows every section of the lesson: {fullCount} steps.
            </p>
          </section>
          <section aria-labelledby="longer" className="guide-box" data-guide-longer="">
            <h2 id="longer">A longer course adds</h2>
            {guide.longer.length === 0 && <p>Nothing: the 45-minute class shows every section of the lesson.</p>}
            <ul className="guide-longer">
              {guide.longer.map((l) => (
                <li key={l.section}>
                  <span className="guide-minutes">{l.minutes} min</span>{' '}
                  {sections.find((x) => x.id === l.section)?.title ?? l.section}
                </li>
              ))}
            </ul>
            {guide.longer.length > 0 && (
              <p className="note">
                About {guide.longer.reduce((n, l) => n + l.minutes, 0)} minutes more: a second lesson, or a class of
                about {45 + guide.longer.reduce((n, l) => n + l.minutes, 0)} minutes.
              </p>
            )}
          </section>
          <section aria-labelledby="notes">
            <h2 id="notes">Speaker notes</h2>
            <p className="note">
              One note for each part of the lesson. The slides show only each section’s key points: the presenter’s N
              key shows this note with the lesson’s own text of the step, and this page in a second window (the
              presenter’s “Notes window” button) follows the slides and shows that text at the top.
            </p>
            {sections.map((s) => {
              const own = guide.notes[s.id];
              if (s.level === 3 && !own) return null;
              return (
                <div
                  key={s.id}
                  className="guide-note"
                  data-guide-section={s.id}
                  data-guide-has={sections
                    .filter((x) => x.level === 3 && x.parent === s.id && !guide.notes[x.id])
                    .map((x) => x.id)
                    .join(' ')}
                >
                  <h3 className={s.level === 3 ? 'guide-sub' : undefined}>{s.title}</h3>
                  <p>{inline(noteFor(guide.notes, sections, s.id) ?? '')}</p>
                </div>
              );
            })}
          </section>
          <section aria-labelledby="answers">
            <h2 id="answers">Answers: Try it yourself</h2>
            <ol className="guide-answers">
              {questions.map((q, i) => (
                <li key={q} className="guide-box">
                  <p className="guide-question">{inline(q)}</p>
                  <p>{inline(guide.answers[i] ?? '')}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="puzzle-answers">
            <h2 id="puzzle-answers">Answers: the puzzles</h2>
            <ol className="guide-answers">
              {puzzles.map((p) => (
                <li key={p.id} className="guide-box" data-guide-puzzle={p.id}>
                  <p className="guide-question">
                    <strong>{p.title}</strong>
                    {inLesson.has(p.id) ? ' (in the lesson)' : ''}: {goalOf(p.variant, p.position, p.goal)}
                  </p>
                  <p>
                    <code>{p.solution.join(', ')}</code>. {p.explanation}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </article>
  );
}
