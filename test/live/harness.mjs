// What the live class's integration tests and benchmark start and stop: a redis-server of Debian's package on a free
// port in a temporary folder (no snapshot; an append-only file when asked), server processes (`node --import tsx
// server/main.ts`, each on a free port), a TCP load balancer that sends each new connection to the next live process,
// and Socket.IO clients that behave like the pages (a student takes its seat again after every reconnection).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { NO_ANSWER, retake } from '../../components/live/retake.ts';

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Waits until `test()` is true, checking every 20 ms; fails with `what` after `ms`. */
export async function until(test, what, ms = 20_000) {
  const t0 = Date.now();
  while (!(await test())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A folder with a minimal exported site (the live tests need no build). */
export function fakeSite() {
  const dir = mkdtempSync(join(tmpdir(), 'hx-live-site-'));
  mkdirSync(join(dir, 'live'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hexplore</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts redis-server on a free port; `stop()` ends it and removes its folder. With `appendOnly`, every write goes to
 * an append-only file, fsynced at once (README: how to run Redis so that a restart loses nothing); `restart()` stops it
 * cleanly and starts it again on the same port and folder; `pause()` and `resume()` stop and continue the process
 * (SIGSTOP, SIGCONT: a Redis that does not answer).
 */
export async function startRedis({ appendOnly = false } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hx-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir];
  args.push(...(appendOnly ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']));
  let proc;
  const launch = async () => {
    proc = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let log = '';
    proc.stdout.on('data', (d) => (log += d));
    try {
      await until(() => /Ready to accept connections/.test(log), 'redis-server to start', 10_000);
    } catch (e) {
      proc.kill('SIGKILL');
      throw e;
    }
  };
  const end = async () => {
    proc.kill('SIGCONT');
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode === null && proc.signalCode === null ? proc.once('exit', r) : r()));
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => proc.kill('SIGSTOP'),
    resume: () => proc.kill('SIGCONT'),
    async restart() {
      await end();
      await launch();
    },
    async stop() {
      await end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts one live server process serving `dir` (on `env.PORT` when given: a restart); resolves once it listens. */
export async function startLive(dir, env = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', dir], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  proc.stdout.on('data', (d) => (log += d));
  try {
    await until(() => /live: serving/.test(log) || proc.exitCode !== null, 'the live server to start', 30_000);
  } catch (e) {
    proc.kill('SIGKILL'); // no process left behind by a test that gives up
    throw e;
  }
  if (proc.exitCode !== null) throw new Error(`the live server exited: ${log}`);
  const exited = new Promise((r) => (proc.exitCode === null ? proc.once('exit', r) : r()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    /** What the process printed so far. */
    log: () => log,
    /** Ends it at once (SIGKILL: a crash) or cleanly (SIGTERM). */
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

/** A TCP load balancer: each new connection goes to the next backend that accepts it (round robin). */
export async function startBalancer(ports) {
  let next = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const tryBackend = (tries) => {
      const port = ports[next++ % ports.length];
      const up = createConnection({ port, host: '127.0.0.1' });
      up.once('connect', () => {
        client.pipe(up).pipe(client);
        sockets.add(up);
        up.on('close', () => {
          sockets.delete(up);
          client.destroy();
        });
        client.on('close', () => up.destroy());
      });
      up.once('error', () => (tries > 1 ? tryBackend(tries - 1) : client.destroy()));
    };
    tryBackend(ports.length);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(r);
      }),
  };
}

/**
 * Sends `bytes` to 127.0.0.1:`port` over a plain TCP connection and resolves to what came back (as latin1 text): when
 * the server closes the connection, when `until` has arrived, or after `ms` (then with what arrived by then).
 */
export function raw(port, bytes, { until: want, ms = 5_000 } = {}) {
  return new Promise((ok) => {
    let got = '';
    const s = createConnection({ port, host: '127.0.0.1' });
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      ok(got);
    };
    const timer = setTimeout(done, ms);
    s.on('data', (d) => {
      got += d.toString('latin1');
      if (want && got.includes(want)) done();
    });
    s.on('error', done);
    s.on('close', done);
    s.write(bytes);
  });
}

/** A Socket.IO client as the pages make it (WebSocket only, quick reconnection). */
export function connect(url) {
  return io(url, { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 400, forceNew: true });
}

/** Sends a message and resolves to its acknowledgement (throws after `ms` without one). */
export const ask = (socket, event, msg, ms = 15_000) => socket.timeout(ms).emitWithAck(event, msg);

/** As a page sends: a refusal of its own (`retry`) when the server does not acknowledge within 10 s. */
const send = (socket, event, msg) => ask(socket, event, msg, 10_000).catch(() => NO_ANSWER);

/**
 * A student like the /join/ page (components/live/Student.tsx, by the rules of components/live/retake.ts): joins
 * once, then after every reconnection takes the same seat again and keeps the state the server returns; while the
 * server cannot answer, sends again after a growing delay with jitter; a seat that is gone is taken anew with the
 * same nickname; a lost class is recorded (`lost`), with the teacher's new class when told (`moved`). Counts what it
 * received: `asked` questions, `steps`, `rejoins`, `waits` (retries), `refusals`. With `device` (32 hex digits), the
 * browser's key that the page keeps in localStorage and sends on join: the same key takes the same seat again.
 */
export function student(url, code, nickname, device) {
  const s = {
    socket: connect(url),
    code,
    nickname,
    device,
    seat: undefined,
    token: undefined,
    state: undefined,
    asked: [],
    steps: [],
    rejoins: 0,
    waits: 0,
    refusals: [],
    lost: undefined,
    moved: undefined,
  };
  s.socket.on('class:ask', (q) => s.asked.push(q));
  s.socket.on('class:step', (st) => s.steps.push(st));
  s.socket.on('class:moved', (m) => (s.moved = m.code));
  let generation = 0;
  const retakeSeat = async (gen, attempt) => {
    if (gen !== generation || !s.socket.connected) return; // a newer connection tries again
    const { code: c, seat, token, since, follow } = { ...s, since: s.state?.since, follow: s.state?.follow };
    const r = await send(s.socket, 'student:rejoin', { code: c, seat, token, since, follow });
    if (gen !== generation) return;
    if (r.ok) {
      s.state = r.state;
      s.rejoins++;
      return;
    }
    s.refusals.push(r);
    const next = retake(r, attempt);
    if (next.kind === 'wait') {
      s.waits++;
      setTimeout(() => retakeSeat(gen, attempt + 1), next.ms);
    } else if (next.kind === 'seat-gone') await s.join();
    else if (next.kind === 'lost') {
      s.lost = next;
      if (next.next) s.moved = next.next;
    }
  };
  s.socket.on('connect', () => {
    generation++;
    if (s.token) retakeSeat(generation, 0);
  });
  s.join = async (joinCode = s.code) => {
    if (!s.socket.connected) await new Promise((r) => s.socket.once('connect', r));
    const r = await ask(s.socket, 'student:join', {
      code: joinCode,
      nickname: s.nickname,
      ...(s.device ? { device: s.device } : {}),
    });
    if (!r.ok) throw new Error(`join: ${r.error}`);
    Object.assign(s, { code: r.state.code, seat: r.state.seat, token: r.token, state: r.state, lost: undefined });
    return r;
  };
  return s;
}
