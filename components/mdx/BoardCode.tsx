'use client';
/**
 * Next's own preload of a lesson's board code (issue #31): rendered once in the lesson's server HTML, this
 * next/dynamic component of the diagram's board module makes Next write `<link rel="preload" as="script">` for its
 * chunks into the page, so they come down with the page instead of after hydration, when LazyBoard asks for the
 * first board (LazyBoard's `import('./DiagramBoard')` then finds them here). It draws nothing; in the browser the
 * page hydrates once they have come (as the other pages' islands do: components/islands.tsx).
 */
import dynamic from 'next/dynamic';

const BoardCode = dynamic(() => import('./DiagramBoard').then(() => ({ default: () => null })));

export default BoardCode;
