// Serves a static export (out/) on 127.0.0.1: `node scripts/serve.mjs [dir] [port]`. No dependencies. `npm run serve`
// runs server/main.ts instead: this static server plus the live class (docs/CONVENTIONS.md §9). Every answer carries
// the security headers; a target beginning with `//` is redirected to its one-slash form.
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
};

const isFile = (f) => {
  try {
    return statSync(f).isFile();
  } catch {
    return false;
  }
};

/** Returns the file that answers `url` under `root`, or null (also for paths that escape the root). */
function lookup(root, url) {
  let p;
  try {
    p = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const f = normalize(join(root, p));
  if (f !== root && !f.startsWith(root + sep)) return null;
  for (const c of [f, join(f, 'index.html'), f + '.html']) if (isFile(c)) return c;
  return null;
}

/**
 * Sent with every answer (issue #33): no framing by another origin (CSP frame-ancestors, and X-Frame-Options for older
 * browsers), no guessing of content types, and no address sent to another site (the join code and positions are in
 * addresses). README "Hosting" gives the same headers for a static host.
 */
export const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
});

/**
 * Where a request target that begins with two slashes (or a slash and a backslash) is sent instead: one slash, the
 * rest as it was; undefined for any other target. `//host/variants/...` is a path, but `new URL` and the browser
 * read it as another host: the page answered 200 and its history.replaceState threw on the cross-origin address.
 */
export function normalisedTarget(target) {
  if (!/^\/[/\\]/.test(target)) return undefined;
  return `/${target.replace(/^[/\\]+/, '')}`;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.svg']);

/**
 * Next's build output under /_next/static/ is named by its content hash, so it is served as Next's own server and
 * static hosts serve it: cacheable for a year, immutable. A browser that opens several pages keeps the scripts it
 * has (and V8 their compiled code) instead of fetching and compiling them again for every page: the end-to-end
 * tests that open many pages in one browser context spend about 15 % less CPU. Pages and the rest stay uncached.
 */
const IMMUTABLE = { 'cache-control': 'public, max-age=31536000, immutable' };
const headersFor = (url, f, type) => ({
  'content-type': type,
  ...(/^\/_next\/static\//.test(url) && f.includes(`${sep}_next${sep}static${sep}`) ? IMMUTABLE : {}),
});

/**
 * The longest request head answered: 1 MiB. Node's default (16 kB) answers a longer address with an empty 431, and
 * links to the explore page with a long move list or many annotations run to 100 kB.
 */
const MAX_HEADER_SIZE = 1024 * 1024;

/**
 * Starts the server; port 0 picks a free port. Resolves to { server, url }. With `gzip`, text files are sent
 * gzip-compressed to clients that accept it, as a static host does (the lesson measurement uses it). `before(req,
 * res)` may answer a request first and return true (the live class's `/live/health`, server/main.ts).
 */
export function startServer(dir = 'out', port = 0, host = '127.0.0.1', { gzip = false, before } = {}) {
  const root = resolve(dir);
  const zipped = new Map();
  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const moved = normalisedTarget(req.url ?? '/');
    if (moved !== undefined) {
      res.writeHead(308, { location: moved, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`moved to ${moved}\n`);
      return;
    }
    if (before?.(req, res)) return;
    const f = lookup(root, req.url ?? '/');
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      const nf = join(root, '404.html');
      if (isFile(nf)) createReadStream(nf).pipe(res);
      else res.end('not found');
      return;
    }
    const type = TYPES[extname(f)] ?? 'application/octet-stream';
    if (gzip && COMPRESSIBLE.has(extname(f)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!zipped.has(f)) zipped.set(f, gzipSync(readFileSync(f), { level: 6 }));
      res.writeHead(200, { ...headersFor(req.url, f, type), 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(zipped.get(f));
      return;
    }
    res.writeHead(200, headersFor(req.url, f, type));
    createReadStream(f).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok({ server, url: `http://${host}:${server.address().port}` }));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'out';
  if (!isFile(join(resolve(dir), 'index.html'))) {
    console.error(`${dir}/index.html is missing: run "npm run build" first`);
    process.exit(1);
  }
  const { url } = await startServer(dir, Number(process.argv[3] ?? 3000));
  console.log(`serving ${dir}/ at ${url}/`);
}
