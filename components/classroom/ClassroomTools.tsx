'use client';
/**
 * A lesson's classroom tools: the Present button (presenter mode, also opened by `?present=1`), the Print handout
 * link (to the variant's handout page; printing the lesson itself stays possible from the browser), and, while
 * presenting, the presenter's bar: where we are ("3 / 17" and the section), previous and next, the course (the
 * 45-minute class or the longer course), the theme, full screen, leave; the speaker notes (the guide's note and the
 * lesson's text of the step); a progress bar; the live class in a panel beside the slides (Live class: loaded when
 * started). A live region announces each step to screen readers.
 */
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VariantId } from '@/engine';
import type { ClassQuestion } from '@/components/learn/questions';
import { OPENING, type Step } from './steps';
import { usePresenter, type PresenterState } from './usePresenter';
import { useFollow } from './useFollow';
import './presenter.css';
import './presenter-board.css';
import './presenter-bar.css';
import './presenter-narrow.css';
import './print.css';

const PresenterClass = dynamic(() => import('@/components/live/PresenterClass'), { ssr: false });

/** The teacher's side of presenter mode: the guide's address and its speaker note for each section. */
export interface TeacherNotes {
  readonly variant: string;
  readonly guide: string;
  /** The note of each section by its id (`opening` before the first heading: components/classroom/guide.ts). */
  readonly notes: Readonly<Record<string, string>>;
  /** The lesson's Try-it questions as a live class asks them (components/learn/questions.ts `classQuestions`). */
  readonly questions?: readonly ClassQuestion[];
}

/** The lesson's Present and Print handout buttons, and the presenter's bar while presenting. */
export default function ClassroomTools({
  title,
  steps,
  teacher,
  handout,
}: {
  title: string;
  /** The lesson's steps, cut at build time (components/classroom/lessonSteps.ts). */
  steps: readonly Step[];
  teacher?: TeacherNotes;
  /** The address of the variant's printable handout (the Print handout link leads there). */
  handout?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const p = usePresenter(anchor, steps);
  const [notes, setNotes] = useState(false);
  const [live, setLive] = useState(false);
  const endLive = useCallback(() => setLive(false), []);
  useFollow(p, teacher?.variant);
  // N shows or hides the speaker note while presenting (not while typing).
  useEffect(() => {
    if (!p.active || !teacher) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.key !== 'n' && e.key !== 'N')) return;
      const t = e.target as HTMLElement | null;
      if (t?.isContentEditable || t?.matches?.('input, select, textarea')) return;
      e.preventDefault();
      setNotes((v) => !v);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [p.active, teacher]);
  return (
    <div ref={anchor} className="classroom-tools" data-classroom-tools="">
      <button type="button" onClick={p.enter} data-present-button="" aria-describedby="present-help">
        Present
      </button>
      {handout ? (
        <a href={handout} className="print-link" data-print-button="">
          Print handout
        </a>
      ) : (
        <button type="button" onClick={() => window.print()} data-print-button="">
          Print handout
        </button>
      )}
      <span id="present-help" className="present-help">
        One step at a time, full screen: → or Page Down next, ← or Page Up back, T theme, N speaker notes, Esc leaves.
      </span>
      {p.active && (
        <PresenterBar
          p={p}
          title={title}
          teacher={teacher}
          notes={notes}
          setNotes={setNotes}
          live={live}
          onLive={() => setLive(true)}
        />
      )}
      {p.active && live && teacher && (
        <PresenterClass variant={teacher.variant as VariantId} questions={teacher.questions} onEnded={endLive} />
      )}
      <p className="present-live" aria-live="polite" data-present-live="">
        {p.active ? `Step ${p.step + 1} of ${p.count}${p.title ? `: ${p.title}` : ''}` : ''}
      </p>
    </div>
  );
}

/** The presenter's bar, notice, progress and live region; the speaker note when asked for. */
function PresenterBar({
  p,
  title,
  teacher,
  notes,
  setNotes,
  live,
  onLive,
}: {
  p: PresenterState;
  title: string;
  teacher?: TeacherNotes;
  notes: boolean;
  setNotes: (f: (v: boolean) => boolean) => void;
  /** Whether the live class's panel is open (it starts or takes back this browser's class). */
  live: boolean;
  onLive(): void;
}) {
  const n = p.step + 1;
  // On a narrow screen the theme, full screen and notes window wait behind "⋯" (presenter-narrow.css).
  const [more, setMore] = useState(false);
  const note = [p.section ?? OPENING.id, ...(p.also ?? [])]
    .map((id) => teacher?.notes[id])
    .filter((x): x is string => !!x);
  const heading = p.title ? `${title} · ${p.title}` : title;
  return (
    <>
      <div className="present-bar" data-present-bar="" role="toolbar" aria-label="Presenter">
        <p className="present-title" data-present-section="">
          {heading}
        </p>
        <button
          type="button"
          onClick={() => p.act('prev')}
          disabled={p.step === 0}
          aria-keyshortcuts="ArrowLeft PageUp"
          aria-label="Previous step"
        >
          ←
        </button>
        <p className="present-count" data-present-count="" title={`Step ${n} of ${p.count}`}>
          {n} / {p.count}
        </p>
        <button
          type="button"
          onClick={() => p.act('next')}
          disabled={n >= p.count}
          aria-keyshortcuts="ArrowRight PageDown Space"
          aria-label="Next step"
        >
          →
        </button>
        <button
          type="button"
          className="present-more-toggle"
          aria-expanded={more}
          aria-controls="present-more"
          aria-label="More presenter controls"
          onClick={() => setMore((v) => !v)}
          data-present-more=""
        >
          ⋯
        </button>
        <div className="present-more" id="present-more" data-open={more ? '' : undefined}>
          {(p.full || p.otherCount !== p.count) && (
            <button
              type="button"
              onClick={() => p.setFull(!p.full)}
              aria-pressed={p.full}
              data-present-course=""
              title={
                p.full
                  ? `Back to the 45-minute class (${p.otherCount} steps)`
                  : `The longer course: every section of the lesson (${p.otherCount} steps)`
              }
            >
              Full course
            </button>
          )}
          <button
            type="button"
            onClick={() => p.act('theme')}
            aria-pressed={p.theme === 'dark'}
            aria-keyshortcuts="T"
            data-present-theme-button=""
          >
            Dark
          </button>
          <button type="button" onClick={() => p.act('fullscreen')} aria-pressed={p.fullscreen} aria-keyshortcuts="F">
            Full screen
          </button>
          {teacher && (
            <button
              type="button"
              onClick={() => window.open(teacher.guide, 'hexplore-notes', 'popup,width=720,height=820')}
              data-present-notes-window=""
              title="The teacher’s guide in a second window that follows the slides"
            >
              Notes window
            </button>
          )}
          {teacher && (
            <button
              type="button"
              onClick={onLive}
              disabled={live}
              data-present-live-class=""
              title="Start a live class in this window: the students follow the slides and answer on their phones"
            >
              Live class
            </button>
          )}
        </div>
        {teacher && (
          <button
            type="button"
            onClick={() => setNotes((v) => !v)}
            aria-pressed={notes}
            aria-keyshortcuts="N"
            data-present-notes-button=""
          >
            Notes
          </button>
        )}
        <button type="button" onClick={p.leave} aria-keyshortcuts="Escape" data-present-leave="">
          Leave
        </button>
      </div>
      {notes && teacher && (
        <aside className="present-speaker-notes" aria-label="Speaker notes" data-present-speaker-notes="">
          {note.length ? note.map((x) => <p key={x}>{x}</p>) : <p>No note for this step.</p>}
          {p.prose.length > 0 && (
            <div className="present-prose" data-present-prose="">
              {p.prose.map((x, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the step's paragraphs, in order
                <p key={i}>{x}</p>
              ))}
            </div>
          )}
        </aside>
      )}
      {p.notice && (
        <p className="present-notice" role="status" data-present-notice="">
          {p.notice}{' '}
          <button type="button" onClick={p.dismissNotice}>
            OK
          </button>
        </p>
      )}
      <div
        className="present-progress"
        role="progressbar"
        aria-label="Lesson progress"
        aria-valuemin={1}
        aria-valuemax={p.count}
        aria-valuenow={n}
        aria-valuetext={`Step ${n} of ${p.count}`}
      >
        <div style={{ width: `${(100 * n) / Math.max(p.count, 1)}%` }} />
      </div>
    </>
  );
}
