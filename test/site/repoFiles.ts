/** The repository's files for the tests that look at all of them (test/site/paths.test.ts, file-length.test.ts). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Folders that are never part of the repository (installed, built or written by the tests). */
const OUTSIDE = new Set(['.git', 'node_modules', '.next', 'out', 'test-results']);

/** The files of the working tree walked from the disk, for a copy that is not a git checkout. */
function walk(dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (OUTSIDE.has(e.name)) return [];
    const p = dir === '.' ? e.name : `${dir}/${e.name}`;
    return e.isDirectory() ? walk(p) : [p];
  });
}

/** The repository's files: tracked and new ones not ignored (`git ls-files`), or the tree on disk without git. */
export function repositoryFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter((f) => f && existsSync(f)); // a tracked file deleted but not yet staged is gone
  } catch {
    return walk();
  }
}
