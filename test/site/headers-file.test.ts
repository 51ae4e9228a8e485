/**
 * out/_headers (scripts/headers.mjs), which a static host that reads one sends: the site's server's four security
 * headers with every answer, and each page's Link header, as server/serve.mjs sends them (README "Hosting").
 */
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/headers.mjs';
import { preloadLinks } from '../../server/preloadLinks.mjs';
import { SECURITY_HEADERS } from '../../server/serve.mjs';

const page = (js: string) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css"/><script src="/_next/static/chunks/${js}.js" async=""></script></head><body></body></html>`;

describe('headersFile', () => {
  it('gives every answer the server’s security headers, and each page that names files its Link header', () => {
    const text = headersFile([
      { path: '/variants/peanut/', html: page('p') },
      { path: '/', html: page('home') },
      { path: '/plain/', html: '<p>no head</p>' },
    ]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    const security = lines.slice(1, 5).map((l) => l.trim().split(': '));
    expect(Object.fromEntries(security.map(([k, v]) => [k!.toLowerCase(), v]))).toEqual(SECURITY_HEADERS);
    expect(lines.slice(5)).toEqual([
      '/',
      `  Link: ${preloadLinks(page('home'))}`,
      '/variants/peanut/',
      `  Link: ${preloadLinks(page('p'))}`,
    ]);
    expect(text.endsWith('\n')).toBe(true);
  });
});
