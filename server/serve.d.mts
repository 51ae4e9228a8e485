// Types of server/serve.mjs for the live server (server/main.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare function startServer(
  dir?: string,
  port?: number,
  host?: string,
  opts?: {
    gzip?: boolean;
    before?: (req: IncomingMessage, res: ServerResponse) => boolean;
    maxConnections?: number;
    connectionsPerAddress?: number;
  },
): Promise<{ server: Server; url: string }>;

/** The headers sent with every answer (no framing by other origins, nosniff, a referrer policy). */
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
/** The one-slash target a request target beginning with `//` (or `/\`) is redirected to; undefined for others. */
export declare function normalisedTarget(target: string): string | undefined;
/** What the limits per address count a client by: an IPv4 address, or an IPv6 address's /64 prefix. */
export declare function addressKey(address: string | undefined): string;
