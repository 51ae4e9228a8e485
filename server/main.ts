/**
 * The site's own server (`npm run serve`, which `npm start` runs; docs/CONVENTIONS.md §9): the static export and the live
 * class over Socket.IO on one port. `node --import tsx server/main.ts [dir]`; its environment (config.ts, and the
 * README's table): PORT, HOST, REDIS_URL (several processes share their classes through Redis: Socket.IO's Redis
 * Streams adapter for the messages, RedisStore for the state, RedisCounters for the limits), TRUST_PROXY (how many
 * proxies stand in front), LIVE_MAX_CONNECTIONS, LIVE_CONNECTIONS_PER_ADDRESS, LIVE_CLASSES_PER_HOUR,
 * LIVE_MAX_CLASSES. Prints `live: serving <dir>/ at <url>/ ...` once it listens, then the join addresses on the room's
 * network (lan.ts) or what to do for phones to reach it; stops cleanly on SIGTERM and SIGINT.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { startServer } from './serve.mjs';
import { type Config, readConfig } from './config';
import { Judge } from './judge';
import { roomAccess, roomLines } from './lan';
import { type Counters, LoadMeter, MemoryCounters, RedisCounters } from './limits';
import { attachLive } from './live';
import { WorkerProver } from './proofs';
import { RedisStore } from './redis-store';
import { MemoryStore, type Store } from './store';

const dir = process.argv[2] ?? 'out';
if (!existsSync(join(resolve(dir), 'index.html'))) {
  console.error(`${dir}/index.html is missing: run "npm run build" first`);
  process.exit(1);
}
let config: Config;
try {
  config = readConfig(process.env);
} catch (e) {
  console.error(`live: ${(e as Error).message}`);
  process.exit(2);
}
const startedAt = Date.now();

let store: Store;
let counters: Counters;
let io: Server | undefined;
const clients: { quit(): Promise<unknown> }[] = [];

/** The health answer, worked out at most once a second (a flood of health checks costs one count a second). */
let healthy: { at: number; body: Promise<string | undefined> } | undefined;
function healthBody(): Promise<string | undefined> {
  if (healthy && Date.now() - healthy.at < 1000) return healthy.body;
  const body = store.count().then(
    (classes) => JSON.stringify({ ok: true, classes, sockets: io?.engine.clientsCount ?? 0 }),
    () => undefined,
  );
  healthy = { at: Date.now(), body };
  return body;
}

/** `/live/health` (any query string); the target is compared as text, never parsed (`http://[/` ended the process). */
function health(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  const q = target.indexOf('?');
  if ((q < 0 ? target : target.slice(0, q)) !== '/live/health') return false;
  healthBody().then((body) => {
    res.writeHead(body ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(body ?? JSON.stringify({ ok: false }));
  });
  return true;
}

if (config.redisUrl) {
  const data = createClient({ url: config.redisUrl });
  const bus = createClient({ url: config.redisUrl });
  for (const c of [data, bus]) c.on('error', (e: Error) => console.error(`live: redis: ${e.message}`));
  await Promise.all([data.connect(), bus.connect()]);
  clients.push(data, bus);
  store = new RedisStore(data as never);
  counters = new RedisCounters(data as never);
} else {
  const memory = new MemoryStore();
  memory.startSweeping();
  store = memory;
  counters = new MemoryCounters();
}

const { server, url } = await startServer(dir, config.port, config.host, {
  gzip: true,
  before: health,
  maxConnections: config.maxConnections,
  connectionsPerAddress: config.connectionsPerAddress,
});

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
  // The pages connect by WebSocket only (components/live/connection.ts). A polling session needs no connection of its
  // own: over 8 keep-alive connections one address opened 120 000 Socket.IO sockets in 40 s (1.25 GB), past every
  // bound on connections (issue #45's adversarial run). Refused, every Socket.IO socket is one connection, counted.
  transports: ['websocket'],
  maxHttpBufferSize: 16_000,
  allowRequest: (req, ok) => ok(null, sameOrigin(req)),
  ...(clients[1] ? { adapter: createAdapter(clients[1]) } : {}),
});
const room = roomAccess(config.host, (server.address() as AddressInfo).port);
const prover = new WorkerProver();
prover.start();
const load = new LoadMeter();
attachLive(io, {
  store,
  counters,
  judge: new Judge(prover),
  trustProxy: config.trustProxy,
  classesPerHour: config.classesPerHour,
  maxClasses: config.maxClasses,
  shared: !!config.redisUrl,
  startedAt,
  // A second of lag, or more proofs waiting than a few classes' worth: no new class until it passes.
  busy: () => load.lagMs > 1000 || prover.backlog > 50,
  room,
});
console.log(
  `live: serving ${dir}/ at ${url}/ with the live class (${config.redisUrl ? 'classes in Redis' : 'one process'})`,
);
for (const line of roomLines(room, config.host)) console.log(line);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  io?.close();
  load.stop();
  await prover.close();
  await store.close().catch(() => {});
  await Promise.all(clients.slice(1).map((c) => c.quit().catch(() => {})));
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
