'use client';
/**
 * True while the page is being printed (or emulates print media), so a board shown in 3-D prints as its 2-D
 * picture. `beforeprint` is answered synchronously (flushSync) so the printed page already holds the 2-D board.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Returns whether the page is printing. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('print');
    const set = (on: boolean) => flushSync(() => setPrinting(on));
    const onChange = () => setPrinting(mq.matches);
    const before = () => set(true);
    const after = () => set(mq.matches);
    setPrinting(mq.matches);
    mq.addEventListener('change', onChange);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      mq.removeEventListener('change', onChange);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
