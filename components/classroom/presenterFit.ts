/**
 * Presenter mode's fitting of a step to the screen (browser only): the board column sized to the shown board's
 * shape, the text made smaller when a step still overflows, and both again when the window or a block changes size.
 */
import { useEffect, type RefObject } from 'react';

const html = () => document.documentElement;

/** The boards a step may show: a diagram's or piece card's, or a puzzle's (one puzzle per step). */
const BOARD = ':is([data-diagram-board], [data-puzzle-board])';

/**
 * Sizes the board column to the shown board's shape (`--p-board-w`: a tall board leaves more room to the text) and
 * tells the styles whether the step shows a board (`data-present-kind`).
 */
function fitBoard(stage: HTMLElement | null) {
  const board = [...(stage?.querySelectorAll<HTMLElement>(`[data-present-on] ${BOARD}`) ?? [])].find((e) =>
    e.checkVisibility(),
  );
  html().setAttribute('data-present-kind', board ? 'board' : 'text');
  const svg = [...(board?.querySelectorAll<SVGSVGElement>('svg[data-board-svg]') ?? [])].find(
    (e) => !e.closest('[data-level-maps]'),
  );
  const box = svg?.viewBox.baseVal;
  const maps = !!board?.querySelector('[data-level-maps]');
  // presenter-board.css sizes the column from the board's shape and the window, so a resize needs no script: a flat
  // board as wide as its picture at the window's height, between 38 % and 50 % of the width; level maps 55 %.
  const root = html().style;
  root.setProperty('--p-board-ratio', maps || !box?.height ? '99' : (box.width / box.height).toFixed(3));
  root.setProperty('--p-board-max', maps ? '55vw' : '50vw');
}

/**
 * Fits the step's text to the screen: the steps are cut so that they fit at the presenter's text size
 * (steps.ts), and a step that still does not (a long box, a narrow window) gets a smaller text (`--p-fit`, down to
 * 60 %) rather than a scroll bar.
 */
function fitText(stage: HTMLElement | null) {
  if (!stage) return;
  const root = html();
  let fit = 1;
  root.style.setProperty('--p-fit', '1');
  while (stage.scrollHeight > stage.clientHeight + 1 && fit > 0.62) {
    fit -= 0.04;
    root.style.setProperty('--p-fit', fit.toFixed(2));
  }
}

/** Fits the shown step: its board's column, then its text. */
export function fitStep(stage: HTMLElement | null): void {
  fitBoard(stage);
  fitText(stage);
}

/** Removes what fitting set on `<html>`. */
export function clearFit(): void {
  html().removeAttribute('data-present-kind');
  for (const p of ['--p-board-ratio', '--p-board-max', '--p-fit']) html().style.removeProperty(p);
}

/**
 * While presenting, fits the step again when the window changes size or a block does (a board that comes to life,
 * a puzzle's message), once a frame at most.
 */
export function useRefit(active: boolean, stage: RefObject<HTMLElement | null>, blocks: () => readonly Element[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `blocks` reads the lesson's elements, fixed once read
  useEffect(() => {
    if (!active) return;
    const refit = () => fitStep(stage.current);
    let frame = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refit);
    });
    for (const e of blocks()) ro.observe(e);
    window.addEventListener('resize', refit);
    return () => {
      window.removeEventListener('resize', refit);
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [active, stage]);
}
