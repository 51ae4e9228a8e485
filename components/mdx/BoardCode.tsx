'use client';
/**
 * The code of a lesson's boards (issue #31): a next/dynamic component of the diagram's board module that draws
 * nothing. Its loader is the site's one `import('./DiagramBoard')`. A second `import()` elsewhere would be a second
 * copy of the module, in a chunk the page does not preload.
 * - The lesson's layout renders it once, so Next writes `<link rel="preload" as="script">` for the board's chunks
 *   into the page's HTML and they come down with the page. In the browser the loader runs when the page hydrates,
 *   which waits for the chunks (as the other pages' islands do: components/islands.tsx).
 * - A diagram that wants its board (LazyBoard.tsx) renders it with `onCode`, and gets the board's component once
 *   the code is here. If nothing has loaded the code yet (a diagram on a page without the lesson's layout), this
 *   loads it.
 */
import dynamic from 'next/dynamic';
import { useLayoutEffect } from 'react';

/** A lesson diagram's playable board (DiagramBoard.tsx). */
export type DiagramBoardComponent = typeof import('./DiagramBoard')['default'];

interface BoardCodeProps {
  /** Called with the board's component once its code is here (before the browser paints). */
  readonly onCode?: (board: DiagramBoardComponent) => void;
}

const BoardCode = dynamic<BoardCodeProps>(() =>
  import('./DiagramBoard').then(({ default: board }) => ({
    default: function HandOver({ onCode }: BoardCodeProps) {
      useLayoutEffect(() => onCode?.(board), [onCode]);
      return null;
    },
  })),
);

export default BoardCode;
