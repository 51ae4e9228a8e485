/** The site's server (server/serve.mjs, which server/main.ts runs): security headers and `//` targets (issue #33). */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisedTarget, SECURITY_HEADERS, startServer } from '../../server/serve.mjs';

describe('request targets that begin with two slashes', () => {
  it('are sent to their one-slash form; other targets are left alone', () => {
    expect(normalisedTarget('//evil.example/variants/glinski/play/')).toBe('/evil.example/variants/glinski/play/');
    expect(normalisedTarget('/\\evil.example/x')).toBe('/evil.example/x');
    expect(normalisedTarget('///\\//a?b=//c')).toBe('/a?b=//c');
    expect(normalisedTarget('//')).toBe('/');
    for (const t of ['/', '/variants/glinski/play/', '/a//b', '/%2F/x', '/?x=//y'])
      expect(normalisedTarget(t), t).toBeUndefined();
  });
});

describe('the server', () => {
  let srv: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexplore-serve-'));
    mkdirSync(join(dir, 'variants'));
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(join(dir, '404.html'), '<p>not found</p>');
    writeFileSync(join(dir, 'variants', 'index.html'), '<p>variants</p>');
    srv = await startServer(dir, 0, '127.0.0.1', { gzip: true });
  });
  afterAll(() => srv?.server.close());

  const get = (path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((ok, fail) => {
      const u = new URL(srv.url);
      const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
        res.resume();
        ok({ status: res.statusCode ?? 0, headers: res.headers });
      });
      req.on('error', fail);
      req.end();
    });

  it('sends the security headers with a page, a 404 and a redirect', async () => {
    for (const path of ['/', '/variants/', '/nowhere/', '//evil.example/variants/']) {
      const { headers } = await get(path);
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(headers[k], `${path} ${k}`).toBe(v);
    }
    expect(SECURITY_HEADERS['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(SECURITY_HEADERS['x-frame-options']).toBe('SAMEORIGIN');
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('redirects //host/... to /host/... (same origin), and serves the page only at its own path', async () => {
    const r = await get('//evil.example/variants/');
    expect(r.status).toBe(308);
    expect(r.headers.location).toBe('/evil.example/variants/');
    expect((await get('/evil.example/variants/')).status).toBe(404);
    expect((await get('/variants/')).status).toBe(200);
  });
});
