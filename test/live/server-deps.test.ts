/**
 * The live server runs from the installed production dependencies (issue #44): `npm ci --omit=dev` then `npm run
 * serve`. Every module the server loads at run time, walked from server/*.ts through their imports (type-only imports
 * aside, `@/` is the repository's root), is a Node built-in, a package of `dependencies`, or a file of the repository
 * outside scripts/ (the build's and the tests' tools, which need the dev dependencies); the loader `npm run serve`
 * starts Node with is a dependency too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The specifiers a file imports at run time (static, re-exported and dynamic with a literal; not `import type`). */
function imports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g))
    if (!m[2]) out.push(m[4]!);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  for (const m of code.matchAll(/new URL\(\s*['"](\.[^'"]+)['"],\s*import\.meta\.url\)/g)) out.push(m[1]!);
  return out;
}

/** A local specifier's file, from the repository's root. */
function resolveLocal(from: string, spec: string): string {
  const base = spec.startsWith('@/') ? spec.slice(2) : normalize(join(dirname(from), spec));
  const found = EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && !f.endsWith('/'));
  if (!found) throw new Error(`${from}: cannot find ${spec}`);
  return relative('.', found);
}

/** The packages (by name) and the repository's files the server loads, walked from server/*.ts. */
function serverGraph() {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const todo = readdirSync('server')
    .filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.d.mts'))
    .map((f) => `server/${f}`);
  while (todo.length) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|mts|mjs|js)$/.test(file)) continue;
    for (const spec of imports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('@/')) todo.push(resolveLocal(file, spec));
      else if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      else
        packages.set(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
          file,
        );
    }
  }
  return { files, packages };
}

describe('the live server’s run-time modules', () => {
  const { files, packages } = serverGraph();
  it('reach the engine and the puzzles, and packages (the walk finds them)', () => {
    expect(files).toContain('engine/index.ts');
    expect(files).toContain('content/puzzles/index.ts');
    expect([...packages.keys()]).toContain('socket.io');
  });
  it('are production dependencies, every one', () => {
    const missing = [...packages].filter(([name]) => !(name in pkg.dependencies)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });
  it('include no file of scripts/ (the tools of the build and the tests)', () => {
    expect([...files].filter((f) => f.startsWith('scripts/'))).toEqual([]);
  });
  it('are loaded by `npm run serve` with a loader that is a production dependency', () => {
    const serve = pkg.scripts.serve!;
    const loaders = [...serve.matchAll(/--(?:import|loader|require)[ =](\S+)/g)].map((m) => m[1]!);
    expect(serve).toMatch(/\bserver\/main\.ts\b/);
    for (const l of loaders) expect(pkg.dependencies, `${l} in dependencies`).toHaveProperty([l]);
  });
});
