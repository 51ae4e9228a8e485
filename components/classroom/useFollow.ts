'use client';
/**
 * Presenter mode tells the windows of this browser that follow it (the teacher's guide, components/classroom/
 * GuideFollow.tsx; the live class, in a second window or in presenter mode's own panel: components/live/Teacher.tsx)
 * which step it shows: the step, its section and text, its key points and its board as it stands (slide.ts). Said
 * again when a follower asks, when the step changes, and when the board on screen changes (a move played on the
 * slide's board reaches the phones).
 */
import { useEffect, useRef } from 'react';
import { openFollow } from './follow';
import { slideBoard, slidePoints } from './slide';
import type { PresenterState } from './usePresenter';

/** What the presenter tells a follower, read when it is sent (the page marks the step's blocks first). */
const message = (n: PresenterState, variant: string) => {
  if (!n.active) return { type: 'left', variant };
  const board = slideBoard();
  return {
    type: 'step',
    variant,
    step: n.step,
    count: n.count,
    section: n.title,
    id: n.section,
    also: n.also,
    prose: n.prose,
    points: slidePoints(),
    ...(board ? { position: board.position } : {}),
  };
};

export function useFollow(p: PresenterState, variant: string | undefined) {
  const now = useRef(p);
  now.current = p;
  const channel = useRef<BroadcastChannel | undefined>(undefined);
  useEffect(() => {
    if (!variant) return;
    const tell = (ch: BroadcastChannel | undefined) => ch?.postMessage(message(now.current, variant));
    const ch = openFollow((m) => m.type === 'ask' && m.variant === variant && tell(ch));
    channel.current = ch;
    return () => {
      ch?.close();
      channel.current = undefined;
    };
  }, [variant]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: says where the presenter is whenever one of these changes
  useEffect(() => {
    if (variant) channel.current?.postMessage(message(p, variant));
  }, [variant, p.active, p.step, p.count, p.section, p.prose]);
  // A move on the step's board (its `data-board-position` changes), or its board turning live after the step began
  // (the picture replaced by the board): said again, once things settle, when the board or the points changed.
  useEffect(() => {
    if (!variant || !p.active || typeof MutationObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let said = '';
    const check = () => {
      const m = message(now.current, variant);
      const key = JSON.stringify(m);
      if (key === said) return;
      said = key;
      channel.current?.postMessage(m);
    };
    const obs = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(check, 250);
    });
    obs.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-board-position', 'data-present-on'],
    });
    return () => {
      clearTimeout(timer);
      obs.disconnect();
    };
  }, [variant, p.active]);
}
