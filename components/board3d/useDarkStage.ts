'use client';
/**
 * Whether the page shows presenter mode's dark theme (`<html data-presenting data-present-theme="dark">`, set by
 * components/classroom/usePresenter.ts): the 3-D views then draw on a dark backdrop instead of a light box.
 */
import { useSyncExternalStore } from 'react';

const dark = () => {
  const html = document.documentElement;
  return html.hasAttribute('data-presenting') && html.getAttribute('data-present-theme') === 'dark';
};

function subscribe(change: () => void) {
  const watch = new MutationObserver(change);
  watch.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-presenting', 'data-present-theme'],
  });
  return () => watch.disconnect();
}

/** Returns true while the page is presented in the dark theme. */
export function useDarkStage(): boolean {
  return useSyncExternalStore(subscribe, dark, () => false);
}
