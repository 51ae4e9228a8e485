/**
 * The frame of a lesson page: breadcrumbs, title, table of contents (the outline's headings), the start position at a
 * glance (LessonStart.tsx), the lesson, the
 * engine's notes on what was reconstructed, links to the free board and the gallery, previous and next; the
 * classroom tools (presenter mode with the steps cut from the outline, print) and the handout's print header.
 * Server component.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import ClassroomTools, { type TeacherNotes } from '@/components/classroom/ClassroomTools';
import { RECONSTRUCTED, type Step } from '@/components/classroom/steps';
import PrintHeader from '@/components/classroom/PrintHeader';
import BoardCode from './BoardCode';
import { displayName, variantHref, type VariantInfo } from '@/content/variants';
import { hasLesson, neighbours } from './lessons';
import type { OutlineHeading } from './outline';
import css from './lesson.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';
import ReconstructedBox from './ReconstructedBox';
import LessonStart from './LessonStart';

interface LessonLayoutProps {
  readonly variant: VariantInfo;
  readonly title: string;
  /** The table of contents: the outline's headings. */
  readonly toc: readonly Pick<OutlineHeading, 'level' | 'text' | 'id'>[];
  /** The engine's reconstructed-rules notes to show after the lesson (empty when the lesson covers them). */
  readonly notes: readonly string[];
  /** The teacher's guide's speaker notes by section, for presenter mode (absent while the guide is unwritten). */
  readonly teacher?: TeacherNotes;
  /** Presenter mode's steps (components/classroom/lessonSteps.ts). */
  readonly steps: readonly Step[];
  /** How many blocks the lesson has (the outline's): the notes box after them is block number `blocks`. */
  readonly blocks: number;
  readonly children: ReactNode;
}

/** Renders a lesson inside its page frame. */
export default function LessonLayout({
  variant,
  title,
  toc,
  notes,
  teacher,
  steps,
  blocks,
  children,
}: LessonLayoutProps) {
  const name = displayName(variant);
  const { prev, next } = neighbours(variant.id);
  const all = [...toc, ...(notes.length ? [{ level: 2, ...RECONSTRUCTED }] : [])];
  return (
    <article className={css.lesson} data-lesson={variant.id}>
      <PrintHeader name={name} path={variantHref(variant.id)} />
      <BoardCode />
      <nav aria-label="Breadcrumbs" className="crumbs">
        <Link href="/">Home</Link> / <span aria-current="page">{name}</span>
      </nav>
      <h1>{title}</h1>
      <div className={css.links}>
        <Link href={variantHref(variant.id, 'learn')} className={css.learnLink} data-learn-link="">
          Learn step by step
        </Link>
        <Link href={variantHref(variant.id, 'explore')}>Free board</Link>
        <Link href={variantHref(variant.id, 'puzzles')}>Puzzles</Link>
        <Link href={variantHref(variant.id, 'play')}>Play</Link>
        <Link href={variantHref(variant.id, 'editor')}>Board editor</Link>
        <Link href="/pieces/">Piece gallery</Link>
        <ErrorBoundary what="the classroom tools">
          <ClassroomTools
            title={title}
            steps={steps}
            teacher={teacher}
            handout={`${variantHref(variant.id)}handout/`}
          />
        </ErrorBoundary>
      </div>
      <div className={css.columns}>
        <nav aria-labelledby="toc-title" className={css.toc} data-toc="">
          {/* Closed on phones, so the lesson starts on the first screen; always open on wider screens (CSS). */}
          <details className={css.tocDetails} data-toc-details="">
            <summary id="toc-title" className={css.tocTitle}>
              On this page
            </summary>
            <ol>
              {all.map((e) => (
                <li key={e.id} className={e.level === 3 ? css.sub : undefined}>
                  <a href={`#${e.id}`}>{e.text}</a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <div className={css.body} data-lesson-body="" tabIndex={-1}>
          <LessonStart variant={variant.id} />
          {children}
          <ReconstructedBox notes={notes} block={blocks} />
          <nav aria-label="Other lessons" className={css.pager} data-step="skip">
            {prev ? <PagerLink v={prev} rel="prev" /> : <span />}
            {next ? <PagerLink v={next} rel="next" /> : <span />}
          </nav>
        </div>
      </div>
    </article>
  );
}

/** A previous or next lesson link. */
function PagerLink({ v, rel }: { v: VariantInfo; rel: 'prev' | 'next' }) {
  return (
    <Link href={variantHref(v.id)} rel={rel} className={rel === 'next' ? css.next : undefined} data-pager={rel}>
      <span className={css.dir}>{rel === 'prev' ? '← Previous' : 'Next →'}</span>
      <span>
        {displayName(v)}
        {hasLesson(v.id) ? '' : ' (lesson coming)'}
      </span>
    </Link>
  );
}
