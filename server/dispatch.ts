/**
 * How a live server process handles one socket's messages (issue #45), for the handlers of live.ts: every incoming
 * message counts against the socket's token bucket, with or without an acknowledgement, known event or not (past 100
 * refused, the socket is dropped); a socket's messages are handled one at a time, in the order they came (so a
 * teacher's steps are stored in the order sent), at most MAX_PENDING waiting; a message whose store does not answer
 * within HANDLER_MS is refused with `retry` (the store may still finish it); a refusal that asks to be held back
 * (`hold`: a wrong code, limits.ts) is sent after that delay, and the socket's next message waits for it.
 */
import type { Server, Socket } from 'socket.io';
import { Bucket } from './guard';
import type { Refusal } from './protocol';

type Reply = (r: Record<string, unknown>) => void;
/** A handler's reply; a refusal may ask to be held back (`hold` ms) before it is sent. */
type Out = Record<string, unknown> & { hold?: number };
export type Handler = (socket: Socket, msg: unknown) => Promise<Out>;

/** What the server keeps about a socket. */
interface SocketData {
  /** The seat the socket holds, once joined or rejoined. */
  code?: string;
  seat?: string;
  nickname?: string;
  bucket: Bucket;
  dropped: number;
  /** Wrong codes and tokens so far. */
  failures: number;
  /** The socket's first attempt to take back a class that is gone was not counted (a restart's rejoin). */
  retook: boolean;
  joins: number;
  queue: Promise<void>;
  pending: number;
}

/**
 * What the server keeps about each socket of this process. Not in `socket.data`, which Socket.IO's adapter sends to
 * the other processes when they ask for a room's sockets (roster.ts): a bucket holds a function, which cannot be sent
 * (it ended the process that answered). Only the seat goes into `socket.data` (roster.ts).
 */
const local = new WeakMap<Socket, SocketData>();
export const data = (s: Socket): SocketData => local.get(s)!;
export const refuse = (error: string, extra: Omit<Refusal, 'ok' | 'error'> = {}): Out => ({
  ok: false,
  error,
  ...extra,
});

const MAX_PENDING = 8;
const HANDLER_MS = 8000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs a handler within HANDLER_MS (a store that does not answer: refused with `retry`), then holds its refusal. */
async function run(event: string, handle: Handler, socket: Socket, msg: unknown): Promise<Record<string, unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Out>((r) => {
    timer = setTimeout(
      () => r(refuse('The server’s store did not answer in time: try again.', { retry: true, retryAfter: 1000 })),
      HANDLER_MS,
    );
  });
  const done = handle(socket, msg).catch((e: unknown): Out => {
    console.error(`live: ${event}: ${e instanceof Error ? e.message : String(e)}`);
    return refuse('The server could not do that now: try again.', { retry: true, retryAfter: 1000 });
  });
  const { hold, ...out } = await Promise.race([done, late]);
  clearTimeout(timer);
  if (hold) await sleep(hold);
  return out;
}

/** Handles every socket's messages with `handlers`, one at a time per socket. */
export function serve(io: Server, handlers: Readonly<Record<string, Handler>>) {
  io.on('connection', (socket) => {
    local.set(socket, {
      bucket: new Bucket(20, 10),
      dropped: 0,
      failures: 0,
      retook: false,
      joins: 0,
      queue: Promise.resolve(),
      pending: 0,
    });
    // Every incoming message counts, acknowledged or not, known or not.
    socket.use((packet, next) => {
      const d = data(socket);
      if (d.bucket.take()) return next();
      if (++d.dropped > 100) socket.disconnect(true);
      const ack = packet.at(-1);
      if (typeof ack === 'function')
        (ack as Reply)(refuse('Too many messages: slow down.', { retry: true, retryAfter: 1000 }));
    });
    for (const [event, handle] of Object.entries(handlers)) {
      socket.on(event, (msg: unknown, reply: unknown) => {
        if (typeof reply !== 'function') return; // every message expects an acknowledgement
        const ack = reply as Reply;
        const d = data(socket);
        if (d.pending >= MAX_PENDING) {
          ack(refuse('Too many messages: slow down.', { retry: true, retryAfter: 1000 }));
          return;
        }
        d.pending++;
        d.queue = d.queue
          .then(() => run(event, handle, socket, msg))
          .then(ack, () => ack(refuse('The server could not do that.', { retry: true })))
          .finally(() => d.pending--);
      });
    }
  });
}
