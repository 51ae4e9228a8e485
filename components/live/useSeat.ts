'use client';
/**
 * A student's seat in a live class, kept across reloads and reconnections (issue #45: a refused or slow rejoin
 * deleted the seat and showed nothing). The seat's record (code, seat, token, nickname, and the class's `since` and
 * follow tag) stays in this tab until the class ends or the student joins another; a join sends the browser's key
 * (connection.ts, deviceKey), so that a tab closed and opened again takes the same seat; after every (re)connection the
 * page takes the seat back by the rules of retake.ts: sends again after a growing delay with jitter while the server
 * cannot answer, says when the seat or the class is gone, and follows the teacher to a new class when told.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { StudentState } from '@/server/protocol';
import { deviceKey, send, tabRecord } from './connection';
import { type Retake, retake } from './retake';

interface SeatRecordOfTab {
  readonly code: string;
  readonly seat: string;
  readonly token: string;
  readonly nickname: string;
  readonly since?: number;
  readonly follow?: string;
}
const seatRecord = tabRecord<SeatRecordOfTab>('hexplore-live-seat');

/** Where the seat stands: none yet, taking it back (`wait`: refused for now, sent again at `at`), or a refusal. */
export type SeatPhase =
  | { readonly kind: 'none' }
  | { readonly kind: 'taking' }
  | { readonly kind: 'seated' }
  | (Retake & { readonly nickname: string; readonly code: string; readonly at?: number });

export function useSeat(take: (st: StudentState) => void) {
  const [phase, setPhase] = useState<SeatPhase>({ kind: 'none' });
  const socketRef = useRef<Socket>(undefined);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const seated = useCallback(
    (st: StudentState, token?: string) => {
      const held = seatRecord.read();
      seatRecord.write({
        code: st.code,
        seat: st.seat,
        token: token ?? held?.token ?? '',
        nickname: st.nickname,
        since: st.since,
        follow: st.follow,
      });
      take(st);
      setPhase({ kind: 'seated' });
    },
    [take],
  );

  /** Takes the held seat back on `socket`: the `attempt`-th try of this connection. */
  const retakeSeat = useCallback(
    async (socket: Socket, attempt: number) => {
      const held = seatRecord.read();
      if (!held) return setPhase({ kind: 'none' });
      clearTimeout(timer.current);
      const gen = ++generation.current;
      setPhase({ kind: 'taking' });
      const r = await send<{ state: StudentState }>(socket, 'student:rejoin', held);
      if (gen !== generation.current) return; // a newer attempt (a reconnection, a click) took over
      if (r.ok) return seated(r.state);
      const next = retake(r, attempt);
      const where = { nickname: held.nickname, code: held.code };
      if (next.kind === 'wait') {
        timer.current = setTimeout(() => socket.connected && retakeSeat(socket, attempt + 1), next.ms);
        return setPhase({ ...next, ...where, at: Date.now() + next.ms });
      }
      setPhase({ ...next, ...where });
    },
    [seated],
  );

  const onConnect = useCallback(
    (socket: Socket) => {
      socketRef.current = socket;
      if (seatRecord.read()) retakeSeat(socket, 0);
    },
    [retakeSeat],
  );

  // The teacher of a lost class started a new one: the page offers it (the phase's `next`).
  const moved = useCallback((code: string) => setPhase((p) => (p.kind === 'lost' ? { ...p, next: code } : p)), []);

  /** Joins a class (the form, or "join again" with the held nickname): a new seat. Resolves to an error or undefined. */
  const join = useCallback(
    async (code: unknown, nickname: unknown): Promise<string | undefined> => {
      const socket = socketRef.current;
      if (!socket) return 'Not connected yet.';
      const r = await send<{ token: string; state: StudentState }>(socket, 'student:join', {
        code,
        nickname,
        device: deviceKey(),
      });
      if (!r.ok) return r.error;
      generation.current++;
      clearTimeout(timer.current);
      seated(r.state, r.token);
      return undefined;
    },
    [seated],
  );

  /** The one action of a refusal: take the same seat again now, join again, or join the teacher's new class. */
  const act = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket || phase.kind === 'none' || phase.kind === 'taking' || phase.kind === 'seated') return undefined;
    if (phase.kind === 'seat-gone') return join(phase.code, phase.nickname);
    if (phase.kind === 'lost') return phase.next ? join(phase.next, phase.nickname) : undefined;
    retakeSeat(socket, 0);
    return undefined;
  }, [phase, join, retakeSeat]);

  /** Forgets the seat (the class ended, or the student leaves for another code). */
  const forget = useCallback(() => {
    generation.current++;
    clearTimeout(timer.current);
    seatRecord.write(undefined);
    setPhase({ kind: 'none' });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { phase, onConnect, join, act, moved, forget, held: seatRecord.read };
}
