'use client';
/**
 * Next's own preload of a lesson's board code (issue #31). Rendered once in the lesson's layout, this next/dynamic
 * component of the diagram's board module makes Next write `<link rel="preload" as="script">` for its chunks into
 * the page's HTML, so they come down with the page instead of after hydration. It draws nothing. Its loader is the
 * one `import('./DiagramBoard')` of the lesson: LazyBoard takes the module from `diagramCode` (a second `import()`
 * elsewhere would be a second copy of the module, in a chunk the page does not preload). In the browser the loader
 * runs when the page hydrates, which waits for the chunks (as the other pages' islands do: components/islands.tsx).
 */
import dynamic from 'next/dynamic';

type DiagramModule = typeof import('./DiagramBoard');

let resolveCode: (m: DiagramModule) => void = () => undefined;
/** The diagram board's module, once BoardCode's loader has brought it. */
export const diagramCode = new Promise<DiagramModule>((resolve) => {
  resolveCode = resolve;
});

const BoardCode = dynamic(() =>
  import('./DiagramBoard').then((m) => {
    resolveCode(m);
    return { default: () => null };
  }),
);

export default BoardCode;
