import { describe, expect, test } from 'vitest';
import { same, slideProblems, wordLimit } from '@/components/classroom/slideProblems';
import {
  courseSteps,
  MAX_BOARD_WORDS,
  MAX_CORE_STEPS,
  MAX_QUESTION_WORDS,
  MAX_TEXT_WORDS,
} from '@/components/classroom/steps';
import { variantSteps } from '@/components/classroom/variantSteps';
import { lessonOf } from '@/components/mdx/lessons';
import { GUIDES } from '@/content/guides/index';
import { VARIANT_IDS } from '@/engine';
import { checkSource, formatIssue } from '@/scripts/check-content';

// Slides a class can read from the back of the room (issue #32): a slide shows its section's key points and a board,
// the lesson's prose goes to the speaker notes, and a 45-minute class is at most 30 steps.

describe('every lesson’s slides', () => {
  for (const id of VARIANT_IDS) {
    const o = lessonOf(id);
    if (!o) continue;
    const steps = variantSteps(id);
    test(`${id}: the 45-minute class has at most ${MAX_CORE_STEPS} steps; the longer course adds the guide's sections`, () => {
      const core = courseSteps(steps, false);
      expect(core.length).toBeLessThanOrEqual(MAX_CORE_STEPS);
      expect(core.length).toBeGreaterThan(5);
      const longer = new Set(GUIDES[id]?.longer.map((l) => l.section));
      expect(steps.length - core.length > 0).toBe(longer.size > 0);
      for (const s of steps.filter((x) => x.full)) expect(s.section, `${id}: step of a longer section`).toBeDefined();
    });

    test(`${id}: no slide shows more than ${MAX_BOARD_WORDS} words beside a board, ${MAX_TEXT_WORDS} without one`, () => {
      for (const s of steps) {
        const where = `${id}: “${s.title ?? 'Opening'}” (line ${s.line})`;
        expect(s.words, where).toBeLessThanOrEqual(wordLimit(s));
        if (s.part === undefined)
          expect(s.words, where).toBeLessThanOrEqual(s.board ? MAX_BOARD_WORDS : MAX_TEXT_WORDS);
        else if (!s.board) expect(s.words, where).toBeLessThanOrEqual(MAX_QUESTION_WORDS);
      }
    });

    test(`${id}: every step with prose shows key points, and the prose is in the notes, never on the slide`, () => {
      for (const s of steps) {
        const where = `${id}: “${s.title ?? 'Opening'}”`;
        if (s.notes.length && s.part === undefined) expect(s.points, where).toBe(true);
        for (const b of s.blocks) expect(o.blocks[b]?.kind === 'text', `${where}: block ${b} shown`).toBe(false);
      }
      // Every paragraph, list and box of prose (Intro, You will learn, Note, a paragraph) is in some step's notes.
      const prose = o.blocks.flatMap((b, i) =>
        b.kind === 'text' || (b.kind === 'element' && ['Intro', 'YouWillLearn', 'Note'].includes(b.element.name))
          ? [i]
          : [],
      );
      const inNotes = new Set(steps.flatMap((s) => s.notes));
      expect(prose.filter((i) => !inNotes.has(i))).toEqual([]);
      expect(prose.length).toBeGreaterThan(10);
    });

    test(`${id}: key points are one to four bullets, none repeating its section's heading`, () => {
      const points = o.elements.filter((e) => e.name === 'KeyPoints');
      expect(points.length).toBeGreaterThan(5);
      for (const e of points) {
        expect(e.items.length, `line ${e.line}`).toBeGreaterThanOrEqual(1);
        expect(e.items.length, `line ${e.line}`).toBeLessThanOrEqual(4);
        const heading = [...o.headings].reverse().find((h) => h.line < e.line);
        for (const item of e.items) if (heading) expect(same(item, heading.text), `line ${e.line}`).toBe(false);
      }
      expect(slideProblems(o, steps)).toEqual([]);
    });
  }
});

describe('the content checker’s slide rules', () => {
  const head = "export const meta = { title: 'T', summary: 'S' };\n\n";
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  test('a slide over the word limit fails with its file and line', () => {
    const src = `${head}## The board\n\nProse.\n\n<KeyPoints>\n- ${words(30)}\n- ${words(15)}\n</KeyPoints>\n\n<Diagram variant="glinski" caption="c" />\n`;
    expect(checkSource('x.mdx', src).map(formatIssue)).toEqual([
      'x.mdx:7: slide: step “The board” shows 45 words on its slide, more than 40',
    ]);
    // Without a board the limit is 60 words.
    const text = `${head}## Ends\n\n<KeyPoints>\n- ${words(61)}\n</KeyPoints>\n\nProse.\n`;
    expect(checkSource('y.mdx', text).map(formatIssue)).toEqual([
      'y.mdx:5: slide: step “Ends” shows 61 words on its slide, more than 60',
    ]);
  });

  test('a section with prose and no key-point block fails at its heading; a caption shown alone must be short', () => {
    const src = `${head}## The board\n\nProse about the board.\n\n## Pawns\n\n<KeyPoints>\n- Step ahead\n</KeyPoints>\n`;
    const out = checkSource('z.mdx', src).map(formatIssue);
    expect(out).toEqual([
      "z.mdx:3: slide: step “The board” has no <KeyPoints>: write the section's key points for its slide (its text goes to the speaker notes)",
    ]);
    const alone = `${head}## A\n\n<Diagram variant="glinski" caption="${words(41)}" />\n`;
    expect(checkSource('a.mdx', alone).map(formatIssue)).toEqual([
      'a.mdx:5: slide: step “A” shows 41 words on its slide, more than 40 (a caption shown alone: write key points instead)',
    ]);
  });

  test('more than four points, or a point that repeats the heading, fails', () => {
    const src = `${head}## Rook\n\n<KeyPoints>\n- Rook\n- b\n- c\n- d\n- e\n</KeyPoints>\n`;
    expect(checkSource('r.mdx', src).map(formatIssue)).toEqual([
      'r.mdx:5: slide: <KeyPoints> holds 5 points: write one to four short bullets',
      'r.mdx:5: slide: a key point repeats the heading “Rook”',
    ]);
  });

  test('a 45-minute class of more than 30 steps fails', () => {
    const many = Array.from({ length: 31 }, (_, i) => `## S${i}\n\n<KeyPoints>\n- p\n</KeyPoints>\n`).join('\n');
    expect(checkSource('m.mdx', `${head}${many}`).map(formatIssue)).toContain(
      "m.mdx:1: slide: the 45-minute class has 31 steps, more than 30: list sections the longer course adds in the teacher's guide (`longer`), or cut slides",
    );
  });
});
