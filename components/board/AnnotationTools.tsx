'use client';
/**
 * The controls of a board's annotations (a Draw mode toggle for touch and pen, the brush, Clear annotations) and
 * the annotations in words, for screen readers and for anyone reading the board aloud to a class.
 */
import { memo, useId } from 'react';
import { BRUSH_ORDER, BRUSHES } from './core/annotations';
import type { AnnotationsState } from './useAnnotations';
import styles from './board.module.css';

const isEmpty = (ann: AnnotationsState) => !ann.annotations.arrows.length && !ann.annotations.marks.length;

/**
 * Draw mode, brush choice and Clear annotations, for a board's tool bar. Drawn again only when what it shows changes
 * (its handlers reach the annotations' latest state): a radio button that React updates has its name and type set
 * again, which made each move or hover on the board cost the browser a few milliseconds here. The brushes' group
 * name is this board's own, so that two boards on a page do not share one radio group.
 */
export const AnnotationTools = memo(
  function AnnotationTools({ ann }: { ann: AnnotationsState }) {
    return <Tools ann={ann} />;
  },
  (a, b) => a.ann.drawMode === b.ann.drawMode && a.ann.brush === b.ann.brush && isEmpty(a.ann) === isEmpty(b.ann),
);

function Tools({ ann }: { ann: AnnotationsState }) {
  const group = useId();
  return (
    <span className={styles.annTools}>
      <button
        type="button"
        aria-pressed={ann.drawMode}
        onClick={() => ann.setDrawMode(!ann.drawMode)}
        data-draw-mode=""
        title="Draw arrows and marks with a finger, a pen or the left button"
      >
        Draw
      </button>
      <fieldset className={styles.brushes}>
        <legend>Annotation colour</legend>
        {BRUSH_ORDER.map((b) => (
          <label key={b} title={`${BRUSHES[b].name}, ${BRUSHES[b].line}`}>
            <input
              type="radio"
              name={group}
              value={b}
              checked={ann.brush === b}
              onChange={() => ann.setBrush(b)}
              aria-label={`${BRUSHES[b].name} (${BRUSHES[b].line} line)`}
            />
            <svg width="22" height="10" aria-hidden="true">
              <line
                x1="1"
                y1="5"
                x2="21"
                y2="5"
                stroke={BRUSHES[b].color}
                strokeWidth="3"
                strokeLinecap="round"
                strokeDasharray={BRUSHES[b].dash?.map((d) => d * 22).join(' ')}
              />
            </svg>
          </label>
        ))}
      </fieldset>
      <button type="button" onClick={ann.clear} data-clear-annotations="" disabled={isEmpty(ann)} aria-keyshortcuts="x">
        Clear annotations
      </button>
    </span>
  );
}

/** The annotations in words ("arrow from e2 to e4 (green, solid)"); nothing when there are none. */
export function AnnotationList({ ann, note }: { ann: AnnotationsState; note?: string }) {
  const words = ann.describe();
  if (!words.length)
    return (
      <p className={styles.annList} data-annotation-hint="">
        <span className={styles.finePointer}>
          To annotate: drag with the right mouse button from cell to cell for an arrow, right-click a cell to mark it
          (Shift, Alt or both change the colour), or turn on Draw to use a finger or pen. <kbd>x</kbd> clears.
        </span>
        <span className={styles.coarsePointer}>
          To annotate: turn on Draw, then drag with your finger from cell to cell for an arrow, or tap a cell to mark
          it. Clear annotations removes them.
        </span>
      </p>
    );
  return (
    <div className={styles.annList} data-annotation-list="">
      Annotations{note ? ` (${note})` : ''}:
      <ul>
        {words.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}
