/**
 * The teacher's roster over Socket.IO (issue #44): which seats have a page connected, on any server process. Each
 * student's socket is in the room `s:<code>:<seat>` as well as `c:<code>`; the teacher's pages (room `t:<code>`, and
 * never a student's) are told `teacher:seat` ({ id, nickname, connected }) when a seat is taken, taken back or left
 * with no page of it connected. With several processes the rooms are asked through the adapter (Redis), within
 * ASK_MS; an adapter that does not answer in time leaves this process's sockets alone to count.
 */
import type { Server, Socket } from 'socket.io';
import { data } from './dispatch';
import type { SeatView } from './protocol';

const ASK_MS = 2000;
const seatRoom = (code: string, seat: string) => `s:${code}:${seat}`;

/** The seats of class `code` that a student's page holds now. */
export async function connectedSeats(io: Server, code: string): Promise<Set<string>> {
  const room = io.in(`c:${code}`);
  const sockets = await room
    .timeout(ASK_MS)
    .fetchSockets()
    .catch(() => room.local.fetchSockets());
  return new Set(sockets.map((s) => (s.data as { seat?: string }).seat).filter((x): x is string => !!x));
}

/** Puts a student's socket in its class's rooms (leaving another class's), and tells the teacher it is there. */
export async function seatTaken(io: Server, s: Socket, code: string, seat: Omit<SeatView, 'connected'>) {
  const d = data(s);
  if (d.code && d.seat && (d.code !== code || d.seat !== seat.id)) {
    s.leave(`c:${d.code}`);
    s.leave(seatRoom(d.code, d.seat));
  }
  Object.assign(d, { code, seat: seat.id, nickname: seat.nickname });
  s.data = { seat: seat.id }; // what another process reads of this socket (dispatch.ts)
  await s.join([`c:${code}`, seatRoom(code, seat.id)]);
  io.to(`t:${code}`).emit('teacher:seat', { id: seat.id, nickname: seat.nickname, connected: true });
}

/** Tells a class's teacher when a seat's last page disconnects. */
export function watchLeaving(io: Server) {
  io.on('connection', (s) => {
    s.on('disconnect', async () => {
      const { code, seat, nickname } = data(s);
      if (!code || !seat || !nickname) return;
      const room = io.in(seatRoom(code, seat));
      const still = await room
        .timeout(ASK_MS)
        .fetchSockets()
        .catch(() => room.local.fetchSockets());
      if (!still.length) io.to(`t:${code}`).emit('teacher:seat', { id: seat, nickname, connected: false });
    });
  });
}
