'use client';
/**
 * A lesson's classroom tools: the Present button (presenter mode, also opened by `?present=1`), the Print handout
 * button, and, while presenting, the presenter's bar: where we are ("3 / 17" and the section), previous and next,
 * the theme, full screen, leave; a progress bar. A live region announces each step to screen readers.
 */
import { useRef } from 'react';
import { usePresenter, type PresenterState } from './usePresenter';
import './presenter.css';
import './print.css';

/** The lesson's Present and Print handout buttons, and the presenter's bar while presenting. */
export default function ClassroomTools({ title }: { title: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const p = usePresenter(anchor);
  return (
    <div ref={anchor} className="classroom-tools" data-classroom-tools="">
      <button type="button" onClick={p.enter} data-present-button="" aria-describedby="present-help">
        Present
      </button>
      <button type="button" onClick={() => window.print()} data-print-button="">
        Print handout
      </button>
      <span id="present-help" className="present-help">
        One step at a time, full screen: → or Page Down next, ← or Page Up back, T theme, Esc leaves.
      </span>
      {p.active && <PresenterBar p={p} title={title} />}
      <p className="present-live" aria-live="polite" data-present-live="">
        {p.active ? `Step ${p.step + 1} of ${p.count}${p.section ? `: ${p.section}` : ''}` : ''}
      </p>
    </div>
  );
}

/** The presenter's bar, notice, progress and live region. */
function PresenterBar({ p, title }: { p: PresenterState; title: string }) {
  const n = p.step + 1;
  const heading = p.section ? `${title} · ${p.section}` : title;
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
        <button type="button" onClick={p.leave} aria-keyshortcuts="Escape" data-present-leave="">
          Leave
        </button>
      </div>
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
