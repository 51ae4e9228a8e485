/**
 * Lesson headings (`##` and `###`): a stable id from the text (slug.ts) and an anchor link that shows on hover
 * and focus. Server component.
 */
import type { ReactNode } from 'react';
import { slugify, textOf } from './slug';
import css from './mdx.module.css';

/** Renders an h2 or h3 with its id and anchor link. */
function Heading({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  const text = textOf(children);
  const id = slugify(text);
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

/** A `##` heading. */
export const H2 = ({ children }: { children?: ReactNode }) => <Heading level={2}>{children}</Heading>;
/** A `###` heading. */
export const H3 = ({ children }: { children?: ReactNode }) => <Heading level={3}>{children}</Heading>;
