import type { MDXComponents } from 'mdx/types';
import { Intro, KeyPoints, Note, Recap, TryIt, YouWillLearn } from '@/components/mdx/Blocks';
import Diagram from '@/components/mdx/Diagram';
import { headingComponents } from '@/components/mdx/Heading';
import PieceCard from '@/components/mdx/PieceCard';

// Required by @next/mdx in the App Router. The lesson vocabulary (components/mdx/README.md): lessons import nothing.
// The headings' h2 and h3 take the ids the compile stamped on them (components/mdx/remarkOutline.mjs), and every
// top-level block its number (`data-block`), which each component puts on its root element.
const components: MDXComponents = {
  ...headingComponents,
  Intro,
  YouWillLearn,
  KeyPoints,
  Diagram,
  PieceCard,
  Note,
  Recap,
  TryIt,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
