'use client';
/**
 * The teacher's guide as a notes window: while the lesson is presented in another window of this browser, shows
 * which step is on screen and marks and scrolls to that step's note, found by the section's id (a `###` section
 * without its own note shows its `##` section's), at once under prefers-reduced-motion; under it, the lesson's text
 * of the step (the prose the slide leaves to the speaker).
 */
import { useEffect, useState } from 'react';
import { openFollow } from './follow';
import { OPENING } from './steps';

export default function GuideFollow({ variant }: { variant: string }) {
  const [now, setNow] = useState<{
    step: number;
    count: number;
    section?: string;
    id?: string;
    prose?: readonly string[];
  }>();
  useEffect(() => {
    const ch = openFollow((m) => {
      if (m.variant !== variant) return;
      if (m.type === 'step') setNow({ step: m.step, count: m.count, section: m.section, id: m.id, prose: m.prose });
      else if (m.type === 'left') setNow(undefined);
    });
    ch?.postMessage({ type: 'ask', variant });
    return () => ch?.close();
  }, [variant]);

  useEffect(() => {
    for (const e of document.querySelectorAll('[data-guide-current]')) e.removeAttribute('data-guide-current');
    if (!now) return;
    const all = [...document.querySelectorAll<HTMLElement>('[data-guide-section]')];
    const id = now.id ?? OPENING.id;
    const el =
      all.find((e) => e.dataset.guideSection === id) ??
      all.find((e) => (e.dataset.guideHas ?? '').split(' ').includes(id));
    el?.setAttribute('data-guide-current', '');
    // A glide to the note, or a jump under prefers-reduced-motion (the CSS rule does not reach a scroll by script).
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el?.scrollIntoView({ block: 'center', behavior: reduce ? 'instant' : 'smooth' });
  }, [now]);

  return (
    <div className="guide-follow-box">
      <p className="guide-follow" role="status" aria-live="polite" data-guide-follow={now ? now.step + 1 : ''}>
        {now
          ? `On screen: step ${now.step + 1} of ${now.count}${now.section ? ` · ${now.section}` : ''}`
          : 'Not presenting: start presenter mode on the lesson in another window and this page follows it.'}
      </p>
      {now?.prose?.length ? (
        <div className="guide-prose" data-guide-prose="">
          <p className="guide-prose-title">The lesson’s text of this step</p>
          {now.prose.map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the step's paragraphs, in order
            <p key={i}>{x}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
