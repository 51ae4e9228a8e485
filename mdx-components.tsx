import type { MDXComponents } from 'mdx/types';
import { Intro, KeyPoints, Note, Recap, TryIt, YouWillLearn } from '@/components/mdx/Blocks';
import Diagram from '@/components/mdx/Diagram';
import PieceCard from '@/components/mdx/PieceCard';

// Required by @next/mdx in the App Router. The lesson vocabulary (components/mdx/README.md): lessons import nothing.
// The headings' h2 and h3 come from the lesson page, which gives them the ids of the lesson's outline.
const components: MDXComponents = {
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
