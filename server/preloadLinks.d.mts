// Types of server/preloadLinks.mjs.
/** The Link header value (rel=preload) for a page's HTML: its head's style sheets and scripts under /_next/static/. */
export declare function preloadLinks(html: string): string | undefined;
