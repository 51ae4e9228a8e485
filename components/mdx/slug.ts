/**
 * Stable heading ids (components/mdx/README.md): the heading's text in lower case, accents dropped, words joined
 * by `-`. The same function names the ids on the page and the links of the table of contents. Pure.
 */
import { Children, isValidElement, type ReactNode } from 'react';

/** Returns the id of a heading text: "The king's castle" → "the-kings-castle". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Returns the plain text of rendered MDX children (a heading with `code` or *emphasis* inside). */
export function textOf(node: ReactNode): string {
  let out = '';
  Children.forEach(node, (c) => {
    if (typeof c === 'string' || typeof c === 'number') out += String(c);
    else if (isValidElement<{ children?: ReactNode }>(c)) out += textOf(c.props.children);
  });
  return out;
}
