import type { MDXComponents } from 'mdx/types';
import { Intro, Note, Recap, TryIt, YouWillLearn } from '@/components/mdx/Blocks';
import Diagram from '@/components/mdx/Diagram';
import { H2, H3 } from '@/components/mdx/Heading';
import PieceCard from '@/components/mdx/PieceCard';
import LessonBody from '@/components/mdx/LessonBody';

// Required by @next/mdx in the App Router. The lesson vocabulary (components/mdx/README.md): lessons import nothing.
const components: MDXComponents = {
  Intro,
  YouWillLearn,
  Diagram,
  PieceCard,
  Note,
  Recap,
  TryIt,
  h2: H2,
  h3: H3,
  wrapper: LessonBody,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
