/**
 * The repository stands on its own and checks out anywhere (issue #31): no two paths differ only in case (a clone
 * on the default macOS or Windows file system would lose one of them), nor two modules of a folder named alike but
 * for case (`./boardPicture` would load BoardPicture.tsx there: the resolver tries `.tsx` before `.ts`), and no file
 * points outside the clone for the specification (the rules references and conventions are in docs/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryFiles } from './repoFiles';

/** Every path and every folder on it: `a/B/c.ts` gives `a`, `a/B` and `a/B/c.ts`. */
function allPaths(files: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return all;
}

/** Groups of paths that differ only in case, each sorted. */
function caseClashes(paths: Iterable<string>): string[][] {
  const byLower = new Map<string, string[]>();
  for (const p of paths) {
    const k = p.toLowerCase();
    byLower.set(k, [...(byLower.get(k) ?? []), p]);
  }
  return [...byLower.values()].filter((g) => g.length > 1).map((g) => g.sort());
}

/** A module's path as an import names it: without the extensions the resolver adds. */
const moduleName = (p: string) => p.replace(/\.(tsx?|jsx?|mjs|mts|cjs|cts|json)$/, '');

/** Groups of modules whose import names differ only in case (the same name with two extensions is not a clash). */
function moduleClashes(files: readonly string[]): string[][] {
  return caseClashes(new Set(files.filter((f) => f !== moduleName(f)).map(moduleName)));
}

describe('the repository’s paths', () => {
  const files = repositoryFiles();

  test('the check sees the repository', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('docs/CONVENTIONS.md');
    expect(files.length).toBeGreaterThan(100);
  });

  test('finds paths, and folders on them, that differ only in case', () => {
    expect(caseClashes(allPaths(['a/Board.tsx', 'a/board.ts', 'b/x.ts']))).toEqual([]);
    expect(caseClashes(allPaths(['a/Board.ts', 'a/board.ts']))).toEqual([['a/Board.ts', 'a/board.ts']]);
    expect(caseClashes(allPaths(['Lib/x.ts', 'lib/y.ts']))).toEqual([['Lib', 'lib']]);
  });

  test('finds modules of a folder whose import names differ only in case', () => {
    expect(moduleClashes(['m/BoardPicture.tsx', 'm/boardPicture.ts', 'm/x.css'])).toEqual([
      ['m/BoardPicture', 'm/boardPicture'],
    ]);
    expect(moduleClashes(['m/Legend.tsx', 'm/Legend.module.css', 'm/legend.md', 'm/a.ts', 'm/a.tsx'])).toEqual([]);
  });

  test('no two paths differ only in case', () => {
    expect(caseClashes(allPaths(files))).toEqual([]);
  });

  test('no two modules differ only in case', () => {
    expect(moduleClashes(files)).toEqual([]);
  });

  test('no file expects the shared folder beside the clone: the specification is in docs/', () => {
    const text = /\.(ts|tsx|mts|mjs|js|json|md|mdx|css|sh|yml)$|^\.ci\//;
    const shared = ['..', 'shared'].join('/'); // written so that this file does not name it
    const beside = files.filter(
      (f) => text.test(f) && f !== 'package-lock.json' && readFileSync(join('.', f), 'utf8').includes(shared),
    );
    expect(beside).toEqual([]);
  });
});
