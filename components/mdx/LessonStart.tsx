/**
 * A lesson's first screen (issue #47 item 1): the start position, a board the reader can click at once, beside the
 * lesson's opening key points ("at a glance", the same words presenter mode shows on its first slide) and the way
 * into the step-by-step path. It stands before the lesson's text, outside the outline's blocks, so presenter mode and
 * the path do not show it twice (the setup section keeps its own board); it is not printed. Server component.
 */
import Link from 'next/link';
import { boardView, parsePosition } from '@/engine';
import { variantHref, type VariantId } from '@/content/variants';
import Diagram from './Diagram';
import { lessonOf } from './lessons';
import css from './lesson.module.css';

/** The lesson's key points before its first heading: its opening slide's. */
function openingPoints(id: string): readonly string[] {
  const outline = lessonOf(id);
  if (!outline) return [];
  const first = outline.headings[0]?.line ?? Number.POSITIVE_INFINITY;
  return outline.elements.find((e) => e.name === 'KeyPoints' && e.line < first)?.items ?? [];
}

/** Renders the start position with the lesson's opening points. */
export default function LessonStart({ variant }: { variant: VariantId }) {
  const start = parsePosition(variant);
  const white = start.ok ? boardView(start.value).sideNames.w : 'White';
  const points = openingPoints(variant);
  return (
    <section className={css.start} aria-labelledby="at-a-glance" data-lesson-start={variant}>
      <Diagram
        variant={variant}
        caption={`The start position. Click or tap one of ${white}’s men to see where it can go, and play on if you like.`}
      />
      <div className={css.glance}>
        <p id="at-a-glance" className={css.glanceTitle}>
          At a glance
        </p>
        {points.length > 0 && (
          <ul>
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <p>
          <Link href={variantHref(variant, 'learn')} className={css.glanceLearn}>
            Learn it step by step
          </Link>{' '}
          or read the whole lesson below.
        </p>
      </div>
    </section>
  );
}
