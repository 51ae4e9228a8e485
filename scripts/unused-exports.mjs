#!/usr/bin/env node
/**
 * Fails on an exported name that nothing imports (issue #15: no unused code). A light scan of the import and
 * export statements of app/, components/, content/, engine/, scripts/, server/, test/ and the root config files, without
 * a parser: good enough for the way this repository writes them (named exports, `export { a } from`, `import {
 * a as b }`, `import * as ns` followed by `ns.a`, dynamic `import()`).
 *
 * Not counted as unused: default exports; the names Next.js reads from app/ files (`metadata`,
 * `generateStaticParams`, `dynamicParams`, ...); the types named by the engine's door (engine/index.ts); and the
 * names in ALLOW below, each with its reason. A name used only inside its own file is reported too: drop its
 * `export`.
 *
 * Usage: node scripts/unused-exports.mjs   (exit 1 and one line per unused export when there are some)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const DIRS = ['app', 'components', 'content', 'engine', 'scripts', 'server', 'test'];
const ROOT_FILES = ['mdx-components.tsx', 'next.config.ts', 'vitest.config.ts'];
const EXT = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/** Names Next.js reads from files under app/ (https://nextjs.org/docs/app/api-reference/file-conventions). */
const NEXT_NAMES = new Set([
  'metadata',
  'generateMetadata',
  'generateStaticParams',
  'generateViewport',
  'viewport',
  'dynamicParams',
  'dynamic',
  'revalidate',
  'fetchCache',
  'runtime',
  'preferredRegion',
  'maxDuration',
  'contentType',
  'size',
  'alt',
]);

/** `file:name` pairs kept on purpose although nothing imports them (with the reason). */
const ALLOW = new Map([['mdx-components.tsx:useMDXComponents', 'read by @next/mdx (a Next.js file convention)']]);

/** Returns every source file under `dir`. */
function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (EXT.test(name) && !/\.d\.m?ts$/.test(name)) out.push(p);
  }
  return out;
}

const files = [
  ...DIRS.flatMap((d) => walk(join(ROOT, d))),
  ...ROOT_FILES.map((f) => join(ROOT, f)).filter((f) => {
    try {
      return statSync(f).isFile();
    } catch {
      return false;
    }
  }),
];
const byPath = new Map(files.map((f) => [f, stripComments(readFileSync(f, 'utf8'))]));

/** Removes comments (outside strings), so that examples in comments do not count. */
function stripComments(src) {
  let out = '';
  let i = 0;
  let quote = '';
  while (i < src.length) {
    const c = src[i];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += src[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = '';
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
      out += ' ';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
    i++;
  }
  return out;
}

/** Resolves an import specifier to a file of the scan, or undefined (a package). */
function resolveSpec(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  const noExt = base.replace(/\.(ts|tsx|mts|mjs|js|jsx)$/, '');
  for (const c of [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((e) => noExt + e), join(base, 'index.ts')])
    if (byPath.has(c)) return c;
  return undefined;
}

/** Splits `a, type b, c as d` into [imported name, local name] pairs. */
const specifiers = (list) =>
  list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => {
      const m = /^(\S+)(?:\s+as\s+(\S+))?$/.exec(s);
      return m ? [m[1], m[2] ?? m[1]] : [s, s];
    });

/** Exported names per file (not default). */
const exported = new Map();
/** `file:name` pairs imported or re-exported somewhere. */
const used = new Set();
/** Files whose every export counts as used (`import *` whose namespace escapes, `export *`). */
const wholesale = new Set();

for (const [file, src] of byPath) {
  const names = new Set();
  for (const m of src.matchAll(
    /^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    names.add(m[1]);
  // `export { a, b as c }` without `from`: local names exported (the exported name is the alias).
  for (const m of src.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*(?!\s*from)(?:;|$)/gm))
    for (const [, alias] of specifiers(m[1])) if (alias !== 'default') names.add(alias);
  exported.set(file, names);

  // Imports and re-exports with a list.
  for (const m of src.matchAll(
    /(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const target = resolveSpec(file, m[2]);
    if (!target) continue;
    for (const [name] of specifiers(m[1])) used.add(`${target}:${name}`);
    // A re-export makes the name an export of this file too.
    if (/^\s*export/.test(m[0])) for (const [, alias] of specifiers(m[1])) names.add(alias);
  }
  // `export * from`: everything counts as used (the re-exporting file is checked in turn).
  for (const m of src.matchAll(/export\s+\*\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveSpec(file, m[1]);
    if (target) wholesale.add(target);
  }
  // `import * as ns from`: the names read as `ns.name`.
  for (const m of src.matchAll(/import\s+\*\s+as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveSpec(file, m[2]);
    if (!target) continue;
    for (const r of src.matchAll(new RegExp(`\\b${m[1]}\\.([A-Za-z_$][\\w$]*)`, 'g'))) used.add(`${target}:${r[1]}`);
    if (new RegExp(`\\b${m[1]}\\b(?!\\.)`).test(src.replace(m[0], ''))) wholesale.add(target);
  }
  // Dynamic `import('x')` and `import.meta.glob('../x/*.ts')`: every export counts (the names are read at run time).
  for (const m of src.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveSpec(file, m[1]);
    if (target) wholesale.add(target);
  }
  for (const m of src.matchAll(/import\.meta\.glob[^(]*\(\s*['"]([^'"]+)['"]/g)) {
    const dir = resolve(dirname(file), dirname(m[1]));
    const re = new RegExp(`^${m[1].split('/').pop().replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
    for (const f of files) if (dirname(f) === dir && re.test(f.split('/').pop())) wholesale.add(f);
  }
}

/**
 * The engine's public door may name the types of what its functions take and return (its vocabulary), whether
 * or not a page spells them out; its values must be used.
 */
const DOOR = join(ROOT, 'engine/index.ts');
const doorTypes = new Set();
for (const m of byPath.get(DOOR).matchAll(/export\s+(type\s+)?\{([^}]*)\}/g))
  for (const s of m[2].split(',').map((x) => x.trim()))
    if (m[1] || s.startsWith('type '))
      doorTypes.add(
        s
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
      );

const problems = [];
for (const [file, names] of exported) {
  if (wholesale.has(file)) continue;
  const rel = relative(ROOT, file);
  const src = byPath.get(file);
  for (const name of names) {
    if (used.has(`${file}:${name}`) || ALLOW.has(`${rel}:${name}`)) continue;
    if (rel.startsWith('app/') && NEXT_NAMES.has(name)) continue;
    if (file === DOOR && doorTypes.has(name)) continue;
    // Used in its own file besides the export itself (a type in a signature, a helper also exported for tests).
    const uses = src.match(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))?.length ?? 0;
    if (uses > 1) {
      problems.push(`${rel}: "${name}" is exported but only used inside its file (drop the export)`);
      continue;
    }
    problems.push(`${rel}: "${name}" is exported and never used`);
  }
}

if (problems.length) {
  console.error(problems.sort().join('\n'));
  console.error(`\n${problems.length} unused export(s). Remove them, or stop exporting what only the file uses.`);
  process.exit(1);
}
console.log(`unused-exports: ${files.length} files, every export is imported somewhere.`);
