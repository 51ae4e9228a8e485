'use client';
/**
 * "Copy link": copies the page's address (which holds everything on the screen) and shows it in a field, so it can
 * be copied by hand where the clipboard is not available (a page served over plain http in a classroom).
 */
import { useState } from 'react';
import styles from './playable.module.css';

/** A Copy link button; `href` returns the link (default: the page's address). */
export default function CopyLink({ href, label = 'Copy link' }: { href?: () => string; label?: string }) {
  const [link, setLink] = useState<{ url: string; copied: boolean }>();
  return (
    <>
      <button
        type="button"
        data-copy-link=""
        onClick={() => {
          const url = href ? new URL(href(), window.location.href).href : window.location.href;
          setLink({ url, copied: false });
          void navigator.clipboard?.writeText(url).then(
            () => setLink({ url, copied: true }),
            () => undefined,
          );
        }}
      >
        {label}
      </button>
      {link && (
        <span className={styles.linkOut} role="status">
          {link.copied ? 'Link copied: ' : 'Copy this link: '}
          <input
            readOnly
            value={link.url}
            data-link-output=""
            aria-label="The link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </span>
      )}
    </>
  );
}
