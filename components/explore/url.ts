/**
 * The explore page's address (CONVENTIONS.md §8): `?position=<text>` reproduces a position. Read by hand rather
 * than with URLSearchParams, because position text uses `+` for promoted men (`+Pe4`) and form decoding would
 * turn it into a space. Pure, no DOM.
 */

/** Returns the `position` parameter of a query string (`?a=1&position=...`), decoded, or undefined. */
export function positionFromSearch(search: string): string | undefined {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== 'position') continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a stray % is left for the engine to reject with its own message
    }
  }
  return undefined;
}

/** Encodes position text for an address, keeping `:`, `;`, `@` and `,` readable. */
export function encodePosition(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%3B/gi, ';').replace(/%40/gi, '@').replace(/%2C/gi, ',');
}

/** Returns `search` with its `position` parameter replaced (or removed when `position` is undefined). */
export function searchWithPosition(search: string, position: string | undefined): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p && !/^position(=|$)/.test(p));
  if (position !== undefined) parts.push(`position=${encodePosition(position)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
