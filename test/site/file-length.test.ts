/**
 * No source file past 300 lines without a reason written at its top (the developers' guide; issue #31): a file
 * that long says "Over 300 lines:" and why in its first comment, so that a reader sees at once whether it should be
 * split. Code, tests and styles count; Markdown, MDX lessons and data (JSON, the lockfile) do not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { repositoryFiles } from './repoFiles';

const LIMIT = 300;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;
/** The reason's words, looked for in a file's first lines. */
const REASON = /over 300 lines: \S/i;
const HEAD = 25;
/** Files excused for now, each with why (remove the entry when the file is split or gives its reason). */
const PENDING: Readonly<Record<string, string>> = {};

const files = repositoryFiles().filter((f) => SOURCE.test(f));

/** The number of lines of a text, a last line without a newline included. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('file length', () => {
  test('counts lines as wc -l does, and reads the reason from the top', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(REASON.test('/**\n * Over 300 lines: one test per worked example.')).toBe(true);
    expect(REASON.test('// over 300 lines:')).toBe(false);
  });

  test(`every source file over ${LIMIT} lines says why at its top`, () => {
    expect(files.length).toBeGreaterThan(100);
    const long = files.map((f) => ({ f, text: readFileSync(f, 'utf8') })).filter(({ text }) => lineCount(text) > LIMIT);
    const unexplained = long
      .filter(({ f, text }) => !PENDING[f] && !REASON.test(text.split('\n').slice(0, HEAD).join('\n')))
      .map(({ f, text }) => `${f}: ${lineCount(text)} lines`);
    expect(unexplained).toEqual([]);
  });
});
