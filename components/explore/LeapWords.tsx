'use client';
/**
 * The explore panel's line that tells the hovered or focused leap in words (components/board/core/leap.ts). The
 * board hands the words to a tiny store, and only this line draws them: held in the page's state, each new hover
 * and each move drew the whole page a second time (the board, the 3-D scene, the move list), after the click's own
 * drawing.
 */
import { useSyncExternalStore } from 'react';
import styles from '@/components/board/playable.module.css';

/** The words of the leap in focus, with whoever shows them listening. */
export interface WordsStore {
  get(): string | undefined;
  set(words: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** Makes an empty store. */
export function wordsStore(): WordsStore {
  let words: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => words,
    set: (w) => {
      if (w === words) return;
      words = w;
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const none = () => undefined;

/** Renders the words (a polite live region). */
export default function LeapWords({ store }: { store: WordsStore }) {
  const words = useSyncExternalStore(store.subscribe, store.get, none);
  return (
    <p className={styles.leapLine} data-leap-words="" aria-live="polite">
      {words}
    </p>
  );
}
