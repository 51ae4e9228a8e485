'use client';
/**
 * What a playable board hands its displays: the board model, built once per change from the controller's state and
 * the board's own UI state (hover, focus, shown levels), and the props every display (the SVG, the level maps, the
 * 3-D scene) takes with it. The cell list takes the same model.
 */
import { useMemo } from 'react';
import { boardModel } from './core/model';
import type { BoardDisplayProps } from './core/types';
import type { AnnotationsState } from './useAnnotations';
import type { BoardHandle } from './useBoard';

interface DisplayInput {
  readonly st: Pick<BoardHandle, 'view' | 'selected' | 'explanation' | 'lastMove'>;
  readonly hovered?: string;
  readonly flipped: boolean;
  readonly highlights?: readonly string[];
  readonly arrows?: readonly (readonly [string, string])[];
  readonly stars?: readonly string[];
  readonly annotations?: AnnotationsState;
  readonly hiddenLevels: ReadonlySet<number>;
  onCellClick(cell: string): void;
  onCellHover(cell: string | undefined): void;
}

/** Returns the displays' props, with `model` built once per change. */
export function useBoardDisplay(
  p: DisplayInput,
): BoardDisplayProps & { readonly model: NonNullable<BoardDisplayProps['model']> } {
  const { view, selected, explanation, lastMove } = p.st;
  const { hovered, flipped, highlights, arrows, hiddenLevels, stars } = p;
  const annotations = p.annotations?.annotations;
  const annotationPreview = p.annotations?.preview;
  // An explanation marks the cell it is about, besides the page's own highlights.
  const highlighted = useMemo(
    () => (explanation ? [explanation.to, ...(highlights ?? [])] : highlights),
    [explanation, highlights],
  );
  const model = useMemo(
    () =>
      boardModel(view, {
        selected,
        hovered,
        flipped,
        highlights: highlighted,
        flagged: explanation?.cells,
        arrows,
        lastMove,
        annotations,
        annotationPreview,
        hiddenLevels,
        stars,
      }),
    [
      view,
      selected,
      hovered,
      flipped,
      highlighted,
      explanation,
      arrows,
      lastMove,
      annotations,
      annotationPreview,
      hiddenLevels,
      stars,
    ],
  );
  const { onCellClick, onCellHover } = p;
  // The same object while nothing changed (the board's memoised parts compare it field by field, or whole).
  return useMemo(
    () => ({
      view,
      selected,
      flipped,
      hovered,
      flagged: explanation?.cells,
      highlights: highlighted,
      arrows,
      annotations,
      annotationPreview,
      lastMove,
      model,
      onCellClick,
      onCellHover,
    }),
    [
      view,
      selected,
      flipped,
      hovered,
      explanation,
      highlighted,
      arrows,
      annotations,
      annotationPreview,
      lastMove,
      model,
      onCellClick,
      onCellHover,
    ],
  );
}
