/**
 * Lesson headings (`##`, `###`, and the sections Recap and Try it draw): the id the lesson's outline gives them
 * (components/mdx/outline.ts) and an anchor link that shows on hover and focus. The lesson page hands the MDX its
 * h2 and h3 from the outline (`headingComponents`). Server component.
 */
import type { ReactNode } from 'react';
import type { OutlineHeading } from './outline';
import { textOf } from './slug';
import css from './mdx.module.css';

/** Renders an h2 or h3 with its id and anchor link. */
export function Heading({
  level,
  id,
  text,
  children,
}: {
  level: 2 | 3;
  id: string;
  text: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={css.heading}>
      {children}
      <a href={`#${id}`} className={css.anchor} aria-label={`Link to the section “${text}”`}>
        #
      </a>
    </Tag>
  );
}

/**
 * The lesson's h2 and h3 for one render of it: the n-th Markdown heading rendered takes the outline's n-th, its id
 * and text; a heading whose level or text differs from the outline's stops the build with both.
 */
export function headingComponents(headings: readonly OutlineHeading[]) {
  const list = headings.filter((h) => h.markdown);
  let next = 0;
  const render =
    (level: 2 | 3) =>
    ({ children }: { children?: ReactNode }) => {
      const h = list[next++];
      const text = textOf(children);
      if (!h || h.level !== level || h.text !== text)
        throw new Error(
          `lesson heading h${level} “${text}” is not the outline's ${h ? `h${h.level} “${h.text}”` : 'end'}`,
        );
      return (
        <Heading level={level} id={h.id} text={h.text}>
          {children}
        </Heading>
      );
    };
  return { h2: render(2), h3: render(3) };
}
