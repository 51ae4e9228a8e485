import type { MDXComponents } from 'mdx/types';

// Required by @next/mdx in the App Router. Lesson components (diagrams, notes) get mapped here.
const components: MDXComponents = {};

export function useMDXComponents(): MDXComponents {
  return components;
}
