/**
 * Lesson headings (`##`, `###`, and the sections Recap and Try it draw): their id and an anchor link that shows on
 * hover and focus. A Markdown heading's id, and its block number when it stands at the top level, are stamped on it
 * by the MDX compile (remarkOutline.mjs), the same stamps the lesson's outline reads; `mdx-components.tsx` maps the
 * lesson's h2 and h3 to `headingComponents`. Server component.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { BlockStamp } from './remarkOutline.mjs';
import css from './mdx.module.css';

/** Returns the plain text of rendered MDX children (a heading with `code` or *emphasis* inside). */
function textOf(node: ReactNode): string {
  let out = '';
  Children.forEach(node, (c) => {
    if (typeof c === 'string' || typeof c === 'number') out += String(c);
    else if (isValidElement<{ children?: ReactNode }>(c)) out += textOf(c.props.children);
  });
  return out;
}

/** Renders an h2 or h3 with its id and anchor link. */
export function Heading({
  level,
  id,
  text,
  children,
  ...stamp
}: {
  level: 2 | 3;
  id: string;
  text: string;
  children: ReactNode;
} & BlockStamp) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={css.heading} {...stamp}>
      {children}
      <a href={`#${id}`} className={css.anchor} aria-label={`Link to the section “${text}”`}>
        #
      </a>
    </Tag>
  );
}

/** A lesson's h2 or h3 as the compile hands it: the id stamped on it, and its block number at the top level. */
const lessonHeading =
  (level: 2 | 3) =>
  ({ id, children, ...stamp }: { id?: string; children?: ReactNode } & BlockStamp) => {
    if (!id) throw new Error(`lesson heading h${level} “${textOf(children)}” has no id: is remarkOutline.mjs run?`);
    return (
      <Heading level={level} id={id} text={textOf(children)} {...stamp}>
        {children}
      </Heading>
    );
  };

/** The lesson's h2 and h3 (mdx-components.tsx). */
export const headingComponents = { h2: lessonHeading(2), h3: lessonHeading(3) };
