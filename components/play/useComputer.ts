'use client';
/**
 * The computer player as a hook: one Web Worker (ai.worker.ts) started on first use, one question at a time.
 * `cancel` terminates a busy worker, so the search really stops (a new one starts with the next question), and any
 * late reply is recognised by its id and dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiReply, AiRequest } from '@/engine';

export type Question = Omit<AiRequest, 'id'>;

/** Returns `ask` (post a question; the answer goes to `onReply`), `cancel`, and whether the worker is busy. */
export function useComputer(onReply: (reply: AiReply, question: Question) => void) {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<{ id: number; question: Question } | null>(null);
  const nextId = useRef(1);
  const handler = useRef(onReply);
  handler.current = onReply;
  const [busy, setBusy] = useState(false);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const cancel = useCallback(() => {
    if (pending.current) stop(); // a search cannot be interrupted from outside: end the worker
    pending.current = null;
    setBusy(false);
  }, [stop]);

  const ask = useCallback(
    (question: Question) => {
      if (pending.current) stop();
      if (!worker.current) {
        const w = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
        w.onmessage = (e: MessageEvent<AiReply>) => {
          const p = pending.current;
          if (!p || e.data.id !== p.id) return; // the answer to a question taken back
          pending.current = null;
          setBusy(false);
          handler.current(e.data, p.question);
        };
        w.onerror = (e) => {
          const p = pending.current;
          pending.current = null;
          setBusy(false);
          worker.current = null;
          w.terminate();
          if (p)
            handler.current(
              { id: p.id, ok: false, error: e.message || 'the computer player could not start' },
              p.question,
            );
        };
        worker.current = w;
      }
      const id = nextId.current++;
      pending.current = { id, question };
      setBusy(true);
      worker.current.postMessage({ ...question, id } satisfies AiRequest);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { ask, cancel, busy };
}
