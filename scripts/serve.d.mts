// Types of scripts/serve.mjs for the live server (server/main.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare function startServer(
  dir?: string,
  port?: number,
  host?: string,
  opts?: { gzip?: boolean; before?: (req: IncomingMessage, res: ServerResponse) => boolean },
): Promise<{ server: Server; url: string }>;
