// What one client can send to the live server (issue #45): no request ends the process. One server process (classes
// in memory) started as `npm run serve` starts it: malformed request targets (the one that ended the process:
// `GET http://[/`) are answered; Node's own 400 and 431 and the /socket.io/ answers carry the security headers.
// Run with `node --import tsx --test test/live/requests.live.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SECURITY_HEADERS } from '../../scripts/serve.mjs';
import { fakeSite, raw, startLive } from './harness.mjs';

let site, live;

before(async () => {
  site = fakeSite();
  live = await startLive(site.dir);
});

after(async () => {
  await live?.stop();
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

test('the /socket.io/ answers carry the security headers (polling, errors, the WebSocket upgrade)', async () => {
  const poll = head(
    await raw(live.port, 'GET /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  );
  assert.equal(poll.status, 200);
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
});
