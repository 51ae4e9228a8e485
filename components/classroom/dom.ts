/**
 * The presenter's view of the rendered lesson: the top-level blocks of `[data-lesson-body]` and their kinds, read
 * from the `data-step` marks the lesson components set at render time (`board`, `alone`, `skip`; headings by tag;
 * everything else is text), and the marks that show one step. Browser only.
 */
import { planSteps, type Block, type Step } from './steps';

/** The lesson's steps and the elements their block indices point to. */
export interface LessonSteps {
  readonly elements: readonly HTMLElement[];
  readonly steps: readonly Step[];
}

/** Returns a heading's text without its anchor link. */
const headingText = (h: HTMLElement) =>
  [...h.childNodes]
    .filter((n) => !(n instanceof HTMLAnchorElement))
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();

/** The length of an element's text, white space collapsed. */
const length = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().length;

/** Reads the blocks of a lesson body and cuts them into steps. */
export function readSteps(body: HTMLElement): LessonSteps {
  const elements = [...body.children].filter(
    (e): e is HTMLElement => e instanceof HTMLElement && e.dataset.step !== 'skip',
  );
  const blocks: Block[] = elements.map((e) => {
    if (e.tagName === 'H2' || e.tagName === 'H3') return { kind: 'heading', chars: 0, title: headingText(e) };
    const mark = e.dataset.step;
    const kind = mark === 'board' || mark === 'alone' ? mark : 'text';
    // A board's own text (tool bar, cell list) is not read: only what stands in the text column (caption, card).
    const own = [...e.querySelectorAll('[data-diagram-board]')].reduce((n, d) => n + length(d), 0);
    const h = kind === 'alone' ? e.querySelector<HTMLElement>('h2') : null;
    const parts = Number(e.dataset.stepParts) || undefined;
    return { kind, chars: Math.max(0, length(e) - own), title: h ? headingText(h) : undefined, parts };
  });
  return { elements, steps: planSteps(blocks) };
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
