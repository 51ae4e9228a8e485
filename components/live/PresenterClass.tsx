'use client';
/**
 * Presenter mode's live class (issue #44: one window): the live page's class (Teacher.tsx) drawn as a panel beside
 * the slides, loaded only when the teacher starts it (the Socket.IO client stays out of the lesson's first load). It
 * follows presenter mode's steps as a second window would (components/classroom/follow.ts), and asks the class about
 * the board of the slide on screen: a puzzle by its id, any other board as it stands (`data-board-position`).
 */
import { useMemo } from 'react';
import { parsePosition, type VariantId } from '@/engine';
import { TeacherClass, type PresenterHooks } from './Teacher';

/** The board of the slide on screen: its first puzzle, else its first board. */
export function slideBoard(doc: Document = document): { position: string; puzzleId?: string } | undefined {
  for (const block of doc.querySelectorAll<HTMLElement>('[data-present-on]')) {
    const puzzle =
      block.closest<HTMLElement>('[data-puzzle-id]') ?? block.querySelector<HTMLElement>('[data-puzzle-id]');
    const board = (puzzle ?? block).querySelector<HTMLElement>('[data-board-position]');
    const position = board?.getAttribute('data-board-position');
    if (!position) continue;
    const puzzleId = puzzle?.getAttribute('data-puzzle-id') ?? undefined;
    return puzzleId ? { position, puzzleId } : { position };
  }
  return undefined;
}

export default function PresenterClass({ variant, onEnded }: { variant: VariantId; onEnded(): void }) {
  const start = useMemo(() => {
    const r = parsePosition(variant);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [variant]);
  const hooks = useMemo<PresenterHooks>(() => ({ slide: () => slideBoard(), onEnded }), [onEnded]);
  return <TeacherClass variant={variant} start={start} presenter={hooks} />;
}
