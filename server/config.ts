/**
 * The live server's settings from its environment (README "A live class in a room" lists every variable): read and
 * checked once at start, so that a mistyped value stops the server with one line instead of a limit silently off.
 * Pure: no Node server, no Socket.IO.
 */

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly redisUrl?: string;
  /** How many proxies stand in front of the server (0: none); the client's address is the one the nearest one saw. */
  readonly trustProxy: number;
  /** Open connections in all, and from one address (0: no bound per address; none behind a proxy). */
  readonly maxConnections: number;
  readonly connectionsPerAddress: number;
  /** New classes per client address an hour. */
  readonly classesPerHour: number;
  /** Classes kept at once (new ones are refused beyond it). */
  readonly maxClasses: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A whole number from the environment within [min, max], the default when unset; throws a one-line message. */
function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new Error(`${name}=${raw.slice(0, 40)}: a whole number from ${min} to ${max} is expected`);
  return n;
}

/** Reads the settings; throws an Error whose message names the variable and what it expects. */
export function readConfig(env: Env): Config {
  const trustProxy = whole(env, 'TRUST_PROXY', 0, 0, 10);
  const perAddress = whole(env, 'LIVE_CONNECTIONS_PER_ADDRESS', 1000, 0, 1_000_000);
  return {
    port: whole(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    trustProxy,
    maxConnections: whole(env, 'LIVE_MAX_CONNECTIONS', 4000, 1, 1_000_000),
    // Behind a proxy every connection comes from the proxy: the bound per address is the proxy's to keep.
    connectionsPerAddress: trustProxy ? 0 : perAddress,
    classesPerHour: whole(env, 'LIVE_CLASSES_PER_HOUR', 60, 1, 1_000_000),
    maxClasses: whole(env, 'LIVE_MAX_CLASSES', 5000, 1, 10_000_000),
  };
}

/**
 * The client's address behind `hops` trusted proxies: each proxy appends the address it saw to X-Forwarded-For, so
 * the client's is the `hops`-th entry from the right; what stands left of it was written by the client and is not
 * read. With fewer entries than proxies (the request did not come through all of them) or none trusted, the
 * connection's own address.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  if (!hops || forwardedFor === undefined) return socketAddress;
  const entries = [forwardedFor]
    .flat()
    .join(',')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : socketAddress;
}
