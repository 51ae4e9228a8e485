'use client';
/**
 * The live class's connection from a page: first `/live/health` (a static host answers 404: the page then says that a
 * live class needs the site's server), then Socket.IO over WebSocket to the same origin, reconnecting by itself.
 * `onConnect` runs on every (re)connection, where a page takes its seat or its class again.
 */
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

export type LiveStatus = 'checking' | 'no-server' | 'connecting' | 'connected' | 'offline';

/** Sends a message and resolves to the server's acknowledgement (`{ ok: false }` after 10 s without one). */
export async function send<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  msg: unknown,
): Promise<({ ok: true } & T) | { ok: false; error: string }> {
  try {
    return await socket.timeout(10_000).emitWithAck(event, msg);
  } catch {
    return { ok: false, error: 'The server did not answer: check the connection.' };
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
    fetch('/live/health', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((h: { ok?: unknown } | undefined) => {
        if (gone) return;
        if (h?.ok !== true) throw new Error('no live server');
        live = io({ transports: ['websocket'], reconnectionDelayMax: 3000 });
        live.on('connect', () => {
          setStatus('connected');
          latest.current(live!);
        });
        live.on('disconnect', () => setStatus('offline'));
        live.on('connect_error', () => setStatus('offline'));
        setSocket(live);
        setStatus('connecting');
      })
      .catch(() => !gone && setStatus('no-server'));
    return () => {
      gone = true;
      live?.close();
    };
  }, []);
  return { status, socket };
}

/** Reads and writes this tab's live-class record (sessionStorage: gone when the tab closes). */
export function tabRecord<T>(key: string): { read(): T | undefined; write(v: T | undefined): void } {
  return {
    read() {
      try {
        const s = sessionStorage.getItem(key);
        return s ? (JSON.parse(s) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(v) {
      try {
        if (v === undefined) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(v));
      } catch {
        // private mode without storage: a reload then starts again
      }
    },
  };
}
