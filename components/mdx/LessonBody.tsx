/**
 * The lesson's top-level blocks (the MDX wrapper, mdx-components.tsx). The blocks after the one that holds the
 * page's first board go into a Suspense boundary. Nothing in it suspends in the browser and the page's HTML holds
 * it all, in place (scripts/preload-boards.mjs writes it back where React's server renderer left a placeholder),
 * but React hydrates a boundary after the rest of the page, at a low priority: the first board is drawn and
 * playable without waiting for the rest of the lesson to hydrate (issue #17). Server component.
 */
import { createElement, Fragment, isValidElement, Suspense, type ReactNode } from 'react';
import { TryIt } from './Blocks';
import Diagram from './Diagram';
import PieceCard from './PieceCard';

/** The components that draw a board. */
const BOARDS: readonly unknown[] = [Diagram, PieceCard, TryIt];

/** Renders the blocks up to the first board at once, the rest in a boundary hydrated afterwards. */
export default function LessonBody({ children }: { children?: ReactNode }) {
  // MDX renders its wrapper around one element, the lesson's own content component: call it for the blocks.
  const content =
    isValidElement<object>(children) && typeof children.type === 'function'
      ? (children.type as (props: object) => ReactNode)(children.props)
      : children;
  const blocks: readonly ReactNode[] =
    isValidElement<{ children?: ReactNode }>(content) &&
    content.type === Fragment &&
    Array.isArray(content.props.children)
      ? content.props.children
      : [content];
  const first = blocks.findIndex((b) => isValidElement(b) && BOARDS.includes(b.type));
  if (first < 0 || first === blocks.length - 1) return createElement(Fragment, null, ...blocks);
  // The blocks are passed one by one (not as an array), so they need no keys.
  return createElement(
    Fragment,
    null,
    ...blocks.slice(0, first + 1),
    createElement(Suspense, { fallback: null }, ...blocks.slice(first + 1)),
  );
}
