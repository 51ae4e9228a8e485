// Types of scripts/headers.mjs.
/** The `_headers` text for pages given as { path, html }: `/*` with the security headers, then each page's Link. */
export declare function headersFile(pages: readonly { path: string; html: string }[]): string;
