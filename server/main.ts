/**
 * The site's own server (`npm run serve`, which `npm start` runs; docs/CONVENTIONS.md §9): the static export and the live
 * class over Socket.IO on one port. `node --import tsx server/main.ts [dir]`; environment: PORT (default 3000),
 * HOST (default 127.0.0.1; 0.0.0.0 to let the room's phones in), REDIS_URL (several processes share their classes
 * through Redis: Socket.IO's Redis Streams adapter for the messages, RedisStore for the state), TRUST_PROXY=1
 * (behind a load balancer: the client's address from X-Forwarded-For), LIVE_JOINS_PER_MINUTE (per address).
 * Prints `live: serving <dir>/ at <url>/ ...` once it listens; stops cleanly on SIGTERM and SIGINT.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { startServer } from '../scripts/serve.mjs';
import { attachLive } from './live';
import { RedisStore } from './redis-store';
import { MemoryStore, type Store } from './store';

const dir = process.argv[2] ?? 'out';
if (!existsSync(join(resolve(dir), 'index.html'))) {
  console.error(`${dir}/index.html is missing: run "npm run build" first`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const redisUrl = process.env.REDIS_URL;

let store: Store;
let io: Server | undefined;
const clients: { quit(): Promise<unknown> }[] = [];

/** `/live/health` (any query string); the target is compared as text, never parsed (`http://[/` ended the process). */
function health(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  const q = target.indexOf('?');
  if ((q < 0 ? target : target.slice(0, q)) !== '/live/health') return false;
  store.count().then(
    (classes) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ ok: true, classes, sockets: io?.engine.clientsCount ?? 0 }));
    },
    () => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false }));
    },
  );
  return true;
}

if (redisUrl) {
  const data = createClient({ url: redisUrl });
  const bus = createClient({ url: redisUrl });
  for (const c of [data, bus]) c.on('error', (e: Error) => console.error(`live: redis: ${e.message}`));
  await Promise.all([data.connect(), bus.connect()]);
  clients.push(data, bus);
  store = new RedisStore(data as never);
} else {
  const memory = new MemoryStore();
  memory.startSweeping();
  store = memory;
}

const { server, url } = await startServer(dir, port, host, { gzip: true, before: health });

/** Browsers may connect from this site's own pages only (clients outside a browser send no Origin). */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

io = new Server(server, {
  serveClient: false,
  maxHttpBufferSize: 16_000,
  allowRequest: (req, ok) => ok(null, sameOrigin(req)),
  ...(clients[1] ? { adapter: createAdapter(clients[1]) } : {}),
});
attachLive(io, {
  store,
  trustProxy: process.env.TRUST_PROXY === '1',
  ...(process.env.LIVE_JOINS_PER_MINUTE ? { joinsPerMinute: Number(process.env.LIVE_JOINS_PER_MINUTE) } : {}),
});
console.log(`live: serving ${dir}/ at ${url}/ with the live class (${redisUrl ? 'classes in Redis' : 'one process'})`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  io?.close();
  await store.close().catch(() => {});
  await Promise.all(clients.slice(1).map((c) => c.quit().catch(() => {})));
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
