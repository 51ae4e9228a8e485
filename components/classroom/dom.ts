/**
 * Presenter mode on the rendered lesson: the top-level elements of `[data-lesson-body]` that are the lesson's blocks
 * (each stamped with its number by the MDX compile, the number the lesson's outline gives it:
 * components/mdx/remarkOutline.mjs; then the notes box), and the marks that show one step. The steps themselves are
 * cut at build time (lessonSteps.ts). Browser only.
 */
import type { Step } from './steps';

/** The lesson's steps and the elements their block indices point to. */
export interface LessonSteps {
  readonly elements: readonly HTMLElement[];
  readonly steps: readonly Step[];
}

/**
 * Finds the lesson's blocks in the page by their numbers: block `i` is the body's top-level element stamped
 * `data-block="i"`, or holding that stamp (a code block's is on the `<code>` inside its `<pre>`).
 */
export function readSteps(body: HTMLElement, steps: readonly Step[]): LessonSteps {
  const elements: HTMLElement[] = [];
  for (const stamped of body.querySelectorAll<HTMLElement>('[data-block]')) {
    let top = stamped;
    while (top.parentElement && top.parentElement !== body) top = top.parentElement;
    elements[Number(stamped.dataset.block)] = top;
  }
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

/** The readable parts of an element: its paragraphs and list items (a list item as "• …"), or its whole text. */
function readable(e: Element): string[] {
  const text = (x: Element) => (x.textContent ?? '').replace(/\s+/g, ' ').trim();
  const parts = e.matches('p, li') ? [e] : [...e.querySelectorAll('p, li')].filter((x) => !x.querySelector('p, li'));
  const out = (parts.length ? parts : [e]).map((x) => (x.matches('li') ? `• ${text(x)}` : text(x)));
  return out.filter(Boolean);
}

/**
 * The speaker notes of step `index` from the lesson: the text of its blocks not shown (the section's prose), and
 * of the parts of its shown blocks kept off the slide (a caption or a piece card's description beside key points,
 * a Recap's list), in the page's order.
 */
export function stepNotes(ls: LessonSteps, index: number): string[] {
  const step = ls.steps[index];
  if (!step) return [];
  const blocks = [...step.blocks, ...step.notes].sort((a, b) => a - b);
  return blocks.flatMap((i) => {
    const e = ls.elements[i];
    if (!e) return [];
    if (step.notes.includes(i)) return readable(e);
    const off = [...e.querySelectorAll('[data-slide-notes]')];
    if (step.points)
      off.push(
        ...e.querySelectorAll('figure[data-diagram] > figcaption'),
        ...e.querySelectorAll('[data-piece-card] > p'),
      );
    const inPart = (x: Element) =>
      step.part === undefined ||
      !x.closest('[data-step-part]') ||
      x.closest<HTMLElement>('[data-step-part]')!.dataset.stepPart!.split(' ').includes(String(step.part));
    return off.filter(inPart).flatMap(readable);
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
  const i = ls.elements.findIndex((e) => e?.contains(target));
  if (i < 0) return undefined;
  const s = ls.steps.findIndex((st) => st.blocks.includes(i));
  return s < 0 ? undefined : s;
}
