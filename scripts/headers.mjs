// Writes out/_headers (run by `npm run build` after scripts/csp.mjs): what a static host that reads a `_headers` file
// (Netlify, Cloudflare Pages) sends, the same as the site's own server (server/serve.mjs): the four security headers
// with every answer (README "Hosting", issue #33), and with each page its Link header (server/preloadLinks.mjs: its
// style sheets and scripts, fetched as soon as the answer's headers arrive; Cloudflare also sends them as Early Hints).
// Usage: node scripts/headers.mjs [out]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadLinks } from '../server/preloadLinks.mjs';
import { SECURITY_HEADERS } from '../server/serve.mjs';

/** Header names as a `_headers` file writes them. */
const NAMES = {
  'content-security-policy': 'Content-Security-Policy',
  'x-frame-options': 'X-Frame-Options',
  'x-content-type-options': 'X-Content-Type-Options',
  'referrer-policy': 'Referrer-Policy',
};

/** The `_headers` text for pages given as { path, html }: `/*` with the security headers, then each page's Link. */
export function headersFile(pages) {
  const lines = ['/*', ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${NAMES[k] ?? k}: ${v}`)];
  for (const { path, html } of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const link = preloadLinks(html);
    if (link) lines.push(path, `  Link: ${link}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every exported page (an index.html) under `dir`, by the path it is served at. */
function pagesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const f = join(d, name);
      if (statSync(f).isDirectory()) walk(f);
      else if (name === 'index.html') {
        const rel = relative(dir, d).split(sep).join('/');
        out.push({ path: rel ? `/${rel}/` : '/', html: readFileSync(f, 'utf8') });
      }
    }
  };
  walk(dir);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'out';
  const pages = pagesOf(dir);
  writeFileSync(join(dir, '_headers'), headersFile(pages));
  console.log(`headers: ${dir}/_headers, the security headers and the Link headers of ${pages.length} pages`);
}
