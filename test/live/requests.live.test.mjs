// What one client can send to the live server (issue #45): no request, frame or message ends or stalls the process,
// and no limit locks a school's shared address out. One server process (classes in memory) started as `npm run
// serve` starts it, with 64 connections allowed per address: malformed request targets (the one that ended the
// process: `GET http://[/`) are answered; Node's own 400 and 431 and the /socket.io/ answers carry the security
// headers; connections beyond the bound are closed; a flood of messages without an acknowledgement drops its socket;
// 30 wrong codes from the school's address, then the right code, a rejoin and the teacher's reload from it; wrong
// codes from new sockets of one address held back past a hundred, a right code from it still answered at once; and a
// second process behind one proxy (TRUST_PROXY=1) that counts new classes by the address the proxy saw, not the
// client-written X-Forwarded-For, and an IPv6 client by its /64; no polling sessions (a Socket.IO socket without a
// connection of its own, which the bounds did not count). Run with
// `node --import tsx --test test/live/requests.live.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SECURITY_HEADERS } from '../../server/serve.mjs';
import { Agent, request } from 'node:http';
import { createConnection } from 'node:net';
import { io } from 'socket.io-client';
import { CODE_ALPHABET } from '../../server/protocol.ts';
import { ask, connect, fakeSite, raw, startLive, student, until } from './harness.mjs';

let site, live, proxied;
const sockets = [];
/** A Socket.IO client closed after the tests. */
const client = (url, opts) => {
  const s = opts ? io(url, { transports: ['websocket'], forceNew: true, ...opts }) : connect(url);
  sockets.push(s);
  return s;
};

before(async () => {
  site = fakeSite();
  [live, proxied] = await Promise.all([
    startLive(site.dir, { LIVE_CONNECTIONS_PER_ADDRESS: '64' }),
    startLive(site.dir, { TRUST_PROXY: '1', LIVE_CLASSES_PER_HOUR: '2' }),
  ]);
});

after(async () => {
  for (const s of sockets) s.close();
  await Promise.all([live?.stop(), proxied?.stop()]);
  site?.remove();
});

const healthy = async () => {
  const r = await fetch(`${live.url}/live/health`);
  assert.equal(r.status, 200, 'the process still answers');
  return r.json();
};

/** The status and the header lines of an answer, lower-cased names. */
function head(text) {
  const [status, ...lines] = text.split('\r\n\r\n')[0].split('\r\n');
  const headers = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  return { status: Number(status.split(' ')[1]), headers };
}

const secured = (h, what) => {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) assert.equal(h.headers[k], v, `${what}: ${k}`);
};

test('malformed request targets are answered, and the process goes on', async () => {
  const targets = [
    'http://[/', // curl --request-target 'http://[/': ended the process (new URL in the health check)
    'http://[/live/health',
    '//[/live/health',
    '/live/health?%',
    '/%',
    '/%E0%A4%A',
    '*',
    'x',
    '/live/health#\u00ff',
    `/${'%'.repeat(5000)}`,
    '/socket.io/?EIO=4&transport=polling&t=%',
    '/socket.io/?EIO=9&transport=nope',
    '/socket.io/%/%/',
  ];
  for (const t of targets) {
    const res = await raw(live.port, `GET ${t} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const h = head(res);
    assert.ok(h.status >= 200 && h.status < 600, `${t}: answered (${res.slice(0, 40)})`);
    secured(h, t);
  }
  assert.equal((await healthy()).ok, true);
});

test('Node’s own 400 and 431 carry the security headers', async () => {
  const bad = head(await raw(live.port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
  assert.equal(bad.status, 400);
  secured(bad, '400');
  const big = head(await raw(live.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(200_000)}\r\n\r\n`));
  assert.equal(big.status, 431);
  secured(big, '431');
  assert.equal((await healthy()).ok, true);
});

test('a 100 kB address is still answered (docs/CONVENTIONS.md §8.1 links)', async () => {
  const res = head(
    await raw(live.port, `GET /?arrows=${'e2-e4,'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
  );
  assert.equal(res.status, 200);
});

test('the /socket.io/ answers carry the security headers (polling refused, errors, the WebSocket upgrade)', async () => {
  const poll = head(
    await raw(live.port, 'GET /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  );
  assert.equal(poll.status, 400);
  secured(poll, 'polling');
  const err = head(
    await raw(live.port, 'GET /socket.io/?EIO=4&transport=nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  );
  assert.equal(err.status, 400);
  secured(err, 'polling error');
  const key = 'dGhlIHNhbXBsZSBub25jZQ==';
  const upgrade = (extra) =>
    raw(
      live.port,
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n${extra}\r\n`,
      { until: '\r\n\r\n' },
    );
  const ws = head(await upgrade(`Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n`));
  assert.equal(ws.status, 101);
  secured(ws, 'upgrade');
  const refused = head(
    await upgrade(`Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://evil.example\r\n`),
  );
  assert.equal(refused.status, 400);
  secured(refused, 'refused upgrade');
  // The ws library's own refusals (ended, not written: they went without the headers before).
  for (const [what, extra] of [
    ['version 99', `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 99\r\n`],
    ['no key', 'Sec-WebSocket-Version: 13\r\n'],
  ]) {
    const h = head(await upgrade(extra));
    assert.equal(h.status, 400, what);
    secured(h, `upgrade with ${what}`);
  }
});

test('connections beyond the bound per address are closed at once; the rest are served', async () => {
  const open = Array.from({ length: 80 }, () => createConnection({ port: live.port, host: '127.0.0.1' }));
  const closed = new Set();
  for (const c of open) {
    c.on('error', () => {});
    c.on('close', () => closed.add(c));
  }
  await until(() => closed.size >= 16, 'the connections beyond 64 to be closed', 10_000);
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(closed.size >= 16 && closed.size <= 17, `${closed.size} of 80 closed`);
  for (const c of open) c.destroy();
  await until(async () => (await fetch(`${live.url}/live/health`)).ok, 'the health check once they are gone');
});

test('no polling sessions: one keep-alive connection opens no Socket.IO socket, so the bounds count every one', async () => {
  // Before: over 8 keep-alive connections one address opened 120 000 polling sessions in 40 s (1.25 GB).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const before = (await healthy()).sockets;
  try {
    for (let i = 0; i < 50; i++) {
      const r = await new Promise((ok) =>
        request(
          { port: live.port, host: '127.0.0.1', path: `/socket.io/?EIO=4&transport=polling&t=${i}`, agent },
          (res) => {
            res.resume();
            res.on('end', () => ok(res.statusCode));
          },
        ).end(),
      );
      assert.equal(r, 400, `handshake ${i}`);
    }
  } finally {
    agent.destroy();
  }
  await new Promise((r) => setTimeout(r, 1100)); // the health answer is kept for a second
  assert.equal((await healthy()).sockets, before);
});

test('a flood of messages without an acknowledgement drops its socket; a bystander is answered meanwhile', async () => {
  const flooder = client(live.url);
  const bystander = client(live.url);
  await until(() => flooder.connected && bystander.connected, 'both to connect');
  let dropped = false;
  flooder.on('disconnect', () => (dropped = true));
  flooder.io.reconnection(false);
  for (let i = 0; i < 1000; i++)
    flooder.emit(i % 2 ? 'student:answer' : 'no:such:event', { questionId: 1, move: 'x'.repeat(500) });
  const rtt = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = await ask(bystander, 'student:answer', { questionId: 1, move: 'e2-e4' });
    assert.equal(r.ok, false);
    rtt.push(performance.now() - t0);
  }
  await until(() => dropped, 'the flooder to be dropped', 10_000);
  console.log(`bystander round trips during the flood: ${rtt.map((x) => x.toFixed(0)).join(', ')} ms`);
});

/** A join code that is not `code`. */
function otherCode(code) {
  for (;;) {
    const c = Array.from({ length: 6 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('');
    if (c !== code) return c;
  }
}

test('30 wrong codes from one address, then the right code, a rejoin and a teacher’s reload from it', async () => {
  const teacher = client(live.url);
  const { code, token } = await ask(teacher, 'teacher:create', { variant: 'glinski' });
  const early = student(live.url, code, 'Early');
  sockets.push(early.socket);
  await early.join();
  // A school's students mistyping at once, one wrong code each, all from the school's one address.
  const typos = Array.from({ length: 30 }, () => client(live.url));
  const refused = await Promise.all(
    typos.map((s) => ask(s, 'student:join', { code: otherCode(code), nickname: 'Typo' })),
  );
  assert.ok(refused.every((r) => !r.ok && /No class/.test(r.error)));
  // One socket guessing: each refusal past the third is held back longer (0.5 s, 1 s, 2 s).
  const guesser = client(live.url);
  const took = [];
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const r = await ask(guesser, 'student:join', { code: otherCode(code), nickname: 'Guess' });
    assert.equal(r.ok, false);
    took.push(performance.now() - t0);
  }
  assert.ok(took[5] >= 1900, `the sixth guess was held back (${took.map((x) => x.toFixed(0)).join(', ')} ms)`);
  // The right code from the same address: answered, on a new socket and on the guesser's own.
  const late = student(live.url, code, 'Late');
  sockets.push(late.socket);
  const joined = await late.join();
  assert.equal(joined.ok, true);
  const guessed = await ask(guesser, 'student:join', { code, nickname: 'Guess' });
  assert.equal(guessed.ok, true, 'a right code is never refused');
  // A reconnection's rejoin, and the teacher's reload.
  early.socket.io.engine.close();
  await until(() => early.rejoins === 1, 'the early student to take its seat again');
  const reloaded = client(live.url);
  const resumed = await ask(reloaded, 'teacher:resume', { code, token });
  assert.equal(resumed.ok, true);
  assert.equal(resumed.state.seats.length, 3);
});

test('wrong codes from new sockets of one address are held back past a hundred; a right code is answered at once', async () => {
  // Before: a new socket every third guess went round the socket's delay (3 400 wrong codes a second, one address).
  const teacher = client(live.url);
  const { code } = await ask(teacher, 'teacher:create', { variant: 'glinski' });
  let heldAt;
  for (let i = 1; i <= 101 && heldAt === undefined; i++) {
    const s = client(live.url); // a new socket each time: its own delay never starts
    const t0 = performance.now();
    const r = await ask(s, 'student:join', { code: otherCode(code), nickname: 'Guess' });
    assert.equal(r.ok, false);
    if (performance.now() - t0 >= 900) heldAt = i;
    s.close();
  }
  assert.ok(heldAt !== undefined, 'the address’s 101st wrong code at the latest was held back');
  const t0 = performance.now();
  const right = await ask(client(live.url), 'student:join', { code, nickname: 'Right' });
  assert.equal(right.ok, true);
  assert.ok(performance.now() - t0 < 900, 'a right code from the same address is answered at once');
});

test('TRUST_PROXY=1 counts new classes by the address the proxy saw, not the client-written one', async () => {
  // The proxy appends the address it saw; what stands left of it is the client's own text.
  const create = async (forwarded) => {
    const s = client(proxied.url, { extraHeaders: { 'x-forwarded-for': forwarded } });
    return ask(s, 'teacher:create', { variant: 'glinski' });
  };
  const first = await create('1.1.1.1, 10.0.0.7');
  assert.equal(first.ok, true, first.error);
  assert.equal((await create('2.2.2.2, 10.0.0.7')).ok, true);
  const third = await create('3.3.3.3, 10.0.0.7');
  assert.equal(third.ok, false, 'a forged first address does not make a new client');
  assert.match(third.error, /2 classes in the last hour/);
  assert.equal((await create('1.1.1.1, 10.0.0.8')).ok, true, 'another address the proxy saw is another client');
});

test('TRUST_PROXY=1 counts an IPv6 client by its /64: its other addresses are the same client', async () => {
  // Before: 90 addresses of one /64 made 5 000 classes in 52 s, and no school could start one for 3 hours.
  const create = async (forwarded) => {
    const s = client(proxied.url, { extraHeaders: { 'x-forwarded-for': forwarded } });
    return ask(s, 'teacher:create', { variant: 'glinski' });
  };
  assert.equal((await create('2001:db8:1:2::1')).ok, true);
  assert.equal((await create('2001:db8:1:2:0:0:0:2')).ok, true);
  const third = await create('[2001:DB8:1:2::ab]:443');
  assert.equal(third.ok, false, 'a third address of the same /64');
  assert.match(third.error, /2 classes in the last hour/);
  assert.equal((await create('2001:db8:1:3::1')).ok, true, 'another /64 is another client');
});
