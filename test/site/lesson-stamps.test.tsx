// @vitest-environment jsdom
/**
 * The lesson page and the lesson's outline agree (components/mdx/remarkOutline.mjs): every lesson, compiled by the
 * MDX compiler with the plugin next.config.mjs gives it and rendered with the lesson vocabulary (mdx-components.tsx),
 * has on its headings the ids the outline lists, and on its blocks the numbers the outline gives them, found where
 * presenter mode looks for them (components/classroom/dom.ts): block i is the element stamped `data-block="i"`.
 */
import { readFileSync } from 'node:fs';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { readSteps } from '@/components/classroom/dom';
import { lessonOf } from '@/components/mdx/lessons';
import { lessonOutline, type LessonOutline } from '@/components/mdx/outline';
import remarkOutline from '@/components/mdx/remarkOutline.mjs';
import { VARIANT_IDS } from '@/engine';
import { useMDXComponents } from '@/mdx-components';

/** The lesson as the page renders it, inside the lesson body presenter mode reads. */
async function renderLesson(source: string): Promise<HTMLElement> {
  const { default: Lesson } = await evaluate(source, { ...runtime, useMDXComponents, remarkPlugins: [remarkOutline] });
  const html = renderToStaticMarkup(
    <div data-lesson-body="">
      <Lesson />
    </div>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return page.querySelector<HTMLElement>('[data-lesson-body]')!;
}

/** What a block of the outline renders as: its element's tag, and what marks it. */
const LOOKS: Record<string, string> = {
  Intro: 'div',
  YouWillLearn: 'section[aria-labelledby="you-will-learn"]',
  KeyPoints: 'div[data-key-points]',
  Diagram: 'figure[data-diagram]',
  PieceCard: 'section[data-piece-card]',
  Note: 'aside[data-note]',
  Recap: 'section[aria-labelledby="recap"]',
  TryIt: 'section[aria-labelledby="try-it"]',
};

/** Checks the rendered lesson against its outline; returns the blocks' elements. */
function expectAgree(body: HTMLElement, outline: LessonOutline) {
  expect(outline.error).toBeUndefined();
  const { elements } = readSteps(body, []);
  // Every block is found, and every element of the body is a block, in the outline's order.
  expect(elements.length).toBe(outline.blocks.length);
  expect([...elements]).toEqual([...body.children]);
  outline.blocks.forEach((b, i) => {
    const e = elements[i]!;
    const where = `block ${i} (line ${b.line})`;
    if (b.kind === 'heading') expect(e.matches(`h${b.level}`) && e.id, where).toBe(b.id);
    else if (b.kind === 'element') expect(e.matches(LOOKS[b.element.name] ?? '*'), where).toBe(true);
    else expect(e.matches('p, ul, ol, pre, blockquote, hr'), where).toBe(true);
  });
  // The headings with an anchor link (the lesson's own, Recap's and Try it's) have the outline's ids, in order.
  const headings = [...body.querySelectorAll('h2[id], h3[id]')].filter((h) =>
    h.querySelector(`:scope > a[href="#${h.id}"]`),
  );
  expect(headings.map((h) => h.id)).toEqual(outline.headings.map((h) => h.id));
}

const LESSON = `export const meta = { title: 'Tiny' };

<Intro>Two *words*.</Intro> {/* a comment beside it */}

## The \`board\`, é

Some text here.

{/* a comment of its own */}

<Diagram variant="peanut" caption="Look." free />

- a list
- of two

<Note title="Inside">

### A heading in a note

Its text.
</Note>

\`\`\`mdx
<Diagram variant="nope" />
\`\`\`

<KeyPoints>
- one
</KeyPoints>

<PieceCard variant="peanut" letter="R" cell="d5" />

<Recap>
- one
</Recap>

<TryIt variant="peanut">

1. A question?

</TryIt>
`;

describe('the stamps of a lesson', () => {
  test('the page and the outline agree on a lesson of every kind of block', async () => {
    const outline = lessonOutline(LESSON);
    expect(outline.blocks.map((b) => (b.kind === 'element' ? b.element.name : b.kind))).toEqual([
      'Intro',
      'heading',
      'text',
      'Diagram',
      'text',
      'Note',
      'text',
      'KeyPoints',
      'PieceCard',
      'Recap',
      'TryIt',
    ]);
    expect(outline.headings.map((h) => h.id)).toEqual(['the-board-e', 'a-heading-in-a-note', 'recap', 'try-it']);
    const body = await renderLesson(LESSON);
    expectAgree(body, outline);
    // A code block's number is on its <code>, inside its <pre>; the block is the <pre>.
    expect(body.querySelector('pre > code')?.getAttribute('data-block')).toBe('6');
  });

  test('the stamp is not a prop the content check sees', () => {
    const diagram = lessonOutline(LESSON).elements.find((e) => e.name === 'Diagram')!;
    expect([...diagram.props.keys()]).toEqual(['variant', 'caption', 'free']);
  });

  test('a block no stamp can reach, or a stamp written by hand, is a mistake at its line', async () => {
    const fragment = '## A\n\n<>\n  <Note>x</Note>\n</>\n';
    expect(lessonOutline(fragment).error).toMatchObject({ line: 3, message: expect.stringMatching(/fragment/) });
    await expect(evaluate(fragment, { ...runtime, remarkPlugins: [remarkOutline] })).rejects.toMatchObject({
      line: 3,
      reason: expect.stringMatching(/fragment/),
    });
    const written = 'Text.\n\n<Note data-block="7">x</Note>\n';
    expect(lessonOutline(written).error).toMatchObject({ line: 3, message: expect.stringMatching(/data-block/) });
  });
});

describe('every lesson', () => {
  for (const id of VARIANT_IDS) {
    if (!lessonOf(id)) continue;
    test(`${id}: the page has the outline's heading ids and block numbers`, async () => {
      const source = readFileSync(`content/lessons/${id}.mdx`, 'utf8');
      expectAgree(await renderLesson(source), lessonOf(id)!);
    });
  }
});
