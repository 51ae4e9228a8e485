// The Link header of a page's answer (rel=preload): the style sheets and scripts its head names, so that a browser
// starts fetching them when the answer's headers arrive, before the page's text has come and been read. On a slow
// phone the text of a lesson takes a few hundred milliseconds to arrive and be parsed before its head is seen, and the
// scripts, which make the first board playable, came that much later (docs/QUALITY.md, "Lesson pages in Chromium").
// Only the build's own files under /_next/static/ are named, with the `as` the page's own tags fetch them with, so
// the browser uses what the header fetched instead of fetching twice.

const SAFE_PATH = /^\/_next\/static\/[\w./-]+$/;

/** A tag's attribute value (double-quoted, as Next writes them), or undefined. */
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The Link header value for a page's HTML, or undefined when its head names no such file. */
export function preloadLinks(html) {
  const end = html.indexOf('</head>');
  const head = end < 0 ? '' : html.slice(0, end);
  const links = [];
  for (const [tag] of head.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const script = /^<script/i.test(tag);
    const href = script ? attr(tag, 'src') : attr(tag, 'href');
    if (!href || !SAFE_PATH.test(href)) continue;
    const rel = attr(tag, 'rel');
    if (script ? !/\snomodule/i.test(tag) : rel === 'preload' && attr(tag, 'as') === 'script')
      links.push(`<${href}>; rel=preload; as=script`);
    else if (!script && rel === 'stylesheet') links.push(`<${href}>; rel=preload; as=style`);
  }
  return links.length ? [...new Set(links)].join(', ') : undefined;
}
