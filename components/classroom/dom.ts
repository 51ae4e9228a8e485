/**
 * Presenter mode on the rendered lesson: the top-level elements of `[data-lesson-body]` (one per block of the
 * lesson's outline, then the notes box; the pager, `data-step="skip"`, is none), and the marks that show one step.
 * The steps themselves are cut at build time (lessonSteps.ts). Browser only.
 */
import type { Step } from './steps';

/** The lesson's steps and the elements their block indices point to. */
export interface LessonSteps {
  readonly elements: readonly HTMLElement[];
  readonly steps: readonly Step[];
}

/**
 * Pairs the steps with the lesson body's blocks; says so in the console when the page and the steps disagree
 * about how many blocks there are (the outline and the rendered lesson would then be out of step).
 */
export function readSteps(body: HTMLElement, steps: readonly Step[]): LessonSteps {
  const elements = [...body.children].filter(
    (e): e is HTMLElement => e instanceof HTMLElement && e.dataset.step !== 'skip',
  );
  const blocks = steps.reduce((n, s) => Math.max(n, ...s.blocks.map((b) => b + 1)), 0);
  if (blocks !== elements.length)
    console.error(`presenter mode: the lesson has ${elements.length} blocks on the page, ${blocks} in its steps`);
  return { elements, steps };
}

/**
 * Marks the blocks of step `index` as shown (`data-present-on`) and clears the mark from every other block. A box
 * made of parts gets the part to show (`data-present-part`); its pieces marked `data-step-part="0 1"` that are not
 * in that part are hidden (`data-present-off`); presenter.css shows one puzzle per part.
 */
export function showStep(ls: LessonSteps, index: number): void {
  const step = ls.steps[index];
  const on = new Set(step?.blocks ?? []);
  ls.elements.forEach((e, i) => {
    if (on.has(i)) e.setAttribute('data-present-on', '');
    else e.removeAttribute('data-present-on');
    const part = on.has(i) ? step?.part : undefined;
    if (part === undefined) e.removeAttribute('data-present-part');
    else e.setAttribute('data-present-part', String(part));
    for (const p of e.querySelectorAll<HTMLElement>('[data-step-part]'))
      p.toggleAttribute(
        'data-present-off',
        part !== undefined && !p.dataset.stepPart!.split(' ').includes(String(part)),
      );
  });
}

/** Removes every mark the presenter set. */
export function clearSteps(ls: LessonSteps): void {
  for (const e of ls.elements) {
    e.removeAttribute('data-present-on');
    e.removeAttribute('data-present-part');
    for (const p of e.querySelectorAll('[data-present-off]')) p.removeAttribute('data-present-off');
  }
}

/** Returns the step that holds the element with id `id` (a heading or anything inside a block), or undefined. */
export function stepOfId(ls: LessonSteps, id: string): number | undefined {
  const target = id ? document.getElementById(id) : null;
  if (!target) return undefined;
  const i = ls.elements.findIndex((e) => e === target || e.contains(target));
  if (i < 0) return undefined;
  const s = ls.steps.findIndex((st) => st.blocks.includes(i));
  return s < 0 ? undefined : s;
}
