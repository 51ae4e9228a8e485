'use client';
/**
 * The live class's connection from a page: first `/live/health` (a static host answers 404 or a page: the page then
 * says that a live class needs the site's server; a server that does not answer is asked again after a growing delay
 * with jitter), then Socket.IO over WebSocket to the same origin, reconnecting by itself with its own backoff and
 * jitter. `onConnect` runs on every (re)connection, where a page takes its seat or its class again.
 */
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { backoff, NO_ANSWER, type RefusalLike } from './retake';

export type LiveStatus = 'checking' | 'no-server' | 'connecting' | 'connected' | 'offline';

/**
 * Sends a message and resolves to the server's acknowledgement; after 10 s without one, to a refusal of the page's
 * own that says to send it again (`retry`).
 */
export async function send<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  msg: unknown,
): Promise<({ ok: true } & T) | RefusalLike> {
  try {
    return await socket.timeout(10_000).emitWithAck(event, msg);
  } catch {
    return NO_ANSWER;
  }
}

/** What `/live/health` says: the live server is there, this is a static host, or nothing answered (yet). */
async function probe(): Promise<'live' | 'static' | 'down'> {
  try {
    const r = await fetch('/live/health', { cache: 'no-store' });
    if (r.status === 503 || r.status === 502 || r.status === 504) return 'down';
    const h = (r.ok ? await r.json().catch(() => undefined) : undefined) as { ok?: unknown } | undefined;
    return h?.ok === true ? 'live' : 'static';
  } catch {
    return 'down';
  }
}

export function useLive(onConnect: (socket: Socket) => void) {
  const [status, setStatus] = useState<LiveStatus>('checking');
  const [socket, setSocket] = useState<Socket>();
  const latest = useRef(onConnect);
  latest.current = onConnect;
  useEffect(() => {
    let live: Socket | undefined;
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      const found = await probe();
      if (gone) return;
      if (found === 'static') return setStatus('no-server');
      if (found === 'down') {
        setStatus('offline');
        timer = setTimeout(() => check(attempt + 1), backoff(attempt));
        return;
      }
      live = io({ transports: ['websocket'], reconnectionDelay: 1000, reconnectionDelayMax: 10_000 });
      live.on('connect', () => {
        setStatus('connected');
        latest.current(live!);
      });
      live.on('disconnect', () => setStatus('offline'));
      live.on('connect_error', () => setStatus('offline'));
      setSocket(live);
      setStatus('connecting');
    };
    check(0);
    return () => {
      gone = true;
      clearTimeout(timer);
      live?.close();
    };
  }, []);
  return { status, socket };
}

/** A live-class record kept in `storage`: read and written as JSON, nothing when the storage cannot be used. */
function storedRecord<T>(
  storage: () => Storage,
  key: string,
): { read(): T | undefined; write(v: T | undefined): void } {
  return {
    read() {
      try {
        const s = storage().getItem(key);
        return s ? (JSON.parse(s) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(v) {
      try {
        if (v === undefined) storage().removeItem(key);
        else storage().setItem(key, JSON.stringify(v));
      } catch {
        // private mode without storage: a reload then starts again
      }
    },
  };
}

/** Reads and writes this tab's live-class record (sessionStorage: gone when the tab closes). */
export const tabRecord = <T>(key: string) => storedRecord<T>(() => sessionStorage, key);

/** Reads and writes this browser's live-class record (localStorage: every tab of the browser shares it). */
export const browserRecord = <T>(key: string) => storedRecord<T>(() => localStorage, key);

const deviceRecord = browserRecord<string>('hexplore-live-device');
let pageDevice: string | undefined;

/**
 * This browser's key (32 hex digits), made once and kept in localStorage: sent on join, it takes the browser's seat
 * in that class again after its tab was closed. Without storage, a key for this page only.
 */
export function deviceKey(): string {
  const kept = deviceRecord.read();
  if (typeof kept === 'string' && /^[0-9a-f]{32}$/.test(kept)) return kept;
  pageDevice ??= [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  deviceRecord.write(pageDevice);
  return pageDevice;
}
