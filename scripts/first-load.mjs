// Prints the first-load JavaScript of every exported page: the sum of its <script src> files, raw and gzip -9.
// Next 16 no longer reports this itself. Usage: node scripts/first-load.mjs [out]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'out';
const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const kB = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);

for (const f of walk(root)
  .filter((f) => f.endsWith('.html'))
  .sort()) {
  const html = readFileSync(f, 'utf8');
  const srcs = new Set(
    [...html.matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1]))
      .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
      .filter(Boolean),
  );
  let raw = 0,
    gz = 0;
  for (const s of srcs) {
    const b = readFileSync(join(root, decodeURIComponent(s.split('?')[0])));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  console.log(`${relative(root, f).padEnd(48)} raw=${kB(raw)}  gzip=${kB(gz)}`);
}
