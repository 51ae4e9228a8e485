// Serves a static export (out/) on 127.0.0.1: `node server/serve.mjs [dir] [port]`. No dependencies. `npm run serve`
// runs server/main.ts instead: this static server plus the live class (docs/CONVENTIONS.md §9). Every answer carries
// the security headers; a target beginning with `//` is redirected to its one-slash form. The bound on connections per
// address counts an IPv6 client by its /64 (addressKey).
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadLinks } from './preloadLinks.mjs';

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

/**
 * What the limits per address count a client by: an IPv4 address as it is (also when written as `::ffff:a.b.c.d`, or
 * with a port, as some proxies write X-Forwarded-For), an IPv6 address by its /64 prefix (`2001:db8:1:2::/64`). One
 * network gets a /64 and each device may take any number of addresses in it: counted one by one, a single laptop
 * made 5 000 classes from 90 addresses of its /64 and no school could start one (issue #45's adversarial run).
 */
export function addressKey(address) {
  let a = String(address ?? '').trim();
  a = /^\[([^\]]*)\](?::\d+)?$/.exec(a)?.[1] ?? a;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/i.exec(a);
  if (v4) return v4[1];
  if (!a.includes(':')) return a;
  const [head, tail] = a.split('%')[0].toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
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
 * The longest request head answered: 128 KiB. Node's default (16 kB) answers a longer address with an empty 431, and
 * links to the explore page with a long move list or many annotations run to 100 kB (test/e2e/robust.e2e.test.mjs).
 * Until issue #45 it was 1 MiB, which let every slow connection hold a megabyte: the head's size, its time
 * (HEADERS_TIMEOUT_MS) and the connections (per address and in all) now bound what slow clients can hold.
 */
const MAX_HEADER_SIZE = 128 * 1024;
/** A request head must arrive within this time, a whole request within REQUEST_TIMEOUT_MS (Node: 60 s and 300 s). */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Open connections answered at once, in all and from one address (the defaults; startServer's options). */
const MAX_CONNECTIONS = 4000;
const CONNECTIONS_PER_ADDRESS = 1000;

const STATUS_TEXT = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};
const SECURITY_LINES = Object.entries(SECURITY_HEADERS)
  .map(([k, v]) => `${k}: ${v}\r\n`)
  .join('');

/**
 * Node's own answer to a request it cannot parse (400, 408, 413, 431), with the security headers: written by hand as
 * Node writes it, since there is no response object (the server's 'clientError' handler).
 */
function clientError(err, socket) {
  if (err.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) {
    const status =
      { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }[err.code] ?? 400;
    socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${SECURITY_LINES}Connection: close\r\n\r\n`);
  }
  socket.destroy(err);
}

/**
 * An upgrade (the WebSocket's) is answered by writing to the socket itself, by the ws library (101 with `write`, its
 * refusals with `end`: a wrong version or no key went without the headers) or by Engine.IO (400): the first thing
 * written or ended with, a response head, gets the security headers after its status line.
 */
function secureUpgrade(socket) {
  const { write, end } = socket;
  const first = (send) =>
    function (chunk, ...rest) {
      socket.write = write;
      socket.end = end;
      if (typeof chunk === 'string' && chunk.startsWith('HTTP/1.1 ')) {
        const i = chunk.indexOf('\r\n') + 2;
        chunk = chunk.slice(0, i) + SECURITY_LINES + chunk.slice(i);
      }
      return send.call(this, chunk, ...rest);
    };
  socket.write = first(write);
  socket.end = first(end);
}

/** A request that cannot be answered in full: 400 (or 500 for the server's own fault) if nothing was sent yet. */
function refuse(res, status, text) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${text}\n`);
}

/**
 * Starts the server; port 0 picks a free port. Resolves to { server, url }. With `gzip`, text files are sent
 * gzip-compressed to clients that accept it, as a static host does (the lesson measurement uses it). `before(req,
 * res)` may answer a request first and return true (the live class's `/live/health`, server/main.ts).
 * `maxConnections` and `connectionsPerAddress` bound the open connections (0: no bound per address, as behind a
 * proxy, where every connection comes from the proxy's address).
 *
 * Every response carries SECURITY_HEADERS, also those of handlers added later to the server (Socket.IO's, which
 * takes the request event over) and Node's own 400 and 431: the server's `emit` sets them on every request's
 * response and every upgrade's socket first. A request target that is not a path (`http://[/`, `*`) gets a 400, and
 * a handler that throws a 500, never the end of the process.
 */
export function startServer(
  dir = 'out',
  port = 0,
  host = '127.0.0.1',
  { gzip = false, before, maxConnections = MAX_CONNECTIONS, connectionsPerAddress = CONNECTIONS_PER_ADDRESS } = {},
) {
  const root = resolve(dir);
  const zipped = new Map();
  /** A page's Link header (preloadLinks.mjs), read once per file. */
  const links = new Map();
  const pageHeaders = (target, f, type) => {
    const h = headersFor(target, f, type);
    if (extname(f) !== '.html') return h;
    if (!links.has(f)) links.set(f, preloadLinks(readFileSync(f, 'utf8')));
    const link = links.get(f);
    return link ? { ...h, link } : h;
  };
  const answer = (req, res) => {
    const target = req.url ?? '';
    if (req.httpVersion === '1.1' && req.headers.host === undefined)
      return refuse(res, 400, 'An HTTP/1.1 request names its Host.');
    if (!target.startsWith('/')) return refuse(res, 400, 'A request target is a path beginning with /.');
    const moved = normalisedTarget(target);
    if (moved !== undefined) {
      res.writeHead(308, { location: moved, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`moved to ${moved}\n`);
      return;
    }
    if (before?.(req, res)) return;
    const f = lookup(root, target);
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
      res.writeHead(200, { ...pageHeaders(target, f, type), 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(zipped.get(f));
      return;
    }
    res.writeHead(200, pageHeaders(target, f, type));
    createReadStream(f).pipe(res);
  };
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_SIZE,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
      // Answered by `answer` (with the headers) instead of Node's bare 400.
      requireHostHeader: false,
    },
    (req, res) => {
      try {
        answer(req, res);
      } catch (e) {
        console.error(`serve: ${req.method} ${String(req.url).slice(0, 200)}: ${e?.message ?? e}`);
        refuse(res, 500, 'The server could not answer this request.');
      }
    },
  );
  const emit = server.emit;
  server.emit = function (event, ...args) {
    if (event === 'request' || event === 'checkExpectation')
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) args[1].setHeader(k, v);
    else if (event === 'upgrade') secureUpgrade(args[1]);
    return emit.call(this, event, ...args);
  };
  server.on('clientError', clientError);
  // An Expect header other than 100-continue: Node's own 417, but through `emit`, so with the headers.
  server.on('checkExpectation', (_req, res) => {
    res.writeHead(417);
    res.end();
  });
  server.maxConnections = maxConnections;
  const open = new Map();
  server.on('connection', (socket) => {
    const a = addressKey(socket.remoteAddress);
    const n = (open.get(a) ?? 0) + 1;
    if (connectionsPerAddress > 0 && n > connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(a, n);
    socket.once('close', () => {
      const left = open.get(a) - 1;
      if (left > 0) open.set(a, left);
      else open.delete(a);
    });
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
