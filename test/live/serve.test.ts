/**
 * The site's server (server/serve.mjs, which server/main.ts runs): security headers and `//` targets (issue #33),
 * what the limits per address count a client by (issue #45), and a page's Link header (server/preloadLinks.mjs).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, normalisedTarget, SECURITY_HEADERS, startServer } from '../../server/serve.mjs';
import { preloadLinks } from '../../server/preloadLinks.mjs';

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

describe('addressKey', () => {
  it('keeps an IPv4 address, however written, and counts an IPv6 address by its /64', () => {
    for (const a of ['203.0.113.5', '::ffff:203.0.113.5', '::FFFF:203.0.113.5', '203.0.113.5:4431'])
      expect(addressKey(a), a).toBe('203.0.113.5');
    for (const a of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:0:0:9', '[2001:db8:1:2::ab]:443', '2001:db8:1:2::'])
      expect(addressKey(a), a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('');
  });
});

/** A page's head as Next writes it: style sheets, async scripts, preloaded chunks, a nomodule polyfill, an icon. */
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>',
  '<link href="/_next/static/chunks/b2.css" rel="stylesheet" as="style" data-precedence="dynamic"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c3.js"/>',
  '<script src="/_next/static/chunks/d4.js" async=""></script>',
  '<script src="/_next/static/chunks/d4.js" async=""></script>',
  '<link rel="icon" href="/icon.svg?icon.x.svg" sizes="any" type="image/svg+xml"/>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script src="https://elsewhere.example/x.js"></script><script src="/_next/static/chunks/bad>.js"></script>',
  '</head><body><script src="/_next/static/chunks/late.js"></script></body></html>',
].join('');

describe('preloadLinks', () => {
  it("names the head's style sheets and scripts under /_next/static/ once each, as the page fetches them", () => {
    expect(preloadLinks(PAGE)?.split(', ')).toEqual([
      '</_next/static/chunks/a1.css>; rel=preload; as=style',
      '</_next/static/chunks/b2.css>; rel=preload; as=style',
      '</_next/static/chunks/c3.js>; rel=preload; as=script',
      '</_next/static/chunks/d4.js>; rel=preload; as=script',
    ]);
  });
  it('gives nothing for a page without such files or without a head', () => {
    expect(preloadLinks('<p>home</p>')).toBeUndefined();
    expect(preloadLinks('<html><head><link rel="icon" href="/icon.svg"/></head></html>')).toBeUndefined();
  });
});

describe('the server', () => {
  let srv: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexplore-serve-'));
    mkdirSync(join(dir, 'variants'));
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(join(dir, '404.html'), '<p>not found</p>');
    writeFileSync(join(dir, 'variants', 'index.html'), PAGE);
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

  it("sends a page's Link header with the page, gzipped or not, and none with a page that names no files", async () => {
    const { headers } = await get('/variants/');
    expect(headers.link).toBe(preloadLinks(PAGE));
    expect((await get('/')).headers.link).toBeUndefined();
    const zipped = await new Promise<Record<string, unknown>>((ok, fail) => {
      const u = new URL(srv.url);
      const req = request(
        { host: u.hostname, port: u.port, path: '/variants/', headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          res.resume();
          ok(res.headers);
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(zipped['content-encoding']).toBe('gzip');
    expect(zipped.link).toBe(preloadLinks(PAGE));
  });

  it('redirects //host/... to /host/... (same origin), and serves the page only at its own path', async () => {
    const r = await get('//evil.example/variants/');
    expect(r.status).toBe(308);
    expect(r.headers.location).toBe('/evil.example/variants/');
    expect((await get('/evil.example/variants/')).status).toBe(404);
    expect((await get('/variants/')).status).toBe(200);
  });
});
