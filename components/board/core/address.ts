/**
 * Position text in page addresses (docs/CONVENTIONS.md §8): `?position=<text>` on the explore, play and editor pages.
 * Read by hand rather than with URLSearchParams, because position text uses `+` for promoted men (`+Pe4`) and form
 * decoding would turn it into a space. Pure, no DOM.
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
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%3B/gi, ';')
    .replace(/%40/gi, '@')
    .replace(/%2C/gi, ',');
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

/** Returns every parameter of a query string, decoded by hand (`+` stays `+`), the first of each name. */
export function paramsOf(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a stray % is left as it is, for the reader to reject with its own message
    }
    if (!out.has(name)) out.set(name, value);
  }
  return out;
}

/** Returns every parameter of a query string as written (still escaped), the first of each name. */
export function rawParamsOf(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    if (!out.has(name)) out.set(name, eq < 0 ? '' : part.slice(eq + 1));
  }
  return out;
}

/** A page of the variant that loads `position`: the free board, the play page or the editor. */
export function positionHref(id: string, page: 'explore' | 'play' | 'editor', position: string): string {
  return `/variants/${id}/${page}/?position=${encodePosition(position)}`;
}
