// Adds a Content-Security-Policy <meta> to every exported HTML page (run by `npm run build` after `next build`).
// Next's static export writes inline scripts (the RSC payload, `self.__next_f.push(...)`), so script-src lists the
// sha256 of each inline script of that page; no other inline script, no eval, no plugin can run.
//
//   default-src 'self'                     everything from this site only (fetches of RSC payloads included)
//   script-src 'self' 'sha256-…' …         the chunks, and exactly this page's inline scripts
//   style-src 'self' 'unsafe-inline'       the CSS files, and React's style attributes (see below)
//   img-src 'self' data: blob:             icons, and textures or pictures a canvas makes
//   connect-src 'self'                     fetches, and the live class's WebSocket to the site's own server (CSP 3:
//                                          'self' also matches ws: and wss: on the page's own host and port; checked
//                                          in Chromium by test/e2e/live.e2e.test.mjs)
//   worker-src 'self' blob:                the engine in a Web Worker (`new Worker(new URL(...))`)
//   object-src 'none'; base-uri 'self'; form-action 'self'
//
// Styles: server-rendered React writes `style="..."` attributes (SVG user-select, the 3-D box's aspect ratio), and
// libraries may set style attributes at run time. Allowing them by hash needs 'unsafe-hashes' and breaks silently
// whenever a value changes at run time; inline CSS cannot run script, and every way for a user's text to reach the
// page goes through React's escaping, so style-src keeps 'unsafe-inline' and the protection sits in script-src.
// The meta goes right after <meta charset> (the charset must stay within the first 1024 bytes; a CSP meta applies
// to what follows it, and nothing before it is a script or a style). Idempotent: an existing policy is replaced.
// Usage: node scripts/csp.mjs [out]   (prints one line per page type; exits 1 if a page has no <head>)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The sha256 sources of the inline scripts of an HTML text (scripts without src). */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(m[1]) || !m[2]) continue;
    if (/\stype="(?!text\/javascript|module)[^"]*"/i.test(m[1])) continue; // data blocks (JSON) do not run
    const body = m[2].replace(/\r\n?/g, '\n'); // what the HTML parser hands to the script
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of a page with these inline-script hashes. */
function policy(hashes) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Returns the HTML with its policy meta (replacing an older one), or undefined if it has no <head>. */
function withPolicy(html) {
  const clean = html.replace(CSP_META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(inlineScriptHashes(clean))}"/>`;
  const charset = /<head[^>]*>\s*<meta charSet="utf-8"\/>/i.exec(clean) ?? /<head[^>]*>/i.exec(clean);
  if (!charset) return undefined;
  const at = charset.index + charset[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? 'out';
  let pages = 0,
    hashes = 0;
  const bad = [];
  for (const f of walk(root).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(f, 'utf8');
    const out = withPolicy(html);
    if (!out) {
      bad.push(relative(root, f));
      continue;
    }
    writeFileSync(f, out);
    pages++;
    hashes += inlineScriptHashes(out).length;
  }
  console.log(`csp: a Content-Security-Policy meta in ${pages} pages (${hashes} inline scripts allowed by hash)`);
  for (const b of bad) console.error(`csp: ${b} has no <head>`);
  process.exit(bad.length ? 1 : 0);
}
