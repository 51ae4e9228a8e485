/**
 * Where a room's phones can reach the server (issue #44): the machine's LAN addresses (IPv4, not loopback), the join
 * addresses on them, whether the server listens there (HOST=0.0.0.0, or one of them), and the line main.ts prints at
 * start. The teacher's page is given them (TeacherState.room) and warns when it was opened on 127.0.0.1 or localhost.
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { RoomAccess } from './protocol';

type Interfaces = Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>;

/** The IPv4 addresses of the network interfaces other than loopback, in the system's order. */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((n) => n.family === 'IPv4' && !n.internal)
    .map((n) => n.address);
}

/** The join addresses on the LAN for a server listening on `host`:`port`, and whether phones reach it there. */
export function roomAccess(host: string, port: number, interfaces: Interfaces = networkInterfaces()): RoomAccess {
  const addresses = lanAddresses(interfaces);
  return {
    urls: addresses.map((a) => `http://${a}:${port}/join/`),
    reachable: host === '0.0.0.0' || host === '::' || addresses.includes(host),
  };
}

/** What the server prints at start about the room's phones. */
export function roomLines(room: RoomAccess, host = '127.0.0.1'): string[] {
  if (!room.urls.length)
    return ['live: this computer has no network address: connect it to the room’s network for phones to join'];
  const urls = room.urls.join(' or ');
  return room.reachable
    ? [`live: students join at ${urls}`]
    : [`live: phones cannot open ${host}: start the server with HOST=0.0.0.0, then students join at ${urls}`];
}
