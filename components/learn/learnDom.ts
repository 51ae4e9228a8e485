/**
 * The path on the rendered lesson (browser only): the lesson body's top-level elements, one per block of the outline
 * (components/classroom/dom.ts pairs them the same way for presenter mode), the marks that show one step, and the
 * fitting of a step to the screen: its board drawn smaller until the step fits without scrolling, down to a smallest
 * size (a prism's cells at least 40 px), then its text a little smaller.
 */
import type { LearnStep } from './plan';

/** The lesson body's blocks, in the order the steps number them (the pager, `data-step="skip"`, is none). */
export function bodyBlocks(body: HTMLElement): HTMLElement[] {
  return [...body.children].filter((e): e is HTMLElement => e instanceof HTMLElement && e.dataset.step !== 'skip');
}

/**
 * Marks the blocks a step shows (`data-learn-on`) and those of its notes (`data-learn-note`, shown by "Read more"),
 * and clears every other block's marks. A step that is no lesson step shows none of them.
 */
export function markStep(blocks: readonly HTMLElement[], step: LearnStep | undefined): void {
  const on = new Set(step?.kind === 'lesson' ? step.blocks : []);
  const notes = new Set(step?.kind === 'lesson' ? step.notes : []);
  blocks.forEach((e, i) => {
    e.toggleAttribute('data-learn-on', on.has(i));
    e.toggleAttribute('data-learn-note', notes.has(i));
  });
}

/** The smallest height of a prism's level map: its cells at least 40 px across. */
const MIN_CELL = 40;

/** A board's shown picture on the step: the one level of a prism on a phone, else the main picture. */
function shownPicture(stage: HTMLElement): SVGSVGElement | undefined {
  const svgs = [
    ...stage.querySelectorAll<SVGSVGElement>(
      '[data-learn-on] svg[data-board-svg], [data-exercise] svg[data-board-svg]',
    ),
  ];
  return svgs.find((s) => s.checkVisibility() && s.getBoundingClientRect().height > 0);
}

/**
 * The smallest height the picture may have: a prism's level with its cells MIN_CELL across (a cell's hit shape
 * measured in the picture's units), else 55 % of the height it has at its width.
 */
function smallest(svg: SVGSVGElement): number {
  const box = svg.viewBox.baseVal;
  if (!box?.width) return 160;
  const r = svg.getBoundingClientRect();
  if (!svg.closest('[data-level-maps]')) return Math.ceil((0.55 * r.width * box.height) / box.width);
  const cell = svg.querySelector<SVGGraphicsElement>('[data-c]')?.getBBox().width ?? box.width / 7.6;
  return Math.ceil((box.height * (MIN_CELL + 1)) / cell);
}

/**
 * Fits the shown step into `stage` without a scroll bar: the board's picture first (`--board-max-h`, which fit.css
 * applies to every picture of a `.board-page`, and `--learn-level-h` to a prism's level: learn.module.css), down to its smallest size,
 * then the text (`--learn-fit`, down to 80 %). Returns true when it fits.
 */
export function fitStep(root: HTMLElement, stage: HTMLElement): boolean {
  const style = root.style;
  style.setProperty('--learn-fit', '1');
  style.setProperty('--board-max-h', '2000px');
  style.setProperty('--learn-level-h', '2000px');
  const over = () => stage.scrollHeight - stage.clientHeight;
  const svg = shownPicture(stage);
  if (svg && over() > 0) {
    const min = smallest(svg);
    for (let i = 0; i < 4 && over() > 0; i++) {
      const h = Math.max(min, Math.floor(svg.getBoundingClientRect().height - over() - 1));
      style.setProperty('--board-max-h', `${h}px`);
      style.setProperty('--learn-level-h', `${h}px`);
      if (h === min) break;
    }
  }
  for (let fit = 1; over() > 0 && fit > 0.81; ) {
    fit -= 0.05;
    style.setProperty('--learn-fit', fit.toFixed(2));
  }
  return over() <= 0;
}
